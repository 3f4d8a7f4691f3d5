import { useQuery } from '@tanstack/react-query';
import { PlusIcon, TagIcon, TagsIcon } from 'lucide-react';
import { Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { EmptyState } from '@/components/feedback/empty-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useTags } from '@/entities/tag/api/get-tags';
import type { Tag } from '@/entities/tag/api/tag-schema';
import { useMinimumLoading } from '@/hooks/use-minimum-loading';

import {
  opportunityTagsQueryOptions,
  type TaggedOpportunity,
  type TaggedRowSchema,
} from '../api/get-opportunity-tags';
import type { TagAction } from './tag-action-dialog';
import { lazyNamed } from '@/lib/lazy-named';

import { countLabel } from '../lib/count-label';
import { TagCard } from './tag-card';

const TagActionDialog = lazyNamed(
  () => import('./tag-action-dialog'),
  (module) => module.TagActionDialog,
);

/**
 * /dashboard/etiquetas/{tagId?} (decision 0015): every tag of the company with its colour, its
 * number of opportunities and its alerts, 'Nueva etiqueta', edit and delete; the chosen tag's
 * opportunities (GET /opportunity/tags, those carrying it) are drawn by `renderOpportunities`,
 * which the route gives the results grid. `rowSchema` reads the rows the grid needs.
 */
export function TagsPage<TRow extends TaggedOpportunity>({
  companyId,
  selectedTagId,
  rowSchema,
  renderOpportunities,
  actions,
}: {
  companyId: number;
  /** More actions beside 'Nueva etiqueta' (the route adds the AI over the tagged tenders). */
  actions?: ReactNode;
  selectedTagId?: string;
  rowSchema: TaggedRowSchema<TRow>;
  renderOpportunities: (rows: TRow[], tag: Tag) => ReactNode;
}) {
  const tags = useTags({ companyId });
  const loadingTags = useMinimumLoading(tags.isPending) || tags.isPending;
  const tagged = useQuery(opportunityTagsQueryOptions({ companyId, rowSchema }));
  const navigate = useNavigate();
  const [action, setAction] = useState<TagAction | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const listHeadingId = useId();

  const list = useMemo(() => (tags.data ?? []).map((item) => item.tag), [tags.data]);
  const rows = useMemo(() => tagged.data?.opportunities ?? [], [tagged.data]);
  const counts = useMemo(() => {
    const byTag = new Map<string, number>();
    for (const row of rows) {
      for (const chip of row.etiquetas) byTag.set(chip.id, (byTag.get(chip.id) ?? 0) + 1);
    }
    return byTag;
  }, [rows]);
  // With no tag in the address, the page opens on the one holding most opportunities.
  const mostUsed = useMemo(
    () =>
      list.reduce<Tag | undefined>(
        (best, tag) =>
          (counts.get(tag.id) ?? 0) > (best ? (counts.get(best.id) ?? 0) : 0) ? tag : best,
        undefined,
      ),
    [list, counts],
  );
  const selected =
    selectedTagId === undefined ? mostUsed : list.find((tag) => tag.id === selectedTagId);
  const selectedRows = useMemo(
    () =>
      selected ? rows.filter((row) => row.etiquetas.some((chip) => chip.id === selected.id)) : [],
    [rows, selected],
  );

  const start = (next: TagAction) => {
    setAction(next);
    setDialogOpen(true);
  };

  return (
    <div className="mx-auto flex w-full max-w-[1600px] flex-col gap-5">
      <section aria-labelledby={listHeadingId} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={listHeadingId} className="text-lg font-semibold">
            Etiquetas de tu empresa
          </h2>
          <div className="flex flex-wrap gap-2">
            {actions}
            <Button onClick={() => start({ kind: 'create' })}>
              <PlusIcon aria-hidden />
              Nueva etiqueta
            </Button>
          </div>
        </div>

        {loadingTags ? (
          <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-16 rounded-xl" />
            ))}
          </div>
        ) : tags.isError ? (
          <div role="alert" className="flex flex-col items-start gap-2 rounded-xl border p-4">
            <p className="text-sm text-destructive">Error al cargar etiquetas</p>
            <Button variant="outline" size="sm" onClick={() => void tags.refetch()}>
              Reintentar
            </Button>
          </div>
        ) : list.length === 0 ? (
          <EmptyState icon={TagsIcon} title="Aún no tienes etiquetas">
            <p>
              Crea etiquetas como «Postular» o «Revisar bases» para ordenar las oportunidades de tu
              empresa.
            </p>
          </EmptyState>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
            {list.map((tag) => (
              <TagCard
                key={tag.id}
                tag={tag}
                count={tagged.data ? (counts.get(tag.id) ?? 0) : null}
                active={tag.id === selected?.id}
                current={tag.id === selectedTagId}
                onEdit={() => start({ kind: 'edit', tag })}
                onDelete={() => start({ kind: 'delete', tag })}
                onAlerts={() => start({ kind: 'alerts', tag })}
              />
            ))}
          </ul>
        )}
      </section>

      {selectedTagId === undefined && !selected ? (
        list.length > 0 &&
        tagged.isSuccess && (
          <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
            Aún no hay oportunidades etiquetadas. Etiquétalas desde los resultados de una búsqueda o
            desde el detalle de una oportunidad.
          </p>
        )
      ) : loadingTags ? null : !selected ? (
        <EmptyState icon={TagIcon} title="No encontramos esta etiqueta">
          <p>Puede que la hayan eliminado.</p>
          <Button asChild variant="outline" className="mt-2">
            <Link to={paths.dashboard.tags.getHref()}>Ver todas las etiquetas</Link>
          </Button>
        </EmptyState>
      ) : (
        <section
          aria-label={`Oportunidades con la etiqueta ${selected.name}`}
          className="flex flex-col gap-3"
        >
          <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
            Oportunidades con
            <span
              className="inline-block size-3 rounded-full"
              style={{ backgroundColor: selected.color }}
              aria-hidden
            />
            «{selected.name}»
            {tagged.data && (
              <span className="text-sm font-normal text-muted-foreground">
                ({countLabel(selectedRows.length)})
              </span>
            )}
          </h2>
          {tagged.isPending ? (
            <Skeleton className="h-80 rounded-xl" />
          ) : tagged.isError ? (
            <div role="alert" className="flex flex-col items-start gap-2 rounded-xl border p-4">
              <p className="text-sm text-destructive">
                No pudimos cargar las oportunidades etiquetadas.
              </p>
              <Button variant="outline" size="sm" onClick={() => void tagged.refetch()}>
                Reintentar
              </Button>
            </div>
          ) : selectedRows.length === 0 ? (
            <EmptyState icon={TagIcon} title="Aún no hay oportunidades con esta etiqueta">
              <p>
                Etiquétalas desde los resultados de una búsqueda o desde el detalle de una
                oportunidad.
              </p>
            </EmptyState>
          ) : (
            renderOpportunities(selectedRows, selected)
          )}
        </section>
      )}

      <Suspense fallback={null}>
        {action && (
          <TagActionDialog
            companyId={companyId}
            action={action}
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            source="page"
            onDeleted={(tag) => {
              if (tag.id === selectedTagId) {
                void navigate(paths.dashboard.tags.getHref(), { replace: true });
              }
            }}
          />
        )}
      </Suspense>
    </div>
  );
}
