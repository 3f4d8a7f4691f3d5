import { useQuery } from '@tanstack/react-query';
import { ChevronRightIcon } from 'lucide-react';
import { useId } from 'react';
import { NavLink } from 'react-router-dom';

import { SidebarListFooter } from '@/components/blocks/sidebar-list-footer';
import { SidebarListState } from '@/components/blocks/sidebar-list-state';
import { useSidebarSectionOpen } from '@/components/blocks/sidebar-section-state';
import { useSidebar } from '@/components/ui/sidebar';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatChileDate } from '@/lib/format';

import { HISTORY_PERIODS, userQueriesQueryOptions, type TimeFilter } from '../api/get-user-queries';
import { newestFirst, queryTitle } from '../lib/history-entries';

export const EMPTY_PERIOD_TEXT = 'No hay consultas en este período';
export const PERIOD_ERROR_TEXT = 'Error al cargar consultas';

/**
 * The open 'Historial' section (decision 0008): three periods, each opening to the queries of
 * that period (text and dd/MM/yy HH:mm in Chile time), each a link to the history-search page,
 * and 'Ver todas', the whole history's page. A period's list is fetched only once it is opened.
 */
export function HistoryNavList({
  companyId,
  sectionId,
}: {
  companyId: number;
  /** The sidebar section this list fills: its open state is kept under this id. */
  sectionId: string;
}) {
  const { setOpenMobile } = useSidebar();
  return (
    <>
      <ul className="flex flex-col gap-0.5">
        {HISTORY_PERIODS.map((period) => (
          <HistoryPeriod
            key={period.value}
            companyId={companyId}
            openStateId={`${sectionId}:${period.value}`}
            timeFilter={period.value}
            label={period.label}
          />
        ))}
      </ul>
      <SidebarListFooter
        allHref={paths.dashboard.history.getHref()}
        onNavigate={() => setOpenMobile(false)}
      />
    </>
  );
}

function HistoryPeriod({
  companyId,
  openStateId,
  timeFilter,
  label,
}: {
  companyId: number;
  openStateId: string;
  timeFilter: TimeFilter;
  label: string;
}) {
  const [open, setOpen] = useSidebarSectionOpen(openStateId);
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
  companyId: number;
  timeFilter: TimeFilter;
  label: string;
}) {
  const query = useQuery(userQueriesQueryOptions(companyId, timeFilter));
  const { setOpenMobile } = useSidebar();

  const entries = newestFirst(query.data ?? []);

  return (
    <SidebarListState
      query={query}
      empty={entries.length === 0}
      loadingLabel={`Cargando consultas: ${label}`}
      errorText={PERIOD_ERROR_TEXT}
      emptyText={EMPTY_PERIOD_TEXT}
      rowClassName="h-9"
    >
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
    </SidebarListState>
  );
}
