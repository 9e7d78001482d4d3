/**
 * MCP overhead: tools/call rank_travel_destinations against POST /api/v1/travel/search on the
 * same server in the same run, sequential requests alternating between the surfaces so all see the same
 * machine load, at detail full. The MCP call is made as a 2025-era client makes it and as a 2026-07-28
 * client makes it (envelope and headers). Prints latency percentiles, the
 * overhead ratios of the medians, and the response bytes of both surfaces at each detail level.
 * Usage: npx tsx bench/mcp-overhead.ts [requests-per-surface]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { migrate, openDb } from '../src/store/db.js';
import { Store } from '../src/store/index.js';
import { spawnServer } from '../test/helpers/process.js';

const perSurface = Number(process.argv[2] ?? 200);
const TRIP = { user_request: 'Beach holiday in Europe in June from JFK for a family of four, two kids, under 8000 dollars' };

async function timed(url: string, headers: Record<string, string>, body: unknown, ok: (json: Record<string, unknown>) => boolean): Promise<number> {
  const start = performance.now();
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const json = (await res.json()) as Record<string, unknown>;
  const elapsed = performance.now() - start;
  if (res.status !== 200 || !ok(json)) throw new Error(`${url}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return elapsed;
}

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const summary = (xs: number[]) => ({
  min_ms: +Math.min(...xs).toFixed(2),
  p50_ms: +percentile(xs, 50).toFixed(2),
  p95_ms: +percentile(xs, 95).toFixed(2),
  mean_ms: +(xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(2),
});

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'svc-bench-'));
  const database = { kind: 'sqlite' as const, path: join(dir, 'bench.sqlite') };
  const server = await spawnServer({ SQLITE_PATH: database.path, LOG_LEVEL: 'error' });
  const db = openDb(database);
  try {
    await migrate(db);
    const activation = await fetch(`${server.baseUrl}/api/v1/activation`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const key = ((await activation.json()) as { api_key: { value: string } }).api_key.value;
    const auth = { authorization: `Bearer ${key}` };
    const me = (await (await fetch(`${server.baseUrl}/api/v1/account/me`, { headers: auth })).json()) as { account: { id: string } };
    // An activation key allows 10 calls an hour; the bench account gets the Pro plan's limits.
    await new Store(db).accounts.setPlan(me.account.id, 'pro');

    const tool = 'rank_travel_destinations';
    const path = '/api/v1/travel/search';
    const args = TRIP;
    let id = 1;
    // MCP carries the answer twice (structuredContent and the JSON text block MCP asks for).
    const bytes = async (url: string, body: unknown) =>
      (await (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...auth }, body: JSON.stringify(body) })).arrayBuffer())
        .byteLength;
    const responseBytes: Record<string, { rest: number; mcp: number }> = {};
    for (const detail of ['summary', 'standard', 'full']) {
      const levelArgs = { ...args, detail };
      responseBytes[detail] = {
        rest: await bytes(`${server.baseUrl}${path}`, levelArgs),
        mcp: await bytes(`${server.baseUrl}/mcp`, { jsonrpc: '2.0', id: 0, method: 'tools/call', params: { name: tool, arguments: levelArgs } }),
      };
    }
    const rest = () => timed(`${server.baseUrl}${path}`, auth, args, () => true);
    const mcp = () =>
      timed(`${server.baseUrl}/mcp`, auth, { jsonrpc: '2.0', id: id++, method: 'tools/call', params: { name: tool, arguments: args } }, (json) => {
        const result = json.result as { isError?: boolean; structuredContent?: unknown } | undefined;
        return !!result && !result.isError && !!result.structuredContent;
      });

    // The same call from a 2026-07-28 client: the per-request _meta envelope and the MCP headers.
    const modernMeta = {
      'io.modelcontextprotocol/protocolVersion': '2026-07-28',
      'io.modelcontextprotocol/clientInfo': { name: 'bench', version: '1' },
      'io.modelcontextprotocol/clientCapabilities': {},
    };
    const modernHeaders = { ...auth, 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': tool };
    const mcpModern = () =>
      timed(
        `${server.baseUrl}/mcp`,
        modernHeaders,
        { jsonrpc: '2.0', id: id++, method: 'tools/call', params: { name: tool, arguments: args, _meta: modernMeta } },
        (json) => {
          const result = json.result as { isError?: boolean; structuredContent?: unknown } | undefined;
          return !!result && !result.isError && !!result.structuredContent;
        },
      );

    for (let i = 0; i < 20; i++) await Promise.all([rest(), mcp(), mcpModern()]); // warm-up (JIT, statement caches)
    const restMs: number[] = [];
    const mcpMs: number[] = [];
    const modernMs: number[] = [];
    for (let i = 0; i < perSurface; i++) {
      restMs.push(await rest());
      mcpMs.push(await mcp());
      modernMs.push(await mcpModern());
    }
    const r = summary(restMs);
    const m = summary(mcpMs);
    const m26 = summary(modernMs);
    const overhead = (m.p50_ms - r.p50_ms) / r.p50_ms;
    console.log(
      JSON.stringify(
        {
          benchmark: 'mcp-overhead',
          compared: `tools/call ${tool} vs POST ${path}`,
          requests_per_surface: perSurface,
          rest: r,
          mcp: m,
          overhead_ratio_p50: +overhead.toFixed(3),
          overhead_ms_p50: +(m.p50_ms - r.p50_ms).toFixed(2),
          overhead_ratio_min: +((m.min_ms - r.min_ms) / r.min_ms).toFixed(3),
          mcp_2026_07_28: { ...m26, overhead_ratio_p50: +((m26.p50_ms - r.p50_ms) / r.p50_ms).toFixed(3) },
          results: (
            (await (
              await fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...auth }, body: JSON.stringify(args) })
            ).json()) as { results: unknown[] }
          ).results.length,
          response_bytes: responseBytes,
          // Latency on a shared machine depends on its load; the figure is printed with the result.
          load_average_1m: +loadavg()[0]!.toFixed(2),
          cpus: cpus().length,
        },
        null,
        2,
      ),
    );
  } finally {
    await db.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
