import { sql } from 'kysely';
import { hourBucket } from '../accounts/quota.js';
import type { Db } from './db.js';
import type { RetentionConfig } from './retention-config.js';
import { DAY_MS } from '../time-units.js';

/** A table that grows with traffic, the column its age is read from, and its key. */
interface Retained {
  table: 'request_log' | 'usage_hourly' | 'public_calls' | 'activations' | 'launch_scans';
  keys: string[];
  /** `created_at` holds ISO times; `hour` holds hour buckets (`2026-11-22T02`). */
  age: 'created_at' | 'hour';
  days: (policy: RetentionConfig) => number;
}

const RETAINED: readonly Retained[] = [
  { table: 'request_log', keys: ['id'], age: 'created_at', days: (p) => p.requestLogDays },
  { table: 'usage_hourly', keys: ['key_id', 'hour'], age: 'hour', days: (p) => p.usageDays },
  { table: 'public_calls', keys: ['client_hash', 'hour'], age: 'hour', days: (p) => p.publicCallsDays },
  { table: 'activations', keys: ['id'], age: 'created_at', days: (p) => p.activationsDays },
  { table: 'launch_scans', keys: ['id'], age: 'created_at', days: (p) => p.launchScansDays },
];

export type RetainedTable = Retained['table'];

/**
 * Deletes rows older than the retention policy. Each call deletes at most `limit` rows per table,
 * oldest first, so a run is short whatever has piled up; the next run takes the next batch. On
 * PostgreSQL the batch is picked with FOR UPDATE SKIP LOCKED, so instances running it at the same
 * time delete disjoint rows instead of waiting on each other.
 */
export class RetentionStore {
  constructor(private readonly db: Db) {}

  async prune(policy: RetentionConfig, now: Date, limit: number): Promise<Record<RetainedTable, number>> {
    const deleted = {} as Record<RetainedTable, number>;
    for (const retained of RETAINED) {
      const cutoff = new Date(now.getTime() - retained.days(policy) * DAY_MS);
      deleted[retained.table] = await this.deleteBatch(retained, retained.age === 'hour' ? hourBucket(cutoff) : cutoff.toISOString(), limit);
    }
    return deleted;
  }

  private async deleteBatch({ table, keys, age }: Retained, before: string, limit: number): Promise<number> {
    const key = sql.join(keys.map((k) => sql.ref(k)));
    const skipLocked = this.db.dialect === 'postgres' ? sql`FOR UPDATE SKIP LOCKED` : sql``;
    const result = await sql`DELETE FROM ${sql.table(table)} WHERE (${key}) IN (
      SELECT ${key} FROM ${sql.table(table)} WHERE ${sql.ref(age)} < ${before} ORDER BY ${sql.ref(age)} LIMIT ${limit} ${skipLocked}
    )`.execute(this.db.kysely);
    return Number(result.numAffectedRows ?? 0n);
  }
}
