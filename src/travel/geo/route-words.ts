/**
 * The words that join places into a route or a list, in the six languages (folded), shared by the
 * place recogniser (a name joined to a standing place is kept) and the role reader (which end of a
 * route is the start, which places share a cue). One lexicon, so both readers agree on a join.
 */

/** Words joining the two ends of a route, "until" words and colloquial "to" included ("de Lisboa até Amesterdão", "desde X hasta Y", "von X bis Y", "de Recife pra Natal"). */
export const ROUTE_JOINERS: ReadonlySet<string> = new Set([
  'to',
  '-',
  '>',
  '->',
  '→',
  'a',
  'para',
  'pra',
  'pro',
  'nach',
  'per',
  'vers',
  'hacia',
  'pour',
  'ate',
  'hasta',
  "jusqu'a",
  'jusqu',
  'bis',
  'fino',
]);

/** Words joining the members of a list of places ("Split and Dubrovnik", "ni Roma ni Nápoles", "Kiel oder Hamburg"). */
export const LIST_JOINERS: ReadonlySet<string> = new Set([
  'or',
  'and',
  ',',
  'ni',
  'nor',
  'ou',
  'o',
  'oder',
  'und',
  'y',
  'e',
  'et',
  '/',
  '&',
  'noch',
  'ne',
  'nem',
]);

/** Words setting a refused alternative against a list ("ibiza or mykonos but not gallipoli", "ma no", "aber nicht", "mais pas"). */
export const CONTRAST_JOINERS: ReadonlySet<string> = new Set(['but', 'mais', 'pero', 'sino', 'aber', 'sondern', 'ma', 'mas', 'porem']);

/** Either kind of join. */
export const JOINERS: ReadonlySet<string> = new Set([...ROUTE_JOINERS, ...LIST_JOINERS]);

/** Single English words of leaving written right before the place left ("from Leeds", "leaving Oslo", "departing JFK"). */
export const LEAVING_WORDS: ReadonlySet<string> = new Set(['from', 'leaving', 'departing']);
