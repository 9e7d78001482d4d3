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

describe('names settle each other among all their comparable readings, not only their first', () => {
  it('reads two names as the pair that lie together, though each alone reads elsewhere', () => {
    expect(names('desde Sarria hasta Santiago a pie', 'es')).toEqual(['Sarria|ES', 'Santiago de Compostela|ES']);
    expect(names("à pied de Sarria jusqu'à Santiago", 'fr')).toEqual(['Sarria|ES', 'Santiago de Compostela|ES']);
    expect(names('zu Fuß von Sarria nach Santiago', 'de')).toEqual(['Sarria|ES', 'Santiago de Compostela|ES']);
    expect(names('a piedi da Sarria a Santiago', 'it')).toEqual(['Sarria|ES', 'Santiago de Compostela|ES']);
    expect(names('a pé de Sarria até Santiago', 'pt')).toEqual(['Sarria|ES', 'Santiago de Compostela|ES']);
  });

  it('lets the route choose a longer name from a comparable reading of where the traveller leaves from', () => {
    expect(names('walking from Sarria to Santiago', 'en')[1]).toBe('Santiago de Compostela|ES');
  });

  it('lets no two weak namesakes in one far country vouch for each other', () => {
    expect(names('Crete or Madeira over Easter? Family of four from Leeds.', 'en').slice(0, 2)).toEqual(['Crete|GR', 'Autonomous Region of Madeira|PT']);
  });

  it("never lets a name's own readings pull it, whether said twice or as the origin", () => {
    expect(names('quiero ir a mendoza el finde largo, mi hermana duda pero yo prefiero mendoza', 'es')).toEqual(['Mendoza|AR', 'Mendoza|AR']);
    expect(names('flights for me and my mum from San Antonio to Oaxaca', 'en')[0]).toBe('San Antonio|US');
  });
});
