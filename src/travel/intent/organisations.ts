import type { Tok } from './tokens.js';

/**
 * Names of organisations and venues, known by their head words: an airline before the word for its flight ("WestJet
 * flight 22", "le vol Air Transat"), a hall, theatre, stadium, museum or university by its head in the six languages
 * ("Musikverein", "Royal Festival Hall", "Teatro Colón", "Estádio do Maracanã"). Such a name says where something
 * happens or how one flies, never a place the trip goes to that the gazetteer lacks: it is accounted for, not reported.
 */

/** The word for a flight in the six languages: the name written before it is the airline's. */
export const FLIGHT_NOUNS: ReadonlySet<string> = new Set([
  'flight',
  'flights',
  'vol',
  'vols',
  'vuelo',
  'vuelos',
  'flug',
  'fluge',
  'volo',
  'voli',
  'voo',
  'voos',
]);

/** Head words of a venue's or an institution's name, folded, in the six languages. */
const VENUE_HEADS = new Set(
  'hall theatre theater teatro teatre opera oper stadium stadion stadio estadio arena museum musee museo museu university universitat universite universita universidad universidade college conservatory conservatoire conservatorio konservatorium philharmonie philharmonic verein'.split(
    ' ',
  ),
);

/** German joins its head to the name ("Musikverein", "Elbphilharmonie", "Festspielhaus"): the heads a compound may end in. */
const COMPOUND_HEADS = ['verein', 'halle', 'theater', 'oper', 'stadion', 'arena', 'museum', 'philharmonie', 'festspielhaus', 'konzerthaus'];
const COMPOUND_MIN = 4;

/** Whether a word is a venue's head, alone or as the last part of a compound ("Musikverein", "Stadthalle"). */
export const isVenueHead = (w: string): boolean =>
  VENUE_HEADS.has(w) || COMPOUND_HEADS.some((h) => w.endsWith(h) && (w === h || w.length >= h.length + COMPOUND_MIN));

/**
 * Whether the name written at tokens [start, end) is an organisation's: a venue's or an institution's (one of its words is
 * a head word), or an airline's (the word for its flight follows it).
 */
export const isOrganisationName = (toks: readonly Tok[], start: number, end: number): boolean =>
  FLIGHT_NOUNS.has(toks[end]?.w ?? '') || toks.slice(start, end).some((t) => t.kind === 'word' && isVenueHead(t.w));
