import { LIST_JOINERS } from '../geo/route-words.js';
import type { Tok } from './tokens.js';

/**
 * Names of lodgings and hotel chains, known by where they stand: a name written right after the word for a hotel is the
 * hotel's ("hoteles NH o Meliá en Madrid", "the Hotel Sacher in Vienna", "l'hôtel Negresco à Nice"), and a code in
 * capitals right before it is the chain's ("IHG hotels"). Such a name is a lodging the traveller prefers, which no field
 * holds, never a place to go: New Hampshire is not in "hoteles NH o Meliá en Madrid". A name after the hotel word is the
 * lodging's when the place it stands in follows ("en Madrid"); a code on either side of it is the chain's only when it
 * names no place, so "hotels Barcelona 3 nights", "NYC hotels" and "hotels NYC" still go where they say.
 */

/** Words for a hotel in the six languages, folded. */
const LODGING_NOUNS = new Set(['hotel', 'hotels', 'hoteles', 'hoteis', 'albergo', 'alberghi', 'resort', 'resorts', 'motel', 'motels']);

/** Prepositions that put a lodging in a place, folded ("in", "en", "à", "em", "nel", "im"). */
const LOCATIVES = new Set([
  'in',
  'en',
  'a',
  'au',
  'aux',
  'dans',
  'em',
  'no',
  'na',
  'nel',
  'nella',
  'im',
  'at',
  'bei',
  'near',
  'cerca',
  'pres',
  'vicino',
  'perto',
]);

/** A capitals-only code of two to four letters ("NH", "IHG"), a chain's way of writing its name. */
const isCode = (t: Tok | undefined): boolean => t?.kind === 'word' && /^\p{Lu}{2,4}$/u.test(t.raw);

/** Where the run of capitalised names starting at token i ends, names joined by "o", "or", "ou", "oder", "," and the like. */
function namesEnd(toks: readonly Tok[], i: number): number {
  let k = i;
  while (toks[k]?.cap && toks[k]?.kind === 'word') {
    k++;
    while (toks[k]?.cap && toks[k]?.kind === 'word') k++;
    if (!LIST_JOINERS.has(toks[k]?.w ?? '') || !toks[k + 1]?.cap) break;
    k++;
  }
  return k;
}

/** The token spans of lodgings' names, with the hotel word that heads each; `placeAt` says a place's name starts at a token. */
export function proposeLodgingNames(toks: readonly Tok[], placeAt: (i: number) => boolean): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  toks.forEach((t, i) => {
    if (t.kind !== 'word' || !LODGING_NOUNS.has(t.w)) return;
    const chain = (k: number) => isCode(toks[k]) && !placeAt(k);
    if (chain(i - 1)) out.push({ start: i - 1, end: i + 1 });
    const end = namesEnd(toks, i + 1);
    if (end === i + 1) return;
    const codes = toks.slice(i + 1, end).every((n, j) => n.kind !== 'word' || chain(i + 1 + j));
    if (codes || (LOCATIVES.has(toks[end]?.w ?? '') && placeAt(end + 1))) out.push({ start: i, end });
  });
  return out;
}
