import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../../../src/travel/geo/index.js';

const g = loadGazetteer();
const read = (text: string, lang: string) => g.extract(text, { lang }).map((m) => `${m.name}|${m.country}`);

describe('an airport named by its own name is the city it serves (OurAirports names)', () => {
  it('reads Heathrow, Malpensa, Schiphol, Galeão and Roissy as their cities, in the six languages', () => {
    expect(read('Flying out of Heathrow, four nights in Lisbon', 'en')).toEqual(['London|GB', 'Lisbon|PT']);
    expect(read('Von Malpensa aus eine Woche nach Porto', 'de')).toEqual(['Milan|IT', 'Porto|PT']);
    expect(read('Abflug ab Schiphol nach Wien', 'de')).toEqual(['Amsterdam|NL', 'Vienna|AT']);
    expect(read('Saindo do Galeão para Salvador', 'pt')).toEqual(['Rio de Janeiro|BR', 'Salvador|BR']);
    expect(read('Départ de Roissy pour Montréal', 'fr')).toEqual(['Paris|FR', 'Montréal|CA']);
    expect(read('Salimos de Barajas hacia Lima', 'es')).toEqual(['Madrid|ES', 'Lima|PE']);
  });

  it('leaves a person an airport is named after, a town by the airport and an ordinary word alone', () => {
    expect(read('We admire Nelson Mandela and Charles de Gaulle', 'en')).toEqual([]);
    expect(read('Tre giorni a Fiumicino', 'it')).toEqual(['Fiumicino|IT']);
    expect(read('Un week-end à Orly', 'fr')).toEqual(['Orly|FR']);
  });
});

describe('airports named beside their city, in code pairs, and by the town they are named after', () => {
  const withCodes = (text: string, lang: string) => g.extract(text, { lang }).map((m) => `${m.name}|${m.iata ?? ''}|${m.role ?? ''}`);

  it("reads a booking line's code pair as two airports, the first where the leg leaves from", () => {
    expect(withCodes('Vol TP 1018 GRU-LIS le 3 mai', 'fr')).toEqual(['São Paulo|GRU|origin', 'Lisbon|LIS|']);
    expect(withCodes('BA 2490 LGW → FAO, then a week in Lagos', 'en')).toEqual(['London|LGW|origin', 'Faro|FAO|', 'Lagos||']);
    expect(withCodes('LA 3300 nach Lima', 'de')).toEqual(['Lima||']);
  });

  it("reads a city followed by words of one of its airports' names as that airport", () => {
    expect(withCodes('Partenza da Milano Linate', 'it')).toEqual(['Milan|LIN|']);
    expect(withCodes('On part de Paris-Orly', 'fr')).toEqual(['Paris|ORY|']);
    expect(withCodes('Milano e Roma in cinque giorni', 'it')).toEqual(['Milan||', 'Rome||']);
  });

  it('reads an airport farther out whose own name opens with the city as that airport, not the city', () => {
    expect(withCodes('Wir starten ab Frankfurt-Hahn nach Porto', 'de')).toEqual(['Frankfurt am Main|HHN|', 'Porto||']);
    expect(withCodes('Vol depuis Paris-Beauvais vers Porto', 'fr')).toEqual(['Paris|BVA|', 'Porto||']);
    expect(withCodes('Wir starten ab Frankfurt nach Porto', 'de')).toEqual(['Frankfurt am Main||', 'Porto||']);
  });

  it('reads a town the traveller leaves from as the airport named after it, not a stay there', () => {
    expect(withCodes('Leaving from Luton for Krakow', 'en')).toEqual(['London|LTN|origin', 'Kraków||']);
    expect(withCodes('Tre giorni a Fiumicino', 'it')).toEqual(['Fiumicino||']);
  });
});
