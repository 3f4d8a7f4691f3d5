import { defineArea } from '../area';
import type { MockAgentSession, MockChatSession } from '../schema';

export type AiRecords = {
  /** Document chats by token: what they read, so a session outlives a reload as on a server. */
  chats: MockChatSession[];
  /** The supervision assistant's one conversation per user. */
  agentSessions: MockAgentSession[];
};

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
