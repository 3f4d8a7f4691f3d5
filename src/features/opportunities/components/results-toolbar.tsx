import { DownloadIcon, SearchIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

import { ColumnsMenu } from './columns-menu';

/**
 * Above the grid: the quick filter, how many results are shown and selected, the column picker
 * (not on a phone) and the CSV export (of the selection when there is one).
 */
export function ResultsToolbar({
  quickFilter,
  onQuickFilterChange,
  shownCount,
  totalCount,
  selectedCount,
  compact,
  isSupervisor,
  onExport,
}: {
  quickFilter: string;
  onQuickFilterChange: (quickFilter: string) => void;
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
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {shownCount === totalCount
          ? `${totalCount.toLocaleString('es-CL')} resultados`
          : `${shownCount.toLocaleString('es-CL')} de ${totalCount.toLocaleString('es-CL')} resultados`}
        {selectedCount > 0 && ` · ${selectedCount.toLocaleString('es-CL')} seleccionados`}
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
