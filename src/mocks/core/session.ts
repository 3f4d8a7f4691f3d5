import { db } from './database';
import { signToken, verifyToken } from './crypto';
import type { MockUser } from '../areas/accounts/records';
import { fail } from './http';

export const AUTH_FAILED_MESSAGE = 'Authentication failed. Please login again.';

export async function issueToken(user: MockUser, actingUserId?: number) {
  return signToken(
    { sub: user.id, email: user.email, ...(actingUserId ? { act: actingUserId } : {}) },
    db.state.secret,
  );
}

/** The signed-in user of a request: a valid bearer token for an existing user, or a 401. */
export async function requireUser(request: Request): Promise<MockUser> {
  const header = request.headers.get('Authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token) throw fail(401, AUTH_FAILED_MESSAGE);
  const claims = await verifyToken(token, db.state.secret);
  const user = claims && db.state.users.find((candidate) => candidate.id === claims.sub);
  if (!user) throw fail(401, AUTH_FAILED_MESSAGE);
  return user;
}

export function findUserByEmail(email: string) {
  const wanted = email.trim().toLowerCase();
  return db.state.users.find((user) => user.email.toLowerCase() === wanted);
}

export function companiesOf(userId: number) {
  return db.state.memberships
    .filter((membership) => membership.userId === userId)
    .map((membership) => ({
      membership,
      company: db.state.companies.find((company) => company.id === membership.companyId)!,
    }))
    .filter(({ company }) => Boolean(company));
}

/** The company of a company-scoped call: it must exist and the user must belong to it. */
export function requireCompany(user: MockUser, companyIdParam: string | null) {
  const companyId = Number(companyIdParam);
  if (!companyIdParam || !Number.isInteger(companyId) || companyId <= 0) {
    throw fail(400, 'Invalid company ID provided');
  }
  const found = companiesOf(user.id).find(({ company }) => company.id === companyId);
  if (!found) throw fail(403, 'No tiene permisos para acceder a esta empresa.');
  return found.company;
}

/** A company-scoped call: its signed-in user, its query, and the company its `companyId` names. */
export async function requireCompanyCall(request: Request) {
  const user = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const company = requireCompany(user, params.get('companyId'));
  return { user, params, company, companyId: company.id };
}
