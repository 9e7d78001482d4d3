import { greatCircleKm } from '../../geo/distance.js';
import { readTravelJson } from '../data-files.js';
import { landMassOf, type LandMass } from './coast.js';

/**
 * Which land a road reaches from a point: the land mass it stands on (coast.ts, Natural Earth 1:50m
 * rings; an islet too small for the map is a land mass of its own, which points within ISLET_KM of
 * a link's end share), joined with every other land mass a fixed link carrying cars leads to: the
 * bridges, tunnels and causeways of island-links.json (within a country) and road-links.json
 * (between countries: the Channel Tunnel puts Great Britain on the road from Paris, while nothing
 * but a ferry leads on to Ireland, though the UK and Ireland share a land border).
 */
export const ISLET_KM = 10;

export interface Point {
  lat: number;
  lon: number;
}
interface LinkFile {
  links: Array<{ name: string; points: Array<[number, number]>; source: string }>;
}

/** A land mass's key: its ring, or for an islet off the map (no mass) the point itself. */
const massKey = (p: Point, mass: LandMass | null): string => (mass ? `r${mass.ring}` : `p${p.lat},${p.lon}`);

let groups: { byKey: Map<string, number>; islets: Array<Point & { link: number }>; parent: number[] } | undefined;

/** The land masses each fixed link joins, as a union of links that share one. */
function linkGroups(): NonNullable<typeof groups> {
  if (groups) return groups;
  const byKey = new Map<string, number>();
  const islets: Array<Point & { link: number }> = [];
  const links = [...readTravelJson<LinkFile>('island-links.json').links, ...readTravelJson<LinkFile>('road-links.json').links];
  const parent = links.map((_, i) => i);
  links.forEach((link, i) => {
    for (const [lat, lon] of link.points) {
      const key = massKey({ lat, lon }, landMassOf({ lat, lon }));
      islets.push({ lat, lon, link: i });
      const other = byKey.get(key);
      if (other === undefined) byKey.set(key, i);
      else parent[root(parent, other)] = root(parent, i);
    }
  });
  groups = { byKey, islets, parent };
  return groups;
}

function root(parent: number[], i: number): number {
  while (parent[i] !== i) i = parent[i]!;
  return i;
}

/** The key of the land a road reaches from a point on a land mass (null: an islet off the map); points with one key are joined by road. */
export function reachKey(p: Point, mass: LandMass | null): string {
  const { byKey, islets, parent } = linkGroups();
  const key = massKey(p, mass);
  const islet = key.startsWith('p') ? islets.find((i) => greatCircleKm(i, p) <= ISLET_KM) : undefined;
  const link = islet?.link ?? byKey.get(key);
  return link === undefined ? key : `g${root(parent, link)}`;
}

/** Whether a fixed link carrying cars joins the point's land mass to other land. */
export const roadLinked = (p: Point, mass: LandMass | null): boolean => reachKey(p, mass).startsWith('g');
