import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import { kindOfPage, linkCounts, shortMountainName } from '../../../src/travel/geo/scripts/build-areas.js';

/**
 * Areas from Wikivoyage whose page states no kind, and the prominence the articles linking to a page give it
 * (src/travel/geo/scripts/build-areas.ts, data/geo/areas.tsv).
 */
const g = loadGazetteer();

describe('a Wikivoyage page that only says where it lies', () => {
  it('is a region when several articles link to it, and left out otherwise', () => {
    const sentence = 'The Vallée Verte is in the north of the canton, along the river.';
    expect(kindOfPage('Vallée Verte', sentence, 4)).toBe('region');
    expect(kindOfPage('Vallée Verte', sentence, 1)).toBeUndefined();
  });

  it('needs a stated kind when Wikivoyage qualifies its title, as other places bear the name', () => {
    expect(kindOfPage('Santa Lucía (Cuba)', 'Santa Lucía is in Pinar del Río.', 9)).toBeUndefined();
    expect(kindOfPage('Santa Lucía (Cuba)', 'Santa Lucía is a beach village in Pinar del Río.', 0)).toBe('village');
  });

  it('keeps the kind a page states, whatever links to it', () => {
    expect(kindOfPage('Val Verde', 'Val Verde is a valley in the Alps.', 0)).toBe('valley');
  });
});

describe('the articles that link to a page', () => {
  it('counts each linking article once, never a page linking to itself', () => {
    const pages = [
      { title: 'A', lat: 0, lng: 0, edges: ['B', 'B', 'A'] },
      { title: 'C', lat: 0, lng: 0, edges: ['B'] },
    ];
    expect(linkCounts(pages)).toEqual(new Map([['B', 2]]));
  });
});

describe("a mountain's name without the word for mountain", () => {
  it('is one more name of a one-word mountain only', () => {
    expect(shortMountainName('Mount Kenya')).toBe('Kenya');
    expect(shortMountainName('Mt. Ruapehu')).toBe('Ruapehu');
    expect(shortMountainName('Mount Field National Park')).toBeUndefined();
  });
});

describe('a famous area over an obscure namesake town', () => {
  it('reads the Wachau as the Austrian wine valley, not the Saxon village, and Etna as the volcano', () => {
    expect(g.resolve('Wachau')[0]).toMatchObject({ country: 'AT', type: 'region' });
    expect(g.extract('im herbst zur weinlese in die wachau', { lang: 'de' }).map((m) => `${m.name}|${m.country}`)).toEqual(['Wachau|AT']);
    expect(g.resolve('Etna')[0]).toMatchObject({ name: 'Mount Etna', country: 'IT' });
  });
});
