import { sql } from 'kysely';
import { liveAccountHeld } from './accounts-store.js';
import type { Db } from './db.js';

/**
 * Password-reset tokens by SHA-256 (the token itself exists only in the link sent to the user).
 * Redeeming is one guarded update, so a token works once even when submitted twice at once.
 */
export class PasswordResetsStore {
  constructor(private readonly db: Db) {}

  /** Stores a new token for the account and retires the account's earlier unused ones; false, storing nothing, when the account is gone or deleted. */
  async issue(row: { tokenHash: string; accountId: string; createdAt: string; expiresAt: string }): Promise<boolean> {
    return this.db.kysely.transaction().execute(async (trx) => {
      if (!(await liveAccountHeld(trx, this.db.dialect, row.accountId))) return false;
      await trx.updateTable('password_resets').set({ used_at: row.createdAt }).where('account_id', '=', row.accountId).where('used_at', 'is', null).execute();
      await trx.deleteFrom('password_resets').where('expires_at', '<', row.createdAt).where('account_id', '=', row.accountId).execute();
      await trx
        .insertInto('password_resets')
        .values({ token_hash: row.tokenHash, account_id: row.accountId, created_at: row.createdAt, expires_at: row.expiresAt, used_at: null })
        .execute();
      return true;
    });
  }

  /** The account a live (unused, unexpired) token belongs to. */
  async accountFor(tokenHash: string, now: Date): Promise<string | undefined> {
    const row = await this.db.kysely
      .selectFrom('password_resets')
      .select('account_id')
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
    return row?.account_id;
  }

  /**
   * Uses the token and sets the new password hash in one transaction, and ends every session of
   * the account. The link arrived at the account's email, so that address counts as verified from
   * then on. Returns the account's id and email, or undefined when the token is unknown, used or expired.
   */
  async redeem(tokenHash: string, passwordHash: string, now: Date): Promise<{ accountId: string; email: string } | undefined> {
    const at = now.toISOString();
    return this.db.kysely.transaction().execute(async (trx) => {
      const used = await trx
        .updateTable('password_resets')
        .set({ used_at: at })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .returning('account_id')
        .executeTakeFirst();
      if (!used) return undefined;
      const account = await trx
        .updateTable('accounts')
        .set({ password_hash: passwordHash, email_verified_at: sql<string>`coalesce(email_verified_at, ${at})` })
        .where('id', '=', used.account_id)
        .returning('email')
        .executeTakeFirstOrThrow();
      await trx.deleteFrom('sessions').where('account_id', '=', used.account_id).execute();
      return { accountId: used.account_id, email: account.email };
    });
  }
}
