import { z } from 'zod';

import { hashPassword, randomToken } from '../../core/crypto';
import { db } from '../../core/database';
import type { AccountRecords, MockUser } from './records';

/** E-mails are stored as the server compares them: trimmed and lower-case. */
export function normalizeEmail(email: string) {
  return email.trim().toLowerCase();
}

export function isEmail(value: string) {
  return z.email().safeParse(value.trim()).success;
}

/** A user's name as a list shows it, once the user is gone too. */
export function userNameOf(userId: number) {
  return db.state.users.find((user) => user.id === userId)?.name ?? 'Usuario eliminado';
}

export function firstName(name: string) {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** A fresh salt for every password set, as a real server does. */
export async function hashNewPassword(password: string) {
  const passwordSalt = randomToken(12);
  return { passwordSalt, passwordHash: await hashPassword(password, passwordSalt) };
}

export type NewUser = Pick<MockUser, 'name' | 'email' | 'emailVerified' | 'registeredByGoogle'> &
  Pick<MockUser, 'passwordSalt' | 'passwordHash'>;

/** Adds a plan-básico user without a profile; call it inside `db.write`. */
export function addUser(state: AccountRecords, fields: NewUser): MockUser {
  const user: MockUser = {
    id: db.nextId('users'),
    ...fields,
    name: fields.name.trim(),
    email: normalizeEmail(fields.email),
    profile: null,
    planId: 1,
    iaSubsActive: false,
    createdAt: new Date().toISOString(),
  };
  state.users.push(user);
  return user;
}

/** Call it inside `db.write`. */
export function addMembership(
  state: AccountRecords,
  userId: number,
  companyId: number,
  role: 'owner' | 'member',
) {
  const membership = { id: db.nextId('memberships'), userId, companyId, role };
  state.memberships.push(membership);
  return membership;
}
