import { afterEach, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../../src/store/db.js';
import type { ResearchJobRow } from '../../../src/travel/research/job-store.js';
import { ResearchStore } from '../../../src/store/research-store.js';
import { DIALECTS, migratedDatabase } from '../../helpers/server.js';

/** Claims, leases and fencing of research jobs, on every dialect the suite runs. */
describe.each(DIALECTS)('research job store (%s)', (dialect) => {
  let db: Db;
  let drop: () => Promise<void>;
  afterEach(async () => {
    await db.close();
    await drop();
  });

  async function open(): Promise<ResearchStore> {
    const fresh = await migratedDatabase(dialect);
    drop = fresh.drop;
    db = openDb(fresh.database);
    return new ResearchStore(db);
  }

  const row = (id: string, createdAt: string): ResearchJobRow => ({
    id,
    account_id: null,
    destination_id: id,
    destination_name: id,
    subject: '{}',
    scope: '{}',
    status: 'running',
    progress: '{}',
    lease_owner: null,
    lease_expires_at: null,
    attempts: 0,
    completions: 0,
    completed_by: null,
    created_at: createdAt,
    updated_at: createdAt,
    finished_at: null,
  });

  const T0 = new Date('2026-11-22T10:00:00.000Z');
  const at = (ms: number) => new Date(T0.getTime() + ms);

  it('hands each open job to one claimer, oldest first, and again only after its lease expires', async () => {
    const store = await open();
    for (let i = 0; i < 5; i++) await store.create(row(`job-${i}`, at(i).toISOString()));
    const [a, b] = await Promise.all([store.claim('a', 3, at(10), 1000), store.claim('b', 3, at(10), 1000)]);
    const ids = [...a, ...b].map((r) => r.id).sort();
    expect(ids).toEqual(['job-0', 'job-1', 'job-2', 'job-3', 'job-4']);
    expect(await store.claim('c', 5, at(500), 1000)).toEqual([]);
    const retaken = await store.claim('c', 5, at(1011), 1000);
    expect(retaken.map((r) => r.id).sort()).toEqual(ids);
    expect(retaken.every((r) => r.attempts === 2 && r.lease_owner === 'c')).toBe(true);
  });

  it('fences every write by owner and claim number: a taken-over worker can neither save nor finish', async () => {
    const store = await open();
    await store.create(row('job', T0.toISOString()));
    const [first] = await store.claim('a', 1, at(0), 1000);
    expect(await store.renew('job', { owner: 'a', attempt: first!.attempts }, at(500), 1000)).toBe(true);
    expect(await store.claim('b', 1, at(1400), 1000)).toEqual([]); // renewed until 1500
    const [second] = await store.claim('b', 1, at(1600), 1000);
    expect(second!.attempts).toBe(2);
    const stale = { owner: 'a', attempt: 1 };
    expect(await store.saveProgress('job', stale, 'partial', '{"x":1}', at(1700))).toBe(false);
    expect(await store.finish('job', stale, 'complete', '{}', at(1700))).toBe(false);
    const current = { owner: 'b', attempt: 2 };
    expect(await store.finish('job', current, 'complete', '{"done":true}', at(1800))).toBe(true);
    expect(await store.finish('job', current, 'complete', '{}', at(1900))).toBe(false);
    const done = await store.find('job');
    expect(done).toMatchObject({
      status: 'complete',
      progress: '{"done":true}',
      completions: 1,
      completed_by: 'b',
      lease_owner: null,
      finished_at: at(1800).toISOString(),
    });
    expect(await store.claim('c', 1, at(99_000), 1000)).toEqual([]);
  });

  it('a released job can be claimed at once', async () => {
    const store = await open();
    await store.create(row('job', T0.toISOString()));
    const [claimed] = await store.claim('a', 1, at(0), 60_000);
    await store.release('job', { owner: 'a', attempt: claimed!.attempts });
    expect((await store.claim('b', 1, at(1), 60_000)).map((r) => r.id)).toEqual(['job']);
  });

  it('prunes jobs finished before the retention cut-off and expired cache rows, never open jobs', async () => {
    const store = await open();
    await store.create(row('old', T0.toISOString()));
    await store.create(row('open', T0.toISOString()));
    const [old] = (await store.claim('a', 2, at(0), 1000)).filter((r) => r.id === 'old');
    await store.finish('old', { owner: 'a', attempt: old!.attempts }, 'complete', '{}', at(10));
    await store.putCache({
      destination_id: 'd',
      category: 'events',
      finding: '{"evidence":[]}',
      retrieved_at: at(0).toISOString(),
      expires_at: at(100).toISOString(),
    });
    expect(await store.prune(at(5), at(50))).toBe(0);
    expect(await store.prune(at(11), at(100))).toBe(1);
    expect(await store.find('old')).toBeUndefined();
    expect(await store.find('open')).toBeDefined();
    expect(await store.cached('d', ['events'], at(0))).toEqual([]);
  });

  it('caches per destination and category until expiry, replacing older rows', async () => {
    const store = await open();
    await store.putCache({
      destination_id: 'd',
      category: 'events',
      finding: '{"round":1}',
      retrieved_at: at(0).toISOString(),
      expires_at: at(1000).toISOString(),
    });
    await store.putCache({
      destination_id: 'd',
      category: 'events',
      finding: '{"round":2}',
      retrieved_at: at(10).toISOString(),
      expires_at: at(2000).toISOString(),
    });
    expect((await store.cached('d', ['events', 'activities'], at(1500))).map((r) => r.finding)).toEqual(['{"round":2}']);
    expect(await store.cached('d', ['events'], at(2000))).toEqual([]);
  });
});
