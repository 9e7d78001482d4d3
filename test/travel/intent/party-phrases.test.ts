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

  it('counts activity nouns and pronoun pairs as people', () => {
    expect(party('three hikers from Leeds', 'en')).toEqual([3, 3]);
    expect(party('4 Skifahrer aus Linz', 'de')).toEqual([4, 4]);
    expect(party('eine Hütte für uns zwei', 'de')).toEqual([2, 2]);
  });
});
