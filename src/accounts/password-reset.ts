import { linkTokenHash, looksLikeLinkToken, newLinkToken, type LinkToken } from './link-tokens.js';

/** How long a reset link works. */
export const RESET_TTL_MS = 30 * 60 * 1000;
const PURPOSE = 'password-reset';

export type ResetToken = LinkToken;

export function newResetToken(now: Date): ResetToken {
  return newLinkToken(PURPOSE, now, RESET_TTL_MS);
}

export function resetTokenHash(token: string): string {
  return linkTokenHash(PURPOSE, token);
}

export const looksLikeResetToken = looksLikeLinkToken;

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
