import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../src/travel/intent/language.js';
import { readParty } from '../../../src/travel/intent/party.js';
import { tokenize } from '../../../src/travel/intent/tokens.js';

const party = (text: string, lang: Lang) => {
  const p = readParty(tokenize(text), lang, () => false);
  return [p.travellers, p.adults];
};

describe('telegraphic party phrases', () => {
  it('reads a couple noun followed by where the couple is from, and not a couple of days', () => {
    expect(party('pareja de Valencia, queremos sol', 'es')).toEqual([2, 2]);
    expect(party('coppia di Bari cerca montagna', 'it')).toEqual([2, 2]);
    expect(party('casal de Curitiba, praia em julho', 'pt')).toEqual([2, 2]);
    expect(party('un couple de retraités de Tours', 'fr')).toEqual([2, 2]);
    expect(party('un couple de jours à Lyon', 'fr')).toEqual([null, null]);
    expect(party('a couple of days in Rome', 'en')).toEqual([null, null]);
  });

  it('reads Spanish and Italian "solo" before a noun as "only", and before a preposition or alone as "alone"', () => {
    expect(party('solo volo diretto, io e mia moglie', 'it')).toEqual([2, 2]);
    expect(party('mi marido y yo, solo trenes', 'es')).toEqual([2, 2]);
    expect(party('viajo solo a Roma', 'es')).toEqual([1, 1]);
    expect(party('vado da solo', 'it')).toEqual([1, 1]);
  });

  it('reads booking shorthand for adults and children only against its count or as a capital before "+", a bracket or the end', () => {
    expect(party('Pax: 2A + 1C (8)', 'en')).toEqual([3, 2]);
    expect(party('2A1C', 'en')).toEqual([3, 2]);
    expect(party('2 A + 2 E (4, 9)', 'fr')).toEqual([4, 2]);
    expect(party('2 ad + 1 cr (6)', 'pt')).toEqual([3, 2]);
    expect(party('Adulti: 2 | Bambini: 2 (7, 12)', 'it')).toEqual([4, 2]);
    expect(party('de 2 a 5 días', 'es')).toEqual([null, null]);
    expect(party('DE 2 A 5 DÍAS', 'es')).toEqual([null, null]);
  });

  it('counts activity nouns and pronoun pairs as people', () => {
    expect(party('three hikers from Leeds', 'en')).toEqual([3, 3]);
    expect(party('4 Skifahrer aus Linz', 'de')).toEqual([4, 4]);
    expect(party('eine Hütte für uns zwei', 'de')).toEqual([2, 2]);
  });
});

describe('the party as a coordination of people', () => {
  const full = (text: string, lang: Lang) => {
    const p = readParty(tokenize(text), lang, () => false);
    return { travellers: p.travellers, adults: p.adults, children: p.children, infants: p.infants, ages: p.child_ages, missing: p.ages_missing };
  };
  it('reads a pair of titles, a third person heading the list and relatives joined by "+" or "and"', () => {
    expect(full('Mr & Mrs Okafor plus their son (14)', 'en')).toMatchObject({ travellers: 3, adults: 2, children: 1, ages: [14] });
    expect(full('Herr und Frau Becker mit Enkelin (7)', 'de')).toMatchObject({ travellers: 3, adults: 2, children: 1, ages: [7] });
    expect(full('ella + esposo + nieta de 12 años', 'es')).toMatchObject({ travellers: 3, adults: 2, children: 1, ages: [12] });
    expect(full('three couples and a single friend', 'en')).toMatchObject({ travellers: 7, adults: 7 });
  });
  it("adds the writer's pronoun pair to the others listed, unless it restates the writer and a companion", () => {
    expect(full('3 generations: grandparents, us two, kids 4 & 7', 'en')).toMatchObject({ travellers: 6, adults: 4, children: 2, ages: [4, 7] });
    expect(full('Moi pis ma blonde, pour nous deux', 'fr')).toMatchObject({ travellers: 2, adults: 2 });
  });
  it('binds ages set off by commas, and reads a baby as age 0 with no age missing', () => {
    expect(full('me, my brother and his two boys, 8 and 12, going in June. My wife stays home with the baby.', 'en')).toMatchObject({
      travellers: 4,
      children: 2,
      ages: [8, 12],
    });
    expect(full('2 adults + baby', 'en')).toMatchObject({ travellers: 3, infants: 1, ages: [0], missing: false });
    expect(full('Ma femme, notre bébé de 8 mois et moi', 'fr')).toMatchObject({ travellers: 3, adults: 2, infants: 1, ages: [0], missing: false });
  });
  it('does not take a word after a comma into the list ("prima" is "before" in Italian)', () => {
    expect(full('con il mio compagno, prima di rientrare', 'it')).toMatchObject({ travellers: 2, adults: 2 });
  });
});

describe('the party counted after a copula in the conditional', () => {
  it('reads "on serait 2", "seríamos 4", "saremmo in 3", "we\'d be 5"', () => {
    expect(party('On serait 3, de Nantes à Porto en juin.', 'fr')[0]).toBe(3);
    expect(party('Nous serions 4 au départ de Lille.', 'fr')[0]).toBe(4);
    expect(party('Seríamos 5, desde Valencia a Lisboa en junio.', 'es')[0]).toBe(5);
    expect(party('Saremmo in 2, da Bari a Vienna a giugno.', 'it')[0]).toBe(2);
    expect(party("We'd be 6, leaving Cardiff for Porto in June.", 'en')[0]).toBe(6);
    expect(party('Seríamos 3, saindo de Braga para Sevilha em junho.', 'pt')[0]).toBe(3);
  });

  it('counts nobody in a facility named for children, nor in a temperature written like a count of children', () => {
    const full = (text: string) => {
      const p = readParty(tokenize(text), 'en', () => false);
      return [p.travellers, p.adults, p.children];
    };
    expect(full('family of 4 from Dublin (kids 3 and 6), we want a week somewhere warm with a good kids club')).toEqual([4, 2, 2]);
    expect(full("2 adults, 2 kids (5, 8), a resort with a kids' pool")).toEqual([4, 2, 2]);
    expect(full('HARD CONSTRAINTS: daytime highs reliably 22C+, max flight time 4h30')).toEqual([null, null, null]);
    expect(full('2A 2C+1INF')).toEqual([5, 2, 2]);
  });

  it('reads ages joined by a plus, and takes a definite count or age of children counted before as the same children', () => {
    const full = (text: string) => {
      const p = readParty(tokenize(text), 'en', () => false);
      return [p.travellers, p.adults, p.children, p.child_ages];
    };
    expect(full('family from Sydney (2 adults, kids 9 + 12), ski trip')).toEqual([4, 2, 2, [9, 12]]);
    expect(full('Family of 5 – two adults, kids aged 4, 8 and 11 – ski school for all three kids (the 4yo has never skied).')).toEqual([5, 2, 3, [4, 8, 11]]);
    expect(full('me and my wife and the 3 kids')).toEqual([5, 2, 3, []]);
  });
});
