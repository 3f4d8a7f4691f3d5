import { PROCEDENCIA_OPTIONS } from '@/lib/search-json';

import type { AgileStatus, MockOpportunity } from './opportunities';

/** Agile purchase states as the portal shows them; tenders' states are already labels. */
const AGILE_STATUS_LABELS: Readonly<Record<AgileStatus, string>> = {
  publicada: 'Publicada',
  cerrada: 'Cerrada',
  desierta: 'Desierta',
  cancelada: 'Cancelada',
  proveedor_seleccionado: 'Proveedor seleccionado',
  oc_emitida: 'OC emitida',
};

const PROCEDENCIA_LABELS = new Map<string, string>(
  PROCEDENCIA_OPTIONS.map((option) => [option.code, option.label]),
);

export function estadoLabel(record: MockOpportunity): string {
  return record.kind === 'licitacion'
    ? record.status
    : AGILE_STATUS_LABELS[record.status as AgileStatus];
}

/** The search filter's own label: 'Licitación (LE)', 'Compra Ágil (Segundo llamado)'. */
export function procedenciaLabel(record: MockOpportunity): string {
  const code = record.kind === 'licitacion' ? record.type : (record.call ?? 'Primer Llamado');
  return PROCEDENCIA_LABELS.get(code) ?? code;
}

/** What a bid records of the opportunity it was sent to (the seed's and the live ones alike). */
export function bidOpportunityFacts(record: MockOpportunity) {
  return {
    opportunityCode: record.code,
    opportunityName: record.name,
    type: record.type,
    procedencia: procedenciaLabel(record),
    buyerName: record.buyer.organismName,
    buyerCode: record.buyer.organismCode,
    region: record.buyer.region,
    estimatedAmount: record.amountVisible ? record.estimatedAmount : null,
    publishedAt: record.dates.published,
    closesAt: record.dates.close,
  };
}
