import { describe, expect, it } from 'vitest';
import { airportByIata } from '../../../src/travel/geo/airports.js';
import { airLinkSuspension } from '../../../src/travel/knowledge/models/air-links.js';
import { scheduledRoute } from '../../../src/travel/knowledge/models/routes.js';

const EU_OR_RU = new Set(['RU', 'FR', 'DE', 'IT', 'ES', 'NL', 'PL', 'AT', 'FI', 'LV', 'LT', 'EE']);
const hubOf = (note: string | undefined) => /via ([A-Z]{3})/.exec(note ?? '')?.[1];

describe('air links suspended between countries', () => {
  it('turns a nonstop of the old route snapshot across a suspension into a connection, with the source and date', () => {
    for (const [from, to, since] of [
      ['DEL', 'LHE', '2025-04'],
      ['CMN', 'ALG', '2021-09'],
      ['CDG', 'SVO', '2022-02'],
      ['MIA', 'CCS', '2019-05'],
    ] as const) {
      const route = scheduledRoute(from, to);
      expect(route.status, `${from}-${to}`).toBe('connection');
      expect(route.provenance.tier).toBe('curated_baseline');
      expect(route.provenance.source).toContain('suspended-air-links.json');
      expect(route.provenance.note).toContain(`since ${since}`);
    }
  });

  it('routes the connection through a third country, never over a suspended leg', () => {
    const route = scheduledRoute('CDG', 'KZN');
    const hub = hubOf(route.provenance.note);
    expect(route.status).toBe('connection');
    expect(hub).toBeDefined();
    expect(EU_OR_RU.has(airportByIata(hub ?? '')?.country ?? '')).toBe(false);
    const dl = hubOf(scheduledRoute('DEL', 'LHE').provenance.note);
    expect(['IN', 'PK']).not.toContain(airportByIata(dl ?? '')?.country);
  });

  it('leaves routes within one country and between countries at peace as the data has them', () => {
    expect(airLinkSuspension('RU', 'RU')).toBeNull();
    expect(airLinkSuspension('RU', 'TR')).toBeNull();
    expect(airLinkSuspension('FR', 'RU')?.since).toBe('2022-02');
    expect(scheduledRoute('DEL', 'BOM').status).toBe('nonstop');
    expect(scheduledRoute('IST', 'SVO').status).toBe('nonstop');
  });
});
