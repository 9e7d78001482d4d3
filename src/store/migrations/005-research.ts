import type { Kysely } from 'kysely';

/**
 * Live research: jobs (claimed by workers with a lease; on PostgreSQL with FOR UPDATE SKIP LOCKED)
 * and the evidence cache per destination and category. JSON payloads are text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('research_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.references('accounts.id'))
    .addColumn('destination_id', 'text', (c) => c.notNull())
    .addColumn('destination_name', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('progress', 'text', (c) => c.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_expires_at', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('completions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('completed_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('research_jobs_open').on('research_jobs').columns(['finished_at', 'lease_expires_at', 'created_at']).execute();
  await db.schema
    .createTable('research_cache')
    .addColumn('destination_id', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('finding', 'text', (c) => c.notNull())
    .addColumn('retrieved_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('research_cache_pk', ['destination_id', 'category'])
    .execute();
}
