import { verificationTokenHash } from '../../accounts/email-verification.js';
import { looksLikeLinkToken } from '../../accounts/link-tokens.js';
import { hashPassword } from '../../accounts/passwords.js';
import { looksLikeResetToken, resetTokenHash } from '../../accounts/password-reset.js';
import type { Services } from '../services.js';
import { resetRedeemAttempt, resetRequestAttempt, type BrowserClient } from './auth-throttle.js';

/** Whether a password-reset link's token still works (unused, unexpired, the latest of its account). */
export async function resetLinkWorks(services: Services, token: unknown): Promise<boolean> {
  return looksLikeResetToken(token) && (await services.store.passwordResets.accountFor(resetTokenHash(token), services.now())) !== undefined;
}

/**
 * Whether a request for a reset link to `email` (normalized) may go ahead, or the seconds to wait.
 * The account is looked up only to recognise its owner's browser: the caller answers the same
 * whether or not an account has the email.
 */
export async function admitResetRequest(services: Services, email: string, client: BrowserClient): Promise<{ retryAfterSeconds: number } | null> {
  const account = await services.store.accounts.findAccountByEmail(email);
  const attempt = await resetRequestAttempt(services, client, email, account?.id);
  return attempt.allowed ? null : { retryAfterSeconds: attempt.retryAfterSeconds };
}

/** What redeeming a reset link came to: the account's email, a link that does not work, or too many attempts from the network. */
export type ResetRedemption = { email: string } | { invalid: true } | { retryAfterSeconds: number };

/**
 * Uses a password-reset link, throttled per network: the token is spent and the new password set
 * in one transaction, and every session of the account ends. A redeemed link gives the attempt back.
 */
export async function redeemResetLink(services: Services, request: { token: string; password: string; client: BrowserClient }): Promise<ResetRedemption> {
  if (!looksLikeResetToken(request.token)) return { invalid: true };
  const attempt = await resetRedeemAttempt(services, request.client);
  if (!attempt.allowed) return { retryAfterSeconds: attempt.retryAfterSeconds };
  const redeemed = await services.store.passwordResets.redeem(resetTokenHash(request.token), await hashPassword(request.password), services.now());
  if (!redeemed) return { invalid: true };
  await attempt.succeeded();
  return { email: redeemed.email };
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
