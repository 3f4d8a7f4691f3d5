import { describe, expect, it } from 'vitest';

import { hasReceivablesAccess, isSupervisor, selectCurrentCompany } from './permissions';

describe('user permissions', () => {
  it('counts supervisor and admin profiles as supervisors', () => {
    expect(isSupervisor({ profile: 'supervisor' })).toBe(true);
    expect(isSupervisor({ profile: 'admin' })).toBe(true);
    expect(isSupervisor({ profile: null })).toBe(false);
    expect(isSupervisor(undefined)).toBe(false);
  });

  it('lets only the allow-listed e-mail into receivables, whatever its case', () => {
    expect(hasReceivablesAccess({ email: 'Cobranza@Oportuna.cl' })).toBe(true);
    expect(hasReceivablesAccess({ email: 'demo@oportuna.cl' })).toBe(false);
    expect(hasReceivablesAccess(undefined)).toBe(false);
  });

  it("uses the user's first company, as the spec says", () => {
    const company = (companyId: number) => ({
      id: companyId * 10,
      companyId,
      rut: '',
      businessName: `Empresa ${companyId}`,
      logo: null,
      iaSubsActive: false,
    });
    expect(selectCurrentCompany({ companies: [company(2), company(3)] })?.companyId).toBe(2);
    expect(selectCurrentCompany({ companies: [] })).toBeNull();
    // A chosen company wins while it is still the user's.
    expect(selectCurrentCompany({ companies: [company(2), company(3)] }, 3)?.companyId).toBe(3);
    expect(selectCurrentCompany({ companies: [company(2), company(3)] }, 9)?.companyId).toBe(2);
  });
});
