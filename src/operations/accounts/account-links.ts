import { verificationTokenHash } from '../../accounts/email-verification.js';
import { looksLikeLinkToken } from '../../accounts/link-tokens.js';
import { hashPassword } from '../../accounts/passwords.js';
import { looksLikeResetToken, resetTokenHash } from '../../accounts/password-reset.js';
import type { Services } from '../services.js';

/** Whether a password-reset link's token still works (unused, unexpired, the latest of its account). */
export async function resetLinkWorks(services: Services, token: unknown): Promise<boolean> {
  return looksLikeResetToken(token) && (await services.store.passwordResets.accountFor(resetTokenHash(token), services.now())) !== undefined;
}

/**
 * Uses a password-reset link: the token is spent and the new password set in one transaction, and
 * every session of the account ends. The account's email, or undefined when the link does not work.
 */
export async function redeemResetLink(services: Services, token: string, password: string): Promise<string | undefined> {
  if (!looksLikeResetToken(token)) return undefined;
  return (await services.store.passwordResets.redeem(resetTokenHash(token), await hashPassword(password), services.now()))?.email;
}

/** Opens an email-verification link: the address it was sent to, now verified, or undefined when the link does not work. */
export async function redeemVerificationLink(services: Services, token: unknown): Promise<string | undefined> {
  return looksLikeLinkToken(token) ? services.store.emailVerifications.redeem(verificationTokenHash(token), services.now()) : undefined;
}

/** When the account's email was verified, and the address a pending change of email waits to be verified at. */
export async function emailStatus(services: Services, account: { id: string; email: string }): Promise<{ verifiedAt: string | null; pending: string | null }> {
  const store = services.store;
  // A change not yet mailed is still in the outbox; one mailed has its link stored.
  const queued = async () => {
    const email = await store.mailOutbox.pendingVerification(account.id);
    return email && email !== account.email ? email : null;
  };
  const pending = (await store.emailVerifications.pendingChange(account.id, services.now())) ?? (await queued());
  return { verifiedAt: await store.emailVerifications.verifiedAt(account.id), pending };
}
