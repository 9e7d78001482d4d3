import type { AccountMail } from '../../operations/accounts/account-mail.js';
import type { App } from '../types.js';

/** How often each instance looks for due mail (retries, and rows another instance left). */
export const MAIL_INTERVAL_MS = 5000;

/** What the routes use: queue a mail, and have the worker send it once the request is answered. */
export interface QueuedAccountMail {
  requestReset(email: string): Promise<void>;
  requestVerification(accountId: string, email: string): Promise<void>;
}

/**
 * The worker that sends queued account mail. Every instance runs one; rows are claimed one at a
 * time, so instances share the queue without sending a row twice.
 */
export function registerMailWorker(app: App, mail: AccountMail, intervalMs: number): QueuedAccountMail {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  const drain = async () => {
    try {
      await mail.drain((err, row) =>
        app.log.warn({ err: err instanceof Error ? err.message : String(err), kind: row.kind, attempts: row.attempts }, 'queued mail not sent; retried later'),
      );
    } catch (err) {
      app.log.warn({ err }, 'mail queue run failed; the next run retries');
    }
  };
  const run = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = drain().finally(() => {
      running = null;
      if (again) {
        again = false;
        run();
      }
    });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
  const kick = () => void setImmediate(run);
  return {
    requestReset: (email) => mail.requestReset(email).then(kick),
    requestVerification: (accountId, email) => mail.requestVerification(accountId, email).then(kick),
  };
}
