import { useQuery } from '@tanstack/react-query';
import { TargetIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { CardSection } from '@/components/blocks/card';
import { DataTable, type DataColumn } from '@/components/blocks/data-table';
import { Stat } from '@/components/blocks/stat';
import { LoadError } from '@/components/feedback/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { formatDayText } from '@/lib/chile-business-days';
import { formatDecimal, formatPercent } from '@/lib/format';

import {
  upcomingBacktestQueryOptions,
  type Backtest,
  type BacktestFigure,
  type BacktestMiss,
} from '../api/get-upcoming-backtest';
import type { UpcomingSource } from '../api/upcoming-schema';
import { FEW_FORECASTS_BELOW, hitShare, UPCOMING_KIND_LABELS } from '../lib/upcoming-view';

type SourceFigure = BacktestFigure & { fuente: UpcomingSource };

const FEW_DATA = 'pocos datos';

/** '64 %', with 'pocos datos' under 10 forecasts; '—' without any. */
function HitShare({ figure }: { figure: BacktestFigure }) {
  const share = hitShare(figure);
  if (share === null) return '—';
  return (
    <>
      {formatPercent(share)}
      {figure.pronosticos < FEW_FORECASTS_BELOW && (
        <span className="block text-xs text-muted-foreground">{FEW_DATA}</span>
      )}
    </>
  );
}

const warningDays = (median: number | null) =>
  median === null ? '—' : `${formatDecimal(median)} ${median === 1 ? 'día' : 'días'}`;

const SOURCE_COLUMNS: DataColumn<SourceFigure>[] = [
  { header: 'Fuente', title: true, cell: (figure) => UPCOMING_KIND_LABELS[figure.fuente] },
  {
    header: 'Pronósticos',
    numeric: true,
    cell: (figure) => figure.pronosticos.toLocaleString('es-CL'),
  },
  {
    header: 'Acertados',
    numeric: true,
    cell: (figure) => figure.acertados.toLocaleString('es-CL'),
  },
  { header: '% acertados', numeric: true, cell: (figure) => <HitShare figure={figure} /> },
  {
    header: 'Mediana de días de aviso',
    numeric: true,
    cell: (figure) => warningDays(figure.medianaDiasAviso),
  },
];

const MISS_COLUMNS: DataColumn<BacktestMiss>[] = [
  {
    header: 'Compra esperada',
    title: true,
    className: 'sm:min-w-52',
    cell: (miss) => (
      <>
        {miss.descripcion}
        <span className="block text-xs text-muted-foreground">
          {UPCOMING_KIND_LABELS[miss.fuente]} ·{' '}
          <span className="font-mono">{miss.codigoProducto}</span>
        </span>
      </>
    ),
  },
  {
    header: 'Comprador',
    className: 'sm:min-w-40',
    cell: (miss) => (
      <>
        {miss.comprador.nombre}
        <span className="block text-xs text-muted-foreground">{miss.comprador.region}</span>
      </>
    ),
  },
  {
    header: 'Pronosticado el',
    className: 'whitespace-nowrap tabular-nums',
    cell: (miss) => formatDayText(miss.pronosticadoEn),
  },
  {
    header: 'Esperado para',
    className: 'whitespace-nowrap tabular-nums',
    cell: (miss) => formatDayText(miss.esperadoEn),
  },
  {
    header: 'Qué pasó',
    className: 'min-w-40',
    cell: (miss) =>
      miss.publicada ? (
        <>
          Se publicó{' '}
          <Link
            to={
              // A new call is an opportunity; any other publication, a process of the market.
              miss.fuente === 'nuevo_llamado'
                ? paths.dashboard.opportunity.getHref(miss.publicada.codigo)
                : paths.dashboard.competition.process.getHref(miss.publicada.codigo)
            }
            className="font-mono text-xs font-medium whitespace-nowrap text-primary hover:underline"
          >
            {miss.publicada.codigo}
          </Link>{' '}
          el {formatDayText(miss.publicada.publicadaEn)}
        </>
      ) : (
        'No se publicó'
      ),
  },
];

/** What the figures by source cannot say on their own. */
function SourceNotes({ backtest }: { backtest: Backtest }) {
  const contracts = backtest.porFuente.find((figure) => figure.fuente === 'contrato');
  const contractShare = contracts ? hitShare(contracts) : null;
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
      <li>
        Las intenciones de trato directo no se pronostican: se muestran mientras se pueden objetar.
      </li>
      {contractShare !== null && contractShare < 0.3 && (
        <li>
          Los contratos por terminar aciertan poco: en estos meses, los compradores rara vez
          volvieron a licitar cerca del término de un contrato.
        </li>
      )}
    </ul>
  );
}

function BacktestFigures({ backtest }: { backtest: Backtest }) {
  const { total } = backtest;
  const share = hitShare(total);
  return (
    <>
      <p className="text-sm">
        Pronósticos hechos el primer día de cada mes entre el {formatDayText(backtest.desde)} y el{' '}
        {formatDayText(backtest.hasta)}, cada uno solo con lo que se sabía ese día, en tus códigos
        de producto.
      </p>
      <p className="text-sm">
        Un pronóstico acierta si se publica dentro de ±{backtest.toleranciaDias} días de la fecha
        esperada.
      </p>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Stat label="Pronósticos" value={total.pronosticos.toLocaleString('es-CL')} />
        <Stat
          label="Acertados"
          value={share === null ? '—' : formatPercent(share)}
          hint={`${total.acertados.toLocaleString('es-CL')} de ${total.pronosticos.toLocaleString('es-CL')}${total.pronosticos < FEW_FORECASTS_BELOW ? ` (${FEW_DATA})` : ''}`}
        />
        <Stat label="Mediana de días de aviso" value={warningDays(total.medianaDiasAviso)} />
      </dl>
      <DataTable
        label="Aciertos por fuente"
        caption="Aciertos por fuente"
        captionStyle="hidden"
        columns={SOURCE_COLUMNS}
        items={backtest.porFuente}
        rowKey={(figure) => figure.fuente}
      />
      <SourceNotes backtest={backtest} />
      <h3 className="text-sm font-semibold">
        Pronósticos que no se cumplieron ({backtest.fallosTotales.toLocaleString('es-CL')})
      </h3>
      {backtest.fallos.length === 0 ? (
        <p className="text-sm text-muted-foreground">Ningún pronóstico falló en el período.</p>
      ) : (
        <>
          {backtest.fallos.length < backtest.fallosTotales && (
            <p className="text-sm text-muted-foreground">
              Los {backtest.fallos.length.toLocaleString('es-CL')} más recientes de{' '}
              {backtest.fallosTotales.toLocaleString('es-CL')}.
            </p>
          )}
          <DataTable
            label="Pronósticos que no se cumplieron"
            caption="Pronósticos que no se cumplieron"
            captionStyle="hidden"
            columns={MISS_COLUMNS}
            items={backtest.fallos}
            rowKey={(miss, index) => `${miss.pronosticadoEn}-${miss.codigoProducto}-${index}`}
          />
        </>
      )}
    </>
  );
}

/** '¿Qué tan bien anticipamos?': the forecasts of the last 24 months against what came. */
export function UpcomingBacktest({ companyId }: { companyId: number }) {
  const backtest = useQuery(upcomingBacktestQueryOptions(companyId));
  return (
    <CardSection title="¿Qué tan bien anticipamos?" icon={TargetIcon} className="min-w-0 p-4">
      {backtest.isError ? (
        <LoadError
          message={`No pudimos cargar cómo nos fue: ${getErrorMessage(backtest.error)}`}
          onRetry={() => void backtest.refetch()}
        />
      ) : !backtest.data ? (
        <div role="status" aria-label="Cargando cómo nos fue" className="flex flex-col gap-3">
          <Skeleton className="h-20 rounded-xl" />
          <Skeleton className="h-40 rounded-xl" />
        </div>
      ) : (
        <BacktestFigures backtest={backtest.data} />
      )}
    </CardSection>
  );
}
