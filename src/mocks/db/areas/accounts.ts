import { seedAccounts } from '../../seed/accounts';
import { defineArea } from '../area';
import type { MockCompany, MockMembership, MockUser } from '../schema';

export type AccountRecords = {
  /** Signs this server's tokens; a reset makes every old token invalid, as on a real server. */
  secret: string;
  users: MockUser[];
  companies: MockCompany[];
  memberships: MockMembership[];
};

/**
 * Users, companies, who belongs where, and the signing secret.
 * Version 1: the accounts of database version 3 (before the split into areas).
 */
export const accountsArea = defineArea<AccountRecords>({
  name: 'accounts',
  version: 1,
  sequences: ['users', 'companies', 'memberships'],
  dependsOn: [],
  seed: seedAccounts,
});
