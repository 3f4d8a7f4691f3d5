import { BookmarkIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { SidebarItemMenu } from '@/components/blocks/sidebar-item-menu';
import { SidebarListFooter } from '@/components/blocks/sidebar-list-footer';
import { SidebarListState } from '@/components/blocks/sidebar-list-state';
import { SidebarSection } from '@/components/blocks/sidebar-section';
import { useSidebarSectionOpen } from '@/components/blocks/sidebar-section-state';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import {
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from '@/components/ui/sidebar';
import { paths } from '@/config/paths';

import type { SavedSearch } from '../api/saved-search-schema';
import { useSavedSearches } from '../api/get-saved-searches';
import { SAVED_SEARCHES_SECTION_ID } from '../lib/saved-searches-section';
import { lazyNamed } from '@/lib/lazy-named';

// The dialogs (react-hook-form, zod resolvers) load when first opened, not with every page.
const SavedSearchDialog = lazyNamed(
  () => import('./saved-search-dialog'),
  (module) => module.SavedSearchDialog,
);
const DeleteSavedSearchDialog = lazyNamed(
  () => import('./delete-saved-search-dialog'),
  (module) => module.DeleteSavedSearchDialog,
);

/** The sidebar lists 5 saved searches before 'Ver más' (decision 0008). */
export const SIDEBAR_VISIBLE_SAVED_SEARCHES = 5;

/** Both urls of a saved search count as "here": the spec's item url redirects to the results. */
function isCurrent(pathname: string, id: number) {
  return (
    pathname === paths.dashboard.savedSearchItem.getHref(id) ||
    pathname === paths.dashboard.savedSearch.getHref(id)
  );
}

/**
 * The sidebar's 'Búsquedas guardadas' section (decision 0008): the first five by name, 'Ver más
 * (N restantes)' / 'Ver menos', 'Ver todas', and per item a menu to edit or delete. Place it
 * inside a SidebarMenu. `onEdit` replaces the built-in edit dialog (e.g. to pass the current
 * search parameters).
 */
export function SavedSearchesNav({
  companyId,
  onEdit,
}: {
  companyId: number;
  onEdit?: (savedSearch: SavedSearch) => void;
}) {
  const query = useSavedSearches();
  const [expanded, setExpanded] = useSidebarSectionOpen(`${SAVED_SEARCHES_SECTION_ID}:more`);
  const { pathname } = useLocation();
  const { setOpenMobile } = useSidebar();

  const [editing, setEditing] = useState<SavedSearch | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);

  const searches = query.data ?? [];
  const visible = expanded ? searches : searches.slice(0, SIDEBAR_VISIBLE_SAVED_SEARCHES);
  const remaining = searches.length - SIDEBAR_VISIBLE_SAVED_SEARCHES;

  const startEdit = (search: SavedSearch) => {
    if (onEdit) {
      onEdit(search);
      return;
    }
    setEditing(search);
    setEditOpen(true);
  };

  const startDelete = (search: SavedSearch) => {
    setDeleting(search);
    setDeleteOpen(true);
  };

  const body = (
    <SidebarListState
      query={query}
      empty={searches.length === 0}
      loadingLabel="Cargando búsquedas guardadas"
      errorText="Error al cargar búsquedas guardadas"
      emptyText="Aún no tienes búsquedas guardadas"
    >
      <SidebarMenu>
        {visible.map((search) => {
          const active = isCurrent(pathname, search.id);
          return (
            <SidebarMenuItem key={search.id}>
              <SidebarMenuButton asChild isActive={active} className="h-8 pr-9">
                <Link
                  to={paths.dashboard.savedSearchItem.getHref(search.id)}
                  aria-current={active ? 'page' : undefined}
                  title={search.name}
                  onClick={() => setOpenMobile(false)}
                >
                  <span>{search.name}</span>
                </Link>
              </SidebarMenuButton>
              <SavedSearchItemMenu
                search={search}
                onEdit={() => startEdit(search)}
                onDelete={() => startDelete(search)}
              />
            </SidebarMenuItem>
          );
        })}
      </SidebarMenu>
    </SidebarListState>
  );

  return (
    <SidebarSection id={SAVED_SEARCHES_SECTION_ID} title="Búsquedas guardadas" icon={BookmarkIcon}>
      {body}
      <SidebarListFooter
        remaining={query.isError ? 0 : remaining}
        expanded={expanded}
        onExpandedChange={setExpanded}
        allHref={paths.dashboard.savedSearches.getHref()}
        onNavigate={() => setOpenMobile(false)}
      />

      <Suspense fallback={null}>
        {!onEdit && editing && (
          <SavedSearchDialog
            open={editOpen}
            onOpenChange={setEditOpen}
            companyId={companyId}
            savedSearch={editing}
          />
        )}
        {deleting && (
          <DeleteSavedSearchDialog
            savedSearch={deleting}
            open={deleteOpen}
            onOpenChange={setDeleteOpen}
            companyId={companyId}
            successDescription="La búsqueda se ha eliminado correctamente."
          />
        )}
      </Suspense>
    </SidebarSection>
  );
}

function SavedSearchItemMenu({
  search,
  onEdit,
  onDelete,
}: {
  search: SavedSearch;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <SidebarItemMenu label={`Acciones de «${search.name}»`} className="min-w-40">
      <DropdownMenuItem onSelect={onEdit}>
        <PencilIcon aria-hidden />
        Editar
      </DropdownMenuItem>
      <DropdownMenuItem variant="destructive" onSelect={onDelete}>
        <Trash2Icon aria-hidden className="text-destructive" />
        Eliminar
      </DropdownMenuItem>
    </SidebarItemMenu>
  );
}
