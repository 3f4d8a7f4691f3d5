import { DetailPage } from '@/components/blocks/detail-page';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';

import { Card } from '@/components/blocks/card';
import { paths } from '@/config/paths';
import { formatChileDate, formatCLP } from '@/lib/format';

import { processOffersQueryOptions, type ProcessOffers } from '../api/get-process-offers';
import { ownOffer } from '../lib/margins';
import { LoadFailure } from './load-failure';
import { Margins, Offers } from './process-offers-tables';

const STATE_LABEL: Record<ProcessOffers['estado'], string> = {
  adjudicada: 'Adjudicada',
  desierta: 'Desierta',
  revocada: 'Revocada',
};

/** What the process says about our offer, in one sentence. */
function verdict(process: ProcessOffers) {
  const ours = ownOffer(process);
  const admissible = process.ofertas.filter((offer) => offer.lugar !== null).length;
  if (!ours) return 'Tu empresa no ofertó en este proceso.';
  if (process.estado !== 'adjudicada') {
    return `El proceso quedó ${STATE_LABEL[process.estado].toLowerCase()}: nadie se lo adjudicó.`;
  }
  if (ours.seleccionada)
    return `Ganamos: quedamos en 1.er lugar de ${admissible} ofertas admisibles.`;
  if (ours.lugar === null) {
    return `Nuestra oferta quedó fuera de la evaluación: ${ours.motivoInadmisible ?? 'inadmisible'}.`;
  }
  return `Quedamos en ${ours.lugar}.º lugar de ${admissible} ofertas admisibles.`;
}

function Process({ process }: { process: ProcessOffers }) {
  return (
    <article aria-labelledby="process-title" className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <p className="font-mono text-xs text-muted-foreground">{process.codigo}</p>
        <h2 id="process-title" className="text-xl font-semibold">
          {process.nombre}
        </h2>
        <p className="text-sm text-muted-foreground">
          {process.comprador} · cerró el {formatChileDate(process.cierre)} · monto estimado{' '}
          {process.montoEstimado === null ? 'no informado' : formatCLP(process.montoEstimado)} ·{' '}
          {STATE_LABEL[process.estado]}
        </p>
      </header>
      <Card className="p-4">
        <p role="status" className="font-medium">
          {verdict(process)}
        </p>
      </Card>
      <Card as="section" aria-labelledby="criteria-title" className="flex flex-col gap-2 p-4">
        <h3 id="criteria-title" className="text-sm font-semibold">
          Criterios de evaluación
        </h3>
        <ul className="flex flex-wrap gap-2 text-sm">
          {process.criterios.map((criterion) => (
            <li key={criterion.nombre} className="rounded-md border px-2 py-1">
              {criterion.nombre}: <span className="font-semibold">{criterion.ponderacion} %</span>
            </li>
          ))}
        </ul>
        {process.criterios.length > 1 && (
          <p className="text-xs text-muted-foreground">
            El precio no es lo único que se evalúa: la oferta más barata puede no ganar.
          </p>
        )}
      </Card>
      <Offers process={process} />
      <Margins process={process} />
      <Link
        to={paths.dashboard.opportunity.getHref(process.codigo)}
        className="text-sm text-primary hover:underline"
      >
        Ver el detalle de {process.codigo}
      </Link>
    </article>
  );
}

/**
 * /dashboard/competencia/procesos/{codigo} (decision 0029): every offer of a closed process,
 * ranked as evaluated, our place, the criteria and their weights, what we were off by on each
 * line, and why an offer was left out: why a bid was lost.
 */
export function ProcessOffersPage({ companyId, codigo }: { companyId: number; codigo: string }) {
  return (
    <DetailPage
      back={{ to: paths.dashboard.effectiveness.getHref(codigo), label: 'Volver al resultado' }}
      query={useQuery(processOffersQueryOptions(companyId, codigo))}
      loadingLabel="Cargando ofertas"
      failure={(error, retry) => (
        <LoadFailure
          error={error}
          title="No pudimos mostrar las ofertas de este proceso"
          onRetry={retry}
        />
      )}
    >
      {(process) => <Process process={process} />}
    </DetailPage>
  );
}
