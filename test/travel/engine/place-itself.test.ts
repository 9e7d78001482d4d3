import { describe, expect, it } from 'vitest';
import { context, testEngine } from './engine.js';

/**
 * A named island, region or coast stands for itself when the gazetteer holds no place inside it (the villages of Stromboli
 * are too small for it): the answer offers the place, reached through its airports, instead of no match.
 */
describe('a named place with nothing inside it the data holds', () => {
  it('is its own candidate instead of no match', async () => {
    const res = await testEngine().search({ user_request: 'A week on Stromboli in June from London, two of us' }, context());
    expect(res.match_status.status).toBe('matched');
    expect(res.results.map((r) => r.name)).toEqual(['Stromboli']);
    expect(res.results[0]?.flight_snapshot?.destination_airport).toMatch(/^(SUF|CTA|REG|NAP|PMO)$/);
  });

  it('comes after the places inside it, where the data holds enough of them', async () => {
    const res = await testEngine().search({ user_request: 'A week in Tuscany in June from London, two of us' }, context());
    expect(res.results.length).toBeGreaterThanOrEqual(3);
    expect(res.results.map((r) => r.name)).not.toContain('Tuscany');
  });
});

describe('hedged places', () => {
  const countryOf = (id: string) => testEngine().catalog.byId(id)?.country;

  it('are searched where they narrow a hard place', async () => {
    const res = await testEngine().search({ user_request: 'Ski trip to Japan in January for two from Sydney, maybe Niseko or Hakuba' }, context());
    expect(res.results.map((r) => r.name).sort()).toEqual(['Hakuba', 'Niseko (Hokkaido)']);
  });

  it('are the places searched when no place is hard, and never widen a hard scope', async () => {
    const spain = await testEngine().search({ user_request: 'A week of beach in May for two from London, maybe Spain' }, context());
    expect(spain.results.length).toBeGreaterThan(0);
    expect(spain.results.every((r) => countryOf(r.id) === 'ES')).toBe(true);
    const res = await testEngine().search(
      {
        user_request: 'A week in Portugal in May for two from London',
        destination_constraints: [{ type: 'country', value: 'Spain', hard: false }],
      },
      context(),
    );
    expect(res.results.every((r) => countryOf(r.id) === 'PT')).toBe(true);
  });
});
