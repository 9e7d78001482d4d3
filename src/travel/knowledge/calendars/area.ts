import { greatCircleKm } from '../../geo/distance.js';
import type { Area } from './types.js';

/** A place a calendar record may apply to: a curated destination or any gazetteer place. */
export interface PlacePoint {
  /** Curated destination id, or a gazetteer id for places without a record. */
  id: string;
  country: string;
  admin1: string | null;
  lat: number;
  lon: number;
}

type Selectors = Omit<Area, 'except'>;

function matches(s: Selectors, p: PlacePoint): boolean {
  return (
    (s.countries?.includes(p.country) ?? false) ||
    (p.admin1 !== null && (s.regions?.includes(p.admin1) ?? false)) ||
    (s.destinations?.includes(p.id) ?? false) ||
    (s.boxes?.some(([south, west, north, east]) => p.lat >= south && p.lat <= north && p.lon >= west && p.lon <= east) ?? false) ||
    (s.near?.some((n) => greatCircleKm(n, p) <= n.km) ?? false)
  );
}

/** Any selector matches and no exception does. */
export const inArea = (area: Area, p: PlacePoint): boolean => matches(area, p) && !(area.except && matches(area.except, p));

/** The record names the place itself (its destination id, or a point it lies near), not just its country or a box around it. */
export const namesPlace = (area: Area, p: PlacePoint): boolean =>
  (area.destinations?.includes(p.id) ?? false) || (area.near?.some((n) => greatCircleKm(n, p) <= n.km) ?? false);
