/**
 * The `ai` area's records: the document chats' and the supervision assistant's sessions.
 */

/** A document chat: `urls` it read, or null for a general chat over the company's tagged work. */
export type MockChatSession = {
  token: string;
  chatId: string;
  userId: number;
  companyId: number;
  urls: string[] | null;
};

/** The supervision assistant's session: the URLs it read (none: the tagged opportunities'). */
export type MockAgentSession = { userId: number; urls: string[] };

export type AiRecords = {
  /** Document chats by token: what they read, so a session outlives a reload as on a server. */
  chats: MockChatSession[];
  /** The supervision assistant's one conversation per user. */
  agentSessions: MockAgentSession[];
};
