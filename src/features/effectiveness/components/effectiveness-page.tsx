import { useQuery } from '@tanstack/react-query';
import { ArrowLeftIcon, TrophyIcon } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { Card, cardClassName } from '@/components/blocks/card';
import { LoadError } from '@/components/feedback/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { paths } from '@/config/paths';
import {
  applicationsQueryOptions,
  OUTCOME_LABELS,
  type Application,
} from '@/entities/application/api/applications';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { formatChileDate, formatCLP } from '@/lib/format';

import { outcomeQueryOptions } from '../api/get-outcome';
import { winRates, type WinRateRow } from '../lib/win-rates';

const percent = new Intl.NumberFormat('es-CL', { style: 'percent', maximumFractionDigits: 0 });
const signedPercent = new Intl.NumberFormat('es-CL', {
  style: 'percent',
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

const OUTCOME_VARIANT = {
  ganada: 'success',
  perdida: 'destructive',
  pendiente: 'secondary',
} as const;

function RateTable({ title, column, rows }: { title: string; column: string; rows: WinRateRow[] }) {
  return (
    <Table containerLabel={title} className={cardClassName}>
      <TableCaption className="caption-top px-3 pt-3 text-left text-sm font-semibold text-foreground">
        {title}
      </TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{column}</TableHead>
          <TableHead className="text-right">Resueltas</TableHead>
          <TableHead className="text-right">Ganadas</TableHead>
          <TableHead className="text-right">Tasa</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell className="max-w-64">{row.key}</TableCell>
            <TableCell className="text-right tabular-nums">{row.decided}</TableCell>
            <TableCell className="text-right tabular-nums">{row.won}</TableCell>
            <TableCell className="text-right font-medium tabular-nums">
              {row.rate === null ? '—' : percent.format(row.rate)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * /dashboard/efectividad: bids against awards, the win rate by type, region and buyer, and every
 * bid with its outcome; /dashboard/efectividad/{codigo}: one bid's outcome.
 */
export function EffectivenessPage({ companyId, codigo }: { companyId: number; codigo?: string }) {
  if (codigo) return <OutcomeDetail companyId={companyId} codigo={codigo} />;
  return <EffectivenessSummary companyId={companyId} />;
}

function EffectivenessSummary({ companyId }: { companyId: number }) {
  const applications = useQuery(applicationsQueryOptions(companyId));
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const rates = useMemo(
    () => (applications.data ? winRates(applications.data) : null),
    [applications.data],
  );

  const open = (event: FormEvent) => {
    event.preventDefault();
    const wanted = code.trim();
    if (!wanted) {
      setCodeError('Ingresa el código de una oportunidad a la que postulaste');
      return;
    }
    setCodeError(null);
    void navigate(paths.dashboard.effectiveness.getHref(wanted));
  };

  return (
    <div className="flex flex-col gap-4">
      <Card as="form" noValidate onSubmit={open} className="flex flex-wrap items-end gap-2 p-3">
        <div className="flex min-w-64 flex-1 flex-col gap-2">
          <Label htmlFor="effectiveness-code">Ver el resultado de una postulación</Label>
          <Input
            id="effectiveness-code"
            placeholder="Código, p. ej. 1234-56-LE26"
            value={code}
            aria-invalid={Boolean(codeError)}
            aria-describedby={codeError ? 'effectiveness-code-error' : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
          {codeError && (
            <p id="effectiveness-code-error" className="text-sm text-destructive">
              {codeError}
            </p>
          )}
        </div>
        <Button type="submit">Ver resultado</Button>
      </Card>

      {applications.isPending ? (
        <Skeleton className="h-96 rounded-xl" />
      ) : applications.isError ? (
        <LoadError
          message="Error al obtener las postulaciones"
          onRetry={() => void applications.refetch()}
        />
      ) : (
        <>
          <p className="text-sm">
            Tasa de adjudicación total:{' '}
            <strong>{rates!.total.rate === null ? '—' : percent.format(rates!.total.rate)}</strong>{' '}
            ({rates!.total.won} ganadas de {rates!.total.decided} resueltas).
          </p>
          <div className="grid items-start gap-4 lg:grid-cols-2 2xl:grid-cols-3">
            <RateTable title="Por tipo" column="Tipo" rows={rates!.byType} />
            <RateTable title="Por región" column="Región" rows={rates!.byRegion} />
            <RateTable
              title="Por comprador"
              column="Comprador"
              rows={rates!.byBuyer.slice(0, 10)}
            />
          </div>
          <ApplicationsTable applications={applications.data} />
        </>
      )}
    </div>
  );
}

function ApplicationsTable({ applications }: { applications: Application[] }) {
  const newest = [...applications].reverse();
  return (
    <Table containerLabel="Postulaciones" className={cardClassName}>
      <TableCaption className="caption-top px-3 pt-3 text-left text-sm font-semibold text-foreground">
        Postulaciones ({applications.length})
      </TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Oportunidad</TableHead>
          <TableHead>Postulada</TableHead>
          <TableHead className="text-right">Nuestra oferta</TableHead>
          <TableHead>Resultado</TableHead>
          <TableHead>Adjudicada a</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {newest.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell className="max-w-80">
              <Link
                to={paths.dashboard.effectiveness.getHref(entry.codigo)}
                className="font-mono text-xs font-medium text-primary hover:underline"
              >
                {entry.codigo}
              </Link>
              <span className="line-clamp-1 text-xs text-muted-foreground">{entry.nombre}</span>
            </TableCell>
            <TableCell className="tabular-nums">
              {formatChileDate(entry.fechaPostulacion)}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {formatCLP(entry.montoOfertado)}
            </TableCell>
            <TableCell>
              <Badge variant={OUTCOME_VARIANT[entry.resultado]}>
                {OUTCOME_LABELS[entry.resultado]}
              </Badge>
            </TableCell>
            <TableCell className="max-w-56 text-xs">{entry.adjudicadoA ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function OutcomeDetail({ companyId, codigo }: { companyId: number; codigo: string }) {
  const outcome = useQuery(outcomeQueryOptions(companyId, codigo));
  const data = outcome.data;
  const ours = data?.ofertas.find((offer) => offer.propia);
  const winner = data?.ofertas.find((offer) => offer.adjudicada);
  const difference = ours && winner && !ours.adjudicada ? ours.monto - winner.monto : null;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <Button variant="ghost" asChild className="w-fit">
        <Link to={paths.dashboard.effectiveness.getHref()}>
          <ArrowLeftIcon aria-hidden />
          Volver a efectividad
        </Link>
      </Button>
      {outcome.isPending ? (
        <Skeleton className="h-80 rounded-xl" />
      ) : outcome.isError ? (
        <Card role="alert" className="flex flex-col items-center gap-2 p-8 text-center">
          <p className="font-semibold">
            {isApiError(outcome.error) && outcome.error.status === 404
              ? 'Sin resultado para este código'
              : 'No pudimos cargar el resultado'}
          </p>
          <p className="text-sm text-muted-foreground">{getErrorMessage(outcome.error)}</p>
        </Card>
      ) : (
        <article aria-labelledby="outcome-title" className="flex flex-col gap-4">
          <Card as="header" className="flex flex-col gap-2 p-4 sm:p-5">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="secondary" className="font-mono">
                {data!.codigo}
              </Badge>
              <Badge variant="outline">{data!.procedencia}</Badge>
              <Badge variant={OUTCOME_VARIANT[data!.resultado]}>
                {OUTCOME_LABELS[data!.resultado]}
              </Badge>
            </div>
            <h2 id="outcome-title" className="text-xl font-semibold">
              {data!.nombre}
            </h2>
            <p className="text-sm text-muted-foreground">
              {data!.comprador} · {data!.region}
            </p>
            <dl className="grid gap-3 text-sm sm:grid-cols-4">
              <div>
                <dt className="text-xs text-muted-foreground">Adjudicada a</dt>
                <dd className="font-medium">{data!.adjudicadoA ?? 'En evaluación'}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Monto adjudicado</dt>
                <dd className="tabular-nums">{formatCLP(data!.montoAdjudicado)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Nuestra oferta</dt>
                <dd className="tabular-nums">{formatCLP(data!.montoOfertado)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Diferencia con la ganadora</dt>
                <dd className="tabular-nums">
                  {data!.resultado === 'ganada' ? (
                    <span className="inline-flex items-center gap-1 text-success">
                      <TrophyIcon className="size-4" aria-hidden />
                      Ganamos
                    </span>
                  ) : difference === null ? (
                    '—'
                  ) : (
                    `${formatCLP(difference)} (${signedPercent.format(difference / winner!.monto)})`
                  )}
                </dd>
              </div>
            </dl>
            {difference !== null && difference > 0 && (
              <p className="text-sm">
                Nuestra oferta fue {formatCLP(difference)} más alta que la adjudicada: para ganar
                habríamos tenido que bajar el precio un{' '}
                {percent.format(difference / data!.montoOfertado)}.
              </p>
            )}
            <Link
              to={paths.dashboard.opportunity.getHref(data!.codigo)}
              className="w-fit text-sm text-primary hover:underline"
            >
              Ver la oportunidad
            </Link>
          </Card>
          <Table containerLabel="Ofertas recibidas" className={cardClassName}>
            <TableCaption className="caption-top px-3 pt-3 text-left text-sm font-semibold text-foreground">
              Ofertas recibidas ({data!.ofertas.length}), de menor a mayor
            </TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>Proveedor</TableHead>
                <TableHead className="text-right">Monto ofertado</TableHead>
                <TableHead>Resultado</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data!.ofertas.map((offer) => (
                <TableRow
                  key={offer.proveedor}
                  className={offer.propia ? 'bg-accent/60' : undefined}
                >
                  <TableCell>
                    {offer.proveedor}
                    {offer.propia && (
                      <Badge variant="outline" className="ml-2">
                        Nuestra oferta
                      </Badge>
                    )}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatCLP(offer.monto)}
                  </TableCell>
                  <TableCell>
                    {offer.adjudicada ? <Badge variant="success">Adjudicada</Badge> : '—'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <p className="text-xs text-muted-foreground">
            Postulada el {formatChileDate(data!.fechaPostulacion, 'dateTime')} por{' '}
            {data!.postuladoPor}
            {data!.fechaAdjudicacion
              ? `; resuelta el ${formatChileDate(data!.fechaAdjudicacion)}`
              : ''}
            .
          </p>
        </article>
      )}
    </div>
  );
}
