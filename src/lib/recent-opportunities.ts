import { PRODUCT_PREFIX } from './session';

/**
 * The opportunities this browser opened last, newest first, for the command palette. Kept under
 * the product prefix, so logout clears them (lib/session.ts).
 */
export const RECENT_OPPORTUNITIES_KEY = `${PRODUCT_PREFIX}recent_opportunities`;
export const RECENT_OPPORTUNITIES_MAX = 8;

export type RecentOpportunity = { codigo: string; nombre: string };

function isRecent(value: unknown): value is RecentOpportunity {
  const entry = value as Partial<RecentOpportunity> | null;
  return typeof entry?.codigo === 'string' && typeof entry.nombre === 'string';
}

export function recentOpportunities(): RecentOpportunity[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(RECENT_OPPORTUNITIES_KEY) ?? '[]');
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
    localStorage.setItem(RECENT_OPPORTUNITIES_KEY, JSON.stringify(next));
  } catch {
    // A full storage only costs the palette its recent list.
  }
}
