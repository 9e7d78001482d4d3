import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { airportByIata, loadGazetteer } from '../../../src/travel/geo/index.js';
import { airportRole, estimateFlight, gatewayLeg, gatewaysFor, loadKnowledgeBase } from '../../../src/travel/knowledge/index.js';
import { bestProfile, flightBetween, requireAirport } from '../../../src/travel/knowledge/models/flights.js';
import { linkTo } from '../../../src/travel/knowledge/models/gateways.js';
import { readTravelJson } from '../../../src/travel/knowledge/data-files.js';
import type { AirportLink, FlightProfile } from '../../../src/travel/knowledge/types.js';

interface Expect {
  airport_in?: string[];
  airport_not?: string[];
  gateways_include?: Array<[string, 'international' | 'domestic']>;
  mode?: 'rail' | 'ferry' | 'flight';
  leg_name_includes?: string;
  never_nonstop_to?: string[];
  nonstop?: boolean;
  transfer_mode?: 'rail' | 'ferry' | 'road';
  transfer_minutes_at_least?: number;
  alternatives_include_mode?: 'rail' | 'ferry';
}
interface Case {
  id: string;
  destination: { curated?: string; place?: string; country?: string; airport?: string };
  origin: string;
  expect: Expect;
}

const cases = (JSON.parse(readFileSync(new URL('../../fixtures/places-gateways.json', import.meta.url), 'utf8')) as { cases: Case[] }).cases;
const kb = loadKnowledgeBase();
const gazetteer = loadGazetteer();

/** The profile and the airports for one case, through the same functions the engine uses. */
function resolveCase(c: Case): { profile: FlightProfile; links: readonly AirportLink[] } {
  const d = c.destination;
  if (d.curated) {
    const record = kb.byId(d.curated);
    if (!record) throw new Error(`no curated record ${d.curated}`);
    return { profile: kb.flightProfile(record, c.origin), links: record.airports };
  }
  if (d.airport) {
    const a = requireAirport(d.airport);
    return { profile: flightBetween(requireAirport(c.origin), a, a), links: [] };
  }
  const reading = gazetteer.resolve(d.place ?? '', { countryHint: d.country }).find((r) => r.country === d.country);
  if (!reading) throw new Error(`${d.place} does not resolve`);
  return { profile: estimateFlight(c.origin, reading), links: gatewaysFor(reading).links };
}

/** Each failed expectation of a case, as text. */
function failures(c: Case): string[] {
  const { profile: p, links } = resolveCase(c);
  const e = c.expect;
  const out: string[] = [];
  const flying = p.mode === 'flight';
  const mode = p.ground_leg?.mode ?? p.mode;
  const link = links.find((l) => l.iata === p.destination_airport);
  if (e.airport_in && !(flying && e.airport_in.includes(p.destination_airport))) out.push(`airport ${p.mode}:${p.destination_airport} not in ${e.airport_in}`);
  if (e.airport_not?.includes(p.destination_airport)) out.push(`airport ${p.destination_airport}`);
  for (const [iata, role] of e.gateways_include ?? []) {
    const a = airportByIata(iata);
    if (!links.some((l) => l.iata === iata) || !a || airportRole(a) !== role) out.push(`gateway ${iata} as ${role}`);
  }
  if (e.mode && mode !== e.mode) out.push(`mode ${mode}`);
  if (e.leg_name_includes && !p.ground_leg?.name.includes(e.leg_name_includes)) out.push(`leg ${p.ground_leg?.name}`);
  if (e.never_nonstop_to?.includes(p.destination_airport) && p.nonstop && flying) out.push(`nonstop to ${p.destination_airport}`);
  // 'nonstop' speaks of flights: a rail or ferry trip is no nonstop flight.
  if (e.nonstop !== undefined && (flying && p.nonstop) !== e.nonstop) out.push(`nonstop flight ${flying && p.nonstop}`);
  if (e.transfer_mode && link?.transfer_mode !== e.transfer_mode) out.push(`transfer ${link?.transfer_mode ?? 'road model'} from ${p.destination_airport}`);
  if (e.transfer_minutes_at_least && (link?.transfer_minutes ?? 0) < e.transfer_minutes_at_least) out.push(`transfer ${link?.transfer_minutes} min`);
  if (e.alternatives_include_mode && !p.ground_alternatives?.some((g) => g.mode === e.alternatives_include_mode)) out.push('no ground alternative');
  return out;
}

describe('gateways, ground legs and nonstops (test/fixtures/places-gateways.json)', () => {
  for (const c of cases) {
    it(c.id, () => {
      expect(failures(c)).toEqual([]);
    });
  }

  it('claims a nonstop only where the route data lists one, and names its source and date', () => {
    const curated = readTravelJson<{ routes: Record<string, string[]> }>('nonstop-routes.json').routes;
    const snapshot = readTravelJson<{ routes: Record<string, string> }>('scheduled-routes.json').routes;
    const listed = (o: string, d: string) => curated[o]?.includes(d) || snapshot[o]?.split(' ').includes(d);
    const bad: string[] = [];
    for (const d of kb.destinations) {
      for (const [origin, p] of Object.entries(d.flights)) {
        if (p.mode !== 'flight') continue;
        if (p.nonstop && !listed(origin, p.destination_airport)) bad.push(`${d.id} ${origin}-${p.destination_airport}`);
        if (!p.route || !p.nonstop_provenance.source || !p.nonstop_provenance.as_of) bad.push(`${d.id} ${origin}: no route status with source and date`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('reads busy domestic and regional nonstops from the route data', () => {
    for (const [o, d] of [
      ['HND', 'OKA'],
      ['MEL', 'CNS'],
      ['SIN', 'HKG'],
      ['AKL', 'SYD'],
      ['BOM', 'GOI'],
      ['HAN', 'SGN'],
      ['OSL', 'BGO'],
      ['DEN', 'IAD'],
    ] as const) {
      const p = flightBetween(requireAirport(o), requireAirport(d), requireAirport(d));
      expect([o, d, p.route, p.connections]).toEqual([o, d, 'nonstop', 0]);
    }
  });

  it('names the airlines the route data saw operating a nonstop, with its source and date', () => {
    const p = flightBetween(requireAirport('HND'), requireAirport('OKA'), requireAirport('OKA'));
    expect(p.nonstop_provenance.note).toMatch(/flown nonstop by .*JL.*NH/);
    expect(p.nonstop_provenance.as_of).toBe('2014-06');
    expect(p.nonstop_provenance.source).toMatch(/OpenFlights/);
  });

  it('counts connections on the route network and marks airports missing from it unknown', () => {
    const galapagos = flightBetween(requireAirport('LAX'), requireAirport('GPS'), requireAirport('GPS'));
    expect([galapagos.route, galapagos.nonstop]).toEqual(['connection', false]);
    expect(galapagos.connections).toBeGreaterThanOrEqual(1);
    const opened = flightBetween(requireAirport('JFK'), requireAirport('GOX'), requireAirport('GOX'));
    expect(opened.route).toBe('unknown');
    expect(opened.nonstop).toBe(false);
  });

  it('says unknown, not a connection, where the route data is silent between two busy airports', () => {
    // Both airports fly to over a hundred others in the snapshot, which does not link them.
    const busy = flightBetween(requireAirport('AGP'), requireAirport('ATL'), requireAirport('ATL'));
    expect(busy.route).toBe('unknown');
    expect(busy.nonstop_provenance.note).toMatch(/both airports are busy/);
    expect(busy.nonstop_provenance.tier).toBe('model_estimate');
  });

  it('takes the role from the route data: an airstrip with no scheduled route is no gateway, and the nearest international airport is listed', () => {
    const etosha = { lat: -18.86, lon: 16.33, country: 'NA' };
    const links = gatewaysFor(etosha).links;
    expect(links.map((l) => l.iata)).not.toContain('HAL');
    expect(links.map((l) => l.iata)).toContain('WDH');
    expect(airportRole({ iata: 'OND' })).toBe('domestic');
    expect(airportRole({ iata: 'HAL' })).toBe('domestic');
    expect(airportRole({ iata: 'WDH' })).toBe('international');
    expect(['OND', 'WDH']).toContain(estimateFlight('FRA', etosha).destination_airport);
  });

  it('names the gateway and the ground leg from it', () => {
    const zermatt = kb.byId('zermatt');
    const link = zermatt?.airports.find((l) => l.iata === 'ZRH');
    if (!link) throw new Error('zermatt lists no ZRH');
    const g = gatewayLeg(link);
    expect([g.airport, g.role, g.mode, g.basis]).toEqual(['ZRH', 'international', 'rail', 'model_estimate']);
    expect(g.leg).toMatch(/Zermatt/);
    expect(g.minutes).toBeGreaterThan(120);
  });

  it('lands an international arrival at the international gateway, a domestic one at the nearer domestic airport', () => {
    const kyoto = { lat: 35.0116, lon: 135.7681 };
    const links = [requireAirport('ITM'), requireAirport('KIX')].map((a) => linkTo(a, kyoto));
    expect(bestProfile(requireAirport('JFK'), links, kyoto)?.destination_airport).toBe('KIX');
    expect(bestProfile(requireAirport('CTS'), links, kyoto)?.destination_airport).toBe('ITM');
  });
});

describe('ground-leg data (data/travel/ground-legs.json)', () => {
  const file = readTravelJson<{
    source: string;
    as_of: string;
    legs: Array<{
      id: string;
      mode: string;
      from: { lat: number; lon: number; airports?: string[] };
      to: { lat: number; lon: number; airports?: string[] };
      minutes: number;
      access_minutes: number;
      fare_usd: [number, number];
      url: string;
      operator: string;
    }>;
  }>('ground-legs.json');

  it('names its source and date, and every leg an operator and a timetable page', () => {
    expect(file.source).toMatch(/timetable/);
    expect(file.as_of).toMatch(/^\d{4}-\d{2}/);
    for (const leg of file.legs) {
      expect(leg.operator.length, leg.id).toBeGreaterThan(2);
      expect(leg.url, leg.id).toMatch(/^https:\/\//);
    }
  });

  it('has plausible coordinates, times, fares and known airport codes; ids are unique', () => {
    expect(new Set(file.legs.map((l) => l.id)).size).toBe(file.legs.length);
    const bad: string[] = [];
    for (const leg of file.legs) {
      for (const end of [leg.from, leg.to]) {
        if (Math.abs(end.lat) > 90 || Math.abs(end.lon) > 180) bad.push(`${leg.id}: coordinates`);
        for (const code of end.airports ?? []) if (!airportByIata(code)?.scheduled) bad.push(`${leg.id}: airport ${code}`);
      }
      if (!(leg.minutes > 10 && leg.minutes < 900)) bad.push(`${leg.id}: minutes`);
      if (!(leg.fare_usd[0] > 0 && leg.fare_usd[0] < leg.fare_usd[1])) bad.push(`${leg.id}: fare range`);
      const hours = leg.minutes / 60;
      const km = Math.hypot(leg.from.lat - leg.to.lat, (leg.from.lon - leg.to.lon) * Math.cos((leg.from.lat * Math.PI) / 180)) * 111;
      if (km / hours > 320) bad.push(`${leg.id}: ${Math.round(km / hours)} km/h`);
    }
    expect(bad).toEqual([]);
  });
});
