import { useQuery } from '@tanstack/react-query';
import { ArrowLeftIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';

import { cardClassName } from '@/components/blocks/card';
import { Stat } from '@/components/blocks/stat';
import { BarChart } from '@/components/charts/bar-chart';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableTitle,
} from '@/components/ui/table';
import { paths } from '@/config/paths';
import { formatChileDate, formatCLP, formatMonthKey } from '@/lib/format';

import { rivalProfileQueryOptions, type RivalProfile } from '../api/get-rival';
import { FEW_DATA, formatDeviation, formatPercent, isFewData, winRate } from '../lib/sample';
import { LoadFailure } from './load-failure';
import { SampleNote } from './sample-note';

const OFFERS = '#64748b';
const WINS = '#16a34a';

const RESULT_LABEL: Record<RivalProfile['encuentros'][number]['resultado'], string> = {
  ganamos: 'Ganamos',
  ganaron: 'Ganaron ellos',
  'gano-otro': 'Ganó otro',
  desierta: 'Desierta',
  revocada: 'Revocada',
};

const RESULT_VARIANT = {
  ganamos: 'success',
  ganaron: 'destructive',
  'gano-otro': 'secondary',
  desierta: 'outline',
  revocada: 'outline',
} as const;

const place = (value: number | null) => (value === null ? 'Inadmisible' : `${value}.º`);

/** The rows shown before 'Ver los N': a rival may have offered to a hundred buyers. */
const TOP_ROWS = 10;

type RecordRow = { key: string; name: string; code?: string; ofertas: number; ganadas: number };

/** What the rival offered and won, by product code or by buyer: the first ten, then all. */
function RecordTable({
  title,
  column,
  plural,
  rows,
}: {
  title: string;
  column: string;
  /** What 'Ver los N …' counts. */
  plural: string;
  rows: RecordRow[];
}) {
  const [all, setAll] = useState(false);
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Table containerLabel={title} className={cardClassName}>
        <TableTitle>
          {title} ({rows.length})
        </TableTitle>
        <TableHeader>
          <TableRow>
            <TableHead>{column}</TableHead>
            <TableHead className="text-right">Ofertas</TableHead>
            <TableHead className="text-right">Adjudicadas</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {(all ? rows : rows.slice(0, TOP_ROWS)).map((row) => (
            <TableRow key={row.key}>
              <TableCell>
                {row.name}
                {row.code && (
                  <span className="block font-mono text-xs text-muted-foreground">{row.code}</span>
                )}
              </TableCell>
              <TableCell className="text-right tabular-nums">{row.ofertas}</TableCell>
              <TableCell className="text-right tabular-nums">{row.ganadas}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {rows.length > TOP_ROWS && (
        <Button
          variant="link"
          className="h-auto w-fit p-0"
          onClick={() => setAll((shown) => !shown)}
        >
          {all ? `Ver solo los ${TOP_ROWS} principales` : `Ver los ${rows.length} ${plural}`}
        </Button>
      )}
    </div>
  );
}

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

      <Table containerLabel="Procesos donde nos encontramos" className={cardClassName} stackOnPhone>
        <TableTitle>
          Procesos donde nos encontramos ({rival.encuentros.length})
          {isFewData(rival.encuentros.length) && (
            <span className="ml-2 font-normal text-muted-foreground">{FEW_DATA}</span>
          )}
        </TableTitle>
        <TableHeader>
          <TableRow>
            <TableHead>Proceso</TableHead>
            <TableHead>Cierre</TableHead>
            <TableHead className="text-right">Nuestro lugar</TableHead>
            <TableHead className="text-right">Su lugar</TableHead>
            <TableHead className="text-right">Nuestra oferta</TableHead>
            <TableHead className="text-right">Su oferta</TableHead>
            <TableHead>Resultado</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rival.encuentros.map((meeting) => (
            <TableRow key={meeting.codigo}>
              <TableCell className="sm:max-w-80">
                <Link
                  to={paths.dashboard.opportunity.getHref(meeting.codigo)}
                  className="font-mono text-xs font-medium text-primary hover:underline"
                >
                  {meeting.codigo}
                </Link>
                <span className="line-clamp-1 text-xs text-muted-foreground">
                  {meeting.nombre} · {meeting.comprador}
                </span>
                <Link
                  to={paths.dashboard.competition.process.getHref(meeting.codigo)}
                  className="text-xs text-primary hover:underline"
                >
                  Ver todas las ofertas
                  <span className="sr-only"> de {meeting.codigo}</span>
                </Link>
              </TableCell>
              <TableCell data-label="Cierre" className="tabular-nums">
                {formatChileDate(meeting.cierre)}
              </TableCell>
              <TableCell data-label="Nuestro lugar" className="text-right tabular-nums">
                {place(meeting.nuestroLugar)}
              </TableCell>
              <TableCell data-label="Su lugar" className="text-right tabular-nums">
                {place(meeting.suLugar)}
              </TableCell>
              <TableCell data-label="Nuestra oferta" className="text-right tabular-nums">
                {formatCLP(meeting.nuestroMonto)}
              </TableCell>
              <TableCell data-label="Su oferta" className="text-right tabular-nums">
                {formatCLP(meeting.suMonto)}
              </TableCell>
              <TableCell data-label="Resultado">
                <Badge variant={RESULT_VARIANT[meeting.resultado]}>
                  {RESULT_LABEL[meeting.resultado]}
                </Badge>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </article>
  );
}

/** /dashboard/competencia/{rut} (decision 0029): one rival over 24 months, and where we met. */
export function RivalPage({ companyId, rut }: { companyId: number; rut: string }) {
  const rival = useQuery(rivalProfileQueryOptions(companyId, rut));
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <Button variant="ghost" asChild className="w-fit">
        <Link to={paths.dashboard.competition.root.getHref()}>
          <ArrowLeftIcon aria-hidden />
          Volver a competencia
        </Link>
      </Button>
      {rival.isPending ? (
        <div role="status" aria-label="Cargando competidor" className="flex flex-col gap-3">
          <Skeleton className="h-8 w-80" />
          <Skeleton className="h-96 rounded-xl" />
        </div>
      ) : rival.isError ? (
        <LoadFailure
          error={rival.error}
          title="No pudimos mostrar este competidor"
          onRetry={() => void rival.refetch()}
        />
      ) : (
        <Profile rival={rival.data} />
      )}
    </div>
  );
}
