import type { Kysely } from 'kysely';

/** Stored launch audits (for verify by scan_id) and per-address counters for public endpoints that fetch. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('launch_scans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('public_calls')
    .addColumn('client_hash', 'text', (c) => c.notNull())
    .addColumn('hour', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('public_calls_pk', ['client_hash', 'hour'])
    .execute();
}
