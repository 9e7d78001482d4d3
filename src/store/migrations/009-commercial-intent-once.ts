import { sql, type Kysely } from 'kysely';

/**
 * One commercial intent per request: repeats recorded before this rule are removed (the first of
 * each request stays), then a unique index keeps it so under concurrency too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from commercial_intents
    where exists (
      select 1 from commercial_intents earlier
      where earlier.request_id = commercial_intents.request_id
        and (earlier.created_at < commercial_intents.created_at
          or (earlier.created_at = commercial_intents.created_at and earlier.id < commercial_intents.id))
    )`.execute(db);
  await db.schema.createIndex('commercial_intents_request').unique().on('commercial_intents').column('request_id').execute();
}
