import type { TravelIntentDetails } from '../../contracts/travel-intent.js';
import type { UnresolvedPhrase } from '../../contracts/travel-understanding.js';
import { travelData } from './data.js';
import { fieldReadings, type DoubtField, type FieldReading } from './doubt-features.js';
import { FIELD_BLOCKS, requestFeatures } from './doubt-request.js';
import { PLACE_DOUBT_WORDS, placeDoubts } from './place-doubt.js';
import type { TextReading } from './read-text.js';
import { clip } from './text.js';

/**
 * The doubt model: one logistic regression over the figures of the whole reading (doubt-request.ts) estimates the
 * probability that some field the reader filled is wrong or invented (a model_estimate, trained by
 * scripts/train-reading-doubt.ts on outside-written requests scored against their gold and shipped as
 * data/travel/reading-doubt.json). When the estimate reaches the threshold, chosen by cross-validation by set at a stated
 * cost (a wrong value answered as complete costs 3, a right reading made partial 1), the reading is reported as
 * `reading_doubtful` on the field that most likely holds the error: the values are kept, the status becomes partial,
 * and the traveller is asked to confirm that field.
 * The destinations are doubted as well by the kinds of evidence against them that are wrong often enough to be worth a
 * question at that cost whatever else the reading shows (place-doubt.ts: a country holding the origin, a misspelling, a
 * lone place...).
 */
export interface LogisticModel {
  /** Feature names in order (doubt-request.ts's REQUEST_FEATURES). */
  features: string[];
  /** Each feature is standardised by its training mean and scale before the weights apply. */
  mean: number[];
  scale: number[];
  weights: number[];
  bias: number;
}

export interface DoubtModel {
  threshold: number;
  request: LogisticModel;
  /** Each field's log odds of being wrong in training: where the blame starts before its own figures weigh in. */
  field_log_odds: Record<DoubtField, number>;
}

/** The standardised weight of feature i at value v: its share of the model's log odds. */
const term = (m: LogisticModel, i: number, v: number) => ((m.weights[i] ?? 0) * (v - (m.mean[i] ?? 0))) / (m.scale[i] || 1);

/** The model's estimate that a reading with these features is wrong. */
export function wrongProbability(m: LogisticModel, x: readonly number[]): number {
  let z = m.bias;
  for (let i = 0; i < m.weights.length; i++) z += term(m, i, x[i] ?? 0);
  return 1 / (1 + Math.exp(-z));
}

/** The field read that most likely holds the error: its prior log odds plus what its own figures add to the estimate. */
export function blamedField(model: DoubtModel, read: readonly FieldReading[], x: readonly number[]): FieldReading | undefined {
  const weight = (f: FieldReading) => {
    const { from, to } = FIELD_BLOCKS[f.field];
    let z = model.field_log_odds[f.field];
    for (let i = from; i < to; i++) z += term(model.request, i, x[i] ?? 0);
    return z;
  };
  return read.reduce<FieldReading | undefined>((best, f) => (best === undefined || weight(f) > weight(best) ? f : best), undefined);
}

/** The unresolved code of a doubted reading. */
export const DOUBT_CODE = 'reading_doubtful';

let shipped: DoubtModel | null = null;
/** The shipped weights, read once. */
export function doubtModel(): DoubtModel {
  shipped ??= travelData<DoubtModel>('reading-doubt.json');
  return shipped;
}

/** The request field each doubted field is reported on, and how the reason names it. */
const REPORTED: Record<DoubtField, { field: string; words: string }> = {
  origin: { field: 'origin', words: 'The place of departure' },
  destinations: { field: 'destination_constraints', words: 'The destination' },
  excluded: { field: 'destination_constraints', words: 'The places to avoid' },
  dates: { field: 'departure_window', words: 'The dates' },
  trip_days: { field: 'trip_length_days', words: 'The trip length' },
  travellers: { field: 'travellers', words: 'Who travels' },
  budget: { field: 'budget_usd', words: 'The budget' },
};

/** The doubted fields with why: the kinds of evidence against the destinations, then the model's estimate on its field. */
function doubted(read: readonly FieldReading[], model: DoubtModel): Array<[FieldReading, string]> {
  const out: Array<[FieldReading, string]> = read.flatMap((f): Array<[FieldReading, string]> => {
    const kinds = f.field === 'destinations' ? placeDoubts(f, read.length) : [];
    return kinds.length > 0 ? [[f, kinds.map((k) => PLACE_DOUBT_WORDS[k]).join('; ')]] : [];
  });
  const x = requestFeatures(read);
  const p = wrongProbability(model.request, x);
  const blamed = p >= model.threshold ? blamedField(model, read, x) : undefined;
  if (blamed && !out.some(([f]) => f === blamed)) out.push([blamed, `model_estimate: ${Math.round(p * 100)}% chance of a misread`]);
  return out;
}

/** The fields whose reading is doubted, as unresolved entries (the values themselves are left as read). */
export function readingDoubts(details: TravelIntentDetails, r: TextReading, text: string, today: string, model = doubtModel()): UnresolvedPhrase[] {
  return doubted(fieldReadings(details, r, text, today), model).map(([f, why]) => {
    const { field, words } = REPORTED[f.field];
    return { field, text: clip(f.text || text, 300), code: DOUBT_CODE, reason: `${words} may be misread (${why}); kept as read.` };
  });
}
