import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AREA_KINDS, type AreaKind } from '../../../src/travel/geo/area-kinds.js';
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

describe("Natural Earth's names in the request languages (data/geo/natural-earth-names.tsv)", () => {
  it('names its source, commit and pinned inputs', () => {
    const head = readFileSync(new URL('../../../data/geo/natural-earth-names.tsv', import.meta.url), 'utf8')
      .split('\n')
      .slice(0, 2)
      .join(' ');
    expect(head).toMatch(/Natural Earth/);
    expect(head).toMatch(/[0-9a-f]{40}/);
    expect(head.match(/\b[0-9a-f]{64}\b/g)?.length).toBe(7);
  });

  it('reads a feature under its French, Spanish, Italian, German or Portuguese name', () => {
    expect(names('Nous voulons une semaine en Gaspésie en août', 'fr')).toEqual(['Pén. de Gaspé|CA']);
    expect(names('Un chalet près du Cervin pour Noël', 'fr')).toEqual(['Matterhorn|CH']);
    expect(names('Vorremmo dieci giorni a Rodi in luglio', 'it')).toEqual(['Rhodes|GR']);
    expect(names('Queremos ver las Cataratas del Iguazú en marzo', 'es').at(0)).toMatch(/^Iguazú/);
    expect(names('Wir wollen zur Osterinsel im Februar', 'de')).toEqual(['Rapa Nui (Easter Island)|CL']);
    expect(names('Queremos conhecer a Ilha de Margarita em janeiro', 'pt').at(0)).toMatch(/Margarita/);
  });

  it('reads a lake and a subdivision under Natural Earth\'s names, and leaves a name a town bears to the town ("Constanza" is Konstanz or Constanța)', () => {
    expect(names('Wir möchten im Juli eine Woche am Genfersee verbringen', 'de')).toEqual(['Lake Geneva|FR']);
    expect(names('Une semaine au bord du lac Léman en juillet', 'fr')).toEqual(['Lake Geneva|FR']);
    expect(first('Constanza')?.type).toBe('city');
  });

  it('takes no name that is a word of the six languages (Heard Island is no "heard", the Birch Mountains no "birch")', () => {
    expect(first('heard')).toBeUndefined();
    expect(first('birch')).toBeUndefined();
    expect(names('We heard Lisbon is lovely in May', 'en')).toEqual(['Lisbon|PT']);
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

describe('named areas from Wikivoyage (data/geo/areas.tsv)', () => {
  it('names its source, commit, licence and pinned input, and holds only known kinds at real points', () => {
    const lines = readFileSync(new URL('../../../data/geo/areas.tsv', import.meta.url), 'utf8').split('\n');
    expect(lines[0]).toMatch(/Wikivoyage \(CC BY-SA 3\.0\).*[0-9a-f]{40}.*sha256 [0-9a-f]{64}/);
    const rows = lines.filter((l) => l && !l.startsWith('#')).map((l) => l.split('\t'));
    expect(rows.length).toBeGreaterThan(3000);
    const kinds = new Set(rows.map((r) => r[0]));
    expect([...kinds].every((k) => [...AREA_KINDS, 'city'].includes(k as AreaKind))).toBe(true);
    expect(rows.every((r) => Math.abs(Number(r[2])) <= 90 && Math.abs(Number(r[3])) <= 180)).toBe(true);
  });

  it('resolves a valley, a region, an island group and a ski resort the other files lack, with its kind and country', () => {
    expect(first('Allgäu')).toMatchObject({ type: 'region', feature: 'region', country: 'DE' });
    expect(first('Engadin')).toMatchObject({ feature: 'valley', country: 'CH' });
    expect(first('Engadine')?.feature).toBe('valley');
    expect(first('Magdalen Islands')).toMatchObject({ name: 'Îles-de-la-Madeleine', feature: 'archipelago', country: 'CA' });
    expect(first('Portillo')).toMatchObject({ feature: 'ski_resort', country: 'CL' });
    expect(first('Mazunte')).toMatchObject({ feature: 'village', country: 'MX' });
  });

  it('finds places inside an area around its point, within its country', () => {
    const allgau = refOf('Allgäu');
    expect(g.contains(allgau, pt('DE', 47.41, 10.28))).toBe(true);
    expect(g.contains(allgau, pt('AT', 47.49, 10.72))).toBe(false);
    expect(g.contains(allgau, pt('DE', 48.14, 11.58))).toBe(false);
    const within = g.placesWithin(allgau, 10);
    expect(within.length).toBeGreaterThan(3);
    expect(within.every((p) => p.country === 'DE' && g.contains(allgau, { ...p, admin1: null }))).toBe(true);
  });

  it('gives a GeoNames town the name a traveller writes it by, so its tail is not read as words', () => {
    expect(first('Frankfurt an der Oder')).toMatchObject({ name: 'Frankfurt (Oder)', type: 'city', country: 'DE' });
    expect(names('Wir ziehen im Mai nach Frankfurt an der Oder', 'de')).toEqual(['Frankfurt (Oder)|DE']);
    expect(names('A week on the Magdalen Islands in July', 'en')).toEqual(['Îles-de-la-Madeleine|CA']);
  });

  it('reads a longer name the data holds whole ("Cabo Polonio", "Porto de Galinhas")', () => {
    expect(names('Vorremmo andare a Cabo Polonio, poi Montevideo', 'it')).toEqual(['Cabo Polonio|UY', 'Montevideo|UY']);
    expect(names('Uma semana em Porto de Galinhas em março', 'pt')).toEqual(['Porto de Galinhas|BR']);
  });

  it('never lets an area take a frequent word or the name of a city as likely as it', () => {
    expect(names("Compriamo un anello d'Oro a Milano", 'it')).toEqual(['Milan|IT']);
    expect(g.resolve('York').some((r) => r.id.startsWith('wv:'))).toBe(false);
    expect(first('York')?.country).toBe('GB');
  });
});

describe('a town named after a feature word of another language', () => {
  it('is no reading of the feature: "Val Gardena" is not Gardena, California; "Lago di Como" is still the lake', () => {
    expect(names('Una settimana in Val Gardena a febbraio', 'it')).toEqual([]);
    expect(names('Skiing in Val Gardena in February', 'en')).toEqual([]);
    expect(names('Una settimana sul Lago di Como a maggio', 'it')).toEqual(['Lake Como|IT']);
    expect(names('A week at Lake Bled in June', 'en')).toEqual(['Lake Bled|SI']);
  });
});
