import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../src/travel/intent/language.js';
import { readParty } from '../../../src/travel/intent/party.js';
import { tokenize } from '../../../src/travel/intent/tokens.js';

const party = (text: string, lang: Lang) => {
  const p = readParty(tokenize(text), lang, () => false);
  return { travellers: p.travellers, adults: p.adults, children: p.children };
};

describe('the party: people whose own predicate keeps them away', () => {
  it('drops counted people who stay home or with someone else, in the clause that names them or a later one', () => {
    expect(party('Flying to Oslo with my husband; our two boys are staying with their aunt.', 'en')).toMatchObject({ travellers: 2 });
    expect(party('Wir haben drei Enkel, aber die bleiben zu Hause. Meine Frau und ich wollen nach Rom.', 'de')).toMatchObject({ travellers: 2 });
    expect(party('We have 2 grandkids but they stay home, so my wife and I want Rome.', 'en')).toMatchObject({ travellers: 2 });
  });

  it('drops a relative named with an age whose later clause keeps them home or says they do not come', () => {
    expect(party('Mi suegro cumple 75 años y se queda en casa; mi mujer y yo vamos a Lisboa.', 'es')).toMatchObject({ travellers: 2 });
    expect(party('Mein Vater wird im Mai 90, er bleibt aber daheim; meine Schwester und ich fahren nach Wien.', 'de')).toMatchObject({ travellers: 2 });
    expect(party('Mio padre compie 70 anni ma non viene; io e mia moglie andiamo a Napoli.', 'it')).toMatchObject({ travellers: 2 });
    expect(party('Vou com a minha irmã a Roma e não vem a minha mãe.', 'pt')).toMatchObject({ travellers: 2 });
  });

  it('drops a relative the occasion honours unless a later clause takes them up or along', () => {
    expect(party('Mio zio compie 80 anni a maggio. Io parto da Parigi per la festa.', 'it')).toMatchObject({ travellers: 1 });
    expect(party('My aunt turns 75 in May and we are taking her to Vienna, me and my husband.', 'en')).toMatchObject({ travellers: 3 });
    expect(party('My uncle turns 80 this year. He and my cousin want to join me in Oslo.', 'en')).toMatchObject({ travellers: 3 });
  });

  it('keeps people whose later clause brings them, and stops at a clause with a subject of its own', () => {
    expect(party('My wife is coming, and the dog stays home.', 'en')).toMatchObject({ travellers: 2 });
    expect(party('a house for two people to stay in with a rating of 4', 'en')).toMatchObject({ travellers: 2 });
    expect(party('para 2 adultos e um bebé de 9 meses (vai no carrinho)', 'pt')).toMatchObject({ travellers: 3 });
  });
});

describe('the party: ages said of the group are no count', () => {
  it('reads a range or a unit of years after "we are" as ages', () => {
    expect(party('We are 25-28 years old, three friends going to Seville.', 'en')).toMatchObject({ travellers: 3 });
    expect(party("we're 40 years old and want a quiet week", 'en').travellers).toBeNull();
    expect(party('Siamo 30-35enni, in quattro, cerchiamo Malta', 'it').travellers).not.toBe(30);
    expect(party('we are 20 to 25 people for a company trip', 'en')).toMatchObject({ travellers: 20 });
  });

  it('still counts someone written with their age before them', () => {
    expect(party('travelling with my 72 year old mother', 'en')).toMatchObject({ travellers: 2 });
  });
});

describe('the party: informal companions and pronoun pairs', () => {
  it('reads spoken joins and informal nouns of a companion', () => {
    expect(party('me n my mate want a cheap week', 'en')).toMatchObject({ travellers: 2 });
    expect(party('moi et mon pote, un week-end à Gand', 'fr')).toMatchObject({ travellers: 2 });
    expect(party('ich und mein Kumpel, eine Woche Kreta', 'de')).toMatchObject({ travellers: 2 });
    expect(party('para mi y mi novio, tres noches', 'es')).toMatchObject({ travellers: 2 });
  });

  it('reads "we are both" and "they are both" as two people', () => {
    expect(party("we're both retired and want the fjords", 'en')).toMatchObject({ travellers: 2 });
    expect(party('wir sind beide Anfang 70 und möchten an die Ostsee', 'de')).toMatchObject({ travellers: 2 });
  });

  it('leaves the writer out when a relative heads a wish with a third person', () => {
    expect(party('My mother is 79. She and my father want to fly to Lima in March.', 'en')).toMatchObject({ travellers: 2 });
  });
});
