import http from 'node:http';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalServer, type LocalServer } from '../net/local-server.js';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';

/**
 * Finding: a fetched page could freeze the whole process (backtracking regexes over fetched
 * text). The hostile pages of the review are served from a local server while proof preflight
 * and a launch audit read them; /healthz is polled throughout and the event loop is measured.
 */

const HOSTILE: Record<string, { type: string; body: string }> = {
  '/anchors': { type: 'text/html', body: `<html><body>${'<a href="'.repeat(100_000)}</body></html>` },
  '/pricing.md': { type: 'text/markdown', body: '1'.repeat(60_000) },
  '/pricing': { type: 'text/html', body: `<p>${'1'.repeat(60_000)}</p>` },
  '/llms.txt': { type: 'text/plain', body: `# ${' '.repeat(60_000)}x\n> ${' '.repeat(60_000)}\n## ${' '.repeat(60_000)}\n- [a](${'('.repeat(20_000)})\n` },
  '/docs': { type: 'text/plain', body: `#${' '.repeat(60_000)}\n`.repeat(10) },
  '/robots.txt': { type: 'text/plain', body: `User-agent: *\nDisallow:${' '.repeat(60_000)}#\n` },
  '/': { type: 'text/html', body: `<html><body>${'<p>x'.repeat(50_000)}${'<'.repeat(50_000)}</body></html>` },
  '/plain': { type: 'text/html', body: '<p>Acme makes widgets.</p>' },
};

/** A raw HTTP call (the suite's response-schema harness runs on this same event loop, so it is left out here). */
async function post(baseUrl: string, path: string, body: unknown): Promise<number> {
  const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await response.arrayBuffer();
  return response.status;
}

let hostile: LocalServer;

beforeAll(async () => {
  hostile = await startLocalServer((request, response) => {
    const page = HOSTILE[(request.url ?? '/').split('?')[0] ?? '/'];
    if (!page) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': page.type }).end(page.body);
  });
});
afterAll(async () => hostile.close());

function healthz(baseUrl: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}/healthz`, (response) => {
        response.resume();
        response.on('end', () => resolve(performance.now() - started));
      })
      .on('error', reject);
  });
}

const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;

// The audit and the preflight count keyless calls and keep the scan in the store, so both databases serve them.
describe.each(DIALECTS)('fetched content cannot block the event loop (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ dialect, env: { SAFE_FETCH_ALLOW_LOOPBACK: 'true', PUBLIC_FETCH_PER_HOUR: '1000' } });
  });
  afterAll(async () => server.close());

  it('keeps /healthz p99 under 100 ms while hostile pages are audited and preflighted (event-loop delay measured and printed)', async () => {
    // One benign call per route first: first-call costs (lazy initialisation, JIT) are not what is measured.
    await post(server.baseUrl, '/api/v1/agent-launch/audit', { url: `${hostile.origin}/plain` });
    await post(server.baseUrl, '/api/v1/proof/notability/preflight', {
      entity_name: 'Acme',
      url: `${hostile.origin}/plain`,
      evidence_urls: [`${hostile.origin}/plain`],
    });
    const delay = monitorEventLoopDelay({ resolution: 5 });
    let running = true;
    const latencies: number[] = [];
    const poll = (async () => {
      while (running) {
        latencies.push(await healthz(server.baseUrl));
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    delay.enable();
    const [audit, proof] = await Promise.all([
      post(server.baseUrl, '/api/v1/agent-launch/audit', { url: hostile.origin }),
      post(server.baseUrl, '/api/v1/proof/notability/preflight', {
        entity_name: 'Acme',
        url: `${hostile.origin}/`,
        evidence_urls: [`${hostile.origin}/anchors`, `${hostile.origin}/pricing.md`, `${hostile.origin}/llms.txt`],
      }),
    ]);
    delay.disable();
    running = false;
    await poll;
    const loopP99 = delay.percentile(99) / 1e6;
    const loopMax = delay.max / 1e6;
    console.log(
      `hostile audit+preflight: ${latencies.length} /healthz probes, p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms; event-loop delay p99 ${loopP99.toFixed(1)} ms, max ${loopMax.toFixed(1)} ms`,
    );
    expect(audit).toBe(200);
    expect(proof).toBe(200);
    expect(latencies.length).toBeGreaterThan(5);
    expect(percentile(latencies, 0.99)).toBeLessThan(100);
  }, 60_000);
});
