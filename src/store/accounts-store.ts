import { sql, type Kysely } from 'kysely';
import { hourBucket, hourIndex, windowStartBucket, type Usage } from '../accounts/quota.js';
import { newId } from '../ids.js';
import type { Db } from './db.js';
import { prepared } from './prepared.js';
import type { Database } from './schema.js';

/**
 * Every authenticated request runs this lookup, so it is compiled once; it also reads the key's
 * usage in the same query (one index range scan of usage_hourly, aggregated three ways), so a
 * call needs one query before its handler.
 */
const keyWithAccount = prepared((db: Kysely<Database>, hash: string, hour: string, windowStart: string) =>
  db
    .selectFrom('api_keys as k')
    .innerJoin('accounts as a', 'a.id', 'k.account_id')
    .leftJoin('usage_hourly as u', (join) => join.onRef('u.key_id', '=', 'k.id').on('u.hour', '>=', windowStart))
    .select([
      'k.id as key_id', 'k.account_id', 'k.prefix', 'k.origin', 'k.name', 'k.created_at as key_created_at', 'k.revoked_at',
      'a.email', 'a.plan', 'a.created_for', 'a.traffic_type', 'a.created_at',
      sql<number>`coalesce(sum(case when u.hour = ${hour} then u.count else 0 end), 0)`.as('hour_count'),
      sql<number>`coalesce(sum(u.count), 0)`.as('window_count'),
      sql<string | null>`min(u.hour)`.as('oldest'),
    ])
    .where('k.hash', '=', hash)
    .groupBy(['k.id', 'k.account_id', 'k.prefix', 'k.origin', 'k.name', 'k.created_at', 'k.revoked_at', 'a.email', 'a.plan', 'a.created_for', 'a.traffic_type', 'a.created_at']),
);

export interface AccountRow {
  id: string;
  email: string;
  plan: string;
  created_for: string;
  traffic_type: string;
  created_at: string;
}

export interface KeyRow {
  id: string;
  account_id: string;
  prefix: string;
  origin: string;
  name: string | null;
  created_at: string;
  revoked_at: string | null;
}

export interface NewAccount extends AccountRow {
  password_hash: string | null;
  agent_name: string | null;
  intended_use: string | null;
}

export interface NewKeyRow extends KeyRow {
  hash: string;
}

export interface KeyLookup {
  account: AccountRow;
  key: KeyRow;
  usage: Usage;
}

/** A lookup as read: at which version of the key tables, in which hour since the epoch. */
interface RecentLookup {
  version: string;
  hour: number;
  found: KeyLookup;
}

/** How many recent key lookups are kept; past it the oldest goes. */
const RECENT_LOOKUPS = 10_000;

/** Accounts and API keys. Keys are found only by the SHA-256 hash of their value. */
export class AccountsStore {
  /**
   * Lookups by key hash, each valid while the key tables are at the version it was read at and
   * the clock is in the same hour (usage is counted by hour). Every bearer call starts with a
   * lookup, and repeated calls with one key are the common case.
   */
  private readonly recent = new Map<string, RecentLookup>();

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

  /** The key, its account and the key's usage at `now`. The answer is shared: do not change it. */
  async findByKeyHash(hash: string, now: Date): Promise<KeyLookup | undefined> {
    const hour = hourIndex(now);
    // Read before the query: a write that lands while it runs leaves the entry stale, never wrong.
    const version = this.db.keyTablesVersion?.();
    const kept = this.recent.get(hash);
    if (kept && kept.version === version && kept.hour === hour) return kept.found;
    const [row] = await keyWithAccount(this.db.kysely, hash, hourBucket(now), windowStartBucket(now));
    if (!row) return undefined;
    const found: KeyLookup = Object.freeze({
      account: { id: row.account_id, email: row.email, plan: row.plan, created_for: row.created_for, traffic_type: row.traffic_type, created_at: row.created_at },
      key: { id: row.key_id, account_id: row.account_id, prefix: row.prefix, origin: row.origin, name: row.name, created_at: row.key_created_at, revoked_at: row.revoked_at },
      usage: { hour: Number(row.hour_count ?? 0), window: Number(row.window_count ?? 0), oldestBucket: row.oldest ?? null },
    });
    if (version !== undefined) this.keep(hash, { version, hour, found });
    return found;
  }

  private keep(hash: string, entry: RecentLookup): void {
    this.recent.delete(hash);
    if (this.recent.size >= RECENT_LOOKUPS) this.recent.delete(this.recent.keys().next().value!);
    this.recent.set(hash, entry);
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
      .select(['id', 'account_id', 'prefix', 'origin', 'name', 'created_at', 'revoked_at'])
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
    const result = await this.db.kysely.updateTable('api_keys').set({ revoked_at: at }).where('id', '=', keyId).where('revoked_at', 'is', null).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Changes an account's plan and records the change; false when there is no such account. */
  async setPlan(accountId: string, plan: string, reason = 'operator', at = new Date().toISOString()): Promise<boolean> {
    return this.db.kysely.transaction().execute(async (trx) => {
      const account = await trx.selectFrom('accounts').select(['plan', 'traffic_type']).where('id', '=', accountId).executeTakeFirst();
      if (!account) return false;
      if (account.plan === plan) return true;
      await trx.updateTable('accounts').set({ plan }).where('id', '=', accountId).execute();
      await trx
        .insertInto('plan_changes')
        .values({ id: newId('plan'), account_id: accountId, from_plan: account.plan, to_plan: plan, reason, traffic_type: account.traffic_type, created_at: at })
        .execute();
      return true;
    });
  }

}
