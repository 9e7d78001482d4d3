import { isOrdinaryWord } from '../geo/cues.js';
import { LANGUAGES, type Lang } from './language.js';
import { PhraseIndex, type Tok } from './tokens.js';

/**
 * What the request says that the reader could not use: a place-like phrase after a place cue that
 * names nothing we know ("to Narnia", "from Zzyzxtown"), and words that are in none of the six
 * vocabularies (data/travel/vocabulary.json, the 10,000 most frequent words of each language) and
 * that no reader took ("asdf qwerty"). Both are reported, never guessed.
 */
const TRAVEL_WORDS = new Set([
  'itinerary',
  'getaway',
  'layover',
  'stopover',
  'roundtrip',
  'round-trip',
  'one-way',
  'oneway',
  'airbnb',
  'hostel',
  'workation',
  'foodie',
  'ppl',
  'pax',
  'pp',
  'tmrw',
  'nyc',
  'bucks',
  'k',
]);

/** A frequent word of one of the six languages, or a travel word the frequency lists lack. */
export const isKnownWord = (w: string): boolean => isOrdinaryWord(w) || TRAVEL_WORDS.has(w) || isOrdinaryWord(w.replace(/'s$/, ''));

const PLACE_CUES = new Map<Lang, PhraseIndex<true>>(
  LANGUAGES.map((lang) => {
    const idx = new PhraseIndex<true>();
    const words: Record<Lang, string> = {
      en: 'to|from|visit|visiting|via|into|fly to|flying to|trip to|travel to|go to|leaving|out of|in',
      fr: 'a|depuis|vers|pour|via|en|de',
      es: 'a|desde|hacia|para|via|en',
      de: 'nach|von|ab|via|in',
      it: 'a|da|verso|per|via|in',
      pt: 'para|desde|via|em',
    };
    for (const l of new Set<Lang>([lang, 'en'])) for (const p of words[l].split('|')) idx.add(p, true);
    return [lang, idx];
  }),
);

const FROM_CUES = new Set(['from', 'leaving', 'out', 'depuis', 'desde', 'von', 'ab', 'da']);

/** Unknown place-like phrases; `origin` when the cue was a "from" word. */
export function unknownPlaces(toks: readonly Tok[], lang: Lang, taken: (i: number) => boolean): Array<{ start: number; end: number; origin: boolean }> {
  const cues = PLACE_CUES.get(lang) as PhraseIndex<true>;
  const caseless = !toks.some((t) => t.cap) || toks.every((t) => t.kind !== 'word' || t.raw === t.raw.toUpperCase());
  const out: Array<{ start: number; end: number; origin: boolean }> = [];
  for (let i = 0; i < toks.length; i++) {
    const cue = cues.at(toks, i);
    if (!cue || taken(i)) continue;
    let j = cue.end;
    while (j < toks.length && j < cue.end + 3 && !taken(j) && toks[j]?.kind === 'word') {
      const t = toks[j] as Tok;
      const named = !caseless && t.cap;
      if (isKnownWord(t.w) && !named) break;
      j++;
    }
    const words = toks.slice(cue.end, j);
    // A capitalised phrase of known words ("to The Office") counts only if one word is unknown or it is written as a name.
    if (words.length > 0 && words.some((t) => !isKnownWord(t.w) || (!caseless && t.cap && t.w.length > 3))) {
      if (words.every((t) => isKnownWord(t.w)) && (caseless || cue.end === 0)) continue;
      out.push({ start: cue.end, end: j, origin: FROM_CUES.has(toks[i]?.w ?? '') });
      i = j - 1;
    }
  }
  return out;
}

/**
 * Unknown words: all of them when nothing else was read (they are why), otherwise only machine-like
 * ones ("valueOf", "hasOwnProperty"): a rare real word ("cozy", "fireworks") is not worth a report.
 */
export function unrecognizedWords(toks: readonly Tok[], _lang: Lang, taken: (i: number) => boolean, nothingElse: boolean): string[] {
  const out: string[] = [];
  toks.forEach((t, i) => {
    if (taken(i) || t.kind !== 'word' || t.w.length < 2 || isKnownWord(t.w)) return;
    if (!nothingElse && !/\p{Ll}\p{Lu}/u.test(t.raw)) return;
    if (!out.includes(t.raw)) out.push(t.raw);
  });
  return out.slice(0, 10);
}
