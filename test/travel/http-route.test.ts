import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TravelSearchResponse } from '../../src/contracts/travel.js';
import { DIALECTS, type TestServer } from '../helpers/server.js';
import { qualityServer } from './quality/run.js';

/**
 * Several stops in order over HTTP (responses checked against /openapi.json by the client): one
 * route with the legs between consecutive stops, what they cross and one total for the party.
 */
describe.each(DIALECTS)('a route over HTTP (%s)', (dialect) => {
  let server: TestServer;
  let key: string;
  beforeAll(async () => {
    ({ server, key } = await qualityServer(dialect));
  }, 60_000);
  afterAll(async () => server.close());
  const search = async (body: Record<string, unknown>) => {
    const res = await server.request<TravelSearchResponse>('POST', '/api/v1/travel/search', { key, body });
    expect(res.status).toBe(200);
    return res.body;
  };

  it('answers stops in order with legs, crossings and one total, and the stops point at it', async () => {
    const body = await search({ user_request: 'Paris, then Amsterdam, then Berlin in September, 10 days from LAX, two adults', passports: ['US'] });
    const route = body.route!;
    expect(route.stops.map((s) => s.name)).toEqual(['Paris', 'Amsterdam', 'Berlin']);
    expect(route.stops.reduce((n, s) => n + s.nights, 0)).toBe(9);
    expect(route.legs.map((l) => [l.from, l.to])).toEqual([
      ['Paris', 'Amsterdam'],
      ['Amsterdam', 'Berlin'],
    ]);
    // Paris-Amsterdam is a scheduled line in the data; both legs enter another country.
    expect(route.legs[0]).toMatchObject({ mode: 'rail' });
    for (const leg of route.legs) expect(leg.crossings.find((c) => c.kind === 'border')?.entry?.passport).toBe('US');
    const b = route.breakdown;
    expect(route.total_usd).toBeCloseTo(b.to_and_from_usd + b.legs_usd + b.stay_usd + b.daily_usd, -1);
    // One route costs less than the three stops each priced as the whole trip.
    const stops = body.results.filter((r) => route.stops.some((s) => s.result_id === r.id));
    expect(stops.length).toBe(3);
    expect(route.total_usd).toBeLessThan(stops.reduce((n, r) => n + r.total_trip_estimate_usd, 0) / 2);
    for (const r of stops) expect(r.match_reasons[0]).toMatch(/^Stop \d of 3 on the route/);
  });

  it('tells the rule of the Kosovo-Serbia crossing and the sea a ferry crosses', async () => {
    const kosovo = await search({ user_request: 'Pristina then Belgrade by bus, 5 days in May, from Vienna' });
    const border = kosovo.route!.legs[0]!.crossings.find((c) => c.kind === 'border');
    expect(border?.text).toMatch(/refused entry to Serbia from Kosovo/);
    const baltic = await search({ user_request: 'Helsinki, then Tallinn, then Riga, 8 days in June from JFK' });
    expect(baltic.route?.legs.map((l) => l.mode)).toEqual(['ferry', 'road']);
    expect(baltic.route?.legs[0]?.crossings.map((c) => c.kind).sort()).toEqual(['border', 'water']);
  });

  it('crosses water only by a ferry line or a flight the data knows, priced, and drives a driven route there and home', async () => {
    const hawaii = await search({ user_request: 'Oahu, then Maui, then the Big Island, 12 days in October from LAX, two of us' });
    // No passenger ferry joins the Hawaiian islands: each hop flies between the islands' own airports.
    expect(hawaii.route?.legs.map((l) => l.mode)).toEqual(['flight', 'flight']);
    for (const leg of hawaii.route!.legs) expect(leg.cost_usd).toBeGreaterThan(0);
    const capri = await search({ user_request: 'Naples, then Capri, then the Amalfi Coast, 7 days in May from Paris' });
    // Capri to the Amalfi Coast: the hydrofoil back to Naples in the data, then the road.
    expect(capri.route?.legs[1]).toMatchObject({ mode: 'ferry', basis: expect.stringMatching(/Capri.*by road/) });
    expect(capri.route?.legs[1]?.crossings.map((c) => c.kind)).toContain('water');
    const namibia = await search({ user_request: 'From Windhoek: Sossusvlei, then Swakopmund, then Etosha, 10 days in July, two adults' });
    expect(namibia.route?.legs.map((l) => l.mode)).toEqual(['road', 'road']);
    expect(namibia.route?.to_and_from.map((l) => l.mode)).toEqual(['road', 'road']);
  });

  it('keeps a four-stop route within the answer budgets: standard <= 36 KB, the route itself <= 6 KB', async () => {
    const body = { user_request: 'Edinburgh, then Inverness and Skye, fly back from Glasgow. 8 days in June from JFK, two of us', detail: 'standard' };
    const res = await server.request<TravelSearchResponse>('POST', '/api/v1/travel/search', { key, body });
    expect(res.body.route?.legs).toHaveLength(3);
    expect(Buffer.byteLength(res.text)).toBeLessThanOrEqual(36 * 1024);
    expect(Buffer.byteLength(JSON.stringify(res.body.route))).toBeLessThanOrEqual(6 * 1024);
    const summary = await server.request<{ route?: unknown }>('POST', '/api/v1/travel/search', { key, body: { ...body, detail: 'summary' } });
    expect(summary.body.route).toEqual(res.body.route);
  });

  it('reads an arrow chain with per-stop nights, says a stop it cannot place, and leaves an unmade leg without hours', async () => {
    const body = await search({ user_request: 'Rome 3 nights → Glenquarrock Falls → Florence 2 → Venice 2, October, from Chicago' });
    const route = body.route!;
    expect(route.stops.map((s) => [s.name, s.nights, s.nights_basis])).toEqual([
      ['Rome', 3, 'stated'],
      ['Florence', 2, 'stated'],
      ['Venice', 2, 'stated'],
    ]);
    expect(route.unplaced).toEqual(['Glenquarrock Falls']);
    const shared = await search({ user_request: 'Tokyo - Kyoto - Osaka, 12 days in April, from San Francisco' });
    expect(shared.route?.stops.map((s) => s.nights_basis)).toEqual(['model_estimate', 'model_estimate', 'model_estimate']);
    expect(shared.route?.stops.reduce((n, s) => n + s.nights, 0)).toBe(11);
    const overland = await search({ user_request: 'No flying: Lisbon, then Madeira, 8 days in May' });
    expect(overland.route?.legs[0]).toMatchObject({ mode: 'none', hours: null, cost_usd: 0 });
  });

  it('gives no route for one place, nor for places offered as alternatives', async () => {
    expect((await search({ user_request: 'a week in Lisbon in May from JFK' })).route).toBeUndefined();
    expect((await search({ user_request: 'Lisbon or Porto for a week in May from JFK' })).route).toBeUndefined();
  });
});
