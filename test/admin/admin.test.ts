import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEntry } from '../helpers/process.js';
import { DIALECTS, startServer, testClock, type TestServer } from '../helpers/server.js';

const run = promisify(execFile);

describe.each(DIALECTS)('svc-admin against the configured store (%s)', (dialect) => {
  let server: TestServer;
  let env: NodeJS.ProcessEnv;
  const clock = testClock();
  beforeAll(async () => {
    clock.set('2026-11-20T09:00:00.000Z');
    server = await startServer({ dialect, clock });
    // svc-admin opens the same store the server runs on, configured as an operator would.
    const database = server.config.database;
    env = { ...process.env, ...(database.kind === 'sqlite' ? { SQLITE_PATH: database.path } : { DATABASE_URL: database.url }) };
  });
  afterAll(async () => server.close());

  const admin = async (...args: string[]) => (await run(process.execPath, [...adminEntry(), ...args], { env })).stdout;

  it('reports the funnel by day with external traffic kept apart from probes', async () => {
    const external = await server.activate({ traffic_type: 'external' });
    await server.activate({ traffic_type: 'smoke_test' });
    await server.activate({ traffic_type: 'test_operational' });
    const me = await server.request('GET', '/api/v1/account/me', { key: external });
    const accountId = me.body.account.id;
    // account/me is not kept in the request log; the first call that did work is.
    await server.request('GET', '/api/v1/travel/destinations', { key: external });
    clock.set('2026-11-21T10:00:00.000Z');
    const search = await server.request('POST', '/api/v1/travel/search', {
      key: external,
      body: { user_request: 'Long weekend from SFO in Northern California with redwoods, in May' },
    });
    expect(search.body.match_status.status).toBe('matched');
    await server.request('POST', '/api/v1/commercial/intent', { key: external, body: { request_id: search.body.request_id } });
    await server.store.accounts.setPlan(accountId, 'hobby', 'billing', clock.now().toISOString());

    const funnel = JSON.parse(await admin('funnel', '--from', '2026-11-19', '--to', '2026-11-22'));
    expect(funnel).toEqual([
      {
        day: '2026-11-20',
        traffic: 'external',
        activations: 1,
        first_successful_call: 1,
        first_matched_search: 0,
        commercial_next_step_presented: 0,
        commercial_intents: 0,
        upgrades: 0,
      },
      {
        day: '2026-11-20',
        traffic: 'synthetic',
        activations: 2,
        first_successful_call: 0,
        first_matched_search: 0,
        commercial_next_step_presented: 0,
        commercial_intents: 0,
        upgrades: 0,
      },
      {
        day: '2026-11-21',
        traffic: 'external',
        activations: 0,
        first_successful_call: 0,
        first_matched_search: 1,
        commercial_next_step_presented: 1,
        commercial_intents: 1,
        upgrades: 1,
      },
    ]);
    const table = await admin('funnel', '--from', '2026-11-19', '--to', '2026-11-22', '--table');
    expect(table.split('\n')[0]).toMatch(/^day\s+traffic\s+activations/);
  });

  it('groups feedback by roadmap bucket, lists accounts and keys, changes plans and revokes keys', async () => {
    const key = await server.activate();
    await server.request('POST', '/api/v1/feedback', { key, body: { rating: 'blocked', issue_categories: ['pricing_blocked'] } });
    const roadmap = JSON.parse(await admin('roadmap'));
    expect(roadmap.feedback).toContainEqual({ bucket: 'pricing_and_billing', count: 1 });
    const me = (await server.request('GET', '/api/v1/account/me', { key })).body;
    const accounts = JSON.parse(await admin('accounts', '--limit', '100'));
    expect(accounts.find((a: { id: string }) => a.id === me.account.id)).toMatchObject({ plan: 'free_sandbox', keys: 1 });
    const keys = JSON.parse(await admin('keys', me.account.id));
    expect(keys[0]).toMatchObject({ id: me.key.id, prefix: me.key.prefix });
    await admin('set-plan', me.account.id, 'pro');
    expect((await server.request('GET', '/api/v1/account/me', { key })).body.account.plan).toBe('pro');
    await expect(admin('set-plan', me.account.id, 'platinum')).rejects.toThrow(/plan must be one of/);
    await admin('revoke-key', me.key.id);
    expect((await server.request('GET', '/api/v1/account/me', { key })).status).toBe(401);
  });
});
