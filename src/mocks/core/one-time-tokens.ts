import { randomToken } from './crypto';
import { db } from './database';
import type { MockOneTimeToken } from '../areas/mail/records';

/** How long a mailed link works. */
export const ONE_TIME_TOKEN_TTL_MS: Record<MockOneTimeToken['kind'], number> = {
  'email-verification': 48 * 60 * 60 * 1000,
  'password-reset': 60 * 60 * 1000,
};

/**
 * A new single-use token for a mailed link. The newest link is the only one that works: the
 * user's earlier unused tokens of the same kind expire now, so an old e-mail cannot be replayed.
 */
export function issueOneTimeToken(kind: MockOneTimeToken['kind'], userId: number) {
  const now = Date.now();
  return db.write((state) => {
    for (const entry of state.oneTimeTokens) {
      if (entry.kind === kind && entry.userId === userId && isUsable(entry, now)) {
        entry.expiresAt = new Date(now).toISOString();
      }
    }
    const entry: MockOneTimeToken = {
      token: randomToken(),
      kind,
      userId,
      expiresAt: new Date(now + ONE_TIME_TOKEN_TTL_MS[kind]).toISOString(),
      usedAt: null,
    };
    state.oneTimeTokens.push(entry);
    return entry;
  });
}

/** A token of this kind; one of the other kind is as unknown here as a made-up one. */
export function findOneTimeToken(token: string, kind: MockOneTimeToken['kind']) {
  return db.state.oneTimeTokens.find((entry) => entry.token === token && entry.kind === kind);
}

export function isUsable(entry: MockOneTimeToken, now = Date.now()) {
  return entry.usedAt === null && Date.parse(entry.expiresAt) > now;
}
