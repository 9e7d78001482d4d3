/**
 * Builds data/travel/airport-service.json: which airports had scheduled international routes and
 * which only domestic ones, from the OpenFlights route database (routes.dat):
 *   npx tsx scripts/travel/build-airport-service.ts <openflights git dir>
 * where the directory is a clone of github.com/jpatokal/openflights (read at the pinned commit below,
 * checked by SHA-256). An airport is
 * international when any route links it to an airport in another country (countries from the
 * OurAirports table of src/travel/geo/airports.ts), domestic_only when it has routes and none
 * abroad. Airports absent from the routes (opened later, or too small) are in neither list.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { airportByIata } from '../../src/travel/geo/airports.js';
import { readPinnedAt } from './pinned-input.js';

const [dir] = process.argv.slice(2);
if (!dir) throw new Error('usage: build-airport-service.ts <openflights git dir>');
const git = (...args: string[]) => execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8', maxBuffer: 1 << 26 });
/** data/routes.dat as of this commit (exported 2017-02-02), and its SHA-256. */
const commit = '5a0360255a5a2ff2b9f1e9cb199716da68a8a33f';
const ROUTES_SHA256 = 'bd373706238134f619c624c606dccc74c05c2582a977c489c81de501735f2390';
const exported = git('log', '-1', '--format=%cs', commit, '--', 'data/routes.dat').trim();

const abroad = new Map<string, boolean>();
for (const line of readPinnedAt(dir, commit, 'data/routes.dat', ROUTES_SHA256).split('\n')) {
  const f = line.split(',');
  const [from, to] = [f[2] ?? '', f[4] ?? ''];
  const a = airportByIata(from);
  const b = airportByIata(to);
  if (!a || !b) continue;
  const international = a.country !== b.country;
  for (const code of [a.iata, b.iata]) abroad.set(code, (abroad.get(code) ?? false) || international);
}

const codes = (want: boolean) =>
  [...abroad]
    .filter(([, v]) => v === want)
    .map(([k]) => k)
    .sort();
const out = {
  description:
    'Airports with scheduled international routes, and airports whose routes were all domestic, in the OpenFlights route database. Used only to tell international gateways from domestic-only airports, never to claim a nonstop. Built by scripts/travel/build-airport-service.ts; do not edit.',
  source: `OpenFlights route database (openflights.org), data/routes.dat of github.com/jpatokal/openflights at ${commit}`,
  licence: 'Open Database License (ODbL) 1.0; this list is a derived database under the same licence',
  as_of: `2014-06 route snapshot (exported ${exported})`,
  international: codes(true),
  domestic_only: codes(false),
};
writeFileSync(
  new URL('../../data/travel/airport-service.json', import.meta.url),
  `${JSON.stringify(out, null, 1)
    .replace(/\n {2}"/g, ' "')
    .replace(/\n \]/g, ' ]')}\n`,
);
console.log(`international ${out.international.length}, domestic only ${out.domestic_only.length}`);
