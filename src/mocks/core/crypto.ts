/**
 * What a real server does with secrets, done with Web Crypto (browser and Node alike):
 * salted SHA-256 password hashes and HS256-signed, expiring JWTs.
 */

const encoder = new TextEncoder();

function toHex(buffer: ArrayBuffer) {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function base64UrlEncode(bytes: Uint8Array) {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64UrlDecode(text: string) {
  const padded = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(padded);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export function randomToken(bytes = 24) {
  return base64UrlEncode(crypto.getRandomValues(new Uint8Array(bytes)));
}

export async function hashPassword(password: string, salt: string) {
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(`${salt}:${password}`)));
}

export async function verifyPassword(password: string, salt: string, hash: string) {
  return (await hashPassword(password, salt)) === hash;
}

export type TokenClaims = {
  sub: number;
  email: string;
  /** Set while a staff member acts as another user: the staff member's id. */
  act?: number;
  iat: number;
  exp: number;
};

export const TOKEN_TTL_SECONDS = 8 * 60 * 60;

async function hmacKey(secret: string) {
  return crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
}

/** Signs any claims (the session's, or a simulated third party's) and adds `iat` and `exp`. */
export async function signToken<TClaims extends object = Omit<TokenClaims, 'iat' | 'exp'>>(
  claims: TClaims,
  secret: string,
  { now = Date.now(), ttlSeconds = TOKEN_TTL_SECONDS } = {},
) {
  const iat = Math.floor(now / 1000);
  const header = base64UrlEncode(encoder.encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' })));
  const payload = base64UrlEncode(
    encoder.encode(JSON.stringify({ ...claims, iat, exp: iat + ttlSeconds })),
  );
  const signature = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(secret),
    encoder.encode(`${header}.${payload}`),
  );
  return `${header}.${payload}.${base64UrlEncode(new Uint8Array(signature))}`;
}

/**
 * The claims of a well-signed, unexpired token of any issuer; null for anything else. Callers
 * check the claims they rely on: nothing but `exp` is known here.
 */
export async function verifySignedClaims(
  token: string,
  secret: string,
  now = Date.now(),
): Promise<(Record<string, unknown> & { exp: number }) | null> {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return null;
  try {
    const valid = await crypto.subtle.verify(
      'HMAC',
      await hmacKey(secret),
      base64UrlDecode(signature),
      encoder.encode(`${header}.${payload}`),
    );
    if (!valid) return null;
    const claims: unknown = JSON.parse(new TextDecoder().decode(base64UrlDecode(payload)));
    if (!claims || typeof claims !== 'object') return null;
    const record = claims as Record<string, unknown>;
    if (typeof record.exp !== 'number' || record.exp * 1000 <= now) return null;
    return { ...record, exp: record.exp };
  } catch {
    return null;
  }
}

/** The claims of one of this server's session tokens; null for anything else. */
export async function verifyToken(
  token: string,
  secret: string,
  now = Date.now(),
): Promise<TokenClaims | null> {
  const claims = await verifySignedClaims(token, secret, now);
  if (!claims || typeof claims.sub !== 'number') return null;
  return claims as TokenClaims;
}
