import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readBuiltIndex, writeBuiltIndex } from '../../../src/built-indexes.js';
import { AIRPORTS_INDEX, airportTable, type Airport } from '../../../src/travel/geo/airports.js';

describe('the built airport index (dist/indexes/airports.json)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'svc-indexes-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('read back from its file, gives the table the package shards and the supplement give, in the same order', () => {
    const joined = airportTable(undefined);
    writeBuiltIndex(dir, AIRPORTS_INDEX, [...joined.values()]);
    const built = readBuiltIndex<Airport[]>(AIRPORTS_INDEX, dir);
    expect(built).toBeDefined();
    const fromIndex = airportTable(built);
    expect([...fromIndex.entries()]).toEqual([...joined.entries()]);
    expect(fromIndex.size).toBeGreaterThan(5000);
    expect(fromIndex.get('MHT')?.scheduled).toBe(true);
  });
});
