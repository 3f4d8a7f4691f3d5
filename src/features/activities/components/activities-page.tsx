import { useQuery } from '@tanstack/react-query';
import {
  CheckCircle2Icon,
  FileQuestionIcon,
  ListPlusIcon,
  ScaleIcon,
  SearchIcon,
  SendIcon,
  TagIcon,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { Card, CardNote } from '@/components/blocks/card';
import { LoadError } from '@/components/feedback/load-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { companyUsersQueryOptions } from '@/entities/company-users/api/get-company-users';
import { formatChileDate } from '@/lib/format';

import {
  activitiesQueryOptions,
  ACTIVITY_KIND_LABELS,
  ACTIVITY_KINDS,
  type ActivityFilters,
  type ActivityKind,
} from '../api/get-activities';

const KIND_ICONS: Readonly<Record<ActivityKind, LucideIcon>> = {
  busqueda: SearchIcon,
  etiqueta: TagIcon,
  tarea_creada: ListPlusIcon,
  tarea_hecha: CheckCircle2Icon,
  postulacion: SendIcon,
  consulta_documentos: FileQuestionIcon,
  decision: ScaleIcon,
};

type Filters = Omit<ActivityFilters, 'companyId' | 'page'>;

/**
 * /dashboard/actividades: what the team did (searches, tags, tasks, bids, questions to the
 * documents), newest first, 50 a page, filtered by member, kind and Chile dates.
 */
export function ActivitiesPage({ companyId }: { companyId: number }) {
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const users = useQuery(companyUsersQueryOptions(companyId));
  const activities = useQuery(activitiesQueryOptions({ companyId, page, ...filters }));
  const rangeError =
    filters.from && filters.to && filters.from > filters.to
      ? 'La fecha "Desde" debe ser anterior o igual a "Hasta"'
      : null;

  const change = (next: Filters) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };

  const data = activities.data;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <Card
        as="fieldset"
        data-tour="activity-filters"
        className="grid gap-3 p-3 sm:grid-cols-2 lg:grid-cols-4"
      >
        <legend className="sr-only">Filtrar actividades</legend>
        <SelectField
          label="Integrante"
          value={filters.userId ? String(filters.userId) : 'todos'}
          onChange={(value) => change({ userId: value === 'todos' ? undefined : Number(value) })}
          options={[
            { value: 'todos', label: 'Todo el equipo' },
            ...(users.data ?? []).map((user) => ({ value: String(user.id), label: user.name })),
          ]}
        />
        <SelectField
          label="Tipo de actividad"
          value={filters.kind ?? 'todas'}
          onChange={(value) =>
            change({ kind: value === 'todas' ? undefined : (value as ActivityKind) })
          }
          options={[
            { value: 'todas', label: 'Todas' },
            ...ACTIVITY_KINDS.map((kind) => ({ value: kind, label: ACTIVITY_KIND_LABELS[kind] })),
          ]}
        />
        <DayField
          id="activities-from"
          label="Desde"
          value={filters.from}
          errorId={rangeError ? 'activities-range-error' : undefined}
          onChange={(from) => change({ from })}
        />
        <DayField
          id="activities-to"
          label="Hasta"
          value={filters.to}
          errorId={rangeError ? 'activities-range-error' : undefined}
          onChange={(to) => change({ to })}
        />
        {rangeError && (
          <p
            id="activities-range-error"
            role="alert"
            className="text-sm text-destructive sm:col-span-2 lg:col-span-4"
          >
            {rangeError}
          </p>
        )}
      </Card>

      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <p aria-live="polite">
          {data ? `${data.total.toLocaleString('es-CL')} actividades` : 'Cargando actividades…'}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="ghost"
            size="sm"
            disabled={Object.values(filters).every((value) => value === undefined)}
            onClick={() =>
              change({ userId: undefined, kind: undefined, from: undefined, to: undefined })
            }
          >
            Limpiar filtros
          </Button>
          <Button variant="outline" size="sm" asChild>
            <Link to={paths.dashboard.kpi.getHref()}>Ver KPIs del equipo</Link>
          </Button>
        </div>
      </div>

      {activities.isPending ? (
        <Skeleton className="h-96 rounded-xl" />
      ) : activities.isError ? (
        <LoadError
          message="Error al obtener las actividades"
          onRetry={() => void activities.refetch()}
        />
      ) : data!.data.length === 0 ? (
        <CardNote>No hay actividades con estos filtros.</CardNote>
      ) : (
        <Card
          as="ol"
          aria-label="Actividades del equipo"
          aria-busy={activities.isFetching}
          className="flex flex-col divide-y"
        >
          {data!.data.map((activity) => {
            const Icon = KIND_ICONS[activity.kind];
            return (
              <li key={activity.id} className="flex gap-3 px-4 py-3 text-sm">
                <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
                  <Icon className="size-4" aria-hidden />
                </span>
                <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <p>
                    <span className="font-medium">{activity.user.name}</span>
                    <span className="text-muted-foreground">
                      {' '}
                      · {ACTIVITY_KIND_LABELS[activity.kind]}
                    </span>
                  </p>
                  <p className="break-words">{activity.detail}</p>
                  {activity.opportunity && (
                    <Link
                      to={paths.dashboard.opportunity.getHref(activity.opportunity.codigo)}
                      className="line-clamp-1 text-xs text-primary hover:underline"
                    >
                      <span className="font-mono">{activity.opportunity.codigo}</span>
                      {activity.opportunity.nombre ? ` · ${activity.opportunity.nombre}` : ''}
                    </Link>
                  )}
                </div>
                <time
                  dateTime={activity.createdAt}
                  className="shrink-0 text-xs text-muted-foreground tabular-nums"
                >
                  {formatChileDate(activity.createdAt, 'dateTime')}
                </time>
              </li>
            );
          })}
        </Card>
      )}

      {data && data.totalPages > 1 && (
        <nav
          aria-label="Páginas de actividades"
          className="flex items-center justify-between gap-2"
        >
          <Button
            variant="outline"
            disabled={data.page <= 1}
            onClick={() => setPage(data.page - 1)}
          >
            Anterior
          </Button>
          <span className="text-sm">
            Página {data.page} de {data.totalPages}
          </span>
          <Button
            variant="outline"
            disabled={data.page >= data.totalPages}
            onClick={() => setPage(data.page + 1)}
          >
            Siguiente
          </Button>
        </nav>
      )}
    </div>
  );
}

/** One end of the date range: a day, or none; `errorId` names the range's error when it has one. */
function DayField({
  id,
  label,
  value,
  errorId,
  onChange,
}: {
  id: string;
  label: string;
  value: string | undefined;
  errorId: string | undefined;
  onChange: (day: string | undefined) => void;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        value={value ?? ''}
        aria-invalid={errorId !== undefined}
        aria-describedby={errorId}
        onChange={(event) => onChange(event.target.value || undefined)}
      />
    </div>
  );
}
