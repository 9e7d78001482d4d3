import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../../../src/travel/geo/index.js';

const g = loadGazetteer();
const names = (text: string, lang: string) => g.extract(text, { lang }).map((m) => `${m.name}|${m.country}`);

describe("a place's name inside a sight's or a quarter's name", () => {
  it('is no trip abroad when the sight stands where the request goes', () => {
    expect(names('Em Nova Iorque queremos visitar a Estátua da Liberdade', 'pt')).toEqual(['New York City|US']);
    expect(names('A week in Mexico City, hotel in Colonia Roma', 'en')).not.toContain('Rome|IT');
    expect(names('Quiero ir a Ciudad de México y alojarme en la colonia Roma', 'es')).toEqual(['Mexico City|MX']);
  });

  it('is no quarter abroad when written on after a quarter of the city', () => {
    expect(names('Buenos Aires en marzo, hotel en Palermo Soho', 'es')).toEqual(['Buenos Aires|AR', 'Palermo|AR']);
  });

  it('stays the place when the sight lies in a country of the trip, or the place is a world city', () => {
    expect(names('From Boston to Paris, with a day at the Palace of Versailles', 'en')).toEqual(['Boston|US', 'Paris|FR', 'Versailles|FR']);
    expect(names('Desde Madrid queremos ver la Catedral de Sevilla', 'es')).toEqual(['Madrid|ES', 'Sevilla|ES']);
    expect(names('Flying from Chicago to see the Tower of London', 'en')).toEqual(['Chicago|US', 'London|GB']);
  });

  it('stays a quarter the gazetteer knows, and a list of places stays a list', () => {
    expect(names('Wir fliegen nach Berlin und wohnen im Bezirk Kreuzberg', 'de')).toEqual(['Berlin|DE', 'Kreuzberg|DE']);
    expect(names('Una settimana tra Roma Firenze e Venezia', 'it')).toEqual(['Rome|IT', 'Florence|IT', 'Venice|IT']);
  });
});
