import { readFileSync } from 'node:fs';
import { scoreCase, Tally, type Field, type Gold, type GoldPlaces, type Outcome, type ReaderView } from './score.js';

/**
 * The realistic request sets (`realistic-*.jsonl` of the intent dev folder, and sealed sets in the
 * same format) as cases for the scorer. Gold places are "Name|CC"; infants are children of age 0
 * there, so children are compared with the reader's children + infants; themes and events are
 * free words in that format and are not scored; must_flag phrases are judged through the status.
 * Adults are scored only beside children (a party of two with no child is two travellers either way).
 */

interface RealisticPlace {
  name: string;
  country?: string | null;
}
interface RealisticRow {
  id: string;
  lang: string;
  supported: boolean;
  reference_date: string;
  text: string;
  gold: {
    origin: RealisticPlace | null;
    destinations: RealisticPlace[];
    excluded: RealisticPlace[];
    date_start: string | null;
    date_end: string | null;
    trip_length_days: number | null;
    adults: number | null;
    children: number | null;
    child_ages: number[] | null;
    budget: { amount: number; currency: string; per: string } | null;
    expected_status: string;
  };
}

export interface RealisticCase {
  id: string;
  lang: string;
  supported: boolean;
  text: string;
  reference_date: string;
  gold: Gold;
  carried: Record<string, never>;
}

const spec = (p: RealisticPlace) => (p.country ? `${p.name}|${p.country}` : p.name);

export function realisticCases(path: string): RealisticCase[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((line) => {
      const r = JSON.parse(line) as RealisticRow;
      const x = r.gold;
      const g: Gold = { skip: ['themes', 'events', 'tier', 'unresolved', 'via'] };
      // A request in a language the reader does not read is right when nothing is read from it: its gold
      // fields (kept for reference by some writers) are not expected.
      if (!r.supported)
        return {
          id: r.id,
          lang: r.lang,
          supported: false,
          text: r.text,
          reference_date: r.reference_date,
          gold: { ...g, status: x.expected_status },
          carried: {},
        };
      if (x.origin) g.origin = spec(x.origin);
      if (x.destinations.length > 0) g.destinations = x.destinations.map(spec);
      if (x.excluded.length > 0) g.excluded = x.excluded.map(spec);
      if (x.date_start) g.date_start = x.date_start;
      if (x.date_end) g.date_end = x.date_end;
      // A start-only gold is a single day, as in the case sets: the end a stated length implies restates it (score.ts).
      if (x.trip_length_days !== null) g.trip_days = x.trip_length_days;
      if (x.adults !== null || x.children !== null) g.travellers = (x.adults ?? 0) + (x.children ?? 0);
      // "no kids" is gold children 0: a reader that reads the party size and no children is right there.
      if (x.adults !== null && x.children) g.adults = x.adults;
      if (x.children) g.children = x.children;
      if (x.child_ages && x.child_ages.length > 0) g.child_ages = x.child_ages;
      if (x.budget) g.budget = { amount: x.budget.amount, currency: x.budget.currency, per: x.budget.per };
      g.status = x.expected_status;
      return { id: r.id, lang: r.lang, supported: r.supported, text: r.text, reference_date: r.reference_date, gold: g, carried: {} };
    });
}

/** The fields a request must have right to count as "every field right" (status is reported apart). */
const CONTENT: Field[] = ['origin', 'destinations', 'excluded', 'dates', 'trip_days', 'travellers', 'adults', 'children', 'child_ages', 'budget'];
const REPORTED: Field[] = ['origin', 'destinations', 'excluded', 'dates', 'trip_days', 'travellers', 'child_ages', 'budget', 'status'];

interface Judged {
  c: RealisticCase;
  scored: Partial<Record<Field, Outcome>>;
  view: ReaderView;
}

const rightField = (o: Outcome | undefined) => o === undefined || o === 'correct' || o === 'silent';
export const allRight = (j: Judged): boolean => CONTENT.every((f) => rightField(j.scored[f]));
/** A wrong or invented value under status complete. */
export const silentMisread = (j: Judged): boolean => j.view.status === 'complete' && CONTENT.some((f) => j.scored[f] === 'wrong' || j.scored[f] === 'invented');

/** How many silent misreads each field takes part in (a request may count for several fields). */
export function silentByField(judged: readonly Judged[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const j of judged.filter(silentMisread)) for (const f of CONTENT) if (j.scored[f] === 'wrong' || j.scored[f] === 'invented') out[f] = (out[f] ?? 0) + 1;
  return out;
}

/** Infants are children of age 0 in the realistic gold. */
export function realisticView(v: ReaderView): ReaderView {
  const kids = v.children === null && v.infants === null ? null : (v.children ?? 0) + (v.infants ?? 0);
  return { ...v, children: kids, infants: null };
}

export function judge(cases: readonly RealisticCase[], read: (c: RealisticCase) => ReaderView, places: GoldPlaces): Judged[] {
  return cases.map((c) => {
    const view = realisticView(read(c));
    return { c, scored: scoreCase(c.gold, view, places, c.carried), view };
  });
}

const pct = (k: number, n: number) => (n === 0 ? '    -  ' : `${((100 * k) / n).toFixed(1).padStart(6)}%`);

/** Prints the per-language table and the request-level rates; returns them for --json. */
export function report(title: string, judged: readonly Judged[]): Record<string, unknown> {
  console.log(`\n${title}: ${judged.length} cases (as written)`);
  console.log(
    `${'lang'.padEnd(5)}${'n'.padStart(4)}${REPORTED.map((f) => f.slice(0, 9).padStart(10)).join('')}${'precision'.padStart(10)}${'all right'.padStart(10)}${'silent'.padStart(9)}`,
  );
  const out: Record<string, unknown> = {};
  const langs = [...new Set(judged.map((j) => j.c.lang))];
  for (const lang of [...langs, 'all']) {
    const js = judged.filter((j) => lang === 'all' || j.c.lang === lang);
    const tally = new Tally();
    for (const j of js) tally.add(j.scored);
    const acc = REPORTED.map((f) => tally.accuracy(f));
    const right = js.filter(allRight).length;
    const silent = js.filter(silentMisread).length;
    const cell = (x: number | null) => (x === null ? '    -  ' : `${(100 * x).toFixed(1).padStart(6)}%`);
    console.log(
      `${lang.padEnd(5)}${String(js.length).padStart(4)}${acc.map((x) => cell(x).padStart(10)).join('')}${cell(tally.precision()).padStart(10)}${pct(right, js.length).padStart(10)}${pct(silent, js.length).padStart(9)}`,
    );
    out[lang] = {
      n: js.length,
      ...Object.fromEntries(REPORTED.map((f, i) => [f, acc[i]])),
      precision: tally.precision(),
      every_field_right: right / js.length,
      silent_misread: silent / js.length,
    };
  }
  const unsupported = judged.filter((j) => !j.c.supported);
  const nu = unsupported.filter((j) => j.view.status === 'not_understood').length;
  const readable = judged.filter((j) => j.c.gold.status === 'complete');
  const earned = readable.filter((j) => j.view.status === 'complete' && allRight(j)).length;
  const statuses = ['complete', 'partial', 'not_understood'].map((s) => `${s} ${judged.filter((j) => j.view.status === s).length}`).join(', ');
  console.log(`unsupported languages answered not_understood: ${nu}/${unsupported.length} ${pct(nu, unsupported.length)}`);
  console.log(`readable requests (gold complete) answered complete with every field right: ${earned}/${readable.length} ${pct(earned, readable.length)}`);
  console.log(`statuses: ${statuses}`);
  const bySilentField = silentByField(judged);
  console.log(
    `silent misreads by field (requests with a wrong or invented value of that field under complete): ${
      Object.entries(bySilentField)
        .map(([f, k]) => `${f} ${k}`)
        .join(', ') || 'none'
    }`,
  );
  out.silent_by_field = bySilentField;
  out.unsupported_not_understood = unsupported.length ? nu / unsupported.length : null;
  out.readable_complete_right = readable.length ? earned / readable.length : null;
  return out;
}

/** One line per case with a field not right (or a silent misread), for reading failures by kind. */
export function printFailures(judged: readonly Judged[]): void {
  for (const j of judged) {
    const bad = Object.entries(j.scored).filter(([f, o]) => f !== 'status' && !rightField(o));
    const statusBad = j.scored.status === 'wrong';
    if (bad.length === 0 && !statusBad) continue;
    const v = j.view;
    const got = {
      o: v.origin?.name,
      d: v.destinations.map((p) => `${p.name}|${p.country}`),
      x: v.excluded.map((p) => p.name),
      ds: v.date_start,
      de: v.date_end,
      len: v.trip_days?.days,
      n: v.travellers,
      a: v.adults,
      ch: v.children,
      ages: v.child_ages,
      b: v.budget,
      st: v.status,
      un: v.unresolved,
    };
    console.log(
      `${j.c.id} ${bad.map(([f, o]) => `${f}:${o}`).join(' ')}${statusBad ? ` status:${v.status}/${j.c.gold.status}` : ''}  ${j.c.text}\n   gold=${JSON.stringify(j.c.gold)}\n   got=${JSON.stringify(got)}`,
    );
  }
}
