/**
 * Builds data/geo/wikivoyage-links.tsv: the towns that have an English Wikivoyage article and how many other articles link
 * to it, a prominence signal of travel (geo/prominence.ts): a town travel writers describe and send readers to is the one a
 * traveller means when its namesakes have none (Bonifacio in Corsica, not in the Philippines; Halle on the Saale).
 *   - source: the page records of wginsberg/wikivoyage-map (the same commit and SHA-256 as build-areas.ts; Wikivoyage's
 *     data, CC BY-SA 3.0);
 *   - a page is a town's when the city index holds its title (without Wikivoyage's qualifier, "Córdoba (city, Spain)") or
 *     its first sentence's subject within CITY_NAME_KM of the page's point: the nearest such row;
 *   - links: the other articles whose text links to the page.
 * Run after rebuilding the city index (rows are city-index rows):
 *   git archive dd75be75d7b9c4ebfd7e59072b1190e8f54377f5 public/nodes | tar -x -C <folder>
 *   npx tsx src/travel/geo/scripts/build-wikivoyage-links.ts <folder>/public/nodes
 */
import { writeFileSync } from 'node:fs';
import { Catalog } from '../catalog.js';
import { greatCircleKm } from '../distance.js';
import { dataPath } from '../json.js';
import { normalize } from '../normalize.js';
import { WIKIVOYAGE_LINKS_FILE } from '../wikivoyage-links.js';
import { INPUT_SHA256, SOURCE, linkCounts, readPages, subjectOf } from './build-areas.js';

const CITY_NAME_KM = 15;

const cat = new Catalog();
const pages = readPages(process.argv[2] ?? '');
const links = linkCounts(pages);
const rows = new Map<number, { links: number; title: string }>();
for (const p of pages) {
  if (!Number.isFinite(p.lat) || !Number.isFinite(p.lng)) continue;
  const at = { lat: p.lat, lon: p.lng };
  const kmTo = (i: number) => greatCircleKm(at, { lat: cat.cities.lat[i] ?? 0, lon: cat.cities.lon[i] ?? 0 });
  const names = [p.title.replace(/\s*\([^)]*\)$/, '').trim(), subjectOf(p.title, p.byline ?? '') ?? ''].filter(Boolean);
  const near = names.flatMap((n) => cat.cities.named(normalize(n))).filter((i) => kmTo(i) <= CITY_NAME_KM);
  const row = near.sort((a, b) => kmTo(a) - kmTo(b))[0];
  if (row === undefined) continue;
  const count = links.get(p.title) ?? 0;
  // Two articles about one town (a district's page beside the city's): the town keeps the better linked.
  if ((rows.get(row)?.links ?? -1) < count) rows.set(row, { links: count, title: p.title });
}
const header = [
  `# Towns with an English Wikivoyage article (CC BY-SA 3.0), via ${SOURCE.repo} at ${SOURCE.commit} (${SOURCE.as_of}), input sha256 ${INPUT_SHA256}; built by src/travel/geo/scripts/build-wikivoyage-links.ts`,
  "# city-index row<TAB>GeoNames name<TAB>articles linking to the town's article<TAB>Wikivoyage title",
];
const lines = [...rows].sort(([a], [b]) => a - b).map(([row, r]) => [row, cat.cities.name(row), r.links, r.title].join('\t'));
writeFileSync(dataPath(WIKIVOYAGE_LINKS_FILE), `${[...header, ...lines].join('\n')}\n`);
console.log(`${lines.length} towns`);
