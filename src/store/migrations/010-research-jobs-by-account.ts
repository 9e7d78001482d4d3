import type { Kysely } from 'kysely';

/** Counting an account's unfinished research jobs (the per-account cap) reads this index. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('research_jobs_account_open').on('research_jobs').columns(['account_id', 'finished_at']).execute();
}
