import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../src/travel/intent/language.js';
import { readParty } from '../../../src/travel/intent/party.js';
import { tokenize } from '../../../src/travel/intent/tokens.js';

const party = (text: string, lang: Lang) => {
  const p = readParty(tokenize(text), lang, () => false);
  return { travellers: p.travellers, adults: p.adults, children: p.children, agesMissing: p.ages_missing };
};

describe('the party: what "only", "without" and a range of ages govern', () => {
  it('reads "only" before a list of people as those people, not as travelling alone', () => {
    expect(party('it will be just me and my wife in Porto', 'en')).toMatchObject({ travellers: 2, adults: 2 });
    expect(party('vamos solo mi novia y yo a Cádiz', 'es')).toMatchObject({ travellers: 2, adults: 2 });
    expect(party('vamos só eu e a minha irmã para Natal', 'pt')).toMatchObject({ travellers: 2, adults: 2 });
    expect(party('nur ich und mein Bruder, ab Köln', 'de')).toMatchObject({ travellers: 2, adults: 2 });
    expect(party('just me and my bike along the Danube', 'en')).toMatchObject({ travellers: 1, adults: 1 });
  });

  it('asks no ages of children who are ruled out or left at home', () => {
    expect(party('nous serons 3 adultes, pas d’enfants', 'fr')).toMatchObject({ travellers: 3, agesMissing: false });
    expect(party("nous serons 3 adultes, pas d'enfants", 'fr')).toMatchObject({ travellers: 3, agesMissing: false });
    expect(party('mon mari et moi, sans les enfants pour une fois', 'fr')).toMatchObject({ travellers: 2, agesMissing: false });
    expect(party('my mother-in-law will mind the kids, so my husband and I', 'en')).toMatchObject({ travellers: 2, agesMissing: false });
    expect(party('die Kinder bleiben bei den Großeltern, meine Frau und ich', 'de')).toMatchObject({ travellers: 2, agesMissing: false });
    expect(party('la nonna bada ai bambini, io e mio marito', 'it')).toMatchObject({ travellers: 2, agesMissing: false });
  });

  it('asks no ages when the adults already fill the party and a child is only talked about', () => {
    expect(party('we are 3 adults, the festival is for children', 'en')).toMatchObject({ travellers: 3, adults: 3, agesMissing: false });
    expect(party('somos 2 adultos, el festival es para niños', 'es')).toMatchObject({ travellers: 2, agesMissing: false });
    expect(party('wir sind 2 Erwachsene, das Festival ist für Kinder', 'de')).toMatchObject({ travellers: 2, agesMissing: false });
    expect(party('siamo 3 adulti, il festival è per bambini', 'it')).toMatchObject({ travellers: 3, agesMissing: false });
    expect(party('somos 3 adultos; a festa é para crianças', 'pt')).toMatchObject({ travellers: 3, agesMissing: false });
    // Children inside the count still need their ages.
    expect(party('we are 4: my wife, me and the kids', 'en')).toMatchObject({ travellers: 4, adults: 2, agesMissing: true });
  });

  it('reads the children’s ages set off by a comma at the end of a bracketed party', () => {
    expect(party('a family (me, my wife and 2 kids, 6 and 9)', 'en')).toEqual({ travellers: 4, adults: 2, children: 2, agesMissing: false });
    expect(party('(wir zwei und unsere Tochter, 15)', 'de')).toEqual({ travellers: 3, adults: 2, children: 1, agesMissing: false });
    expect(party('(mon mari, moi et nos deux enfants, 5 et 8)', 'fr')).toEqual({ travellers: 4, adults: 2, children: 2, agesMissing: false });
    expect(party('(eu, meu marido e os dois filhos, 4 e 7)', 'pt')).toEqual({ travellers: 4, adults: 2, children: 2, agesMissing: false });
  });

  it('takes a range of the children’s ages as stated, with no one age invented', () => {
    expect(party('3 adults and 4 kids aged 3 to 11', 'en')).toEqual({ travellers: 7, adults: 3, children: 4, agesMissing: false });
    expect(party('2 adultes et 3 enfants de 6 à 14 ans', 'fr')).toEqual({ travellers: 5, adults: 2, children: 3, agesMissing: false });
    expect(party('2 adultos y 3 niños de entre 4 y 10 años', 'es')).toEqual({ travellers: 5, adults: 2, children: 3, agesMissing: false });
    expect(party('2 Erwachsene und 2 Kinder zwischen 4 und 8 Jahren', 'de')).toEqual({ travellers: 4, adults: 2, children: 2, agesMissing: false });
    expect(party('2 adulti e 3 bambini tra i 5 e gli 11 anni', 'it')).toEqual({ travellers: 5, adults: 2, children: 3, agesMissing: false });
    expect(party('2 adultos e 2 crianças de 3 a 7 anos', 'pt')).toEqual({ travellers: 4, adults: 2, children: 2, agesMissing: false });
    expect(party('2 adults and 2 kids', 'en')).toMatchObject({ agesMissing: true });
  });
});
