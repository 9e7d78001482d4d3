import { describe, expect, it } from 'vitest';
import { oneTripSign } from '../../../src/travel/engine/route/one-trip.js';

describe('a sign that the named places are stops of one trip', () => {
  it('counts a length split between stops only next to the stop names', () => {
    expect(oneTripSign('Two weeks in June from Paris: 4 nights in Lisbon and 4 nights in Porto', ['Lisbon', 'Porto'], 'en')).toBe(true);
    expect(oneTripSign('Lisbon and Porto in May from London: 3 days of food, 2 days of museums', ['Lisbon', 'Porto'], 'en')).toBe(false);
  });

  it('takes a request to compare the places as a choice, not a route', () => {
    expect(oneTripSign('Compare Lisbon and Porto in May from London: 3 nights in Lisbon, 3 nights in Porto', ['Lisbon', 'Porto'], 'en')).toBe(false);
    expect(oneTripSign('Lissabon und Porto im Mai vergleichen, erst Lissabon dann Porto', ['Lissabon', 'Porto'], 'de')).toBe(false);
  });
});
