import { ARTICLES } from './articles.js';
import { LIST_JOINERS } from '../geo/route-words.js';
import type { RoledMention } from './place-mentions.js';
import type { Tok } from './tokens.js';

/**
 * A predicate after a coordinated list of places is said of the whole list: "Mykonos, Santorini and Paros are ruled out",
 * "Cancún y Tulum los descartamos", "München und Salzburg lassen wir weg", "Venezia e Verona le saltiamo". The list is the run
 * of places before the refused one joined by commas and a conjunction: its last join holds a conjunction ("and", "y", "und",
 * "e", "et", "or"...), as a bare comma sets places side by side without coordinating them ("Roma, Firenze, Venezia no" keeps
 * the first two). Between members stand only joiners, articles and a repeated preposition of place ("à la Corse et à la
 * Sardaigne").
 */
/** Prepositions of place a list member may repeat ("pas en Espagne ni au Portugal", "non in Italia, né in Spagna", "nem na França"). */
export const LIST_PREPOSITIONS: ReadonlySet<string> = new Set(
  'in to en au aux a dans al nach im nel nella ad na no nos nas em ao aos de di alla allo alle ai agli'.split(' '),
);
const CONJUNCTIONS = new Set([...LIST_JOINERS].filter((w) => w !== ',' && w !== '/'));

const gapWords = (toks: readonly Tok[], from: number, to: number) => toks.slice(from, to).map((t) => t.w);
const joinsList = (words: readonly string[]) => words.length > 0 && words.every((w) => LIST_JOINERS.has(w) || ARTICLES.has(w) || LIST_PREPOSITIONS.has(w));

/**
 * The places listed with `refused` before it, whose list the predicate after `refused` covers: wanted places only, each
 * joined to the next, the last join a conjunction. `out` holds the places read so far, in order.
 */
export function listedBefore(toks: readonly Tok[], out: readonly RoledMention[], refused: RoledMention): RoledMention[] {
  const members: RoledMention[] = [];
  let next = refused;
  for (let i = out.indexOf(refused) - 1; i >= 0; i--) {
    const prev = out[i] as RoledMention;
    const gap = gapWords(toks, prev.last, next.first);
    if (!joinsList(gap) || (next === refused && !gap.some((w) => CONJUNCTIONS.has(w)))) break;
    if (prev.role !== 'destination' && prev.role !== 'excluded') break;
    members.push(prev);
    next = prev;
  }
  return members;
}
