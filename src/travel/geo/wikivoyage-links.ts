import type { CityIndex } from './cities.js';
import { dataText } from './json.js';

/**
 * data/geo/wikivoyage-links.tsv (built by scripts/build-wikivoyage-links.ts): "city-index row<TAB>GeoNames name<TAB>articles
 * linking to it<TAB>Wikivoyage title" per town that has an English Wikivoyage article. Lines starting with # are the header.
 */
export const WIKIVOYAGE_LINKS_FILE = 'wikivoyage-links.tsv';

/**
 * Per city-index row: how many Wikivoyage articles link to the town's own article, -1 for a town without one. A row
 * whose name no longer matches (an index rebuilt without rebuilding this file) is left without one.
 */
export function wikivoyageLinks(cities: CityIndex): Int32Array {
  const links = new Int32Array(cities.size).fill(-1);
  for (const line of dataText(WIKIVOYAGE_LINKS_FILE).split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [row, name, count] = line.split('\t');
    const i = Number(row);
    if (i >= 0 && i < cities.size && cities.name(i) === name) links[i] = Number(count);
  }
  return links;
}
