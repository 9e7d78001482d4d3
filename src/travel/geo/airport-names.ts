import { airportByIata, type Airport } from './airports.js';
import type { CityIndex } from './cities.js';
import { dataText } from './json.js';

/**
 * data/geo/airport-names.tsv (built by scripts/build-airport-names.ts): "name<TAB>IATA<TAB>city-index
 * row<TAB>city name" per line. Airports named by their own name ("Heathrow", "Malpensa", "Galeão"),
 * with the city each serves.
 */
export const AIRPORT_NAMES_FILE = 'airport-names.tsv';

export interface NamedAirport {
  airport: Airport;
  cityRow: number;
}

const loaded = new WeakMap<CityIndex, Map<string, NamedAirport>>();

/** Normalized airport name -> the airport and its city's row. Read on first use; a row whose city name no longer matches is left out. */
export function airportNames(cities: CityIndex): Map<string, NamedAirport> {
  let map = loaded.get(cities);
  if (map) return map;
  map = new Map();
  for (const line of dataText(AIRPORT_NAMES_FILE).split('\n')) {
    const [key, iata, row, name] = line.split('\t');
    const airport = iata ? airportByIata(iata) : undefined;
    if (!key || !airport || cities.name(Number(row)) !== name) continue;
    map.set(key, { airport, cityRow: Number(row) });
  }
  loaded.set(cities, map);
  return map;
}
