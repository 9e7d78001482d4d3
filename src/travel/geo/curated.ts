import type { AreaKind } from './area-kinds.js';
import { dataJson } from './json.js';

/** One way of being inside a region: every field it sets must hold. */
export interface RegionMember {
  countries?: string[];
  subregions?: string[];
  continents?: string[];
  admin1?: string[];
  /** [south, west, north, east] in degrees. */
  bbox?: [number, number, number, number];
  /** [[lat, lon], ...], closed implicitly. */
  polygon?: Array<[number, number]>;
}

export interface CuratedRegion {
  id: string;
  type: 'region' | 'coast';
  /** The kind of feature when more precise than the type (src/travel/geo/feature.ts). */
  feature?: AreaKind | 'sea';
  name: string;
  aliases: string[];
  members: RegionMember[];
  source: string;
  as_of: string;
}

export interface CuratedPark {
  id: string;
  name: string;
  aliases: string[];
  country: string;
  admin1: string | null;
  lat: number;
  lon: number;
  radius_km: number;
  /** Height of the main visitor area (editorial); absent: the nearest GeoNames place's height is used. */
  elevation_m?: number;
  /** Absent for national parks; famous sites resolved like parks: 'landmark', 'trail', 'protected_area'. */
  kind?: 'landmark' | 'trail' | 'protected_area';
  source: string;
  as_of: string;
}

export interface CityAlias {
  name: string;
  country: string;
  admin1?: string;
  tier: 1 | 2 | 3 | 4;
  aliases: string[];
}

export interface AliasData {
  country_names: Record<string, string>;
  demonyms: Record<string, string>;
  country_feature_words: string[];
  cities: CityAlias[];
  stop_words: string[];
  capitalized_only: string[];
  locative_only: string[];
  locative_words: string[];
  /** Ordinary phrases that are also region aliases ("wine country", "the south"): a place only as a lone, capitalized name. */
  generic_phrases: { note: string; phrases: string[] };
  /** Names in other languages (and short forms) of places known under another name: alias -> that name. */
  place_aliases: { note: string; aliases: Record<string, string> };
}

export interface CuratedData {
  regions: CuratedRegion[];
  parks: CuratedPark[];
  aliases: AliasData;
  admin1Iso: Record<string, string>;
}

export function loadCurated(): CuratedData {
  return {
    regions: dataJson<{ regions: CuratedRegion[] }>('regions.json').regions,
    parks: dataJson<{ parks: CuratedPark[] }>('parks.json').parks,
    aliases: dataJson<AliasData>('aliases.json'),
    admin1Iso: dataJson<{ map: Record<string, string> }>('admin1-iso.json').map,
  };
}

/** Physical regions and seas generated from Natural Earth (data/geo/natural-earth.json): below the curated ones. */
export const loadNaturalEarth = (): CuratedRegion[] => dataJson<{ regions: CuratedRegion[] }>('natural-earth.json').regions;
export const loadAdmin2 = (): CuratedRegion[] => dataJson<{ regions: CuratedRegion[] }>('admin2.json').regions;
