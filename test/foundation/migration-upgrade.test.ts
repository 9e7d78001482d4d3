import { Migrator, sql, type Migration } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS, migrate, openDb, type Db } from '../../src/store/db.js';
import { Store } from '../../src/store/index.js';
import { DIALECTS, freshDatabase } from '../helpers/server.js';

/** The schema as it was before PostgreSQL's native types (012). */
const BEFORE_NATIVE_TYPES: Record<string, Migration> = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < '012-postgres-native-types'));

const T1 = '2026-11-22T02:08:46.123Z';
const T2 = '2026-11-23T14:00:00.000Z';
const T3 = '2026-12-01T00:00:00.000Z';

/** One row per table whose column types change, as the old schema stored them (times, JSON and flags as text and integers). */
const ROWS: Record<string, Record<string, unknown>> = {
  accounts: {
    id: 'acct_1',
    email: 'a@agents.invalid',
    password_hash: null,
    plan: 'pro',
    created_for: 'agent_activation',
    traffic_type: 'external',
    agent_name: 'n',
    intended_use: null,
    created_at: T1,
  },
  api_keys: { id: 'key_1', account_id: 'acct_1', hash: 'h1', prefix: 'svc_1', origin: 'activation', name: null, created_at: T1, revoked_at: T2 },
  activations: { id: 'act_1', client_hash: 'c1', account_id: 'acct_1', traffic_type: 'external', created_at: T1 },
  request_log: {
    id: 'req_1',
    account_id: 'acct_1',
    key_id: 'key_1',
    method: 'POST',
    endpoint: '/api/v1/travel/search',
    status: 200,
    traffic_type: 'external',
    commercial_next_step_presented: 1,
    match_status: 'matched',
    created_at: T2,
  },
  feedback: {
    id: 'fb_1',
    account_id: 'acct_1',
    request_id: 'req_1',
    rating: 'good',
    issue_categories: '["ranking","other"]',
    roadmap_bucket: 'ranking',
    body: '{"rating":"good","note":"ü \\"quoted\\""}',
    created_at: T2,
  },
  api_requests: { id: 'ar_1', account_id: 'acct_1', requested_api_name: 'hotels', urgency: 'high', body: '{"requested_api_name":"hotels"}', created_at: T2 },
  commercial_intents: { id: 'ci_1', account_id: 'acct_1', request_id: 'req_1', source_path: '/x', traffic_type: 'external', created_at: T2 },
  sessions: { id: 'ses_1', account_id: 'acct_1', csrf_token: 'csrf', created_at: T1, expires_at: T3 },
  auth_throttle: { subject_hash: 'sub_1', window_start: T1, count: 3, strikes: 1, locked_until: T2 },
  password_resets: { token_hash: 'tok_1', account_id: 'acct_1', created_at: T1, expires_at: T2, used_at: null },
  billing_events: { id: 'evt_1', type: 'checkout.session.completed', account_id: 'acct_1', received_at: T2 },
  checkout_sessions: { id: 'cs_1', account_id: 'acct_1', plan: 'pro', status: 'complete', subscription_id: 'sub', created_at: T1, completed_at: T2 },
  plan_changes: { id: 'pc_1', account_id: 'acct_1', from_plan: 'free_sandbox', to_plan: 'pro', reason: 'billing', traffic_type: 'external', created_at: T2 },
  launch_scans: { id: 'scan_1', domain: 'example.com', result: '{"score":87,"checks":[{"id":"a","ok":true}]}', created_at: T1 },
  idempotency_keys: {
    account_id: 'acct_1',
    idempotency_key: 'k1',
    operation_id: 'op',
    request_hash: 'rh',
    status: 200,
    response: '{"b":1,"a":2}',
    created_at: T1,
    expires_at: T3,
  },
  research_jobs: {
    id: 'job_1',
    account_id: 'acct_1',
    destination_id: 'd1',
    destination_name: 'Lisbon',
    subject: '{"name":"Lisbon"}',
    scope: '{"days":3}',
    status: 'complete',
    progress: '{"categories":["food"],"evidence":[]}',
    lease_owner: null,
    lease_expires_at: null,
    attempts: 1,
    completions: 1,
    completed_by: 'w1',
    created_at: T1,
    updated_at: T2,
    finished_at: T2,
  },
  research_cache: { destination_id: 'd1', category: 'food', finding: '{"evidence":[],"places":[]}', retrieved_at: T1, expires_at: T3 },
};

const DOCUMENTS = new Set(['issue_categories', 'body', 'result', 'subject', 'scope', 'progress', 'finding']);

/** Same facts: JSON documents compared parsed (jsonb normalises their spacing), everything else exactly. */
function comparable(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, DOCUMENTS.has(k) && typeof v === 'string' ? JSON.parse(v) : v]));
}

describe.each(DIALECTS)('upgrading a database made before native column types (%s)', (dialect) => {
  let db: Db;
  let drop: () => Promise<void>;
  afterEach(async () => {
    await db.close();
    await drop();
  });

  it('keeps every row and returns the same domain objects', async () => {
    const fresh = await freshDatabase(dialect);
    drop = fresh.drop;
    db = openDb(fresh.database);
    const before = new Migrator({ db: db.kysely, provider: { getMigrations: async () => BEFORE_NATIVE_TYPES } });
    expect((await before.migrateToLatest()).error).toBeUndefined();
    for (const [table, row] of Object.entries(ROWS))
      await sql`insert into ${sql.table(table)} ${sql.raw(`(${Object.keys(row).join(', ')})`)} values (${sql.join(Object.values(row))})`.execute(db.kysely);

    await migrate(db);

    for (const [table, row] of Object.entries(ROWS)) {
      const stored = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db.kysely);
      // Columns that later migrations add are empty on an old row; the old columns keep their values.
      const added = (r: Record<string, unknown>) => Object.fromEntries(Object.entries(r).filter(([k]) => !(k in row)));
      expect(
        stored.rows.map((r) => comparable(Object.fromEntries(Object.entries(r).filter(([k]) => k in row)))),
        table,
      ).toEqual([comparable(row)]);
      for (const r of stored.rows)
        expect(
          Object.values(added(r)).every((v) => v === null),
          table,
        ).toBe(true);
    }
    const store = new Store(db);
    expect(await store.publicCalls.scan('scan_1')).toEqual({ score: 87, checks: [{ id: 'a', ok: true }] });
    // jsonb cannot hold NUL; fetched text that carries one is kept with U+FFFD in its place.
    await store.publicCalls.saveScan('scan_nul', 'example.com', { title: 'a\u0000b', path: 'c:\\u0000' }, T2);
    expect(await store.publicCalls.scan('scan_nul')).toEqual({ title: 'a\ufffdb', path: 'c:\\u0000' });
    const funnel = await store.reports.funnel('2026-11-22', '2026-11-23');
    expect(funnel).toContainEqual(
      expect.objectContaining({ day: '2026-11-23', traffic: 'external', commercial_next_step_presented: 1, first_matched_search: 1, upgrades: 1 }),
    );
    expect(funnel).toContainEqual(expect.objectContaining({ day: '2026-11-22', traffic: 'external', activations: 1 }));

    if (dialect === 'postgres') {
      const types = await sql<{ table_name: string; column_name: string; data_type: string }>`
        select table_name, column_name, data_type from information_schema.columns where table_schema = 'public'`.execute(db.kysely);
      const typeOf = (table: string, column: string) => types.rows.find((r) => r.table_name === table && r.column_name === column)?.data_type;
      expect(typeOf('request_log', 'created_at')).toBe('timestamp with time zone');
      expect(typeOf('research_jobs', 'lease_expires_at')).toBe('timestamp with time zone');
      expect(typeOf('launch_scans', 'result')).toBe('jsonb');
      expect(typeOf('request_log', 'commercial_next_step_presented')).toBe('boolean');
      expect(typeOf('idempotency_keys', 'response')).toBe('text');
      expect(typeOf('usage_hourly', 'hour')).toBe('text');
    }
  });
});

async function indexNames(db: Db): Promise<string[]> {
  const query =
    db.dialect === 'postgres'
      ? sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = 'public'`
      : sql<{ name: string }>`select name from sqlite_master where type = 'index'`;
  return (await query.execute(db.kysely)).rows.map((r) => r.name);
}

describe.each(DIALECTS)('a migration numbered below one already applied (%s)', (dialect) => {
  let db: Db;
  let drop: () => Promise<void>;
  afterEach(async () => {
    await db.close();
    await drop();
  });

  it('is refused, and the database is left as it was', async () => {
    const fresh = await freshDatabase(dialect);
    drop = fresh.drop;
    db = openDb(fresh.database);
    // 011 only adds indexes, so the later migrations apply without it; it then arrives out of order.
    const skipped = '011-retention-indexes';
    const withoutIt = new Migrator({
      db: db.kysely,
      provider: { getMigrations: async () => Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name !== skipped)) },
    });
    expect((await withoutIt.migrateToLatest()).error).toBeUndefined();

    await expect(migrate(db)).rejects.toThrow(skipped);

    const applied = (await new Migrator({ db: db.kysely, provider: { getMigrations: async () => MIGRATIONS } }).getMigrations()).filter((m) => m.executedAt);
    expect(applied.map((m) => m.name)).toEqual(Object.keys(MIGRATIONS).filter((name) => name !== skipped));
    expect(await indexNames(db)).not.toContain('request_log_time');
  });
});
