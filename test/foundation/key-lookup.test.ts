import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashKey } from '../../src/accounts/keys.js';
import { openDb, type Db } from '../../src/store/db.js';
import { Store } from '../../src/store/index.js';
import { DIALECTS, migratedDatabase, startServer, testClock, type Dialect, type TestServer } from '../helpers/server.js';

const VALUE = `svc_live_${'k'.repeat(40)}`;
const HASH = hashKey(VALUE);
const LIMITS = { hourly: 10, monthly: 100 };
const at = (iso: string) => new Date(iso);

/**
 * Every bearer call starts with a key lookup; it must answer exactly what the database holds
 * after every kind of write, from this process and from another connection.
 */
describe.each(DIALECTS)('key lookup by hash on %s', (dialect: Dialect) => {
  let db: Db;
  let store: Store;
  let drop: () => Promise<void>;
  let database: Awaited<ReturnType<typeof migratedDatabase>>['database'];

  beforeEach(async () => {
    ({ database, drop } = await migratedDatabase(dialect));
    db = openDb(database);
    store = new Store(db);
    const created = '2026-11-27T10:00:00.000Z';
    await store.accounts.createAccountWithKey(
      {
        id: 'acct_a',
        email: 'a@example.com',
        plan: 'free_sandbox',
        created_for: 'agent_activation',
        traffic_type: 'external',
        created_at: created,
        password_hash: null,
        agent_name: null,
        intended_use: null,
      },
      { id: 'key_a', account_id: 'acct_a', prefix: VALUE.slice(0, 15), origin: 'activation', name: null, created_at: created, revoked_at: null, hash: HASH },
    );
  });
  afterEach(async () => {
    await db.close();
    await drop();
  });

  it('sees a revocation and a plan change made through the store at once', async () => {
    const now = at('2026-11-27T10:05:00.000Z');
    expect((await store.accounts.findByKeyHash(HASH, now))?.key.revoked_at).toBeNull();
    expect(await store.accounts.findByKeyHash(hashKey(`svc_live_${'z'.repeat(40)}`), now)).toBeUndefined();
    await store.accounts.setPlan('acct_a', 'pro', 'operator', now.toISOString());
    expect((await store.accounts.findByKeyHash(HASH, now))?.account.plan).toBe('pro');
    await store.accounts.revokeKey('acct_a', 'key_a', now.toISOString());
    expect((await store.accounts.findByKeyHash(HASH, now))?.key.revoked_at).toBe(now.toISOString());
  });

  it('sees usage counted and given back', async () => {
    const now = at('2026-11-27T10:05:00.000Z');
    expect((await store.accounts.findByKeyHash(HASH, now))?.usage).toEqual({ hour: 0, window: 0, oldestBucket: null });
    await store.usage.consume('key_a', LIMITS, now);
    await store.usage.consume('key_a', LIMITS, now);
    expect((await store.accounts.findByKeyHash(HASH, now))?.usage).toEqual({ hour: 2, window: 2, oldestBucket: '2026-11-27T10' });
    await store.usage.refund('key_a', '2026-11-27T10');
    expect((await store.accounts.findByKeyHash(HASH, now))?.usage.hour).toBe(1);
  });

  it('counts the hour the lookup is made in', async () => {
    const now = at('2026-11-27T10:59:00.000Z');
    await store.usage.consume('key_a', LIMITS, now);
    expect((await store.accounts.findByKeyHash(HASH, now))?.usage.hour).toBe(1);
    const nextHour = await store.accounts.findByKeyHash(HASH, at('2026-11-27T11:00:00.000Z'));
    expect(nextHour?.usage).toEqual({ hour: 0, window: 1, oldestBucket: '2026-11-27T10' });
  });

  it('sees a commit by another connection (another process such as svc-admin)', async () => {
    const now = at('2026-11-27T10:05:00.000Z');
    expect((await store.accounts.findByKeyHash(HASH, now))?.key.revoked_at).toBeNull();
    const other = openDb(database);
    try {
      await new Store(other).accounts.revokeKeyById('key_a', now.toISOString());
    } finally {
      await other.close();
    }
    expect((await store.accounts.findByKeyHash(HASH, now))?.key.revoked_at).toBe(now.toISOString());
  });
});

describe.each(DIALECTS)('GET /api/v1/account/me between changes on %s', (dialect: Dialect) => {
  let server: TestServer;
  const clock = testClock();
  beforeAll(async () => {
    clock.set('2026-11-27T10:10:00.000Z');
    server = await startServer({ dialect, clock });
  });
  afterAll(async () => server.close());

  const me = async (key: string) => (await server.request('GET', '/api/v1/account/me', { key })).body;

  it('answers polling with the current state after every kind of change', async () => {
    const key = await server.activate();
    const first = await me(key);
    expect(await me(key)).toEqual(first);
    expect(first.quota.used).toEqual({ hourly: 0, monthly: 0 });

    await server.request('POST', '/api/v1/feedback', { key, body: { rating: 'useful', issue_categories: ['other'] } });
    expect((await me(key)).quota.used).toEqual({ hourly: 1, monthly: 1 });

    await server.store.accounts.setPlan(first.account.id, 'pro', 'operator', clock.now().toISOString());
    const upgraded = await me(key);
    expect(upgraded.account.plan).toBe('pro');
    expect(upgraded.pricing.plan_price_usd_per_month).toBeGreaterThan(0);

    clock.set('2026-11-27T11:00:00.000Z');
    const nextHour = await me(key);
    expect(nextHour.quota.used).toEqual({ hourly: 0, monthly: 1 });
    expect(nextHour.quota.reset.hourly).toBe('2026-11-27T12:00:00.000Z');

    await server.store.accounts.revokeKey(first.account.id, first.key.id, clock.now().toISOString());
    expect((await server.request('GET', '/api/v1/account/me', { key })).status).toBe(401);
  });
});
