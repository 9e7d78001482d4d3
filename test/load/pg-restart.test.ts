import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDb } from '../../src/store/db.js';
import { Store } from '../../src/store/index.js';
import { startPgInstance, type PgInstance } from '../helpers/pg-instance.js';
import { spawnServer, type ServerProcess } from '../helpers/process.js';
import { LOAD } from './settings.js';

/**
 * PostgreSQL stops in the middle of sustained writes and comes back: while it is away the service
 * answers 503 with {"error"}, never a 500 or a hang; it recovers by itself; and every write it
 * acknowledged is in the database afterwards.
 */
describe('PostgreSQL restart under load', () => {
  let pg: PgInstance;
  let server: ServerProcess;
  beforeAll(async () => {
    pg = await startPgInstance();
    server = await spawnServer({ DATABASE_URL: pg.url, DATABASE_POOL_SIZE: '4' });
  });
  afterAll(async () => {
    await server?.stop();
    pg?.destroy();
  });

  it('answers 503 while the database is away, recovers, and loses no acknowledged write', async () => {
    const activation = (await (await fetch(`${server.baseUrl}/api/v1/activation`, { method: 'POST' })).json()) as {
      api_key: { value: string };
      account: { id: string };
    };
    const setup = openDb({ kind: 'postgres', url: pg.url, poolSize: 1 });
    await migrate(setup);
    await new Store(setup).accounts.setPlan(activation.account.id, 'pro');
    await setup.close();

    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    const badBodies: string[] = [];
    let phase: 'before' | 'outage' | 'after' = 'before';
    const okAfter = { count: 0 };
    // Traffic runs for the profile's length and, however long the restart took on a busy machine,
    // until some writes have succeeded after it (bounded by the hard stop).
    const deadline = Date.now() + LOAD.restartSeconds * 1000;
    const hardStop = Date.now() + 60_000;
    const running = () => Date.now() < hardStop && (Date.now() < deadline || okAfter.count < 6);
    const worker = async () => {
      for (let i = 0; running(); i++) {
        const res = await fetch(`${server.baseUrl}/api/v1/feedback`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${activation.api_key.value}` },
          body: JSON.stringify({ rating: 'useful', issue_categories: ['other'], notes: `w${i}` }),
          signal: AbortSignal.timeout(10_000),
        }).catch((err: Error) => {
          // A dropped connection means the server crashed or hung: the test fails on it below.
          badBodies.push(`connection: ${err.message} ${String((err.cause as Error | undefined)?.message ?? '')}`);
          return null;
        });
        if (!res) continue;
        const text = await res.text();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const body = JSON.parse(text) as { feedback_id?: string; error?: string };
        if (res.status === 200) {
          acknowledged.push(body.feedback_id!);
          if (phase === 'after') okAfter.count++;
        } else if (res.status !== 503 || Object.keys(body).join() !== 'error') badBodies.push(`${res.status} ${text}`);
        if (res.status === 503) await new Promise((r) => setTimeout(r, 50));
      }
    };
    const load = Promise.all(Array.from({ length: 6 }, worker));
    await new Promise((r) => setTimeout(r, 1000));
    phase = 'outage';
    pg.stop();
    await new Promise((r) => setTimeout(r, 1500));
    pg.start();
    phase = 'after';
    await load;

    expect(badBodies, server.output()).toEqual([]);
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
    expect(okAfter.count).toBeGreaterThan(0);
    const check = openDb({ kind: 'postgres', url: pg.url, poolSize: 1 });
    const stored = new Set((await check.kysely.selectFrom('feedback').select('id').execute()).map((r) => r.id));
    await check.close();
    const lost = acknowledged.filter((id) => !stored.has(id));
    console.log(`pg restart: ${acknowledged.length} acknowledged writes, statuses ${JSON.stringify(Object.fromEntries(statuses))}, lost ${lost.length}`);
    expect(lost).toEqual([]);
  }, 120_000);
});
