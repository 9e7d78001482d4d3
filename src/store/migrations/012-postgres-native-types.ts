import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** Time columns (ISO-8601 UTC text until now). Hour buckets (`2026-11-22T02`) stay text: they are keys, not instants. */
// eslint-disable-next-line no-restricted-syntax -- looked up with this migration's own table names
const TIMES: Record<string, string[]> = {
  accounts: ['created_at'],
  api_keys: ['created_at', 'revoked_at'],
  activations: ['created_at'],
  request_log: ['created_at'],
  feedback: ['created_at'],
  api_requests: ['created_at'],
  commercial_intents: ['created_at'],
  sessions: ['created_at', 'expires_at'],
  auth_throttle: ['window_start', 'locked_until'],
  password_resets: ['created_at', 'expires_at', 'used_at'],
  billing_events: ['received_at'],
  checkout_sessions: ['created_at', 'completed_at'],
  plan_changes: ['created_at'],
  launch_scans: ['created_at'],
  idempotency_keys: ['created_at', 'expires_at'],
  research_jobs: ['lease_expires_at', 'created_at', 'updated_at', 'finished_at'],
  research_cache: ['retrieved_at', 'expires_at'],
};

/**
 * JSON documents the service parses. idempotency_keys.response stays text: it is replayed byte for
 * byte, and jsonb would reorder its keys.
 */
// eslint-disable-next-line no-restricted-syntax -- looked up with this migration's own table names
const DOCUMENTS: Record<string, string[]> = {
  feedback: ['issue_categories', 'body'],
  api_requests: ['body'],
  launch_scans: ['result'],
  research_jobs: ['subject', 'scope', 'progress'],
  research_cache: ['finding'],
};

// eslint-disable-next-line no-restricted-syntax -- looked up with this migration's own table names
const FLAGS: Record<string, string[]> = { request_log: ['commercial_next_step_presented'] };

/**
 * PostgreSQL's own types for times (timestamptz), JSON (jsonb) and flags (boolean), converting
 * the rows in place; one ALTER per table, so each table is rewritten once. SQLite has no such
 * types and keeps its text and integer columns.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  const tables = new Set([...Object.keys(TIMES), ...Object.keys(DOCUMENTS), ...Object.keys(FLAGS)]);
  for (const table of tables) {
    const changes = [
      ...(TIMES[table] ?? []).map((c) => sql`alter column ${sql.ref(c)} type timestamptz using ${sql.ref(c)}::timestamptz`),
      ...(DOCUMENTS[table] ?? []).map((c) => sql`alter column ${sql.ref(c)} type jsonb using ${sql.ref(c)}::jsonb`),
      ...(FLAGS[table] ?? []).map((c) => sql`alter column ${sql.ref(c)} type boolean using ${sql.ref(c)} <> 0`),
    ];
    await sql`alter table ${sql.table(table)} ${sql.join(changes)}`.execute(db);
  }
}
