import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../src/travel/intent/language.js';
import { namedPrincipalAt, titledHeads } from '../../../src/travel/intent/named-principal.js';
import { readParty } from '../../../src/travel/intent/party.js';
import { shareAt } from '../../../src/travel/intent/party-share.js';
import { wordnetPerson } from '../../../src/travel/intent/person-lexicon.js';
import { spousePronoun } from '../../../src/travel/intent/spouse-pronoun.js';
import { tokenize } from '../../../src/travel/intent/tokens.js';

const party = (text: string, lang: Lang) => {
  const p = readParty(tokenize(text), lang, () => false);
  return { travellers: p.travellers, adults: p.adults, children: p.children, child_ages: p.child_ages };
};

describe('a counted share of a group', () => {
  it('finds the group noun past the words of a share', () => {
    const at = (text: string, k: number) => shareAt(tokenize(text), k);
    expect(at('two of the boys', 1)).toEqual({ head: 3, mine: false });
    expect(at('zwei meiner Freunde', 1)).toEqual({ head: 2, mine: true });
    expect(at('tre dei miei cugini', 1)).toEqual({ head: 3, mine: true });
    expect(at('el 2 de julio', 2)).toBeUndefined();
    expect(at('3 of 5', 1)).toBeUndefined();
  });

  it('adds the share joined to the writer to the writer', () => {
    expect(party('Me and five of the guys from the rugby club want a weekend in Cardiff.', 'en')).toMatchObject({ travellers: 6, adults: 6 });
    expect(party('Moi et deux des filles du bureau, on rêve de Porto.', 'fr')).toMatchObject({ travellers: 3, adults: 3 });
    expect(party('Ich und zwei unserer Nachbarn fahren nach Usedom.', 'de')).toMatchObject({ travellers: 3 });
    expect(party('Eu e duas das minhas colegas queremos Madrid.', 'pt')).toMatchObject({ travellers: 3, adults: 3 });
  });

  it('counts a share of the writer’s own company, whatever its noun, only when joined to the writer', () => {
    expect(party('Io e tre della mia squadra andiamo a Torino.', 'it')).toMatchObject({ travellers: 4, adults: 4 });
    expect(party('Two of my colleagues loved Lisbon; I would like to go in May.', 'en').travellers).not.toBe(3);
  });
});

describe('the spouse named "herself" or "himself"', () => {
  it('is one adult only when joined straight to the writer', () => {
    const toks = tokenize('Meself and herself and for herself');
    expect(spousePronoun(toks, 2)).toBe(true);
    expect(spousePronoun(toks, 5)).toBe(false);
    expect(party('Herself and me are off to Donegal in May.', 'en')).toMatchObject({ travellers: 2, adults: 2 });
    expect(party('Booking for Ms Obi: herself and two kids to Accra.', 'en')).toMatchObject({ travellers: 3, adults: 1, children: 2 });
  });

  it('reads the spoken "an" as "and" between people', () => {
    expect(party('Me an the missus want a quiet week in Wexford.', 'en')).toMatchObject({ travellers: 2, adults: 2 });
  });
});

describe('a relayed principal named by title or given name', () => {
  it('heads its clause only with a companion of theirs joined to them or taken along', () => {
    const head = (text: string, i: number) => {
      const toks = tokenize(text);
      return namedPrincipalAt(toks, i, 'en', titledHeads(toks));
    };
    expect(head('Mrs Ferreira and her sister want Madeira.', 0)).toBe(2);
    expect(head('Mrs Ferreira wants Madeira.', 0)).toBeUndefined();
    expect(head('Sophie and I want Madeira.', 0)).toBeUndefined();
    expect(head('I go with Sophie and her sister.', 3)).toBeUndefined();
  });

  it('counts the principal beside the companions, children with their ages', () => {
    expect(party('Mr Lindqvist is travelling with his wife and their daughter (6) to Crete.', 'en')).toMatchObject({
      travellers: 3,
      adults: 2,
      children: 1,
      child_ages: [6],
    });
    expect(party('Monsieur Blanc part avec ses trois petits-enfants (5, 7 et 11 ans) à Nice.', 'fr')).toMatchObject({ travellers: 4, adults: 1, children: 3 });
    expect(party('Madame Roux part avec sa petite-fille de 8 ans à Biarritz.', 'fr')).toMatchObject({ travellers: 2, adults: 1, children: 1, child_ages: [8] });
    expect(party('Frau Albers und ihr Lebensgefährte suchen eine Woche Kreta.', 'de')).toMatchObject({ travellers: 2, adults: 2 });
    expect(party('Chiara e il suo ragazzo cercano un weekend a Lisbona.', 'it')).toMatchObject({ travellers: 2, adults: 2 });
    expect(party('El Sr. Paredes viaja con sus tres nietos de 5, 9 y 13 años.', 'es')).toMatchObject({ travellers: 4, adults: 1, children: 3 });
  });
});

describe('nouns of people from the wordnet', () => {
  it('reads familiar nouns in the request’s language, in the plural', () => {
    expect(wordnetPerson('blokes', 'en')).toBe('grown');
    expect(wordnetPerson('mecs', 'fr')).toBe('grown');
    expect(wordnetPerson('kerle', 'de')).toBe('grown');
    expect(wordnetPerson('gurias', 'pt')).toBe('young');
    expect(wordnetPerson('cuates', 'es')).toBe('friend');
    expect(wordnetPerson('mecs', 'en')).toBeUndefined();
    expect(wordnetPerson('types', 'fr')).toBeUndefined();
  });

  it('counts a group of them as adults, and as children after a possessive', () => {
    expect(party('7 nanas pour un week-end à Lille.', 'fr')).toMatchObject({ travellers: 7, adults: 7 });
    expect(party('Zwölf Kerle auf Hüttentour im Allgäu.', 'de')).toMatchObject({ travellers: 12, adults: 12 });
    expect(party('5 Burschen wollen nach Wien.', 'de')).toMatchObject({ travellers: 5, adults: 5 });
    expect(party('Nuestros 2 muchachos (7 y 10) y nosotros dos a Cusco.', 'es')).toMatchObject({ children: 2, child_ages: [7, 10] });
  });
});
