import { defineArea } from '../../core/area';
import type { AccountRecords } from './records';
import { seedAccounts } from './seed';

/**
 * Users, companies, who belongs where, and the signing secret.
 * Version 1: the accounts of database version 3 (before the split into areas).
 * Version 2: companies carry their agile-purchase profile (EMT, region; decision 0030).
 */
export const accountsArea = defineArea<AccountRecords>({
  name: 'accounts',
  version: 2,
  sequences: ['users', 'companies', 'memberships'],
  dependsOn: [],
  seed: seedAccounts,
});
