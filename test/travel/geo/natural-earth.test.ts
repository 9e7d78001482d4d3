import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Catalog } from '../../../src/travel/geo/catalog.js';
import { loadGazetteer, type PlaceRef, type PlaceType, type PointLike } from '../../../src/travel/geo/index.js';

const g = loadGazetteer();
const first = (name: string) => g.resolve(name)[0];
const refOf = (name: string): PlaceRef => {
  const p = first(name);
  if (!p) throw new Error(`no place ${name}`);
  return { type: p.type as PlaceType, id: p.id, name: p.name, country: p.country, confidence: 1 };
};
const pt = (country: string, lat: number, lon: number): PointLike => ({ country, lat, lon, admin1: null });
const names = (text: string, lang: string) => g.extract(text, { lang }).map((m) => `${m.name}|${m.country}`);

describe('Natural Earth regions and seas', () => {
  it('ships its inputs pinned by SHA-256 and names its source and date', () => {
    const file = JSON.parse(readFileSync(new URL('../../../data/geo/natural-earth.json', import.meta.url), 'utf8')) as {
      source: string;
      as_of: string;
      inputs: Record<string, string>;
      regions: Array<{ source: string; as_of: string }>;
    };
    expect(file.source).toMatch(/Natural Earth/);
    expect(Object.values(file.inputs).every((sha) => /^[0-9a-f]{64}$/.test(sha))).toBe(true);
    expect(file.regions.every((r) => r.source.includes('model_estimate') && r.as_of === file.as_of)).toBe(true);
  });

  it('joins the catalog on the first name lookup, not when the catalog is built', () => {
    const cat = new Catalog();
    expect(cat.naturalEarthLoaded).toBe(false);
    expect(cat.names.get('pantanal')?.length).toBeGreaterThan(0);
    expect(cat.naturalEarthLoaded).toBe(true);
  });

  it('resolves ranges, deserts, wetlands and island groups the curated files lack', () => {
    expect(first('Pyrenees')).toMatchObject({ name: 'Pyrenees', type: 'region' });
    expect(first('Sahara')).toMatchObject({ name: 'Sahara', type: 'region' });
    expect(first('Pantanal')?.type).toBe('region');
    expect(first('Balearic Islands')?.country).toBe('ES');
  });

  it('keeps the French name of a sea', () => {
    expect(first('Mer Baltique')?.name).toBe('Baltic Sea');
  });

  it('searches within an outline: Cauterets and Bagnères-de-Luchon are in the Pyrenees, Madrid and Toulouse are not', () => {
    const pyrenees = refOf('Pyrenees');
    expect(g.contains(pyrenees, pt('FR', 42.89, -0.11))).toBe(true);
    expect(g.contains(pyrenees, pt('FR', 42.79, 0.59))).toBe(true);
    expect(g.contains(pyrenees, pt('ES', 40.417, -3.704))).toBe(false);
    expect(g.contains(pyrenees, pt('FR', 43.605, 1.444))).toBe(false);
  });

  it('leaves curated records the reading of their own names', () => {
    expect(first('Cyclades')?.id).toBe(first('Kykladen')?.id);
  });
});

describe('words that are also famous places', () => {
  it('reads a lower-case short form that is an ordinary word as that word ("usa" the verb, "rio" the river)', () => {
    expect(names('Mi abuela usa bastón y queremos ir a Valencia', 'es')).toEqual(['Valencia|ES']);
    expect(names('Un giro in barca sul rio vicino a Manaus', 'it')).toEqual(['Manaus|BR']);
    expect(names('Fliegen nach USA im Mai', 'de')).toEqual(['United States|US']);
  });

  it('reads a feast name as the feast unless a place cue says otherwise', () => {
    expect(names('Queremos visitar Lisboa no Natal', 'pt')).toEqual(['Lisbon|PT']);
    expect(names('Vamos passar uma semana em Natal', 'pt')).toEqual(['Natal|BR']);
  });

  it('lets an article yield to the more prominent name after it', () => {
    expect(names('Nous hésitons entre la Crète et Chypre', 'fr')).toEqual(['Crete|GR', 'Cyprus|CY']);
  });
});
