import { worldCountries } from '../../geo/countries.js';
import { greatCircleKm } from '../../geo/distance.js';
import { readTravelJson } from '../data-files.js';
import { petPolicy, type PetPolicy } from './ground-legs.js';

/**
 * Whether a road links two countries, from data, before a drive or road transfer is proposed:
 * the two share a land border (world-countries' border list) or a fixed link (a bridge or tunnel
 * carrying cars, data/travel/road-links.json), and no closure lies between them
 * (data/travel/closed-borders.json, facts with dates and sources). Within one country a road is
 * assumed; islands are told apart by the ferry legs that reach them (flights.ts).
 */
export interface Closure {
  countries?: [string, string];
  country?: string;
  all_land_borders?: boolean;
  since: string;
  what: string;
  source: string;
  verified: boolean;
}
interface ClosureFile {
  as_of: string;
  closures: Closure[];
}
interface RawCountry {
  cca2: string;
  cca3: string;
  borders: string[];
  latlng: [number, number];
}
interface FixedLink {
  countries: [string, string];
  name: string;
  source: string;
  /** The pet policy of the only passenger trains through the link, where they refuse pets (ground-legs.json). */
  rail_pet_policy?: string;
}
interface LinkFile {
  links: FixedLink[];
}

/** An open road, with the countries it passes through between the two ends (landRoute; none for neighbours). */
export type RoadVerdict = { open: true; via?: readonly string[] } | { open: false; reason: string; closure?: Closure; as_of?: string };

let closureFile: ClosureFile | undefined;
let neighbours: Map<string, Set<string>> | undefined;
let fixedLinkList: FixedLink[] | undefined;

const fixedLinks = (): FixedLink[] => (fixedLinkList ??= readTravelJson<LinkFile>('road-links.json').links);

function closures(): ClosureFile {
  closureFile ??= readTravelJson<ClosureFile>('closed-borders.json');
  return closureFile;
}

/** Countries a road leads to from each country: land borders plus fixed links. */
function roadNeighbours(): Map<string, Set<string>> {
  if (neighbours) return neighbours;
  const raw: RawCountry[] = worldCountries();
  const byCca3 = new Map(raw.map((r) => [r.cca3, r.cca2]));
  const table = new Map(raw.map((r) => [r.cca2, new Set(r.borders.map((b) => byCca3.get(b) ?? b))]));
  for (const {
    countries: [a, b],
  } of fixedLinks()) {
    table.get(a)?.add(b);
    table.get(b)?.add(a);
  }
  neighbours = table;
  return table;
}

/** The recorded closure of every road between two countries, if any. */
export function closedBorder(a: string, b: string): Closure | undefined {
  if (a === b) return undefined;
  return closures().closures.find((c) =>
    c.countries ? c.countries.includes(a) && c.countries.includes(b) : c.all_land_borders === true && (c.country === a || c.country === b),
  );
}

export const closureAsOf = (): string => closures().as_of;

/** Whether a road leads from one country into another (always within one country). */
export function roadBetween(from: string, to: string | null | undefined): RoadVerdict {
  if (!to || to === from) return { open: true };
  const closure = closedBorder(from, to);
  if (closure)
    return { open: false, reason: `the ${from}-${to} land border is closed (since ${closure.since}; ${closure.source})`, closure, as_of: closureAsOf() };
  if (!roadNeighbours().get(from)?.has(to)) return { open: false, reason: `${from} and ${to} share no land border or fixed link` };
  return { open: true };
}

/**
 * Whether roads lead from one country to another through any chain of countries (land borders and
 * fixed links, no closed border on the way): London to Barcelona through the Channel Tunnel and France.
 * The chain is the shortest between the countries' centres, so a detour can be told from a through road.
 */
const routes = new Map<string, RoadVerdict>();

export function landRoute(from: string, to: string | null | undefined): RoadVerdict {
  if (!to || to === from) return { open: true };
  const key = `${from}-${to}`;
  let verdict = routes.get(key);
  if (!verdict) routes.set(key, (verdict = searchLand(from, to)));
  return verdict;
}

const centreKm = (a: string, b: string): number => {
  const p = countryCentre(a);
  const q = countryCentre(b);
  return p && q ? greatCircleKm(p, q) : 0;
};

/** Dijkstra over the road table by centre-to-centre km, never through a closed border. */
function searchLand(from: string, to: string): RoadVerdict {
  const table = roadNeighbours();
  const dist = new Map([[from, 0]]);
  const prev = new Map<string, string>();
  const done = new Set<string>();
  for (;;) {
    let at: string | undefined;
    for (const [c, d] of dist) if (!done.has(c) && (at === undefined || d < (dist.get(at) ?? Infinity))) at = c;
    if (at === undefined) break;
    if (at === to) {
      const via: string[] = [];
      for (let c = prev.get(to); c !== undefined && c !== from; c = prev.get(c)) via.unshift(c);
      return { open: true, via };
    }
    done.add(at);
    for (const next of table.get(at) ?? []) {
      if (done.has(next) || closedBorder(at, next)) continue;
      const d = (dist.get(at) ?? 0) + centreKm(at, next);
      if (d < (dist.get(next) ?? Infinity)) {
        dist.set(next, d);
        prev.set(next, at);
      }
    }
  }
  return { open: false, reason: `no road or fixed link leads from ${from} to ${to} without crossing a closed border` };
}

/**
 * The pet policy of a fixed link on the land route between two countries whose only passenger
 * trains refuse pets (Paris to Cornwall by rail is Eurostar through the Channel Tunnel), if any.
 */
export function railPetPolicyOnRoute(from: string, to: string | null | undefined): PetPolicy | undefined {
  const route = landRoute(from, to);
  if (!to || !route.open) return undefined;
  const chain = [from, ...(route.via ?? []), to];
  const crossed = fixedLinks().filter(
    (l) => l.rail_pet_policy && chain.some((c, i) => i > 0 && l.countries.includes(c) && l.countries.includes(chain[i - 1]!)),
  );
  return crossed.map((l) => petPolicy(l.rail_pet_policy)).find((p) => p !== undefined);
}

let centres: Map<string, { lat: number; lon: number }> | undefined;

/** A country's centre point (world-countries latlng): on its mainland for most countries. */
export function countryCentre(code: string): { lat: number; lon: number } | undefined {
  centres ??= new Map(worldCountries().map((r) => [r.cca2, { lat: r.latlng[0], lon: r.latlng[1] }]));
  return centres.get(code);
}
