/**
 * The `messages` area's records: the system's notices for every signed-in user.
 */

/** A notice for every signed-in user (decision 0016); status 1 is active. */
export type MockSystemMessage = {
  id: number;
  message: string;
  color: string;
  status: number;
  createdAt: string;
};

export type MessageRecords = {
  /** The system's notices; only status 1 is shown (the mock control publishes them). */
  systemMessages: MockSystemMessage[];
};
