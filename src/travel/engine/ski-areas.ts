import { greatCircleKm } from '../geo/distance.js';
import { loadAreas, type Area } from '../geo/areas.js';
import type { Gazetteer, GazetteerPlace } from '../geo/types.js';

/**
 * Evidence that a place nobody curated has skiing: a ski resort of English Wikivoyage's (the
 * ski_resort areas of data/geo/areas.tsv) within SKI_BASE_KM of it. A cold climate or a mountain
 * park is no such evidence (Aoraki / Mount Cook, Milford Sound): without a ski area near, a ski trip
 * leaves the place out, and it is never priced with lift passes or at ski-resort rates.
 */

/** How far a town serves as a ski base for a resort: a short drive up the access road (model_estimate). */
export const SKI_BASE_KM = 30;

let resorts: readonly Area[] | undefined;
const skiResorts = (): readonly Area[] => (resorts ??= loadAreas().areas.filter((a) => a.kind === 'ski_resort'));

/** The nearest known ski resort within SKI_BASE_KM of a point, if any. */
export function skiAreaNear(point: { lat: number; lon: number }): Area | undefined {
  let best: { area: Area; km: number } | undefined;
  for (const area of skiResorts()) {
    const km = greatCircleKm(point, area);
    if (km <= SKI_BASE_KM && (!best || km < best.km)) best = { area, km };
  }
  return best?.area;
}

/** The towns that serve the known ski resorts: the GeoNames place nearest each, in its country and within SKI_BASE_KM. */
export function skiBases(gazetteer: Gazetteer): GazetteerPlace[] {
  return skiResorts().flatMap((area) => {
    const town = gazetteer.nearestCity(area, area.country);
    return town && greatCircleKm(town, area) <= SKI_BASE_KM ? [town] : [];
  });
}
