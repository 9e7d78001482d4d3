import type { ItemCategory } from '../../contracts/goods.js';
import { listingTokens } from './tokens.js';
import type { IdentityToken, ListingReading } from './read.js';
import { listingVocabulary } from './vocabulary.js';

/**
 * Whether a title states which exact model it sells (model "stated_model_v1"): a maker or line
 * and a model within it, whatever svc knows about that model. The grammar, over the reader's
 * identity tokens:
 *   - a model code ("fp30x", "dcd791", "s3") names a model; a measurement or a multiplier
 *     written like one ("20v", "5ah", "2x", "4x4") does not;
 *   - a name word (a word that is no brand, descriptor, colour or kind word of the six
 *     languages: "Kallax", "Neverfull", "Stratocaster") names a line or model; in a title that
 *     writes ordinary words in lower case, a later word counts only when written with a capital,
 *     as names are ("Acoustic guitar with hard case": "hard" is no name);
 *   - a number names a model after a name word or code ("Pixel 8", "Marlin 7"), not after a
 *     kind word ("camera with 2 lenses"), and a variant when it qualifies one ("Switch OLED");
 *   - a brand names the maker only.
 * The model is stated when the title names something beyond its maker and at least two
 * identifying parts in all: "Samsung 55 inch TV" names a maker, "Gaming laptop RTX" one line
 * word, "Montre automatique homme acier" nothing. Homes to rent and animals have no maker or
 * model at all: a place or a breed in their title never states one.
 */
export const STATED_MODEL = 'stated_model_v1';

export interface StatedModel {
  strong: boolean;
  /** The identifying parts the title names, maker first. */
  named: string[];
}

/** Measurements and multipliers written like model codes. */
const NOT_A_MODEL = /^\d+(?:[.,]\d+)?(?:v|w|ah|mah|wh|mp|hz|x|x\d+)$/;

/** Normalised words written with a capital letter, and whether the title writes ordinary words in lower case at all. */
function caseOf(title: string): { capitalised: Set<string>; first: string | null; lowerWords: boolean } {
  const words = title.split(/[\s,;:()[\]/|]+/).filter((w) => /\p{L}/u.test(w));
  const capitalised = new Set<string>();
  let lowerWords = false;
  words.forEach((word, k) => {
    const texts = listingTokens(word).map((t) => t.text);
    if (/\p{Lu}/u.test(word)) texts.forEach((t) => capitalised.add(t));
    else if (k > 0 && /^\p{Ll}/u.test(word)) lowerWords = true;
  });
  const first = words[0] === undefined ? null : (listingTokens(words[0])[0]?.text ?? null);
  return { capitalised, first, lowerWords };
}

/** Categories whose items are not made to a model. */
const UNMODELLED: ReadonlySet<ItemCategory> = new Set(['rentals', 'pets']);

export function statedModel(reading: ListingReading, title: string, category: ItemCategory): StatedModel {
  if (UNMODELLED.has(category)) return { strong: false, named: [] };
  const v = listingVocabulary();
  const { capitalised, first, lowerWords } = caseOf(title);
  const isName = (t: IdentityToken) =>
    t.kind === 'word' && t.text.length > 1 && !v.kindWords.has(t.text) && (t.text === first || !lowerWords || capitalised.has(t.text));
  const counted = new Set<string>();
  const named: string[] = [];
  let beyondMaker = false;
  reading.identity.forEach((t, k) => {
    const prev = reading.identity[k - 1];
    const model =
      (t.kind === 'code' && !NOT_A_MODEL.test(t.text)) ||
      isName(t) ||
      (t.kind === 'number' && prev !== undefined && counted.has(prev.text) && prev.kind !== 'brand') ||
      (t.kind === 'variant' && t.anchor !== null && counted.has(t.anchor));
    if (t.kind === 'brand' || model) {
      counted.add(t.text);
      named.push(t.text);
    }
    if (model) beyondMaker = true;
  });
  return { strong: beyondMaker && named.length >= 2, named };
}
