import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import { reachPenalty } from '../../../src/travel/geo/trip-reach.js';
import { parseIntent } from '../../../src/travel/intent/index.js';

const g = loadGazetteer();
const now = new Date('2026-01-14T12:00:00Z');
/** Name and country of each destination the reader finds. */
const trip = (text: string) =>
  parseIntent({ user_request: text, reference_date: '2026-01-14' }, { now: () => now, gazetteer: g }).details.hard_geography.map(
    (p) => `${p.name}|${p.country}`,
  );
const madrid = { lat: 40.47, lon: -3.56 };

describe('how far a trip of a stated length goes', () => {
  it('costs nothing within reach, grows with the share of the trip spent travelling, and stops at 0.5', () => {
    expect(reachPenalty(madrid, { lat: 40.63, lon: -3.17 }, 2)).toBe(0);
    const guadalajaraMx = { lat: 20.67, lon: -103.35 };
    expect(reachPenalty(madrid, guadalajaraMx, 2)).toBe(0.5);
    expect(reachPenalty(madrid, guadalajaraMx, 21)).toBe(0);
    expect(reachPenalty(madrid, guadalajaraMx, 5)).toBeGreaterThan(reachPenalty(madrid, guadalajaraMx, 6));
    expect(reachPenalty(madrid, guadalajaraMx, 6)).toBeGreaterThan(0);
    expect(reachPenalty(madrid, guadalajaraMx, 7)).toBe(0);
    expect(reachPenalty(madrid, guadalajaraMx, 0)).toBe(0);
  });

  it('reads a namesake within a short trip from the origin, and the far one for a long trip', () => {
    expect(trip('Un fin de semana en Guadalajara, salimos de Madrid')).toEqual(['Guadalajara|ES']);
    expect(trip('Guadalajara, salimos de Madrid')).toEqual(['Guadalajara|MX']);
    expect(trip('A long weekend in Perth, flying out of Edinburgh')).toEqual(['Perth|GB']);
    expect(trip('Three weeks in Perth from Manchester')).toEqual(['Perth|AU']);
    expect(trip('Tres días en Valladolid saliendo de Mérida')).toEqual(['Valladolid|MX']);
  });

  it('takes the length from two named days when none is stated', () => {
    expect(trip('Vamos a Santiago, salimos de Sevilla el viernes 6 y volvemos el domingo 8 de febrero')).toEqual(['Santiago de Compostela|ES']);
  });

  it('leaves a world city to a weekend from far away when no namesake lies near', () => {
    expect(trip('A weekend in Paris from Dallas')).toEqual(['Paris|FR']);
    expect(trip('A weekend in Moscow from Boston')).toEqual(['Moscow|RU']);
  });
});
