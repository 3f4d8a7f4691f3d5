import { seedMail } from '../../seed/accounts';
import { defineArea } from '../area';
import type { MockEmail, MockOneTimeToken } from '../schema';

export type MailRecords = {
  /** What the server 'sent', newest first (the mailbox at /mock/correo). */
  emails: MockEmail[];
  /** The single-use tokens of mailed links (verification, password reset). */
  oneTimeTokens: MockOneTimeToken[];
};

/** Mail and mailed tokens. Version 1: as in database version 3. */
export const mailArea = defineArea<MailRecords>({
  name: 'mail',
  version: 1,
  sequences: ['emails'],
  dependsOn: ['accounts'],
  seed: seedMail,
});
