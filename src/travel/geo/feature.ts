import { AREA_KINDS } from './area-kinds.js';
import type { Place } from './place.js';

/**
 * What kind of feature a place is, finer than its type: a curated region may be an island or an
 * archipelago, a coast may be a sea's resort coast, a park record may be a landmark, an area of
 * areas.tsv a valley or a ski resort. Recorded per record (`feature` in regions.json, `kind` in parks.json
 * and areas.tsv); GeoNames places are cities, or
 * neighbourhoods when data/geo/districts.tsv names the city they are part of.
 */
export const FEATURE_KINDS = ['country', 'city', 'sea', 'landmark', 'neighbourhood', ...AREA_KINDS] as const;
export type FeatureKind = (typeof FEATURE_KINDS)[number];

export function featureOf(p: Place): FeatureKind {
  if (p.region?.feature) return p.region.feature;
  if (p.within) return 'neighbourhood';
  if (p.park) return p.park.kind === 'landmark' || p.park.kind === 'trail' ? 'landmark' : 'park';
  switch (p.type) {
    case 'country':
      return 'country';
    case 'city':
      return 'city';
    case 'coast':
      return 'coast';
    case 'park':
      return 'park';
    default:
      return 'region';
  }
}
