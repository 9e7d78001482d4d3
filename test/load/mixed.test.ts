import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDb } from '../../src/store/db.js';
import { Store } from '../../src/store/index.js';
import { spawnServer, type ServerProcess } from '../helpers/process.js';
import { DIALECTS, freshDatabase } from '../helpers/server.js';
import { startFakeProviders, type FakeProviders } from '../travel/research/fake-providers.js';
import { providerEnv, TIGHT_TIMEOUTS } from '../travel/research/support.js';
import { LOAD } from './settings.js';
import { mixedCalls, openLoop, percentile, send, type Outcome } from './traffic.js';
import { CONTENTION_SLACK_MS } from '../helpers/timing.js';

const P99_TARGET_MS = 250;
const dialect = DIALECTS.includes('postgres') ? 'postgres' : 'sqlite';

const openFds = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

function summary(outcomes: Outcome[]) {
  const ok = outcomes.filter((o) => o.status > 0 && o.status < 500);
  return {
    sent: outcomes.length,
    p50: Math.round(
      percentile(
        ok.map((o) => o.ms),
        50,
      ),
    ),
    p99: Math.round(
      percentile(
        ok.map((o) => o.ms),
        99,
      ),
    ),
    failures: outcomes.filter((o) => o.status === 0 || o.status >= 500).map((o) => `${o.name} ${o.status} ${o.error ?? ''}`),
    non200: outcomes.filter((o) => o.status !== 200).map((o) => `${o.name} ${o.status}`),
  };
}

/**
 * Sustained mixed traffic and faults against real server processes: two instances on one
 * PostgreSQL (one on SQLite when PostgreSQL is absent), live research against local fake
 * providers. Loopback only; every loop bounded by LOAD settings.
 */
describe(`load and faults (${dialect})`, () => {
  let fake: FakeProviders;
  let servers: ServerProcess[];
  let drop: () => Promise<void>;
  let store: { close: () => Promise<void>; store: Store };
  let key: string;
  let bestRate = 0;

  beforeAll(async () => {
    fake = await startFakeProviders('ok');
    fake.slowMs = 800;
    const fresh = await freshDatabase(dialect);
    drop = fresh.drop;
    const dbEnv: Record<string, string> =
      fresh.database.kind === 'sqlite' ? { SQLITE_PATH: fresh.database.path } : { DATABASE_URL: fresh.database.url, DATABASE_POOL_SIZE: '8' };
    // Short provider timeouts: the hanging-provider test needs abandoned calls to end soon.
    // The one key's searches start many research jobs over the suite; the per-account cap is not under test here.
    const env = {
      ...dbEnv,
      ...providerEnv(fake.baseUrl, { ...TIGHT_TIMEOUTS, RESEARCH_LEASE_MS: '1500', RESEARCH_POLL_MS: '200', RESEARCH_MAX_ACTIVE_JOBS_PER_ACCOUNT: '10000' }),
    };
    servers = await Promise.all(Array.from({ length: dialect === 'postgres' ? 2 : 1 }, () => spawnServer(env)));
    const db = openDb(fresh.database);
    await migrate(db);
    store = { close: () => db.close(), store: new Store(db) };
    const activation = (await (await fetch(`${servers[0]!.baseUrl}/api/v1/activation`, { method: 'POST' })).json()) as {
      api_key: { value: string };
      account: { id: string };
    };
    key = activation.api_key.value;
    await store.store.accounts.setPlan(activation.account.id, 'enterprise');
    // Warm every route once so start-up loading is not measured as latency.
    for (const server of servers) for (const call of mixedCalls()) await send(server.baseUrl, call, key, 30_000);
  }, 300_000);

  afterAll(async () => {
    for (const s of servers ?? []) await s.stop();
    await store?.close();
    await drop?.();
    await fake?.close();
  });

  it('holds the highest offered rate with p99 under 250 ms, and reports it', async () => {
    const rows: string[] = [];
    for (const rate of LOAD.rateSteps) {
      const result = summary(await openLoop({ baseUrls: servers.map((s) => s.baseUrl), calls: mixedCalls(), key, rate, seconds: LOAD.sustainSeconds }));
      rows.push(
        `${rate} req/s: sent ${result.sent}, p50 ${result.p50} ms, p99 ${result.p99} ms, failures ${result.failures.length}, non-200 ${result.non200.length}`,
      );
      expect(
        result.non200.filter((n) => !n.endsWith(' 200')),
        rows.join('\n'),
      ).toEqual([]);
      if (result.p99 > P99_TARGET_MS || result.failures.length > 0) break;
      bestRate = rate;
    }
    console.log(
      `mixed traffic on ${servers.length} instance(s), ${dialect}:\n${rows.join('\n')}\nhighest rate with p99 < ${P99_TARGET_MS} ms: ${bestRate} req/s`,
    );
    // The latency target is a benchmark figure (npm run bench runs this suite at full length on a
    // quiet machine); the short form in npm test shares the machine and checks correctness only.
    if (LOAD.full) expect(bestRate).toBeGreaterThanOrEqual(LOAD.rateSteps[0]!);
  }, 300_000);

  it('keeps quotas exact under that load across instances', async () => {
    const activation = (await (
      await fetch(`${servers[0]!.baseUrl}/api/v1/activation`, { method: 'POST', headers: { 'x-forwarded-for': '203.0.113.200' } })
    ).json()) as { api_key: { value: string } };
    const limited = activation.api_key.value;
    const background = openLoop({
      baseUrls: servers.map((s) => s.baseUrl),
      calls: mixedCalls(),
      key,
      rate: Math.max(bestRate, LOAD.rateSteps[0]!),
      seconds: LOAD.sustainSeconds,
    });
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        send(
          servers[i % servers.length]!.baseUrl,
          { name: 'feedback', method: 'POST', path: '/api/v1/feedback', body: { rating: 'useful', issue_categories: ['other'] } },
          limited,
        ),
      ),
    );
    await background;
    expect(burst.filter((o) => o.status === 200)).toHaveLength(10);
    expect(burst.filter((o) => o.status === 429)).toHaveLength(30);
  }, 120_000);

  it('hanging provider: no request waits past its research budget, and sockets and memory stay flat', async () => {
    const server = servers[0]!;
    const pid = server.child.pid!;
    fake.behaviour = 'never';
    const search = (i: number) => ({
      name: 'bounded',
      method: 'POST',
      path: '/api/v1/travel/search',
      body: {
        user_request: `A week in Lisbon in ${['March', 'April', 'May', 'June'][i % 4]} from JFK`,
        live_research_mode: 'bounded',
        max_live_research_ms: 300,
      },
    });
    await send(server.baseUrl, search(0), key, 30_000);
    const fdsBefore = openFds(pid);
    const rssBefore = rssMb(pid);
    const outcomes: Outcome[] = [];
    for (let round = 0; round < (LOAD.full ? 6 : 2); round++) {
      outcomes.push(...(await Promise.all(Array.from({ length: 10 }, (_, i) => send(server.baseUrl, search(round * 10 + i), key)))));
    }
    // Let abandoned provider calls reach their timeouts and close their sockets before measuring;
    // on a busy machine that can take a while, so wait for it (bounded) instead of a fixed pause.
    const settled = Date.now() + 15_000;
    while (openFds(pid) - fdsBefore >= 15 && Date.now() < settled) await new Promise((r) => setTimeout(r, 250));
    const fdsAfter = openFds(pid);
    const rssAfter = rssMb(pid);
    fake.behaviour = 'ok';
    console.log(
      `hanging provider: ${outcomes.length} bounded searches (budget 300 ms), max ${Math.round(Math.max(...outcomes.map((o) => o.ms)))} ms, p99 ${Math.round(
        percentile(
          outcomes.map((o) => o.ms),
          99,
        ),
      )} ms; fds ${fdsBefore} -> ${fdsAfter}; RSS ${rssBefore.toFixed(0)} -> ${rssAfter.toFixed(0)} MB`,
    );
    expect(outcomes.every((o) => o.status === 200)).toBe(true);
    // The budget plus scheduling on a shared machine, never the provider's hang (which lasts
    // until the provider timeout); the latency figures are in bench/RESULTS.md.
    expect(Math.max(...outcomes.map((o) => o.ms))).toBeLessThan(300 + CONTENTION_SLACK_MS);
    expect(fdsAfter - fdsBefore).toBeLessThan(15);
    expect(rssAfter - rssBefore).toBeLessThan(80);
  }, 120_000);

  it.runIf(dialect === 'postgres')(
    'an instance killed during load: the other carries on and research jobs still finish',
    async () => {
      const [survivor, victim] = servers as [ServerProcess, ServerProcess];
      fake.behaviour = 'slow';
      const jobs: string[] = [];
      for (const city of ['Lisbon', 'Porto', 'Seville']) {
        const res = await fetch(`${victim.baseUrl}/api/v1/travel/search`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify({ user_request: `A week in ${city} in May from JFK`, live_research_mode: 'async_only' }),
        });
        const body = (await res.json()) as { results: Array<{ research_status: { poll_url?: string | null } }> };
        for (const r of body.results) if (r.research_status.poll_url) jobs.push(r.research_status.poll_url);
      }
      expect(jobs.length).toBeGreaterThan(0);
      const load = openLoop({
        baseUrls: [survivor.baseUrl],
        calls: mixedCalls(),
        key,
        rate: Math.max(bestRate, LOAD.rateSteps[0]!),
        seconds: LOAD.sustainSeconds,
      });
      await new Promise((r) => setTimeout(r, 300));
      victim.child.kill('SIGKILL');
      const result = summary(await load);
      expect(result.failures).toEqual([]);
      fake.behaviour = 'ok';
      const deadline = Date.now() + 30_000;
      const finished = new Set<string>();
      while (finished.size < jobs.length && Date.now() < deadline) {
        for (const poll of jobs) {
          const path = poll.startsWith('http') ? new URL(poll).pathname : poll;
          const job = (await (await fetch(`${survivor.baseUrl}${path}`, { headers: { authorization: `Bearer ${key}` } })).json()) as { status: string };
          if (job.status === 'complete' || job.status === 'partial' || job.status === 'failed') finished.add(poll);
        }
        await new Promise((r) => setTimeout(r, 300));
      }
      console.log(`instance killed: survivor p99 ${result.p99} ms over ${result.sent} requests; ${finished.size}/${jobs.length} research jobs finished`);
      expect(finished.size).toBe(jobs.length);
    },
    120_000,
  );
});
