import type { Kysely } from 'kysely';

/** Every plan change (billing upgrade, operator change), for the funnel's upgrades step and audit. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('plan_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
    .addColumn('from_plan', 'text', (c) => c.notNull())
    .addColumn('to_plan', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('traffic_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('plan_changes_time').on('plan_changes').column('created_at').execute();
}
