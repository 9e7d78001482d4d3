import { greatCircleKm } from './distance.js';

/** Door-to-door speed by road or rail, km/h, and a flight's cruising average with the hours airports and connections add. */
const REACH_ROAD_KMH = 70;
const REACH_AIR_KMH = 750;
const REACH_AIR_HOURS = 3;
/** A fifth of the trip on the way costs nothing: a weekend four hours away, a week with a long-haul flight each way. */
const REACH_FREE_SHARE = 0.2;
const REACH_WEIGHT = 4;
/**
 * A long trip in little time is rare, never impossible: the penalty stops at about the score gap between a capital and a
 * provincial town of its name (softmax temperature 0.12: a belief of 98 % against 2 %), so a small village near home never
 * outweighs a world city far away.
 */
const REACH_MAX_PENALTY = 0.5;

/** Hours one way between two points by the faster of road and air. */
const journeyHours = (km: number) => Math.min(km / REACH_ROAD_KMH, REACH_AIR_HOURS + km / REACH_AIR_KMH);

/**
 * How far a trip of a stated length goes from where it starts, as a score term (model_estimate): a traveller spends a small
 * share of a short trip on the way there and back, so a weekend from Madrid in Guadalajara is Spain's and three weeks from
 * Manchester in Perth are Australia's. The journey's hours one way are the faster of the road (REACH_ROAD_KMH) and a flight
 * (REACH_AIR_HOURS of airports and transfers plus the distance at REACH_AIR_KMH); the share of the trip they take there and
 * back costs REACH_WEIGHT for each unit above REACH_FREE_SHARE, up to REACH_MAX_PENALTY. Returns what a reading at `to`
 * loses for lying too far from `from` for a trip of `days` days (0 within reach).
 */
export function reachPenalty(from: { lat: number; lon: number }, to: { lat: number; lon: number }, days: number): number {
  if (!(days > 0)) return 0;
  const share = (2 * journeyHours(greatCircleKm(from, to))) / (24 * days);
  return Math.min(REACH_MAX_PENALTY, REACH_WEIGHT * Math.max(0, share - REACH_FREE_SHARE));
}
