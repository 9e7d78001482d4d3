import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readBuiltIndex, writeBuiltIndex } from '../../../src/built-indexes.js';
import { AIRPORTS_INDEX, airportColumns, airportTable, joinedAirports, type AirportColumns } from '../../../src/travel/geo/airports.js';

describe('the built airport index (dist/indexes/airports.json)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'svc-indexes-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('read back from its file as columns, gives the records the package shards and the supplement give, in the same order and by code', () => {
    const joined = joinedAirports();
    writeBuiltIndex(dir, AIRPORTS_INDEX, airportColumns(joined));
    const built = readBuiltIndex<AirportColumns>(AIRPORTS_INDEX, dir);
    expect(built?.lat).toBeInstanceOf(Float64Array);
    const fromIndex = airportTable(built);
    expect(Array.from({ length: fromIndex.size }, (_, row) => fromIndex.at(row))).toEqual(joined);
    expect(fromIndex.size).toBeGreaterThan(5000);
    for (const a of joined) expect(fromIndex.get(a.iata)).toEqual(a);
    expect(fromIndex.get('MHT')?.scheduled).toBe(true);
    expect(fromIndex.get('ZZZ')).toBeUndefined();
  });

  it('is written as ASCII JSON (the fast decode), the names with other letters escaped and read back as they were', () => {
    const joined = joinedAirports();
    writeBuiltIndex(dir, AIRPORTS_INDEX, airportColumns(joined));
    expect(readFileSync(join(dir, `${AIRPORTS_INDEX}.json`), 'latin1')).toMatch(/^[\x20-\x7e]*$/);
    const accented = joined.filter((a) => /[^ -~]/.test(a.name));
    expect(accented.length).toBeGreaterThan(10);
    const fromIndex = airportTable(readBuiltIndex<AirportColumns>(AIRPORTS_INDEX, dir));
    for (const a of accented) expect(fromIndex.get(a.iata)?.name).toBe(a.name);
  });
});
