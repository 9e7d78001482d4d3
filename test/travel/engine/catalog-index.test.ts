import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readBuiltIndex, sourcesSignature, writeBuiltIndex } from '../../../src/built-indexes.js';
import { COMPILED_INDEX_DIR } from '../../../src/data-paths.js';
import { curatedDerivation } from '../../../src/travel/engine/catalog.js';
import { CATALOG_INDEX, catalogIndex, curatedDerivations, type CatalogIndex } from '../../../src/travel/engine/catalog-index.js';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import { loadKnowledgeBase } from '../../../src/travel/knowledge/index.js';

describe('the built travel catalog index (dist/indexes/travel-catalog.json)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'svc-indexes-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const gazetteer = loadGazetteer();
  const { destinations } = loadKnowledgeBase();
  const derive = (d: (typeof destinations)[number]) => curatedDerivation({ gazetteer }, d);
  const fromSources = destinations.map(derive);
  writeBuiltIndex(dir, CATALOG_INDEX, catalogIndex(destinations, derive));

  it('read back from its file, gives every curated candidate what the sources give', () => {
    const index = readBuiltIndex<CatalogIndex>(CATALOG_INDEX, dir);
    expect(index && Object.keys(index)).toHaveLength(destinations.length);
    const fromIndex = curatedDerivations(destinations, () => expect.fail('derived from the sources despite a current index'), index);
    expect(fromIndex).toEqual(fromSources);
    expect(destinations.length).toBeGreaterThan(250);
    expect(fromSources.filter((x) => x.calendar.hazards.length).length).toBeGreaterThan(50);
    expect(fromSources.filter((x) => x.height).length).toBeGreaterThan(200);
  });

  it('holds the calendar files’ own records, not copies', () => {
    const fromIndex = curatedDerivations(destinations, derive, readBuiltIndex<CatalogIndex>(CATALOG_INDEX, dir));
    const k = fromSources.findIndex((x) => x.calendar.hazards.length && x.calendar.closures.length);
    expect(k).toBeGreaterThanOrEqual(0);
    fromIndex[k]!.calendar.hazards.forEach((h, i) => expect(h).toBe(fromSources[k]!.calendar.hazards[i]));
    fromIndex[k]!.calendar.closures.forEach((c, i) => expect(c).toBe(fromSources[k]!.calendar.closures[i]));
  });

  it('is not read when built from other sources, nor by code run from source', () => {
    expect(readBuiltIndex(CATALOG_INDEX, dir, 'another signature')).toBeUndefined();
    expect(readBuiltIndex(CATALOG_INDEX, dir, sourcesSignature())).toBeDefined();
    expect(COMPILED_INDEX_DIR).toBeNull();
    expect(readBuiltIndex(CATALOG_INDEX)).toBeUndefined();
  });

  it('is derived from the sources when it lacks a destination', () => {
    const index = readBuiltIndex<CatalogIndex>(CATALOG_INDEX, dir)!;
    const { [destinations[0]!.id]: _left, ...partial } = index;
    let derived = 0;
    const counted = (d: (typeof destinations)[number]) => (derived++, derive(d));
    expect(curatedDerivations(destinations, counted, partial)).toEqual(fromSources);
    expect(derived).toBe(destinations.length);
  });
});
