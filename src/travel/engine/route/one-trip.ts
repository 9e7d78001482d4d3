import type { Lang } from '../../intent/language.js';
import { fold } from '../../intent/text.js';
import { statedNights } from './stop-nights.js';

/** A side trip from a base, in the six languages (folded): "side trip", "Abstecher", "excursion", "escapade", "gita", "passeio". */
const SIDE_TRIP = 'side trip|day trip|excursion|abstecher|ausflug|escapade|escapada|gita|escursione|passeio|excursao';

/** Words that put one place after another in the same trip (folded): a sequence ("then", "dann", "puis", "luego", "poi", "depois") or a side trip. */
const SEQUENCE = new RegExp(
  `(^|[^\\p{L}])(then|afterwards|after that|followed by|continuing to|on to|dann|danach|anschliessend|weiter nach|puis|ensuite|apres|luego|despues|poi|dopo|quindi|depois|em seguida|${SIDE_TRIP})([^\\p{L}]|$)`,
  'u',
);
const SIDE = new RegExp(`(^|[^\\p{L}])(${SIDE_TRIP})([^\\p{L}]|$)`, 'u');

/** The request makes the first stop a base with side trips from it (then it keeps the most nights), not one stop of a tour. */
export const sideTripSign = (text: string): boolean => SIDE.test(fold(text));

/** A way into a list of stops ("by train to Amsterdam and Berlin", "Reise nach Wien und Budapest", "visiting Kyoto and Osaka"). */
const INTO = /(^|[^\p{L}])(to|through|via|visiting|nach|durch|vers|para|por|attraverso)\s+$/u;
/** Only a conjunction or a comma between two stops of such a list. */
const JOINED = /^\s*(?:(?:,|and|&|\+|et|y|e|und|ed)\s*)?$/u;

/** A trip through several places named as such ("island hopping", "road trip", "Rundreise", "circuit", "giro"). */
const TOUR = /(^|[^\p{L}])(island hopping|island-hopping|road trip|roadtrip|rundreise|inselhopping|circuit|recorrido|giro delle|roteiro)([^\p{L}]|$)/u;

/** A request to compare the places, in the six languages (folded): a choice between them, not stops ("compare Lisbon and Porto"). */
const COMPARE =
  /(^|[^\p{L}])(compare|comparing|comparison|versus|vs|vergleiche?n?|vergleich|comparer|comparez|comparar|compara|confrontare|confronta|comparare)([^\p{L}]|$)/u;

/**
 * Whether the request gives a positive sign that the named places are stops of one trip: a sequence or
 * side-trip word between the first and the last name ("Bangkok with a side trip to Chiang Mai", "erst Wien,
 * dann Budapest"), a list of stops travelled to or of three or more ("by train to Amsterdam and Berlin", "Ouarzazate, Merzouga y Fez"),
 * a tour ("island hopping"), or the trip's length split between stops, each count next to its stop's name
 * ("4 nights in Lisbon and 3 nights in Porto", not "3 days of food, 2 days of museums"). A request to compare them is no route. Two names
 * alone are no route: they may be compared ("Is Lisbon cheaper than Porto?"), a past visit ("we already saw
 * Porto") or a gateway ("Banff, flying into Calgary").
 */
export function oneTripSign(text: string, names: readonly string[], lang: Lang): boolean {
  const folded = fold(text);
  if (COMPARE.test(folded)) return false;
  const at = names.map((n) => ({ i: folded.indexOf(fold(n)), n: n.length })).filter((x) => x.i >= 0);
  if (at.length < 2) return false;
  at.sort((a, b) => a.i - b.i);
  const first = at[0]!;
  const last = at[at.length - 1]!;
  const between = folded.slice(first.i + first.n, last.i);
  const joined = at.slice(1).every((x, k) => JOINED.test(folded.slice(at[k]!.i + at[k]!.n, x.i)));
  // Two names joined may be compared ("Barcelona and Madrid: which?"); three or more in a list are stops.
  const list = joined && (at.length >= 3 || INTO.test(folded.slice(0, first.i)));
  const lengths = statedNights(text, lang, names).filter((n) => n !== null).length;
  return SEQUENCE.test(between) || TOUR.test(folded) || list || lengths >= 2;
}
