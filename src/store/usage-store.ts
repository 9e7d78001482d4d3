import { sql, type Kysely, type Transaction } from 'kysely';
import { admit, hourBucket, quotaState, windowStartBucket, type Admission, type QuotaState, type Usage } from '../accounts/quota.js';
import type { Limits } from '../accounts/plans.js';
import type { Db } from './db.js';
import type { Database } from './schema.js';
import { lastDays } from '../time-units.js';

type Executor = Transaction<Database> | Kysely<Database>;

/**
 * Per-key request counters in hourly buckets. Admission reads and increments inside one
 * transaction that first locks the key's row (PostgreSQL `FOR UPDATE`; SQLite serializes
 * writers), so concurrent requests on any number of instances are counted exactly.
 */
export class UsageStore {
  constructor(private readonly db: Db) {}

  async state(keyId: string, limits: Limits, now: Date): Promise<QuotaState> {
    return quotaState(limits, await this.usage(this.db.kysely, keyId, now), now);
  }

  async consume(keyId: string, limits: Limits, now: Date): Promise<{ admission: Admission; state: QuotaState }> {
    return this.db.kysely.transaction().execute(async (trx) => {
      if (this.db.dialect === 'postgres') {
        await trx.selectFrom('api_keys').select('id').where('id', '=', keyId).forUpdate().execute();
      }
      const usage = await this.usage(trx, keyId, now);
      const before = quotaState(limits, usage, now);
      const admission = admit(before);
      if (!admission.admitted) return { admission, state: before };
      const hour = hourBucket(now);
      await trx
        .insertInto('usage_hourly')
        .values({ key_id: keyId, hour, count: 1 })
        .onConflict((oc) => oc.columns(['key_id', 'hour']).doUpdateSet({ count: sql`usage_hourly.count + 1` }))
        .execute();
      const after = quotaState(limits, { hour: usage.hour + 1, window: usage.window + 1, oldestBucket: usage.oldestBucket ?? hour }, now);
      return { admission, state: after };
    });
  }

  /**
   * Gives back one request counted in `hour` (a call that failed on the server's side). One
   * atomic decrement: concurrent charges and refunds on any instance never lose a count.
   */
  async refund(keyId: string, hour: string): Promise<void> {
    await this.db.kysely
      .updateTable('usage_hourly')
      .set({ count: sql`count - 1` })
      .where('key_id', '=', keyId)
      .where('hour', '=', hour)
      .where('count', '>', 0)
      .execute();
  }

  /** Daily totals of the last `days` days for charts, oldest first, zero-filled. */
  async daily(keyIds: string[], now: Date, days: number): Promise<Array<{ day: string; count: number }>> {
    const dates = lastDays(now, days);
    const rows = keyIds.length
      ? await this.db.kysely.selectFrom('usage_hourly').select(['hour', 'count']).where('key_id', 'in', keyIds).where('hour', '>=', `${dates[0]}T00`).execute()
      : [];
    const totals = new Map<string, number>();
    for (const r of rows) totals.set(r.hour.slice(0, 10), (totals.get(r.hour.slice(0, 10)) ?? 0) + Number(r.count));
    return dates.map((day) => ({ day, count: totals.get(day) ?? 0 }));
  }

  private async usage(db: Executor, keyId: string, now: Date): Promise<Usage> {
    const hour = hourBucket(now);
    const row = await db
      .selectFrom('usage_hourly')
      .select([
        sql<number>`coalesce(sum(case when hour = ${hour} then count else 0 end), 0)`.as('hour_count'),
        sql<number>`coalesce(sum(count), 0)`.as('window_count'),
        sql<string | null>`min(hour)`.as('oldest'),
      ])
      .where('key_id', '=', keyId)
      .where('hour', '>=', windowStartBucket(now))
      .executeTakeFirst();
    return { hour: Number(row?.hour_count ?? 0), window: Number(row?.window_count ?? 0), oldestBucket: row?.oldest ?? null };
  }
}
