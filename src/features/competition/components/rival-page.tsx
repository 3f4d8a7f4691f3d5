import { DetailPage } from '@/components/blocks/detail-page';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { Stat } from '@/components/blocks/stat';
import { BarChart } from '@/components/charts/bar-chart';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { formatMonthKey } from '@/lib/format';

import { rivalProfileQueryOptions, type RivalProfile } from '../api/get-rival';
import { formatDeviation, formatPercent, winRate } from '../lib/sample';
import { LoadFailure } from './load-failure';
import { MeetingsTable, RecordTable } from './rival-tables';
import { SampleNote } from './sample-note';

const OFFERS = '#64748b';
const WINS = '#16a34a';

function Profile({ rival }: { rival: RivalProfile }) {
  const offers = rival.historia.reduce((sum, month) => sum + month.ofertas, 0);
  const wins = rival.historia.reduce((sum, month) => sum + month.ganadas, 0);
  const rate = winRate(wins, offers);
  const labels = useMemo(() => rival.historia.map((month) => formatMonthKey(month.mes)), [rival]);
  const series = useMemo(
    () => [
      { label: 'Ofertas', values: rival.historia.map((month) => month.ofertas), color: OFFERS },
      { label: 'Adjudicadas', values: rival.historia.map((month) => month.ganadas), color: WINS },
    ],
    [rival],
  );
  return (
    <article aria-labelledby="rival-name" className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h2 id="rival-name" className="text-xl font-semibold">
          {rival.nombre}
        </h2>
        <p className="text-sm text-muted-foreground">
          RUT {rival.rut} · {rival.region}
          {rival.emt && (
            <Badge variant="secondary" className="ml-2 align-middle">
              EMT
            </Badge>
          )}
        </p>
      </header>

      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Stat
          label="Ofertas en 24 meses"
          value={offers.toLocaleString('es-CL')}
          hint={`${wins.toLocaleString('es-CL')} adjudicadas`}
        />
        <Stat
          label="Tasa de adjudicación"
          value={rate === null ? '—' : formatPercent(rate)}
          hint={<SampleNote n={offers} className="" />}
        />
        <Stat
          label="Frente a nosotros"
          value={`${rival.ganamosNosotros} – ${rival.ganaronEllos}`}
          hint={`Quedamos antes ${rival.ganamosNosotros} veces y ellos ${rival.ganaronEllos}, en ${rival.encuentros.length} procesos compartidos`}
        />
        <Stat
          label="Sus precios frente a los nuestros"
          value={rival.posicionPrecio ? formatDeviation(rival.posicionPrecio.mediana) : '—'}
          hint={
            rival.posicionPrecio ? (
              <>
                Mediana por línea, mismo producto y proceso ·{' '}
                <SampleNote n={rival.posicionPrecio.n} className="" />
              </>
            ) : (
              'Sin líneas compartidas'
            )
          }
        />
      </dl>

      <BarChart title="Ofertas y adjudicaciones por mes" labels={labels} series={series} />

      <div className="grid gap-4 lg:grid-cols-2">
        <RecordTable
          title="Códigos de producto"
          column="Producto"
          plural="códigos"
          rows={rival.codigosProducto.map((code) => ({
            key: `${code.codigo} ${code.producto}`,
            name: code.producto,
            code: code.codigo,
            ...code,
          }))}
        />
        <RecordTable
          title="Compradores"
          column="Comprador"
          plural="compradores"
          rows={rival.compradores.map((buyer) => ({
            key: buyer.nombre,
            name: buyer.nombre,
            ...buyer,
          }))}
        />
      </div>

      <MeetingsTable meetings={rival.encuentros} />
    </article>
  );
}

/** /dashboard/competencia/{rut} (decision 0029): one rival over 24 months, and where we met. */
export function RivalPage({ companyId, rut }: { companyId: number; rut: string }) {
  return (
    <DetailPage
      back={{ to: paths.dashboard.competition.root.getHref(), label: 'Volver a competencia' }}
      query={useQuery(rivalProfileQueryOptions(companyId, rut))}
      loadingLabel="Cargando competidor"
      failure={(error, retry) => (
        <LoadFailure error={error} title="No pudimos mostrar este competidor" onRetry={retry} />
      )}
      className="max-w-6xl"
    >
      {(rival) => <Profile rival={rival} />}
    </DetailPage>
  );
}
