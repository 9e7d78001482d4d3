/**
 * Travel request reader (parseIntent) in-process: time per request over a set of requests (the
 * repository's hand-written case set, test/fixtures/intent-cases/cases.jsonl, or any JSONL file of
 * {text, reference_date} rows named by INTENT_REQUESTS, such as the SGD training-split dev set) after
 * one warm-up pass, and for 2,000-character requests. Each call is timed by the wall clock
 * (performance.now: precise, but another process on a shared machine can preempt the call), and the
 * whole pass by CPU time: the main thread's (process.threadCpuUsage), which is what callers wait for,
 * and the process's (process.cpuUsage), which also counts the garbage collector's helper threads.
 * Both CPU clocks advance by scheduler ticks, too coarse to time one call, so they are given as a
 * mean per request. Baseline in the same run: tokenising the same texts, the floor any reader pays.
 * Targets: p99 < 10 ms over the dev set, a 2,000-character request < 20 ms.
 * Usage: [INTENT_REQUESTS=file.jsonl] npx tsx bench/intent-parse.ts [passes]
 */
import { readFileSync } from 'node:fs';
import { loadGazetteer } from '../src/travel/geo/index.js';
import { parseIntent } from '../src/travel/intent/index.js';
import { tokenize } from '../src/travel/intent/tokens.js';

const passes = Number(process.argv[2] ?? 2);
const requests = process.env.INTENT_REQUESTS ?? 'test/fixtures/intent-cases/cases.jsonl';
const rows = readFileSync(requests, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as { text?: string; reference_date?: string })
  .filter((r): r is { text: string; reference_date: string } => typeof r.text === 'string' && typeof r.reference_date === 'string');

const gazetteer = loadGazetteer();
const wallMs = (f: () => void): number => {
  const t0 = performance.now();
  f();
  return performance.now() - t0;
};
const cpuTotals = () => {
  const t = process.threadCpuUsage();
  const p = process.cpuUsage();
  return { thread: (t.user + t.system) / 1000, process: (p.user + p.system) / 1000 };
};
const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? 0;
const fmt = (x: number) => x.toFixed(3);

for (const r of rows) parseIntent({ user_request: r.text, reference_date: r.reference_date }, { now: () => new Date(), gazetteer });
const parse: number[] = [];
const tok: number[] = [];
const before = cpuTotals();
for (let pass = 0; pass < passes; pass++)
  for (const r of rows) parse.push(wallMs(() => parseIntent({ user_request: r.text, reference_date: r.reference_date }, { now: () => new Date(), gazetteer })));
const after = cpuTotals();
for (let pass = 0; pass < passes; pass++) for (const r of rows) tok.push(wallMs(() => tokenize(r.text)));
const perRequest = (a: number, b: number) => (b - a) / parse.length;

const sentence =
  'Flying from Boston to Lisbon and Porto for 10 days in late May with my wife and our 2 kids aged 7 and 10, budget 6000 euros, maybe some wine tasting, not Madrid. ';
const long = sentence.repeat(Math.ceil(2000 / sentence.length)).slice(0, 2000);
const digits = '7'.repeat(2000);
const commas = ','.repeat(2000);
const longRuns = (text: string) =>
  Array.from({ length: 30 }, () => wallMs(() => parseIntent({ user_request: text, reference_date: '2026-01-14' }, { now: () => new Date(), gazetteer })));

console.log(`${requests}: ${rows.length} requests x ${passes} passes (after a warm-up pass), wall time per request`);
console.log(
  `parseIntent: p50 ${fmt(q(parse, 0.5))} ms, p99 ${fmt(q(parse, 0.99))} ms, max ${fmt(q(parse, 1))} ms (target p99 < 10 ms: ${q(parse, 0.99) < 10 ? 'met' : 'MISSED'}); CPU per request, mean: main thread ${fmt(perRequest(before.thread, after.thread))} ms, whole process ${fmt(perRequest(before.process, after.process))} ms`,
);
console.log(
  `baseline tokenize: p50 ${fmt(q(tok, 0.5))} ms, p99 ${fmt(q(tok, 0.99))} ms; ratio parse/tokenize at p50 ${(q(parse, 0.5) / Math.max(q(tok, 0.5), 0.001)).toFixed(1)}x`,
);
for (const [name, text] of [
  ['2,000-character request', long],
  ['2,000 digits', digits],
  ['2,000 commas', commas],
] as const) {
  const xs = longRuns(text);
  console.log(`${name}: p50 ${fmt(q(xs, 0.5))} ms, max ${fmt(q(xs, 1))} ms (target < 20 ms: ${q(xs, 0.5) < 20 ? 'met' : 'MISSED'})`);
}
