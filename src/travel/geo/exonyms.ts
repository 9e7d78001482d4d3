import { dataText } from './json.js';
import type { CityIndex } from './cities.js';

/** data/geo/exonyms.tsv (built by scripts/build-exonyms.ts): "city-index row<TAB>GeoNames name<TAB>key|key|..." per city. */
export const EXONYMS_FILE = 'exonyms.tsv';

const loaded = new WeakMap<CityIndex, Map<string, number>>();

/**
 * Names in other languages of well-known GeoNames cities ("cordoue", "pekin", "danzig") -> the
 * city-index row. Read on first use, so loading the gazetteer costs nothing more; a row whose name
 * no longer matches (an index rebuilt without rebuilding this file) is left out.
 */
export function exonymRows(cities: CityIndex): Map<string, number> {
  let map = loaded.get(cities);
  if (map) return map;
  map = new Map();
  for (const line of dataText(EXONYMS_FILE).split('\n')) {
    const [row, name, keys] = line.split('\t');
    const i = Number(row);
    if (!keys || !name || cities.name(i) !== name) continue;
    for (const key of keys.split('|')) map.set(key, i);
  }
  loaded.set(cities, map);
  return map;
}
