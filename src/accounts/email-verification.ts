import { linkTokenHash, newLinkToken, type LinkToken } from './link-tokens.js';
import { DAY_MS } from '../time-units.js';

/** How long a verification link works. */
export const VERIFY_TTL_MS = DAY_MS;
const PURPOSE = 'verify-email';

export function newVerificationToken(now: Date): LinkToken {
  return newLinkToken(PURPOSE, now, VERIFY_TTL_MS);
}

export function verificationTokenHash(token: string): string {
  return linkTokenHash(PURPOSE, token);
}

export function verificationLink(baseUrl: string, token: string): string {
  return `${baseUrl}/account/verify?token=${token}`;
}

export function verificationEmailText(link: string, email: string): string {
  return `Someone asked to use ${email} as the email of an svc account.

Open this link within 24 hours to confirm it:
${link}

If you did not ask for this, ignore this message: nothing changes.
`;
}
