import { readFileSync } from 'node:fs';
import type { TravelResult, TravelSearchResponse } from '../../src/contracts/travel.js';
import { atLevel } from '../../src/operations/travel/detail.js';
import { findResult } from '../../test/travel/quality/judge.js';
import { inProcessAsker } from '../../test/travel/quality/run.js';

/**
 * The cost, currency, coast and warning cases (test/fixtures/travel-costs-geo/, see its README),
 * in-sample and held-out reported apart, or one file in the same format kept elsewhere.
 * Prints each failed check and the pass counts.
 *   npx tsx scripts/travel/eval-costs-geo.ts [cases.json] [--only id,...]
 */

interface Range {
  on: string;
  range: [number, number];
}
interface Checks {
  nightly?: Range;
  total?: Range;
  currency?: { on: string; code: string };
  exclude?: string[];
  include_any?: string[];
  warn?: string;
  high_c?: Range;
  no_handoff_text?: string;
}
interface Case {
  id: string;
  lang: string;
  request: string;
  why: string;
  checks: Checks;
}

type Json = { [key: string]: unknown };
const inRange = (v: number | null | undefined, [lo, hi]: [number, number]) => typeof v === 'number' && v >= lo && v <= hi;

function rangeCheck(results: readonly TravelResult[], spec: Range | undefined, label: string, value: (r: TravelResult) => number | null | undefined): string[] {
  if (!spec) return [];
  const r = findResult(results, spec.on);
  if (!r) return [`${label}: ${spec.on} not among the results`];
  const v = value(r);
  return inRange(v, spec.range) ? [] : [`${label}: ${r.name} ${v} outside ${spec.range.join('-')}`];
}

/** The warning code on every result at full, standard and summary. */
function warnEverywhere(answer: TravelSearchResponse, code: string): string[] {
  const full = JSON.parse(JSON.stringify(answer)) as Json;
  const levels: Array<[string, Json]> = [
    ['full', full],
    ['standard', JSON.parse(atLevel('standard', full as never).text) as Json],
    ['summary', JSON.parse(atLevel('summary', full as never).text) as Json],
  ];
  const out: string[] = [];
  for (const [level, body] of levels) {
    const results = (body.results ?? []) as Array<{ name: string; warnings?: Array<{ code: string }> }>;
    if (results.length === 0) out.push(`warn: no results at ${level}`);
    for (const r of results) if (!(r.warnings ?? []).some((w) => w.code === code)) out.push(`warn: ${r.name} lacks ${code} at ${level}`);
  }
  return out;
}

function judge(c: Case, answer: TravelSearchResponse): string[] {
  const results = answer.results;
  const k = c.checks;
  const names = results.map((r) => r.name);
  const out = [
    ...rangeCheck(results, k.nightly, 'nightly', (r) => r.stay_snapshot.estimated_nightly_usd),
    ...rangeCheck(results, k.total, 'total', (r) => r.total_trip_estimate_usd),
    ...rangeCheck(results, k.high_c, 'high_c', (r) => r.weather_snapshot.avg_high_c),
  ];
  if (k.currency) {
    const r = findResult(results, k.currency.on);
    const local = r?.total_trip_estimate_local;
    // A traveller who pays in US dollars has the USD total itself: the local figure is null by contract.
    const right = k.currency.code === 'USD' ? local === null : local?.currency === k.currency.code && Boolean(local.rates_as_of);
    if (!r || !right) out.push(`currency: ${r?.name ?? k.currency.on} gives ${local?.currency ?? 'USD only'}, expected ${k.currency.code}`);
  }
  for (const x of k.exclude ?? []) if (findResult(results, x)) out.push(`exclude: ${findResult(results, x)?.name} shown`);
  if (k.include_any && !k.include_any.some((x) => findResult(results, x))) out.push(`include_any: none of ${k.include_any.join(', ')} in ${names.join(', ')}`);
  if (k.warn) out.push(...warnEverywhere(answer, k.warn));
  if (k.no_handoff_text) {
    const needle = k.no_handoff_text.toLowerCase();
    for (const r of results) if (JSON.stringify(r.provider_handoffs).toLowerCase().includes(needle)) out.push(`handoff: ${r.name} mentions ${needle}`);
  }
  if (results.length === 0) out.push(`no results (${answer.match_status.status})`);
  return out;
}

const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? new Set((args[onlyAt + 1] ?? '').split(',')) : null;
const path = args.find((a, i) => !a.startsWith('--') && (onlyAt < 0 || i !== onlyAt + 1));
const sets: Array<[string, URL | string]> = path
  ? [[path, path]]
  : ['in-sample', 'held-out'].map((set) => [set, new URL(`../../test/fixtures/travel-costs-geo/${set}.json`, import.meta.url)]);
const ask = inProcessAsker();
for (const [set, file] of sets) {
  const cases = (JSON.parse(readFileSync(file, 'utf8')) as { cases: Case[] }).cases.filter((c) => !only || only.has(c.id));
  let pass = 0;
  for (const c of cases) {
    const answer = await ask.search({ user_request: c.request });
    const failures = judge(c, answer);
    if (failures.length === 0) pass++;
    else console.log(`FAIL ${c.id} [${answer.results.map((r) => r.name).join(', ')}]\n  ${failures.join('\n  ')}`);
  }
  if (cases.length) console.log(`${set}: ${pass}/${cases.length} pass\n`);
}
