import { describe, expect, it } from 'vitest';
import { pluralForms, pluralReads } from '../../../src/travel/intent/kin-plurals.js';
import type { Lang } from '../../../src/travel/intent/language.js';
import { readParty } from '../../../src/travel/intent/party.js';
import { countedKin } from '../../../src/travel/intent/party-words.js';
import { relayedForOne } from '../../../src/travel/intent/relayed-one.js';
import { tokenize } from '../../../src/travel/intent/tokens.js';

const party = (text: string, lang: Lang) => {
  const p = readParty(tokenize(text), lang, () => false);
  return { travellers: p.travellers, adults: p.adults, children: p.children, child_ages: p.child_ages };
};

describe('plurals of relatives named singly', () => {
  it('makes the regular plurals of the six languages', () => {
    expect(pluralForms('granny')).toContain('grannies');
    expect(pluralForms('wife')).toContain('wives');
    expect(pluralForms('nonna')).toContain('nonne');
    expect(pluralForms('figlio')).toContain('figli');
    expect(pluralForms('madre')).toContain('madri');
    expect(pluralForms('tante')).toContain('tanten');
    expect(pluralForms('mujer')).toContain('mujeres');
    expect(pluralForms('mother-in-law')).toEqual([]);
  });

  it('reads a form as the plural only where it is no other word of the request language', () => {
    expect(pluralReads('collega', 'college', 'en')).toBe(false);
    expect(countedKin('omas', 'de')).toBe('adult');
    expect(countedKin('tias', 'es')).toBe('adult');
  });

  it('counts the plural after a number as that many people of its class', () => {
    expect(party('My wife and I are bringing our two grannies to York.', 'en')).toMatchObject({ travellers: 4, adults: 4 });
    expect(party('Zwei Omas und ihre drei Enkel (6, 9 und 12) fahren an die Ostsee.', 'de')).toMatchObject({ travellers: 5, adults: 2, children: 3 });
    expect(party('Tres tías y dos sobrinos de 8 y 11 años van a Málaga.', 'es')).toMatchObject({ travellers: 5, adults: 3, children: 2 });
  });
});

describe('a count of adults restated after the people listed', () => {
  it('agrees with the list instead of adding to it', () => {
    expect(party('Io, mia moglie e i miei genitori, quindi quattro adulti, andiamo a Bari.', 'it')).toMatchObject({ travellers: 4, adults: 4 });
    expect(party('Ich, mein Mann und meine Eltern, also vier Erwachsene, fahren nach Graz.', 'de')).toMatchObject({ travellers: 4, adults: 4 });
    expect(party('Eu, minha irmã e meus pais, ou seja quatro adultos, vamos a Natal.', 'pt')).toMatchObject({ travellers: 4, adults: 4 });
  });

  it('agrees with the list when set off by a comma after its closing item, or said to be the total', () => {
    expect(party('Salgo de Bilbao con mi mujer y mis suegros, 4 adultos.', 'es')).toMatchObject({ travellers: 4, adults: 4 });
    expect(party("I'm going with my wife and her parents, 4 adults in total.", 'en')).toMatchObject({ travellers: 4, adults: 4 });
    expect(party('Eu, o meu primo e dois amigos vamos a Lisboa.', 'pt')).toMatchObject({ travellers: 4, adults: 4 });
  });

  it('outweighs a smaller total said before the list ends', () => {
    expect(party("We're three friends and my brother, so 4 adults, going to Porto.", 'en')).toMatchObject({ travellers: 4, adults: 4 });
  });
});

describe('familiar nouns for children', () => {
  it('counts them with their ages, whole or hyphenated', () => {
    expect(party('Me, my husband and the two rugrats (5 and 8) want Devon.', 'en')).toMatchObject({ travellers: 4, children: 2, child_ages: [5, 8] });
    expect(party('me, the missus and our three ankle-biters (3, 5 and 7) to Wales', 'en')).toMatchObject({ travellers: 5, children: 3 });
    expect(party('Viajamos mi mujer y yo con los chavales (6 y 10) a Cádiz.', 'es')).toMatchObject({ travellers: 4, children: 2 });
  });
});

describe('a request relayed for one titled person', () => {
  it('is one traveller when no one else is named', () => {
    expect(relayedForOne(tokenize('Dr Amina Yusuf is flying to Nairobi on 3 May and needs a hotel.'))).toBe(true);
    expect(party('Dr Amina Yusuf is flying to Nairobi on 3 May and needs a hotel.', 'en')).toMatchObject({ travellers: 1, adults: 1 });
    expect(party('Pedido da Sra. Costa: voo de Lisboa para Recife a 4 de junho.', 'pt')).toMatchObject({ travellers: 1 });
  });

  it('is not the reader greeted, nor a request that speaks for a "we"', () => {
    expect(relayedForOne(tokenize('Dear Dr Lee, could you suggest somewhere warm in May?'))).toBe(false);
    expect(relayedForOne(tokenize('Dr Lee told us to try Madeira in May.'))).toBe(false);
  });
});

describe('a number heading a count of people', () => {
  it('counts them and is no age of the person named before it', () => {
    expect(party('Booking for my boss: 2 adults from Almaty', 'en')).toMatchObject({ travellers: 2, adults: 2, children: null });
    expect(party('Pour ma cliente : 2 adultes depuis Genève', 'fr')).toMatchObject({ travellers: 2, adults: 2 });
    expect(party('kids 6 and 9, me and my wife', 'en')).toMatchObject({ travellers: 4, child_ages: [6, 9] });
  });
});
