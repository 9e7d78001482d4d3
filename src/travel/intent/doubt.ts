import type { TravelIntentDetails } from '../../contracts/travel-intent.js';
import type { UnresolvedPhrase } from '../../contracts/travel-understanding.js';
import { travelData } from './data.js';
import { fieldReadings, type DoubtField, type FieldReading } from './doubt-features.js';
import { PLACE_DOUBT_WORDS, placeDoubts } from './place-doubt.js';
import type { TextReading } from './read-text.js';
import { clip } from './text.js';

/**
 * The doubt model: for each content field the reader filled, a logistic regression over doubt-features.ts's figures
 * estimates the probability that the value is wrong or invented (a model_estimate, trained by
 * scripts/train-reading-doubt.ts on outside-written requests scored against their gold and shipped as
 * data/travel/reading-doubt.json). A field whose estimate reaches the threshold, chosen by cross-validation by set at a
 * stated cost (a wrong value answered as complete costs 3, a right reading made partial 1), is reported as
 * `reading_doubtful`: the value is kept, the status becomes partial, and the traveller is asked to confirm it.
 * The destinations are doubted as well by the kinds of evidence against them the model does not weigh (place-doubt.ts:
 * a country holding the origin, a misspelling, a lone place...), each of which is wrong often enough to be worth a
 * question at that cost.
 */
export interface FieldModel {
  /** Feature names in order (doubt-features.ts: the text's, then the field's); figures added after them are not weighed. */
  features: string[];
  /** Each feature is standardised by its training mean and scale before the weights apply. */
  mean: number[];
  scale: number[];
  weights: number[];
  bias: number;
}

export interface DoubtModel {
  threshold: number;
  /** Only the fields whose model beat the share wrong alone out of set: the others are never doubted. */
  fields: Partial<Record<DoubtField, FieldModel>>;
}

/** The model's estimate that a reading with these features is wrong. */
export function wrongProbability(m: FieldModel, x: readonly number[]): number {
  let z = m.bias;
  for (let i = 0; i < m.weights.length; i++) z += ((m.weights[i] ?? 0) * ((x[i] ?? 0) - (m.mean[i] ?? 0))) / (m.scale[i] || 1);
  return 1 / (1 + Math.exp(-z));
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

/** Why a field's reading is doubted, or null: the kinds of evidence against the destinations, else the model's estimate. */
function doubtOf(f: FieldReading, fields: number, model: DoubtModel): string | null {
  const kinds = f.field === 'destinations' ? placeDoubts(f, fields) : [];
  if (kinds.length > 0) return kinds.map((k) => PLACE_DOUBT_WORDS[k]).join('; ');
  const m = model.fields[f.field];
  const p = m ? wrongProbability(m, f.features) : 0;
  return m && p >= model.threshold ? `model_estimate: ${Math.round(p * 100)}% likely wrong` : null;
}

/** The fields whose reading is doubted, as unresolved entries (the values themselves are left as read). */
export function readingDoubts(details: TravelIntentDetails, r: TextReading, text: string, today: string, model = doubtModel()): UnresolvedPhrase[] {
  const read = fieldReadings(details, r, text, today);
  return read.flatMap((f) => {
    const why = doubtOf(f, read.length, model);
    if (why === null) return [];
    const { field, words } = REPORTED[f.field];
    return [{ field, text: clip(f.text || text, 300), code: DOUBT_CODE, reason: `${words} may be misread (${why}); kept as read.` }];
  });
}
