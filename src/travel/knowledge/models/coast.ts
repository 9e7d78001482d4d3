import { greatCircleKm } from '../../geo/distance.js';
import { readTravelJson } from '../data-files.js';

/**
 * coast_distance_model_v1: whether a place lies on the coast or on an island, from the Natural
 * Earth 1:50m land polygons (data/travel/coast/land-50m.json, scripts/travel/build-coast.ts).
 *   coast distance = great-circle km to the nearest vertex of any land ring (vertices are a few km
 *                    apart at this scale, so the figure is a slight overestimate);
 *   coastal        = coast distance <= 20 km, or the point is on no land polygon at all (a small
 *                    island or a shore the 1:50m outline rounds off);
 *   island         = the point is inside a land ring of at most 50,000 km2 (Mallorca, Bali, Palawan,
 *                    Crete; not Luzon, Honshu or Great Britain, which travellers do not mean by "islands"),
 *                    or on no land polygon and more than 20 km from a ring larger than that.
 * Thresholds are editorial; every answer built on them is a model_estimate.
 */
export const COAST_MODEL = { name: 'coast_distance_model_v1', coastal_km: 20, island_max_km2: 50_000, cell_deg: 0.5 } as const;

interface RingRow {
  area_km2: number;
  /** [lat, lon] pairs in hundredths of a degree. */
  points: number[];
}
interface Ring {
  /** Its place in the table (smallest first). */
  index: number;
  area_km2: number;
  /** [lat, lon] pairs in degrees. */
  points: Float64Array;
}
interface Index {
  /** Smallest first, so the first ring containing a point is the island it is on. */
  rings: Ring[];
  /** Bounding boxes per ring: [minLat, minLon, maxLat, maxLon] in degrees. */
  boxes: Float64Array;
  /** Grid cell -> flat [lat, lon, ring, vertex] quadruples of the vertices in it. */
  cells: Map<number, number[]>;
}

const cellKey = (latCell: number, lonCell: number) => latCell * 1000 + lonCell;
const cellOf = (deg: number) => Math.floor(deg / COAST_MODEL.cell_deg);

let index: Index | undefined;
function load(): Index {
  const rings = readTravelJson<{ rings: RingRow[] }>('coast/land-50m.json')
    .rings.map((r) => ({ area_km2: r.area_km2, points: Float64Array.from(r.points, (v) => v / 100) }))
    .sort((a, b) => a.area_km2 - b.area_km2)
    .map((r, index) => ({ ...r, index }));
  const boxes = new Float64Array(rings.length * 4);
  const cells = new Map<number, number[]>();
  rings.forEach((ring, r) => {
    const box = [Infinity, Infinity, -Infinity, -Infinity];
    for (let i = 0; i < ring.points.length; i += 2) {
      const lat = ring.points[i] ?? 0;
      const lon = ring.points[i + 1] ?? 0;
      box[0] = Math.min(box[0]!, lat);
      box[1] = Math.min(box[1]!, lon);
      box[2] = Math.max(box[2]!, lat);
      box[3] = Math.max(box[3]!, lon);
      const key = cellKey(cellOf(lat), cellOf(lon));
      const list = cells.get(key);
      if (list) list.push(lat, lon, r, i / 2);
      else cells.set(key, [lat, lon, r, i / 2]);
    }
    boxes.set(box, r * 4);
  });
  return { rings, boxes, cells };
}
const table = (): Index => (index ??= load());

/** Ray casting over one ring (degrees; rings that cross the antimeridian are rare at this scale and only large ones do). */
function insideRing(ring: Ring, lat: number, lon: number): boolean {
  const p = ring.points;
  const n = p.length / 2;
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const yi = p[2 * i] ?? 0;
    const xi = p[2 * i + 1] ?? 0;
    const yj = p[2 * j] ?? 0;
    const xj = p[2 * j + 1] ?? 0;
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The smallest land ring containing the point, among rings up to maxKm2; null when it is on none of them. */
function containingRing(t: Index, lat: number, lon: number, maxKm2: number): Ring | null {
  for (let r = 0; r < t.rings.length; r++) {
    const ring = t.rings[r]!;
    if (ring.area_km2 > maxKm2) return null;
    const b = t.boxes.subarray(r * 4, r * 4 + 4);
    if (lat >= b[0]! && lon >= b[1]! && lat <= b[2]! && lon <= b[3]! && insideRing(ring, lat, lon)) return ring;
  }
  return null;
}

interface ShorePoint {
  lat: number;
  lon: number;
  km: number;
  ring: Ring;
}

/** Km from a point to the segment a-b, on a local flat projection (fine over the few km of a shore test). */
function segmentKm(lat: number, lon: number, a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const kx = 111.32 * Math.cos((lat * Math.PI) / 180);
  const [ax, ay, bx, by] = [(a.lon - lon) * kx, (a.lat - lat) * 110.57, (b.lon - lon) * kx, (b.lat - lat) * 110.57];
  const [dx, dy] = [bx - ax, by - ay];
  const len = dx * dx + dy * dy;
  const f = len === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len));
  return Math.hypot(ax + f * dx, ay + f * dy);
}

/**
 * Nearest land-ring vertex within the search radius (of one ring when given): where it is, its
 * distance and ring; null when none is that close. With edges, the distance is to the shore line
 * through the vertex (the two segments beside it), which the vertex spacing of the 1:50m outline
 * would otherwise overstate by a few km.
 */
function nearestVertex(t: Index, lat: number, lon: number, radiusKm: number, only?: number, edges = false): ShorePoint | null {
  const spanLat = Math.ceil(radiusKm / 111 / COAST_MODEL.cell_deg);
  const spanLon = Math.ceil(radiusKm / (111 * Math.max(0.1, Math.cos((lat * Math.PI) / 180))) / COAST_MODEL.cell_deg);
  let best: ShorePoint | null = null;
  for (let a = cellOf(lat) - spanLat; a <= cellOf(lat) + spanLat; a++) {
    for (let o = cellOf(lon) - spanLon; o <= cellOf(lon) + spanLon; o++) {
      const list = t.cells.get(cellKey(a, o));
      if (!list) continue;
      for (let i = 0; i < list.length; i += 4) {
        if (only !== undefined && list[i + 2] !== only) continue;
        const at = { lat: list[i]!, lon: list[i + 1]! };
        const ring = t.rings[list[i + 2]!]!;
        const km = edges ? shoreKm(ring, list[i + 3]!, lat, lon) : greatCircleKm({ lat, lon }, at);
        if (km <= radiusKm && (!best || km < best.km)) best = { ...at, km, ring };
      }
    }
  }
  return best;
}

/** Km from a point to the shore segments on either side of a ring's vertex. */
function shoreKm(ring: Ring, v: number, lat: number, lon: number): number {
  const n = ring.points.length / 2;
  const at = (k: number) => ({ lat: ring.points[2 * ((k + n) % n)]!, lon: ring.points[2 * ((k + n) % n) + 1]! });
  return Math.min(segmentKm(lat, lon, at(v - 1), at(v)), segmentKm(lat, lon, at(v), at(v + 1)));
}

export interface CoastFacts {
  /** Km to the coastline when within the coastal distance, else null (inland). */
  coast_km: number | null;
  coastal: boolean;
  island: boolean;
}

/** Facts of recent points (places recur across requests; the large rings make the inland test the slow part). */
const memo = new Map<string, CoastFacts>();
const MEMO_SIZE = 10_000;

export function coastFacts(point: { lat: number; lon: number }): CoastFacts {
  const key = `${point.lat.toFixed(3)},${point.lon.toFixed(3)}`;
  let facts = memo.get(key);
  if (!facts) {
    if (memo.size >= MEMO_SIZE) memo.clear();
    memo.set(key, (facts = computeFacts(point.lat, point.lon)));
  }
  return facts;
}

function computeFacts(lat: number, lon: number): CoastFacts {
  const t = table();
  const m = COAST_MODEL;
  const near = nearestVertex(t, lat, lon, m.coastal_km);
  const coast_km = near ? Math.round(near.km) : null;
  if (containingRing(t, lat, lon, m.island_max_km2)) return { coast_km, coastal: near !== null, island: true };
  // Near a large ring's shore the point is coastal (inside it or rounded off into the sea); far from any
  // shore it is either inland in a large ring or on an island too small for the map.
  if (near) return { coast_km, coastal: true, island: near.ring.area_km2 <= m.island_max_km2 };
  const onLand = containingRing(t, lat, lon, Infinity) !== null;
  return { coast_km, coastal: !onLand, island: !onLand };
}

/**
 * The land mass a point stands on, for telling whether a trip between two points crosses water:
 * the smallest ring containing it, else the ring whose shore lies within SHORE_KM (a coast the
 * 1:50m outline rounds off into the sea), else null: an island too small for the map. Rings are
 * named by their index in the loaded table, stable within a process.
 */
export interface LandMass {
  ring: number;
  area_km2: number;
}
const SHORE_KM = 5;

/** shoreKm: how far off the outline a point still counts as on its shore (airports on reclaimed land or a causeway reach further). */
export function landMassOf(point: { lat: number; lon: number }, shoreKm: number = SHORE_KM): LandMass | null {
  const t = table();
  const inside = containingRing(t, point.lat, point.lon, Infinity);
  const ring = inside ?? nearestVertex(t, point.lat, point.lon, shoreKm, undefined, true)?.ring;
  return ring ? { ring: ring.index, area_km2: ring.area_km2 } : null;
}

/** The point of a land mass's shore nearest to a place within radiusKm (where a crossing to it would land), or null. */
export function nearestShore(mass: LandMass, point: { lat: number; lon: number }, radiusKm: number): { lat: number; lon: number; km: number } | null {
  const t = table();
  const hit = nearestVertex(t, point.lat, point.lon, radiusKm, mass.ring);
  return hit ? { lat: hit.lat, lon: hit.lon, km: hit.km } : null;
}

/** Themes a place can only have by the sea, and the one it can only have on an island. */
const COASTAL_THEMES: ReadonlySet<string> = new Set(['beach', 'surfing', 'snorkeling_diving', 'diving', 'rugged_coast', 'whale_watching']);
export const ISLAND_THEMES: ReadonlySet<string> = new Set(['islands']);

/** The required themes the place cannot have by coast_distance_model_v1 (inland for sea themes, mainland for islands). */
export function themesRuledOutByCoast(point: { lat: number; lon: number }, themes: readonly string[]): string[] {
  if (!themes.some((t) => COASTAL_THEMES.has(t) || ISLAND_THEMES.has(t))) return [];
  const facts = coastFacts(point);
  return themes.filter((t) => (COASTAL_THEMES.has(t) && !facts.coastal) || (ISLAND_THEMES.has(t) && !facts.island));
}
