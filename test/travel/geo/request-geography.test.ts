import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../../../src/travel/geo/index.js';

/** The request's own geography chooses among namesakes: countries it speaks of by adjective or people. */
const g = loadGazetteer();
const names = (text: string, lang: string) => g.extract(text, { lang }).map((m) => `${m.name}|${m.country}`);

describe("a country spoken of by adjective or people is part of the request's geography", () => {
  it('chooses the namesake in that country, in every language', () => {
    expect(names('Dieci giorni a Copacabana in piena estate brasiliana', 'it')).toEqual(['Copacabana|BR']);
    expect(names('Une semaine à Copacabana pour le réveillon, ambiance brésilienne', 'fr')).toEqual(['Copacabana|BR']);
    expect(names('A week in Copacabana for a Brazilian New Year', 'en')).toEqual(['Copacabana|BR']);
    expect(names('Queremos conocer Mérida, la comida venezolana nos encanta', 'es')).toEqual(['Mérida|VE']);
    expect(names('Dez dias em Mérida, adoramos a comida venezuelana', 'pt')).toEqual(['Mérida|VE']);
    expect(names('Eine Woche in Córdoba und viel spanische Sonne', 'de')).toEqual(['Córdoba|ES']);
  });

  it('adds no place of its own', () => {
    expect(names('Tre giorni a Roma con amici brasiliani', 'it')).toEqual(['Rome|IT']);
  });
});
