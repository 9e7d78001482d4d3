import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Metrics } from '../../../src/observability/metrics.js';
import { migrate, openDb, type Db } from '../../../src/store/db.js';
import { Store } from '../../../src/store/index.js';
import { researchConfigFromEnv } from '../../../src/travel/research/config.js';
import { createResearchService, type ResearchService } from '../../../src/travel/research/service.js';
import { spawnServer, type ServerProcess } from '../../helpers/process.js';
import { freshDatabase } from '../../helpers/server.js';
import { startFakeProviders, type FakeProviders } from './fake-providers.js';
import { scope, subject, until } from './support.js';

/**
 * Two real server processes on one PostgreSQL database share queued research jobs. The test
 * process queues them (async_only, its own worker off). Each process calls the fake search
 * provider with its own key, so every provider request is attributed to the process that made it.
 * Process A is killed mid-job; B must finish A's jobs after their lease, and nothing may run twice at once.
 */
const JOBS = 24;
// Long enough that a live worker starved of CPU for a few seconds still renews in time.
const LEASE_MS = 4000;

describe('research jobs across two instances (postgres)', () => {
  let fake: FakeProviders;
  let db: Db;
  let drop: () => Promise<void>;
  let a: ServerProcess;
  let b: ServerProcess;
  let queue: ResearchService;

  beforeAll(async () => {
    fake = await startFakeProviders('slow');
    fake.slowMs = 250;
    const fresh = await freshDatabase('postgres');
    drop = fresh.drop;
    const url = (fresh.database as { url: string }).url;
    const env = (key: string) => ({
      DATABASE_URL: url,
      SEARCH_PROVIDER_A_API_KEY: key,
      SEARCH_PROVIDER_A_BASE_URL: fake.baseUrl,
      SEARCH_PROVIDER_A_TIMEOUT_MS: '3000',
      RESEARCH_LEASE_MS: String(LEASE_MS),
      RESEARCH_POLL_MS: '100',
      RESEARCH_WORKER_CONCURRENCY: '3',
    });
    [a, b] = await Promise.all([spawnServer(env('key-a')), spawnServer(env('key-b'))]);
    db = openDb(fresh.database);
    await migrate(db);
    await db.kysely
      .insertInto('accounts')
      .values({
        id: 'acct_multi',
        email: 'multi@agents.invalid',
        password_hash: null,
        plan: 'free_sandbox',
        created_for: 'agent_activation',
        traffic_type: 'test_operational',
        agent_name: null,
        intended_use: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    // All jobs belong to one account; the per-account cap on unfinished jobs is not under test here.
    queue = createResearchService(
      researchConfigFromEnv({
        SEARCH_PROVIDER_A_API_KEY: 'key-q',
        SEARCH_PROVIDER_A_BASE_URL: fake.baseUrl,
        RESEARCH_WORKER_CONCURRENCY: '0',
        RESEARCH_MAX_ACTIVE_JOBS_PER_ACCOUNT: '1000',
      }),
      {
        store: new Store(db).research,
        now: () => new Date(),
        metrics: new Metrics(),
      },
    );
  });

  afterAll(async () => {
    await Promise.all([a?.stop('SIGKILL'), b?.stop()]);
    await queue?.stop();
    await db?.close();
    await drop?.();
    await fake?.close();
  });

  it('completes every job exactly once and finishes a killed instance’s jobs after the lease', async () => {
    const ids: string[] = [];
    for (let i = 0; i < JOBS; i += 1) {
      const out = await queue.port.statusFor(
        subject(`multi-${i}`, `Multiville${i}x`, ['activities', 'local_transport']),
        'async_only',
        null,
        scope('acct_multi'),
      );
      ids.push(out.research_status.job_id!);
    }
    const byKey = (key: string) => fake.seen.filter((s) => s.token === key);
    // Kill A while it has requests in flight (mid-job).
    await until(() => byKey('key-a').some((s) => s.endedAt === null) && byKey('key-a').length >= 2, 20_000);
    const killedAt = Date.now();
    await a.stop('SIGKILL');

    const rows = async () => db.kysely.selectFrom('research_jobs').selectAll().where('id', 'in', ids).execute();
    await until(async () => (await rows()).every((r) => r.finished_at !== null), 60_000);
    const done = await rows();
    const bId = `:${b.child.pid}:`;

    expect(done.map((r) => r.completions)).toEqual(ids.map(() => 1));
    expect(done.every((r) => r.status === 'complete')).toBe(true);
    const takenOver = done.filter((r) => r.attempts > 1);
    expect(takenOver.length).toBeGreaterThan(0);
    expect(takenOver.every((r) => r.completed_by?.includes(bId))).toBe(true);

    let overlaps = 0;
    for (let i = 0; i < JOBS; i += 1) {
      const name = `Multiville${i}x`;
      const reqs = fake.seen.filter((s) => (s.query.get('q') ?? '').includes(name));
      const fromA = reqs.filter((s) => s.token === 'key-a');
      const fromB = reqs.filter((s) => s.token === 'key-b');
      expect(reqs.every((s) => s.token === 'key-a' || s.token === 'key-b')).toBe(true);
      if (fromA.length && fromB.length) {
        // B touched a job A had started only after A died and its lease ran out.
        const firstB = Math.min(...fromB.map((s) => s.at));
        if (firstB < killedAt + LEASE_MS * 0.5) overlaps += 1;
      }
      const row = done.find((r) => r.destination_id === `multi-${i}`)!;
      // A job claimed once called the provider once per category.
      if (row.attempts === 1) expect(reqs).toHaveLength(2);
    }
    expect(overlaps).toBe(0);
    console.log(`multi-instance: ${JOBS} jobs, ${takenOver.length} taken over from the killed instance, ${fake.seen.length} provider calls`);
  });
});
