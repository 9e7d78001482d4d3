import type { Kysely } from 'kysely';

/** Accounts, API keys, usage buckets, activation throttle records and server settings. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('server_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('created_for', 'text', (c) => c.notNull())
    .addColumn('traffic_type', 'text', (c) => c.notNull())
    .addColumn('agent_name', 'text')
    .addColumn('intended_use', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
    .addColumn('hash', 'text', (c) => c.notNull().unique())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('api_keys_account').on('api_keys').column('account_id').execute();
  await db.schema
    .createTable('usage_hourly')
    .addColumn('key_id', 'text', (c) => c.notNull().references('api_keys.id'))
    .addColumn('hour', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('usage_hourly_pk', ['key_id', 'hour'])
    .execute();
  await db.schema
    .createTable('activations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_hash', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
    .addColumn('traffic_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('activations_client_time').on('activations').columns(['client_hash', 'created_at']).execute();
}
