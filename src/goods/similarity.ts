import { informativeTerms, termWeight } from './text.js';

/**
 * Title similarity (model "title_term_coverage_v0"): the weighted share of the query
 * terms found in the listing title (model-like tokens weigh double), then discounted
 * when the title names a variant or an accessory the query does not ask for, because
 * "iPhone 13 Pro Max" and "iPhone 13 case" are not comps for "iPhone 13".
 */
export const SIMILARITY_MODEL = 'title_term_coverage_v0';

const VARIANT_WORDS = new Set(['pro', 'max', 'mini', 'plus', 'ultra', 'lite', 'xl', 'oled', 'se', 'air', 'slim']);
const ACCESSORY_WORDS = new Set(['case', 'cover', 'charger', 'cable', 'protector', 'skin', 'mount', 'strap', 'sleeve', 'adapter', 'manual', 'empty', 'replacement', 'decal', 'sticker', 'lot']);
const VARIANT_FACTOR = 0.7;
const ACCESSORY_FACTOR = 0.4;

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
  for (const term of queryTerms) {
    total += termWeight(term);
    if (titleTerms.has(term)) {
      hit += termWeight(term);
      matched.push(term);
    }
  }
  let score = hit / total;
  const extras = [...titleTerms].filter((t) => !query.has(t));
  if (extras.some((t) => VARIANT_WORDS.has(t))) score *= VARIANT_FACTOR;
  if (extras.some((t) => ACCESSORY_WORDS.has(t))) score *= ACCESSORY_FACTOR;
  return { score: Math.round(score * 1000) / 1000, matched };
}
