import type http from 'node:http';
import { LAUNCH_PRODUCT_TYPES, type LaunchProductTypeValue } from '../../src/contracts/launch.js';
import { auditLaunch } from '../../src/launch/audit.js';
import { createSafeFetcher } from '../../src/net/safe-fetcher.js';
import { startLocalServer } from '../net/local-server.js';
import { readCases, share } from '../verdicts/jsonl.js';

/**
 * Runs launch cases in the neutral case format (a product type, a site as path -> response or
 * behaviour, the expected readiness) through the real audit: each site is served from its own
 * loopback HTTP server, with the site's own origin (base_url, or "{{origin}}") rewritten to it.
 */
type Entry =
  | { status?: number; content_type?: string; body?: string; headers?: Record<string, string> }
  | { behaviour: 'hang' }
  | { behaviour: 'mcp'; tools_list?: 'ok' | 'error' | 'not_json' }
  | { behaviour: 'a2a'; message_send?: 'ok' | 'error' | 'not_json' };

export interface NeutralLaunchCase {
  id: string;
  product_type?: string;
  base_url?: string;
  site: Record<string, Entry>;
  expected: { ready: boolean; problems: string[] };
}

export interface NeutralLaunchOutcome {
  id: string;
  expected: NeutralLaunchCase['expected'];
  ready: boolean;
  score: number;
  failing: string[];
  blockers: string[];
}

const rpc = (response: http.ServerResponse, id: unknown, payload: Record<string, unknown>) =>
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: id ?? null, ...payload }));

function protocol(entry: Extract<Entry, { behaviour: 'mcp' | 'a2a' }>, response: http.ServerResponse, body: string) {
  let message: { id?: unknown; method?: string } = {};
  try {
    message = JSON.parse(body) as typeof message;
  } catch {
    return void response.writeHead(400).end();
  }
  const outcome = entry.behaviour === 'mcp' ? (entry.tools_list ?? 'ok') : (entry.message_send ?? 'ok');
  if (entry.behaviour === 'mcp' && message.method === 'initialize')
    return rpc(response, message.id, { result: { protocolVersion: '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: 'site', version: '1' } } });
  if (entry.behaviour === 'mcp' && message.method !== 'tools/list')
    return message.id === undefined ? void response.writeHead(202).end() : rpc(response, message.id, { error: { code: -32601, message: 'Method not found' } });
  if (outcome === 'not_json') return void response.writeHead(200, { 'content-type': 'text/html' }).end('<html>oops</html>');
  if (outcome === 'error') return rpc(response, message.id, { error: { code: -32603, message: 'Internal error' } });
  if (entry.behaviour === 'mcp')
    return rpc(response, message.id, { result: { tools: [{ name: 'search', description: 'Search', inputSchema: { type: 'object' } }] } });
  return rpc(response, message.id, { error: { code: -32001, message: 'Task not found' } });
}

/** svc's product types; one it does not know (such as "browser_extension") is audited as the default agent_api, as the API would need. */
const productType = (given: string | undefined): LaunchProductTypeValue =>
  (LAUNCH_PRODUCT_TYPES as readonly string[]).includes(given ?? '') ? (given as LaunchProductTypeValue) : 'agent_api';

/** One audit of a site that answers 404 everywhere, not counted: it starts the reading threads and loads the validators before any case's budget runs. */
async function warmUp(): Promise<void> {
  const server = await startLocalServer((_request, response) => void response.writeHead(404, { 'content-type': 'text/plain' }).end('not found'));
  try {
    await auditLaunch(
      { url: server.origin, product_type: 'agent_api' },
      { fetcher: createSafeFetcher({ allowLoopback: true, timeoutMs: 3000 }), now: () => new Date('2026-11-27T12:00:00Z'), newId: () => 'warm-up' },
    );
  } finally {
    await server.close();
  }
}

export async function runNeutralLaunch(path: string): Promise<NeutralLaunchOutcome[]> {
  const outcomes: NeutralLaunchOutcome[] = [];
  await warmUp();
  for (const c of readCases<NeutralLaunchCase>(path)) {
    let origin = '';
    const fill = (text: string) => (c.base_url ? text.split(c.base_url.replace(/\/$/u, '')).join(origin) : text).split('{{origin}}').join(origin);
    const server = await startLocalServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = (request.url ?? '/').split('?')[0] ?? '/';
        const entry = c.site[path] ?? c.site['*'];
        if (!entry) return void response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        if ('behaviour' in entry) {
          if (entry.behaviour === 'hang') return;
          return protocol(entry, response, Buffer.concat(chunks).toString('utf8'));
        }
        const headers = Object.fromEntries(Object.entries(entry.headers ?? {}).map(([name, value]) => [name, fill(value)]));
        response.writeHead(entry.status ?? 200, { 'content-type': entry.content_type ?? 'text/plain', ...headers }).end(fill(entry.body ?? ''));
      });
    });
    origin = server.origin;
    try {
      const audit = await auditLaunch(
        { url: origin, product_type: productType(c.product_type) },
        {
          fetcher: createSafeFetcher({ allowLoopback: true, timeoutMs: 3000 }),
          now: () => new Date('2026-11-27T12:00:00Z'),
          newId: () => c.id,
          limits: { budgetMs: 10_000 },
        },
      );
      const failing = audit.checks
        .filter((check) => check.status === 'fail' || check.status === 'unreachable' || check.status === 'not_checked')
        .map((check) => `${check.id} (${check.status}): ${check.evidence.join('; ').slice(0, 160)}`);
      outcomes.push({
        id: c.id,
        expected: c.expected,
        ready: audit.ready_for_external_scan,
        score: audit.readiness_score,
        failing,
        blockers: audit.readiness_blockers,
      });
    } finally {
      await server.close();
    }
  }
  return outcomes;
}

export function neutralLaunchReport(title: string, outcomes: readonly NeutralLaunchOutcome[]): string {
  const flawed = outcomes.filter((o) => !o.expected.ready);
  const good = outcomes.filter((o) => o.expected.ready);
  const lines = [
    title,
    `readiness right on flawed sites: ${share(flawed.filter((o) => !o.ready).length, flawed.length)}`,
    `no false alarm on good sites: ${share(good.filter((o) => o.ready).length, good.length)}`,
    'planted problems are listed with what the audit failed, to be matched by a reader:',
  ];
  for (const o of outcomes) {
    lines.push(`  ${o.ready === o.expected.ready ? 'ok  ' : 'MISS'} ${o.id}: ready ${o.ready} (expected ${o.expected.ready}), score ${o.score}`);
    for (const p of o.expected.problems) lines.push(`       planted: ${p}`);
    for (const b of o.blockers) lines.push(`       blocker: ${b.slice(0, 200)}`);
    for (const f of o.failing) lines.push(`       failed:  ${f}`);
  }
  return lines.join('\n');
}
