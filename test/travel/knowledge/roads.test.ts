import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import { estimateFlight, gatewaysFor } from '../../../src/travel/knowledge/index.js';
import { readTravelJson } from '../../../src/travel/knowledge/data-files.js';
import { closedBorder, roadBetween, type Closure } from '../../../src/travel/knowledge/models/roads.js';

const gazetteer = loadGazetteer();
const place = (name: string, country: string) => {
  const r = gazetteer.resolve(name, { countryHint: country }).find((x) => x.country === country);
  if (!r) throw new Error(`${name} does not resolve`);
  return r;
};

describe('closed borders and road links (data/travel/closed-borders.json, road-links.json)', () => {
  it('gives every closure two countries or one whole country, a start month, what closed and a source', () => {
    const file = readTravelJson<{ as_of: string; closures: Closure[] }>('closed-borders.json');
    expect(file.as_of).toMatch(/^\d{4}-\d{2}$/);
    for (const c of file.closures) {
      const codes = c.countries ?? (c.all_land_borders && c.country ? [c.country] : []);
      expect(codes.length, JSON.stringify(c)).toBeGreaterThan(0);
      for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
      expect(c.since).toMatch(/^\d{4}-\d{2}$/);
      expect(c.what.length).toBeGreaterThan(20);
      expect(c.source.length).toBeGreaterThan(5);
    }
  });

  it('closes a road across a recorded closure, in either direction, and a whole-country closure on every side', () => {
    expect(roadBetween('AM', 'TR')).toMatchObject({ open: false, closure: { since: '1993-04' } });
    expect(roadBetween('TR', 'AM').open).toBe(false);
    expect(closedBorder('GE', 'AZ')?.all_land_borders).toBe(true);
    expect(roadBetween('FR', 'ES').open).toBe(true);
    expect(roadBetween('US', 'US').open).toBe(true);
  });

  it('needs a land border or a fixed link between two countries', () => {
    expect(roadBetween('FI', 'EE')).toMatchObject({ open: false });
    expect(roadBetween('GB', 'FR').open).toBe(true);
    expect(roadBetween('SG', 'MY').open).toBe(true);
  });

  it('proposes no drive across a closed border, names why, and flies instead', () => {
    const kars = estimateFlight('EVN', place('Kars', 'TR'));
    expect(kars.mode).toBe('flight');
    expect(kars.provenance.note).toMatch(/AM-TR land border is closed/);
    expect(estimateFlight('HEL', place('Vyborg', 'RU')).mode).toBe('flight');
  });

  it('proposes no drive to an island the ferry legs reach, and still drives where a road leads', () => {
    const mykonos = estimateFlight('ATH', place('Mykonos', 'GR'));
    expect([mykonos.mode, mykonos.destination_airport]).toEqual(['flight', 'JMK']);
    expect(mykonos.ground_alternatives?.[0]?.mode).toBe('ferry');
    const sonoma = estimateFlight('SFO', place('Sonoma', 'US'));
    expect([sonoma.mode, sonoma.ground_leg]).toEqual(['ground', undefined]);
    expect(estimateFlight('NCE', place('Monaco', 'MC')).mode).toBe('ground');
  });

  it('does not serve a place through an airport across a closed border', () => {
    // Yerevan (EVN), a large airport, is the nearest one to Kars, across the closed Armenia-Turkey border.
    const kars = gatewaysFor(place('Kars', 'TR')).links.map((l) => l.iata);
    expect(kars).not.toContain('EVN');
    expect(kars).toContain('KSY');
  });
});
