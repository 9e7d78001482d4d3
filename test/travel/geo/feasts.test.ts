import { describe, expect, it } from 'vitest';
import { FEAST_NAMES_INDEX, feastNames, feastNameTest, feastOpenerTest, isFeastName } from '../../../src/travel/geo/feasts.js';
import { withBuiltIndexes } from '../../helpers/built-index.js';

describe('feast names (data/travel/holidays.json and public-holidays.json)', () => {
  const names = feastNames();

  it('holds the names of both lists in each language, each once', () => {
    expect(Object.keys(names).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'pt']);
    // The first from the editorial list only, the other from date-holidays' only.
    expect(names.en).toContain('labor day weekend');
    expect(names.fr).toContain('saint joseph');
    for (const list of Object.values(names)) expect(new Set(list).size).toBe(list.length);
  });

  it('answers from its built index (dist/indexes/feast-names.json) as from the lists, for every name in every language', () => {
    const fromSources = feastNameTest(null);
    const words = [...new Set(Object.values(names).flat()), 'paris', 'lisboa', 'natalia'];
    withBuiltIndexes({ [FEAST_NAMES_INDEX]: names }, (dir) => {
      const fromIndex = feastNameTest(dir);
      for (const lang of Object.keys(names)) for (const w of words) expect(fromIndex(w, lang), `${w} (${lang})`).toBe(fromSources(w, lang));
      for (const [lang, list] of Object.entries(names)) for (const w of list) expect(fromIndex(w, lang), `${w} (${lang})`).toBe(true);
      expect(fromIndex('paris', 'fr')).toBe(false);
    });
    // What it reads is the index, not the lists again.
    withBuiltIndexes({ [FEAST_NAMES_INDEX]: { en: ['only feast'] } }, (dir) => expect(feastNameTest(dir)('natal', 'pt')).toBe(false));
  });

  it('knows the first word of every feast name of several words, in its language, and no place name as one', () => {
    const opens = feastOpenerTest(null);
    for (const [lang, list] of Object.entries(names))
      for (const n of list.filter((x) => x.includes(' '))) expect(opens(n.split(' ')[0] ?? '', lang), `${n} (${lang})`).toBe(true);
    expect(opens('paris', 'fr')).toBe(false);
    expect(opens('lisboa', 'pt')).toBe(false);
  });

  it('tells a feast of the request language or English from a place name', () => {
    expect(isFeastName('noel', 'fr')).toBe(true);
    expect(isFeastName('christmas', 'it')).toBe(true);
    expect(isFeastName('paris', 'fr')).toBe(false);
  });
});
