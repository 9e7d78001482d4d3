import { describe, expect, it } from 'vitest';
import { STATION_CLIMATE_MODEL } from '../../../src/travel/knowledge/models/climate.js';
import { context, testEngine } from './engine.js';

const search = (user_request: string) => testEngine().search({ user_request }, context());

describe('places in the ranking: merged records, station climate, gateways', () => {
  it('lists a curated destination once when the gazetteer names it otherwise (Kochi is the Kerala backwaters record)', async () => {
    const res = await search('Kerala in July for a week, from JFK');
    const ids = res.results.map((r) => r.id);
    expect(ids.filter((id) => id === 'kerala-backwaters')).toHaveLength(1);
    expect(ids).not.toContain('gz:city:in-kochi-kl');
    expect(new Set(ids).size).toBe(ids.length);
    const kochi = await search('Kochi, India in December from LHR');
    expect(kochi.results[0]?.id).toBe('kerala-backwaters');
  });

  it('a park whose centroid lies far from the record of its very name is that record, listed once (Kruger)', async () => {
    const res = await search('Two weeks in Mpumalanga in October from Johannesburg');
    const names = res.results.map((r) => r.name);
    expect(names.filter((n) => n === 'Kruger National Park')).toHaveLength(1);
    expect(res.results.map((r) => r.id)).toContain('kruger');
  });

  it('a park named in the request is its curated record, not a second research-ready copy (Bryce)', async () => {
    const res = await testEngine().search({ user_request: 'Bryce Canyon and Zion in October from LAX', strict_mode: false }, context());
    const ids = res.results.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining(['bryce-canyon', 'zion']));
    expect(ids.some((id) => id.startsWith('gz:park:us-bryce'))).toBe(false);
  });

  it('research-ready places read station normals (Thingvellir in June is cool, not 20 C)', async () => {
    const res = await search('a week in Iceland in June from JFK, thingvellir');
    const r = res.results.find((x) => x.id === 'gz:park:is-thingvellir');
    expect(r).toBeDefined();
    expect(r!.weather_snapshot.avg_high_c).toBeGreaterThan(9);
    expect(r!.weather_snapshot.avg_high_c).toBeLessThan(15);
    expect(r!.intelligence_basis.model_estimates).toEqual(expect.arrayContaining([{ field: 'climate', model: STATION_CLIMATE_MODEL }]));
  });

  it('London to Paris goes by Eurostar: no flight handoff, no invented nonstop, a rail handoff', async () => {
    const res = await search('Paris for a long weekend in April from LHR');
    const paris = res.results.find((r) => r.id === 'paris')!;
    expect(paris.flight_snapshot.destination_airport).toBeNull();
    expect(paris.provider_handoffs.flight_handoff).toBeNull();
    expect(paris.provider_handoffs.ground_handoff).toMatchObject({
      leg: { role: 'instead_of_flight', mode: 'rail', from: 'London St Pancras International', to: 'Paris Gare du Nord' },
    });
    expect(paris.provider_handoffs.required_external_checks).toContain('rail_or_ferry_timetable_and_fare');
  });

  it('Kyoto from abroad flies into Kansai and offers the Haruka train from the airport', async () => {
    const res = await search('Kyoto in November for a week from SFO');
    const kyoto = res.results.find((r) => r.id === 'kyoto')!;
    expect(kyoto.flight_snapshot.destination_airport).toBe('KIX');
    expect(kyoto.provider_handoffs.ground_handoff).toMatchObject({ leg: { role: 'airport_transfer', mode: 'rail', id: 'haruka-kansai-kyoto' } });
  });
});

describe('place handoff categories', () => {
  const categories = async (user_request: string, id: string) => {
    const res = await testEngine().search({ user_request }, context());
    return res.results.find((r) => r.id === id)?.provider_handoffs.place_handoff?.search_params.categories;
  };

  it('name a sky phenomenon only where it can be seen: aurora for Tromso, never for Jaipur, Cairo or Beijing', async () => {
    expect(await categories('Northern lights trip in February', 'tromso')).toContain('aurora');
    for (const [request, id] of [
      ['Diwali lights in Jaipur in November', 'jaipur-rajasthan'],
      ['Winter trip in January to see the lights: Jaipur, Cairo or Beijing', 'cairo-giza'],
      ['Winter trip in January to see the lights: Jaipur, Cairo or Beijing', 'beijing'],
    ] as const) {
      const found = await categories(request, id);
      expect(found, `${id} is not among the results of "${request}"`).toBeDefined();
      expect(found).not.toContain('aurora');
    }
  });
});

describe('drives from the origin', () => {
  it('a place within driving range of the origin gets a road handoff with directions, not nothing (San Francisco to Sonoma)', async () => {
    const res = await testEngine().search({ user_request: 'A weekend in Sonoma wine country in May from SFO' }, context());
    const sonoma = res.results.find((r) => /sonoma|napa/i.test(r.name));
    expect(sonoma, res.results.map((r) => r.name).join(', ')).toBeDefined();
    expect(sonoma!.provider_handoffs.flight_handoff).toBeNull();
    const ground = sonoma!.provider_handoffs.ground_handoff;
    expect(ground?.leg).toMatchObject({ role: 'instead_of_flight', mode: 'road' });
    expect(ground?.search_links.some((l) => l.url.startsWith('https://www.google.com/maps/dir/'))).toBe(true);
  });
});
