/** [south, west, north, east] box test; boxes never cross the antimeridian in our data. */
export function inBox(lat: number, lon: number, box: [number, number, number, number]): boolean {
  return lat >= box[0] && lat <= box[2] && lon >= box[1] && lon <= box[3];
}

/** Even-odd ray casting over [lat, lon] vertices; fine for the small editorial outlines we ship. */
export function inPolygon(lat: number, lon: number, polygon: Array<[number, number]>): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [yi, xi] = polygon[i] as [number, number];
    const [yj, xj] = polygon[j] as [number, number];
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
