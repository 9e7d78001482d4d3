import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { readBuiltIndex, writeBuiltIndex } from '../../../src/built-indexes.js';
import { Catalog, GAZETTEER_INDEX, GAZETTEER_LATE_INDEX, type GazetteerIndex } from '../../../src/travel/geo/catalog.js';
import { readProminence } from '../../../src/travel/geo/cities500.js';
import { COUNTRIES_INDEX, readWorldCountries, type WorldCountry } from '../../../src/travel/geo/countries.js';
import { packageJson } from '../../../src/travel/geo/json.js';
import { prominence } from '../../../src/travel/geo/prominence.js';
import { SIGHT_ID_PREFIX } from '../../../src/travel/geo/sights.js';
import { wikivoyageLinks } from '../../../src/travel/geo/wikivoyage-links.js';
import { withinPlace } from '../../../src/travel/geo/within.js';
import { withBuiltIndexes } from '../../helpers/built-index.js';

describe('the built gazetteer index (dist/indexes/gazetteer.json and .bin)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'svc-indexes-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const fromSources = new Catalog({ indexDir: null });
  writeBuiltIndex(dir, GAZETTEER_INDEX, fromSources.derived);
  writeBuiltIndex(dir, GAZETTEER_LATE_INDEX, new Catalog({ indexDir: null }).lateJoinIndex());
  const fromIndex = new Catalog({ indexDir: dir });

  it('read back from its files, holds the grid, prominence, state centres and district pairs the sources give', () => {
    const built = readBuiltIndex<GazetteerIndex>(GAZETTEER_INDEX, dir);
    const derived = fromSources.derived;
    // Byte comparisons: a matcher's element-by-element walk of a million cells takes a minute.
    const bytes = (a: ArrayBufferView) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
    expect(built?.grid.start).toBeInstanceOf(Int32Array);
    expect(built?.prominence).toBeInstanceOf(Float64Array);
    expect(bytes(built!.grid.start).equals(bytes(derived.grid.start))).toBe(true);
    expect(bytes(built!.grid.order).equals(bytes(derived.grid.order))).toBe(true);
    expect(bytes(built!.prominence).equals(bytes(derived.prominence))).toBe(true);
    expect(built?.states).toEqual(derived.states);
    expect(built?.districts).toBeInstanceOf(Int32Array);
    expect(built!.districts.length).toBeGreaterThan(1000);
    expect(bytes(built!.districts).equals(bytes(derived.districts))).toBe(true);
    const signals = readProminence();
    const links = wikivoyageLinks(fromSources.cities);
    expect(built?.prominence.length).toBe(fromSources.cities.size);
    // And the first row with a linked Wikivoyage article, whose prominence may be the links' floor.
    const linked = links.findIndex((n) => n > 0);
    for (const i of [0, 1000, linked, fromSources.cities.size - 1])
      expect(built?.prominence[i]).toBe(prominence(signals.population[i] ?? 0, signals.alternates[i] ?? 0, links[i]));
    // Identity only: a failed toBe walks both indexes element by element to word its message.
    expect(fromIndex.derived === fromSources.derived).toBe(false);
  });

  it('joins what the late join adds one name at a time, as the join run from the sources adds it', () => {
    // Before any walk of its tables (the next test's), so each name here joins on its own.
    const lookedUp = fromIndex;
    // A name the late join alone gives (a Natural Earth range), one it adds a reading to, and an exonym.
    expect(lookedUp.names.get('pyrenees')?.map((h) => h.id)).toEqual(fromSources.names.get('pyrenees')?.map((h) => h.id));
    expect(lookedUp.names.get('pyrenees')?.length).toBeGreaterThan(0);
    const hitIds = (c: Catalog, key: string) => c.names.get(key)?.map((h) => `${h.kind} ${h.id} ${JSON.stringify(c.places.get(h.id))}`);
    expect(hitIds(lookedUp, 'georgia')).toEqual(hitIds(fromSources, 'georgia'));
    expect(lookedUp.exonymRow('dubay')).toBe(fromSources.exonymRow('dubay'));
    expect(lookedUp.exonymRow('dubay')).toBeDefined();
    expect(lookedUp.regionOfAdmin1).toEqual(fromSources.regionOfAdmin1);
  });

  it('finds the parks and cities inside a place without the whole late join, as the catalog from the sources finds them', () => {
    const walks = (['keys', 'values', 'entries'] as const).flatMap((m) => [vi.spyOn(fromIndex.places, m), vi.spyOn(fromIndex.names, m)]);
    for (const id of ['state:us-ca', 'region:lake-garda', 'country:nz']) {
      const inside = (c: Catalog) => withinPlace(c, c.places.get(id)!, 12).map((p) => p.id);
      expect(inside(fromIndex), id).toEqual(inside(fromSources));
      expect(inside(fromIndex), id).toContainEqual(expect.stringMatching(/^park:/));
    }
    expect(walks.filter((w) => w.mock.calls.length > 0)).toEqual([]);
    for (const w of walks) w.mockRestore();
    // The walk is not needed because the late join adds no park but sights (sights.tsv), which are read where a request
    // names them and are no places to offer inside a region: the catalog's parks are all the others there are.
    const parks = [...fromSources.places.values()].filter((p) => p.type === 'park' && !p.id.startsWith(SIGHT_ID_PREFIX));
    expect(fromSources.parks.map((p) => p.id).sort()).toEqual(parks.map((p) => p.id).sort());
  });

  it('holds, once walked, the names, places and name beginnings of the join run from the sources', () => {
    const key = ([k, v]: [string, unknown]) => `${k} ${JSON.stringify(v)}`;
    // Strings compared, not objects: a matcher's walk of some 20k entries takes minutes.
    const names = [...fromIndex.names].map(key);
    expect(names.length).toBeGreaterThan(10_000);
    expect(names.sort().join('\n') === [...fromSources.names].map(key).sort().join('\n')).toBe(true);
    const places = [...fromIndex.places].map(key);
    expect(places.sort().join('\n') === [...fromSources.places].map(key).sort().join('\n')).toBe(true);
    for (const prefix of ['new', 'sierra de', 'costa', 'val d', 'rio grande do', 'zzz', 'paris france'])
      expect(fromIndex.isNamePrefix(prefix)).toBe(fromSources.isNamePrefix(prefix));
  });

  it('gives a catalog whose places, priors and nearest cities are those of one derived from the sources', () => {
    const states = [...fromSources.places.values()].filter((p) => p.type === 'state');
    expect(states.length).toBeGreaterThan(1000);
    for (const s of states) expect(fromIndex.places.get(s.id)).toEqual(s);
    for (let i = 0; i < fromSources.cities.size; i += 997) expect(fromIndex.cityPlace(i)).toEqual(fromSources.cityPlace(i));
    for (let k = 0; k < fromSources.derived.districts.length; k += 2 * 97) {
      const district = fromSources.derived.districts[k] ?? -1;
      expect(fromIndex.cityPlace(district).within?.id).toBe(fromSources.cityPlace(district).within?.id ?? 'a city');
    }
    for (const [lat, lon, country] of [
      [48.85, 2.35, 'FR'],
      [-33.9, 151.2, undefined],
      [64.1, -21.9, 'IS'],
      [0, 0, undefined],
    ] as const) {
      expect(fromIndex.cities.nearest(lat, lon, country)).toBe(fromSources.cities.nearest(lat, lon, country));
    }
  });
});

describe("the built index of world-countries' records (dist/indexes/countries.json)", () => {
  it('reads back the fields the country table, nationalities and road neighbours read, as the package gives them', () => {
    withBuiltIndexes({ [COUNTRIES_INDEX]: readWorldCountries() }, (dir) => {
      const built = readBuiltIndex<WorldCountry[]>(COUNTRIES_INDEX, dir)!;
      const full = packageJson<Array<Record<string, unknown>>>('world-countries');
      expect(built.length).toBe(full.length);
      const fields = ['cca2', 'cca3', 'altSpellings', 'region', 'subregion', 'latlng', 'capital', 'area', 'independent', 'demonyms', 'languages', 'borders'];
      built.forEach((record, i) => {
        const source = full[i] as unknown as WorldCountry;
        for (const field of fields) expect((record as unknown as Record<string, unknown>)[field]).toEqual(full[i]?.[field]);
        expect(record.name).toEqual({ common: source.name.common, official: source.name.official });
        expect(record.translations).toEqual(Object.fromEntries(Object.entries(source.translations).map(([lang, t]) => [lang, { common: t?.common }])));
      });
      expect(built.find((c) => c.cca2 === 'FR')?.translations['deu']?.common).toBe('Frankreich');
      expect(JSON.stringify(built).length).toBeLessThan(JSON.stringify(full).length * 0.6);
    });
  });
});
