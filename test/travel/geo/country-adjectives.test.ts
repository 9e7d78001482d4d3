import { describe, expect, it } from 'vitest';
import { adjectiveIndex, adjectiveReader, countryOfAdjective, storedAdjectives } from '../../../src/travel/geo/country-adjectives.js';
import { withBuiltIndexes } from '../../helpers/built-index.js';

const LANGS = ['en', 'fr', 'es', 'de', 'it', 'pt'];

describe('country adjectives and their built index (dist/indexes/country-adjectives-<lang>.json)', () => {
  it('reads each word as its country in the request language', () => {
    expect(countryOfAdjective('finnish', 'en')).toBe('FI');
    expect(countryOfAdjective('chilena', 'es')).toBe('CL');
    expect(countryOfAdjective('griechische', 'de')).toBe('GR');
    // A country's own name is no adjective unless the caller allows it.
    expect(countryOfAdjective('croatia', 'en')).toBeUndefined();
    expect(countryOfAdjective('croatia', 'en', true)).toBe('HR');
  });

  it('stores the forms, names and stems a language derives', () => {
    for (const lang of ['en', 'fr', 'es']) {
      const stored = storedAdjectives(lang);
      expect(new Map(stored.forms).get('finnish')).toBe('FI');
      expect(new Map(stored.names).get('croatia')).toBe('HR');
      expect(new Map(stored.stems).get('chil')).toEqual(['CL']);
    }
    expect(new Map(storedAdjectives('fr').forms).get('finlandaise')).toBe('FI');
  });

  it('answers from the built indexes as from the sources, in each language', () => {
    const fromSources = adjectiveReader(null);
    // Listed forms, names, and words read only through a stem (feminine and plural endings).
    const words = [
      'finnish',
      'chilena',
      'chilenos',
      'griechische',
      'svizzere',
      'franceses',
      'finlandaise',
      'croatia',
      'argentina',
      'peruanas',
      'japonesa',
      'tedesca',
      'lisbon',
      'patagonia',
    ];
    withBuiltIndexes(Object.fromEntries(LANGS.map((lang) => [adjectiveIndex(lang), storedAdjectives(lang)])), (dir) => {
      const fromIndex = adjectiveReader(dir);
      for (const lang of LANGS)
        for (const w of words)
          for (const names of [false, true]) expect(fromIndex(w, lang, names), `${w} (${lang}, ${names})`).toBe(fromSources(w, lang, names));
      expect(fromIndex('chilena', 'es')).toBe('CL');
      expect(fromIndex('argentina', 'es', true)).toBe('AR');
    });
    // What it reads is the index, not the sources again.
    const planted = { forms: [['chilena', 'PE']], names: [], stems: [] };
    withBuiltIndexes({ [adjectiveIndex('es')]: planted }, (dir) => expect(adjectiveReader(dir)('chilena', 'es')).toBe('PE'));
  });
});
