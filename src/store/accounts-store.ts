import { sql, type Transaction } from 'kysely';
import { hourBucket, windowStartBucket, type Usage } from '../accounts/quota.js';
import { newId } from '../ids.js';
import type { Db } from './db.js';
import type { Database } from './schema.js';

export type AccountRow = Pick<Database['accounts'], 'id' | 'email' | 'plan' | 'created_for' | 'traffic_type' | 'created_at'>;

export type KeyRow = Omit<Database['api_keys'], 'hash'>;

/** The account part of a row joined to `accounts` (its id under `account_id`, its creation time named by the caller). */
export const joinedAccount = (
  row: Pick<AccountRow, 'email' | 'plan' | 'created_for' | 'traffic_type'> & { account_id: string },
  createdAt: string,
): AccountRow => ({
  id: row.account_id,
  email: row.email,
  plan: row.plan,
  created_for: row.created_for,
  traffic_type: row.traffic_type,
  created_at: createdAt,
});

/**
 * Changes an account's plan and records the change, inside the caller's transaction (so a billing
 * event's other writes commit with it); the same plan again changes nothing. False when there is no
 * such account.
 */
/**
 * Whether the account exists and is not deleted, holding its row until the transaction ends (on
 * PostgreSQL; SQLite's write transactions are already serial), so a deletion cannot slip between
 * this check and a link issued for the account.
 */
export async function liveAccountHeld(trx: Transaction<Database>, dialect: Db['dialect'], accountId: string): Promise<boolean> {
  let query = trx.selectFrom('accounts').select('id').where('id', '=', accountId).where('deleted_at', 'is', null);
  if (dialect === 'postgres') query = query.forUpdate();
  return (await query.executeTakeFirst()) !== undefined;
}

export async function changePlan(trx: Transaction<Database>, accountId: string, plan: string, reason: string, at: string): Promise<boolean> {
  const account = await trx.selectFrom('accounts').select(['plan', 'traffic_type']).where('id', '=', accountId).executeTakeFirst();
  if (!account) return false;
  if (account.plan === plan) return true;
  await trx.updateTable('accounts').set({ plan }).where('id', '=', accountId).execute();
  await trx
    .insertInto('plan_changes')
    .values({ id: newId('plan'), account_id: accountId, from_plan: account.plan, to_plan: plan, reason, traffic_type: account.traffic_type, created_at: at })
    .execute();
  return true;
}

export interface NewAccount extends AccountRow {
  password_hash: string | null;
  agent_name: string | null;
  intended_use: string | null;
}

export interface NewKeyRow extends Omit<KeyRow, 'expires_at'> {
  hash: string;
  /** Absent or null: the key never expires. */
  expires_at?: string | null;
}

export interface KeyLookup {
  account: AccountRow;
  key: KeyRow;
  usage: Usage;
}

/** Accounts and API keys. Keys are found only by the SHA-256 hash of their value. */
export class AccountsStore {
  constructor(private readonly db: Db) {}

  async createAccountWithKey(account: NewAccount, key: NewKeyRow): Promise<void> {
    await this.db.kysely.transaction().execute(async (trx) => {
      await trx.insertInto('accounts').values(account).execute();
      await trx.insertInto('api_keys').values(key).execute();
    });
  }

  async createKey(key: NewKeyRow): Promise<void> {
    await this.db.kysely.insertInto('api_keys').values(key).execute();
  }

  /**
   * Adds a key unless the account already has `maxLive` live keys (neither revoked nor expired at
   * `key.created_at`); false when it has. The first statement is a no-op update of the account
   * row, which takes that row's lock on PostgreSQL and the write lock on SQLite, so concurrent
   * creations for one account count and insert one after another.
   */
  async createKeyWithinLimit(key: NewKeyRow, maxLive: number): Promise<boolean> {
    return this.db.kysely.transaction().execute(async (trx) => {
      const locked = await trx
        .updateTable('accounts')
        .set((eb) => ({ plan: eb.ref('plan') }))
        .where('id', '=', key.account_id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (Number(locked.numUpdatedRows) === 0) return false;
      const live = await trx
        .selectFrom('api_keys')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('account_id', '=', key.account_id)
        .where('revoked_at', 'is', null)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', key.created_at)]))
        .executeTakeFirstOrThrow();
      if (Number(live.n) >= maxLive) return false;
      await trx.insertInto('api_keys').values(key).execute();
      return true;
    });
  }

  /**
   * The key, its account and the key's usage at `now`, in one query: every authenticated request
   * runs it before its handler (one index range scan of usage_hourly, aggregated three ways).
   */
  async findByKeyHash(hash: string, now: Date): Promise<KeyLookup | undefined> {
    const hour = hourBucket(now);
    const row = await this.db.kysely
      .selectFrom('api_keys as k')
      .innerJoin('accounts as a', 'a.id', 'k.account_id')
      .leftJoin('usage_hourly as u', (join) => join.onRef('u.key_id', '=', 'k.id').on('u.hour', '>=', windowStartBucket(now)))
      .select([
        'k.id as key_id',
        'k.account_id',
        'k.prefix',
        'k.origin',
        'k.name',
        'k.created_at as key_created_at',
        'k.revoked_at',
        'k.expires_at',
        'a.email',
        'a.plan',
        'a.created_for',
        'a.traffic_type',
        'a.created_at',
        sql<number>`coalesce(sum(case when u.hour = ${hour} then u.count else 0 end), 0)`.as('hour_count'),
        sql<number>`coalesce(sum(u.count), 0)`.as('window_count'),
        sql<string | null>`min(u.hour)`.as('oldest'),
      ])
      .where('k.hash', '=', hash)
      // Both primary keys: every other selected column depends on them (PostgreSQL accepts that; SQLite asks nothing).
      .groupBy(['k.id', 'a.id'])
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      account: joinedAccount(row, row.created_at),
      key: {
        id: row.key_id,
        account_id: row.account_id,
        prefix: row.prefix,
        origin: row.origin,
        name: row.name,
        created_at: row.key_created_at,
        revoked_at: row.revoked_at,
        expires_at: row.expires_at,
      },
      usage: { hour: Number(row.hour_count ?? 0), window: Number(row.window_count ?? 0), oldestBucket: row.oldest ?? null },
    };
  }

  async findAccountByEmail(email: string): Promise<(AccountRow & { password_hash: string | null }) | undefined> {
    return this.db.kysely
      .selectFrom('accounts')
      .select(['id', 'email', 'plan', 'created_for', 'traffic_type', 'created_at', 'password_hash'])
      .where('email', '=', email)
      .executeTakeFirst();
  }

  async findAccount(id: string): Promise<AccountRow | undefined> {
    return this.db.kysely
      .selectFrom('accounts')
      .select(['id', 'email', 'plan', 'created_for', 'traffic_type', 'created_at'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async createAccount(account: NewAccount): Promise<void> {
    await this.db.kysely.insertInto('accounts').values(account).execute();
  }

  async listKeys(accountId: string): Promise<KeyRow[]> {
    return this.db.kysely
      .selectFrom('api_keys')
      .select(['id', 'account_id', 'prefix', 'origin', 'name', 'created_at', 'revoked_at', 'expires_at'])
      .where('account_id', '=', accountId)
      .orderBy('created_at', 'desc')
      .execute();
  }

  /** Revokes a key of the account; false when the account has no such live key. */
  async revokeKey(accountId: string, keyId: string, at: string): Promise<boolean> {
    const result = await this.db.kysely
      .updateTable('api_keys')
      .set({ revoked_at: at })
      .where('id', '=', keyId)
      .where('account_id', '=', accountId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Operator revocation by key id alone. */
  async revokeKeyById(keyId: string, at: string): Promise<boolean> {
    const result = await this.db.kysely
      .updateTable('api_keys')
      .set({ revoked_at: at })
      .where('id', '=', keyId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The account's password hash (null for an activation account, which has none). */
  async passwordHash(accountId: string): Promise<string | null> {
    const row = await this.db.kysely.selectFrom('accounts').select('password_hash').where('id', '=', accountId).executeTakeFirst();
    return row?.password_hash ?? null;
  }

  /** Sets a new password hash and ends every session of the account but `keepSession`, in one transaction. */
  async changePassword(accountId: string, passwordHash: string, keepSession: string): Promise<void> {
    await this.db.kysely.transaction().execute(async (trx) => {
      await trx.updateTable('accounts').set({ password_hash: passwordHash }).where('id', '=', accountId).execute();
      await trx.deleteFrom('sessions').where('account_id', '=', accountId).where('id', '!=', keepSession).execute();
    });
  }

  /**
   * Deletes an account as the privacy page (/privacy) describes: every key revoked, every
   * session, reset link, verification link and queued mail removed, and the email and password
   * erased (the address can sign up again). The account id stays, so request logs and usage
   * (deleted later by the retention policy) and billing records keep their owner.
   */
  async deleteAccount(accountId: string, at: string): Promise<void> {
    await this.db.kysely.transaction().execute(async (trx) => {
      // The account row is marked first, which locks it: a link issued at the same moment (issue() holds the same row)
      // either commits before and is deleted below, or waits and then finds the account deleted.
      await trx
        .updateTable('accounts')
        .set({
          email: `deleted-${accountId}@deleted.invalid`,
          password_hash: null,
          agent_name: null,
          intended_use: null,
          email_verified_at: null,
          deleted_at: at,
        })
        .where('id', '=', accountId)
        .execute();
      await trx.updateTable('api_keys').set({ revoked_at: at }).where('account_id', '=', accountId).where('revoked_at', 'is', null).execute();
      await trx.deleteFrom('sessions').where('account_id', '=', accountId).execute();
      await trx.deleteFrom('password_resets').where('account_id', '=', accountId).execute();
      await trx.deleteFrom('email_verifications').where('account_id', '=', accountId).execute();
      await trx.deleteFrom('mail_outbox').where('account_id', '=', accountId).execute();
    });
  }

  /** Changes an account's plan and records the change; false when there is no such account. */
  async setPlan(accountId: string, plan: string, reason = 'operator', at = new Date().toISOString()): Promise<boolean> {
    return this.db.kysely.transaction().execute((trx) => changePlan(trx, accountId, plan, reason, at));
  }
}
