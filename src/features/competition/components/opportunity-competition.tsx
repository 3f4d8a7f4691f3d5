import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { ViewSwitch } from '@/components/blocks/view-switch';
import { LoadError } from '@/components/feedback/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { formatCLP } from '@/lib/format';

import {
  opportunityCompetitionQueryOptions,
  type CompetitionScope,
  type OpportunityCompetition as Competition,
} from '../api/get-opportunity-competition';
import type { Spread } from '../api/competition-schema';
import { FEW_DATA, formatPercent, isFewData } from '../lib/sample';
import { SampleNote } from './sample-note';
import { SupplierName } from './supplier-name';

const SCOPES = [
  { value: 'comprador', label: 'Este comprador' },
  { value: 'mercado', label: 'Todo el mercado' },
] as const;

function SpreadCell({ spread }: { spread: Spread | null }) {
  if (!spread || spread.n === 0) return <span className="text-muted-foreground">Sin datos</span>;
  return (
    <>
      <span className="font-medium tabular-nums">{formatCLP(spread.mediana)}</span>
      <span className="block text-xs text-muted-foreground tabular-nums">
        {formatCLP(spread.p25)} a {formatCLP(spread.p75)}
      </span>
      <SampleNote n={spread.n} />
    </>
  );
}

function Figures({ data }: { data: Competition }) {
  const share = data.adjudicadoSobreEstimado;
  const cheapest = data.masBarataNoGano;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        {data.alcance === 'comprador'
          ? `Procesos cerrados de ${data.comprador} en los últimos 24 meses con estos productos`
          : 'Procesos cerrados de todos los compradores en los últimos 24 meses con estos productos'}
        : {data.muestra.procesos.toLocaleString('es-CL')} procesos,{' '}
        {data.muestra.ofertas.toLocaleString('es-CL')} ofertas
        {isFewData(data.muestra.procesos) ? ` (${FEW_DATA})` : ''}.
      </p>

      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg border p-3">
          <dt className="text-xs font-medium text-muted-foreground">
            Monto adjudicado sobre el estimado
          </dt>
          <dd className="text-xl font-semibold tabular-nums">
            {share && share.n > 0 ? formatPercent(share.mediana) : '—'}
          </dd>
          <dd>
            <SampleNote n={share?.n ?? 0} />
          </dd>
        </div>
        <div className="rounded-lg border p-3">
          <dt className="text-xs font-medium text-muted-foreground">
            La oferta más barata no ganó
          </dt>
          <dd className="text-xl font-semibold tabular-nums">
            {cheapest.n > 0 ? `${cheapest.veces} de ${cheapest.n}` : '—'}
          </dd>
          <dd className="text-xs text-muted-foreground">
            Procesos adjudicados con dos o más ofertas válidas. <SampleNote n={cheapest.n} />
          </dd>
        </div>
      </dl>

      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="mb-2 text-left text-sm font-semibold">
            Precios unitarios de ofertas ganadoras y perdedoras (mediana; del percentil 25 al 75)
            <span className="block text-xs font-normal text-muted-foreground">
              Cada columna junta procesos de distinto tamaño: las ganadoras cuentan toda
              adjudicación, también la de un solo oferente; las perdedoras, solo las ofertas válidas
              que no ganaron.
            </span>
          </caption>
          <thead className="text-left text-xs text-muted-foreground">
            <tr className="border-b">
              <th className="py-2 pr-3 font-medium">Producto</th>
              <th className="py-2 pr-3 font-medium">Ganadoras (todas las adjudicaciones)</th>
              <th className="py-2 font-medium">Perdedoras (ofertas válidas que no ganaron)</th>
            </tr>
          </thead>
          <tbody>
            {data.precios.map((line) => (
              <tr
                key={`${line.codigoProducto} ${line.producto}`}
                className="border-b align-top last:border-0"
              >
                <td className="py-2 pr-3">
                  {line.producto}
                  <span className="block font-mono text-xs text-muted-foreground">
                    {line.codigoProducto}
                  </span>
                </td>
                <td className="py-2 pr-3">
                  <SpreadCell spread={line.ganadoras} />
                </td>
                <td className="py-2">
                  <SpreadCell spread={line.perdedoras} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="mb-2 text-left text-sm font-semibold">Oferentes habituales</caption>
          <thead className="text-left text-xs text-muted-foreground">
            <tr className="border-b">
              <th className="py-2 pr-3 font-medium">Proveedor</th>
              <th className="py-2 pr-3 text-right font-medium">Ofertas</th>
              <th className="py-2 text-right font-medium">Adjudicadas</th>
            </tr>
          </thead>
          <tbody>
            {data.oferentesHabituales.length === 0 ? (
              <tr>
                <td colSpan={3} className="py-2 text-muted-foreground">
                  Nadie ofertó por estos productos en el período.
                </td>
              </tr>
            ) : (
              data.oferentesHabituales.map((bidder) => (
                <tr key={bidder.rut} className="border-b last:border-0">
                  <td className="py-2 pr-3">
                    <SupplierName rut={bidder.rut} nombre={bidder.nombre} emt={bidder.emt} />
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">{bidder.ofertas}</td>
                  <td className="py-2 text-right tabular-nums">{bidder.ganadas}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Link
        to={paths.dashboard.competition.root.getHref()}
        className="w-fit text-sm text-primary hover:underline"
      >
        Ver todos tus competidores
      </Link>
    </div>
  );
}

/**
 * The detail's Competencia section (decision 0029): for this buyer (or the whole market) and
 * these product codes, the usual bidders, the winning and losing unit prices, the award over the
 * estimate and how often the cheapest offer lost; every figure with its sample.
 */
export function OpportunityCompetition({
  companyId,
  codigo,
}: {
  companyId: number;
  codigo: string;
}) {
  const [scope, setScope] = useState<CompetitionScope>('comprador');
  const competition = useQuery(opportunityCompetitionQueryOptions(companyId, codigo, scope));
  return (
    <div className="flex flex-col gap-4">
      <ViewSwitch
        label="Procesos que se consideran"
        value={scope}
        onChange={setScope}
        options={SCOPES}
      />
      {competition.isPending ? (
        <div role="status" aria-label="Cargando la competencia">
          <Skeleton className="h-40" />
        </div>
      ) : competition.isError ? (
        <LoadError
          message={getErrorMessage(competition.error)}
          onRetry={() => void competition.refetch()}
        />
      ) : (
        <Figures data={competition.data} />
      )}
    </div>
  );
}
