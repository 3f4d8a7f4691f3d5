import { defineArea } from '../../core/area';
import type { InvitationRecords } from './records';
import { seedInvitations } from './seed';

/** Invitation links to a company. Version 1: as in database version 3. */
export const invitationsArea = defineArea<InvitationRecords>({
  name: 'invitations',
  version: 1,
  sequences: [],
  dependsOn: ['accounts'],
  seed: seedInvitations,
});
