import { describe, expect, it } from 'vitest';

import { isValidRut } from '@/lib/validation/rut';

import { verifyPassword } from '../../core/crypto';
import { db } from '../../core/database';
import { DEMO_ACCOUNTS, SEED_COMPANIES } from './seed';

describe('seeded accounts', () => {
  it('gives every company a valid RUT, stored as digits and K only', () => {
    for (const company of SEED_COMPANIES) {
      expect(isValidRut(company.rut), company.businessName).toBe(true);
      expect(company.rut).toMatch(/^\d+[\dK]$/);
    }
  });

  it('stores the demo passwords hashed, never in clear', async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const user = db.state.users.find((candidate) => candidate.email === account.email)!;
      expect(user.passwordHash).not.toContain(account.password);
      expect(await verifyPassword(account.password, user.passwordSalt, user.passwordHash)).toBe(
        true,
      );
    }
    expect(JSON.stringify(db.state)).not.toContain('Demo1234');
  });

  it('puts the demo user in Comercial Andes SpA and the supervisor in two companies', () => {
    const companyNames = (email: string) => {
      const user = db.state.users.find((candidate) => candidate.email === email)!;
      return db.state.memberships
        .filter((membership) => membership.userId === user.id)
        .map(
          (membership) =>
            db.state.companies.find((company) => company.id === membership.companyId)!.businessName,
        );
    };
    expect(companyNames('demo@oportuna.cl')).toEqual(['Comercial Andes SpA']);
    expect(companyNames('supervisor@oportuna.cl')).toHaveLength(2);
  });

  it('serves the seeded catalogue of about 12,000 opportunities from the same database', () => {
    expect(db.opportunities).toHaveLength(12_000);
    expect(new Set(db.opportunities.map((opportunity) => opportunity.buyer.region)).size).toBe(16);
  });
});
