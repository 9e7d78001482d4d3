import { describe, expect, it } from 'vitest';
import { context, testEngine } from './engine.js';

const search = (user_request: string) => testEngine().search({ user_request }, context());
const first = async (user_request: string) => {
  const res = await search(user_request);
  const r = res.results[0];
  if (!r) throw new Error(`no result for ${user_request}`);
  return r;
};

describe('surface trips: asked-for rail and road, drives, and the road from a far gateway', () => {
  it('takes the rail leg of the data when the traveller asks for the train', async () => {
    const g = (await first('Weekend in Lyon from Paris by train')).provider_handoffs.ground_handoff;
    expect([g?.leg.mode, g?.leg.role]).toEqual(['rail', 'instead_of_flight']);
    expect(g?.leg.operator).not.toMatch(/modelled/);
  });

  it('models a rail trip from distance where the data has no leg, and says it is no timetable', async () => {
    const r = await first('Three days in Ljubljana from Vienna by train');
    const g = r.provider_handoffs.ground_handoff;
    expect([g?.leg.mode, g?.leg.to]).toEqual(['rail', 'Ljubljana']);
    expect(g?.notes.join(' ')).toMatch(/rail_distance_model_v1.*not a timetable/);
    expect(r.provider_handoffs.flight_handoff).toBeNull();
    expect(g?.search_links.some((l) => l.url.includes('travelmode=transit'))).toBe(true);
  });

  it('flies (or takes the ferry) to an island the traveller asked to reach by train', async () => {
    const r = await first('A week in Mykonos from Athens by train');
    expect(r.name).toBe('Mykonos');
    expect(r.provider_handoffs.flight_handoff).not.toBeNull();
    expect(r.provider_handoffs.ground_handoff?.leg.mode).toBe('ferry');
  });

  it('gives a drive from the origin its own ground handoff (San Francisco to Sonoma)', async () => {
    const res = await search('Wine weekend in Sonoma from San Francisco');
    const sonoma = res.results.find((r) => /sonoma/i.test(r.name));
    const g = sonoma?.provider_handoffs.ground_handoff;
    expect([g?.leg.mode, g?.leg.role]).toEqual(['road', 'instead_of_flight']);
    expect(g?.search_links.some((l) => l.url.includes('travelmode=driving'))).toBe(true);
  });

  it('names the road from a gateway far from a park, with the transfer model as its source', async () => {
    const res = await search('Safari in Kruger National Park from London');
    const kruger = res.results.find((r) => r.provider_handoffs.flight_handoff && /kruger/i.test(r.name));
    const g = kruger?.provider_handoffs.ground_handoff;
    expect([g?.leg.mode, g?.leg.role]).toEqual(['road', 'airport_transfer']);
    expect(g?.notes.join(' ')).toMatch(/transfer_time_model_v1/);
  });
});
