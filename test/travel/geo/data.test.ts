import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import type { CuratedPark, CuratedRegion } from '../../../src/travel/geo/curated.js';

const read = <T>(file: string): T => JSON.parse(readFileSync(new URL(`../../../data/geo/${file}`, import.meta.url), 'utf8')) as T;
const regions = read<{ regions: CuratedRegion[] }>('regions.json').regions;
const parks = read<{ parks: CuratedPark[] }>('parks.json').parks;
const g = loadGazetteer();
const isoStates = (codes: string[]) => codes.filter((c) => !g.byId(`state:${c.toLowerCase()}`));

describe('curated regions and coasts (data/geo/regions.json)', () => {
  it('has at least 80 records, each with a source basis and an as_of date', () => {
    expect(regions.length).toBeGreaterThanOrEqual(80);
    for (const r of regions) {
      expect(r.source.length, r.id).toBeGreaterThan(20);
      expect(r.as_of, r.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(r.members.length, r.id).toBeGreaterThan(0);
    }
  });

  it('covers the regions the issue names', () => {
    for (const name of [
      'Northern California',
      'New England',
      'Pacific Northwest',
      'Florida Keys',
      'Scottish Highlands',
      'Amalfi Coast',
      'Algarve',
      'French Riviera',
      'Dalmatian Coast',
      'Balkans',
      'Scandinavia',
      'Patagonia',
      'Southeast Asia',
      'the Caribbean',
      'the Mediterranean',
      'Big Sur',
      'Napa Valley',
      'the Rockies',
      'the Big Island',
      'Japanese Alps',
      'Tuscany',
      'Provence',
      'Andalusia',
      'Cotswolds',
      'Lake District',
      'Bavarian Alps',
      'Swiss Alps',
      'Greek Islands',
      'Cyclades',
      'Balearics',
      'Canary Islands',
      'Riviera Maya',
      "Costa Rica's Pacific coast",
      'Sacred Valley',
      'Atacama',
      'Kruger area',
      'Garden Route',
      'Bali',
      'Northern Thailand',
      'Kyushu',
      'Hokkaido',
      'South Island',
      'Great Barrier Reef',
      'the Outback',
      'Gold Coast',
      'the Maritimes',
      'Canadian Rockies',
    ]) {
      expect(['region', 'coast'], name).toContain(g.resolve(name)[0]?.type);
    }
  });

  it('uses only ISO 3166-2 codes the gazetteer knows, and existing countries', () => {
    for (const r of regions) {
      for (const m of r.members) {
        expect(isoStates(m.admin1 ?? []), r.id).toEqual([]);
        for (const c of m.countries ?? []) expect(g.country(c), `${r.id} ${c}`).toBeDefined();
        if (m.bbox) expect(m.bbox[0] < m.bbox[2] && m.bbox[1] < m.bbox[3], r.id).toBe(true);
      }
    }
  });

  it('every region contains at least one known place (no membership is empty or mistyped)', () => {
    for (const r of regions) {
      const ref = { type: r.type, id: r.id, name: r.name, country: null, confidence: 1 };
      expect(g.placesWithin(ref, 1).length, r.id).toBe(1);
    }
  });
});

describe('curated parks (data/geo/parks.json)', () => {
  it('has all 63 US national parks and at least 40 elsewhere, each sourced and dated', () => {
    const us = parks.filter((p) => p.source.includes('US National Park Service'));
    expect(us).toHaveLength(63);
    expect(parks.length - us.length).toBeGreaterThanOrEqual(40);
    for (const p of parks) {
      expect(p.as_of, p.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Math.abs(p.lat) <= 90 && Math.abs(p.lon) <= 180, p.id).toBe(true);
      expect(p.radius_km, p.id).toBeGreaterThan(0);
      expect(g.country(p.country), p.id).toBeDefined();
      if (p.admin1) expect(isoStates([p.admin1]), p.id).toEqual([]);
    }
  });

  it('each park resolves by its own name and its centroid has a time zone', () => {
    for (const p of parks) {
      expect(g.resolve(p.name)[0]?.id, p.name).toBe(p.id);
      expect(g.timeZoneAt(p.lat, p.lon)).toMatch(/\//);
    }
  });
});

describe('lookups', () => {
  it('byId round-trips resolved ids, including GeoNames cities', () => {
    for (const id of ['city:us-portland-me', 'city:fr-paris-idf', 'state:us-ca', 'country:jp', 'region:tuscany', 'park:us-zion', 'coast:big-sur']) {
      expect(g.byId(id)?.id).toBe(id);
    }
    expect(g.byId('city:us-portland-or')?.admin1).toBe('US-OR');
    expect(g.byId('city:zz-nowhere')).toBeUndefined();
  });
  it('country() gives name, region and subregion', () => {
    expect(g.country('pt')).toEqual({ code: 'PT', name: 'Portugal', region: 'Europe', subregion: 'Southern Europe' });
    expect(g.country('XX')).toBeUndefined();
  });
  it('timeZoneAt uses tz-lookup', () => {
    expect(g.timeZoneAt(37.77, -122.42)).toBe('America/Los_Angeles');
    expect(g.timeZoneAt(35.68, 139.69)).toBe('Asia/Tokyo');
  });
  it('loadGazetteer is cached', () => {
    expect(loadGazetteer()).toBe(g);
  });
});
