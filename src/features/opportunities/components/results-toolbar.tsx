import { DownloadIcon, SearchIcon } from 'lucide-react';

import { ViewSwitch } from '@/components/blocks/view-switch';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

import type { GridScope } from '../lib/grid-view';

import { ColumnsMenu } from './columns-menu';

const count = (value: number) => value.toLocaleString('es-CL');

/**
 * Above the grid: the quick filter, open processes or all of them (with how many each is), how
 * many results are shown and selected, the column picker (not on a phone) and the CSV export (of
 * the selection when there is one).
 */
export function ResultsToolbar({
  quickFilter,
  onQuickFilterChange,
  scope,
  onScopeChange,
  openCount,
  shownCount,
  totalCount,
  selectedCount,
  compact,
  isSupervisor,
  onExport,
}: {
  quickFilter: string;
  onQuickFilterChange: (quickFilter: string) => void;
  scope: GridScope;
  onScopeChange: (scope: GridScope) => void;
  /** How many of all the rows still take offers. */
  openCount: number;
  shownCount: number;
  totalCount: number;
  selectedCount: number;
  compact: boolean;
  isSupervisor: boolean;
  onExport: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="relative min-w-56 flex-1 sm:max-w-xs">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          aria-label="Filtrar resultados"
          placeholder="Filtrar en los resultados"
          className="pl-9"
          value={quickFilter}
          onChange={(event) => onQuickFilterChange(event.target.value)}
        />
      </div>
      <ViewSwitch
        label="Procesos a mostrar"
        value={scope}
        onChange={onScopeChange}
        options={[
          { value: 'open', label: `Abiertas (${count(openCount)})` },
          { value: 'all', label: `Todas (${count(totalCount)})` },
        ]}
      />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {shownCount === totalCount
          ? `${count(totalCount)} resultados`
          : `${count(shownCount)} de ${count(totalCount)} resultados`}
        {selectedCount > 0 && ` · ${count(selectedCount)} seleccionados`}
      </p>
      <div className="ml-auto flex gap-2">
        {!compact && <ColumnsMenu isSupervisor={isSupervisor} />}
        <Button variant="outline" size="sm" onClick={onExport} disabled={shownCount === 0}>
          <DownloadIcon aria-hidden />
          {selectedCount > 0 ? 'Exportar selección' : 'Exportar CSV'}
        </Button>
      </div>
    </div>
  );
}
