/**
 * Lighthouse over the pages that matter most (/, /travel with results, /docs, the longest guide
 * page, the API reference's index and each of its area pages, /signup and /login, and /dashboard,
 * /account and /billing signed in), phone and
 * desktop, against a fresh local server whose docs are built first, as `npm run build` builds them.
 * Lighthouse (npm `lighthouse`, pinned below) needs Node >= 22.19: it runs under the project's
 * Node 24 and drives Debian's Chromium. Reports go to test-artifacts/lighthouse/; the exit code is 1 when any
 * category of any page scores below 95 or its compression or caching audit fails, or when Lighthouse gave up on a
 * page (named at the end; the other pages are still audited). Each line also
 * gives Lighthouse's CPU benchmark and the load average: scores on a busy machine are not the page's.
 * A floor comes first: a page with one heading and one paragraph, no style and no script, served by
 * this script, audited the same way. What it scores is what this machine and a fresh Chromium cost
 * any page (process and frame creation, the first font lookups); a page's figures above it are its own,
 * and each page's line and row give them: its blocking time and main-thread work over the floor's,
 * and that work by kind (style and layout, script evaluation, HTML parsing, painting, other).
 * Layout shift is the page's own outright (the floor has none): each line gives its Cumulative Layout
 * Shift and the elements Lighthouse found shifted, largest first.
 * Lighthouse's figures are wall-clock time, which a busy machine stretches many times over. Each line
 * also gives the page's main-thread CPU time over the floor's, read from the run's trace (the thread
 * time of the renderer's top-level tasks): what the page itself makes the browser do, which the load
 * barely moves. Compare a change with another checkout in the same run with --beside: that
 * checkout's server (from its sources, nothing written there) is audited page by page beside this one.
 * --form mobile (or desktop) audits one form factor only; --only <word>[,<word>...] only the pages
 * whose name contains one of them (docs-reference: the reference's index and its area pages).
 *
 *   npm run lighthouse [-- --beside ../other-checkout] [-- --form mobile] [-- --only docs-reference,signup]
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { OPERATION_AREAS } from '../src/operations/areas.js';
import { areaSlug } from '../src/server/web/reference-pages.js';
import { freePort } from '../test/helpers/process.js';
import { csrfOf, WebClient } from '../test/web/web-client.js';

const run = promisify(execFile);
const LIGHTHOUSE_VERSION = '13.5.0';
const ROOT = process.cwd();
const TOOL_DIR = join(ROOT, '.tools', `lighthouse-${LIGHTHOUSE_VERSION}`);
const LIGHTHOUSE = join(TOOL_DIR, 'node_modules', '.bin', 'lighthouse');
const OUT = join(ROOT, 'test-artifacts', 'lighthouse');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGET = 95;
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run --disable-sync';
const argument = (flag: string) => {
  const at = process.argv.indexOf(flag);
  return at === -1 ? undefined : process.argv[at + 1];
};
/** Another checkout to audit beside this one, page by page in the same run. */
const BESIDE = argument('--beside');
const FORMS = (['mobile', 'desktop'] as const).filter((f) => (argument('--form') ?? f) === f);
const ONLY = argument('--only')?.split(',') ?? [''];

/** Runs a command with the project's Node first on PATH (npm scripts put node_modules/.bin there). */
async function command(file: string, args: string[], cwd = ROOT, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const { stdout } = await run(file, args, { cwd, env, maxBuffer: 64 * 1024 * 1024, timeout: 600_000 });
  return stdout;
}

async function ensureLighthouse(): Promise<void> {
  if (existsSync(LIGHTHOUSE)) return;
  mkdirSync(TOOL_DIR, { recursive: true });
  writeFileSync(join(TOOL_DIR, 'package.json'), '{"private":true}\n');
  console.log(`installing lighthouse@${LIGHTHOUSE_VERSION} under ${TOOL_DIR}`);
  await command('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', `lighthouse@${LIGHTHOUSE_VERSION}`], TOOL_DIR);
}

/**
 * The service of the checkout at `root`, from its sources with its own Node and tsx. This checkout's
 * docs are built first, as `npm run build` builds them; another checkout is only read, so its server
 * renders them on first use, before any audit (see warm).
 */
async function startServer(root = ROOT): Promise<{ base: string; stop: () => void }> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'svc-lighthouse-'));
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_BASE_URL: base,
    SQLITE_PATH: join(dir, 'svc.sqlite'),
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  };
  const node = root === ROOT ? process.execPath : join(root, 'node_modules', '.bin', 'node');
  if (root === ROOT) await command(node, ['--import', 'tsx', 'scripts/build-docs.ts'], ROOT, env);
  const child = spawn(node, ['--import', 'tsx', 'src/server/main.ts'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const FLOOR_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Floor</title><meta name="description" content="The least a page can be."></head>' +
  '<body><main><h1>Floor</h1><p>One heading and one paragraph: what any page costs this machine.</p></main></body></html>';

/** Serves the floor page (and a 404 for anything else, such as /favicon.ico). */
async function startFloor(): Promise<{ base: string; stop: () => void }> {
  const port = await freePort();
  const server = createServer((request, response) => {
    if (request.url !== '/') return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }).end(FLOOR_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${port}`, stop: () => server.close() };
}

/** A signed-in browser whose dashboard has a key with some use: the session cookie for Lighthouse. */
async function signedIn(base: string): Promise<string> {
  const web = new WebClient(base, '127.0.0.1');
  await web.signup(`lighthouse-${Date.now()}@example.com`, 'a long lighthouse password');
  const dashboard = await web.get('/dashboard');
  const key = /id="new-key-value">([^<]+)</.exec(dashboard.text)?.[1];
  if (!key) throw new Error('no key after signup');
  await fetch(`${base}/api/v1/account/me`, { headers: { authorization: `Bearer ${key}` } });
  await web.post('/dashboard/keys', { csrf: csrfOf(dashboard.text), name: 'second key' });
  await web.get('/dashboard');
  return `svc_session=${web.cookies.get('svc_session')}`;
}

/** A row of Lighthouse's layout-shifts audit: the element that moved most in one shift, and that shift's score. */
interface ShiftItem {
  node?: { selector?: string };
  score?: number;
}

/** A row of Lighthouse's main-thread breakdown: one kind of work (its group) and its time. */
interface WorkItem {
  group?: string;
  duration?: number;
}

/** A complete event of a Chromium trace; tdur is its thread (CPU) time, dur its wall time, in µs. */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * The CPU time of the page's main thread in the trace Lighthouse saved: the renderer main thread
 * that parsed and laid out the most (a navigation may leave an about:blank renderer beside it), summed
 * over its top-level tasks.
 */
function mainThreadCpu(tracePath: string): number {
  const { traceEvents } = JSON.parse(readFileSync(tracePath, 'utf8')) as { traceEvents: TraceEvent[] };
  const threadOf = (e: TraceEvent) => `${e.pid}:${e.tid}`;
  const mains = new Set(traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(threadOf));
  const pageWork = new Map<string, number>();
  const tasks = new Map<string, number>();
  for (const e of traceEvents) {
    if (e.ph !== 'X' || e.tdur === undefined || !mains.has(threadOf(e))) continue;
    const thread = threadOf(e);
    if (e.name === 'ParseHTML' || e.name === 'Layout') pageWork.set(thread, (pageWork.get(thread) ?? 0) + e.tdur);
    if (e.name === 'RunTask') tasks.set(thread, (tasks.get(thread) ?? 0) + e.tdur);
  }
  const page = [...pageWork].sort((a, b) => b[1] - a[1])[0]?.[0];
  return Math.round((page ? (tasks.get(page) ?? 0) : 0) / 1000);
}

/** Lighthouse 13's transfer audits: compression (in the document's latency) and cache lifetimes. */
const TRANSFER_AUDITS = ['document-latency-insight', 'cache-insight'] as const;

interface Scores {
  page: string;
  form: 'mobile' | 'desktop';
  scores: Record<(typeof CATEGORIES)[number], number>;
  failing: string[];
  /** Each transfer audit: passed or not. */
  transfer: string;
  /** Lighthouse's CPU benchmark of this machine during the run (a quiet machine scores well above 1,000). */
  benchmark: number;
  /** The machine's one-minute load average when the run ended. */
  load: number;
  /** Total Blocking Time and Largest Contentful Paint as Lighthouse simulated them (ms). */
  tbt: number;
  lcp: number;
  /** The page's main-thread work as Lighthouse counts it (ms, scaled by its simulated CPU slowdown). */
  mainThread: number;
  /** The same thread's CPU time in its top-level tasks, from the trace (ms, unscaled). */
  cpu: number;
  /** That work by kind (Lighthouse's groups: styleLayout, scriptEvaluation, parseHTML, ...), in ms. */
  work: Record<string, number>;
  /** Cumulative Layout Shift, and the selectors of the elements that shifted with each one's share. */
  cls: number;
  shifted: string[];
}

async function audit(base: string, name: string, path: string, form: Scores['form'], cookie?: string): Promise<Scores> {
  const output = join(OUT, `${name}-${form}.json`);
  const args = [
    `${base}${path}`,
    '--quiet',
    '--output=json',
    '--save-assets',
    `--output-path=${output}`,
    '--chrome-path=/usr/bin/chromium',
    `--chrome-flags=${CHROME_FLAGS}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    ...(form === 'desktop' ? ['--preset=desktop'] : []),
    ...(cookie ? [`--extra-headers=${JSON.stringify({ cookie })}`] : []),
  ];
  await command(LIGHTHOUSE, args);
  const report = JSON.parse(readFileSync(output, 'utf8')) as {
    categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
    audits: Record<string, { score: number | null; title: string; numericValue?: number; details?: { items?: Array<ShiftItem & WorkItem> } }>;
    environment: { benchmarkIndex: number };
  };
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)])) as Scores['scores'];
  const failing = CATEGORIES.flatMap((c) =>
    (report.categories[c]?.auditRefs ?? [])
      .filter((r) => r.weight > 0 && (report.audits[r.id]?.score ?? 1) < 1)
      .map((r) => `${c}: ${report.audits[r.id]?.title}`),
  );
  const transfer = TRANSFER_AUDITS.map((id) => `${id} ${(report.audits[id]?.score ?? 0) === 1 ? 'pass' : 'FAIL'}`).join(', ');
  return {
    page: path,
    form,
    scores,
    failing,
    transfer,
    benchmark: Math.round(report.environment.benchmarkIndex),
    load: Number(loadavg()[0]?.toFixed(1)),
    tbt: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
    lcp: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
    mainThread: Math.round(report.audits['mainthread-work-breakdown']?.numericValue ?? 0),
    cpu: mainThreadCpu(output.replace(/\.json$/, '-0.trace.json')),
    work: Object.fromEntries((report.audits['mainthread-work-breakdown']?.details?.items ?? []).map((i) => [i.group ?? 'other', Math.round(i.duration ?? 0)])),
    cls: Number((report.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    shifted: (report.audits['layout-shifts']?.details?.items ?? []).map((i) => `${i.node?.selector ?? '?'} ${(i.score ?? 0).toFixed(3)}`),
  };
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  await ensureLighthouse();
  const server = await startServer();
  const other = BESIDE ? await startServer(resolve(BESIDE)) : undefined;
  const floor = await startFloor();
  const results: Scores[] = [];
  const besideResults: Scores[] = [];
  const floors: Scores[] = [];
  /**
   * What a page costs over the floor of its form factor: its own blocking time and main-thread work,
   * and the kinds of work where most of it went (10 ms or more over the floor's, largest first).
   */
  const overFloor = (r: Scores) => {
    const floor = floors.find((f) => f.form === r.form);
    if (!floor) return '';
    const kinds = Object.entries(r.work)
      .map(([kind, ms]) => [kind, ms - (floor.work[kind] ?? 0)] as const)
      .filter(([, ms]) => ms >= 10)
      .sort((a, b) => b[1] - a[1]);
    return `TBT ${r.tbt - floor.tbt}, main thread ${r.mainThread - floor.mainThread}, CPU ${r.cpu - floor.cpu}${kinds.length > 0 ? ` (${kinds.map(([kind, ms]) => `${kind} ${ms}`).join(', ')})` : ''}`;
  };
  /**
   * An audit that Lighthouse gave up on (on a loaded machine Chromium can miss DevTools' deadline) is named and
   * counted as failed; the run goes on to the other pages instead of losing what it measured.
   */
  const notAudited: string[] = [];
  const tried = async (what: string, run: () => Promise<Scores>): Promise<Scores | undefined> => {
    try {
      return await run();
    } catch (error) {
      notAudited.push(what);
      console.error(
        `${what}: not audited: ${String(error instanceof Error ? error.message : error)
          .split('\n')
          .slice(-2)
          .join(' ')}`,
      );
      return undefined;
    }
  };
  const shiftedOf = (r: Scores) => (r.shifted.length > 0 ? ` (${r.shifted.join(', ')})` : '');
  const line = (name: string, r: Scores) =>
    `${name.padEnd(15)} ${r.form.padEnd(8)} ${CATEGORIES.map((c) => `${c} ${r.scores[c]}`).join('  ')}  TBT ${r.tbt} ms, LCP ${r.lcp} ms, main thread ${r.mainThread} ms (CPU ${r.cpu} ms); over the floor (ms) ${overFloor(r)}; CLS ${r.cls}${shiftedOf(r)}  (${r.transfer}; CPU benchmark ${r.benchmark}, load ${r.load})`;
  try {
    for (const form of FORMS) {
      const r = await audit(floor.base, 'floor', '/', form);
      floors.push(r);
      console.log(line('floor', r));
    }
    const cookie = await signedIn(server.base);
    const otherCookie = other ? await signedIn(other.base) : undefined;
    const pages = (
      [
        ['home', '/'],
        ['travel-results', `/travel?q=${encodeURIComponent('A long weekend in Northern California with redwoods and rugged coast in May')}&origin=SFO`],
        ['docs', '/docs'],
        ['docs-travel', '/docs/travel-search'],
        ['docs-reference', '/docs/reference'],
        ...OPERATION_AREAS.map((area): [string, string] => [`docs-reference-${area.tag}`, `/docs/${areaSlug(area)}`]),
        ['signup', '/signup'],
        ['login', '/login'],
        ['dashboard', '/dashboard', true],
        ['account', '/account', true],
        ['billing', '/billing', true],
      ] as Array<[string, string, boolean?]>
    ).filter(([name]) => ONLY.some((word) => name.includes(word)));
    // Each page asked for once first: a server that did not build its docs renders them then, not during an audit.
    for (const [, path, signed] of pages) {
      await fetch(`${server.base}${path}`, { headers: signed ? { cookie } : {} });
      if (other && otherCookie) await fetch(`${other.base}${path}`, { headers: signed ? { cookie: otherCookie } : {} });
    }
    for (const [name, path, signed] of pages) {
      for (const form of FORMS) {
        const r = await tried(`${name} ${form}`, () => audit(server.base, name, path, form, signed ? cookie : undefined));
        if (r) {
          results.push(r);
          console.log(line(name, r));
        }
        if (!other) continue;
        const b = await tried(`${name} beside ${form}`, () => audit(other.base, `${name}-beside`, path, form, signed ? otherCookie : undefined));
        if (!b) continue;
        besideResults.push({ ...b, page: `beside: ${path}` });
        console.log(line(`${name} beside`, b));
      }
    }
  } finally {
    server.stop();
    other?.stop();
    floor.stop();
  }
  const lines = [
    `# Lighthouse ${LIGHTHOUSE_VERSION}, Debian Chromium, ${new Date().toISOString()}`,
    '',
    `| Page | Form factor | ${CATEGORIES.join(' | ')} | TBT, LCP, main thread, its CPU (ms) | Over the floor (ms) | CLS (shifted) | Compression, caching | CPU benchmark, load | Weighted audits not passed |`,
    `|---|---|${CATEGORIES.map(() => '---').join('|')}|---|---|---|---|---|---|`,
    ...[...floors.map((r) => ({ ...r, page: 'floor (no style, no script)' })), ...results, ...besideResults].map(
      (r) =>
        `| ${r.page.split('?')[0]} | ${r.form} | ${CATEGORIES.map((c) => r.scores[c]).join(' | ')} | ${r.tbt}, ${r.lcp}, ${r.mainThread}, ${r.cpu} | ${overFloor(r)} | ${r.cls}${shiftedOf(r)} | ${r.transfer} | ${r.benchmark}, ${r.load} | ${r.failing.join('; ') || 'none'} |`,
    ),
  ];
  writeFileSync(join(OUT, 'summary.md'), `${lines.join('\n')}\n`);
  console.log(`\n${lines.join('\n')}`);
  const below = results.filter((r) => CATEGORIES.some((c) => r.scores[c] < TARGET) || r.transfer.includes('FAIL'));
  if (below.length > 0) console.error(`\n${below.length} run(s) below ${TARGET} in some category or failing a transfer audit`);
  if (notAudited.length > 0) console.error(`\nnot audited: ${notAudited.join(', ')}`);
  if (below.length > 0 || notAudited.length > 0) process.exit(1);
}

await main();
