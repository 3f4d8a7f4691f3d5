import { MOCK_RECEIVABLES_EMAIL } from '@/config/env-schema';

import { hashPassword, randomToken } from '../db/crypto';
import type { MockDbState, MockPlanId, MockProfile } from '../db/schema';

/**
 * The demo accounts (README lists them). Passwords are stored hashed, as a real server would.
 * Company RUTs carry valid modulus-11 check digits (a test checks every one).
 */
export const DEMO_ACCOUNTS = {
  demo: { email: 'demo@oportuna.cl', password: 'Demo1234', name: 'Daniela Muñoz Rojas' },
  supervisor: {
    email: 'supervisor@oportuna.cl',
    password: 'Super1234',
    name: 'Sebastián Fuentes',
  },
  admin: { email: 'admin@oportuna.cl', password: 'Admin1234', name: 'Alejandra Vidal' },
  receivables: {
    email: MOCK_RECEIVABLES_EMAIL,
    password: 'Cobra1234',
    name: 'Carolina Soto Pérez',
  },
} as const;

const SEED_DATE = '2026-01-05T12:00:00.000Z';

export const SEED_COMPANIES = [
  { id: 1, rut: '765432103', businessName: 'Comercial Andes SpA' },
  { id: 2, rut: '769876545', businessName: 'Servicios Integrales del Pacífico Ltda.' },
  { id: 3, rut: '771234569', businessName: 'Distribuidora Austral SpA' },
  { id: 4, rut: '78001234K', businessName: 'Oportuna SpA' },
  { id: 5, rut: '774561234', businessName: 'Cobranzas y Finanzas del Sur SpA' },
] as const;

type SeedPerson = {
  id: number;
  account: { email: string; password: string; name: string };
  profile: MockProfile;
  planId: MockPlanId;
  companies: number[];
};

const PEOPLE: SeedPerson[] = [
  { id: 1, account: DEMO_ACCOUNTS.demo, profile: null, planId: 1, companies: [1] },
  { id: 2, account: DEMO_ACCOUNTS.supervisor, profile: 'supervisor', planId: 2, companies: [2, 3] },
  { id: 3, account: DEMO_ACCOUNTS.admin, profile: 'admin', planId: 3, companies: [4] },
  { id: 4, account: DEMO_ACCOUNTS.receivables, profile: null, planId: 2, companies: [5] },
];

export const MOCK_DB_VERSION = 1;

export async function seedAccounts(): Promise<MockDbState> {
  const users = await Promise.all(
    PEOPLE.map(async ({ id, account, profile, planId }) => {
      const passwordSalt = randomToken(12);
      return {
        id,
        name: account.name,
        email: account.email,
        passwordSalt,
        passwordHash: await hashPassword(account.password, passwordSalt),
        profile,
        planId,
        iaSubsActive: planId !== 1,
        emailVerified: true,
        registeredByGoogle: false,
        createdAt: SEED_DATE,
      };
    }),
  );

  const memberships = PEOPLE.flatMap(({ id, companies }) =>
    companies.map((companyId) => ({ userId: id, companyId, role: 'owner' as const })),
  ).map((membership, index) => ({ id: index + 1, ...membership }));

  return {
    version: MOCK_DB_VERSION,
    secret: randomToken(32),
    sequences: {
      users: users.length,
      companies: SEED_COMPANIES.length,
      memberships: memberships.length,
    },
    users,
    companies: SEED_COMPANIES.map((company) => ({
      ...company,
      logo: null,
      iaSubsActive: company.id !== 1,
      createdAt: SEED_DATE,
    })),
    memberships,
    emails: [],
    oneTimeTokens: [],
    invitations: [],
  };
}
