import { sql } from 'kysely';
import { utcDay, type Db } from './db.js';
import type { Database } from './schema.js';
import { lastDays } from '../time-units.js';

export interface DailyRequests {
  day: string;
  count: number;
}

export interface KeyActivity {
  /** Requests recorded for the key in the period asked for. */
  requests: number;
  /** The key's most recent recorded request, at any time; null when never used. */
  lastUsedAt: string | null;
}

export type RequestRecord = Database['request_log'];

/**
 * What an account's keys did, read from the request records (one row per authenticated call), so
 * the dashboard's chart, per-key figures and request list all count the same thing.
 */
export class ActivityStore {
  constructor(private readonly db: Db) {}

  /** Requests per UTC day over the last `days` days, oldest first, zero-filled; one key or all keys of the account. */
  async daily(accountId: string, now: Date, days: number, keyId?: string): Promise<DailyRequests[]> {
    const dates = lastDays(now, days);
    const day = utcDay(this.db, 'created_at');
    let query = this.db.kysely
      .selectFrom('request_log')
      .select([day.as('day'), (eb) => eb.fn.countAll<number>().as('n')])
      .where('account_id', '=', accountId)
      .where('created_at', '>=', `${dates[0]}T00:00:00.000Z`)
      .groupBy(day);
    if (keyId) query = query.where('key_id', '=', keyId);
    const totals = new Map((await query.execute()).map((r) => [r.day, Number(r.n)]));
    return dates.map((d) => ({ day: d, count: totals.get(d) ?? 0 }));
  }

  /** Per key of the account: requests since `since` and the last time it was used. */
  async perKey(accountId: string, since: Date): Promise<Map<string, KeyActivity>> {
    const rows = await this.db.kysely
      .selectFrom('request_log')
      .select([
        'key_id',
        sql<number>`sum(case when created_at >= ${since.toISOString()} then 1 else 0 end)`.as('recent'),
        (eb) => eb.fn.max('created_at').as('last'),
      ])
      .where('account_id', '=', accountId)
      .groupBy('key_id')
      .execute();
    return new Map(rows.map((r) => [r.key_id, { requests: Number(r.recent ?? 0), lastUsedAt: r.last ?? null }]));
  }

  /** The latest requests of the account, or of one of its keys. */
  async recent(accountId: string, limit: number, keyId?: string): Promise<RequestRecord[]> {
    let query = this.db.kysely.selectFrom('request_log').selectAll().where('account_id', '=', accountId);
    if (keyId) query = query.where('key_id', '=', keyId);
    return query.orderBy('created_at', 'desc').limit(limit).execute();
  }
}
