import { describe, expect, it } from 'vitest';
import { oneTripSign, unplacedStops } from '../../../src/travel/engine/route/one-trip.js';

describe('a sign that the named places are stops of one trip', () => {
  it('counts a length split between stops only next to the stop names', () => {
    expect(oneTripSign('Two weeks in June from Paris: 4 nights in Lisbon and 4 nights in Porto', ['Lisbon', 'Porto'], 'en')).toBe(true);
    expect(oneTripSign('Lisbon and Porto in May from London: 3 days of food, 2 days of museums', ['Lisbon', 'Porto'], 'en')).toBe(false);
  });

  it('takes a request to compare the places as a choice, not a route', () => {
    expect(oneTripSign('Compare Lisbon and Porto in May from London: 3 nights in Lisbon, 3 nights in Porto', ['Lisbon', 'Porto'], 'en')).toBe(false);
    expect(oneTripSign('Lissabon und Porto im Mai vergleichen, erst Lissabon dann Porto', ['Lissabon', 'Porto'], 'de')).toBe(false);
  });

  it('reads arrows, a chain of dashes and a named route or itinerary as stops of one trip', () => {
    expect(oneTripSign('Madrid → Sevilla, 8 noches en abril', ['Madrid', 'Sevilla'], 'es')).toBe(true);
    expect(oneTripSign('Tokyo - Kyoto - Osaka, 12 days in April', ['Tokyo', 'Kyoto', 'Osaka'], 'en')).toBe(true);
    expect(oneTripSign('Notre itinéraire : Lyon et Annecy, une semaine en juin', ['Lyon', 'Annecy'], 'fr')).toBe(true);
    // Two places with a dash may be a flight or a comparison; a budget sign between them is no arrow.
    expect(oneTripSign('Lisbon - Porto: where is cheaper in May?', ['Lisbon', 'Porto'], 'en')).toBe(false);
    expect(oneTripSign('Lisbon for under > 2000 euros, or else Porto', ['Lisbon', 'Porto'], 'en')).toBe(false);
  });

  it('takes a country or region holding the places, named as their setting, as a sign', () => {
    expect(oneTripSign('Crete: Chania and Heraklion, 6 days in May', ['Chania', 'Heraklion'], 'en', true)).toBe(true);
    expect(oneTripSign('Crete: Chania and Heraklion, 6 days in May', ['Chania', 'Heraklion'], 'en')).toBe(false);
  });
});

describe('stops named that cannot be placed', () => {
  const unread = (text: string) => [{ text, code: 'unread_name' }];

  it('are the unplaced names among the stops or listed after the last', () => {
    const said = ['Edinburgh', 'Inverness'];
    expect(unplacedStops('Edinburgh, then Glenquarrock Falls, then Inverness, 7 days', said, unread('Glenquarrock Falls'))).toEqual(['Glenquarrock Falls']);
    expect(unplacedStops('Edinburgh, then Inverness, then Port Zorbin, 7 days', said, unread('Port Zorbin'))).toEqual(['Port Zorbin']);
    expect(unplacedStops('Edinburgh → Inverness → Port Zorbin', said, unread('Port Zorbin'))).toEqual(['Port Zorbin']);
  });

  it('are not a name elsewhere in the request, nor a part the reader left for another reason', () => {
    const said = ['Edinburgh', 'Inverness'];
    expect(unplacedStops('Edinburgh, then Inverness, 7 days. My friend Zorbin Falk joins us', said, unread('Zorbin Falk'))).toEqual([]);
    expect(unplacedStops('Edinburgh, then Glenquarrock, then Inverness', said, [{ text: 'Glenquarrock', code: 'vague_dates' }])).toEqual([]);
  });

  it('reads places asked of their order, of the nights at each or of the way between them as stops, whatever joins them', () => {
    const text = '14 days in Italy in April - Rome, Florence, Venice, maybe Naples/Pompeii. Which order, how many nights each?';
    expect(oneTripSign(text, ['Rome', 'Florence', 'Venice', 'Pompeii'], 'en')).toBe(true);
    expect(oneTripSign('12 days in May: London and Paris. How should we move between cities?', ['London', 'Paris'], 'en')).toBe(true);
    expect(oneTripSign('Lisbon and Porto in May: which is cheaper?', ['Lisbon', 'Porto'], 'en')).toBe(false);
  });
});
