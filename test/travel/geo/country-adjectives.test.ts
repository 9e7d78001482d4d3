import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBuiltIndex, writeBuiltIndex } from '../../../src/built-indexes.js';
import { adjectiveIndex, countryOfAdjective, storedAdjectives, type StoredAdjectives } from '../../../src/travel/geo/country-adjectives.js';

describe('country adjectives and their built index (dist/indexes/country-adjectives-<lang>.json)', () => {
  it('reads each word as its country in the request language', () => {
    expect(countryOfAdjective('finnish', 'en')).toBe('FI');
    expect(countryOfAdjective('chilena', 'es')).toBe('CL');
    expect(countryOfAdjective('griechische', 'de')).toBe('GR');
    // A country's own name is no adjective unless the caller allows it.
    expect(countryOfAdjective('croatia', 'en')).toBeUndefined();
    expect(countryOfAdjective('croatia', 'en', true)).toBe('HR');
  });

  it('stores the forms, names and stems a language derives, and reads them back unchanged', () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-indexes-'));
    try {
      for (const lang of ['en', 'fr', 'es']) {
        const stored = storedAdjectives(lang);
        expect(new Map(stored.forms).get('finnish')).toBe('FI');
        expect(new Map(stored.names).get('croatia')).toBe('HR');
        expect(new Map(stored.stems).get('chil')).toEqual(['CL']);
        writeBuiltIndex(dir, adjectiveIndex(lang), stored);
        expect(readBuiltIndex<StoredAdjectives>(adjectiveIndex(lang), dir)).toEqual(stored);
      }
      expect(new Map(storedAdjectives('fr').forms).get('finlandaise')).toBe('FI');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
