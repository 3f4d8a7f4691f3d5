import { paths } from '@/config/paths';

import type { InvitationRecords, MockInvitation } from './records';

/**
 * Invitation links to try (README lists them): open `path` signed out to register, or signed in
 * to join. The personal one is also in the seeded mailbox.
 */
export const SEED_INVITATIONS = {
  /** Comercial Andes SpA, generic: 1 of 5 uses taken. */
  generic: {
    token: 'equipo-andes-2026',
    companyId: 1,
    path: paths.invitation.getHref('equipo-andes-2026', 1),
  },
  /** Servicios Integrales del Pacífico Ltda., generic and used up: 3 of 3. */
  exhausted: {
    token: 'pacifico-completa',
    companyId: 2,
    path: paths.invitation.getHref('pacifico-completa', 2),
  },
  /** Comercial Andes SpA, only for camila.rojas@andes.cl (who has no account yet). */
  personal: {
    token: 'invitacion-camila',
    companyId: 1,
    email: 'camila.rojas@andes.cl',
    path: paths.invitation.getHref('invitacion-camila', 1),
  },
} as const;

const SEED_INVITATION_EXPIRY = '2030-12-31T23:59:59.000Z';

const INVITATIONS: MockInvitation[] = [
  {
    token: SEED_INVITATIONS.generic.token,
    companyId: SEED_INVITATIONS.generic.companyId,
    invitedUserEmail: null,
    usedCount: 1,
    maxCount: 5,
    createdBy: 1,
    expiresAt: SEED_INVITATION_EXPIRY,
  },
  {
    token: SEED_INVITATIONS.exhausted.token,
    companyId: SEED_INVITATIONS.exhausted.companyId,
    invitedUserEmail: null,
    usedCount: 3,
    maxCount: 3,
    createdBy: 2,
    expiresAt: SEED_INVITATION_EXPIRY,
  },
  {
    token: SEED_INVITATIONS.personal.token,
    companyId: SEED_INVITATIONS.personal.companyId,
    invitedUserEmail: SEED_INVITATIONS.personal.email,
    usedCount: 0,
    maxCount: 1,
    createdBy: 1,
    expiresAt: SEED_INVITATION_EXPIRY,
  },
];

/** The invitations area's seed: the three links of the README. */
export function seedInvitations(): InvitationRecords {
  return { invitations: structuredClone(INVITATIONS) };
}
