import { newVerificationToken, verificationEmailText, verificationLink } from '../../accounts/email-verification.js';
import { newResetToken, resetEmailText, resetLink } from '../../accounts/password-reset.js';
import type { EmailVerificationsStore } from '../../store/email-verifications-store.js';
import type { MailOutboxStore, QueuedMail } from '../../store/mail-outbox-store.js';
import type { PasswordResetsStore } from '../../store/password-resets-store.js';
import type { Services } from '../services.js';
import { DAY_MS, HOUR_MS } from '../../time-units.js';

export interface Mailer {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}

/** How long a claimed row is left to its sender before another may try it. */
const LEASE_MS = 60_000;
/**
 * How long one stage of a send (connecting, the server's greeting, a silent socket) may take. Well
 * under the lease, so a hanging mail server fails the send before another instance may claim the row.
 */
export const SEND_STAGE_TIMEOUT_MS = 15_000;
/** A request older than this is dropped unsent: whoever asked has long moved on. */
const GIVE_UP_MS = DAY_MS;
const MAX_BACKOFF_MS = HOUR_MS;

/**
 * Account mail: requests queue it (answering at once, the same way whatever the address), and
 * `drain` sends it. The token of a link is made when the mail is sent, so the queue never holds a
 * working link, and a retry sends a fresh link that retires the earlier one.
 */
export class AccountMail {
  private readonly outbox: MailOutboxStore;
  private readonly resets: PasswordResetsStore;
  private readonly verifications: EmailVerificationsStore;

  constructor(
    private readonly services: Services,
    private readonly mailer: Mailer,
  ) {
    this.outbox = services.store.mailOutbox;
    this.resets = services.store.passwordResets;
    this.verifications = services.store.emailVerifications;
  }

  /** A reset link for whichever account has this email, if any: the queue row is the same either way. */
  requestReset(email: string): Promise<void> {
    return this.outbox.enqueue({ kind: 'password_reset', email, accountId: null }, this.services.now());
  }

  /** A verification link for `email` (the account's own, or the one it is changing to). */
  requestVerification(accountId: string, email: string): Promise<void> {
    return this.outbox.enqueue({ kind: 'verify_email', email, accountId }, this.services.now());
  }

  /** Sends every due row; returns how many rows were handled. Failures are retried with back-off. */
  async drain(onFailure: (err: unknown, mail: QueuedMail) => void): Promise<number> {
    let handled = 0;
    for (let mail = await this.outbox.claim(this.services.now(), LEASE_MS); mail; mail = await this.outbox.claim(this.services.now(), LEASE_MS)) {
      handled += 1;
      try {
        await this.send(mail);
        await this.outbox.done(mail.id);
      } catch (err) {
        onFailure(err, mail);
        const now = this.services.now();
        if (now.getTime() - Date.parse(mail.createdAt) >= GIVE_UP_MS) await this.outbox.done(mail.id);
        else await this.outbox.retryAt(mail.id, new Date(now.getTime() + Math.min(MAX_BACKOFF_MS, 30_000 * 2 ** (mail.attempts - 1))));
      }
    }
    return handled;
  }

  private async send(mail: QueuedMail): Promise<void> {
    const now = this.services.now();
    const baseUrl = this.services.config.publicBaseUrl;
    if (mail.kind === 'password_reset') {
      const account = await this.services.store.accounts.findAccountByEmail(mail.email);
      if (!account?.password_hash) return;
      const reset = newResetToken(now);
      if (!(await this.resets.issue({ tokenHash: reset.hash, accountId: account.id, createdAt: now.toISOString(), expiresAt: reset.expiresAt }))) return;
      await this.mailer.send({ to: account.email, subject: 'Reset your svc password', text: resetEmailText(resetLink(baseUrl, reset.token)) });
      return;
    }
    if (!mail.accountId) return;
    const link = newVerificationToken(now);
    const issued = await this.verifications.issue({
      tokenHash: link.hash,
      accountId: mail.accountId,
      email: mail.email,
      createdAt: now.toISOString(),
      expiresAt: link.expiresAt,
    });
    // A deleted account gets no link, even when its deletion came while this mail was on its way.
    if (!issued) return;
    await this.mailer.send({
      to: mail.email,
      subject: 'Confirm your email for svc',
      text: verificationEmailText(verificationLink(baseUrl, link.token), mail.email),
    });
  }
}
