import type { OpportunitySummary } from '../api/opportunity-schema';

type StateFields = Pick<OpportunitySummary, 'estado' | 'fechaCierre'>;

const isPublished = (row: StateFields) => row.estado.trim().toLowerCase() === 'publicada';

/**
 * Whether a supplier can still send an offer: the portal has it published and its close is still
 * ahead (a published one past its close is closed, whatever the last sync said). Suspended,
 * closed, awarded, deserted or revoked processes take no offers.
 */
export function isOpenForOffers(row: StateFields, now: Date): boolean {
  return isPublished(row) && Date.parse(row.fechaCierre) > now.getTime();
}

/** The state as a person reads it: the portal's word, 'Cerrada' for a published one past its close. */
export function stateLabel(row: StateFields, now: Date): string {
  return isPublished(row) && !isOpenForOffers(row, now) ? 'Cerrada' : row.estado;
}
