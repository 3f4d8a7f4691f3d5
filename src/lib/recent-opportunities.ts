import { PRODUCT_PREFIX, sessionOwner } from './session';

/**
 * The opportunities the signed-in person opened last, newest first, for the command palette.
 * Kept under the product prefix, so logout and a form sign-in clear them (lib/session.ts), and
 * keyed by who is signed in (issue 39): a Google sign-in clears only its own list of keys, and
 * a staff member acting as a customer is another owner, so nobody is offered another's list.
 */
export const recentOpportunitiesKey = () =>
  `${PRODUCT_PREFIX}recent_opportunities_${sessionOwner()}`;
export const RECENT_OPPORTUNITIES_MAX = 8;

export type RecentOpportunity = { codigo: string; nombre: string };

function isRecent(value: unknown): value is RecentOpportunity {
  const entry = value as Partial<RecentOpportunity> | null;
  return typeof entry?.codigo === 'string' && typeof entry.nombre === 'string';
}

export function recentOpportunities(): RecentOpportunity[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(recentOpportunitiesKey()) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isRecent).slice(0, RECENT_OPPORTUNITIES_MAX) : [];
  } catch {
    return [];
  }
}

export function rememberOpportunity(opportunity: RecentOpportunity) {
  const next = [
    { codigo: opportunity.codigo, nombre: opportunity.nombre },
    ...recentOpportunities().filter((entry) => entry.codigo !== opportunity.codigo),
  ].slice(0, RECENT_OPPORTUNITIES_MAX);
  try {
    localStorage.setItem(recentOpportunitiesKey(), JSON.stringify(next));
  } catch {
    // A full storage only costs the palette its recent list.
  }
}
