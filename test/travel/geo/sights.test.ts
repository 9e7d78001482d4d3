import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import { sightKindOf } from '../../../src/travel/geo/scripts/build-sights.js';
import { loadSights } from '../../../src/travel/geo/sights.js';
import { parseIntent } from '../../../src/travel/intent/index.js';

/** Sights with a Wikivoyage article of their own (data/geo/sights.tsv, src/travel/geo/scripts/build-sights.ts) as places to go. */
const g = loadGazetteer();
const now = new Date('2026-02-01T12:00:00Z');
const destinations = (text: string) => {
  const d = parseIntent({ user_request: text }, { now: () => now, gazetteer: g }).details;
  return [...d.hard_geography, ...d.soft_geography].map((p) => `${p.name}|${p.country}`);
};

describe("the kind of sight a page's first sentence states", () => {
  it('is the head of the noun phrase after "is a"', () => {
    expect(sightKindOf('The Verdon Gorge is an awe-inspiring gorge in Provence.')).toBe('natural');
    expect(sightKindOf('Yaxchilan is a Maya archaeological site in Chiapas.')).toBe('landmark');
    expect(sightKindOf('Prambanan is a complex of Hindu temples in Central Java.')).toBe('landmark');
  });

  it('is none when the head is a town or a city, whatever sight word stands before it', () => {
    expect(sightKindOf('Chichester is a cathedral city in West Sussex.')).toBeUndefined();
    expect(sightKindOf('Sayulita is a beach town in Nayarit.')).toBeUndefined();
  });
});

describe('a sight in the gazetteer', () => {
  it('is a landmark of its country, at its point', () => {
    const [r] = g.resolve('Prambanan');
    expect(r).toMatchObject({ type: 'park', country: 'ID', feature: 'landmark' });
  });

  it('is named by its proper name only: every one-word name of the table is no ordinary word', () => {
    const oneWord = loadSights().flatMap((s) => s.names.filter((n) => !n.includes(' ')));
    for (const n of oneWord)
      expect(
        g.resolve(n).some((r) => r.id.startsWith('sight:')),
        n,
      ).toBe(true);
    expect(g.resolve('gorge').some((r) => r.id.startsWith('sight:'))).toBe(false);
  });
});

describe('a sight named as the goal of a trip', () => {
  it('is a destination beside its town, under a name the source gives in another language and without its article', () => {
    expect(destinations('Nous cherchons un gîte près des gorges du Verdon pour une semaine, au départ de Lyon')).toEqual(['Verdon Gorge|FR']);
    expect(destinations('Ab Berlin zwei Wochen nach Yogyakarta, vor allem wegen Prambanan')).toEqual(['Yogyakarta|ID', 'Prambanan|ID']);
  });

  it('is left out as a place ruled out is', () => {
    const d = parseIntent({ user_request: 'Not Uxmal this time, we want Chichen Itza, flying from Cancun' }, { now: () => now, gazetteer: g }).details;
    expect(d.excluded.map((p) => p.name)).toEqual(['Uxmal']);
  });

  it('is never read from a generic head alone', () => {
    expect(destinations('Au départ de Nantes, trois nuits à Chartres pour voir la cathédrale et les gorges')).toEqual(['Chartres|FR']);
  });
});
