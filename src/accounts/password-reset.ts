import { createHash, randomBytes } from 'node:crypto';

/** How long a reset link works. */
export const RESET_TTL_MS = 30 * 60 * 1000;

export interface ResetToken {
  /** Goes into the link, and nowhere else. */
  token: string;
  /** What the store keeps. */
  hash: string;
  expiresAt: string;
}

export function newResetToken(now: Date): ResetToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: resetTokenHash(token), expiresAt: new Date(now.getTime() + RESET_TTL_MS).toISOString() };
}

export function resetTokenHash(token: string): string {
  return createHash('sha256').update(`password-reset:${token}`).digest('hex');
}

/** Tokens are 43 base64url characters; anything else is refused before the store is asked. */
export function looksLikeResetToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

export function resetLink(baseUrl: string, token: string): string {
  return `${baseUrl}/password-reset/confirm?token=${token}`;
}

export function resetEmailText(link: string): string {
  return `Someone asked to reset the password of your svc account.

Open this link within 30 minutes to choose a new password:
${link}

The link works once. If you did not ask for this, ignore this message: your password stays as it is.
`;
}
