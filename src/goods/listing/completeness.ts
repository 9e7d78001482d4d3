import type { UsedPriceEstimate } from '../../contracts/goods.js';
import { depreciation } from '../data.js';
import { normalizeText } from '../text.js';
import { listingVocabulary } from './vocabulary.js';
import { listingVocabularyFile } from '../data.js';

/**
 * What the listing says is missing: a missing marker ("no", "without", "missing", "lost", "ohne",
 * "fehlt", "sans", "sin", "falta", "senza", "manca", "sem") within three words of a part or an
 * accessory word (charger, stand, footswitch, hood, key...; data/goods/listing-vocabulary.json
 * accessory_words and part_words), before it ("no footswitch", "without the stand") or after it
 * ("gimbal cover missing", "Ladegerät fehlt"). Each lowers the estimate by the constant factor of
 * data/goods/depreciation.json completeness, down to its floor. "No scratches" names no part.
 */

const REACH = 3;

let vocabulary: { markers: Set<string>; parts: Set<string> } | undefined;

function words() {
  if (vocabulary) return vocabulary;
  const file = listingVocabularyFile();
  vocabulary = { markers: new Set(file.missing_markers), parts: new Set([...listingVocabulary().accessoryWords, ...file.part_words]) };
  return vocabulary;
}

/** Parts the text says are missing, each once, as "marker ... part". */
export function missingParts(text: string): string[] {
  const { markers, parts } = words();
  const found = new Map<string, string>();
  for (const clause of text.split(/[.!?;\n,]+/)) {
    const tokens = normalizeText(clause).split(' ');
    tokens.forEach((token, i) => {
      if (!markers.has(token)) return;
      const window = [...tokens.slice(i + 1, i + 1 + REACH), ...tokens.slice(Math.max(0, i - REACH), i)];
      const part = window.find((w) => parts.has(w));
      if (part && !found.has(part)) found.set(part, `${token} ${part}`);
    });
  }
  return [...found.values()];
}

export function completenessOf(text: string | null): UsedPriceEstimate['completeness'] {
  const missing = text ? missingParts(text) : [];
  const { factor_per_missing_part: step, min_factor: floor } = depreciation().completeness;
  return { factor: Math.max(floor, Math.round(step ** missing.length * 100) / 100), missing };
}
