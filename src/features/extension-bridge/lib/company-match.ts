import { foldText } from '@/lib/fold-text';
import { cleanRut } from '@/lib/validation/rut';

import type { PortalCompany } from './protocol';

export type MatchableCompany = { companyId: number; rut: string; businessName: string };

export type CompanyMatch<T extends MatchableCompany> =
  | { kind: 'matched'; company: T; by: 'rut' | 'name' }
  | { kind: 'mismatch'; portal: PortalCompany }
  | { kind: 'none' };

const normaliseName = (value: string) => foldText(value).replace(/\s+/g, ' ').trim();

/**
 * The user's company the portal is logged in as (decision 0021): first by exact RUT (no dots,
 * no hyphen, K upper-case), else by a case-insensitive substring of the business name, either
 * way round. 'none' when the extension reports no company.
 */
export function matchPortalCompany<T extends MatchableCompany>(
  portal: PortalCompany | null,
  companies: readonly T[],
): CompanyMatch<T> {
  if (!portal || (!portal.rut.trim() && !portal.businessName.trim())) return { kind: 'none' };
  const rut = cleanRut(portal.rut);
  if (rut) {
    const byRut = companies.find((company) => cleanRut(company.rut) === rut);
    if (byRut) return { kind: 'matched', company: byRut, by: 'rut' };
  }
  const name = normaliseName(portal.businessName);
  if (name) {
    const byName = companies.find((company) => {
      const own = normaliseName(company.businessName);
      return own !== '' && (own.includes(name) || name.includes(own));
    });
    if (byName) return { kind: 'matched', company: byName, by: 'name' };
  }
  return { kind: 'mismatch', portal };
}
