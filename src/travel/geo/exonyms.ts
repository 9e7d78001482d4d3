import { dataText } from './json.js';
import type { CityIndex } from './cities.js';

/**
 * data/geo/exonyms.tsv (built by scripts/build-exonyms.ts): "city-index row<TAB>GeoNames name<TAB>key|key|...[<TAB>key|key|...]"
 * per city, the optional last column the forms other places bear as their own name ("syracuse" of Siracusa).
 */
export const EXONYMS_FILE = 'exonyms.tsv';

const loaded = new WeakMap<CityIndex, Map<string, number>>();
const contestedLoaded = new WeakMap<CityIndex, Map<string, number[]>>();

/** The lines of the file whose row still bears its name (an index rebuilt without rebuilding this file leaves the others out). */
function currentLines(cities: CityIndex): Array<{ row: number; keys: string; contested: string }> {
  return dataText(EXONYMS_FILE)
    .split('\n')
    .map((line) => line.split('\t'))
    .filter(([row, name]) => name !== undefined && cities.name(Number(row)) === name)
    .map(([row, , keys = '', contested = '']) => ({ row: Number(row), keys, contested }));
}

/**
 * Names in other languages of well-known GeoNames cities ("cordoue", "pekin", "danzig") -> the
 * city-index row. Read on first use, so loading the gazetteer costs nothing more; a row whose name
 * no longer matches (an index rebuilt without rebuilding this file) is left out.
 */
export function exonymRows(cities: CityIndex): Map<string, number> {
  let map = loaded.get(cities);
  if (map) return map;
  map = new Map();
  for (const { row, keys } of currentLines(cities)) for (const key of keys ? keys.split('|') : []) map.set(key, row);
  loaded.set(cities, map);
  return map;
}

/**
 * Cities named in many languages that a form other places bear as their own names too ("syracuse" -> Siracusa beside
 * the towns of New York and Utah): readings for the request's context to weigh, read on first use.
 */
export function contestedExonymRows(cities: CityIndex): Map<string, number[]> {
  let map = contestedLoaded.get(cities);
  if (map) return map;
  map = new Map();
  for (const { row, contested } of currentLines(cities)) for (const key of contested ? contested.split('|') : []) map.set(key, [...(map.get(key) ?? []), row]);
  contestedLoaded.set(cities, map);
  return map;
}
