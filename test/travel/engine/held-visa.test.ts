import { describe, expect, it } from 'vitest';
import { readTravelJson } from '../../../src/travel/knowledge/data-files.js';
import { context, testEngine } from './engine.js';

const search = (user_request: string, passports?: string[]) => testEngine().search({ user_request, ...(passports ? { passports } : {}) }, context());

/** A passport that needs a visa where a visa held for another country admits it: the condition is said, never dropped. */
describe('entry on a visa or residence held for another country (entry-held-visa.json)', () => {
  it.each([
    [
      'We are Indian citizens living in Toronto, a week in Cancun in February',
      /Mexico: India passport holders need a visa.*No visa is needed, though, for up to 180 days.*United States.*Starting from Canada/,
    ],
    [
      'Somos indios, una semana en Bogotá, Colombia, en marzo desde Madrid',
      /Colombia: India passport holders need an e-visa.*No visa is needed, though, for up to 90 days.*United States or a Schengen state/,
    ],
  ])('states the held-visa condition beside the visa rule: %s', async (text, words) => {
    const r = (await search(text)).results[0];
    const visa = r?.warnings.find((w) => w.code === 'visa_required' || w.code === 'entry_authorisation_required');
    expect(visa?.message).toMatch(words);
    expect(visa?.message.length).toBeLessThanOrEqual(500);
    expect(visa?.source).toMatch(/held visa or residence/);
  });

  it('adds nothing where the passport needs no visa', async () => {
    const r = (await search('A week in Cancun in February from Tokyo', ['JP'])).results[0];
    expect(r?.warnings.map((w) => w.message).join(' ')).not.toMatch(/No visa is needed, though/);
  });

  it('has a source for every row and no condition longer than a warning can carry', async () => {
    const rows = readTravelJson<{ rows: Array<{ destination: string; source: string }> }>('entry-held-visa.json').rows;
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const row of rows) expect(row.source.length, row.destination).toBeGreaterThan(20);
  });
});
