import { greatCircleKm } from '../geo/distance.js';
import { normalize } from '../geo/normalize.js';
import type { GazetteerPlace } from '../geo/types.js';
import type { Candidate } from './types.js';

/**
 * When a gazetteer place is a curated destination under another name, so that the two are merged
 * and never listed twice: the place lies within SAME_PLACE_KM of the record's point, or within
 * NAMED_PART_KM and is one of the places the record's name lists ("Kerala backwaters and Kochi"
 * is Kochi; "Bryce Canyon National Park" is the park of that name; "Cusco and Machu Picchu" is
 * both), or is a park, coast or region of the record's very name within AREA_SAME_NAME_KM (an area's
 * centroid and the record's base camp lie far apart: Kruger's centroid is 112 km from Skukuza).
 */
export const SAME_PLACE_KM = 25;
const NAMED_PART_KM = 100;
/** Half the length of the longest parks and coasts a record names (Kruger runs 350 km north to south). */
const AREA_SAME_NAME_KM = 250;
const AREA_TYPES: ReadonlySet<GazetteerPlace['type']> = new Set(['park', 'coast', 'region']);

/** The places a curated name lists: "Cusco and Machu Picchu" -> ["cusco and machu picchu", "cusco", "machu picchu"]. */
export function nameParts(name: string): string[] {
  const parts = name
    .split(/\s+and\s+|[,()/]/)
    .map(normalize)
    .filter(Boolean);
  return [...new Set([normalize(name), ...parts])];
}

export function curatedTwin(place: GazetteerPlace, curated: readonly Candidate[]): Candidate | undefined {
  const key = normalize(place.name);
  let best: { c: Candidate; km: number } | undefined;
  for (const c of curated) {
    if (c.country !== place.country) continue;
    const km = greatCircleKm(c, place);
    const sameArea = AREA_TYPES.has(place.type) && km <= AREA_SAME_NAME_KM && normalize(c.name) === key;
    const same = sameArea || km <= SAME_PLACE_KM || (km <= NAMED_PART_KM && nameParts(c.name).includes(key));
    if (same && (!best || km < best.km)) best = { c, km };
  }
  return best?.c;
}
