import { describe, expect, it } from 'vitest';
import { parseRequest } from './read-request.js';

/** Where the trip goes and what it rules out, as "name|country" ("name|state" where the country has states). */
const read = (text: string) => {
  const p = parseRequest(text);
  const named = (xs: ReadonlyArray<{ name: string; country?: string | null; admin1: string | null }>) =>
    xs.map((x) => `${x.name}|${x.country === 'US' ? x.admin1 : x.country}`);
  return { goes: named([...p.hard_places, ...p.soft_places]), not: named(p.excluded_places) };
};

describe('clauses pointing back to a name several places bear settle it and are no place of the trip', () => {
  it.each<[string, string]>([
    ['Four nights in Portland, the one in Maine, in September.', 'Portland|US-ME'],
    ['Trois jours à Valence, celle d’Espagne, en avril.', 'Valencia|ES'],
    ['Diez días en Córdoba, la de Argentina, en mayo.', 'Córdoba|AR'],
    ['Uma semana em Santiago, o do Chile, em março.', 'Santiago|CL'],
  ])('%s', (text, place) => {
    expect(read(text)).toEqual({ goes: [place], not: [] });
  });

  it.each<[string, string]>([
    ['Four nights in Córdoba, not the one in Spain, in September.', 'Córdoba|AR'],
    ['Diez días en Santiago, no el de Compostela, en mayo.', 'Santiago|CL'],
    ['Uma semana em Valência (Venezuela, não Espanha) em março.', 'Valencia|VE'],
  ])('a negated clause sets a reading aside and refuses no place: %s', (text, place) => {
    expect(read(text)).toEqual({ goes: [place], not: [] });
  });

  it('a negated clause alone settles the name to its other readings', () => {
    expect(read('A long weekend in Portland, not the one in Oregon, in October.')).toEqual({ goes: ['Portland|US-ME'], not: [] });
  });

  it('a negated place that points back to no name is still refused', () => {
    expect(read('Four nights in Portugal, not Lisbon, in September.')).toEqual({ goes: ['Portugal|PT'], not: ['Lisbon|PT'] });
  });
});
