import type { Gazetteer } from '../../src/travel/geo/types.js';
import { fieldReadings, type DoubtField } from '../../src/travel/intent/doubt-features.js';
import { placeDoubts } from '../../src/travel/intent/place-doubt.js';
import { parseIntent } from '../../src/travel/intent/index.js';
import { readRequestText, referenceDate } from '../../src/travel/intent/parse.js';
import { readersStatus } from '../../src/travel/intent/understanding.js';
import { allRight, judge, realisticCases, silentMisread } from '../eval-intent/realistic.js';
import type { Field, GoldPlaces, Outcome } from '../eval-intent/score.js';
import { viewOf } from '../eval-intent/view.js';
import { differsByFrameOnly } from './convention.js';

/**
 * The training table of the doubt model: every readable request of a realistic set, read by the reader as it is, with
 * one row per content field it filled (doubt-features.ts) labelled by the eval's scorer: wrong or invented, or not. The
 * status is the reader's without the doubt model's own entries, so the table describes the reading it is asked to judge.
 */
export interface Row {
  field: DoubtField;
  x: number[];
  wrong: boolean;
  /** Scored wrong only by a frame one writer lists and another leaves out (convention.ts): not taught on. */
  frame_only: boolean;
}

export interface Request {
  set: string;
  id: string;
  gold_status: string;
  /** The reader's status before the doubt model adds its entries. */
  before: string;
  all_right: boolean;
  silent: boolean;
  /** How many fields the reader filled (rows keep only those the gold scores). */
  read: number;
  /** Doubted by a kind of evidence against its destinations the model does not weigh (place-doubt.ts). */
  kind_doubted: boolean;
  rows: Row[];
}

/** The scorer's fields each doubted field stands for. */
const SCORED: Record<DoubtField, Field[]> = {
  origin: ['origin'],
  destinations: ['destinations'],
  excluded: ['excluded'],
  dates: ['dates'],
  trip_days: ['trip_days'],
  travellers: ['travellers', 'adults', 'children', 'child_ages'],
  budget: ['budget'],
};
const bad = (o: Outcome | undefined) => o === 'wrong' || o === 'invented';

export function requestsOf(file: string, set: string, gazetteer: Gazetteer, places: GoldPlaces): Request[] {
  const out: Request[] = [];
  for (const c of realisticCases(file).filter((x) => x.supported)) {
    const input = { user_request: c.text, reference_date: c.reference_date };
    const now = () => new Date(`${c.reference_date}T12:00:00Z`);
    const parsed = parseIntent(input, { gazetteer, now });
    const today = referenceDate(input, now());
    const reading = readRequestText(c.text, today, gazetteer);
    const u = parsed.understanding;
    const before = readersStatus(u);
    const [j] = judge([c], () => ({ ...viewOf(parsed, gazetteer), status: before }), places);
    if (!j) continue;
    const readings = fieldReadings(parsed.details, reading, c.text, u.reference_date);
    const frameOnly = j.scored.destinations === 'wrong' && differsByFrameOnly(c.gold.destinations ?? [], j.view.destinations, gazetteer, places);
    const rows = readings.flatMap((f) => {
      const outcomes = SCORED[f.field].map((k) => j.scored[k]);
      if (outcomes.every((o) => o === undefined)) return [];
      return [{ field: f.field, x: f.features, wrong: outcomes.some(bad), frame_only: f.field === 'destinations' && frameOnly }];
    });
    const kindDoubted = readings.some((f) => f.field === 'destinations' && placeDoubts(f, readings.length).length > 0);
    const [gold_status, all_right, silent] = [c.gold.status ?? '', allRight(j), silentMisread(j)];
    out.push({ set, id: c.id, gold_status, before, all_right, silent, read: readings.length, kind_doubted: kindDoubted, rows });
  }
  return out;
}
