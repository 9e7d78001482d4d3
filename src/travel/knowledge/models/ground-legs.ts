import { greatCircleKm } from '../../geo/distance.js';
import { readTravelJson } from '../data-files.js';

/**
 * Rail, ferry and road legs (data/travel/ground-legs.json) where they are the norm: instead of a
 * flight from the origin (London-Paris by Eurostar, Tokyo-Kyoto by Shinkansen) or from the gateway
 * airport to the place (Zurich Airport-Zermatt, Naples-Capri by hydrofoil). A leg end reaches a
 * place within REACH_KM of it; a leg runs both ways unless it is one_way.
 */
export const GROUND_LEG_MODEL = 'ground_leg_model_v1';
const REACH_KM = 30;
/** How near a stop a line's end must lie for the line to serve it. */
export const LINE_REACH_KM = REACH_KM;

export type LegMode = 'rail' | 'ferry' | 'road';

interface LegEnd {
  name: string;
  lat: number;
  lon: number;
  /** Airport codes meaning the traveller is in (or lands in) this end's city. */
  airports?: string[];
}

export interface GroundLeg {
  id: string;
  mode: LegMode;
  name: string;
  operator: string;
  from: LegEnd;
  to: LegEnd;
  /** Typical fastest scheduled journey between the two ends. */
  minutes: number;
  /** Typical time from the airports (or the city centre) to the departure point. */
  access_minutes: number;
  /** Typical round-trip standard fare per adult (editorial model_estimate, never a quote). */
  fare_usd: [number, number];
  /** Booking site family for the handoff link (see engine/handoffs/ground-links.ts). */
  booking: string;
  /** The operator's timetable page the journey time was read from. */
  url: string;
  /** Ferryhopper port codes of the two ends (from, to), where Ferryhopper sells the route. */
  ports?: [string, string];
  /** Offered beside a flight rather than instead of it (London-Edinburgh). */
  alternative?: boolean;
  one_way?: boolean;
  /** Set on the return direction of a two-way leg. */
  reversed?: boolean;
  /** The id of the operator's pet policy (pet_policies), where the line refuses pets. */
  pet_policy?: string;
}

/** A rail operator that carries no pets on some of its lines (Eurostar through the Channel Tunnel). */
export interface PetPolicy {
  id: string;
  operator: string;
  services: string;
  pets: 'refused';
  except: string;
  instead: string;
  source: string;
  source_url: string | null;
  as_of: string;
  verified: boolean;
}

interface LegFile {
  source: string;
  as_of: string;
  pet_policies: PetPolicy[];
  legs: GroundLeg[];
}

let file: LegFile | undefined;
let directed: GroundLeg[] | undefined;

function legFile(): LegFile {
  file ??= readTravelJson<LegFile>('ground-legs.json');
  return file;
}

/** The pet policy of that id (a line's or a fixed link's trains). */
export const petPolicy = (id: string | undefined): PetPolicy | undefined => (id ? legFile().pet_policies.find((p) => p.id === id) : undefined);

/** The pet policy of the line a leg of that id runs on, where it refuses pets. */
export const legPetPolicy = (id: string): PetPolicy | undefined => petPolicy(legFile().legs.find((l) => l.id === id)?.pet_policy);

/** The legs a party may take: with a pet, none whose operator refuses pets. */
const takingPets = (legs: GroundLeg[], pets: boolean): GroundLeg[] => (pets ? legs.filter((l) => !petPolicy(l.pet_policy)) : legs);

const reverse = (l: GroundLeg): GroundLeg => ({ ...l, from: l.to, to: l.from, reversed: true, ...(l.ports ? { ports: [l.ports[1], l.ports[0]] } : {}) });

/** Every leg in each direction it runs. */
function allDirected(): GroundLeg[] {
  directed ??= legFile().legs.flatMap((l) => (l.one_way ? [l] : [l, reverse(l)]));
  return directed;
}

/** Every ferry line both ways: boats sail back, even where the transfer to an island is listed one way. */
export const ferryLines = (): GroundLeg[] => legFile().legs.flatMap((l) => (l.mode === 'ferry' ? [l, reverse(l)] : []));

export const groundLegSource = (): { source: string; as_of: string } => ({ source: legFile().source, as_of: legFile().as_of });

const reaches = (end: LegEnd, point: { lat: number; lon: number }) => greatCircleKm(end, point) <= REACH_KM;
const leaves = (leg: GroundLeg, iata: string) => leg.from.airports?.includes(iata) ?? false;
const fastest = (legs: GroundLeg[]) => legs.sort((a, b) => a.minutes + a.access_minutes - (b.minutes + b.access_minutes))[0];

/** The leg that replaces a flight from the origin's city to the place, when one is the norm. */
export function groundTrip(originIata: string, point: { lat: number; lon: number }): GroundLeg | undefined {
  return fastest(allDirected().filter((l) => !l.alternative && leaves(l, originIata) && reaches(l.to, point)));
}

/** Legs offered beside the flight (rail London-Edinburgh, ferry Piraeus-Santorini). */
export function groundAlternatives(originIata: string, point: { lat: number; lon: number }): GroundLeg[] {
  return allDirected().filter((l) => l.alternative && leaves(l, originIata) && reaches(l.to, point));
}

/** Every leg of one mode from the origin's city to the place, norm or alternative, fastest first (with a pet, those that take it). */
export function legsByMode(originIata: string, point: { lat: number; lon: number }, mode: LegMode, pets = false): GroundLeg[] {
  const legs = takingPets(allDirected(), pets).filter((l) => l.mode === mode && leaves(l, originIata) && reaches(l.to, point));
  return legs.sort((a, b) => legMinutes(a) - legMinutes(b));
}

/** A ferry leg ends at the place: it lies across water from the leg's other end. */
export function ferryReaches(point: { lat: number; lon: number }): boolean {
  return allDirected().some((l) => l.mode === 'ferry' && reaches(l.to, point) && !reaches(l.from, point));
}

/** The leg from a gateway airport to the place (rail to Zermatt, hydrofoil to Capri), if there is one. */
export function transferLeg(airportIata: string, point: { lat: number; lon: number }): GroundLeg | undefined {
  const legs = allDirected().filter((l) => leaves(l, airportIata) && reaches(l.to, point));
  return fastest(legs.filter((l) => !l.alternative)) ?? fastest(legs);
}

export const legMinutes = (leg: GroundLeg): number => leg.minutes + leg.access_minutes;

/** The fastest scheduled line from one place to another (Lisbon-Porto by Alfa Pendular, Piraeus-Santorini by ferry), of the allowed modes, if the data has one. */
export function lineBetween(
  from: { lat: number; lon: number },
  to: { lat: number; lon: number },
  modes: readonly string[] | null = null,
): GroundLeg | undefined {
  return fastest(allDirected().filter((l) => reaches(l.from, from) && reaches(l.to, to) && (!modes || modes.includes(l.mode))));
}

/** A leg by id, in the direction that starts at the named end or at the given airport (legs run both ways). */
export function groundLeg(id: string, from: { name?: string; airport?: string }): GroundLeg | undefined {
  return allDirected().find((l) => l.id === id && (l.from.name === from.name || (from.airport !== undefined && leaves(l, from.airport))));
}
