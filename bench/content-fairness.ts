/**
 * Fair content reading under attack: 16 concurrent launch audits of a site whose every page is
 * hostile (test/security/hostile-pages.ts), all from one client address, while another address
 * audits a healthy site. Reported: the healthy audit's score and check verdicts alone and under
 * the storm (targets: the same), /healthz latency polled throughout (target p99 < 100 ms) and
 * the server's peak resident memory (target < 1 GB). The server is the compiled build, started as
 * `npm start` starts it (run `npm run build` first), in its own process on a fresh SQLite file.
 * Usage: npx tsx bench/content-fairness.ts [hostile audits]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalServer } from '../test/net/local-server.js';
import { completeSite, serveSite } from '../test/launch/sites.js';
import { hostilePage } from '../test/security/hostile-pages.js';
import { activateWhenUp, COMPILED, launch } from './_variants.js';

const STORM = Number(process.argv[2] ?? 16);
const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;

interface Audit {
  readiness_score: number;
  checks: { id: string; status: string }[];
}

Object.assign(process.env, { SAFE_FETCH_ALLOW_LOOPBACK: 'true', PUBLIC_FETCH_PER_HOUR: '10000', TRUST_PROXY: 'true' });
const hostile = await startLocalServer((request, response) => {
  const page = hostilePage(request.url ?? '/');
  response.writeHead(200, { 'content-type': page.type }).end(page.body);
});
const healthy = await serveSite(completeSite);
const dir = mkdtempSync(join(tmpdir(), 'svc-fairness-'));
const server = await launch(COMPILED, join(dir, 'bench.sqlite'));

async function audit(url: string, clientAddress: string): Promise<{ result: Audit; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}/api/v1/agent-launch/audit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress },
    body: JSON.stringify({ url }),
  });
  if (response.status !== 200) throw new Error(`audit answered ${response.status}: ${await response.text()}`);
  return { result: (await response.json()) as Audit, ms: performance.now() - started };
}

const verdicts = (a: Audit) => a.checks.map((c) => `${c.id}:${c.status}`).join(' ');

try {
  await activateWhenUp(server);
  const alone = await audit(healthy.origin, '198.51.100.7');
  const latencies: number[] = [];
  let peakRssMb = server.rssMb();
  let running = true;
  let failedProbes = 0;
  const watch = (async () => {
    while (running) {
      const started = performance.now();
      // A probe that fails (a kept-alive socket the server had just closed) is counted, not fatal.
      const answered = await fetch(`${server.baseUrl}/healthz`).then(
        (r) => r.arrayBuffer().then(() => true),
        () => false,
      );
      if (!answered) {
        failedProbes++;
        if (server.child.exitCode !== null) throw new Error(`the server exited (code ${server.child.exitCode})`);
        continue;
      }
      latencies.push(performance.now() - started);
      peakRssMb = Math.max(peakRssMb, server.rssMb());
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const storm = Promise.all(Array.from({ length: STORM }, () => audit(hostile.origin, '203.0.113.66')));
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const during = await audit(healthy.origin, '198.51.100.7');
  const hostileRuns = await storm;
  running = false;
  await watch;

  console.log(`content-fairness: ${STORM} concurrent hostile audits from one address, one healthy audit from another`);
  console.log(`  healthy audit alone:        score ${alone.result.readiness_score}, ${Math.round(alone.ms)} ms`);
  console.log(`  healthy audit under storm:  score ${during.result.readiness_score}, ${Math.round(during.ms)} ms`);
  console.log(`  same verdicts on every check: ${verdicts(alone.result) === verdicts(during.result)}`);
  const before = new Map(alone.result.checks.map((c) => [c.id, c.status]));
  for (const c of during.result.checks)
    if (before.get(c.id) !== c.status) console.log(`    ${c.id}: ${before.get(c.id) ?? 'absent'} alone, ${c.status} under the storm`);
  console.log(
    `  hostile audits: median ${Math.round(
      percentile(
        hostileRuns.map((r) => r.ms),
        0.5,
      ),
    )} ms, slowest ${Math.round(Math.max(...hostileRuns.map((r) => r.ms)))} ms`,
  );
  console.log(
    `  /healthz: ${latencies.length} polls (${failedProbes} failed), p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms`,
  );
  console.log(`  peak resident memory of the server: ${Math.round(peakRssMb)} MB`);
} finally {
  await server.stop();
  await Promise.all([hostile.close(), healthy.close()]);
  rmSync(dir, { recursive: true, force: true });
}
