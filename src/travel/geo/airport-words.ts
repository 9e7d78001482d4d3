import { airportByIata, airportsNear, writtenAsAirportCode, type Airport } from './airports.js';
import { NOT_CODES } from './cues.js';
import { greatCircleKm } from './distance.js';
import { normalize, type Token } from './normalize.js';
import type { Place } from './place.js';

/**
 * Airports named in running text beside the city they serve: a booking line's code pair ("CDG-OPO",
 * "GRU → LIS", "TLV ✈ ATH"), a city followed by words of one of its airports' names ("Milano Linate",
 * "Paris-Orly", "Roma Fiumicino"), or a town that gives an airport near it its name ("from Luton",
 * "départ Orly").
 */

/** Between the two codes of a leg: a dash, an arrow, a slash or a plane, with spaces. */
const ROUTE_SIGN = /^\s*(?:[-\u2010-\u2015>/\u2192\u21D2\u2794\u279C\u279D\u27F6]|->|=>|\u2708\uFE0F?)\s*$/u;

const upperCode = (t: Token | undefined) => t !== undefined && writtenAsAirportCode(t.raw);
const scheduledAirport = (t: Token | undefined) => (upperCode(t) ? airportByIata((t as Token).raw) : undefined)?.scheduled === true;
/** A leg of two words such as "FOR" or "THE" is shouting, not a route: one code at least must be no word. */
const wordLike = (a: Token, b: Token) => NOT_CODES.has(a.norm) && NOT_CODES.has(b.norm);

/**
 * Token i is one end of a code pair: both codes written in capitals, both scheduled airports, a route sign between
 * them. The first code is where that leg leaves from.
 */
export function codePairAt(tokens: readonly Token[], source: string, i: number): { airport: Airport; leaves: boolean } | undefined {
  const t = tokens[i];
  if (!scheduledAirport(t)) return undefined;
  const signBetween = (a: Token, b: Token) => ROUTE_SIGN.test(source.slice(a.end, b.start)) && !wordLike(a, b);
  const [prev, next] = [tokens[i - 1], tokens[i + 1]];
  const leaves = next !== undefined && scheduledAirport(next) && signBetween(t as Token, next);
  const arrives = prev !== undefined && scheduledAirport(prev) && signBetween(prev, t as Token);
  if (!leaves && !arrives) return undefined;
  return { airport: airportByIata((t as Token).raw) as Airport, leaves };
}

/** Words of leaving after which a code in capitals is where the trip starts ("from LOS", "desde MVD", "ab STR", "depuis TLS"). */
const LEAVE_BEFORE_CODE = new Set(['from', 'leaving', 'departing', 'desde', 'ab', 'depuis']);
/**
 * Words of going or of "from/of" after which a code in capitals is a place: "saindo de POA", "partenza da BLQ", "pra FOR",
 * "nach PMI". Alone they also mean "of" or "for", so only a scheduled airport's code written in capitals is read after them.
 */
const PLACE_BEFORE_CODE = new Set([...LEAVE_BEFORE_CODE, 'to', 'de', 'da', 'dal', 'von', 'aus', 'vers', 'pra', 'para', 'nach', 'hacia', 'verso']);

/**
 * Token i is an airport's code where the grammar puts a place: written in capitals as a scheduled airport's code, and the
 * value of a form's place line (`opensSlot`) or right after a word of leaving ("ex-" too) or going. There the code is the airport, not a
 * town spelt the same ("saindo de POA" is Porto Alegre's airport, not Poá; "origin: LOS" is Lagos). `leaves` when the word
 * before is one of leaving.
 */
export function codeInPlaceSlot(tokens: readonly Token[], i: number, opensSlot: boolean): { airport: Airport; leaves: boolean } | undefined {
  const t = tokens[i];
  if (!scheduledAirport(t)) return undefined;
  const slot = placeSlotAt(tokens, i, opensSlot, PLACE_BEFORE_CODE);
  return slot && { airport: airportByIata((t as Token).raw) as Airport, leaves: slot.leaves };
}

/**
 * Where a country's code names the country: after a word of leaving, "to" or "in" ("based in SG"). Not after "de" or "da",
 * where two capitals are as often a city's or a state's short name ("saindo de BH" is Belo Horizonte, not Bahrain).
 */
const COUNTRY_BEFORE_CODE = new Set([...LEAVE_BEFORE_CODE, 'to', 'in', 'nach']);

/**
 * Token i is a country's ISO code where the grammar puts a place ("from NZ", "based in SG", "ex-SG", "origin: AU"): two
 * letters in capitals, in the slot an airport's code takes. Elsewhere two capitals are too often something else to read.
 */
export function countryCodeInPlaceSlot(tokens: readonly Token[], i: number, opensSlot: boolean): { code: string; leaves: boolean } | undefined {
  const t = tokens[i];
  if (t === undefined || !/^[A-Z]{2}$/.test(t.raw)) return undefined;
  const slot = placeSlotAt(tokens, i, opensSlot, COUNTRY_BEFORE_CODE);
  return slot && { code: t.raw, leaves: slot.leaves };
}

/** Whether token i stands where a place goes: a form's place value, or after a word of leaving or going (`places`). */
function placeSlotAt(tokens: readonly Token[], i: number, opensSlot: boolean, places: ReadonlySet<string>): { leaves: boolean } | undefined {
  const before = tokens[i - 1]?.norm ?? '';
  // "ex-LIS", "ex LIS": the trade's shorthand for where a trip leaves from, in every language.
  const leaves = LEAVE_BEFORE_CODE.has(before) || (before === 'of' && tokens[i - 2]?.norm === 'out') || before === 'ex';
  return opensSlot || leaves || places.has(before) ? { leaves } : undefined;
}

/** Words of airports' names that say nothing of which airport ("Milano Airport" names none of Milan's three). */
const GENERIC = new Set(
  'airport airfield aeroport aeroporto aeropuerto aerodrome flughafen flugplatz international internacional internazionale internationale intl regional municipal air base field county'.split(
    ' ',
  ),
);
/** Link words: part of a name inside it ("Charles de Gaulle"), never a name on their own. */
const LINKS = new Set('the of de di da do du del della'.split(' '));

/** Farthest an airport lies from the city it serves, in km, for a city's name followed by the airport's. */
export const SERVES_KM = 60;
/** Farthest an airport whose own name opens with the city's ("Frankfurt-Hahn", "Paris Beauvais-Tillé") lies from that city. */
export const NAMED_FOR_KM = 150;
/** Farthest a town lies from the airport named after it ("Orly", "Fiumicino", "Luton"). */
const TOWN_KM = 15;

const NAME_WORDS = new WeakMap<Airport, readonly string[]>();

/** The normalized words of an airport's name, made once per airport record (the airport table keeps one per row). */
function nameWords(a: Airport): readonly string[] {
  let words = NAME_WORDS.get(a);
  if (!words) NAME_WORDS.set(a, (words = normalize(a.name.replace(/[-\u2010-\u2015/()]/g, ' ')).split(' ')));
  return words;
}

const runIn = (words: readonly string[], run: readonly string[]) => words.some((_, k) => run.every((w, j) => words[k + j] === w));
const serving = (lat: number, lon: number, km: number) => airportsNear(lat, lon, km).filter((a) => a.size !== 'small');

/**
 * The one airport near a city whose name holds the words after the city's name ("Linate" after "Milano"): words
 * glued to the name by a space or a hyphen, none of them generic. Returns the airport and how many words it took.
 */
export function airportAfterCity(city: Place, tokens: readonly Token[], source: string, end: number): { airport: Airport; words: number } | undefined {
  // The words are looked at before the airports: most names are followed by no words an airport's name could hold.
  const runs = nameRunsAfter(tokens, source, end);
  if (runs.length === 0) return undefined;
  const written = tokens[end - 1]?.norm ?? '';
  const namedFor = (a: Airport) => sameCityWord(nameWords(a)[0] ?? '', written);
  const airports = serving(city.lat, city.lon, NAMED_FOR_KM).filter((a) => namedFor(a) || greatCircleKm(a, city) < SERVES_KM);
  for (const words of runs) {
    const hits = airports.filter((a) => runIn(nameWords(a), words));
    if (hits.length === 1) return { airport: hits[0] as Airport, words: words.length };
  }
  return undefined;
}

/** The runs of up to three words right after a name (longest first) that may be part of an airport's name: glued to it, none generic. */
function nameRunsAfter(tokens: readonly Token[], source: string, end: number): string[][] {
  const runs: string[][] = [];
  for (let n = Math.min(3, tokens.length - end); n >= 1; n--) {
    const run = tokens.slice(end, end + n);
    const glued = run.every((t, j) => /^[^\S\n]*(?:-[^\S\n]*)?$/u.test(source.slice((tokens[end + j - 1] as Token).end, t.start)));
    const words = run.map((t) => t.norm);
    if (glued && !words.some((w) => GENERIC.has(w) || w.length < 3) && !LINKS.has(words[0] ?? '')) runs.push(words);
  }
  return runs;
}

/** The airport a town gives its name to ("Orly": Paris-Orly, "Luton": London Luton), when one lies right beside it. */
export function airportNamedAfterTown(town: Place): Airport | undefined {
  const key = normalize(town.name);
  if (key.includes(' ')) return undefined;
  return serving(town.lat, town.lon, TOWN_KM).find((a) => nameWords(a).includes(key));
}

/** Two spellings of one city's name ("Milano" and "Milan", "Roma" and "Rome"): all but the last letter of the shorter in common. */
const sameCityWord = (a: string, b: string) => {
  const n = Math.min(a.length, b.length);
  return n >= 4 && a.slice(0, n - 1) === b.slice(0, n - 1);
};

/**
 * How a traveller names an airport: the city it serves and the words of its own name that are neither generic nor
 * the city's ("London Gatwick", "Paris Charles de Gaulle", "Milan Linate"); the city alone when nothing is left
 * ("San Francisco International Airport" is San Francisco).
 */
export function airportLabel(city: string, airport: Airport): string {
  const cityWords = normalize(city).split(' ');
  const own = airport.name
    .replace(/\s+\/\s.*$|\s*\(.*$/u, '')
    .split(/[\s\u2010-\u2015/-]+/u)
    .filter((w) => {
      const key = normalize(w);
      return key !== '' && !GENERIC.has(key) && !cityWords.some((c) => sameCityWord(c, key));
    });
  return own.length ? `${city} ${own.join(' ')}` : city;
}

/**
 * "LA 3300", "AF 1462", "FR 3511": an airline's two-character designator before a flight number of three or four digits
 * (not a year) is no place.
 */
export function flightNumberAt(tokens: readonly Token[], i: number): boolean {
  const [t, next] = [tokens[i], tokens[i + 1]];
  return t !== undefined && next !== undefined && /^[A-Z0-9]{2}$/.test(t.raw) && /^\d{3,4}$/.test(next.raw) && !/^(19|20)\d\d$/.test(next.raw);
}
