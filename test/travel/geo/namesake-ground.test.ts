import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../../../src/travel/geo/index.js';

/**
 * A namesake the request says which of: a clause after the name that names its country by an adjective or its state by
 * name ("the Scottish one", "la argentina", "the Alabama one"), which is no place of its own; and the request's other
 * specific places, near one namesake and an ocean from the others.
 */
const g = loadGazetteer();
const read = (text: string, lang = 'en') => g.extract(text, { lang }).map((m) => `${m.name}|${m.country ?? ''}`);

describe('a clause naming the namesake by its country or state', () => {
  it.each([
    ['Planning 5 nights in Perth, the Scottish one, in late April', 'en', ['Perth|GB']],
    ['Weekend in Birmingham, the Alabama one, for the museums', 'en', ['Birmingham|US']],
    ['Quiero ir a Córdoba (la argentina) una semana en abril', 'es', ['Córdoba|AR']],
    ['Zwei Wochen in Perth, dem australischen, im Februar', 'de', ['Perth|AU']],
  ])('%s', (text, lang, places) => {
    expect(read(text, lang)).toEqual(places);
  });

  it('sets aside the namesake a negated clause names', () => {
    expect(read('Una semana en Córdoba, no la argentina, en abril', 'es')).toEqual(['Córdoba|ES']);
  });
});

describe('the ground the other places cover', () => {
  it('reads a namesake near two other named towns over a world city an ocean away', () => {
    expect(read('Two weeks driving between Toronto, Kitchener and London')).toEqual(['Toronto|CA', 'Kitchener|CA', 'London|CA']);
  });

  it('leaves the world city when one other place alone is far from it', () => {
    expect(read('Toronto and London in May')).toEqual(['Toronto|CA', 'London|GB']);
  });

  it('chooses nothing when the other places lie far apart', () => {
    expect(read('Tokyo, Lima and Paris')).toEqual(['Tokyo|JP', 'Lima|PE', 'Paris|FR']);
  });
});
