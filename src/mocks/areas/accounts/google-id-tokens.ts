import { signToken, verifySignedClaims } from '../../core/crypto';

/**
 * A stand-in for Google's ID tokens in mock mode: the app's simulated account chooser signs
 * one with this well-known secret, and POST /auth/google/verify checks it as a backend checks
 * Google's signature. It proves nothing about anyone, which is fine for a mock and is why the
 * secret can live in the bundle. Kept free of the database and MSW: the UI imports it.
 */

export const GOOGLE_MOCK_SECRET = 'oportuna-mock-google';

const GOOGLE_ISSUER = 'https://accounts.google.com';
/** Google's ID tokens last an hour. */
const GOOGLE_ID_TOKEN_TTL_SECONDS = 60 * 60;

export type MockGoogleAccount = {
  email: string;
  name: string;
  /** Google's stable account id; any string will do in the mock. */
  sub?: string;
};

export type MockGoogleClaims = {
  iss: typeof GOOGLE_ISSUER;
  sub: string;
  email: string;
  email_verified: true;
  name: string;
};

export function createMockGoogleIdToken(
  { email, name, sub }: MockGoogleAccount,
  options: { now?: number; ttlSeconds?: number } = {},
) {
  const normalizedEmail = email.trim().toLowerCase();
  const claims: MockGoogleClaims = {
    iss: GOOGLE_ISSUER,
    sub: sub ?? `mock-${normalizedEmail}`,
    email: normalizedEmail,
    email_verified: true,
    name: name.trim(),
  };
  return signToken(claims, GOOGLE_MOCK_SECRET, {
    now: options.now,
    ttlSeconds: options.ttlSeconds ?? GOOGLE_ID_TOKEN_TTL_SECONDS,
  });
}

/** The claims of a well-signed, unexpired mock Google ID token; null for anything else. */
export async function verifyMockGoogleIdToken(idToken: string): Promise<MockGoogleClaims | null> {
  const claims = await verifySignedClaims(idToken.trim(), GOOGLE_MOCK_SECRET);
  if (!claims) return null;
  const { iss, sub, email, email_verified: emailVerified, name } = claims;
  if (iss !== GOOGLE_ISSUER || emailVerified !== true) return null;
  if (typeof sub !== 'string' || typeof email !== 'string' || !email.includes('@')) return null;
  return { iss, sub, email, email_verified: true, name: typeof name === 'string' ? name : '' };
}
