import { describe, expect, it } from 'vitest';
import { refusingVerbEnd } from '../../../src/travel/intent/refusal-verbs.js';
import { tokenize } from '../../../src/travel/intent/tokens.js';
import { placesOf } from './read-request.js';

describe('verbs of refusing from the wordnet are read in their inflected forms', () => {
  it.each<[string, 'en' | 'fr' | 'es' | 'de' | 'it' | 'pt', number]>([
    ['evitiamo', 'it', 1],
    ['renunciamos', 'es', 1],
    ['omitted', 'en', 1],
    ['gave up', 'en', 2],
    ['ausgelassen', 'de', 1],
    ['lassen wir weg .', 'de', 3],
  ])('%s', (text, lang, end) => {
    expect(refusingVerbEnd(tokenize(text), 0, lang)).toBe(end);
  });

  it('a German split verb without its particle closing the clause refuses nothing', () => {
    expect(refusingVerbEnd(tokenize('lassen wir uns treiben .'), 0, 'de')).toBe(-1);
  });

  it('an English verb with a particle takes a named object before the particle, and no other words', () => {
    expect(refusingVerbEnd(tokenize('leave the Algarve out .'), 0, 'en')).toBe(4);
    expect(refusingVerbEnd(tokenize('leave out Dubrovnik'), 0, 'en')).toBe(2);
    expect(refusingVerbEnd(tokenize('leave Lisbon and head out .'), 0, 'en')).toBe(-1);
    expect(refusingVerbEnd(tokenize('leave early tomorrow .'), 0, 'en')).toBe(-1);
  });
});

describe('an English refusing verb with its object before the particle rules the object out', () => {
  it.each<[string, string[], string[]]>([
    ['Two weeks in Portugal, but leave the Algarve out.', ['Portugal'], ['Algarve']],
    ['Portugal road trip, leave Porto and Braga out this time.', ['Portugal'], ['Porto', 'Braga']],
    ['Croatia in June, leave out Dubrovnik.', ['Croatia'], ['Dubrovnik']],
  ])('%s', (text, goes, not) => {
    const p = placesOf(text);
    expect(p.goes).toEqual(goes);
    expect([...p.not].sort()).toEqual([...not].sort());
  });
});

describe('a refusing predicate after a coordinated list of places rules out every place of the list', () => {
  it.each<[string, string[], string[]]>([
    ['Sintra and Cascais we will skip, Évora for three nights.', ['Évora'], ['Sintra', 'Cascais']],
    ['Lyon et Grenoble, on les évite cette fois. Annecy en juin.', ['Annecy'], ['Lyon', 'Grenoble']],
    ['Valencia y Alicante las descartamos; mejor Cádiz en junio.', ['Cadiz'], ['Valencia', 'Alicante']],
    ['Hamburg und Bremen lassen wir diesmal aus. Lieber Lübeck.', ['Lübeck'], ['Hamburg', 'Bremen']],
    ['Rimini e Riccione le saltiamo, meglio Cesenatico.', ['Cesenatico'], ['Rimini', 'Riccione']],
  ])('%s', (text, goes, not) => {
    const p = placesOf(text);
    expect(p.goes).toEqual(goes);
    expect([...p.not].sort()).toEqual([...not].sort());
  });

  it('a German split verb rules out the places inside its bracket', () => {
    expect(placesOf('Wir lassen Hamburg und Bremen diesmal weg. Lieber Lübeck.')).toMatchObject({ goes: ['Lübeck'], not: ['Hamburg', 'Bremen'] });
  });

  it('a negation after a bare comma list refuses only its own place', () => {
    expect(placesOf('Madrid, Toledo, Segovia no.')).toMatchObject({ goes: ['Madrid', 'Toledo'], not: ['Segovia'] });
  });

  it('a place refused before a comma keeps its negation from the place after it', () => {
    expect(placesOf('Agadir non, Tanger oui, une semaine en mai.')).toMatchObject({ goes: ['Tangier'], not: ['Agadir'] });
  });
});
