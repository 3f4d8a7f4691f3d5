import { Button } from '@/components/ui/button';

import type { GridScope } from '../lib/grid-view';

/** The grid when its scope or filter leaves none of the rows: why, and the way to see them. */
export function NothingShown({
  scope,
  quickFilter,
  total,
  onShowAll,
}: {
  scope: GridScope;
  quickFilter: string;
  total: number;
  onShowAll: () => void;
}) {
  const filter = quickFilter.trim();
  return (
    <div role="row" className="sticky left-0">
      <div role="gridcell" className="flex flex-col items-start gap-3 p-6 text-sm">
        <p>
          {filter
            ? `Ninguna oportunidad${scope === 'open' ? ' abierta' : ''} coincide con «${filter}».`
            : `Ninguna de las ${total.toLocaleString('es-CL')} oportunidades sigue abierta.`}
        </p>
        {scope === 'open' && (
          <Button variant="outline" size="sm" onClick={onShowAll}>
            Ver también las cerradas
          </Button>
        )}
      </div>
    </div>
  );
}
