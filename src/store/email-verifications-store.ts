import { sql } from 'kysely';
import { liveAccountHeld } from './accounts-store.js';
import type { Db } from './db.js';

/**
 * Links that prove an account holds an address, by SHA-256 of their token. Opening one makes the
 * address the account's email (a change of email) and marks it verified, in one transaction; an
 * address another account took in the meantime leaves everything as it was.
 */
export class EmailVerificationsStore {
  constructor(private readonly db: Db) {}

  /** Stores a new link for (account, email) and retires the account's earlier unused ones; false, storing nothing, when the account is gone or deleted. */
  async issue(row: { tokenHash: string; accountId: string; email: string; createdAt: string; expiresAt: string }): Promise<boolean> {
    return this.db.kysely.transaction().execute(async (trx) => {
      if (!(await liveAccountHeld(trx, this.db.dialect, row.accountId))) return false;
      await trx
        .updateTable('email_verifications')
        .set({ used_at: row.createdAt })
        .where('account_id', '=', row.accountId)
        .where('used_at', 'is', null)
        .execute();
      await trx
        .insertInto('email_verifications')
        .values({ token_hash: row.tokenHash, account_id: row.accountId, email: row.email, created_at: row.createdAt, expires_at: row.expiresAt, used_at: null })
        .execute();
      return true;
    });
  }

  /** Uses a live link: the account's email becomes the link's address, verified now. The address, or undefined when the link does not work. */
  async redeem(tokenHash: string, now: Date): Promise<string | undefined> {
    const at = now.toISOString();
    return this.db.kysely
      .transaction()
      .execute(async (trx) => {
        const used = await trx
          .updateTable('email_verifications')
          .set({ used_at: at })
          .where('token_hash', '=', tokenHash)
          .where('used_at', 'is', null)
          .where('expires_at', '>', at)
          .returning(['account_id', 'email'])
          .executeTakeFirst();
        if (!used) return undefined;
        const taken = await trx.selectFrom('accounts').select('id').where('email', '=', used.email).where('id', '!=', used.account_id).executeTakeFirst();
        if (taken) throw new AddressTaken();
        await trx
          .updateTable('accounts')
          .set({ email: used.email, email_verified_at: at })
          .where('id', '=', used.account_id)
          .where('deleted_at', 'is', null)
          .execute();
        return used.email;
      })
      .catch((err: unknown) => {
        if (err instanceof AddressTaken) return undefined;
        throw err;
      });
  }

  /** When the account's current email was verified; null when it was not. */
  async verifiedAt(accountId: string): Promise<string | null> {
    const row = await this.db.kysely.selectFrom('accounts').select('email_verified_at').where('id', '=', accountId).executeTakeFirst();
    return row?.email_verified_at ?? null;
  }

  /** The address of the account's newest live link when it is not the account's email (a change waiting to be confirmed). */
  async pendingChange(accountId: string, now: Date): Promise<string | undefined> {
    const row = await this.db.kysely
      .selectFrom('email_verifications as v')
      .innerJoin('accounts as a', 'a.id', 'v.account_id')
      .select('v.email')
      .where('v.account_id', '=', accountId)
      .where('v.used_at', 'is', null)
      .where('v.expires_at', '>', now.toISOString())
      .where(sql<boolean>`v.email <> a.email`)
      .orderBy('v.created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.email;
  }
}

/** Rolls the redemption back when the address belongs to another account. */
class AddressTaken extends Error {}
