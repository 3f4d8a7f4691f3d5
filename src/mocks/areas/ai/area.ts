import { defineArea } from '../../core/area';
import type { AiRecords } from './records';

/**
 * The AI's sessions. Only what each chat read is kept (the URLs, or the company whose tagged
 * opportunities a general chat reads); the passage index is rebuilt from it when first asked.
 * Version 1: first version.
 */
export const aiArea = defineArea<AiRecords>({
  name: 'ai',
  version: 1,
  sequences: [],
  dependsOn: ['accounts'],
  seed: () => ({ chats: [], agentSessions: [] }),
});
