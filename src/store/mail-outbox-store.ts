import { newId } from '../ids.js';
import type { Db } from './db.js';

export type MailKind = 'password_reset' | 'verify_email';

export interface QueuedMail {
  id: string;
  kind: MailKind;
  email: string;
  accountId: string | null;
  createdAt: string;
  attempts: number;
}

/**
 * Mail waiting to be sent. A request only adds a row (the same work whatever the address), and a
 * worker sends it: a mail server that is down delays mail but loses none. A row is claimed by
 * moving its next attempt forward, so two instances never send the same row at the same time,
 * and a row whose sender died is tried again once the lease passes.
 */
export class MailOutboxStore {
  constructor(private readonly db: Db) {}

  async enqueue(mail: { kind: MailKind; email: string; accountId: string | null }, now: Date): Promise<void> {
    const at = now.toISOString();
    await this.db.kysely
      .insertInto('mail_outbox')
      .values({ id: newId('mail'), kind: mail.kind, email: mail.email, account_id: mail.accountId, created_at: at, attempts: 0, next_attempt_at: at })
      .execute();
  }

  /** Claims the oldest due row for `leaseMs`; undefined when none is due. */
  async claim(now: Date, leaseMs: number): Promise<QueuedMail | undefined> {
    const at = now.toISOString();
    for (;;) {
      const row = await this.db.kysely
        .selectFrom('mail_outbox')
        .selectAll()
        .where('next_attempt_at', '<=', at)
        .orderBy('next_attempt_at')
        .limit(1)
        .executeTakeFirst();
      if (!row) return undefined;
      const claimed = await this.db.kysely
        .updateTable('mail_outbox')
        .set({ next_attempt_at: new Date(now.getTime() + leaseMs).toISOString(), attempts: row.attempts + 1 })
        .where('id', '=', row.id)
        .where('next_attempt_at', '=', row.next_attempt_at)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 1) {
        return { id: row.id, kind: row.kind as MailKind, email: row.email, accountId: row.account_id, createdAt: row.created_at, attempts: row.attempts + 1 };
      }
    }
  }

  /** Sent, or given up: the row goes (the mail itself is never kept). */
  async done(id: string): Promise<void> {
    await this.db.kysely.deleteFrom('mail_outbox').where('id', '=', id).execute();
  }

  async retryAt(id: string, at: Date): Promise<void> {
    await this.db.kysely.updateTable('mail_outbox').set({ next_attempt_at: at.toISOString() }).where('id', '=', id).execute();
  }

  /** The address of the newest queued verification mail of the account, if any. */
  async pendingVerification(accountId: string): Promise<string | undefined> {
    const row = await this.db.kysely
      .selectFrom('mail_outbox')
      .select('email')
      .where('account_id', '=', accountId)
      .where('kind', '=', 'verify_email')
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.email;
  }
}
