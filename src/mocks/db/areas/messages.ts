import { defineArea } from '../area';
import type { MockSystemMessage } from '../schema';

export type MessageRecords = {
  /** The system's notices; only status 1 is shown (the mock control publishes them). */
  systemMessages: MockSystemMessage[];
};

/**
 * System messages. The seed has one withdrawn notice (status 0), so the first screen carries no
 * banner and the app's status filter has something to leave out. Version 1: first version.
 */
export const messagesArea = defineArea<MessageRecords>({
  name: 'messages',
  version: 1,
  sequences: ['systemMessages'],
  dependsOn: [],
  seed: () => ({
    systemMessages: [
      {
        id: 1,
        message:
          'Mercado Público estuvo en mantención el domingo entre las 02:00 y las 06:00. Las búsquedas ya funcionan con normalidad.',
        color: 'amarillo',
        status: 0,
        createdAt: '2026-01-05T12:00:00.000Z',
      },
    ],
  }),
});
