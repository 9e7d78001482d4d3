import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * The account lifecycle: optional key expiry, email verification and account deletion, and the
 * outgoing-mail queue (a request is answered first; a worker sends what it queued). Only new
 * tables and nullable columns: nothing here reads or converts the existing columns. Times are
 * timestamptz on PostgreSQL and ISO-8601 text on SQLite, as everywhere since 012.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const time = db.getExecutor().adapter instanceof PostgresAdapter ? 'timestamptz' : 'text';
  await db.schema.alterTable('api_keys').addColumn('expires_at', time).execute();
  await db.schema.alterTable('accounts').addColumn('email_verified_at', time).execute();
  await db.schema.alterTable('accounts').addColumn('deleted_at', time).execute();
  await db.schema
    .createTable('email_verifications')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('expires_at', time, (c) => c.notNull())
    .addColumn('used_at', time)
    .execute();
  await db.schema.createIndex('email_verifications_account').on('email_verifications').column('account_id').execute();
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text')
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').column('next_attempt_at').execute();
}
