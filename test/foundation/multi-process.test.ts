import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDb } from '../../src/store/db.js';
import { Store } from '../../src/store/index.js';
import { spawnServer, type ServerProcess } from '../helpers/process.js';
import { DIALECTS, freshDatabase, type Dialect } from '../helpers/server.js';

async function activate(baseUrl: string): Promise<{ key: string; accountId: string }> {
  const res = await fetch(`${baseUrl}/api/v1/activation`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  const body = (await res.json()) as { api_key: { value: string }; account: { id: string } };
  return { key: body.api_key.value, accountId: body.account.id };
}

const feedback = (baseUrl: string, key: string, note: string) =>
  fetch(`${baseUrl}/api/v1/feedback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ rating: 'useful', issue_categories: ['other'], notes: note }),
  });

describe.runIf(DIALECTS.includes('postgres'))('two server processes on one PostgreSQL', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let drop: () => Promise<void>;
  let url: string;
  beforeAll(async () => {
    const fresh = await freshDatabase('postgres');
    drop = fresh.drop;
    url = (fresh.database as { url: string }).url;
    a = await spawnServer({ DATABASE_URL: url });
    b = await spawnServer({ DATABASE_URL: url });
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await drop?.();
  });

  it('admits exactly 10 of 50 simultaneous requests for a key with 10 left', async () => {
    const { key } = await activate(a.baseUrl);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => feedback(i % 2 ? a.baseUrl : b.baseUrl, key, `n${i}`)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);
    const db = openDb({ kind: 'postgres', url, poolSize: 2 });
    const store = new Store(db);
    expect(await store.records.count('feedback')).toBe(10);
    await db.close();
  });
});

describe.each(DIALECTS)('durability across kill -9 on %s', (dialect: Dialect) => {
  it('keeps every record acknowledged before the kill', async () => {
    const fresh = await freshDatabase(dialect);
    const env: Record<string, string> = fresh.database.kind === 'sqlite' ? { SQLITE_PATH: fresh.database.path } : { DATABASE_URL: fresh.database.url };
    const server = await spawnServer(env);
    try {
      const { key, accountId } = await activate(server.baseUrl);
      // Lift the quota so the burst is limited only by the kill.
      const setup = openDb(fresh.database);
      await migrate(setup);
      await new Store(setup).accounts.setPlan(accountId, 'pro');
      await setup.close();

      const acknowledged: string[] = [];
      const inFlight = Array.from({ length: 200 }, async (_, i) => {
        try {
          const res = await feedback(server.baseUrl, key, `note-${i}`);
          if (res.status === 200) acknowledged.push(((await res.json()) as { feedback_id: string }).feedback_id);
        } catch {
          // connection cut by the kill
        }
      });
      while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 5));
      server.child.kill('SIGKILL');
      await Promise.all(inFlight);
      await server.stop();
      expect(acknowledged.length).toBeGreaterThanOrEqual(40);

      // A server starts again on the killed database (a SQLite file replays its write-ahead log as it
      // opens; PostgreSQL has dropped the cut connections), and every acknowledged record is there.
      const again = await spawnServer(env);
      await again.stop();
      const db = openDb(fresh.database);
      const ids = (await db.kysely.selectFrom('feedback').select('id').execute()).map((r) => r.id);
      await db.close();
      for (const id of acknowledged) expect(ids).toContain(id);
    } finally {
      await server.stop();
      await fresh.drop();
    }
  });
});

describe('graceful shutdown', () => {
  it('finishes an in-flight request, closes the database and exits 0 on SIGTERM', async () => {
    const fresh = await freshDatabase('sqlite');
    const server = await spawnServer({ SQLITE_PATH: (fresh.database as { path: string }).path });
    const { key } = await activate(server.baseUrl);
    const body = JSON.stringify({ rating: 'useful', issue_categories: ['other'], notes: 'sent across the shutdown' });
    const url = new URL(`${server.baseUrl}/api/v1/feedback`);
    // Half the body goes out before SIGTERM, the rest after: the request is in flight throughout.
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${key}` },
        },
        (res) => {
          let text = '';
          res.on('data', (d: Buffer) => (text += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 20));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(20)), 300);
      }, 200);
    });
    const result = await response;
    expect(result.status).toBe(200);
    expect(JSON.parse(result.text).stored).toBe(true);
    expect(await server.stop()).toBe(0);
    const db = openDb(fresh.database);
    expect(await new Store(db).records.count('feedback')).toBe(1);
    await db.close();
    await fresh.drop();
  });
});
