import { useQuery } from '@tanstack/react-query';
import {
  CalendarClockIcon,
  FileWarningIcon,
  HourglassIcon,
  RadarIcon,
  RotateCcwIcon,
} from 'lucide-react';
import { useDeferredValue, useId, useMemo, useState } from 'react';

import { Card } from '@/components/blocks/card';
import { EmptyState } from '@/components/feedback/empty-state';
import { PageLoadError } from '@/components/feedback/page-load-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { chileDateOf, formatCalendarDate } from '@/lib/chile-business-days';

import { radarQueryOptions, type Radar } from '../api/get-radar';
import {
  DEFAULT_RADAR_FILTERS,
  filterRadar,
  RADAR_KINDS,
  radarRegions,
  type RadarFilters,
  type RadarKind,
} from '../lib/radar-view';
import { RadarSection } from './radar-section';
import { ContractsTable, ExtendedTable, ReturnsTable, UnquotedTable } from './radar-tables';

function RadarFiltersBar({
  radar,
  filters,
  onChange,
}: {
  radar: Radar;
  filters: RadarFilters;
  onChange: (change: Partial<RadarFilters>) => void;
}) {
  const regions = useMemo(() => radarRegions(radar), [radar]);
  const buyerId = useId();
  return (
    <Card
      as="section"
      aria-label="Filtros del radar"
      className="grid grid-cols-2 gap-3 p-4 lg:grid-cols-5"
    >
      <SelectField
        label="Tipo"
        value={filters.kind}
        onChange={(kind) => onChange({ kind: kind as RadarKind | 'todos' })}
        options={[
          { value: 'todos', label: 'Todos' },
          ...Object.entries(RADAR_KINDS).map(([value, label]) => ({ value, label })),
        ]}
      />
      <SelectField
        label="Código de producto"
        value={filters.productCode}
        onChange={(productCode) => onChange({ productCode })}
        options={[
          { value: 'todos', label: 'Todos' },
          ...radar.codigosProducto.map((code) => ({ value: code, label: code })),
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
        label="Término de contratos"
        value={String(filters.horizon)}
        onChange={(horizon) => onChange({ horizon: horizon === '90' ? 90 : 180 })}
        options={[
          { value: '90', label: 'Próximos 90 días' },
          { value: '180', label: 'Próximos 180 días' },
        ]}
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

function RadarView({ radar }: { radar: Radar }) {
  const [filters, setFilters] = useState(DEFAULT_RADAR_FILTERS);
  const deferredFilters = useDeferredValue(filters);
  const [now] = useState(() => new Date());
  const today = formatCalendarDate(chileDateOf(now));
  const shown = useMemo(
    () => filterRadar(radar, deferredFilters, today),
    [radar, deferredFilters, today],
  );
  const visible = (kind: RadarKind) => filters.kind === 'todos' || filters.kind === kind;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5">
      <p className="text-sm text-muted-foreground">
        Lo que puede volver en tus rubros: compras desiertas o revocadas que el comprador suele
        publicar de nuevo, contratos por terminar, compras ágiles que nadie ha cotizado y
        licitaciones con el cierre ampliado. Según los códigos de producto de tus postulaciones (
        {radar.codigosProducto.length}).
      </p>
      <RadarFiltersBar
        radar={radar}
        filters={filters}
        onChange={(change) => setFilters((current) => ({ ...current, ...change }))}
      />
      {visible('vuelven') && (
        <RadarSection
          title={RADAR_KINDS.vuelven}
          description="Desiertas o revocadas en los últimos 90 días, con la costumbre del comprador de volver a llamar."
          icon={RotateCcwIcon}
          count={shown.vuelven.length}
          empty="Ninguna compra desierta o revocada calza con los filtros."
        >
          {(limit) => <ReturnsTable items={shown.vuelven.slice(0, limit)} now={now} />}
        </RadarSection>
      )}
      {visible('contratos') && (
        <RadarSection
          title={RADAR_KINDS.contratos}
          description={`Contratos adjudicados que terminan en los próximos ${filters.horizon} días (adjudicación más duración), con quien los tiene hoy.`}
          icon={CalendarClockIcon}
          count={shown.contratos.length}
          empty="Ningún contrato por terminar calza con los filtros."
        >
          {(limit) => <ContractsTable items={shown.contratos.slice(0, limit)} today={today} />}
        </RadarSection>
      )}
      {visible('sinCotizaciones') && (
        <RadarSection
          title={RADAR_KINDS.sinCotizaciones}
          description="Compras ágiles abiertas que aún no reciben cotizaciones: piden al menos 3."
          icon={HourglassIcon}
          count={shown.sinCotizaciones.length}
          empty="Ninguna compra ágil sin cotizaciones calza con los filtros."
        >
          {(limit) => <UnquotedTable items={shown.sinCotizaciones.slice(0, limit)} now={now} />}
        </RadarSection>
      )}
      {visible('cierresAmpliados') && (
        <RadarSection
          title={RADAR_KINDS.cierresAmpliados}
          description="Licitaciones con 2 ofertas o menos al cierre: el cierre se movió 2 días hábiles."
          icon={FileWarningIcon}
          count={shown.cierresAmpliados.length}
          empty="Ninguna licitación con el cierre ampliado calza con los filtros."
        >
          {(limit) => <ExtendedTable items={shown.cierresAmpliados.slice(0, limit)} now={now} />}
        </RadarSection>
      )}
    </div>
  );
}

/** /dashboard/radar (decision 0031). */
export function RadarPage({ companyId }: { companyId: number }) {
  const radar = useQuery(radarQueryOptions(companyId));
  // Its four tables are drawn in a background render, in slices between which the page answers
  // input, where the query's own update would draw them in one long task.
  const data = useDeferredValue(radar.data);
  if (radar.isError) {
    return (
      <PageLoadError
        title="No pudimos cargar el radar"
        message={getErrorMessage(radar.error)}
        onRetry={() => void radar.refetch()}
      />
    );
  }
  if (!data) {
    return (
      <div role="status" aria-label="Cargando el radar" className="flex flex-col gap-3">
        <Skeleton className="h-20 rounded-xl" />
        <Skeleton className="h-96 rounded-xl" />
      </div>
    );
  }
  if (data.codigosProducto.length === 0) {
    return (
      <EmptyState icon={RadarIcon} title="Aún no sabemos qué vendes">
        <p>
          El radar sigue los códigos de producto de tus postulaciones. Cuando postules, verás aquí
          lo que puede volver en tus rubros.
        </p>
      </EmptyState>
    );
  }
  return <RadarView radar={data} />;
}
