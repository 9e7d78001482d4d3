import type { Kysely } from 'kysely';

/** Indexes by time for the retention deletes (oldest rows first, a bounded batch at a time). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('request_log_time').on('request_log').column('created_at').execute();
  await db.schema.createIndex('usage_hourly_hour').on('usage_hourly').column('hour').execute();
  await db.schema.createIndex('public_calls_hour').on('public_calls').column('hour').execute();
  await db.schema.createIndex('activations_time').on('activations').column('created_at').execute();
  await db.schema.createIndex('launch_scans_time').on('launch_scans').column('created_at').execute();
}
