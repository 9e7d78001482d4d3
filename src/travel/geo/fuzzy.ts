import type { CountryTable } from './countries.js';
import type { NameHit, Place } from './place.js';
import { isCompassName } from './compass-words.js';
import { isOrdinaryWord } from './cues.js';
import { normalize } from './normalize.js';
import type { Candidate } from './score.js';

/** The catalog's tables the fuzzy index reads (catalog.ts's Catalog passes itself). */
interface Catalog {
  readonly places: ReadonlyMap<string, Place>;
  readonly names: ReadonlyMap<string, readonly NameHit[]>;
  readonly countries: CountryTable;
}

/**
 * Typing distance capped at 3 (callers only accept one or two edits): Levenshtein's edits plus the swap of two
 * neighbouring letters as one edit (optimal string alignment), the commonest slip of fast typing ("prauge",
 * "tenerfie", "edinbrugh", "feburary").
 */
export function editDistanceAtMost2(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, (before[j - 2] ?? 0) + 1);
      cur[j] = d;
    }
    [before, prev] = [prev, cur];
  }
  return Math.min(prev[b.length] ?? 3, 3);
}

/** Whether `word` is `key` with two neighbouring letters swapped, the first letter kept ("prauge" for "prague"). */
const swapped = (word: string, key: string): boolean => {
  if (word.length !== key.length) return false;
  const diff = [...word].flatMap((ch, k) => (ch === key[k] ? [] : [k]));
  const [k = 0] = diff;
  return diff.length === 2 && diff[1] === k + 1 && k > 0 && word[k] === key[k + 1] && word[k + 1] === key[k];
};

/** Shortest word tried for any one edit: shorter misspellings ("Tokio", "Kioto") are curated aliases instead. */
const MIN_LENGTH = 7;
/**
 * Shortest word tried for a swap of two neighbouring letters: in a short word a changed or missing letter
 * too often makes another name or word, a swap keeps every letter and rarely does ("prauge", "lodnon").
 */
const SWAP_MIN_LENGTH = 6;
/** From this length two edits are allowed ("Reykjavick" is two from "reykjavik"). */
const TWO_EDITS_FROM = 10;
/** Important enough to be the intended reading of a misspelling: countries, curated regions, coasts and parks, tier 1-2 cities, big states. */
const MIN_PRIOR = 0.75;
/** Shortest word matched by its spelling skeleton ("mallorka", "bariloxe"). */
const SKELETON_MIN_LENGTH = 6;
/** Two readings of one misspelling this close in prior are a question, not a reading. */
const AMBIGUOUS_PRIOR_GAP = 0.15;

/**
 * A word as it sounds in the six request languages' spellings of foreign names: "ch", "sh", "sch" and "x" one sound
 * ("bariloxe", "marakech"), "c" before a, o, u, "qu", "ck" and "k" one ("mallorka"), "ph" and "f", "z" and "s", "y" and
 * "i", "w" and "v", a silent "h" dropped, doubled letters single ("marakech", "barcelonna").
 */
function spellingSkeleton(word: string): string {
  return word
    .replace(/sch|ch|sh|x/g, 'X')
    .replace(/ph/g, 'f')
    .replace(/qu|ck|c(?=[aou]|[^aeiouy]|$)|k/g, 'K')
    .replace(/c/g, 's')
    .replace(/z/g, 's')
    .replace(/y/g, 'i')
    .replace(/w/g, 'v')
    .replace(/h/g, '')
    .replace(/(.)\1+/g, '$1');
}

/**
 * A bounded fuzzy reading of one word: only against single-word names of important places, same
 * first letter, one edit (two for long words), and never for a demonym or its plural ("Russian",
 * "Indians"), which are ordinary words one letter away from a country or state.
 */
export class FuzzyNames {
  private readonly byLength = new Map<number, Array<{ key: string; ids: string[] }>>();
  private readonly bySkeleton = new Map<string, string[]>();

  constructor(private readonly cat: Catalog) {
    for (const [key, hits] of cat.names) {
      if (key.includes(' ') || key.length < SKELETON_MIN_LENGTH - 1) continue;
      const ids = hits.map((h) => h.id).filter((id) => (cat.places.get(id)?.prior ?? 0) >= MIN_PRIOR);
      if (!ids.length) continue;
      const skeleton = spellingSkeleton(key);
      const same = this.bySkeleton.get(skeleton);
      if (same) same.push(...ids);
      else this.bySkeleton.set(skeleton, [...ids]);
      if (key.length < SWAP_MIN_LENGTH) continue;
      const list = this.byLength.get(key.length) ?? [];
      list.push({ key, ids });
      this.byLength.set(key.length, list);
    }
  }

  /**
   * Readings of a misspelt word, or [] (exact names are never looked up here): the places spelt with the same skeleton,
   * else those one edit away (two for long words; a word under MIN_LENGTH letters only by a swap). When two different
   * places are read and neither is clearly the more important, the word is a question and no reading is given.
   */
  candidates(word: string): Candidate[] {
    if (word.length < SWAP_MIN_LENGTH || word.includes(' ') || this.isDemonym(word)) return [];
    const sounds = this.bySkeleton.get(spellingSkeleton(word)) ?? [];
    // A compass word a letter from another ("noroeste", "nordeste") is its own direction, no slip: only a place of its very name.
    const exact = () => (this.cat.names.get(word) ?? []).map((h) => h.id).filter((id) => (this.cat.places.get(id)?.prior ?? 0) >= MIN_PRIOR);
    const ids = new Set(isCompassName(word) ? exact() : sounds.length ? sounds : this.edited(word));
    const places = [...ids].flatMap((id) => this.cat.places.get(id) ?? []).sort((a, b) => b.prior - a.prior);
    const [first, second] = places;
    if (first && second && normalize(first.name) !== normalize(second.name) && first.prior - second.prior < AMBIGUOUS_PRIOR_GAP) return [];
    return places.map((place) => ({ place, kind: 'fuzzy', note: `"${word}" read as a misspelling of ${place.name}` }));
  }

  private edited(word: string): string[] {
    // A word of the six languages a swap away from a name is that word, not a slip.
    if (word.length < MIN_LENGTH)
      return isOrdinaryWord(word) ? [] : (this.byLength.get(word.length) ?? []).flatMap(({ key, ids }) => (swapped(word, key) ? ids : []));
    const limit = word.length >= TWO_EDITS_FROM ? 2 : 1;
    const out: string[] = [];
    for (let len = word.length - limit; len <= word.length + limit; len++) {
      for (const { key, ids } of this.byLength.get(len) ?? []) {
        if (key[0] === word[0] && editDistanceAtMost2(key, word) <= limit) out.push(...ids);
      }
    }
    return out;
  }

  private isDemonym(word: string): boolean {
    const d = this.cat.countries.byDemonym;
    return d.has(word) || (word.endsWith('s') && d.has(word.slice(0, -1)));
  }
}
