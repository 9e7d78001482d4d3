/** Mean Earth radius (IUGG), km. */
const EARTH_RADIUS_KM = 6371.0088;

const toRad = (deg: number) => (deg * Math.PI) / 180;

/**
 * Degrees of latitude that hold `km` along a meridian: a point more degrees of latitude away is farther than `km`,
 * since no great circle between two points is shorter than their north-south separation.
 */
export const latitudeDegreesWithin = (km: number): number => ((km / EARTH_RADIUS_KM) * 180) / Math.PI;

/** Great-circle distance in km by the haversine formula (accurate to ~0.5% on a sphere model). */
export function greatCircleKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = toRad(b.lat - a.lat);
  const dLon = toRad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
