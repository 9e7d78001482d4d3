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
/**
 * Only a conjunction, a comma, a dash or an arrow between two stops of such a list ("Tokyo - Kyoto - Osaka"), perhaps with a
 * hedge on the next stop ("Rome, Florence, Venice, maybe Naples").
 */
const JOINED =
  /^\s*(?:(?:,|and|&|\+|et|y|e|und|ed|-{1,2}|>|->|=>|→|⟶|➔)\s*)?(?:(?:maybe|perhaps|possibly|peut-etre|quizas|quiza|tal vez|vielleicht|eventuell|forse|magari|talvez)\s*)?$/u;
/** An arrow alone between two places leads from one stop to the next ("Madrid → Sevilla"). */
const ARROW = /^\s*(->|=>|→|⟶|➔|>)\s*$/u;

/**
 * A trip through several places named as such, in the six languages (folded): a tour ("island hopping", "road trip",
 * "Rundreise", "circuit", "giro"), or its route or itinerary ("our route", "itinéraire", "Reiseroute", "roteiro").
 */
const TOUR =
  /(^|[^\p{L}])(island hopping|island-hopping|multi-city|multi-country|multi-stop|road trip|roadtrip|rundreise|rundfahrt|rundtour|inselhopping|circuit|recorrido|giro delle|giro della|giro del|roteiro|route|itinerary|itineraire|itinerario|reiseroute|ruta|rota|tour of|tour through|tour durch|tour por|tour pelo|tour pela)([^\p{L}]|$)/u;

/**
 * A question of the order of the stops, of the nights at each or of the way between them, in the six languages (folded):
 * "which order", "how many nights each", "move between cities", "dans quel ordre", "cuántas noches en cada", "entre ciudades",
 * "in welcher Reihenfolge", "zwischen den Städten", "quante notti in ogni", "em que ordem", "entre as cidades".
 */
const ORDER_ASKED =
  /(^|[^\p{L}])(which order|what order|best order|nights each|nights in each|nights per (?:city|stop|place)|between (?:the )?(?:cities|stops|countries)|quel ordre|nuits (?:dans )?chaque|entre (?:les )?(?:villes|pays|etapes)|que orden|noches en cada|entre (?:las |los )?(?:ciudades|paises|paradas)|welche?r? reihenfolge|nachte (?:pro|je|in jeder)|zwischen den (?:stadten|landern|stationen)|che ordine|notti (?:in )?(?:ogni|ciascun[ao])|tra (?:le )?(?:citta|tappe)|que ordem|qual ordem|noites em cada|entre (?:as |os )?(?:cidades|paises|paradas))([^\p{L}]|$)/u;

/** Whether the request asks the order of its stops, the nights at each or the way between them: stops of one trip, whatever joins their names. */
export const orderAsked = (text: string): boolean => ORDER_ASKED.test(fold(text));

/** A request to compare the places, in the six languages (folded): a choice between them, not stops ("compare Lisbon and Porto"). */
const COMPARE =
  /(^|[^\p{L}])(compare|comparing|comparison|versus|vs|vergleiche?n?|vergleich|comparer|comparez|comparar|compara|confrontare|confronta|comparare)([^\p{L}]|$)/u;

/**
 * Whether the request gives a positive sign that the named places are stops of one trip: a sequence or
 * side-trip word or an arrow between the first and the last name ("Bangkok with a side trip to Chiang Mai", "erst Wien,
 * dann Budapest", "Madrid → Sevilla"), a list of stops travelled to or of three or more ("by train to Amsterdam and Berlin",
 * "Ouarzazate, Merzouga y Fez", "Tokyo - Kyoto - Osaka"), a tour, route or itinerary ("island hopping", "road trip",
 * "itinéraire"), a country or region holding the stops named as their setting (`setting`: "Sicily: Palermo and Catania"), or the
 * trip's length split between stops, each count next to its stop's name ("4 nights in Lisbon and 3 nights in Porto", not
 * "3 days of food, 2 days of museums"), or a question of their order or of the nights at each ("which order, how many nights
 * each?"). A request to compare them is no route. Two names alone are no route: they may be
 * compared ("Is Lisbon cheaper than Porto?"), a past visit ("we already saw Porto") or a gateway ("Banff, flying into Calgary").
 */
export function oneTripSign(text: string, names: readonly string[], lang: Lang, setting = false): boolean {
  const folded = fold(text);
  if (COMPARE.test(folded)) return false;
  const at = names.map((n) => ({ i: folded.indexOf(fold(n)), n: n.length })).filter((x) => x.i >= 0);
  if (at.length < 2) return false;
  at.sort((a, b) => a.i - b.i);
  const first = at[0]!;
  const last = at[at.length - 1]!;
  const between = folded.slice(first.i + first.n, last.i);
  const gaps = at.slice(1).map((x, k) => folded.slice(at[k]!.i + at[k]!.n, x.i));
  const joined = gaps.every((g) => JOINED.test(g));
  // Two names joined may be compared ("Barcelona and Madrid: which?"); three or more in a list are stops.
  const list = joined && (at.length >= 3 || INTO.test(folded.slice(0, first.i)));
  const lengths = statedNights(text, lang, names).filter((n) => n !== null).length;
  return SEQUENCE.test(between) || gaps.some((g) => ARROW.test(g)) || TOUR.test(folded) || orderAsked(text) || setting || list || lengths >= 2;
}

/** Whether the words between two places (folded) only list them or lead from one to the next: a list or sequence word, an arrow. */
export const joinsStops = (gap: string): boolean =>
  JOINED.test(gap) || ARROW.test(gap) || (SEQUENCE.test(gap) && gap.replace(/[,;:]/g, ' ').trim().split(/\s+/).length <= 3);

/** Codes of the parts of a request that name a place the service cannot place. */
const UNPLACED_CODES: ReadonlySet<string> = new Set(['unknown_place', 'unread_name']);

/**
 * The names the request gives as stops that could not be placed: an unplaced name written between the first and the
 * last stop placed ("Edinburgh, then Glenquarrock Falls, then Inverness"), or after the last one with only a list word,
 * a sequence word or an arrow between ("Lisbon, then Porto, then Xyz").
 */
export function unplacedStops(text: string, said: readonly string[], unresolved: ReadonlyArray<{ text: string; code: string }>): string[] {
  const folded = fold(text);
  const at = said.map((n) => ({ i: folded.indexOf(fold(n)), n: n.length })).filter((x) => x.i >= 0);
  if (at.length === 0) return [];
  const first = Math.min(...at.map((x) => x.i));
  const end = Math.max(...at.map((x) => x.i + x.n));
  return unresolved
    .filter((u) => UNPLACED_CODES.has(u.code))
    .map((u) => u.text)
    .filter((name) => {
      const i = folded.indexOf(fold(name));
      if (i < 0) return false;
      return (i > first && i < end) || (i >= end && joinsStops(folded.slice(end, i).replace(/[,;:]/g, ' ')));
    });
}
