import { defineArea } from '../../core/area';
import type { MessageRecords } from './records';
import { seedMessages } from './seed';

/**
 * System messages. The seed has one withdrawn notice (status 0), so the first screen carries no
 * banner and the app's status filter has something to leave out. Version 1: first version.
 */
export const messagesArea = defineArea<MessageRecords>({
  name: 'messages',
  version: 1,
  sequences: ['systemMessages'],
  dependsOn: [],
  seed: seedMessages,
});
