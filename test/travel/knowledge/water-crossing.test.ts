import { describe, expect, it } from 'vitest';
import { airportByIata } from '../../../src/travel/geo/index.js';
import { landMassOf } from '../../../src/travel/knowledge/models/coast.js';
import { readTravelJson } from '../../../src/travel/knowledge/data-files.js';
import { linkTo } from '../../../src/travel/knowledge/models/gateways.js';
import { reachKey } from '../../../src/travel/knowledge/models/land-reach.js';
import { WATER_CROSSING_MODEL, waterCrossing } from '../../../src/travel/knowledge/models/water-crossing.js';

/** water_crossing_model_v1 on the shipped land rings and fixed links, at places whose way in is not in doubt. */
const airport = (iata: string) => {
  const a = airportByIata(iata);
  if (!a) throw new Error(`no airport ${iata}`);
  return a;
};

describe('water_crossing_model_v1', () => {
  it.each([
    ['Gozo from Malta', 'MLA', 36.04, 14.24],
    ['Capri from Naples', 'NAP', 40.55, 14.24],
    ['Koh Lipe from Hat Yai', 'HDY', 6.49, 99.3],
    ['Isle of Mull from Glasgow', 'GLA', 56.62, -6.07],
    ['Inishmore from Galway', 'GWY', 53.12, -9.72],
    ['Victoria (Vancouver Island) from Vancouver', 'YVR', 48.43, -123.37],
    ['Taormina (Sicily) from Reggio Calabria', 'REG', 37.85, 15.29],
  ])('%s crosses water by ferry', (_name, iata, lat, lon) => {
    const w = waterCrossing(airport(iata), { lat, lon });
    expect(w?.ferry_minutes).toBeGreaterThan(WATER_CROSSING_MODEL.boarding_minutes);
    expect(w?.km).toBeLessThanOrEqual(WATER_CROSSING_MODEL.ferry_max_km);
  });

  it.each([
    ['Portree (Skye Bridge) from Inverness', 'INV', 57.41, -6.19],
    ['Charlottetown (Confederation Bridge) from Halifax', 'YHZ', 46.24, -63.13],
    ['Key West (Overseas Highway) from Miami', 'MIA', 24.55, -81.78],
    ['Manhattan from Newark', 'EWR', 40.78, -73.97],
    ['Kowloon from Hong Kong (on Lantau)', 'HKG', 22.32, 114.17],
    ['Osaka from Kansai (on its island)', 'KIX', 34.69, 135.5],
    ['Seoul from Incheon (on Yeongjong)', 'ICN', 37.57, 126.98],
    ['Nagoya from Chubu (on its island)', 'NGO', 35.18, 136.9],
    ['Lisbon (on the Tagus) from Lisbon airport', 'LIS', 38.72, -9.14],
    ['Abu Dhabi (on its island) from its airport', 'AUH', 24.47, 54.37],
    ['Denver from Denver', 'DEN', 39.74, -104.99],
    ['Vila dos Remédios from Fernando de Noronha airport (one island too small for the map)', 'FEN', -3.84, -32.41],
  ])('%s is reached by road', (_name, iata, lat, lon) => {
    expect(waterCrossing(airport(iata), { lat, lon })).toBeNull();
  });

  it('needs a flight, not a ferry, across water too wide for one with no car ferry in the data', () => {
    const w = waterCrossing(airport('MIA'), { lat: 25.06, lon: -77.34 });
    expect(w?.km).toBeGreaterThan(WATER_CROSSING_MODEL.ferry_max_km);
    expect(w?.ferry_minutes).toBeNull();
  });

  it.each([
    [
      'Ireland from Paris (the Channel Tunnel leads to Great Britain, the UK-Ireland land border is on another island)',
      'CDG',
      52.06,
      -9.5,
      /Rosslare|Dublin|Cork/,
    ],
    ['Hobart from Melbourne', 'MEL', -42.88, 147.33, /Devonport/],
    ['Olbia (Sardinia) from Munich', 'MUC', 40.92, 9.5, /Olbia/],
    ['Palma (Mallorca) from Madrid', 'MAD', 39.57, 2.65, /Palma/],
    ['Las Palmas (Gran Canaria) from Seville', 'SVQ', 28.1, -15.41, /Las Palmas/],
  ])('crosses to %s by the car ferry of the data', (_name, iata, lat, lon, port) => {
    const w = waterCrossing(airport(iata), { lat, lon });
    expect(w?.ferry?.name).toMatch(port);
    expect(w?.ferry_minutes).toBeGreaterThan(WATER_CROSSING_MODEL.boarding_minutes);
  });

  it.each([
    ['London from Paris (Channel Tunnel)', 'CDG', 51.5, -0.12],
    ['Malmö from Copenhagen (Øresund Bridge)', 'CPH', 55.6, 13.0],
    ['Johor Bahru from Singapore (causeway)', 'SIN', 1.46, 103.76],
  ])('reaches %s by a fixed link between countries, not by sea', (_name, iata, lat, lon) => {
    expect(waterCrossing(airport(iata), { lat, lon })).toBeNull();
  });

  it('has every car ferry join two lands no road joins, with its source', () => {
    const file = readTravelJson<{ crossings: Array<{ name: string; from: { lat: number; lon: number }; to: { lat: number; lon: number }; source: string }> }>(
      'car-ferries.json',
    );
    for (const c of file.crossings) {
      expect(reachKey(c.from, landMassOf(c.from, 10)), c.name).not.toBe(reachKey(c.to, landMassOf(c.to, 10)));
      expect(c.source.length, c.name).toBeGreaterThan(5);
    }
  });

  it('costs and takes longer the wider the water', () => {
    const near = waterCrossing(airport('NAP'), { lat: 40.55, lon: 14.24 });
    const far = waterCrossing(airport('ATH'), { lat: 37.1, lon: 25.38 });
    expect(far!.km).toBeGreaterThan(near!.km);
    expect(far!.ferry_minutes!).toBeGreaterThan(near!.ferry_minutes!);
    expect(far!.fare_usd[0]).toBeGreaterThan(near!.fare_usd[0]);
  });

  it('links an island airport to the place by road and ferry, with the time of both', () => {
    const link = linkTo(airport('MLA'), { lat: 36.04, lon: 14.24, country: 'MT' });
    expect(link.transfer_mode).toBe('ferry');
    expect(link.water_crossing?.km).toBeGreaterThan(5);
    expect(link.transfer_minutes).toBeGreaterThan(link.water_crossing!.ferry_minutes!);
  });

  it('has every fixed link join at least two land masses of the map (its points are where it says)', () => {
    const file = (name: string) => readTravelJson<{ links: Array<{ name: string; points: Array<[number, number]>; source: string }> }>(name).links;
    const links = [...file('island-links.json'), ...file('road-links.json')];
    for (const l of links) {
      const masses = new Set(l.points.map(([lat, lon]) => landMassOf({ lat, lon })?.ring ?? `islet ${lat},${lon}`));
      expect(masses.size, l.name).toBeGreaterThanOrEqual(2);
      expect(l.source.length, l.name).toBeGreaterThan(5);
    }
  });
});
