import { airportsNear } from '../geo/airports.js';
import { greatCircleKm } from '../geo/distance.js';
import { loadAreas, type Area } from '../geo/areas.js';
import type { Gazetteer, GazetteerPlace } from '../geo/types.js';
import { COAST_MODEL, coastFacts } from '../knowledge/models/coast.js';
import type { Candidate } from './types.js';

/**
 * Evidence on skiing at a place nobody curated. For: a ski resort of English Wikivoyage's (the
 * ski_resort areas of data/geo/areas.tsv) within SKI_BASE_KM. That list holds a few dozen resorts
 * worldwide, so none near says nothing either way. Against (ski_terrain_model_v1): a lowland place
 * (Rotterdam, Maastricht), a low place on the coast (a port or beach town, a fjord's sea level: Varna, Milford Sound), or a low place beside
 * a large airport (an airport suburb or a lowland city: Ferno, Orio al Serio, Sofia), where no lift
 * starts; a height unknown is no evidence.
 */

/** How far a town serves as a ski base for a resort: a short drive up the access road (model_estimate). */
export const SKI_BASE_KM = 30;

/** ski_terrain_model_v1 (model_estimate): heights below which a place, a coastal place or an airport's neighbour is no ski base. */
export const SKI_TERRAIN_MODEL = { name: 'ski_terrain_model_v1', lowland_m: 150, coast_low_m: 400, airport_low_m: 600, airport_km: 12 } as const;

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

/**
 * Whether anything known says skiing is there: a curated record with some skiing, or a known ski resort within
 * SKI_BASE_KM. A ski trip is never filled with places that have none ("no ski area known" is the answer instead).
 */
export const skiEvidence = (c: Candidate): boolean => (c.themes?.['skiing'] ?? 0) > 0 || skiAreaNear(c) !== undefined;

/** What a place without ski evidence lacks, in words for the notes. */
export const SKI_EVIDENCE_BASIS = `no curated skiing and no ski resort Wikivoyage lists within ${SKI_BASE_KM} km`;

/** Why the terrain rules skiing out at a place with no known resort near (ski_terrain_model_v1), or null when nothing does. */
export function skiTerrainAgainst(place: { lat: number; lon: number; height: { metres: number } | null }): string | null {
  if (!place.height || skiAreaNear(place)) return null;
  const m = SKI_TERRAIN_MODEL;
  const metres = place.height.metres;
  if (metres < m.lowland_m) return `lowland at ${Math.round(metres)} m`;
  if (metres < m.coast_low_m && coastFacts(place).coastal) return `on the coast (${COAST_MODEL.name}) at ${Math.round(metres)} m`;
  const airport = metres < m.airport_low_m ? airportsNear(place.lat, place.lon, m.airport_km).find((a) => a.size === 'large') : undefined;
  return airport ? `at ${Math.round(metres)} m beside ${airport.name}` : null;
}

/** The towns that serve the known ski resorts: the GeoNames place nearest each, in its country and within SKI_BASE_KM. */
export function skiBases(gazetteer: Gazetteer): GazetteerPlace[] {
  return skiResorts().flatMap((area) => {
    const town = gazetteer.nearestCity(area, area.country);
    return town && greatCircleKm(town, area) <= SKI_BASE_KM ? [town] : [];
  });
}
