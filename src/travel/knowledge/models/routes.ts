import { airportByIata } from '../../geo/airports.js';
import { greatCircleKm } from '../../geo/distance.js';
import { readTravelJson } from '../data-files.js';
import type { Provenance } from '../types.js';
import { airLinkSuspension, suspensionsAsOf, type AirLinkSuspension } from './air-links.js';

/**
 * Whether a scheduled flight links two airports, from data: the editorial list of long-standing
 * nonstops from the supported origins (data/travel/nonstop-routes.json, current), then the
 * OpenFlights route database (data/travel/scheduled-routes.json, an older snapshot). A pair
 * the snapshot links is 'nonstop'; a pair of airports both in the snapshot but not linked is a
 * 'connection', one stop when they share a linked airport (the one with the shortest detour is named), else
 * two; a pair with an airport missing from the snapshot is 'unknown' and left to the flight model.
 * The snapshot's silence says little between two busy airports: of the 94 pairs of one of the five
 * curated origins and an airport with BUSY_LINKS or more links that the snapshot leaves unlinked, 7
 * are long-standing nonstops in the 2026 editorial list (7.4%, a lower bound; 1.3% or less for
 * smaller airports, measured on the two shipped files). Such a pair is 'unknown', not a connection.
 * Air links suspended between two countries since (knowledge/models/air-links.ts) overrule the snapshot: a pair across
 * one is a connection through a third country, and no connection is routed through a suspended leg.
 */
export type RouteStatus = 'nonstop' | 'connection' | 'unknown';

/** Links (airports flown to nonstop in the snapshot) from which an airport counts as busy. */
const BUSY_LINKS = 100;

export interface RouteFinding {
  status: RouteStatus;
  /** Connections on the route network; null when unknown. */
  connections: number | null;
  provenance: Provenance;
}

interface CuratedFile {
  as_of: string;
  routes: Record<string, string[]>;
}
interface SnapshotFile {
  source: string;
  as_of: string;
  routes: Record<string, string>;
  /** Operating airlines (IATA codes) per linked pair, codes in alphabetical order. */
  carriers: Record<string, string>;
}

let curated: CuratedFile | undefined;
let snapshot: { source: string; as_of: string; links: Map<string, Set<string>>; carriers: Record<string, string> } | undefined;

function curatedRoutes(): CuratedFile {
  curated ??= readTravelJson<CuratedFile>('nonstop-routes.json');
  return curated;
}

function routeSnapshot(): NonNullable<typeof snapshot> {
  if (snapshot) return snapshot;
  const file = readTravelJson<SnapshotFile>('scheduled-routes.json');
  const links = new Map(Object.entries(file.routes).map(([code, list]) => [code, new Set(list.split(' '))]));
  snapshot = { source: file.source, as_of: file.as_of, links, carriers: file.carriers };
  return snapshot;
}

/** Whether the editorial list names origin-dest as a long-standing nonstop. */
/** How many airports the snapshot links an airport to nonstop: its breadth of scheduled service (0 when absent). */
export const nonstopLinkCount = (iata: string): number => routeSnapshot().links.get(iata)?.size ?? 0;

export function curatedNonstop(origin: string, dest: string): boolean {
  return curatedRoutes().routes[origin]?.includes(dest) ?? false;
}

/** Whether the flight from one airport to another crosses a suspended air link. */
function suspendedLeg(from: string, to: string): AirLinkSuspension | null {
  const [a, b] = [airportByIata(from), airportByIata(to)];
  return a && b ? airLinkSuspension(a.country, b.country) : null;
}

/** The airport both ends fly to nonstop with the shortest detour, if any, leaving out hubs reached over a suspended link. */
function sharedHub(origin: string, dest: string, from: Set<string>, to: Set<string>): string | null {
  const [a, b] = [airportByIata(origin), airportByIata(dest)];
  let best: string | null = null;
  let shortest = Infinity;
  const [small, large] = from.size <= to.size ? [from, to] : [to, from];
  for (const code of small) {
    if (!large.has(code) || suspendedLeg(origin, code) || suspendedLeg(code, dest)) continue;
    const hub = airportByIata(code);
    const km = a && b && hub ? greatCircleKm(a, hub) + greatCircleKm(hub, b) : Infinity;
    if (best === null || km < shortest) [best, shortest] = [code, km];
  }
  return best;
}

/** Findings are pure functions of the shipped files: kept per pair, the table emptied when it fills. */
const MEMO_MAX = 20_000;
const memo = new Map<string, RouteFinding>();

export function scheduledRoute(origin: string, dest: string): RouteFinding {
  const pair = `${origin}-${dest}`;
  let found = memo.get(pair);
  if (!found) {
    if (memo.size >= MEMO_MAX) memo.clear();
    memo.set(pair, (found = findRoute(origin, dest, pair)));
  }
  return found;
}

function findRoute(origin: string, dest: string, pair: string): RouteFinding {
  const suspension = suspendedLeg(origin, dest);
  if (suspension) return acrossSuspension(origin, dest, pair, suspension);
  if (curatedNonstop(origin, dest)) {
    return {
      status: 'nonstop',
      connections: 0,
      provenance: {
        tier: 'curated_baseline',
        source: `${pair} in data/travel/nonstop-routes.json (long-standing year-round nonstop per public airline timetables)`,
        as_of: curatedRoutes().as_of,
      },
    };
  }
  const { source, as_of, links, carriers } = routeSnapshot();
  const from = links.get(origin);
  const to = links.get(dest);
  const sourced = (note: string): Provenance => ({ tier: 'curated_baseline', source, as_of, note });
  if (from && to && from.has(dest)) {
    const airlines = carriers[[origin, dest].sort().join('-')];
    const by = airlines ? ` by airline ${airlines.split(' ').join(', ')}` : '';
    return { status: 'nonstop', connections: 0, provenance: sourced(`${pair} was flown nonstop${by} in the route snapshot; check the current timetable.`) };
  }
  if (from && to && Math.min(from.size, to.size) < BUSY_LINKS) {
    const hub = sharedHub(origin, dest, from, to);
    return hub
      ? { status: 'connection', connections: 1, provenance: sourced(`No nonstop ${pair} in the route snapshot: one connection, e.g. via ${hub}.`) }
      : { status: 'connection', connections: 2, provenance: sourced(`No nonstop ${pair} and no one-stop link in the route snapshot: two connections.`) };
  }
  const missing = [from ? null : origin, to ? null : dest].filter(Boolean).join(' and ');
  const why = missing
    ? `${missing} not in the route snapshot (opened since, or no data)`
    : `No nonstop ${pair} in the route snapshot, but both airports are busy (${BUSY_LINKS} or more linked airports each), where the snapshot misses nonstops flown now`;
  return {
    status: 'unknown',
    connections: null,
    provenance: { tier: 'model_estimate', source, as_of, note: `${why}: connections are the flight model's guess; check timetables.` },
  };
}

/** A pair across a suspended air link: a connection through a third country, said with the suspension's source and date. */
function acrossSuspension(origin: string, dest: string, pair: string, suspension: AirLinkSuspension): RouteFinding {
  const { links } = routeSnapshot();
  const hub = sharedHub(origin, dest, links.get(origin) ?? new Set(), links.get(dest) ?? new Set());
  const via = hub ? `one connection through a third country, e.g. via ${hub}` : 'at least one connection through a third country';
  return {
    status: 'connection',
    connections: hub ? 1 : 2,
    provenance: {
      tier: 'curated_baseline',
      source: `${suspension.source} (data/travel/suspended-air-links.json)`,
      as_of: suspensionsAsOf(),
      note: `No nonstop ${pair} since ${suspension.since}: ${suspension.what} So ${via}.`,
    },
  };
}
