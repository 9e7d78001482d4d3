import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBuiltIndex, writeBuiltIndex } from '../../../src/built-indexes.js';
import { FEAST_NAMES_INDEX, feastNames, isFeastName } from '../../../src/travel/geo/feasts.js';

describe('feast names (data/travel/holidays.json and public-holidays.json)', () => {
  const names = feastNames();

  it('holds the names of both lists in each language, each once', () => {
    expect(Object.keys(names).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'pt']);
    // The first from the editorial list only, the other from date-holidays' only.
    expect(names.en).toContain('labor day weekend');
    expect(names.fr).toContain('saint joseph');
    for (const list of Object.values(names)) expect(new Set(list).size).toBe(list.length);
  });

  it('reads back from its built index (dist/indexes/feast-names.json) as the lists give them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-indexes-'));
    try {
      writeBuiltIndex(dir, FEAST_NAMES_INDEX, names);
      expect(readBuiltIndex(FEAST_NAMES_INDEX, dir)).toEqual(names);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('tells a feast of the request language or English from a place name', () => {
    expect(isFeastName('noel', 'fr')).toBe(true);
    expect(isFeastName('christmas', 'it')).toBe(true);
    expect(isFeastName('paris', 'fr')).toBe(false);
  });
});
