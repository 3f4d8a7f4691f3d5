import { useQuery } from '@tanstack/react-query';
import { ChevronRightIcon, HistoryIcon } from 'lucide-react';
import { useId } from 'react';
import { NavLink } from 'react-router-dom';

import { useSidebar } from '@/components/ui/sidebar';
import { SidebarSection, useSidebarSectionOpen } from '@/components/ui/sidebar-section';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatChileDate } from '@/lib/format';

import {
  HISTORY_PERIODS,
  userQueriesQueryOptions,
  type TimeFilter,
  type UserQuery,
} from '../api/get-user-queries';

const SECTION_ID = 'history';

export const UNTITLED_QUERY = 'Consulta sin título';
export const EMPTY_PERIOD_TEXT = 'No hay consultas en este período';
export const PERIOD_ERROR_TEXT = 'Error al cargar consultas';

export function queryTitle(query: Pick<UserQuery, 'consulta'>) {
  const text = query.consulta?.trim();
  return text ? text : UNTITLED_QUERY;
}

/**
 * The sidebar's 'Historial' section (spec search §2): three periods, each opening to the
 * queries of that period (text and dd/MM/yy HH:mm in Chile time), each a link to the
 * history-search page. A period's list is fetched only once it is opened. Place it inside a
 * SidebarMenu.
 */
export function HistoryNav({ companyId }: { companyId: number | null }) {
  return (
    <SidebarSection id={SECTION_ID} title="Historial" icon={HistoryIcon}>
      <ul className="flex flex-col gap-0.5">
        {HISTORY_PERIODS.map((period) => (
          <HistoryPeriod
            key={period.value}
            companyId={companyId}
            timeFilter={period.value}
            label={period.label}
          />
        ))}
      </ul>
    </SidebarSection>
  );
}

function HistoryPeriod({
  companyId,
  timeFilter,
  label,
}: {
  companyId: number | null;
  timeFilter: TimeFilter;
  label: string;
}) {
  const [open, setOpen] = useSidebarSectionOpen(`${SECTION_ID}:${timeFilter}`);
  const listId = useId();

  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        className="flex h-8 w-full items-center gap-1.5 rounded-md px-2 text-left text-sm text-sidebar-foreground transition-colors outline-none hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-sidebar-ring"
        onClick={() => setOpen(!open)}
      >
        <ChevronRightIcon
          aria-hidden
          className={cn('size-3.5 shrink-0 transition-transform', open && 'rotate-90')}
        />
        <span className="truncate">{label}</span>
      </button>
      <div id={listId} hidden={!open} className="mt-0.5 ml-3 border-l border-sidebar-border pl-2">
        {/* Mounted only while open: a closed period costs no request. */}
        {open && <PeriodQueries companyId={companyId} timeFilter={timeFilter} label={label} />}
      </div>
    </li>
  );
}

function PeriodQueries({
  companyId,
  timeFilter,
  label,
}: {
  companyId: number | null;
  timeFilter: TimeFilter;
  label: string;
}) {
  const query = useQuery(userQueriesQueryOptions(companyId, timeFilter));
  const { setOpenMobile } = useSidebar();

  // Without a company the query is disabled and would stay pending forever.
  if (companyId === null) return <Note>{EMPTY_PERIOD_TEXT}</Note>;

  if (query.isPending) {
    return (
      <div
        role="status"
        aria-label={`Cargando consultas: ${label}`}
        className="flex flex-col gap-1.5 py-1"
      >
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-9 w-full" />
        ))}
      </div>
    );
  }

  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-1 px-2 py-1.5 text-xs">
        <p className="text-destructive">{PERIOD_ERROR_TEXT}</p>
        <button
          type="button"
          className="rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-sidebar-ring"
          onClick={() => void query.refetch()}
        >
          Reintentar
        </button>
      </div>
    );
  }

  if (query.data.length === 0) return <Note>{EMPTY_PERIOD_TEXT}</Note>;

  // Newest first, whatever order the server used.
  const entries = [...query.data].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id,
  );

  return (
    <ul aria-label={label} className="flex flex-col gap-0.5 py-0.5">
      {entries.map((entry) => {
        const title = queryTitle(entry);
        return (
          <li key={entry.id}>
            <NavLink
              to={paths.dashboard.historySearch.getHref(entry.id)}
              title={title}
              onClick={() => setOpenMobile(false)}
              className={({ isActive }) =>
                cn(
                  'flex min-w-0 flex-col rounded-md px-2 py-1 text-sidebar-foreground transition-colors outline-none hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-sidebar-ring',
                  isActive && 'bg-sidebar-accent font-semibold text-sidebar-accent-foreground',
                )
              }
            >
              <span className={cn('truncate text-sm', !entry.consulta?.trim() && 'italic')}>
                {title}
              </span>
              <time dateTime={entry.createdAt} className="text-xs text-muted-foreground">
                {formatChileDate(entry.createdAt, 'short')}
              </time>
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}

function Note({ children }: { children: string }) {
  return <p className="px-2 py-1.5 text-xs text-muted-foreground">{children}</p>;
}
