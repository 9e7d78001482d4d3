import { readdirSync, readFileSync } from 'node:fs';
import type { TravelSearchRequest } from '../../../src/contracts/travel.js';

/**
 * The travel-quality case set (test/fixtures/travel-quality/*.json): realistic requests with
 * the answer an expert travel agent expects, written before the knowledge they test.
 *
 * Place names in expectations are `|`-separated alternatives matched against result names and
 * ids (folded: case, accents and punctuation ignored, either containing the other). `on` picks
 * the result a check reads: a name, `top` (the first result) or `*` (every result shown).
 */

export type Lang = 'en' | 'fr' | 'es' | 'de' | 'it' | 'pt';
export type Tier = 'budget' | 'mid' | 'luxury';

export interface WarnCheck {
  on: string;
  /** Any of these warning codes satisfies the check. */
  codes: string[];
  /** With on "*": results exempt from the check. */
  except?: string[];
  /** The check applies only when the named result is shown. */
  if_present?: boolean;
}

export interface PlanCheck {
  on: string;
  proposed: { departure_date: string; trip_length_days: number };
  /** Coherence signals (by code prefix) that must be raised. */
  signals?: string[];
  /** Coherence signals that must not be raised. */
  no_signals?: string[];
}

export interface Expectations {
  status?: 'matched' | 'no_match';
  min_results?: number;
  parse?: { tier?: Tier; days?: number; adults?: number; children?: number; window_months?: number[]; passports?: string[] };
  include?: string[];
  include_any?: Array<{ names: string[]; min: number }>;
  exclude?: string[];
  /** The first result must match one of these. */
  top?: string[];
  /** Pairs [a, b]: when b is shown, a must be shown above it. */
  before?: Array<[string, string]>;
  warn?: WarnCheck[];
  no_warn?: WarnCheck[];
  /** The date window the answer works with (stated or implied from the calendar). */
  window?: { within?: [string, string]; months?: number[] };
  cost?: { on: string; range: [number, number] };
  nightly?: { on: string; range: [number, number] };
  gateway?: { on: string; airports: string[] };
  /** The place is reached by a ground leg (rail, ferry, road), not an invented flight. */
  ground?: { on: string };
  /** The flight's route status from scheduled-route data, with its source and as-of date. */
  route?: { on: string; status: 'nonstop' | 'connection' | 'unknown' };
  /** How the last leg to the place goes (the proposed ground leg, else the gateway leg, else a short road). */
  transfer?: { on: string; mode: 'road' | 'rail' | 'ferry' };
  /** The last leg must not go this way (a ferry to a place joined by a bridge, a road to an island). */
  no_transfer?: { on: string; mode: 'road' | 'rail' | 'ferry' };
  /** Rooms or cabins the stay is priced for. */
  rooms?: { on: string; count: number };
  /** The whole-party total is also shown in this currency, with the rate and its date. */
  currency?: { on: string; code: string };
  plan?: PlanCheck;
  /** Several stops in order answered as one route (search.route): its legs, what they cross, one total for the party. */
  legs?: {
    count?: number;
    modes?: string[];
    /** No leg between stops goes this way (a ferry where none sails). */
    no_modes?: string[];
    crossings?: string[];
    /** A leg across open water goes one of these ways, at a cost above zero. */
    water_by?: string[];
    no_flight?: boolean;
    /** Neither the way to the first stop nor the way home flies. */
    ends_no_flight?: boolean;
    total?: [number, number];
  };
  /** The route's stops (search.route): the names in order (| between a name's alternatives), the nights each was given, their sum, named stops said to be unplaceable, and the places the flight there lands at and the flight home leaves from. */
  stops?: { names: string[]; nights?: number[]; total_nights?: number | [number, number]; unplaced?: string[]; arrive?: string; leave?: string };
  /** The entry requirement the result states for the traveller (own_country: no border is crossed). */
  entry?: { on: string; requirement: string };
  /** Nights the stay is priced for. */
  nights?: { on: string; range: [number, number] };
  /** The average high the result's climate shows for the window. */
  climate?: { on: string; high_c: [number, number] };
  /** A stated way of travelling: no result reached by a flight, places left out for it said, an unknown origin said. */
  modes?: { no_flight?: boolean; left_out_any?: boolean; origin_unknown?: boolean };
  /** A stated cap on the travel time: every result is reached within this many hours each way (the flight snapshot's estimate). */
  max_hours?: number;
  /** The answer says whether the stated budget holds: how many results fit, and when none does, what fits instead. */
  budget_fit?: { within?: [number, number]; offers?: boolean; leaves_out_travel?: boolean };
  /** "X or Y?": the answer compares these places (each shown among the results). */
  compare?: string[];
  /** A question the request asks, answered on the result: known with its source and date, or said to be unknown; `says`: words the answer must hold, `says_not`: words it must not (folded). */
  answers?: Array<{ on: string; topic: string; known: boolean; says?: string[]; says_not?: string[] }>;
  /** No origin stated: no flight is timed or priced from an assumed one. */
  no_origin_fares?: boolean;
}

export interface QualityCase {
  id: string;
  lang: Lang;
  family: string;
  /** One of the failure kinds reported in the issue that asked for this suite. */
  issue14?: boolean;
  /** Part of the short form that runs in npm test. */
  short?: boolean;
  request: TravelSearchRequest;
  why: string;
  expect: Expectations;
}

/** The suite's reference date: relative dates in the requests are read against it. */
export const QUALITY_NOW = new Date('2026-03-10T12:00:00Z');

const DIR = new URL('../../fixtures/travel-quality/', import.meta.url);
const CASE_KEYS = new Set(['id', 'lang', 'family', 'issue14', 'short', 'request', 'why', 'expect']);
const EXPECT_KEYS = new Set([
  'status',
  'min_results',
  'parse',
  'include',
  'include_any',
  'exclude',
  'top',
  'before',
  'warn',
  'no_warn',
  'window',
  'cost',
  'nightly',
  'gateway',
  'ground',
  'route',
  'transfer',
  'no_transfer',
  'rooms',
  'currency',
  'plan',
  'legs',
  'stops',
  'modes',
  'answers',
  'entry',
  'nights',
  'climate',
  'max_hours',
  'budget_fit',
  'compare',
  'no_origin_fares',
]);

function checkShape(c: QualityCase, file: string): void {
  const unknown = [...Object.keys(c).filter((k) => !CASE_KEYS.has(k)), ...Object.keys(c.expect ?? {}).filter((k) => !EXPECT_KEYS.has(k))];
  if (unknown.length) throw new Error(`${file} ${c.id}: unknown keys ${unknown.join(', ')}`);
  if (!c.id || !c.lang || !c.why || !c.expect || Object.keys(c.expect).length === 0)
    throw new Error(`${file} ${c.id}: id, lang, why and expectations are required`);
}

export function loadQualityCases(): QualityCase[] {
  const cases: QualityCase[] = [];
  for (const file of readdirSync(DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const parsed = JSON.parse(readFileSync(new URL(file, DIR), 'utf8')) as { cases: QualityCase[] };
    for (const c of parsed.cases) {
      checkShape(c, file);
      cases.push(c);
    }
  }
  const ids = new Set<string>();
  for (const c of cases) {
    if (ids.has(c.id)) throw new Error(`duplicate case id ${c.id}`);
    ids.add(c.id);
  }
  return cases;
}
