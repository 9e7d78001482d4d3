import type { CityIndex } from './cities.js';
import { dataText } from './json.js';

/**
 * data/geo/short-names.tsv (built by scripts/build-short-names.ts): the distinctive part of a town's official
 * name that people write alone ("Polignano" of Polignano a Mare, "Lloret" of Lloret de Mar, "Búzios" of
 * Armação dos Búzios), one line per town: "city-index row<TAB>GeoNames name<TAB>key|key|...".
 */
export const SHORT_NAMES_FILE = 'short-names.tsv';

/** Short form key -> the city-index rows it shortens; a row whose name no longer matches (an index rebuilt without this file) is left out. */
export function shortNameRows(cities: CityIndex): Map<string, number[]> {
  const map = new Map<string, number[]>();
  for (const line of dataText(SHORT_NAMES_FILE).split('\n')) {
    const [row = '', name, keys = ''] = line.split('\t');
    if (name === undefined || cities.name(Number(row)) !== name) continue;
    for (const key of keys.split('|').filter(Boolean)) map.set(key, [...(map.get(key) ?? []), Number(row)]);
  }
  return map;
}
