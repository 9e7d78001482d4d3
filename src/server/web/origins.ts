import { airportByIata, airportsNear, loadGazetteer, type Airport } from '../../travel/geo/index.js';
import { allAirports } from '../../travel/geo/airports.js';
import { foldName } from '../../text/fold-name.js';

/** One answer for the "Flying from" field: the airport code the search uses, and how to show it. */
export interface OriginSuggestion {
  code: string;
  label: string;
}

interface Entry {
  airport: Airport;
  /** Normalized city and airport-name words, for prefix matching. */
  city: string;
  words: string[];
}

const MAX_QUERY = 120;
let entries: Entry[] | undefined;

/** Airports with scheduled service, large ones first: the ones a traveller can fly from. */
function index(): Entry[] {
  entries ??= allAirports()
    .filter((a) => a.scheduled)
    .sort((a, b) => (a.size === b.size ? a.iata.localeCompare(b.iata) : a.size === 'large' ? -1 : 1))
    .map((airport) => ({ airport, city: foldName(airport.city), words: foldName(airport.name).split(' ') }));
  return entries;
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** A country's English name for an ISO 3166 alpha-2 code ("CA" is Canada), the code itself when unknown. */
function countryName(code: string | undefined): string {
  if (!code) return '';
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
}

function labelOf(a: Airport, near?: string): string {
  return `${a.name} (${a.iata}), ${near ? `near ${near}` : [a.city, countryName(a.country)].filter(Boolean).join(', ')}`;
}

/** A confident reading of a city the airport table does not name is flown from its nearest airport. */
const CONFIDENT_CITY = 0.9;

/** The nearest airport of each reading of a city name the airport table does not know (Palo Alto, Aspen). */
function viaCity(text: string): Array<OriginSuggestion & { confidence: number }> {
  return loadGazetteer()
    .resolve(text, { types: ['city'] })
    .slice(0, 3)
    .flatMap((city) => {
      const near = airportsNear(city.lat, city.lon, 150)[0];
      return near
        ? [
            {
              code: near.iata,
              label: labelOf(near, [city.name, countryName(city.country ?? undefined)].filter(Boolean).join(', ')),
              confidence: city.confidence,
            },
          ]
        : [];
    });
}

/**
 * Suggestions for what was typed: an airport code, a city (its airports, large first), words of
 * an airport's name, and, when nothing in the airport table matches, airports near a city of the
 * gazetteer. Best first, at most `limit`.
 */
export function suggestOrigins(query: string, limit = 8): OriginSuggestion[] {
  const text = query.slice(0, MAX_QUERY);
  const q = foldName(text);
  if (q.length < 2) return [];
  const scored: Array<{ entry: Entry; score: number }> = [];
  for (const entry of index()) {
    const large = entry.airport.size === 'large' ? 1 : 0;
    let score = 0;
    if (entry.airport.iata.toLowerCase() === q) score = 100;
    else if (entry.city === q) score = 80 + large;
    else if (entry.city.startsWith(q)) score = 60 + large;
    else if (q.length >= 3 && entry.words.some((w) => w.startsWith(q))) score = 40 + large;
    else if (q.includes(' ') && `${entry.city} ${entry.words.join(' ')}`.includes(q)) score = 30 + large;
    if (score > 0) scored.push({ entry, score });
  }
  scored.sort((a, b) => b.score - a.score);
  const out = scored.slice(0, limit).map(({ entry }) => ({ code: entry.airport.iata, label: labelOf(entry.airport) }));
  if (out.length > 0 || q.length < 3) return out;
  const seen = new Set<string>();
  return viaCity(text).flatMap(({ code, label }) => (seen.has(code) ? [] : (seen.add(code), [{ code, label }])));
}

export type OriginReading =
  { kind: 'none' } | { kind: 'airport'; code: string; label: string; typed: string } | { kind: 'unknown'; typed: string; suggestions: OriginSuggestion[] };

/**
 * What the "Flying from" field means: empty, an airport (a code, or the best airport of a named
 * city), or nothing we know (with suggestions). A label the field itself produced ("...(SFO)")
 * reads as its code.
 */
export function readOrigin(typed: string): OriginReading {
  const text = typed.trim().slice(0, MAX_QUERY);
  if (!text) return { kind: 'none' };
  const code = /\(([A-Za-z]{3})\)\s*(?:,[^()]*)?$/.exec(text)?.[1] ?? (/^[A-Za-z]{3}$/.test(text) ? text : null);
  const byCode = code ? airportByIata(code) : undefined;
  if (byCode) return { kind: 'airport', code: byCode.iata, label: labelOf(byCode), typed: text };
  const suggestions = suggestOrigins(text);
  const best = suggestions[0];
  const q = foldName(text);
  // One large airport serves the named city: that is the reading. Several (London, New York, Portland): ask.
  const exactCity = index().filter((e) => e.city === q && e.airport.size === 'large');
  const only = exactCity.length === 1 ? exactCity[0]?.airport : undefined;
  if (only) return { kind: 'airport', code: only.iata, label: labelOf(only), typed: text };
  const city = exactCity.length === 0 && !best ? viaCity(text)[0] : undefined;
  if (city && city.confidence >= CONFIDENT_CITY) return { kind: 'airport', code: city.code, label: city.label, typed: text };
  return { kind: 'unknown', typed: text, suggestions };
}

/** Airports within this distance of the one used serve the same metro (Gatwick, Luton and Southend for Heathrow). */
const SAME_METRO_KM = 80;

/**
 * The other airports a traveller could mean: those of the name they wrote ("London": Heathrow's
 * neighbours and London, Canada), then the other airports with scheduled service around the one
 * the search used, larger first.
 */
export function otherAirports(used: string, written: string | null, limit = 6): OriginSuggestion[] {
  const airport = airportByIata(used);
  const named = written ? suggestOrigins(written, limit + 1) : [];
  const near = airport
    ? airportsNear(airport.lat, airport.lon, SAME_METRO_KM)
        .filter((a) => a.size !== 'small')
        .map((a) => ({ code: a.iata, label: labelOf(a) }))
    : [];
  const seen = new Set([used]);
  return [...named, ...near].filter((s) => !seen.has(s.code) && (seen.add(s.code), true)).slice(0, limit);
}
