import type { Db } from './db.js';
import { joinedAccount, type AccountRow } from './accounts-store.js';

export interface SessionRow {
  id: string;
  account_id: string;
  csrf_token: string;
  created_at: string;
  expires_at: string;
}

/**
 * Browser sessions. They live in the database so any number of instances share them: a logout
 * or an expiry takes effect everywhere at once.
 */
export class SessionsStore {
  constructor(private readonly db: Db) {}

  /** Stores a session and drops the account's expired ones, so the table does not grow without bound. */
  async create(row: SessionRow): Promise<void> {
    await this.db.kysely.transaction().execute(async (trx) => {
      await trx.deleteFrom('sessions').where('account_id', '=', row.account_id).where('expires_at', '<=', row.created_at).execute();
      await trx.insertInto('sessions').values(row).execute();
    });
  }

  /** The live session with this id and its account; undefined when unknown or expired. */
  async find(id: string, now: Date): Promise<{ session: SessionRow; account: AccountRow } | undefined> {
    const row = await this.db.kysely
      .selectFrom('sessions as s')
      .innerJoin('accounts as a', 'a.id', 's.account_id')
      .select([
        's.id',
        's.account_id',
        's.csrf_token',
        's.created_at',
        's.expires_at',
        'a.email',
        'a.plan',
        'a.created_for',
        'a.traffic_type',
        'a.created_at as account_created_at',
      ])
      .where('s.id', '=', id)
      .where('s.expires_at', '>', now.toISOString())
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      session: { id: row.id, account_id: row.account_id, csrf_token: row.csrf_token, created_at: row.created_at, expires_at: row.expires_at },
      account: joinedAccount(row, row.account_created_at),
    };
  }

  async delete(id: string): Promise<void> {
    await this.db.kysely.deleteFrom('sessions').where('id', '=', id).execute();
  }
}
