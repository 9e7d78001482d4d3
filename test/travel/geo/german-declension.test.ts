import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import { nominativeKeys } from '../../../src/travel/geo/german-declension.js';

const g = loadGazetteer();
const names = (text: string) => g.extract(text, { lang: 'de' }).map((m) => `${m.name}|${m.country}`);

describe('a German name opening with a declined adjective', () => {
  it('lists the nominative endings of an oblique -en word, and nothing for other words', () => {
    expect(nominativeKeys('ostfriesischen inseln')).toEqual(['ostfriesische inseln', 'ostfriesischer inseln', 'ostfriesisches inseln']);
    expect(nominativeKeys('lüneburger heide')).toEqual([]);
  });

  it('is read as the name in the nominative after an article or a preposition', () => {
    expect(names('Zwei Wochen auf den Ostfriesischen Inseln, Abfahrt ab Kassel')).toEqual(['East Frisian Islands|DE', 'Kassel|DE']);
    expect(names('Klettern in der Sächsischen Schweiz im Mai')).toEqual(['Saxon Switzerland National Park|DE']);
  });

  it('leaves a one-word name ending in -en as it is', () => {
    expect(names('Wir fahren nach Bremen und Essen')).toEqual(['Bremen|DE', 'Essen|DE']);
  });
});
