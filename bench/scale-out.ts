/**
 * Scale-out in one run: travel search throughput on SQLite (one instance), on PostgreSQL (one
 * instance) and on PostgreSQL with two instances (load split across both), with the bare
 * GET /healthz of the first server as the baseline. Prints rates and ratios.
 * Usage: npx tsx bench/scale-out.ts [seconds-per-run] [runs]
 */
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openDb } from '../src/store/db.js';
import { Store } from '../src/store/index.js';
import { startPgInstance } from '../test/helpers/pg-instance.js';
import { spawnServer, type ServerProcess } from '../test/helpers/process.js';

const seconds = Number(process.argv[2] ?? 5);
const runs = Number(process.argv[3] ?? 3);
const body = JSON.stringify({ user_request: 'A long weekend in Northern California with redwoods and rugged coast from SFO in May' });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function rate(urls: string[], key: string | null, path: string, method: 'GET' | 'POST'): Promise<number> {
  const results = await Promise.all(
    urls.map((url) =>
      autocannon({
        url: `${url}${path}`,
        method,
        connections: Math.max(2, Math.floor(16 / urls.length)),
        duration: seconds,
        headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
        ...(method === 'POST' ? { body } : {}),
      }),
    ),
  );
  for (const r of results) if (r.non2xx > 0) throw new Error(`${path}: ${r.non2xx} non-2xx responses`);
  return results.reduce((sum, r) => sum + r.requests.average, 0);
}

async function enterpriseKey(server: ServerProcess, database: Parameters<typeof openDb>[0]): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/v1/activation`, { method: 'POST' });
  const activation = (await res.json()) as { api_key: { value: string }; account: { id: string } };
  const db = openDb(database);
  await migrate(db);
  await new Store(db).accounts.setPlan(activation.account.id, 'enterprise');
  await db.close();
  return activation.api_key.value;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'svc-scale-'));
  const pg = await startPgInstance();
  const sqliteDb = { kind: 'sqlite' as const, path: join(dir, 'bench.sqlite') };
  const pgDb = { kind: 'postgres' as const, url: pg.url, poolSize: 4 };
  const servers: ServerProcess[] = [];
  try {
    const lite = await spawnServer({ SQLITE_PATH: sqliteDb.path, LOG_LEVEL: 'error' });
    servers.push(lite);
    const pgA = await spawnServer({ DATABASE_URL: pg.url, LOG_LEVEL: 'error' });
    const pgB = await spawnServer({ DATABASE_URL: pg.url, LOG_LEVEL: 'error' });
    servers.push(pgA, pgB);
    const liteKey = await enterpriseKey(lite, sqliteDb);
    const pgKey = await enterpriseKey(pgA, pgDb);
    await rate([lite.baseUrl], liteKey, '/api/v1/travel/search', 'POST'); // warm-up
    await rate([pgA.baseUrl, pgB.baseUrl], pgKey, '/api/v1/travel/search', 'POST');
    const figures = { bare: [] as number[], sqlite: [] as number[], pg1: [] as number[], pg2: [] as number[] };
    for (let i = 0; i < runs; i++) {
      figures.bare.push(await rate([lite.baseUrl], null, '/healthz', 'GET'));
      figures.sqlite.push(await rate([lite.baseUrl], liteKey, '/api/v1/travel/search', 'POST'));
      figures.pg1.push(await rate([pgA.baseUrl], pgKey, '/api/v1/travel/search', 'POST'));
      figures.pg2.push(await rate([pgA.baseUrl, pgB.baseUrl], pgKey, '/api/v1/travel/search', 'POST'));
    }
    const m = Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, median(v)])) as Record<keyof typeof figures, number>;
    console.log(
      JSON.stringify(
        {
          benchmark: 'scale-out (POST /api/v1/travel/search, 16 connections in all)',
          runs: Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, { median: Math.round(median(v)), all: v.map(Math.round) }])),
          ratios: {
            postgres_to_sqlite_one_instance: Number((m.pg1 / m.sqlite).toFixed(3)),
            two_instances_to_one_postgres: Number((m.pg2 / m.pg1).toFixed(3)),
            search_to_bare_route_sqlite: Number((m.sqlite / m.bare).toFixed(3)),
          },
          note: "Two instances share this machine's 2 cores with the load generator and PostgreSQL, so the two-instance gain is bounded by CPU, not by the service.",
        },
        null,
        2,
      ),
    );
  } finally {
    for (const s of servers) await s.stop();
    pg.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
