import { describe, expect, it } from 'vitest';
import { airportNames } from '../../../src/travel/geo/airport-names.js';
import { Catalog } from '../../../src/travel/geo/catalog.js';
import { exonymRows } from '../../../src/travel/geo/exonyms.js';
import { isKindPrefix, nameAfterKindWords } from '../../../src/travel/geo/kind-names.js';
import { normalize } from '../../../src/travel/geo/normalize.js';

describe('name prefixes (how far a scan for a multi-word name reaches)', () => {
  const cat = new Catalog();
  /** Every word-level beginning of every name the gazetteer knows, listed the plain way. */
  const prefixes = new Set<string>();
  const add = (key: string) => {
    const words = key.split(' ');
    for (let n = 1; n < words.length; n++) prefixes.add(words.slice(0, n).join(' '));
  };
  for (const key of cat.names.keys()) add(key);
  for (let i = 0; i < cat.cities.size; i++) add(cat.cities.key(i));
  for (const a of Object.keys(cat.aliases.place_aliases.aliases)) add(normalize(a));
  for (const key of exonymRows(cat.cities).keys()) add(key);
  for (const key of airportNames(cat.cities).keys()) add(key);

  it('are exactly the beginnings of names: every one is found, and no whole name that begins none', () => {
    expect(prefixes.size).toBeGreaterThan(30_000);
    expect([...prefixes].filter((p) => !cat.isNamePrefix(p))).toEqual([]);
    const wholeNames = [...cat.names.keys(), ...Array.from({ length: cat.cities.size }, (_, i) => cat.cities.key(i))];
    // Kind words before a name's beginning reach on too ("lago di" + "garda", "estado de" + "sao" of São Paulo).
    const opensName = (key: string) => {
      const name = nameAfterKindWords(key);
      return isKindPrefix(key) || (name !== undefined && prefixes.has(name));
    };
    expect(wholeNames.filter((key) => cat.isNamePrefix(key) !== (prefixes.has(key) || opensName(key)))).toEqual([]);
    expect(['estado de sao', 'chutes du', 'lago di'].every((p) => cat.isNamePrefix(p))).toBe(true);
    expect(['new', 'new york', 'san', 'santiago de', 'costa'].every((p) => cat.isNamePrefix(p))).toBe(true);
    expect(['new york city hall', 'zzz', 'paris france'].some((p) => cat.isNamePrefix(p))).toBe(false);
  });
});
