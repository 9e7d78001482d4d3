import { readFileSync } from 'node:fs';
import { loadGazetteer } from '../../src/travel/geo/index.js';
import { estimateFlight } from '../../src/travel/knowledge/index.js';
import { flightBetween, requireAirport } from '../../src/travel/knowledge/models/flights.js';
import type { FlightProfile } from '../../src/travel/knowledge/types.js';

/**
 * npx tsx scripts/travel/spot-check-routes.ts [cases.json] [--verbose]: route-status and gateway
 * spot checks of test/fixtures/route-cases.json (or a file in its format), reported per split (in_sample / held_out), through the same
 * functions the engine uses. A figure, not a gate: the cases say what current timetables show.
 */
interface Case {
  id: string;
  split?: 'in_sample' | 'held_out';
  origin: string;
  destination: { place?: string; country?: string; airport?: string };
  expect: { route?: string[]; airport_in?: string[]; modes?: string[]; no_drive?: boolean };
}
const path = process.argv.slice(2).find((a) => !a.startsWith('--'));
const file = path ?? new URL('../../test/fixtures/route-cases.json', import.meta.url);
const cases = (JSON.parse(readFileSync(file, 'utf8')) as { cases: Case[] }).cases;
const gazetteer = loadGazetteer();
const verbose = process.argv.includes('--verbose');

function profileOf(c: Case): FlightProfile | null {
  const d = c.destination;
  if (d.airport) {
    const a = requireAirport(d.airport);
    return flightBetween(requireAirport(c.origin), a, a);
  }
  const reading = gazetteer.resolve(d.place ?? '', { countryHint: d.country }).find((r) => r.country === d.country);
  return reading ? estimateFlight(c.origin, reading) : null;
}

const modeOf = (p: FlightProfile): string => (p.mode === 'flight' ? 'flight' : (p.ground_leg?.mode ?? 'road'));

/** Each check of a case: [kind, right]. Route and gateway checks apply when the answer proposes a flight. */
function checks(c: Case, p: FlightProfile): Array<[string, boolean]> {
  const e = c.expect;
  const flight = p.mode === 'flight';
  const out: Array<[string, boolean]> = [];
  if (e.modes) out.push(['mode', e.modes.includes(modeOf(p))]);
  if (e.route && (flight || !e.modes)) out.push(['route', flight && e.route.includes(p.route ?? 'unknown')]);
  if (e.airport_in && (flight || !e.modes)) out.push(['gateway', flight && e.airport_in.includes(p.destination_airport)]);
  if (e.no_drive) out.push(['no_drive', !(p.mode === 'ground' && !p.ground_leg)]);
  return out;
}

const tally = new Map<string, [number, number]>();
for (const c of cases) {
  const p = profileOf(c);
  if (!p) {
    console.log(`UNRESOLVED ${c.split} ${c.id}: ${c.destination.place} (${c.destination.country}) is not in the gazetteer`);
    continue;
  }
  const results = checks(c, p);
  for (const [kind, right] of results) {
    const key = `${c.split ?? 'all'} ${kind}`;
    const [ok, all] = tally.get(key) ?? [0, 0];
    tally.set(key, [ok + (right ? 1 : 0), all + 1]);
  }
  const wrong = results.filter(([, right]) => !right).map(([kind]) => kind);
  if (verbose || wrong.length)
    console.log(
      `${wrong.length ? 'WRONG' : 'ok   '} ${(c.split ?? 'all').padEnd(9)} ${c.id.padEnd(28)} ${modeOf(p)} ${p.origin}->${p.destination_airport} ${p.route ?? ''} c=${p.connections} ${wrong.join(',')} | ${p.nonstop_provenance.note ?? p.nonstop_provenance.source ?? ''}`,
    );
}
for (const [key, [ok, all]] of [...tally].sort()) console.log(`${key.padEnd(20)} ${ok}/${all}`);
