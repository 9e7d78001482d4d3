import { afterEach, describe, expect, it } from 'vitest';
import { hourBucket } from '../../src/accounts/quota.js';
import { pruneOldRows } from '../../src/operations/retention.js';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';
import { CONTENTION_SLACK_MS } from '../helpers/timing.js';

const DAY_MS = 86_400_000;

/** Request logs, usage, public calls, activations, launch scans and quiet sign-in attempt counts are kept for a bounded time. */
describe.each(DIALECTS)('retention (%s)', (dialect) => {
  let server: TestServer;
  afterEach(async () => server.close());

  /** An account and key made through the API, for the rows that reference them. */
  async function owner(): Promise<{ accountId: string; keyId: string }> {
    const key = await server.activate();
    const me = await server.request<{ account: { id: string } }>('GET', '/api/v1/account/me', { key });
    const row = await server.store.db.kysely.selectFrom('api_keys').select('id').where('account_id', '=', me.body.account.id).executeTakeFirstOrThrow();
    return { accountId: me.body.account.id, keyId: row.id };
  }

  /** One row in each retained table, `ageDays` old, with ids that end in `tag`. */
  async function seed(tag: string, ageDays: number, ids: { accountId: string; keyId: string }): Promise<void> {
    const at = new Date(server.clock.now().getTime() - ageDays * DAY_MS);
    const db = server.store.db.kysely;
    await db
      .insertInto('request_log')
      .values({
        id: `req_${tag}`,
        account_id: ids.accountId,
        key_id: ids.keyId,
        method: 'POST',
        endpoint: '/api/v1/feedback',
        status: 200,
        traffic_type: 'external',
        commercial_next_step_presented: 0,
        match_status: null,
        created_at: at.toISOString(),
      })
      .execute();
    await db
      .insertInto('usage_hourly')
      .values({ key_id: ids.keyId, hour: hourBucket(at), count: 3 })
      .execute();
    await db
      .insertInto('public_calls')
      .values({ client_hash: `client_${tag}`, hour: hourBucket(at), count: 2 })
      .execute();
    await db
      .insertInto('activations')
      .values({ id: `act_${tag}`, client_hash: `client_${tag}`, account_id: ids.accountId, traffic_type: 'external', created_at: at.toISOString() })
      .execute();
    await db
      .insertInto('launch_scans')
      .values({ id: `scan_${tag}`, domain: 'example.com', result: '{}', created_at: at.toISOString() })
      .execute();
  }

  async function present(tag: string, ageDays: number): Promise<Record<string, boolean>> {
    const db = server.store.db.kysely;
    const hour = hourBucket(new Date(server.clock.now().getTime() - ageDays * DAY_MS));
    return {
      request_log: (await db.selectFrom('request_log').select('id').where('id', '=', `req_${tag}`).execute()).length === 1,
      usage_hourly: (await db.selectFrom('usage_hourly').select('hour').where('hour', '=', hour).execute()).length === 1,
      public_calls: (await db.selectFrom('public_calls').select('hour').where('client_hash', '=', `client_${tag}`).execute()).length === 1,
      activations: (await db.selectFrom('activations').select('id').where('id', '=', `act_${tag}`).execute()).length === 1,
      launch_scans: (await db.selectFrom('launch_scans').select('id').where('id', '=', `scan_${tag}`).execute()).length === 1,
    };
  }

  const all = (value: boolean) => ({ request_log: value, usage_hourly: value, public_calls: value, activations: value, launch_scans: value });

  it('the server deletes rows older than the policy and keeps recent ones', async () => {
    server = await startServer({ dialect, env: { RETENTION_INTERVAL_SECONDS: '1', RETENTION_LAUNCH_SCANS_DAYS: '10' } });
    const ids = await owner();
    await seed('old', 120, ids);
    await seed('recent', 3 / 24, ids);
    // Older than the 10 days configured for scans, younger than every other table's default.
    await seed('scan', 20, ids);
    // Sign-in attempt counts: quiet for three days, quiet but still locked, and recent.
    const ago = (d: number) => new Date(server.clock.now().getTime() - d * DAY_MS).toISOString();
    const locked = new Date(server.clock.now().getTime() + DAY_MS).toISOString();
    await server.store.db.kysely
      .insertInto('auth_throttle')
      .values([
        { subject_hash: 'quiet', window_start: ago(3), count: 4, strikes: 0, locked_until: null },
        { subject_hash: 'locked', window_start: ago(3), count: 4, strikes: 2, locked_until: locked },
        { subject_hash: 'recent', window_start: ago(1 / 24), count: 1, strikes: 0, locked_until: null },
      ])
      .execute();
    const throttled = async () =>
      (await server.store.db.kysely.selectFrom('auth_throttle').select('subject_hash').orderBy('subject_hash').execute()).map((r) => r.subject_hash);
    // Not checked here that the old rows exist: the server's one-second run may already have taken
    // them. The recent rows found at the end show the seed writes where present() reads.

    // A run deletes table after table, and one may have begun before the last rows were seeded: wait
    // until every row due for deletion is gone, not only the first table's oldest.
    const due = async () => {
      const scan = await present('scan', 20);
      return Object.values(await present('old', 120)).some(Boolean) || scan.public_calls || scan.launch_scans || (await throttled()).includes('quiet');
    };
    const deadline = Date.now() + 10_000 + CONTENTION_SLACK_MS;
    while ((await due()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));

    expect(await present('old', 120)).toEqual(all(false));
    expect(await present('recent', 3 / 24)).toEqual(all(true));
    // 20 days: past the scans' 10 and the public calls' 2 days, within the others' 90.
    expect(await present('scan', 20)).toEqual({ request_log: true, usage_hourly: true, public_calls: false, activations: true, launch_scans: false });
    // Forgotten without waiting for a sign-in to succeed, as the privacy page says.
    expect(await throttled()).toEqual(['locked', 'recent']);
    const privacy = await (await fetch(`${server.baseUrl}/privacy`)).text();
    expect(privacy).toContain('once quiet for 2 days, by a clean-up that runs every 1 second');
    expect(privacy).toContain('a session per signed-in browser (7 days), password-reset links (their hash, 30 minutes)');
  });

  it('deletes a bounded batch per table and run, oldest first', async () => {
    server = await startServer({ dialect });
    const ids = await owner();
    for (const age of [200, 150, 100]) await seed(`d${age}`, age, ids);
    const deleted = await pruneOldRows(server.ctx.services, 1);
    expect(deleted).toEqual({ request_log: 1, usage_hourly: 1, public_calls: 1, activations: 1, launch_scans: 1, auth_throttle: 0 });
    expect((await present('d200', 200)).request_log).toBe(false);
    expect((await present('d150', 150)).request_log).toBe(true);
    expect(await pruneOldRows(server.ctx.services, 10)).toEqual({
      request_log: 2,
      usage_hourly: 2,
      public_calls: 2,
      activations: 2,
      launch_scans: 2,
      auth_throttle: 0,
    });
    expect(await pruneOldRows(server.ctx.services, 10)).toEqual({
      request_log: 0,
      usage_hourly: 0,
      public_calls: 0,
      activations: 0,
      launch_scans: 0,
      auth_throttle: 0,
    });
  });
});
