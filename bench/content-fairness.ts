/**
 * Fair content reading under attack: 16 concurrent launch audits of a site whose every page is
 * hostile (test/security/hostile-pages.ts), all from one client address, while another address
 * audits a healthy site. Reported: the healthy audit's score and check verdicts alone and under
 * the storm (targets: the same), /healthz latency polled throughout (target p99 < 100 ms) and
 * the server's peak resident memory (target < 1 GB); and, over the storm, the event-loop delay and
 * garbage collection of the server's main thread (the one that answers requests, measured by the
 * preloaded _server-probe.mjs) and the CPU time of that thread and of the whole process per audit. The server is the compiled build, started as `npm start` starts it (run
 * `npm run build` first), in its own process on a fresh SQLite file. With `--baseline <rev>`, that
 * revision (built in a temporary worktree, bench/_variants.ts) runs the same storms, alternating
 * with this tree's, and the report ends with this tree's figures as ratios of the baseline's.
 * Usage: npx tsx bench/content-fairness.ts [hostile audits] [rounds] [--baseline <rev>]
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalServer } from '../test/net/local-server.js';
import { completeSite, serveSite } from '../test/launch/sites.js';
import { hostilePage } from '../test/security/hostile-pages.js';
import { activateWhenUp, benchArgs, checkoutBaseline, COMPILED, launch, type Running, type Variant } from './_variants.js';

const { baseline: baselineRev, positional } = benchArgs('');
const STORM = Number(positional[0] ?? 16);
const ROUNDS = Number(positional[1] ?? 1);
const SERVER_PROBE = new URL('./_server-probe.mjs', import.meta.url).href;
const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;
const median = (values: number[]) => percentile(values, 0.5);

interface Audit {
  readiness_score: number;
  checks: { id: string; status: string; evidence: string[] }[];
}

/** What the preloaded _server-probe.mjs measured on the server's main thread over the storm (ms). */
interface Probe {
  loopDelay: { p50: number; p99: number; max: number; mean: number };
  gc: { count: number; ms: number; majorCount: number; majorMs: number };
}

/** What one storm measured on one server. */
interface Storm {
  alone: { result: Audit; ms: number };
  during: { result: Audit; ms: number };
  hostileMs: number[];
  latencies: number[];
  failedProbes: number;
  peakRssMb: number;
  probe: Probe;
  /** CPU time over the storm, per audit (the hostile ones and the healthy one). */
  mainThreadCpuMsPerAudit: number;
  processCpuMsPerAudit: number;
  load: string;
}

Object.assign(process.env, { SAFE_FETCH_ALLOW_LOOPBACK: 'true', PUBLIC_FETCH_PER_HOUR: '10000', TRUST_PROXY: 'true' });
const hostile = await startLocalServer((request, response) => {
  const page = hostilePage(request.url ?? '/');
  response.writeHead(200, { 'content-type': page.type }).end(page.body);
});
const healthy = await serveSite(completeSite);
const dir = mkdtempSync(join(tmpdir(), 'svc-fairness-'));

async function audit(server: Running, url: string, clientAddress: string): Promise<{ result: Audit; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}/api/v1/agent-launch/audit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress },
    body: JSON.stringify({ url }),
  });
  if (response.status !== 200) throw new Error(`audit answered ${response.status}: ${await response.text()}`);
  return { result: (await response.json()) as Audit, ms: performance.now() - started };
}

/** The figures the preloaded _server-probe.mjs writes at the second mark. */
async function probeFigures(file: string): Promise<Probe> {
  for (const deadline = Date.now() + 10_000; !existsSync(file);) {
    if (Date.now() > deadline) throw new Error('the server wrote no event-loop and garbage collection figures');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return JSON.parse(readFileSync(file, 'utf8')) as Probe;
}

async function storm(variant: Variant, run: string): Promise<Storm> {
  const probeFile = join(dir, `${run}.probe.json`);
  process.env.SERVER_PROBE_FILE = probeFile;
  const server = await launch({ ...variant, args: ['--import', SERVER_PROBE, ...variant.args] }, join(dir, `${run}.sqlite`));
  try {
    await activateWhenUp(server);
    const alone = await audit(server, healthy.origin, '198.51.100.7');
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
    const [mainCpu, processCpu] = [server.mainThreadCpuMs(), server.cpuMs()];
    server.child.kill('SIGUSR2');
    const hostileRuns = Promise.all(Array.from({ length: STORM }, () => audit(server, hostile.origin, '203.0.113.66')));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const during = await audit(server, healthy.origin, '198.51.100.7');
    const hostileMs = (await hostileRuns).map((r) => r.ms);
    server.child.kill('SIGUSR2');
    const audits = STORM + 1;
    const [mainCpuAfter, processCpuAfter] = [server.mainThreadCpuMs(), server.cpuMs()];
    running = false;
    await watch;
    return {
      alone,
      during,
      hostileMs,
      latencies,
      failedProbes,
      peakRssMb,
      probe: await probeFigures(probeFile),
      mainThreadCpuMsPerAudit: (mainCpuAfter - mainCpu) / audits,
      processCpuMsPerAudit: (processCpuAfter - processCpu) / audits,
      load: loadavg()[0]!.toFixed(1),
    };
  } finally {
    await server.stop();
  }
}

const verdicts = (a: Audit) => a.checks.map((c) => `${c.id}:${c.status}`).join(' ');

function report(name: string, s: Storm): void {
  console.log(`${name}, load ${s.load}:`);
  console.log(`  healthy audit alone:        score ${s.alone.result.readiness_score}, ${Math.round(s.alone.ms)} ms`);
  console.log(`  healthy audit under storm:  score ${s.during.result.readiness_score}, ${Math.round(s.during.ms)} ms`);
  console.log(`  same verdicts on every check: ${verdicts(s.alone.result) === verdicts(s.during.result)}`);
  const before = new Map(s.alone.result.checks.map((c) => [c.id, c.status]));
  for (const c of s.during.result.checks)
    if (before.get(c.id) !== c.status) console.log(`    ${c.id}: ${before.get(c.id) ?? 'absent'} alone, ${c.status} under the storm (${c.evidence[0] ?? ''})`);
  console.log(`  hostile audits: median ${Math.round(median(s.hostileMs))} ms, slowest ${Math.round(Math.max(...s.hostileMs))} ms`);
  console.log(
    `  /healthz: ${s.latencies.length} polls (${s.failedProbes} failed), p50 ${percentile(s.latencies, 0.5).toFixed(1)} ms, p99 ${percentile(s.latencies, 0.99).toFixed(1)} ms`,
  );
  const { loopDelay, gc } = s.probe;
  console.log(`  event-loop delay over the storm: p50 ${loopDelay.p50} ms, p99 ${loopDelay.p99} ms, max ${loopDelay.max} ms`);
  console.log(`  main-thread garbage collection over the storm: ${gc.count} pauses, ${gc.ms} ms (${gc.majorCount} major, ${gc.majorMs} ms)`);
  console.log(
    `  CPU per audit over the storm: main thread ${Math.round(s.mainThreadCpuMsPerAudit)} ms, whole process ${Math.round(s.processCpuMsPerAudit)} ms`,
  );
  console.log(`  peak resident memory of the server: ${Math.round(s.peakRssMb)} MB`);
}

const baseline = baselineRev ? checkoutBaseline(baselineRev) : null;
try {
  const variants = baseline ? [COMPILED, baseline.variant] : [COMPILED];
  const storms = new Map(variants.map((v) => [v.name, [] as Storm[]]));
  console.log(`content-fairness: ${STORM} concurrent hostile audits from one address, one healthy audit from another; ${ROUNDS} round(s)`);
  for (let round = 0; round < ROUNDS; round++) {
    for (const v of round % 2 ? [...variants].reverse() : variants) {
      const s = await storm(v, `${round}-${variants.indexOf(v)}`);
      storms.get(v.name)!.push(s);
      report(`${v.name}, round ${round + 1}`, s);
    }
  }
  if (baseline) {
    const of = (v: Variant, figure: (s: Storm) => number) => median(storms.get(v.name)!.map(figure));
    const ratio = (figure: (s: Storm) => number) => (of(COMPILED, figure) / of(baseline.variant, figure)).toFixed(2);
    console.log(`current / baseline (medians over rounds):`);
    console.log(`  main-thread CPU per audit ${ratio((s) => s.mainThreadCpuMsPerAudit)}, process CPU per audit ${ratio((s) => s.processCpuMsPerAudit)}`);
    console.log(`  event-loop delay p99 ${ratio((s) => s.probe.loopDelay.p99)}, max ${ratio((s) => s.probe.loopDelay.max)}`);
    console.log(`  main-thread garbage collection time ${ratio((s) => s.probe.gc.ms)}`);
    console.log(`  /healthz p99 ${ratio((s) => percentile(s.latencies, 0.99))}, hostile audit median ${ratio((s) => median(s.hostileMs))}`);
    console.log(`  peak resident memory ${ratio((s) => s.peakRssMb)}`);
  }
} finally {
  baseline?.remove();
  await Promise.all([hostile.close(), healthy.close()]);
  rmSync(dir, { recursive: true, force: true });
}
