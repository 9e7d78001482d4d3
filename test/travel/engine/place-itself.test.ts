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
