/**
 * The `mail` area's records: what the server sent and the single-use tokens of mailed links.
 */

export type MockEmail = {
  id: number;
  to: string;
  subject: string;
  /** Plain text: the mailbox page never renders mail as HTML. */
  text: string;
  links: { label: string; href: string }[];
  sentAt: string;
};

/** Single-use tokens the server mails out. */
export type MockOneTimeToken = {
  token: string;
  kind: 'email-verification' | 'password-reset';
  userId: number;
  expiresAt: string;
  usedAt: string | null;
};

export type MailRecords = {
  /** What the server 'sent', newest first (the mailbox at /mock/correo). */
  emails: MockEmail[];
  /** The single-use tokens of mailed links (verification, password reset). */
  oneTimeTokens: MockOneTimeToken[];
};
