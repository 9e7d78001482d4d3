import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { malariaRows } from '../../../scripts/travel/build-malaria.js';

const json = (name: string) => JSON.parse(readFileSync(new URL(`../../../data/travel/${name}`, import.meta.url), 'utf8'));
const row = (country: string, areas: string, risk: string, prevention: string) =>
  `<tr><td class="columnEven boldedText" headers="Country" align="center">${country}</td>` +
  `<td class="columnOdd" headers="Areas">${areas}</td><td class="columnEven" headers="Risk" align="center">${risk}</td>` +
  `<td class="columnOdd" headers="Recommendations">${prevention}</td></tr>`;

describe('the CDC malaria table as built', () => {
  it('reads each row: the whole country, a height limit or exceptions as parts, none, and leaves out news headings', () => {
    const page = `<table><tbody>${[
      row('Ghana', 'All', 'High', 'Atovaquone-proguanil, doxycycline, or mefloquine'),
      row('Kenya', 'Present in all areas at altitudes below 2,500 m (8,202ft).', 'Moderate', 'Atovaquone-proguanil'),
      row('Brazil', 'Malaria Outbreak: Bahia State, Brazil All areas of the states of Acre. No malaria in Rio de Janeiro.', 'Low', 'x'),
      row('Italy', 'Four cases reported in agricultural workers.', 'None', 'Mosquito avoidance'),
      row('Azores (Portugal)', 'None', 'None', 'Not Applicable'),
    ].join('')}</tbody></table>`;
    const rows = malariaRows([page]);
    expect(Object.keys(rows).sort()).toEqual(['BR', 'GH', 'IT', 'KE']);
    expect(rows.GH?.reach).toBe('all');
    expect(rows.KE?.reach).toBe('partial');
    expect(rows.BR).toMatchObject({ reach: 'partial', areas: 'All areas of the states of Acre. No malaria in Rio de Janeiro.', risk: 'low' });
    expect(rows.IT?.reach).toBe('none');
  });

  it('ships a row per country with the CDC words, and the WHO certifications since', () => {
    const f = json('malaria.json');
    expect(f.as_of).toBe('2018-11-16');
    expect(Object.keys(f.countries).length).toBeGreaterThan(200);
    for (const m of Object.values(f.countries) as Array<{ reach: string; areas: string }>) {
      expect(['none', 'all', 'partial']).toContain(m.reach);
      expect(m.areas.length).toBeGreaterThan(0);
    }
    expect(Object.keys(f.certified_malaria_free_since)).toEqual(expect.arrayContaining(['AR', 'CN', 'EG']));
  });
});

describe('the editorial yellow-fever table', () => {
  it('names its source and date, is marked unverified, and gives the areas of every country at risk in parts', () => {
    const f = json('yellow-fever.json');
    expect(f.verified).toBe(false);
    expect(f.source).toMatch(/WHO.*CDC Yellow Book 2026/);
    for (const [code, c] of Object.entries(f.countries) as Array<[string, { risk: string; areas?: string; certificate?: string }]>) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(['yes', 'partial', 'low', 'none']).toContain(c.risk);
      if (c.risk === 'partial') expect(c.areas, code).toBeTruthy();
      if (c.risk === 'none') expect(c.certificate, code).toBe('from_risk_countries');
    }
  });
});
