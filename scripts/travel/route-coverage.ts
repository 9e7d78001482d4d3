import { readFileSync } from 'node:fs';
import { airportByIata } from '../../src/travel/geo/airports.js';
import { greatCircleKm } from '../../src/travel/geo/distance.js';

/**
 * npx tsx scripts/travel/route-coverage.ts: how far the route snapshot (data/travel/scheduled-routes.json,
 * OpenFlights 2014-06) can be trusted where it is silent. (1) Busy short-haul domestic pairs: of the pairs
 * of airports in one country 300-2,000 km apart, each with at least N linked airports, how many the
 * snapshot links. (2) Of the pairs of a curated origin (data/travel/nonstop-routes.json, 2026-04) and an
 * airport the snapshot leaves unlinked, how many are curated nonstops now, by the airport's links: where
 * that share is not negligible, the snapshot's silence is no evidence of a connection (routes.ts BUSY_LINKS).
 */
const read = <T>(file: string): T => JSON.parse(readFileSync(new URL(`../../data/travel/${file}`, import.meta.url), 'utf8')) as T;
const links = new Map(Object.entries(read<{ routes: Record<string, string> }>('scheduled-routes.json').routes).map(([k, v]) => [k, new Set(v.split(' '))]));
const curated = read<{ routes: Record<string, string[]> }>('nonstop-routes.json').routes;
const size = (code: string) => links.get(code)?.size ?? 0;

for (const min of [50, 100]) {
  const busy = [...links.keys()].filter((k) => size(k) >= min);
  let [total, linked] = [0, 0];
  for (const a of busy)
    for (const b of busy) {
      const [x, y] = [airportByIata(a), airportByIata(b)];
      if (a >= b || !x || !y || x.country !== y.country) continue;
      const km = greatCircleKm(x, y);
      if (km < 300 || km > 2000) continue;
      total++;
      if (links.get(a)?.has(b)) linked++;
    }
  console.log(`domestic pairs 300-2000 km, both airports with >= ${min} links: ${linked}/${total} linked in the snapshot`);
}

for (const [low, high] of [
  [0, 20],
  [20, 50],
  [50, 100],
  [100, Infinity],
]) {
  let [pairs, nonstop] = [0, 0];
  for (const [origin, dests] of Object.entries(curated))
    for (const [code, set] of links) {
      if (code === origin || links.get(origin)?.has(code) || set.size < (low ?? 0) || set.size >= (high ?? 0)) continue;
      pairs++;
      if (dests.includes(code)) nonstop++;
    }
  console.log(`curated origin to an airport with ${low}-${high} links, unlinked in the snapshot: ${nonstop}/${pairs} curated nonstops now`);
}
