import { informativeTerms, termWeight } from './text.js';

/**
 * Title similarity (model "title_term_coverage_v0"): the weighted share of the query
 * terms found in the listing title. Model-like tokens weigh double, and later terms weigh
 * less (weight / (1 + 0.25 x position)) because titles lead with what the item is and
 * trail off into colour and adjectives. The score is then discounted
 * when the title names a variant or an accessory the query does not ask for, because
 * "iPhone 13 Pro Max" and "iPhone 13 case" are not comps for "iPhone 13".
 */
export const SIMILARITY_MODEL = 'title_term_coverage_v0';

const VARIANT_WORDS = new Set(['pro', 'max', 'mini', 'plus', 'ultra', 'lite', 'xl', 'oled', 'se', 'air', 'slim']);
const ACCESSORY_WORDS = new Set(['case', 'cover', 'charger', 'cable', 'protector', 'skin', 'mount', 'strap', 'sleeve', 'adapter', 'manual', 'empty', 'replacement', 'decal', 'sticker', 'lot']);
const VARIANT_FACTOR = 0.7;
const ACCESSORY_FACTOR = 0.4;
const POSITION_DECAY = 0.25;

export interface Similarity {
  score: number;
  matched: string[];
}

export function titleSimilarity(queryTerms: readonly string[], title: string): Similarity {
  if (queryTerms.length === 0) return { score: 0, matched: [] };
  const titleTerms = new Set(informativeTerms(title));
  const query = new Set(queryTerms);
  let total = 0;
  let hit = 0;
  const matched: string[] = [];
  queryTerms.forEach((term, position) => {
    const weight = termWeight(term) / (1 + POSITION_DECAY * position);
    total += weight;
    if (titleTerms.has(term)) {
      hit += weight;
      matched.push(term);
    }
  });
  let score = hit / total;
  const extras = [...titleTerms].filter((t) => !query.has(t));
  if (extras.some((t) => VARIANT_WORDS.has(t))) score *= VARIANT_FACTOR;
  if (extras.some((t) => ACCESSORY_WORDS.has(t))) score *= ACCESSORY_FACTOR;
  return { score: Math.round(score * 1000) / 1000, matched };
}
