import { MOCK_RECEIVABLES_EMAIL } from '@/config/env-schema';

import { hashPassword, randomToken } from '../../core/crypto';
import type { AccountRecords, MockPlanId, MockProfile, MockUser } from './records';

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

/** Members of Comercial Andes SpA besides the demo user, so the alert pickers have choices. */
export const SEED_TEAM = {
  joaquin: { email: 'joaquin.valdes@andes.cl', password: 'Andes1234', name: 'Joaquín Valdés' },
  fernanda: { email: 'fernanda.castro@andes.cl', password: 'Andes1234', name: 'Fernanda Castro' },
} as const;

const SEED_DATE = '2026-01-05T12:00:00.000Z';

export const SEED_COMPANIES = [
  {
    id: 1,
    rut: '765432103',
    businessName: 'Comercial Andes SpA',
    emt: true,
    region: 'Región de Valparaíso',
  },
  {
    id: 2,
    rut: '769876545',
    businessName: 'Servicios Integrales del Pacífico Ltda.',
    emt: false,
    region: 'Región de Valparaíso',
  },
  {
    id: 3,
    rut: '771234569',
    businessName: 'Distribuidora Austral SpA',
    emt: true,
    region: 'Región de Los Lagos',
  },
  // Staff's company has not said: the detail invites to complete the profile.
  { id: 4, rut: '78001234K', businessName: 'Oportuna SpA', emt: null, region: null },
  {
    id: 5,
    rut: '774561234',
    businessName: 'Cobranzas y Finanzas del Sur SpA',
    emt: true,
    region: 'Región del Biobío',
  },
] as const;

type SeedPerson = {
  id: number;
  account: { email: string; password: string; name: string };
  profile: MockProfile;
  planId: MockPlanId;
  companies: number[];
  /** Owner unless said otherwise. */
  role?: 'owner' | 'member';
};

const PEOPLE: SeedPerson[] = [
  { id: 1, account: DEMO_ACCOUNTS.demo, profile: null, planId: 1, companies: [1] },
  { id: 2, account: DEMO_ACCOUNTS.supervisor, profile: 'supervisor', planId: 2, companies: [2, 3] },
  { id: 3, account: DEMO_ACCOUNTS.admin, profile: 'admin', planId: 3, companies: [4] },
  { id: 4, account: DEMO_ACCOUNTS.receivables, profile: null, planId: 2, companies: [5] },
  // Appended after the demo accounts so their ids (and the memberships' ids) never move.
  { id: 5, account: SEED_TEAM.joaquin, profile: null, planId: 1, companies: [1], role: 'member' },
  { id: 6, account: SEED_TEAM.fernanda, profile: null, planId: 1, companies: [1], role: 'member' },
];

/** The seeded members of a company, by user id, in membership order. */
export const seedMemberIds = (companyId: number) =>
  PEOPLE.filter((person) => person.companies.includes(companyId)).map((person) => person.id);

/** The seeded users, hashed once per page or test run (hashing is the slow part). */
let seededUsers: Promise<MockUser[]> | null = null;

function hashSeededUsers(): Promise<MockUser[]> {
  seededUsers ??= Promise.all(
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
  return seededUsers;
}

/**
 * The accounts area's seed: users, companies, memberships and the secret that signs tokens. A new
 * secret every time, as a freshly installed server would have: tokens of an older state stop
 * working.
 */
export async function seedAccounts(): Promise<AccountRecords> {
  const users = structuredClone(await hashSeededUsers());
  const memberships = PEOPLE.flatMap(({ id, companies, role = 'owner' }) =>
    companies.map((companyId) => ({ userId: id, companyId, role })),
  ).map((membership, index) => ({ id: index + 1, ...membership }));
  return {
    secret: randomToken(32),
    users,
    companies: SEED_COMPANIES.map((company) => ({
      ...company,
      logo: null,
      iaSubsActive: company.id !== 1,
      createdAt: SEED_DATE,
    })),
    memberships,
  };
}
