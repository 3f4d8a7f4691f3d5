import { BellIcon, BellOffIcon, BookmarkIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { Card } from '@/components/blocks/card';
import { EmptyState } from '@/components/feedback/empty-state';
import { PageLoadError, PageLoading } from '@/components/feedback/page-load-state';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useMinimumLoading } from '@/hooks/use-minimum-loading';
import { getErrorMessage } from '@/lib/api-client';

import type { SavedSearch } from '../api/saved-search-schema';
import { useSavedSearches } from '../api/get-saved-searches';
import {
  alertsText,
  formatCreatedAt,
  searchFiltersText,
  summarizeSearch,
} from '../lib/search-summary';

import { DeleteSavedSearchDialog } from './delete-saved-search-dialog';
import { SavedSearchDialog } from './saved-search-dialog';

/**
 * /dashboard/busquedas-guardadas: every saved search of the user, sorted by name, to run, edit
 * or delete. Cards on a phone, one row per search from 1024 px.
 */
export function SavedSearchesPage({ companyId }: { companyId: number }) {
  const query = useSavedSearches();
  const loading = useMinimumLoading(query.isPending);
  const [editing, setEditing] = useState<SavedSearch | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);

  let body;
  if (loading || query.isPending) {
    body = (
      <PageLoading label="Cargando búsquedas guardadas" rows={3} rowClassName="h-28 lg:h-20" />
    );
  } else if (query.isError) {
    body = (
      <PageLoadError
        title="No pudimos cargar tus búsquedas guardadas"
        message={getErrorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.data.length === 0) {
    body = (
      <EmptyState
        icon={BookmarkIcon}
        title="Aún no tienes búsquedas guardadas"
        action={
          <Button asChild className="mt-2">
            <Link to={paths.dashboard.root.getHref()}>Ir a Búsquedas IA</Link>
          </Button>
        }
      >
        <p>
          En Búsquedas IA, describe lo que vendes, ajusta los filtros y presiona «Guardar búsqueda».
          Así podrás repetirla con un clic y recibir alertas por correo con las nuevas
          oportunidades.
        </p>
      </EmptyState>
    );
  } else {
    body = (
      <div className="flex flex-col gap-2">
        <div
          aria-hidden
          className="hidden gap-4 px-4 text-xs font-medium tracking-wide text-muted-foreground uppercase lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1.2fr)_8rem_auto]"
        >
          <span>Búsqueda</span>
          <span>Filtros</span>
          <span>Alertas</span>
          <span>Creada</span>
          <span className="w-44" />
        </div>
        <ul className="flex flex-col gap-3 lg:gap-2">
          {query.data.map((search) => (
            <SavedSearchRow
              key={search.id}
              search={search}
              onEdit={() => {
                setEditing(search);
                setEditOpen(true);
              }}
              onDelete={() => {
                setDeleting(search);
                setDeleteOpen(true);
              }}
            />
          ))}
        </ul>
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-bold tracking-tight">Tus búsquedas guardadas</h2>
        <p className="text-sm text-muted-foreground">
          {query.data && query.data.length > 0
            ? query.data.length === 1
              ? '1 búsqueda guardada. Ábrela para ver sus resultados.'
              : `${query.data.length} búsquedas guardadas, ordenadas por nombre. Abre una para ver sus resultados.`
            : 'Repite tus búsquedas con un clic y recibe alertas por correo.'}
        </p>
      </div>
      {body}
      {editing && (
        <SavedSearchDialog
          open={editOpen}
          onOpenChange={setEditOpen}
          companyId={companyId}
          savedSearch={editing}
        />
      )}
      <DeleteSavedSearchDialog
        savedSearch={deleting}
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        companyId={companyId}
      />
    </div>
  );
}

function SavedSearchRow({
  search,
  onEdit,
  onDelete,
}: {
  search: SavedSearch;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const summary = summarizeSearch(search.json_data);
  const created = formatCreatedAt(search.createdAt);
  const alerts = alertsText(search);
  const hasAlerts = alerts !== 'Sin alertas';

  return (
    <Card
      as="li"
      className="grid gap-3 p-4 shadow-xs lg:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1.2fr)_8rem_auto] lg:items-center lg:gap-4"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="text-base font-semibold break-words">
          <Link
            to={paths.dashboard.savedSearch.getHref(search.id)}
            className="rounded-sm text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {search.name}
          </Link>
        </h3>
        <p className="line-clamp-2 text-sm text-muted-foreground">
          {summary.query || 'Sin texto de búsqueda'}
        </p>
      </div>
      <p className="min-w-0 text-sm break-words">
        <span className="font-medium text-muted-foreground lg:sr-only">Filtros: </span>
        {searchFiltersText(search.json_data)}
      </p>
      <p className="flex min-w-0 items-start gap-1.5 text-sm">
        {hasAlerts ? (
          <BellIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        ) : (
          <BellOffIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
        )}
        <span className={hasAlerts ? undefined : 'text-muted-foreground'}>
          <span className="sr-only">Alertas: </span>
          {alerts}
        </span>
      </p>
      <p className="text-sm text-muted-foreground">
        {created ? (
          <>
            <span className="lg:sr-only">Creada el </span>
            <time dateTime={search.createdAt}>{created}</time>
          </>
        ) : (
          'Fecha de creación desconocida'
        )}
      </p>
      <div className="flex gap-2 lg:w-44 lg:justify-end">
        <Button variant="outline" size="sm" aria-label={`Editar «${search.name}»`} onClick={onEdit}>
          <PencilIcon aria-hidden />
          Editar
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Eliminar «${search.name}»`}
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          onClick={onDelete}
        >
          <Trash2Icon aria-hidden />
          Eliminar
        </Button>
      </div>
    </Card>
  );
}
