/**
 * Builds data/travel/climate/stations.json, the station table behind station_normals_idw_v1:
 *   npx tsx scripts/travel/build-climate-stations.ts <CLINO git dir> <worldclim-gsod.csv>
 * where <CLINO git dir> is a clone of github.com/wmo-im/WMO-climatological-normals-CLINO (read at
 * the commit pinned in climate/sources.ts) and the CSV comes from scripts/travel/climate/worldclim-gsod-to-csv.py.
 * Steps: read the WMO 1991-2020 composite files; drop stations that fail the checks in
 * climate/checks.ts; fit lapse rates, the WorldClim offset and the rainy-day relation; keep a
 * WorldClim point only where no WMO station lies within 75 km; write integers (tenths).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { checkStations } from './climate/checks.js';
import { fitLapse, fitOffset, fitRainyDays, pairsWithin } from './climate/fit.js';
import { CLINO_COMMIT, readWmo, readWorldClim, type RawStation, type Series } from './climate/sources.js';
import { MISSING_VALUE } from '../../src/travel/knowledge/models/climate-stations.js';

const [clinoDir, worldclimCsv] = process.argv.slice(2);
if (!clinoDir || !worldclimCsv) throw new Error('usage: build-climate-stations.ts <CLINO git dir> <worldclim-gsod.csv>');

const GAP_FILL_KM = 75;

const wmoChecked = checkStations(readWmo(clinoDir).filter((s) => s.tmax || s.prcp));
const wcChecked = checkStations(readWorldClim(worldclimCsv));
const wmo = wmoChecked.kept;

const lapse = { tmax: fitLapse(wmo, 'tmax'), tmin: fitLapse(wmo, 'tmin') };
const offsetMax = fitOffset(wmo, wcChecked.kept, 'tmax');
const offsetMin = fitOffset(wmo, wcChecked.kept, 'tmin');
const rainy = { tropical: fitRainyDays(wmo, true), extratropical: fitRainyDays(wmo, false) };

const covered = new Set(
  pairsWithin(
    wcChecked.kept,
    wmo.filter((s) => s.tmax),
    GAP_FILL_KM,
    false,
  ).map(([w]) => w.id),
);
const shift = (series: Series | null, offset: number[]) => series && series.map((v, m) => v + (offset[m] ?? 0));
const gapFill: RawStation[] = wcChecked.kept
  .filter((s) => !covered.has(s.id))
  .map((s) => ({ ...s, tmax: shift(s.tmax, offsetMax.offset), tmin: shift(s.tmin, offsetMin.offset) }));

const SOURCES = ['wmo', 'worldclim'] as const;
const all = [...wmo, ...gapFill];
const row = (s: RawStation) => JSON.stringify([SOURCES.indexOf(s.source), s.id, s.name.replace(/_/g, ' '), s.country, s.lat, s.lon, Math.round(s.elevation_m)]);
// Monthly values: 48 Int16 per station (highs, lows and rainy days in tenths, precipitation in mm).
const values = new Int16Array(all.length * 48).fill(MISSING_VALUE);
all.forEach((s, i) => {
  const put = (series: Series | null, offset: number, scale: number) => series?.forEach((v, m) => (values[i * 48 + offset + m] = Math.round(v * scale)));
  put(s.tmax, 0, 10);
  put(s.tmin, 12, 10);
  put(s.prcp, 24, 1);
  put(s.rainy_days, 36, 10);
});

const header = {
  description:
    'Monthly climate normals per station for station_normals_idw_v1 (src/travel/knowledge/models/climate.ts). Built by scripts/travel/build-climate-stations.ts; do not edit.',
  as_of: '1991-2020 normals (WMO); WorldClim 1.4 points (1960-1990) offset to 1991-2020',
  sources: {
    wmo: {
      name: 'WMO 1991-2020 normals',
      period: '1991-2020',
      as_of: '1991-2020',
      licence: 'WMO Member data archived by NOAA NCEI (accession 0253808), distributed without restriction',
      attribution: `WMO Climatological Standard Normals 1991-2020, submitted by WMO Members, archived by NOAA NCEI; composite files of github.com/wmo-im/WMO-climatological-normals-CLINO at ${CLINO_COMMIT}`,
    },
    worldclim: {
      name: 'WorldClim 1.4 at GSOD points',
      period: '1960-1990, offset to 1991-2020',
      as_of: 'WorldClim 1960-90 adjusted',
      licence: 'CC BY-SA 4.0',
      attribution:
        'WorldClim 1.4 (Hijmans et al. 2005, worldclim.org), 2.5-minute grids sampled at GSOD station points by the GSODRdata package (github.com/adamhsparks/GSODR.data); station coordinates from GSODR isd_history',
    },
  },
  source_order: SOURCES,
  params: { lapse_c_per_km: lapse, rainy_days_model: rainy },
  fit: {
    lapse: 'WMO pairs within 100 km differing by >= 200 m: -sum(dz*dT)/sum(dz^2) per month',
    worldclim_offset_c: {
      tmax: offsetMax.offset,
      tmin: offsetMin.offset,
      colocated_pairs: offsetMax.pairs,
      applied: 'added to WorldClim highs and lows before storing',
    },
    rainy_days_model: 'a * (1 - exp(-precip_mm / b)) by least absolute error over WMO station months, |lat| < 23.5 (tropical) and beyond',
    gap_fill: `WorldClim points kept only where no WMO station with highs lies within ${GAP_FILL_KM} km`,
  },
  checks: { wmo: wmoChecked.report, worldclim: wcChecked.report, worldclim_gap_fill_points: gapFill.length },
  columns:
    'source index, id, name, country, lat, lon, elevation_m; the monthly values are in stations.bin: 48 Int16 LE per station in this order (high x12 and low x12 in tenths of C, precipitation x12 in mm, rainy days (>= 1 mm) x12 in tenths), -32768 when the station lacks the element',
};

const out = new URL('../../data/travel/climate/', import.meta.url);
mkdirSync(out, { recursive: true });
const body = JSON.stringify(header, null, 1).replace(/\n}$/, '');
writeFileSync(new URL('stations.json', out), `${body},\n "stations": [\n${all.map(row).join(',\n')}\n ]\n}\n`);
writeFileSync(new URL('stations.bin', out), Buffer.from(values.buffer));
console.log(`stations: ${wmo.length} WMO + ${gapFill.length} WorldClim gap-fill points`);
console.log(JSON.stringify({ lapse, rainy, offsetMax, offsetMin, checks: header.checks }));
