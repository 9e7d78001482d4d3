import type { Gazetteer, ResolvedPlace } from '../../src/travel/geo/types.js';
import { greatCircleKm } from '../../src/travel/geo/distance.js';
import { fold } from '../../src/travel/intent/text.js';

/**
 * Scoring of one reading against gold, field by field. A field is `correct`, `wrong` (gold has a
 * value and the reading differs), `missed` (gold has a value, the reading none), `invented` (the
 * reading has a value gold does not, and the dialogue did not carry one over) or `silent` (neither).
 */

export interface ViewPlace {
  id: string | null;
  name: string;
  country: string | null;
  lat: number | null;
  lon: number | null;
}

/** What the reader read, in the shape the scorers compare. */
export interface ReaderView {
  origin: ViewPlace | null;
  destinations: ViewPlace[];
  via: ViewPlace[];
  excluded: ViewPlace[];
  date_start: string | null;
  date_end: string | null;
  trip_days: { days: number; min: number; max: number } | null;
  /** Days of an exact date range (so a length implied by dates is not counted as invented). */
  window_days: number | null;
  travellers: number | null;
  adults: number | null;
  children: number | null;
  infants: number | null;
  child_ages: number[];
  budget: { amount: number; currency: string; per: string } | null;
  tier: string | null;
  themes: string[];
  events: string[];
  status: string | null;
  unresolved: string[];
}

export interface Gold {
  origin?: string;
  destinations?: string[];
  via?: string[];
  excluded?: string[];
  date_start?: string;
  date_end?: string;
  date_contains?: string;
  trip_days?: number | [number, number];
  travellers?: number;
  adults?: number;
  children?: number;
  infants?: number;
  child_ages?: number[];
  budget?: { amount: number; currency: string; per: string };
  tier?: string;
  themes?: string[];
  events?: string[];
  status?: string;
  unresolved?: string[];
  skip?: string[];
}

export type Outcome = 'correct' | 'wrong' | 'missed' | 'invented' | 'silent';

/** Fields whose values count for precision (a produced value must be right). */
export const PRECISION_FIELDS = ['origin', 'destinations', 'via', 'excluded', 'dates', 'travellers', 'budget'] as const;
export const FIELDS = [
  'origin',
  'destinations',
  'via',
  'excluded',
  'dates',
  'trip_days',
  'travellers',
  'adults',
  'children',
  'infants',
  'child_ages',
  'budget',
  'tier',
  'themes',
  'events',
  'status',
  'unresolved',
] as const;
export type Field = (typeof FIELDS)[number];

export const norm = (s: string) =>
  fold(s)
    .replace(/\bst\.?\s/g, 'saint ')
    .replace(/\bmt\.?\s/g, 'mount ')
    .replace(/\bft\.?\s/g, 'fort ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Gold place spec "Name", "Name|CC" or "Name|CC-ST" resolved once through the gazetteer. */
export class GoldPlaces {
  private readonly memo = new Map<string, ResolvedPlace | null>();
  constructor(private readonly gazetteer: Gazetteer) {}

  resolve(spec: string): ResolvedPlace | null {
    if (this.memo.has(spec)) return this.memo.get(spec) ?? null;
    const [name = '', qual] = spec.split('|');
    const country = qual?.slice(0, 2);
    const readings = this.gazetteer.resolve(name, country ? { countryHint: country } : undefined);
    const hit = readings.find((r) => (!country || r.country === country) && (!qual || qual.length === 2 || r.admin1 === qual)) ?? null;
    this.memo.set(spec, hit);
    return hit;
  }

  /** Same place: same name, same id, inside the gold place, or (cities) within `km`. */
  matches(spec: string, p: ViewPlace, km = 40): boolean {
    const [name = '', qual] = spec.split('|');
    const gold = this.resolve(spec);
    const sameName = norm(name) === norm(p.name) || norm(p.name).startsWith(`${norm(name)} `);
    if (sameName && (!qual || !p.country || p.country === qual.slice(0, 2))) return true;
    if (!gold) return false;
    if (p.id !== null && p.id === gold.id) return true;
    if (p.lat === null || p.lon === null) return false;
    if (greatCircleKm(gold, { lat: p.lat, lon: p.lon }) < km && (gold.type === 'city' || gold.type === 'park')) return true;
    return gold.type !== 'city' && this.gazetteer.contains(gold, { country: p.country ?? '', admin1: null, lat: p.lat, lon: p.lon, destinationId: p.id ?? '' });
  }
}

export const sameList = (gold: readonly string[], got: readonly ViewPlace[], places: GoldPlaces) =>
  gold.length === got.length && gold.every((g) => got.some((p) => places.matches(g, p))) && got.every((p) => gold.some((g) => places.matches(g, p)));

function outcome(hasGold: boolean, produced: boolean, ok: () => boolean): Outcome {
  if (!hasGold) return produced ? 'invented' : 'silent';
  if (!produced) return 'missed';
  return ok() ? 'correct' : 'wrong';
}

function datesOk(g: Gold, v: ReaderView): boolean {
  if (g.date_contains) {
    if (!v.date_start || !v.date_end) return false;
    const span = (Date.parse(v.date_end) - Date.parse(v.date_start)) / 86_400_000;
    return v.date_start <= g.date_contains && v.date_end >= g.date_contains && span <= 10;
  }
  if (g.date_start && v.date_start !== g.date_start) return false;
  if (g.date_end) return v.date_end === g.date_end;
  // Gold written as "a single day is date_start alone": an end the stated length implies (start + days - 1) restates it.
  const implied = v.date_start !== null && v.date_end !== null && v.trip_days !== null && v.window_days === v.trip_days.days;
  return v.date_end === null || v.date_end === v.date_start || implied;
}

/** Carried-over values (SGD dialogue state): a value read for these is not counted as invented. */
export type Carried = Partial<Record<Field, boolean>>;

export function scoreCase(g: Gold, v: ReaderView, places: GoldPlaces, carried: Carried = {}): Partial<Record<Field, Outcome>> {
  const skip = new Set(g.skip ?? []);
  const out: Partial<Record<Field, Outcome>> = {};
  const put = (f: Field, o: Outcome) => {
    if (skip.has(f) || (f === 'dates' && skip.has('dates')) || (o === 'invented' && carried[f])) return;
    out[f] = o;
  };
  put(
    'origin',
    outcome(g.origin !== undefined, v.origin !== null, () => places.matches(g.origin as string, v.origin as ViewPlace, 80)),
  );
  put(
    'destinations',
    outcome(Boolean(g.destinations?.length), v.destinations.length > 0, () => sameList(g.destinations ?? [], v.destinations, places)),
  );
  put(
    'via',
    outcome(Boolean(g.via?.length), v.via.length > 0, () => sameList(g.via ?? [], v.via, places)),
  );
  put(
    'excluded',
    outcome(Boolean(g.excluded?.length), v.excluded.length > 0, () => sameList(g.excluded ?? [], v.excluded, places)),
  );
  const hasDates = Boolean(g.date_start || g.date_end || g.date_contains);
  put(
    'dates',
    outcome(hasDates, v.date_start !== null || v.date_end !== null, () => datesOk(g, v)),
  );
  const implied = v.trip_days !== null && v.window_days !== null && v.trip_days.days === v.window_days;
  const lengthOk = () => {
    const t = g.trip_days as number | [number, number];
    const d = v.trip_days as NonNullable<ReaderView['trip_days']>;
    return typeof t === 'number' ? d.days === t : d.days >= t[0] && d.days <= t[1] && d.min >= t[0];
  };
  put('trip_days', outcome(g.trip_days !== undefined, v.trip_days !== null && !(g.trip_days === undefined && implied), lengthOk));
  put(
    'travellers',
    outcome(g.travellers !== undefined, v.travellers !== null, () => v.travellers === g.travellers),
  );
  for (const f of ['adults', 'children', 'infants'] as const) {
    if (g[f] !== undefined)
      put(
        f,
        outcome(true, v[f] !== null, () => v[f] === g[f]),
      );
  }
  if (g.child_ages)
    put(
      'child_ages',
      outcome(true, v.child_ages.length > 0, () => [...v.child_ages].sort().join() === [...(g.child_ages ?? [])].sort().join()),
    );
  put(
    'budget',
    outcome(g.budget !== undefined, v.budget !== null, () => {
      const b = g.budget as NonNullable<Gold['budget']>;
      const r = v.budget as NonNullable<ReaderView['budget']>;
      return Math.abs(r.amount - b.amount) <= b.amount * 0.01 && r.currency === b.currency && r.per === b.per;
    }),
  );
  put(
    'tier',
    outcome(g.tier !== undefined, v.tier !== null, () => v.tier === g.tier),
  );
  const setOk = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));
  put(
    'themes',
    outcome(Boolean(g.themes?.length), v.themes.length > 0, () => setOk(g.themes ?? [], v.themes)),
  );
  put(
    'events',
    outcome(Boolean(g.events?.length), v.events.length > 0, () => setOk(g.events ?? [], v.events)),
  );
  if (g.status)
    put(
      'status',
      outcome(true, v.status !== null, () => v.status === g.status),
    );
  if (g.unresolved?.length) {
    put(
      'unresolved',
      outcome(true, v.unresolved.length > 0, () => (g.unresolved ?? []).every((u) => v.unresolved.some((r) => fold(r).includes(fold(u))))),
    );
  }
  return out;
}

/** Running totals per field. */
export class Tally {
  readonly counts = new Map<Field, Record<Outcome, number>>();
  add(scored: Partial<Record<Field, Outcome>>): void {
    for (const [f, o] of Object.entries(scored) as Array<[Field, Outcome]>) {
      const c = this.counts.get(f) ?? { correct: 0, wrong: 0, missed: 0, invented: 0, silent: 0 };
      c[o] += 1;
      this.counts.set(f, c);
    }
  }
  /** Accuracy where gold has a value: correct / (correct + wrong + missed). */
  accuracy(f: Field): number | null {
    const c = this.counts.get(f);
    const n = c ? c.correct + c.wrong + c.missed : 0;
    return c && n > 0 ? c.correct / n : null;
  }
  /** Precision over the precision fields: correct / produced (correct + wrong + invented). */
  precision(): number {
    let ok = 0;
    let produced = 0;
    for (const f of PRECISION_FIELDS) {
      const c = this.counts.get(f);
      if (!c) continue;
      ok += c.correct;
      produced += c.correct + c.wrong + c.invented;
    }
    return produced === 0 ? 1 : ok / produced;
  }
}
