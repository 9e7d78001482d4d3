import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { dataFilePath } from '../../../src/data-paths.js';
import { loadKnowledgeBase } from '../../../src/travel/knowledge/index.js';
import { SUPPORTED_ORIGINS } from '../../../src/travel/knowledge/types.js';
import { DomainError } from '../../../src/errors.js';

const kb = loadKnowledgeBase();
const need = (id: string) => {
  const d = kb.byId(id);
  if (!d) throw new Error(`missing ${id}`);
  return d;
};

describe('loadKnowledgeBase', () => {
  it('is loaded once and cached', () => {
    expect(loadKnowledgeBase()).toBe(kb);
  });

  it('returns the curated profile for a supported origin', () => {
    const paris = need('paris');
    const p = kb.flightProfile(paris, 'jfk');
    expect(p).toMatchObject({ origin: 'JFK', supported_origin: true, nonstop: true, mode: 'flight' });
    expect(p.nonstop_provenance.tier).toBe('curated_baseline');
    expect(p.warning).toBeUndefined();
  });

  it('models any other origin and flags it so the engine can warn', () => {
    const p = kb.flightProfile(need('maui'), 'SEA');
    expect(p.supported_origin).toBe(false);
    expect(p.origin).toBe('SEA');
    expect(p.provenance.tier).toBe('model_estimate');
    expect(p.warning).toMatch(/not a supported flight-profile origin/);
    expect(() => kb.flightProfile(need('maui'), 'XXX')).toThrow(DomainError);
  });

  it('drives rather than flies from SFO to the Northern California records', () => {
    for (const id of ['muir-woods-marin', 'napa-valley', 'point-reyes', 'santa-cruz']) {
      expect(need(id).flights.SFO.mode).toBe('ground');
    }
    expect(need('redwood-national-park').flights.SFO.mode).toBe('flight');
  });

  it('estimates any place with model-labelled climate, costs and flights', () => {
    const e = kb.estimateForPlace({ lat: 44.43, lon: 26.1, country: 'RO', name: 'Bucharest' });
    expect(e.climate.provenance.tier).toBe('model_estimate');
    expect(e.costs.per_diem_row).toBe('ROMANIA / Bucharest');
    expect(e.costs.costs.mid.provenance.tier).toBe('model_estimate');
    for (const o of SUPPORTED_ORIGINS) expect(e.flights[o].provenance.model).toBe('great_circle_flight_model_v1');
    expect(e.flights.LHR.distance_km).toBeLessThan(e.flights.LAX.distance_km);
  });
});

/**
 * The per-diem ceiling every curated record cites must equal its row in the shipped per-diem tables
 * (built from the published CSVs, pinned by SHA-256, by scripts/travel/build-per-diem.ts).
 */
describe('per-diem figures match the shipped per-diem tables', () => {
  type Row = number[];
  const foreign = JSON.parse(readFileSync(dataFilePath('travel/per-diem-foreign.json'), 'utf8')) as {
    countries: Record<string, { name: string; locations: Record<string, Row> }>;
  };
  const conus = JSON.parse(readFileSync(dataFilePath('travel/per-diem-conus.json'), 'utf8')) as { standard: Row; states: Record<string, Record<string, Row>> };
  const foreignRow = (country: string, location: string) => Object.values(foreign.countries).find((c) => c.name === country)?.locations[location];

  it('finds each cited row with the cited lodging ceiling', () => {
    const bad: string[] = [];
    let checked = 0;
    for (const d of kb.destinations) {
      const prov = d.costs.mid.provenance;
      if (/oconus/.test(prov.model ?? '')) continue;
      const row = /row (.+?)(;|$)/.exec(prov.source ?? '')?.[1] ?? '';
      const cited = Number(/business-travel ceiling (\d+) USD lodging/.exec(prov.source ?? '')?.[1]);
      const cut = row.indexOf(' / ');
      const [left, right] = [row.slice(0, cut), row.slice(cut + 3)];
      const found = row === 'Standard CONUS rate' ? conus.standard : d.country === 'US' ? conus.states[left]?.[right] : foreignRow(left, right);
      checked++;
      if (found?.[0] !== cited) bad.push(`${d.id}: row ${row} gives ${found?.[0]}, record cites ${cited}`);
    }
    expect(checked).toBeGreaterThan(250);
    expect(bad).toEqual([]);
  });
});
