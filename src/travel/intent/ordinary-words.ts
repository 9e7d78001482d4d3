import { COMPASS_WORDS } from '../geo/compass-words.js';
import { countryOfAdjective } from '../geo/country-adjectives.js';
import { isCommonWord } from '../geo/cues.js';
import { JOINERS } from '../geo/route-words.js';
import type { ResolvedPlace } from '../geo/types.js';
import type { Lang } from './language.js';
import type { Tok } from './tokens.js';

/**
 * A place the gazetteer read in a word of the request's own language written as an ordinary word: "queremos sol e praia,
 * saída de Manaus" (Sol in Spain, Saïda in Algeria), "partenza da nord Italia" (Haiti's Nord). The reader takes such a word
 * as a place only with evidence of its own: a place cue before it, a capital where the writer writes names with capitals,
 * or a place listed beside it ("lisboa, porto e faro"). A compass word before a place ("nord Italia", "sud de la France")
 * or a country's adjective ("l'Ouest américain") says where in that place, whatever its case.
 */
const OF = new Set(['of', 'de', 'du', 'del', 'della', 'dell', 'do', 'da', 'des', 'von', 'the', 'la', 'le', "l'", 'el', 'il', 'o', 'a']);

/** Prepositions of place the cue tables leave to the gazetteer ("hotels around la", "perto de", "vicino a"): a cue too. */
const PLACE_WORDS = new Set([
  'in',
  'at',
  'to',
  'around',
  'near',
  'nearby',
  'from',
  'a',
  'au',
  'aux',
  'en',
  'em',
  'no',
  'na',
  'nach',
  'bei',
  'um',
  'pres',
  'vers',
  'cerca',
  'perto',
  'vicino',
  'verso',
]);

/** Whether a place starts within the few words after token `k`, past words of `skip`. */
function placeAfter(toks: readonly Tok[], k: number, starts: ReadonlySet<number>, skip: ReadonlySet<string>): boolean {
  for (let j = k; j < k + 3; j++) {
    if (starts.has(j)) return true;
    if (!skip.has(toks[j]?.w ?? '')) return false;
  }
  return false;
}

/** Whether a place ends within the few words before token `k`, past words of `skip`. */
function placeBefore(toks: readonly Tok[], k: number, ends: ReadonlySet<number>, skip: ReadonlySet<string>): boolean {
  for (let j = k; j > k - 3 && j >= 0; j--) {
    if (ends.has(j)) return true;
    if (!skip.has(toks[j - 1]?.w ?? '')) return false;
  }
  return false;
}

/**
 * Whether the one-word place at token `first` is an ordinary word of the request: a compass word before a place, or another
 * ordinary word with no evidence of a name. `cued` says a place cue stands before it (or before the place it is listed
 * after); `starts` and `ends` are the token spans of every place read (ends exclusive).
 */
export function ordinaryWord(
  toks: readonly Tok[],
  first: number,
  last: number,
  place: ResolvedPlace,
  lang: Lang,
  cued: boolean,
  starts: ReadonlySet<number>,
  ends: ReadonlySet<number>,
): boolean {
  if (last - first !== 1) return false;
  const t = toks[first] as Tok;
  if (COMPASS_WORDS.has(t.w) && placeAfter(toks, last, starts, OF)) return true;
  // "l'Ouest américain", "el norte argentino": a compass word before a country's adjective is that part of the country.
  if (COMPASS_WORDS.has(t.w) && countryOfAdjective(toks[last]?.w ?? '', lang) !== undefined) return true;
  // A landscape word names its feature where the request is ("la Norvège, les fjords"): only towns and divisions are guarded.
  if (cued || (place.type !== 'city' && place.type !== 'state') || (place.feature !== undefined && place.feature !== 'city')) return false;
  if (/\p{Lu}/u.test(t.raw) || !isCommonWord(t.w, lang) || PLACE_WORDS.has(toks[first - 1]?.w ?? '')) return false;
  return !placeAfter(toks, last, starts, JOINERS) && !placeBefore(toks, first, ends, JOINERS);
}
