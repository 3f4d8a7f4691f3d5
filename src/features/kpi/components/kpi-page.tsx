import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { Card } from '@/components/blocks/card';
import { Stat } from '@/components/blocks/stat';
import { LoadError } from '@/components/feedback/load-error';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { applicationsQueryOptions } from '@/entities/application/api/get-applications';
import { chileDayKey } from '@/lib/chile-time';
import { formatCLP, formatDecimal, formatMonthKey, formatPercent } from '@/lib/format';

import { funnelQueryOptions } from '../api/get-funnel';
import { computeKpis, type Group } from '../lib/aggregate';
import { PERIOD_PRESETS, presetPeriod, type Period, type PeriodPreset } from '@/lib/periods';
import { BarChart } from '@/components/charts/bar-chart';

const clpShort = new Intl.NumberFormat('es-CL', {
  style: 'currency',
  currency: 'CLP',
  notation: 'compact',
  maximumFractionDigits: 1,
});

const APPLIED = '#2563eb';
const WON = '#16a34a';

const series = (groups: Group[]) => [
  { label: 'Postuladas', values: groups.map((entry) => entry.applied), color: APPLIED },
  { label: 'Ganadas', values: groups.map((entry) => entry.won), color: WON },
];

/**
 * /dashboard/kpi: for a period, the funnel (found by saved searches, tagged, applied, won), the
 * win rate, the amount awarded, the time from publication to application, the bid decisions
 * against their results (a section the app plugs in), and the pipeline by month, tag, region and
 * procedencia, each chart with its table.
 */
export function KpiPage({
  companyId,
  renderDecisions,
}: {
  companyId: number;
  /** The period's bid decisions against their results; it loads and fails on its own. */
  renderDecisions?: (period: Period) => ReactNode;
}) {
  const [preset, setPreset] = useState<PeriodPreset>('6m');
  const today = chileDayKey(new Date())!;
  const period = presetPeriod(preset, today);
  const applications = useQuery(applicationsQueryOptions(companyId));
  const funnel = useQuery(funnelQueryOptions(companyId, period.from, period.to));
  const kpis = useMemo(
    () => (applications.data ? computeKpis(applications.data, period) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the period is a function of these
    [applications.data, period.from, period.to],
  );
  const monthLabels = useMemo(
    () => kpis?.byMonth.map((entry) => formatMonthKey(entry.key)) ?? [],
    [kpis],
  );
  const monthSeries = useMemo(() => (kpis ? series(kpis.byMonth) : []), [kpis]);
  const amountSeries = useMemo(
    () =>
      kpis
        ? [
            {
              label: 'Monto adjudicado',
              values: kpis.byMonth.map((entry) => entry.awarded),
              color: WON,
            },
          ]
        : [],
    [kpis],
  );
  const top = (groups: Group[]) => groups.slice(0, 8);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SelectField
          label="Período"
          className="w-56"
          value={preset}
          onChange={(value) => setPreset(value as PeriodPreset)}
          options={Object.entries(PERIOD_PRESETS).map(([value, label]) => ({ value, label }))}
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <Link to={paths.dashboard.effectiveness.getHref()}>Ver efectividad</Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to={paths.dashboard.purchaseOrders.getHref()}>Órdenes de compra</Link>
          </Button>
        </div>
      </div>

      {applications.isError ? (
        <LoadError
          message="Error al obtener las postulaciones"
          onRetry={() => void applications.refetch()}
        />
      ) : !kpis ? (
        <Skeleton className="h-96 rounded-xl" />
      ) : (
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Stat
            label="Encontradas por búsquedas guardadas"
            value={funnel.data ? funnel.data.encontradas.toLocaleString('es-CL') : '…'}
          />
          <Stat
            label="Etiquetadas"
            value={funnel.data ? funnel.data.etiquetadas.toLocaleString('es-CL') : '…'}
          />
          <Stat
            label="Postuladas"
            value={kpis.applied}
            hint={`${kpis.fromSavedSearches} llegaron por una búsqueda guardada`}
          />
          <Stat
            label="Ganadas"
            value={kpis.won}
            hint={`${kpis.lost} perdidas, ${kpis.pending} en evaluación`}
          />
          <Stat
            label="Tasa de adjudicación"
            value={kpis.winRate === null ? '—' : formatPercent(kpis.winRate)}
            hint="Ganadas sobre postulaciones ya resueltas"
          />
          <Stat label="Monto adjudicado" value={formatCLP(kpis.awardedAmount)} />
          <Stat
            label="Días promedio de publicación a postulación"
            value={kpis.averageDaysToApply === null ? '—' : formatDecimal(kpis.averageDaysToApply)}
          />
        </dl>
      )}

      {renderDecisions?.(period)}

      {!applications.isError && kpis && (
        <div className="grid gap-4 lg:grid-cols-2">
          <BarChart
            title="Postulaciones y adjudicaciones por mes"
            labels={monthLabels}
            series={monthSeries}
          />
          <BarChart
            title="Monto adjudicado por mes"
            labels={monthLabels}
            series={amountSeries}
            format={(value) => clpShort.format(value)}
          />
          <PipelineChart title="Postulaciones por etiqueta" groups={top(kpis.byTag)} />
          <PipelineChart title="Postulaciones por región" groups={top(kpis.byRegion)} />
          <PipelineChart title="Postulaciones por procedencia" groups={top(kpis.byProcedencia)} />
        </div>
      )}
    </div>
  );
}

function PipelineChart({ title, groups }: { title: string; groups: Group[] }) {
  const labels = useMemo(
    () => groups.map((entry) => entry.key.replace(/^Región (de |del )?/, '')),
    [groups],
  );
  const data = useMemo(() => series(groups), [groups]);
  if (groups.length === 0) {
    return (
      <Card as="section" className="p-4 text-sm">
        <h3 className="font-semibold">{title}</h3>
        <p className="text-muted-foreground">Sin postulaciones en este período.</p>
      </Card>
    );
  }
  return (
    <BarChart
      title={title}
      labels={labels}
      series={data}
      horizontal
      height={Math.max(160, groups.length * 36)}
    />
  );
}
