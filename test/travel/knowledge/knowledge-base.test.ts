import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { dataFilePath } from '../../../src/data-paths.js';
import { loadKnowledgeBase } from '../../../src/travel/knowledge/index.js';
import { SUPPORTED_ORIGINS } from '../../../src/travel/knowledge/types.js';
import { DomainError } from '../../../src/errors.js';
import { parseCsv } from '../../../scripts/travel/csv.js';

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

/** The per-diem ceiling every curated record cites must equal its row, recomputed from the CSV. */
describe('per-diem figures match the published CSVs', () => {
  const dayMs = 86_400_000;
  const days = (start: number, end: number) => { const raw = Math.round((end - start) / dayMs) + 1; return raw > 0 ? raw : raw + 365; };
  const weighted = (rows: Array<{ l: number; d: number }>) => Math.round(rows.reduce((s, r) => s + r.l * r.d, 0) / rows.reduce((s, r) => s + r.d, 0));

  it('recomputes each cited row', () => {
    const foreign = parseCsv(readFileSync(dataFilePath('travel/per-diem/foreign-2026-04.csv'), 'utf8'));
    const conus = parseCsv(readFileSync(dataFilePath('travel/per-diem/conus-fy2026.csv'), 'utf8'));
    const fy = (t: string) => { const m = new Date(`${t} 2000`).getMonth(); return Date.parse(`${t} ${m >= 9 ? 2025 : 2026} UTC`); };
    const bad: string[] = [];
    let checked = 0;
    for (const d of kb.destinations) {
      const prov = d.costs.mid.provenance;
      if (/oconus/.test(prov.model ?? '')) continue;
      const row = /row (.+?)(;|$)/.exec(prov.source ?? '')?.[1] ?? '';
      const cited = Number(/business-travel ceiling (\d+) USD lodging/.exec(prov.source ?? '')?.[1]);
      const [left = '', right = ''] = row.split(' / ').length > 2 ? [row.slice(0, row.indexOf(' / ')), row.slice(row.indexOf(' / ') + 3)] : row.split(' / ');
      let expected: number | undefined;
      if (row === 'Standard CONUS rate') expected = Number(conus[0]?.['Lodging Rate']);
      else if (d.country === 'US') {
        const rows = conus.filter((r) => r['STATE'] === left && r['DESTINATION']?.trim() === right);
        expected = weighted(rows.map((r) => ({ l: Number(r['Lodging Rate']), d: r['SEASON BEGIN'] ? days(fy(r['SEASON BEGIN']), fy(r['SEASON END'] ?? '')) : 365 })));
      } else {
        const rows = foreign.filter((r) => r['Country'] === left && r['Location'] === right);
        expected = weighted(rows.map((r) => ({ l: Number(r['Lodging']), d: days(Date.parse(r['Season Start Date'] ?? ''), Date.parse(r['Season End Date'] ?? '')) })));
      }
      checked++;
      if (expected !== cited) bad.push(`${d.id}: row ${row} gives ${expected}, record cites ${cited}`);
    }
    console.log(`per-diem rows recomputed from the CSVs: ${checked}`);
    expect(checked).toBeGreaterThan(250);
    expect(bad).toEqual([]);
  });
});
