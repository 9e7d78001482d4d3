import { describe, expect, it } from 'vitest';
import { loadGazetteer, type PlaceRef, type PlaceType, type PointLike } from '../../../src/travel/geo/index.js';

const g = loadGazetteer();
const ref = (id: string): PlaceRef => {
  const p = g.byId(id);
  if (!p) throw new Error(`no place ${id}`);
  return { type: p.type as PlaceType, id: p.id, name: p.name, country: p.country || null, confidence: 1 };
};
const pt = (country: string, lat: number, lon: number, admin1?: string | null): PointLike => ({ country, lat, lon, admin1 });

describe('contains: regions defined by admin-1 plus a box', () => {
  const norcal = ref('region:northern-california');
  const socal = ref('region:southern-california');
  it('puts San Francisco and Lake Tahoe (CA side) in Northern California, not Southern', () => {
    expect(g.contains(norcal, pt('US', 37.77, -122.42, 'US-CA'))).toBe(true);
    expect(g.contains(norcal, pt('US', 38.94, -119.98, 'US-CA'))).toBe(true);
    expect(g.contains(socal, pt('US', 37.77, -122.42, 'US-CA'))).toBe(false);
  });
  it('puts Los Angeles in Southern California only', () => {
    expect(g.contains(socal, pt('US', 34.05, -118.24, 'US-CA'))).toBe(true);
    expect(g.contains(norcal, pt('US', 34.05, -118.24, 'US-CA'))).toBe(false);
  });
  it('rejects points just across the state line even inside the box', () => {
    // Reno, NV and Stateline, NV lie inside the Northern California box but not in US-CA.
    expect(g.contains(norcal, pt('US', 39.53, -119.81, 'US-NV'))).toBe(false);
    expect(g.contains(norcal, pt('US', 38.96, -119.94, 'US-NV'))).toBe(false);
  });
  it('infers admin-1 from the nearest city when the point has none', () => {
    expect(g.contains(norcal, pt('US', 38.58, -121.49))).toBe(true); // Sacramento
    expect(g.contains(norcal, pt('US', 39.53, -119.81))).toBe(false); // Reno
  });
  it('accepts a bare state code for US points', () => {
    expect(g.contains(norcal, pt('US', 37.77, -122.42, 'CA'))).toBe(true);
  });
});

describe('contains: coasts and small regions, just inside and just outside', () => {
  it('Amalfi Coast holds Positano but not Naples or Sorrento-side Capri', () => {
    const amalfi = ref('coast:amalfi-coast');
    expect(g.contains(amalfi, pt('IT', 40.628, 14.485, 'IT-72'))).toBe(true);
    expect(g.contains(amalfi, pt('IT', 40.852, 14.268, 'IT-72'))).toBe(false);
    expect(g.contains(amalfi, pt('IT', 40.551, 14.243, 'IT-72'))).toBe(false);
  });
  it('Florida Keys hold Key West and Marathon, not Miami', () => {
    const keys = ref('coast:florida-keys');
    expect(g.contains(keys, pt('US', 24.555, -81.78, 'US-FL'))).toBe(true);
    expect(g.contains(keys, pt('US', 24.713, -81.09, 'US-FL'))).toBe(true);
    expect(g.contains(keys, pt('US', 25.76, -80.19, 'US-FL'))).toBe(false);
  });
  it('French Riviera includes Monaco and Nice, excludes Marseille', () => {
    const riviera = ref('coast:french-riviera');
    expect(g.contains(riviera, pt('MC', 43.738, 7.424))).toBe(true);
    expect(g.contains(riviera, pt('FR', 43.7, 7.27, 'FR-PAC'))).toBe(true);
    expect(g.contains(riviera, pt('FR', 43.3, 5.37, 'FR-PAC'))).toBe(false);
  });
  it('Scottish Highlands (polygon) hold Inverness and Fort William, not Edinburgh or Glasgow', () => {
    const highlands = ref('region:scottish-highlands');
    expect(g.contains(highlands, pt('GB', 57.48, -4.22, 'GB-SCT'))).toBe(true);
    expect(g.contains(highlands, pt('GB', 56.82, -5.11, 'GB-SCT'))).toBe(true);
    expect(g.contains(highlands, pt('GB', 55.95, -3.19, 'GB-SCT'))).toBe(false);
    expect(g.contains(highlands, pt('GB', 55.86, -4.25, 'GB-SCT'))).toBe(false);
  });
  it('the Outback (polygon) holds Alice Springs, not Darwin or Sydney', () => {
    const outback = ref('region:outback');
    expect(g.contains(outback, pt('AU', -23.7, 133.88))).toBe(true);
    expect(g.contains(outback, pt('AU', -12.46, 130.84))).toBe(false);
    expect(g.contains(outback, pt('AU', -33.87, 151.21))).toBe(false);
  });
});

describe('contains: multi-country and subregion regions', () => {
  it('Scandinavia is Denmark, Norway and Sweden but not Finland', () => {
    const sc = ref('region:scandinavia');
    expect(g.contains(sc, pt('NO', 59.91, 10.75))).toBe(true);
    expect(g.contains(sc, pt('FI', 60.17, 24.94))).toBe(false);
    expect(g.contains(ref('region:nordics'), pt('FI', 60.17, 24.94))).toBe(true);
  });
  it('Southeast Asia follows the UN subregion', () => {
    const sea = ref('region:southeast-asia');
    expect(g.contains(sea, pt('TH', 13.75, 100.5))).toBe(true);
    expect(g.contains(sea, pt('IN', 28.61, 77.21))).toBe(false);
  });
  it('Patagonia spans Argentina and Chile south of ~39S', () => {
    const pat = ref('region:patagonia');
    expect(g.contains(pat, pt('AR', -41.13, -71.31))).toBe(true); // Bariloche
    expect(g.contains(pat, pt('CL', -53.16, -70.91))).toBe(true); // Punta Arenas
    expect(g.contains(pat, pt('AR', -34.6, -58.38))).toBe(false); // Buenos Aires
  });
});

describe('contains: countries, states, parks and cities', () => {
  it('country and state membership', () => {
    expect(g.contains(ref('country:it'), pt('IT', 43.77, 11.25))).toBe(true);
    expect(g.contains(ref('country:it'), pt('SM', 43.94, 12.45))).toBe(false);
    expect(g.contains(ref('state:us-me'), pt('US', 43.66, -70.26, 'US-ME'))).toBe(true);
    expect(g.contains(ref('state:us-me'), pt('US', 43.07, -70.76))).toBe(false); // Portsmouth, NH, inferred
  });
  it('parks by id or within their editorial radius', () => {
    const yose = ref('park:us-yosemite');
    expect(g.contains(yose, pt('US', 37.75, -119.59, 'US-CA'))).toBe(true);
    expect(g.contains(yose, { country: 'US', lat: 10, lon: 10, parkIds: ['park:us-yosemite'] })).toBe(true);
    expect(g.contains(yose, pt('US', 37.34, -121.89, 'US-CA'))).toBe(false); // San Jose
  });
  it('cities by destination id or distance', () => {
    const paris = ref('city:fr-paris-idf');
    expect(g.contains(paris, pt('FR', 48.86, 2.35))).toBe(true);
    expect(g.contains(paris, pt('FR', 48.8, 2.13))).toBe(true); // Versailles, metropolitan area
    expect(g.contains(paris, pt('FR', 49.44, 1.1))).toBe(false); // Rouen
    expect(g.contains(ref('city:us-paris-tx'), pt('FR', 48.86, 2.35))).toBe(false);
  });
  it('unknown ids contain nothing', () => {
    expect(g.contains({ type: 'region', id: 'region:atlantis', name: 'Atlantis', country: null, confidence: 1 }, pt('GR', 36.4, 25.4))).toBe(false);
  });
});

describe('placesWithin', () => {
  it('lists notable places inside a region, all of them contained, most important first', () => {
    const tuscany = ref('region:tuscany');
    const inside = g.placesWithin(tuscany, 8);
    expect(inside).toHaveLength(8);
    expect(inside.map((p) => p.name)).toContain('Florence');
    for (const p of inside) expect(g.contains(tuscany, { country: p.country, admin1: p.admin1, lat: p.lat, lon: p.lon })).toBe(true);
  });
  it('includes curated parks inside a state', () => {
    const ca = g.placesWithin(ref('state:us-ca'), 40).map((p) => p.id);
    expect(ca).toContain('park:us-yosemite');
    expect(ca).toContain('city:us-los-angeles-ca');
    expect(ca).not.toContain('park:us-zion');
  });
});
