import { useId, useMemo } from 'react';

import { Card } from '@/components/blocks/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SelectField } from '@/components/ui/select-field';

import type { Upcoming, UpcomingSource } from '../api/upcoming-schema';
import {
  HORIZONS,
  UPCOMING_KIND_LABELS,
  upcomingRegions,
  type Horizon,
  type UpcomingFilters,
} from '../lib/upcoming-view';

const KIND_OPTIONS = [
  { value: 'todos', label: 'Todos' },
  ...Object.entries(UPCOMING_KIND_LABELS).map(([value, label]) => ({ value, label })),
];

const HORIZON_OPTIONS = HORIZONS.map(({ days, label }) => ({ value: String(days), label }));

/** The radar's filters over what comes next: kind, code, region, horizon and buyer. */
export function UpcomingFiltersBar({
  upcoming,
  filters,
  onChange,
}: {
  upcoming: Upcoming;
  filters: UpcomingFilters;
  onChange: (change: Partial<UpcomingFilters>) => void;
}) {
  const regions = useMemo(() => upcomingRegions(upcoming.elementos), [upcoming]);
  const buyerId = useId();
  return (
    <Card
      as="section"
      aria-label="Filtros de lo que viene"
      className="grid grid-cols-2 gap-3 p-4 lg:grid-cols-5"
    >
      <SelectField
        label="Tipo"
        value={filters.kind}
        onChange={(kind) => onChange({ kind: kind as UpcomingSource | 'todos' })}
        options={KIND_OPTIONS}
      />
      <SelectField
        label="Código de producto"
        value={filters.productCode}
        onChange={(productCode) => onChange({ productCode })}
        options={[
          { value: 'todos', label: 'Todos' },
          ...upcoming.codigosProducto.map((code) => ({ value: code, label: code })),
        ]}
      />
      <SelectField
        label="Región"
        value={filters.region}
        onChange={(region) => onChange({ region })}
        options={[
          { value: 'todas', label: 'Todas' },
          ...regions.map((region) => ({ value: region, label: region })),
        ]}
      />
      <SelectField
        label="Horizonte"
        value={String(filters.horizon)}
        onChange={(horizon) => onChange({ horizon: Number(horizon) as Horizon })}
        options={HORIZON_OPTIONS}
      />
      <div className="col-span-2 flex flex-col gap-2 lg:col-span-1">
        <Label htmlFor={buyerId}>Comprador</Label>
        <Input
          id={buyerId}
          type="search"
          placeholder="Nombre del comprador"
          value={filters.buyer}
          onChange={(event) => onChange({ buyer: event.target.value })}
        />
      </div>
    </Card>
  );
}
