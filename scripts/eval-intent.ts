/**
 * npm run eval:intent: the travel request reader over the intent dev folder (the SGD training-split
 * set sgd-train.jsonl, reference date 2019-03-01, and the realistic request sets realistic-*.jsonl),
 * the hand-written case sets (test/fixtures/intent-cases/*.jsonl, each scored on its own) and an
 * optional sealed set in the realistic format, reported apart.
 * SGD and own sets: per-field accuracy, invented counts and precision, as written, lower-cased and upper-cased.
 * Realistic and sealed sets: per language and per field accuracy, precision, every field right, the
 * silent-misread rate (a wrong or invented value under status complete), unsupported languages
 * answered not_understood, and the readable requests answered complete with every field right.
 * Usage: npm run eval:intent -- [--dev-dir <intent-dev folder>] (or INTENT_DEV_DIR=<folder>; without either, the dev sets are skipped)
 *        [--sealed <file>]... (sealed sets in the realistic format, each scored once and reported apart)
 *        [--json out.json] [--show sgd:<field>[:lower|:upper]] (failures of one field on the SGD set)
 *        [--failures <case file>|<realistic file name>] (every case of that set with a field not correct, as written)
 *        [--only <part of a case file name>] (score only those own case files, without the SGD set)
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadGazetteer } from '../src/travel/geo/index.js';
import { parseIntent } from '../src/travel/intent/index.js';
import { FIELDS, GoldPlaces, scoreCase, Tally, type Carried, type Field, type Gold, type ReaderView } from './eval-intent/score.js';
import { judge, printFailures, realisticCases, report, type RealisticCase } from './eval-intent/realistic.js';
import { viewOf } from './eval-intent/view.js';

interface Case {
  id: string;
  lang: string;
  text: string;
  reference_date: string;
  gold: Gold;
  carried: Carried;
}

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const DEV_DIR = flag('--dev-dir') ?? process.env.INTENT_DEV_DIR ?? '';
const SGD_PATH = DEV_DIR && existsSync(join(DEV_DIR, 'sgd-train.jsonl')) ? join(DEV_DIR, 'sgd-train.jsonl') : '';
const CASES_DIR = new URL('../test/fixtures/intent-cases/', import.meta.url);

const INTERESTS: Record<string, string> = {
  Museum: 'culture',
  Park: 'nature',
  'Historical Landmark': 'history',
  'Nature Preserve': 'nature',
  'Performing Arts Venue': 'culture',
  'Place of Worship': 'culture',
  'Shopping Area': 'shopping',
  'Theme Park': 'family',
};
const NO_PARTY_SLOT = new Set(['Hotels_1', 'Hotels_3', 'Travel_1']);

interface SgdRow {
  id: string;
  text: string;
  reference_date: string;
  expected: Record<string, unknown>;
  raw: { service: string; state_context?: Record<string, unknown[]>; gold_notes?: string[] };
}

function sgdCases(): Case[] {
  if (!SGD_PATH) return [];
  return readFileSync(SGD_PATH, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const r = JSON.parse(line) as SgdRow;
      const e = r.expected;
      const g: Gold = { skip: ['tier', 'events', 'status'] };
      if (typeof e.origin === 'string') g.origin = e.origin;
      if (typeof e.destination_city === 'string') g.destinations = [e.destination_city];
      if (typeof e.date_start === 'string') g.date_start = e.date_start;
      if (typeof e.date_end === 'string') g.date_end = e.date_end;
      if (typeof e.travelers === 'number') g.travellers = e.travelers;
      // Hotel "days" are nights in this corpus ("for 3 days" is 3, "one night" is 1): either reading counts.
      if (typeof e.stay_length_days === 'number') g.trip_days = [e.stay_length_days, e.stay_length_days + 1];
      else g.skip?.push('trip_days');
      const interest = Array.isArray(e.interests) ? INTERESTS[String(e.interests[0])] : undefined;
      if (interest) g.themes = [interest];
      else g.skip?.push('themes');
      if (NO_PARTY_SLOT.has(r.raw.service)) g.skip?.push('travellers');
      // The README flags gold with origin and destination swapped; those two fields are not scored there.
      if ((r.raw.gold_notes ?? []).some((n) => n.includes('swap'))) g.skip?.push('origin', 'destinations');
      const s = r.raw.state_context ?? {};
      const has = (k: string) => (s[k]?.length ?? 0) > 0;
      const carried: Carried = { origin: has('origin'), destinations: has('destination'), dates: has('date'), travellers: has('travelers') };
      return { id: r.id, lang: 'en', text: r.text, reference_date: r.reference_date, gold: g, carried };
    });
}

/** Every hand-written case set of the folder, by file name (cases.jsonl, cases-2.jsonl, ...). */
function ownCaseSets(): Array<[string, Case[]]> {
  return readdirSync(CASES_DIR)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .map((f) => [f, ownCases(new URL(f, CASES_DIR))]);
}

function ownCases(path: URL): Case[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Case & { _header?: string })
    .filter((c) => !c._header)
    .map((c) => ({ ...c, carried: {} }));
}

const VARIANTS = { as_written: (t: string) => t, lower: (t: string) => t.toLowerCase(), upper: (t: string) => t.toUpperCase() } as const;
type Variant = keyof typeof VARIANTS;

const gazetteer = loadGazetteer();
const crashes: string[] = [];
const EMPTY_VIEW: ReaderView = {
  origin: null,
  destinations: [],
  via: [],
  excluded: [],
  date_start: null,
  date_end: null,
  trip_days: null,
  window_days: null,
  travellers: null,
  adults: null,
  children: null,
  infants: null,
  child_ages: [],
  budget: null,
  tier: null,
  themes: [],
  events: [],
  status: 'crashed',
  unresolved: [],
};
const places = new GoldPlaces(gazetteer);

function run(
  cases: Case[],
  variant: Variant,
  onEach?: (c: Case, scored: ReturnType<typeof scoreCase>, view: ReturnType<typeof viewOf>) => void,
): { tally: Tally; ms: number[] } {
  const tally = new Tally();
  const ms: number[] = [];
  for (const c of cases) {
    const now = new Date(`${c.reference_date}T12:00:00Z`);
    const t0 = performance.now();
    let view: ReaderView;
    try {
      view = viewOf(parseIntent({ user_request: VARIANTS[variant](c.text), reference_date: c.reference_date }, { now: () => now, gazetteer }), gazetteer);
    } catch (err) {
      crashes.push(`${variant} ${c.id}: ${(err as Error).message}`);
      view = EMPTY_VIEW;
    }
    ms.push(performance.now() - t0);
    const scored = scoreCase(c.gold, view, places, c.carried);
    tally.add(scored);
    onEach?.(c, scored, view);
  }
  return { tally, ms };
}

const pct = (x: number | null) => (x === null ? '   -  ' : `${(100 * x).toFixed(1).padStart(5)}%`);

function table(title: string, tallies: Record<Variant, Tally>): Record<string, unknown> {
  console.log(`\n${title}`);
  console.log(
    `${'field'.padEnd(13)} ${'n'.padStart(5)}  ${Object.keys(tallies)
      .map((v) => `${v.padStart(10)} inv`)
      .join('   ')}`,
  );
  const json: Record<string, unknown> = {};
  for (const f of FIELDS) {
    const base = tallies.as_written.counts.get(f);
    if (!base) continue;
    const n = base.correct + base.wrong + base.missed;
    const cells = (Object.entries(tallies) as Array<[Variant, Tally]>).map(
      ([, t]) => `${pct(t.accuracy(f)).padStart(10)} ${String(t.counts.get(f)?.invented ?? 0).padStart(3)}`,
    );
    console.log(`${f.padEnd(13)} ${String(n).padStart(5)}  ${cells.join('   ')}`);
    json[f] = Object.fromEntries(
      (Object.entries(tallies) as Array<[Variant, Tally]>).map(([v, t]) => [v, { n, accuracy: t.accuracy(f), invented: t.counts.get(f)?.invented ?? 0 }]),
    );
  }
  const prec = (Object.entries(tallies) as Array<[Variant, Tally]>).map(([v, t]) => `${v} ${pct(t.precision())}`);
  console.log(`precision (${['origin', 'destinations', 'via', 'excluded', 'dates', 'travellers', 'budget'].join(', ')}): ${prec.join('  ')}`);
  json.precision = Object.fromEntries((Object.entries(tallies) as Array<[Variant, Tally]>).map(([v, t]) => [v, t.precision()]));
  return json;
}

const show = flag('--show');
// --only <part of a file name>: score only the own case files whose name holds it, and not the SGD set.
const only = flag('--only');
const sgd = only ? [] : sgdCases();
const ownSets = ownCaseSets().filter(([f]) => !only || f.includes(only));
const out: Record<string, unknown> = {};
const timings: number[] = [];
const sets: Array<[string, Case[]]> = [
  ['sgd-train (dev set; origin/destinations skip the 10 cases whose gold_notes flag a swap)', sgd],
  ...ownSets.map(([f, c]): [string, Case[]] => [`own cases ${f}`, c]),
];
for (const [name, cases] of sets) {
  if (cases.length === 0) continue;
  const tallies = {} as Record<Variant, Tally>;
  for (const v of Object.keys(VARIANTS) as Variant[]) {
    const [, showName, showVariant = 'as_written'] = show?.split(':') ?? [];
    const showField = name.startsWith('sgd') && v === showVariant && show?.startsWith('sgd:') ? (showName as Field) : null;
    const { tally, ms } = run(
      cases,
      v,
      showField
        ? (c, s, view) => {
            const o = s[showField];
            if (o && o !== 'correct' && o !== 'silent')
              console.log(
                `[${o}] ${c.text}\n   gold=${JSON.stringify(c.gold)}\n   got=${JSON.stringify({ o: view.origin?.name, d: view.destinations.map((p) => p.name), ds: view.date_start, de: view.date_end, n: view.travellers, len: view.trip_days?.days, b: view.budget })}`,
              );
          }
        : undefined,
    );
    tallies[v] = tally;
    if (v === 'as_written') timings.push(...ms);
  }
  out[name] = table(`${name}: ${cases.length} cases; accuracy where gold has a value, inv = values read where gold has none`, tallies);
}

const MAIN_FIELDS: Field[] = ['origin', 'destinations', 'excluded', 'dates', 'trip_days', 'travellers', 'child_ages', 'budget', 'tier', 'themes', 'status'];
for (const [file, own] of ownSets) {
  console.log(`\nown cases ${file} by language (as written): accuracy per field`);
  console.log(`${'lang'.padEnd(5)} ${'n'.padStart(4)} ${MAIN_FIELDS.map((f) => f.slice(0, 11).padStart(12)).join('')}  precision`);
  const byLang: Record<string, unknown> = {};
  for (const lang of [...new Set(own.map((c) => c.lang))]) {
    const cases = own.filter((c) => c.lang === lang);
    const { tally } = run(cases, 'as_written');
    console.log(
      `${lang.padEnd(5)} ${String(cases.length).padStart(4)} ${MAIN_FIELDS.map((f) => pct(tally.accuracy(f)).padStart(12)).join('')}  ${pct(tally.precision())}`,
    );
    byLang[lang] = Object.fromEntries([...MAIN_FIELDS.map((f) => [f, tally.accuracy(f)]), ['precision', tally.precision()]]);
  }
  out[`by_language ${file}`] = byLang;
}

const realisticSets: Array<[string, RealisticCase[]]> =
  DEV_DIR && existsSync(DEV_DIR)
    ? readdirSync(DEV_DIR)
        .filter((f) => /^realistic-.*\.jsonl$/.test(f))
        .sort()
        .map((f) => [f, realisticCases(join(DEV_DIR, f))])
    : [];
for (const [i, a] of args.entries()) {
  const sealed = args[i + 1];
  if (a === '--sealed' && sealed) realisticSets.push([`SEALED ${sealed}`, realisticCases(sealed)]);
}
const readView = (c: RealisticCase) => {
  const now = new Date(`${c.reference_date}T12:00:00Z`);
  try {
    return viewOf(parseIntent({ user_request: c.text, reference_date: c.reference_date }, { now: () => now, gazetteer }), gazetteer);
  } catch (err) {
    crashes.push(`${c.id}: ${(err as Error).message}`);
    return EMPTY_VIEW;
  }
};
for (const [name, cases] of realisticSets) {
  const judged = judge(cases, readView, places);
  out[name] = report(name.startsWith('SEALED') ? name : `dev set ${name}`, judged);
  if (flag('--failures') === name) printFailures(judged);
}
if (!DEV_DIR) console.log('\n(no --dev-dir or INTENT_DEV_DIR: the SGD and realistic dev sets were not run)');

const failuresOf = flag('--failures');
const failing = ownSets.find(([f]) => f === failuresOf)?.[1] ?? [];
run(failing, 'as_written', (c, scored, view) => {
  const bad = Object.entries(scored).filter(([, o]) => o !== 'correct' && o !== 'silent' && o !== 'invented');
  if (bad.length === 0) return;
  const got = {
    o: view.origin?.name,
    d: view.destinations.map((p) => `${p.name}|${p.country}`),
    ds: view.date_start,
    de: view.date_end,
    len: view.trip_days?.days,
    n: view.travellers,
    a: view.adults,
    ch: view.children,
    ages: view.child_ages,
    b: view.budget,
    tier: view.tier,
    th: view.themes,
    ev: view.events,
  };
  console.log(`${c.id} ${bad.map(([f, o]) => `${f}:${o}`).join(' ')}  ${c.text}\n   gold=${JSON.stringify(c.gold)}\n   got=${JSON.stringify(got)}`);
});

timings.sort((a, b) => a - b);
const q = (p: number) => timings[Math.min(timings.length - 1, Math.floor(p * timings.length))] ?? 0;
console.log(
  `\nparse wall time per request (as written, all cases; shared machine, see bench/intent-parse.ts for CPU time): p50 ${q(0.5).toFixed(2)} ms, p99 ${q(0.99).toFixed(2)} ms, max ${q(1).toFixed(2)} ms`,
);
console.log(`reader exceptions: ${crashes.length}${crashes.length ? ` (${crashes.slice(0, 5).join('; ')})` : ''}`);
const json = flag('--json');
if (json) writeFileSync(json, `${JSON.stringify(out, null, 2)}\n`);
