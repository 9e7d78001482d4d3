import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ClimateElement, ClimateStation } from '../../../src/travel/knowledge/models/climate-stations.js';
import { parseCsv } from '../csv.js';
import { readPinnedAt } from '../pinned-input.js';

/**
 * Readers for the two public climate sources the station table is built from:
 *  - WMO Climatological Standard Normals 1991-2020, composite files of the CLINO repository
 *    (one CSV per element, one row per station, -99.9 for a missing month);
 *  - WorldClim 1.4 monthly climate (1960-1990) sampled at GSOD station points, converted to CSV by
 *    worldclim-gsod-to-csv.py.
 */

export type Series = readonly number[];

/** A station as read from a source, before checks and offsets: the shipped shape with plain arrays. */
export type RawStation = Omit<ClimateStation, 'row'> & Record<ClimateElement, Series | null>;

const ELEMENTS = ['TMAX', 'TMIN', 'PRCP', 'DP01'] as const;
type Element = (typeof ELEMENTS)[number];
/** DP01 (days with >= 1 mm) is what the table calls rainy_days. */
const FIELD = { TMAX: 'tmax', TMIN: 'tmin', PRCP: 'prcp', DP01: 'rainy_days' } as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MISSING = -99.9;
/** Station number some national submissions give every station; the name tells them apart. */
const PLACEHOLDER_ID = '99999999';

const require = createRequire(import.meta.url);
const countries = require('world-countries/countries.json') as Array<{ cca2: string; name: { common: string; official: string }; altSpellings: string[] }>;

/** WMO country names (underscores for spaces) that world-countries does not spell the same way. */
const WMO_COUNTRY_FIXUPS: Record<string, string> = {
  'Cabo Verde Republic': 'CV',
  'Guinea Bissau': 'GW',
  'Dem. Rep. Congo': 'CG',
  'Hong Kong China': 'HK',
  'Rep. Korea': 'KR',
  'Russian Federation (In Asia)': 'RU',
  'Russian Federation (In Europe)': 'RU',
  'Curacao a. S. Maarten': 'CW',
  'St. Kitts and Nevis': 'KN',
  'Fr. Polynesia': 'PF',
  'Denmark Faroe Islands': 'FO',
  'Denmark Greenland': 'GL',
  'Bosnia and Herzegovina Srpska': 'BA',
};

export function wmoCountryCode(wmoName: string): string {
  const name = wmoName.replace(/_/g, ' ').trim();
  const fixed = WMO_COUNTRY_FIXUPS[name];
  if (fixed) return fixed;
  const lower = name.toLowerCase();
  const hit = countries.find((c) => [c.name.common, c.name.official, ...c.altSpellings].some((n) => n.toLowerCase() === lower));
  if (!hit) throw new Error(`WMO country "${wmoName}" has no ISO code: add it to WMO_COUNTRY_FIXUPS`);
  return hit.cca2;
}

const COMPOSITE_DIR = 'data/data-composite-primary-parameters';

/**
 * The composite element files as of CLINO commit CLINO_COMMIT (recorded in stations.json), with
 * their SHA-256.
 */
export const CLINO_COMMIT = '59660ef6e3d8d6ff8aa1b7afd88fc3a53fbf3fc5';
const ELEMENT_SHA256: Record<Element, string> = {
  TMAX: 'af7eea89323641772203e53824b8be20dc70785f13eb00a27140dbdd69c44574',
  TMIN: '29c86730585e740883efc1cd37a363263951bf0415cfda404bbba6c99ab35012',
  PRCP: '1e66419ba52ba357813820aee53c3d46427ecbd04b32de94a0f2c7629e56106c',
  DP01: '0d3037b924fc82195260d7c5945cd4f7ddf855169ff9d51610dc259a2c367de5',
};

/** One composite element file from a CLINO clone, read at the pinned commit. */
function readElement(clinoGitDir: string, element: Element): Array<Record<string, string>> {
  return parseCsv(readPinnedAt(clinoGitDir, CLINO_COMMIT, `${COMPOSITE_DIR}/wmo_normals_9120_${element}.csv`, ELEMENT_SHA256[element], 'latin1'));
}

const monthly = (row: Record<string, string>): Series | null => {
  const values = MONTHS.map((m) => Number(row[m]));
  return values.every((v) => Number.isFinite(v) && v !== MISSING) ? values : null;
};

/** WMO stations joined over the four elements by station number and name (some stations share a number: the name is added to the id). */
export function readWmo(clinoGitDir: string): RawStation[] {
  const byKey = new Map<string, RawStation>();
  const numbers = new Set<string>();
  for (const element of ELEMENTS) {
    for (const row of readElement(clinoGitDir, element)) {
      const key = `${row.ID}|${row.Station}`;
      let station = byKey.get(key);
      if (!station) {
        station = {
          source: 'wmo',
          id: row.ID === PLACEHOLDER_ID || numbers.has(row.ID ?? '') ? `wmo:${row.ID}:${row.Station}` : `wmo:${row.ID}`,
          name: row.Station ?? '',
          country: wmoCountryCode(row.Country ?? ''),
          lat: Number(row.Latitude),
          lon: Number(row.Longitude),
          elevation_m: Number(row.Elevation),
          tmax: null,
          tmin: null,
          prcp: null,
          rainy_days: null,
        };
        byKey.set(key, station);
        numbers.add(row.ID ?? '');
      }
      station[FIELD[element]] = monthly(row);
    }
  }
  return [...byKey.values()];
}

/** WorldClim points as converted by worldclim-gsod-to-csv.py (1960-1990 values, not yet offset). */
export function readWorldClim(csvPath: string): RawStation[] {
  return parseCsv(readFileSync(csvPath, 'utf8')).map((row) => {
    const series = (prefix: string) => {
      const values = MONTHS.map((_, i) => Number(row[`${prefix}${i + 1}`]));
      return values.every(Number.isFinite) ? values : null;
    };
    return {
      source: 'worldclim',
      id: `gsod:${row.STNID}`,
      name: row.NAME ?? '',
      country: row.ISO2C ?? '',
      lat: Number(row.LAT),
      lon: Number(row.LON),
      elevation_m: Number(row['ELEV(M)']),
      tmax: series('tmax'),
      tmin: series('tmin'),
      prcp: series('prec'),
      rainy_days: null,
    };
  });
}
