import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Browser session and sign-in rules. The session token lives only in the browser's cookie; the
 * store keeps its SHA-256, so a copy of the database cannot be replayed as a login.
 */
export const SESSION_TTL_MS = 7 * 24 * 3600 * 1000;

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
 * Where to send the user after sign-in. Only a path on this site is accepted: anything with a
 * scheme, a host (`//evil`), a backslash or a control character falls back to the dashboard.
 */
export function safeNext(next: unknown, fallback = '/dashboard'): string {
  if (typeof next !== 'string' || next.length === 0 || next.length > 500) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!next.startsWith('/') || next.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(next)) return fallback;
  const base = 'http://local.invalid';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Failed sign-ins allowed per window, counted per account (hashed email) and per client address (hashed). */
export const LOGIN_LIMITS = { windowMs: 15 * 60 * 1000, perAccount: 5, perAddress: 20 };

export interface ThrottleDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** Whether another sign-in attempt may be checked, given the failures in the current window. */
export function loginDecision(failures: { account: number; address: number }, limits = LOGIN_LIMITS): ThrottleDecision {
  const allowed = failures.account < limits.perAccount && failures.address < limits.perAddress;
  return { allowed, retryAfterSeconds: allowed ? 0 : Math.ceil(limits.windowMs / 1000) };
}

/**
 * A throttle subject: an HMAC of what is counted, so raw emails and addresses are never stored.
 * The purpose is part of the input, so sign-in failures, sign-ups and demo searches from one
 * address are counted apart.
 */
export function throttleSubject(secret: string, purpose: 'login-account' | 'login-address' | 'signup-address' | 'travel-demo-address', value: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${value}`).digest('hex');
}

/** The throttle subjects of one sign-in attempt: never the raw email or address. */
export function loginSubjects(secret: string, email: string, address: string): { account: string; address: string } {
  return { account: throttleSubject(secret, 'login-account', email), address: throttleSubject(secret, 'login-address', address) };
}
