import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { DAY_MS } from '../time-units.js';

/**
 * Browser session and sign-in rules. The session token lives only in the browser's cookie; the
 * store keeps its SHA-256, so a copy of the database cannot be replayed as a login.
 */
export const SESSION_TTL_MS = 7 * DAY_MS;

export interface NewSession {
  /** The cookie value. */
  token: string;
  /** What the store keeps as the session id. */
  idHash: string;
  csrfToken: string;
  createdAt: string;
  expiresAt: string;
}

export function newSession(now: Date): NewSession {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    idHash: sessionIdHash(token),
    csrfToken: randomBytes(24).toString('base64url'),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
  };
}

export function sessionIdHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Constant-time comparison of a submitted CSRF token with the expected one. */
export function tokensMatch(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || given.length === 0) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Forms shown before sign-in (signup, login) have no session yet: their CSRF token is an HMAC of
 * a random per-browser cookie value (signed double submit), so a cross-site page can neither
 * read nor forge it.
 */
export function anonymousCsrfToken(secret: string, browserNonce: string): string {
  return createHmac('sha256', secret).update(`csrf:${browserNonce}`).digest('base64url');
}

/**
 * Where to send the user after sign-in: a path on this site, or the fallback. The target is
 * resolved with the URL parser twice (once as given, once as the Location header a browser will
 * resolve), and kept only when both stay on this origin: `/.//x.example`, `/..//x`, `/%2e//x` and
 * `/a/..//x` all normalize to a scheme-relative `//x` and are refused.
 */
export function safeNext(next: unknown, fallback = '/dashboard'): string {
  if (typeof next !== 'string' || next.length === 0 || next.length > 500) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!next.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(next)) return fallback;
  const base = 'https://local.invalid';
  const local = (value: string): URL | null => {
    try {
      const url = new URL(value, base);
      return url.origin === base ? url : null;
    } catch {
      return null;
    }
  };
  const first = local(next);
  if (!first) return fallback;
  const path = `${first.pathname}${first.search}${first.hash}`;
  const again = local(path);
  if (!path.startsWith('/') || path.startsWith('//') || !again || `${again.pathname}${again.search}${again.hash}` !== path) return fallback;
  return path;
}

/**
 * A browser the account has signed in on: an HMAC-signed random id in a long-lived cookie. Such
 * a browser keeps its own sign-in allowance when strangers exhaust the account's allowance for
 * unknown browsers.
 */
export function deviceToken(secret: string, accountId: string, nonce = randomBytes(18).toString('base64url')): string {
  return `${nonce}.${createHmac('sha256', secret).update(`device:${accountId}:${nonce}`).digest('base64url')}`;
}

/** The device id of a cookie value when it was issued to this account, else null. */
export function trustedDevice(secret: string, accountId: string, cookie: string | undefined): string | null {
  const nonce = cookie?.split('.')[0];
  if (!cookie || !nonce || !/^[A-Za-z0-9_-]{16,64}$/.test(nonce)) return null;
  return tokensMatch(deviceToken(secret, accountId, nonce), cookie) ? nonce : null;
}
