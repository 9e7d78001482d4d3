import { airportsNear } from '../../geo/airports.js';
import { greatCircleKm } from '../../geo/distance.js';
import type { AirportLink } from '../types.js';
import { landMassOf } from './coast.js';
import { airportRole } from './gateways.js';
import { roadLinked } from './land-reach.js';

/**
 * remote_island_model_v1: a small island that no international flight reaches by road (its own
 * airports have only domestic or small-plane service, or it lies across water from them) lives on
 * its visitors, has few beds and ships in what they use, so its lodging costs more than the
 * mainland row of its country says.
 * - Small: the land mass the place stands on (Natural Earth 1:50m, coast_distance_model_v1) is at
 *   most 3,000 km², or too small for the map, and no bridge, tunnel or causeway joins it to other
 *   land (land-reach.ts: Mount Desert Island or Skye are on the road).
 * - Remote: none of its gateway airports is both international (OpenFlights routes, gateways.ts)
 *   and on its side of the water (no water crossing on the transfer).
 * - Its rooms sell at international rates, like a resort's (the price level at least 1), and cost
 *   x(1.2 + 0.8 x min(1, km to the nearest international airport / 1,000)) more: x1.2 a ferry
 *   ride from the network, x2.0 a thousand km out in the ocean. The ends are the model's
 *   editorial estimate of how far island rooms run above the same grade on the mainland.
 * A model_estimate.
 */
export const REMOTE_ISLAND_MODEL = { name: 'remote_island_model_v1', max_km2: 3000, base: 1.2, per_isolation: 0.8, isolation_km: 1000 } as const;

/** Km from a point to the nearest airport with international routes, up to the model's isolation_km. */
function kmToNetwork(point: { lat: number; lon: number }): number {
  const m = REMOTE_ISLAND_MODEL;
  const hub = airportsNear(point.lat, point.lon, m.isolation_km).find((a) => airportRole(a) === 'international');
  return hub ? greatCircleKm(point, hub) : m.isolation_km;
}

/** The lodging premium of a remote island, with the words that say why; null elsewhere. */
export function remoteIsland(point: { lat: number; lon: number }, airports: readonly AirportLink[]): { factor: number; note: string } | null {
  const m = REMOTE_ISLAND_MODEL;
  const mass = landMassOf(point);
  if ((mass && mass.area_km2 > m.max_km2) || roadLinked(point, mass)) return null;
  if (airports.some((a) => !a.water_crossing && airportRole(a) === 'international')) return null;
  const km = Math.round(kmToNetwork(point));
  const factor = Math.round((m.base + (m.per_isolation * Math.min(km, m.isolation_km)) / m.isolation_km) * 100) / 100;
  return { factor, note: `small island ${km} km from an international airport: international rates, lodging x${factor} (${m.name})` };
}
