import { CalendarClockIcon } from 'lucide-react';

import { formatChileDate } from '@/lib/format';

import type { OpportunityDetail } from '@/entities/opportunity/api/opportunity-schema';
import { DetailFact } from './detail-fact';
import { DetailSection } from './detail-section';

const DATE_ROWS: { key: keyof OpportunityDetail['fechas']; label: string }[] = [
  { key: 'publicacion', label: 'Publicación' },
  { key: 'cierrePreguntas', label: 'Cierre de preguntas' },
  { key: 'publicacionRespuestas', label: 'Publicación de respuestas' },
  { key: 'visitaTerreno', label: 'Visita a terreno' },
  { key: 'cierre', label: 'Cierre de ofertas' },
  { key: 'aperturaTecnica', label: 'Apertura técnica' },
  { key: 'adjudicacionEstimada', label: 'Adjudicación estimada' },
  { key: 'adjudicacion', label: 'Adjudicación' },
];

/** 'Fechas': the process's dates that are known (past ones muted), the contract's length, bids. */
export function DetailDates({ detail, now }: { detail: OpportunityDetail; now: Date }) {
  return (
    <DetailSection title="Fechas" icon={CalendarClockIcon}>
      <ol className="flex flex-col gap-2">
        {DATE_ROWS.filter(({ key }) => detail.fechas[key]).map(({ key, label }) => {
          const value = detail.fechas[key]!;
          const past = new Date(value).getTime() < now.getTime();
          return (
            <li
              key={key}
              className="flex items-baseline justify-between gap-3 border-b pb-2 text-sm last:border-0"
            >
              <span className={past ? 'text-muted-foreground' : 'font-medium'}>{label}</span>
              <span className="tabular-nums">{formatChileDate(value, 'dateTime')}</span>
            </li>
          );
        })}
      </ol>
      {(detail.duracionContratoMeses !== null || detail.ofertasRecibidas !== null) && (
        <dl className="mt-3 grid gap-3 sm:grid-cols-2">
          {detail.duracionContratoMeses !== null && (
            <DetailFact label="Duración del contrato">
              {detail.duracionContratoMeses} meses{detail.renovable ? ' (renovable)' : ''}
            </DetailFact>
          )}
          {detail.ofertasRecibidas !== null && (
            <DetailFact label="Ofertas recibidas">{detail.ofertasRecibidas}</DetailFact>
          )}
        </dl>
      )}
    </DetailSection>
  );
}
