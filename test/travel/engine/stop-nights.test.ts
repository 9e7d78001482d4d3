import { describe, expect, it } from 'vitest';
import { shareNights, statedNights } from '../../../src/travel/engine/route/stop-nights.js';
import { context, testEngine } from './engine.js';

describe('nights between the stops of a route', () => {
  it('gives a base with side trips the most nights when the request gives no count', () => {
    expect(shareNights(7, [null, null], true).nights).toEqual([5, 2]);
    expect(shareNights(13, [null, null, null], true).nights).toEqual([7, 3, 3]);
    expect(shareNights(1, [null, null], true).nights).toEqual([1, 0]);
  });

  it('shares a tour equally when the request gives no count', () => {
    expect(shareNights(10, [null, null, null], false).nights).toEqual([4, 3, 3]);
    expect(shareNights(7, [null, null], false).nights).toEqual([4, 3]);
  });

  it('keeps the counts the request gives and shares the rest', () => {
    expect(shareNights(10, [null, 3], true)).toEqual({ nights: [7, 3], basis: ['shared', 'stated'], leftover: 0, added: 0 });
    expect(shareNights(10, [6, null, null], false).nights).toEqual([6, 2, 2]);
    // A count that leaves the other stop nothing is the whole trip's length.
    expect(shareNights(7, [7, null], true).nights).toEqual([5, 2]);
  });

  it('keeps the counts of a tour whose length was read from them alone, and gives the other stops their mean', () => {
    // "Córdoba for 3 nights, then Seville and Granada": the 3 nights read as the trip are Córdoba's.
    expect(shareNights(3, [3, null, null], false)).toEqual({ nights: [3, 3, 3], basis: ['stated', 'shared', 'shared'], leftover: 0, added: 6 });
    expect(shareNights(5, [3, 2, null], false).nights).toEqual([3, 2, 3]);
    // With a base, the count next to it is the whole trip's, shared with the side trip.
    expect(shareNights(7, [7, null], true).nights).toEqual([5, 2]);
  });

  it('gives the nights no stated count covers to the first stop, said', () => {
    expect(shareNights(13, [4, 4], false)).toEqual({ nights: [9, 4], basis: ['stated', 'stated'], leftover: 5, added: 0 });
  });

  it('reads a count next to a stop name, in any language', () => {
    expect(statedNights('Two weeks in Thailand: Bangkok, then 3 nights in Chiang Mai', 'en', ['Bangkok', 'Chiang Mai'])).toEqual([null, 3]);
    expect(statedNights('Zwei Wochen: erst Wien, dann zwei Nächte in Budapest', 'de', ['Wien', 'Budapest'])).toEqual([null, 2]);
    expect(statedNights('Dix jours : 4 nuits à Paris puis Lyon', 'fr', ['Paris', 'Lyon'])).toEqual([4, null]);
  });

  it('reads a bare number after a stop as its nights when the list gives the unit once', () => {
    expect(statedNights('Rome 3 nights, Florence 2, Venice 2 in October', 'en', ['Rome', 'Florence', 'Venice'])).toEqual([3, 2, 2]);
    expect(statedNights('Lisboa 3 noites, Sintra 1 e Porto 3, em outubro', 'pt', ['Lisboa', 'Sintra', 'Porto'])).toEqual([3, 1, 3]);
    // With no count given a unit, a number after a name is no stay ("Terminal 2", "Paris 2024").
    expect(statedNights('Rome, Florence 2, Venice in October', 'en', ['Rome', 'Florence', 'Venice'])).toEqual([null, null, null]);
  });

  it('says the split on the route', async () => {
    const res = await testEngine().search({ user_request: 'A week in Bangkok in January from London for two, with a side trip to Chiang Mai' }, context());
    const nights = res.route?.stops.map((s) => s.nights) ?? [];
    expect(nights[0]).toBeGreaterThanOrEqual(2 * (nights[1] ?? Infinity));
    expect(res.route?.notes.some((n) => n.startsWith('Nights: Bangkok'))).toBe(true);
    expect(res.route?.legs[0]?.mode).toBe('flight');
    expect(res.route?.legs[0]?.alternatives?.[0]?.mode).toBe('road');
  });
});
