import { seedInvitations } from '../../seed/accounts';
import { defineArea } from '../area';
import type { MockInvitation } from '../schema';

export type InvitationRecords = { invitations: MockInvitation[] };

/** Invitation links to a company. Version 1: as in database version 3. */
export const invitationsArea = defineArea<InvitationRecords>({
  name: 'invitations',
  version: 1,
  sequences: [],
  dependsOn: ['accounts'],
  seed: seedInvitations,
});
