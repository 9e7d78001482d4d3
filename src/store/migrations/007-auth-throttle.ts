import type { Kysely } from 'kysely';

/**
 * Sign-in, sign-up and reset throttling as one row per subject (reserved under a row lock before
 * a password is checked), replacing the per-attempt rows of login_attempts; password-reset tokens
 * (only their SHA-256 is stored).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_throttle')
    .addColumn('subject_hash', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('strikes', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .execute();
  await db.schema.createIndex('auth_throttle_window').on('auth_throttle').column('window_start').execute();
  await db.schema.dropTable('login_attempts').execute();
  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('password_resets_account').on('password_resets').column('account_id').execute();
}
