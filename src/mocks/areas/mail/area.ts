import { defineArea } from '../../core/area';
import type { MailRecords } from './records';
import { seedMail } from './seed';

/** Mail and mailed tokens. Version 1: as in database version 3. */
export const mailArea = defineArea<MailRecords>({
  name: 'mail',
  version: 1,
  sequences: ['emails'],
  dependsOn: ['accounts'],
  seed: seedMail,
});
