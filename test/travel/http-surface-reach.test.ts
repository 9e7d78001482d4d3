import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TravelSearchResponse } from '../../src/contracts/travel.js';
import { DIALECTS, type TestServer } from '../helpers/server.js';
import { qualityServer } from './quality/run.js';

/**
 * A traveller who will not fly is taken as far by land and sea as the trip's length carries
 * (surface_reach_model_v1): the same place is reached by rail in a long trip and left out, named
 * with the model, in a short one; the result reached has no flight handoff and no airfare.
 */
describe.each(DIALECTS)('surface reach by trip length over HTTP (%s)', (dialect) => {
  let server: TestServer;
  let key: string;
  const search = async (body: Record<string, unknown>) => {
    const res = await server.request<TravelSearchResponse>('POST', '/api/v1/travel/search', { key, body });
    expect(res.status).toBe(200);
    return res.body;
  };
  beforeAll(async () => {
    ({ server, key } = await qualityServer(dialect));
  }, 60_000);
  afterAll(async () => server.close());

  const ask = (days: number) => `No planes for me, I go by train. ${days} days in Tromso from Paris in March 2027, just me.`;

  it('reaches a far place by rail in a long trip, with no flight handoff and no airfare', async () => {
    const res = await search({ user_request: ask(12), reference_date: '2026-10-01' });
    const tromso = res.results.find((r) => /tromso/i.test(r.name));
    expect(tromso, JSON.stringify(res.travel_modes)).toBeDefined();
    expect(tromso!.provider_handoffs.flight_handoff).toBeNull();
    expect(tromso!.provider_handoffs.ground_handoff?.leg.mode).toBe('rail');
    expect(tromso!.flight_snapshot.destination_airport).toBeNull();
  });

  it('leaves the same place out of a short trip, saying the trip is too short to go that far', async () => {
    const res = await search({ user_request: ask(4), reference_date: '2026-10-01' });
    expect(res.results.some((r) => /tromso/i.test(r.name))).toBe(false);
    const out = res.travel_modes?.left_out.find((l) => /tromso/i.test(l.name));
    expect(out?.status).toBe('too_far');
    expect(out?.reason).toMatch(/surface_reach_model_v1/);
  });
});
