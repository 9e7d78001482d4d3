import { describe, expect, it } from 'vitest';
import { atLevel } from '../../../src/operations/travel/detail.js';
import { legAllowed } from '../../../src/travel/knowledge/models/route-legs.js';
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

  it("names the line taken instead of a flight, with the operator's journey time, source and the fare's model, at every detail level", async () => {
    const r = await first('Four days in London from Paris, two of us, in May');
    const leg = r.flight_snapshot.ground_leg;
    expect(leg).toMatchObject({ mode: 'rail', operator: 'Eurostar', journey_basis: 'operator_timetable' });
    expect(leg?.journey_minutes).toBeGreaterThan(90);
    expect(leg?.journey_minutes).toBeLessThan(r.flight_snapshot.estimated_travel_hours! * 60);
    expect(leg?.as_of).toMatch(/^\d{4}-\d{2}/);
    expect(leg?.fare_model).toMatch(/ground_leg_model_v1/);
    expect(r.match_reasons.join(' ')).toMatch(/by train \(Paris Gare du Nord - London St Pancras International, 2 h \d+ min on the Eurostar timetable/);
    expect(r.confidence.reasons.join(' ')).not.toMatch(/flight values/);
    const standard = JSON.parse(atLevel('standard', await search('Four days in London from Paris, two of us, in May')).text);
    expect(standard.results[0].flight_snapshot.ground_leg.operator).toBe('Eurostar');
  });

  it('says a rail leg modelled from distance is no timetable, in the snapshot too', async () => {
    const leg = (await first('Three days in Ljubljana from Vienna by train')).flight_snapshot.ground_leg;
    expect([leg?.journey_basis, leg?.as_of]).toEqual(['model_estimate', null]);
    expect(leg?.fare_model).toMatch(/rail_distance_model_v1: .* USD per km/);
  });

  it('models a rail trip from distance where the data has no leg, and says it is no timetable', async () => {
    const r = await first('Three days in Ljubljana from Vienna by train');
    const g = r.provider_handoffs.ground_handoff;
    expect([g?.leg.mode, g?.leg.to]).toEqual(['rail', 'Ljubljana']);
    expect(g?.notes.join(' ')).toMatch(/rail_distance_model_v1.*not a timetable/);
    expect(r.provider_handoffs.flight_handoff).toBeNull();
    expect(g?.search_links.some((l) => l.url.includes('travelmode=transit'))).toBe(true);
  });

  it('takes the ferry, not a flight, to an island the traveller asked to reach by train', async () => {
    const r = await first('A week in Mykonos from Athens by train');
    expect(r.name).toBe('Mykonos');
    expect(r.provider_handoffs.flight_handoff).toBeNull();
    expect(r.provider_handoffs.ground_handoff?.leg.mode).toBe('ferry');
  });

  it("drives the traveller's own vehicle there, by road and car ferry, with no flight", async () => {
    for (const [text, mode] of [
      ["We'll drive our own car from Munich to Venice in July, a week", 'road'],
      ['Driving down in our pickup from Denver to Moab in May', 'road'],
      ['Con la nostra auto da Milano in Sardegna ad agosto', 'ferry'],
    ] as const) {
      const r = await first(text);
      expect(r.provider_handoffs.flight_handoff, text).toBeNull();
      expect([r.provider_handoffs.ground_handoff?.leg.mode, r.provider_handoffs.ground_handoff?.leg.role], text).toEqual([mode, 'instead_of_flight']);
    }
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

describe('a stated way of travelling without flight', () => {
  it('reaches every result without a flight and names the candidates it leaves out, with why', async () => {
    const res = await search("I don't fly. From London, somewhere warm in Europe for 5 days in June");
    expect(res.results.length).toBeGreaterThan(2);
    for (const r of res.results) {
      expect(r.provider_handoffs.flight_handoff, r.name).toBeNull();
      expect(['rail', 'road', 'ferry'], r.name).toContain(r.provider_handoffs.ground_handoff?.leg.mode);
    }
    const modes = res.travel_modes;
    expect([modes?.allowed, modes?.checked_from, modes?.source]).toEqual([['rail', 'road', 'ferry'], 'LHR', 'user_request']);
    expect(modes?.left_out.length).toBeGreaterThan(0);
    for (const out of modes?.left_out ?? []) {
      expect(res.results.map((r) => r.id)).not.toContain(out.id);
      expect(out.reason).toMatch(/km/);
    }
    expect(res.understanding.understood).toContainEqual(expect.objectContaining({ field: 'transport', source: 'user_request' }));
  });

  it('crosses the Channel and France by land to Spain, and leaves out islands too far or across water too wide', async () => {
    const fromLondon = await testEngine().search(
      { user_request: 'Barcelona or the Canary Islands for a week in May from London', travel_modes: ['rail', 'ferry'] },
      context(),
    );
    expect(fromLondon.results.find((r) => r.name === 'Barcelona')?.provider_handoffs.ground_handoff?.leg.mode).toBe('rail');
    expect(fromLondon.travel_modes?.left_out).toContainEqual(expect.objectContaining({ id: 'tenerife', status: 'too_far' }));
    const fromLisbon = await search('No flying: Madeira or Seville for a week in May from Lisbon');
    expect(fromLisbon.travel_modes?.left_out).toContainEqual(expect.objectContaining({ status: 'unknown', reason: expect.stringMatching(/open water/) }));
    const crete = (await search('No flying: a week in Crete from Athens in June')).results;
    expect(crete.map((r) => r.provider_handoffs.ground_handoff?.leg.mode)).toEqual(crete.map(() => 'ferry'));
  });

  it('keeps route legs to the allowed modes, the way there and home included, and prices them so', async () => {
    const res = await search('From Paris by train to Amsterdam and Berlin, 10 days in September, no flights');
    expect(res.route?.legs.map((l) => l.mode)).toEqual(['rail']);
    expect(res.route?.to_and_from.map((l) => [l.from, l.to, l.mode])).toEqual([
      ['Paris', 'Amsterdam', 'rail'],
      ['Berlin', 'Paris', 'rail'],
    ]);
    const home = await search('No flying: from London to Paris, then Amsterdam, then Berlin, 10 days in June');
    const ends = home.route?.to_and_from ?? [];
    expect(ends.map((l) => l.mode)).toEqual(['rail', 'rail']);
    expect(ends[1]?.basis).toMatch(/rail_distance_model_v1/);
    expect(home.route?.breakdown.to_and_from_usd).toBeCloseTo(
      ends.reduce((n, l) => n + l.cost_usd, 0),
      0,
    );
    const flown = await search('From London to Paris, then Amsterdam, then Berlin, 10 days in June');
    expect(flown.route?.to_and_from.map((l) => l.mode)).toEqual(['flight', 'flight']);
  });

  it("takes a flown leg overland only within the rail model's range: Accra to Manchester is no train ride", () => {
    const accra = { name: 'Accra', lat: 5.56, lon: -0.2, country: 'GH' };
    const manchester = { name: 'Manchester', lat: 53.48, lon: -2.24, country: 'GB' };
    const london = { name: 'London', lat: 51.51, lon: -0.13, country: 'GB' };
    const berlin = { name: 'Berlin', lat: 52.52, lon: 13.4, country: 'DE' };
    expect(legAllowed(accra, manchester, ['rail', 'road', 'ferry']).mode).toBe('none');
    expect(legAllowed(london, berlin, ['rail', 'road', 'ferry']).mode).toBe('rail');
  });

  it('takes no route leg overland round a sea: Marseille to Algiers is no train or drive through Spain and Morocco', () => {
    const marseille = { name: 'Marseille', lat: 43.3, lon: 5.37, country: 'FR' };
    const algiers = { name: 'Algiers', lat: 36.75, lon: 3.06, country: 'DZ' };
    expect(['rail', 'road']).not.toContain(legAllowed(marseille, algiers, ['rail', 'road', 'ferry']).mode);
    expect(['rail', 'road']).not.toContain(legAllowed(marseille, algiers, ['road']).mode);
  });

  it('finds no land path across a sea when the road round it is a long detour (Marseille to Algiers), and says so', async () => {
    const res = await search('Nous voudrions aller à Alger en octobre, dix jours, depuis Marseille, à deux. Avion ou bateau ?');
    const algiers = res.results.find((r) => r.name === 'Algiers');
    const ways = algiers?.answers.find((a) => a.topic === 'getting_there');
    expect(ways?.answer).toMatch(/air 2 h/);
    expect(ways?.answer).toMatch(/no land path: about \d+ km of open sea/);
    expect(ways?.answer).not.toMatch(/driving \$/);
    const overland = await search('No flying for us. From Marseille, a week in Algiers or Barcelona in October');
    expect(overland.results.map((r) => r.name)).toContain('Barcelona');
    expect(overland.travel_modes?.left_out).toContainEqual(
      expect.objectContaining({ name: 'Algiers', status: 'no_route', reason: expect.stringMatching(/no land path/) }),
    );
  });

  it('says nothing could be checked without an origin', async () => {
    const res = await search('No flights please, a week in Italy in May');
    expect(res.results.length).toBeGreaterThan(0);
    expect(res.travel_modes?.checked_from).toBeNull();
    expect(res.travel_modes?.note).toMatch(/no origin/i);
  });

  it('reads a way only named that reaches nothing from the origin as the way to travel there', async () => {
    const res = await search('From New York, a week in Italy by train in May');
    expect(res.results.length).toBeGreaterThan(0);
    expect(res.travel_modes?.left_out).toEqual([]);
    expect(res.travel_modes?.note).toMatch(/reaches no candidate/);
  });
});
