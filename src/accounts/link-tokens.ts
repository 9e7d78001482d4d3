import { createHash, randomBytes } from 'node:crypto';

/** A single-use token sent in a link (password reset, email verification). */
export interface LinkToken {
  /** Goes into the link, and nowhere else. */
  token: string;
  /** What the store keeps. */
  hash: string;
  expiresAt: string;
}

/** The purpose is hashed in, so a token made for one kind of link never works for another. */
export function linkTokenHash(purpose: string, token: string): string {
  return createHash('sha256').update(`${purpose}:${token}`).digest('hex');
}

export function newLinkToken(purpose: string, now: Date, ttlMs: number): LinkToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: linkTokenHash(purpose, token), expiresAt: new Date(now.getTime() + ttlMs).toISOString() };
}

/** Tokens are 43 base64url characters; anything else is refused before the store is asked. */
export function looksLikeLinkToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}
