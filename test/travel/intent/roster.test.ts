import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../src/travel/intent/language.js';
import { readParty } from '../../../src/travel/intent/party.js';
import { tokenize } from '../../../src/travel/intent/tokens.js';
import { parseRequest } from './read-request.js';

const party = (text: string, lang: Lang) => {
  const p = readParty(tokenize(text), lang, () => false);
  return { travellers: p.travellers, adults: p.adults, children: p.children, ages: p.child_ages };
};

describe('people listed by name and age', () => {
  it('counts each entry once, adults by age, children with their ages, a baby in months as 0', () => {
    expect(party('Who: me (45), Tom (47), Lily 12, baby Sam 8 months', 'en')).toEqual({ travellers: 4, adults: 2, children: 2, ages: [12, 0] });
    expect(party('Voyageurs : Karim (41), Samia (38), Inès 9 ans, Yanis 5 ans', 'fr')).toEqual({ travellers: 4, adults: 2, children: 2, ages: [9, 5] });
    expect(party('Partecipanti: io, mio marito, Giulia (10), Marco (7)', 'it')).toEqual({ travellers: 4, adults: 2, children: 2, ages: [10, 7] });
    expect(party('Quem: Ana (31), Pedro (33)', 'pt')).toEqual({ travellers: 2, adults: 2, children: 0, ages: [] });
  });

  it('reads a table of names and ages, names that are also function words or months among them', () => {
    expect(party('| Wer | Alter |\n|---|---|\n| ich | 38 |\n| Mia | 6 |\n| Paul | 11 Monate |', 'de')).toEqual({
      travellers: 3,
      adults: 1,
      children: 2,
      ages: [6, 0],
    });
    expect(party('| Nome | Età |\n|---|---|\n| Marco | 39 |\n| Sofia | 6 |', 'it')).toEqual({ travellers: 2, adults: 1, children: 1, ages: [6] });
  });

  it('reads names after a plural noun as its members', () => {
    expect(party('me, my wife (44) and the kids Ben (9) and Ella (4)', 'en')).toEqual({ travellers: 4, adults: 2, children: 2, ages: [9, 4] });
  });

  it('leaves a list that goes on in counted words to the general reader', () => {
    expect(party('me (52), my mum (78) and my two sons (19 and 23)', 'en').travellers).toBe(4);
    expect(party('ich + Lena + die Zwillinge (7)', 'de').children).toBe(2);
  });

  it('takes no list of places, dates or children alone for a roster', () => {
    expect(party('Paris, Rome and Madrid', 'en').travellers).toBeNull();
    expect(party('March 12, April 3 and May 5', 'en').travellers).toBeNull();
  });

  it('counts the companions the writer names after "+", "&" or "and", with no ages, in notes written in lower case too', () => {
    expect(party('moi + Chloé + Hugo, départ Nantes', 'fr')).toEqual({ travellers: 3, adults: 3, children: 0, ages: [] });
    expect(party('yo y Lucía, salimos desde Sevilla', 'es')).toEqual({ travellers: 2, adults: 2, children: 0, ages: [] });
    expect(party('solo io & giacomo - partenza Pisa', 'it')).toEqual({ travellers: 2, adults: 2, children: 0, ages: [] });
  });

  it("ends the writer's list at a comma, a pet or a possessive", () => {
    expect(party('me and Sam, Cardiff to Cork in June', 'en').travellers).toBe(2);
    expect(party('eu + Joana + Pipoca (cão), saindo de Braga', 'pt').travellers).toBe(2);
    expect(party("me and Sam's cousins in June", 'en').travellers).toBeNull();
  });

  it('reads the children counted by the ages in brackets after their plural noun', () => {
    expect(party('ich + Lena + die Kinder (Ben 7, Mia 3)', 'de')).toEqual({ travellers: 4, adults: 2, children: 2, ages: [7, 3] });
    expect(party('io, Paolo (41) e i bimbi (6 e 2)', 'it')).toEqual({ travellers: 4, adults: 2, children: 2, ages: [6, 2] });
  });

  it('reads a bare count on a line labelled for the party, and nothing from it elsewhere', () => {
    const text = 'Destino: Roma\nPersonas: 4\nNoches: 3';
    const toks = tokenize(text);
    const line = text.indexOf('Personas');
    const onLine = (i: number) => (toks[i]?.start ?? 0) >= line && (toks[i]?.end ?? 0) <= text.indexOf('\n', line);
    expect(readParty(toks, 'es', () => false, { partyLine: onLine }).travellers).toBe(4);
    expect(readParty(toks, 'es', () => false).travellers).toBeNull();
  });
});

describe('a place or a word of travelling alone beside the writer is no companion', () => {
  it.each<[string, string]>([
    ['Me and Vienna: four days on my own in May', 'Vienna'],
    ['Moi et Lisbonne, quatre jours en mai', 'Lisbon'],
    ['Yo y Oporto, cuatro días en mayo', 'Porto'],
    ['Ich und Wien, vier Tage im Mai', 'Vienna'],
    ['Io & Vienna, quattro giorni a maggio', 'Vienna'],
    ['Eu e Madrid, quatro dias em maio', 'Madrid'],
  ])('%s', (text, place) => {
    const p = parseRequest(text);
    expect(p.hard_places.map((x) => x.name)).toEqual([place]);
    expect(p.details.party.travellers).not.toBe(2);
  });

  it('a solo word after "&" names no one, and a name with an age stays a person though it is a place', () => {
    expect(party('me & alone, departing Leeds', 'en').travellers).not.toBe(2);
    expect(party('ich + allein, ab Köln', 'de').travellers).not.toBe(2);
    expect(parseRequest('Who: me (40), Georgia (8); Rome in May').details.party.travellers).toBe(2);
    expect(parseRequest('Me and Tom, Vienna for four days in May').details.party.travellers).toBe(2);
  });
});
