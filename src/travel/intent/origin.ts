import { airportByIata, airportsNear } from '../geo/airports.js';
import type { Gazetteer } from '../geo/types.js';
import { fold, type Span } from './text.js';

/**
 * Where the traveller leaves from. An IATA code is taken as is; a city becomes its primary
 * airport (the conventional one for multi-airport metros, otherwise the nearest large airport
 * with scheduled service within 100 km). A place with no such airport, or a country, is
 * reported as unresolved, never guessed.
 */
export interface OriginReading {
  iata: string | null;
  text: string;
  span: Span | null;
  /** Why the text could not become an airport (null when it did). */
  problem: string | null;
}

/** Primary airport by convention for metros people name instead of an airport. */
const METRO_AIRPORTS: Record<string, string> = {
  'new york': 'JFK', 'new york city': 'JFK', nyc: 'JFK', manhattan: 'JFK', brooklyn: 'JFK', queens: 'JFK',
  'los angeles': 'LAX', la: 'LAX', 'l.a.': 'LAX', chicago: 'ORD', london: 'LHR', 'san francisco': 'SFO', sf: 'SFO',
  'san fran': 'SFO', 'the bay area': 'SFO', 'bay area': 'SFO', 'washington dc': 'IAD', 'washington, dc': 'IAD', dc: 'IAD',
  'd.c.': 'IAD', houston: 'IAH', dallas: 'DFW', paris: 'CDG', tokyo: 'HND', miami: 'MIA', boston: 'BOS', seattle: 'SEA',
  atlanta: 'ATL', denver: 'DEN', philly: 'PHL', philadelphia: 'PHL', vegas: 'LAS', 'las vegas': 'LAS', toronto: 'YYZ',
  montreal: 'YUL', vancouver: 'YVR', sydney: 'SYD', milan: 'MXP', rome: 'FCO', berlin: 'BER', 'mexico city': 'MEX',
  'san diego': 'SAN', phoenix: 'PHX', minneapolis: 'MSP', detroit: 'DTW', portland: 'PDX', austin: 'AUS',
  nashville: 'BNA', orlando: 'MCO', honolulu: 'HNL', 'salt lake city': 'SLC', 'new orleans': 'MSY', charlotte: 'CLT',
  'san jose': 'SJC', oakland: 'OAK', sacramento: 'SMF', 'st louis': 'STL', pittsburgh: 'PIT', baltimore: 'BWI',
};

const STOP = String.raw`(?=\s+(?:to|for|in|on|and|with|next|this|during|around|over|via|into|toward|towards|at|by|leaving|departing|or|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d)|[,.;:!?()]|\s*$|\s+-\s)`;
const ORIGIN_CUES: readonly RegExp[] = [
  new RegExp(String.raw`\b(?:fly(?:ing)?|flight|flights|leav(?:e|ing)|depart(?:ing|ure)?|coming|travell?ing|driving|starting|heading out|head out|going|trip|road ?trip|getaway|escape)\s+(?:from|out of|outta)\s+((?:the\s+)?[a-z0-9.' -]{2,40}?)${STOP}`, 'g'),
  new RegExp(String.raw`(?<!\bwork(?:ing)?(?: remote(?:ly)?)?)(?:^|[\s,(])from\s+((?:the\s+)?[a-z0-9.' -]{2,40}?)${STOP}`, 'g'),
  new RegExp(String.raw`\b(?:departing|leaving|flying out of)\s+(?!from\b|for\b|on\b|in\b|at\b|the\s+\d)((?:the\s+)?[a-z0-9.' -]{2,40}?)${STOP}`, 'g'),
  new RegExp(String.raw`\b(?:based in|i live in|we live in|living in|home airport is|my home airport|our home airport|home base is)\s+((?:the\s+)?[a-z0-9.' -]{2,40}?)${STOP}`, 'g'),
  new RegExp(String.raw`(?:^|[\s,(])([a-z .]{2,30}?)-based\b`, 'g'),
];
/** "Seattle to Alaska ...": a request that opens with "<place> to". Used only when it resolves. */
const OPENING_ROUTE = /^\s*(?!(?:i|we|want|plan|planning|need|going|trying|hop(?:e|ing)|like|love|would|let'?s|help|how|what|where|when|looking|time|trip|travel|moving|have|got|fly|flight|take|me|us)\b)([a-z.' ]{2,30}?)\s+(?:to|->|→)\s+/;
const FLIGHT_CUE = /\b(?:fly|flying|flight|flights|leav|depart|based|live|living|home|airport)/;
const NOT_A_PLACE = /^(?:the\s+)?(?:home|work|here|there|scratch|now|today|tomorrow|\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun|the cold|the city|the office|the kids|school|everything|it all|reality|my |our |a |an )/;

/** Main scheduled airport near a point: large first, then the nearest with service. */
function airportNear(lat: number, lon: number): string | null {
  const near = airportsNear(lat, lon, 100);
  return (near.find((a) => a.size === 'large') ?? near[0])?.iata ?? null;
}

/** Resolve a free-text origin (code, metro or city) to an airport, or explain why not. */
export function resolveOrigin(raw: string, gazetteer: Gazetteer, opts: { largeOnly?: boolean } = {}): { iata: string | null; problem: string | null } {
  const text = fold(raw).trim().replace(/^the\s+/, '').replace(/\s+(?:airport|area|international)$/, '');
  if (/^[a-z]{3}$/.test(text)) {
    const airport = airportByIata(text);
    if (airport?.scheduled && (!opts.largeOnly || airport.size === 'large')) return { iata: airport.iata, problem: null };
  }
  const metro = METRO_AIRPORTS[text] ?? METRO_AIRPORTS[`the ${text}`];
  if (metro) return { iata: metro, problem: null };
  const place = gazetteer.resolve(raw)[0];
  if (!place) return { iata: null, problem: `"${raw}" is not a place or airport we know; send an IATA airport code as origin.` };
  if (place.type === 'country' || place.type === 'region' || place.type === 'state' || place.type === 'coast') {
    return { iata: null, problem: `"${raw}" is a ${place.type}, not a departure airport; send an IATA airport code as origin.` };
  }
  const iata = airportNear(place.lat, place.lon);
  if (!iata) return { iata: null, problem: `${place.name} has no airport with scheduled service within 100 km; send the IATA code of the airport the traveller will use.` };
  return { iata, problem: null };
}

/** The origin named in a request, if any. */
export function readOrigin(text: string, gazetteer: Gazetteer): OriginReading | null {
  const folded = fold(text);
  const arrow = /\b([A-Z]{3})\s*(?:->|→|>|to|-)\s*[A-Z]/.exec(text);
  if (arrow?.[1] && airportByIata(arrow[1])?.scheduled) {
    return { iata: arrow[1], text: arrow[1], span: { start: arrow.index, end: arrow.index + 3 }, problem: null };
  }
  const opening = OPENING_ROUTE.exec(folded);
  if (opening?.[1]) {
    const start = opening[0].indexOf(opening[1]);
    const original = text.slice(start, start + opening[1].length);
    const { iata } = resolveOrigin(original, gazetteer, { largeOnly: true });
    if (iata) return { iata, text: original, span: { start, end: start + original.length }, problem: null };
  }
  for (const re of ORIGIN_CUES) {
    for (const m of folded.matchAll(new RegExp(re.source, 'g'))) {
      const phrase = (m[1] ?? '').trim();
      if (!phrase || NOT_A_PLACE.test(phrase)) continue;
      const start = (m.index ?? 0) + m[0].lastIndexOf(phrase);
      const original = text.slice(start, start + phrase.length);
      // A lower-case three-letter word is only read as a code when it is a large airport ("from sfo").
      const largeOnly = !/^[A-Z]{3}$/.test(original) && !FLIGHT_CUE.test(m[0]);
      const { iata, problem } = resolveOrigin(original, gazetteer, { largeOnly });
      // Without a travel cue, an unknown "from X" is ordinary English ("a break from it all").
      if (!iata && !FLIGHT_CUE.test(m[0]) && !/^[A-Z]/.test(original)) continue;
      return { iata, text: original, span: { start, end: start + phrase.length }, problem };
    }
  }
  return null;
}
