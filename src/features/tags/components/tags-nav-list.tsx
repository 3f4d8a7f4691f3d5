import { BellIcon, BellOffIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';

import { SidebarItemMenu } from '@/components/blocks/sidebar-item-menu';
import { SidebarListFooter } from '@/components/blocks/sidebar-list-footer';
import { SidebarListState } from '@/components/blocks/sidebar-list-state';
import { useSidebarSectionOpen } from '@/components/blocks/sidebar-section-state';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import {
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from '@/components/ui/sidebar';
import { paths } from '@/config/paths';
import { useTags } from '@/entities/tag/api/get-tags';
import type { Tag } from '@/entities/tag/api/tag-schema';

import type { TagAction } from './tag-action-dialog';
import { lazyNamed } from '@/lib/lazy-named';

// The dialogs (the modal, react-hook-form, the converter, the mutations) load when first opened.
const TagActionDialog = lazyNamed(
  () => import('./tag-action-dialog'),
  (module) => module.TagActionDialog,
);

/** The sidebar lists 5 tags before 'Ver más' (decision 0015). */
export const SIDEBAR_VISIBLE_TAGS = 5;

/**
 * The open 'Etiquetas' section's list (decision 0015): the company's tags as the server orders
 * them, five then 'Ver más (N restantes)' / 'Ver menos', 'Ver todas', and per tag a menu to edit
 * it, turn its alerts on or off, or delete it.
 */
export function TagsNavList({
  companyId,
  sectionId,
}: {
  companyId: number;
  /** The sidebar section this list fills: its open state is kept under this id. */
  sectionId: string;
}) {
  const query = useTags({ companyId });
  const [expanded, setExpanded] = useSidebarSectionOpen(`${sectionId}:more`);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { setOpenMobile } = useSidebar();
  const [action, setAction] = useState<TagAction | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const tags = (query.data ?? []).map((item) => item.tag);
  const visible = expanded ? tags : tags.slice(0, SIDEBAR_VISIBLE_TAGS);
  const remaining = tags.length - SIDEBAR_VISIBLE_TAGS;

  const start = (next: TagAction) => {
    setAction(next);
    setDialogOpen(true);
  };

  return (
    <>
      <SidebarListState
        query={query}
        empty={tags.length === 0}
        loadingLabel="Cargando etiquetas"
        errorText="Error al cargar etiquetas"
        emptyText="Aún no tienes etiquetas"
      >
        <SidebarMenu>
          {visible.map((tag) => {
            const href = paths.dashboard.tags.getHref(tag.id);
            const active = pathname === href;
            return (
              <SidebarMenuItem key={tag.id}>
                <SidebarMenuButton asChild isActive={active} className="h-8 pr-9">
                  <Link
                    to={href}
                    aria-current={active ? 'page' : undefined}
                    title={tag.name}
                    onClick={() => setOpenMobile(false)}
                  >
                    <span
                      aria-hidden
                      className="size-2.5 shrink-0 rounded-full"
                      style={{ backgroundColor: tag.color }}
                    />
                    <span>{tag.name}</span>
                    {tag.receiveNotifications && (
                      <>
                        <BellIcon aria-hidden className="ml-auto size-3.5! opacity-70" />
                        <span className="sr-only">(avisos activados)</span>
                      </>
                    )}
                  </Link>
                </SidebarMenuButton>
                <TagItemMenu
                  tag={tag}
                  onEdit={() => start({ kind: 'edit', tag })}
                  onAlerts={() => start({ kind: 'alerts', tag })}
                  onDelete={() => start({ kind: 'delete', tag })}
                />
              </SidebarMenuItem>
            );
          })}
        </SidebarMenu>
      </SidebarListState>
      <SidebarListFooter
        remaining={query.isError ? 0 : remaining}
        expanded={expanded}
        onExpandedChange={setExpanded}
        allHref={paths.dashboard.tags.getHref()}
        onNavigate={() => setOpenMobile(false)}
      />

      <Suspense fallback={null}>
        {action && (
          <TagActionDialog
            companyId={companyId}
            action={action}
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            source="sidebar"
            onDeleted={(tag) => {
              // Its page is gone with it.
              if (pathname === paths.dashboard.tags.getHref(tag.id)) {
                void navigate(paths.dashboard.tags.getHref(), { replace: true });
              }
            }}
          />
        )}
      </Suspense>
    </>
  );
}

function TagItemMenu({
  tag,
  onEdit,
  onAlerts,
  onDelete,
}: {
  tag: Tag;
  onEdit: () => void;
  onAlerts: () => void;
  onDelete: () => void;
}) {
  return (
    <SidebarItemMenu label={`Acciones de la etiqueta «${tag.name}»`} className="min-w-44">
      <DropdownMenuItem onSelect={onEdit}>
        <PencilIcon aria-hidden />
        Editar
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={onAlerts}>
        {tag.receiveNotifications ? <BellOffIcon aria-hidden /> : <BellIcon aria-hidden />}
        {tag.receiveNotifications ? 'Desactivar avisos' : 'Activar avisos'}
      </DropdownMenuItem>
      <DropdownMenuItem variant="destructive" onSelect={onDelete}>
        <Trash2Icon aria-hidden className="text-destructive" />
        Eliminar
      </DropdownMenuItem>
    </SidebarItemMenu>
  );
}
