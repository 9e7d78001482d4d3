import type { Airport } from './airports.js';
import { greatCircleKm } from './distance.js';
import type { HitKind, Place } from './place.js';
import { reachPenalty } from './trip-reach.js';
import type { PlaceType } from './types.js';

/** What resolution may lean on besides the name itself. */
export interface ScoreContext {
  countryHint?: string;
  origin?: Airport;
  nearby?: { lat: number; lon: number };
  /** The phrase named the kind of place ("Georgia the country", "Banff park"). */
  typeHint?: PlaceType;
  /** Other places mentioned in the same text (their best readings); never where the traveller leaves from. */
  co?: Place[];
  /** Further readings the other names may still have: they pull a town near them, but say nothing of its country. */
  maybe?: Place[];
  /** The name is where the traveller leaves from or lives: the trip's places do not pull it towards them. */
  home?: boolean;
  /** The trip's stated length in days: with the origin, it says how far the trip goes (trip-reach.ts). */
  tripDays?: number;
  /** Highest prior among the readings being compared (set by rank()); scales the pull of origin and nearby. */
  topPrior?: number;
}

export interface Candidate {
  place: Place;
  kind: HitKind;
  /** Extra weight from how the phrase was read (e.g. a qualifier such as ", Maine"). */
  bonus?: number;
  note?: string;
  /** A longer name of which the text wrote only the head ("Santiago" for Santiago de Compostela). */
  shortForm?: boolean;
  /** The airport that names the place (kind 'airport'): its IATA code. */
  iata?: string;
  /** A city's name in another language that other places bear as their own ("Syracuse" of Siracusa): a reading only when it wins. */
  contested?: boolean;
  /** A subdivision named after a town inside it ("Salzburg"): read as the town unless listed with other regions. */
  ownTown?: boolean;
}

export interface Scored extends Candidate {
  score: number;
  why: string[];
  /** The one country of a feature across borders that the request's context puts the trip in (Lake Titicaca on a trip to Peru). */
  country?: string;
}

/** A feature across more countries than this (a sea's coasts, a mountain system) lies in no one of them for a trip. */
const MAX_SPANNED = 3;

/** The countries a feature across borders spans (the Nile: Egypt and Sudan); none for a place of one country. */
const spannedCountries = (p: Place): string[] => (p.country ? [] : [...new Set((p.region?.members ?? []).flatMap((m) => m.countries ?? []))]);

/**
 * Which of a cross-border feature's countries the request means: the one its country hint names, else the one most of
 * the request's other places (towns and areas) lie in ("el lago Titicaca" with Cusco is Peru's shore, "valle del Duero" with Oporto
 * Portugal's). A tie or no such place leaves the feature without a country: its outline alone says where it is.
 */
function countryInContext(p: Place, ctx: ScoreContext, others: readonly Place[]): string | undefined {
  const spans = spannedCountries(p);
  if (spans.length < 2 || spans.length > MAX_SPANNED) return undefined;
  if (ctx.countryHint && spans.includes(ctx.countryHint)) return ctx.countryHint;
  // Towns and areas only: a country named beside the feature may be one the traveller rules out ("the Mediterranean but not Greece").
  const places = others.filter((o) => o.type !== 'country');
  const [first, second] = spans.map((code) => ({ code, n: places.filter((o) => o.country === code).length })).sort((a, b) => b.n - a.n);
  return first && first.n > (second?.n ?? 0) ? first.code : undefined;
}

/**
 * Below this share of the best reading's prior a reading gets no pull from the origin; at or above
 * ORIGIN_FULL_SHARE it gets all of it. A small town near the origin (Mexico, Missouri at 0.3 against
 * the country at 0.9) is not comparable; Portland, Maine (0.72 against 0.85) or Georgia the state
 * (0.75 against 0.9) is, and the origin breaks that tie.
 */
const ORIGIN_MIN_SHARE = 0.6;
/** A reading this close to another place of the text is part of it (a district, a suburb). */
const ADJACENT_KM = 50;
const ORIGIN_FULL_SHARE = 0.75;

/** The pull of another place of the request on a reading at distance d: COHERENCE_WEIGHT x exp(-d / COHERENCE_KM) (editorial). */
const COHERENCE_WEIGHT = 0.5;
const COHERENCE_KM = 150;

/**
 * The request's specific places as one trip's ground: a reading the others all lie near is likelier than a namesake an ocean
 * away, however well known ("Toronto, Kitchener, London and Windsor" is London, Ontario). Each other town or sight costs a
 * reading CLUSTER_WEIGHT x min(d / scale, CLUSTER_CAP), d its distance to that place and scale the ground the others cover
 * (the median distance from each to its nearest other, at least CLUSTER_MIN_KM, a few hours' travel): a namesake as far as
 * the others are apart costs little, so places far apart ("Tokyo, Lima and Paris") choose nothing, several places close
 * together weigh more than one, and one stray namesake among the others (London, England beside Toronto and Kitchener)
 * does not spread the ground. Editorial weights: two specific places an ocean away cost more than the prior a world city
 * holds over a mid-size namesake (London, England 0.95, London, Ontario 0.53).
 */
const CLUSTER_WEIGHT = 0.12;
const CLUSTER_CAP = 2.5;
const CLUSTER_MIN_KM = 300;
/** Kinds of place whose point is where one goes: a town, a park or a sight (a region's or country's centre is none). */
const POINT_TYPES: ReadonlySet<PlaceType> = new Set(['city', 'park']);

/** The median distance from each place to its nearest other (0 for fewer than two). */
function medianNearestKm(points: readonly Place[]): number {
  const nearest = points
    .map((a) => Math.min(...points.filter((b) => b !== a).map((b) => greatCircleKm(a, b))))
    .filter(Number.isFinite)
    .sort((x, y) => x - y);
  return nearest[Math.floor(nearest.length / 2)] ?? 0;
}

/**
 * What the distance from the request's other specific places costs a reading: nothing with fewer than two, whose ground has
 * no extent to measure ("Recife ... Buenos Aires" is no trip to the village near Recife; the pull of one near place decides).
 */
function clusterCost(p: Place, others: readonly Place[]): number {
  // A place named again is no more ground than once ("Lisbon ... Lisbon again"), and a long request names many again.
  const points = [...new Map(others.filter((o) => POINT_TYPES.has(o.type)).map((o) => [o.id, o])).values()];
  if (points.length < 2) return 0;
  const scale = Math.max(CLUSTER_MIN_KM, medianNearestKm(points));
  return points.reduce((sum, o) => sum + CLUSTER_WEIGHT * Math.min(greatCircleKm(o, p) / scale, CLUSTER_CAP), 0);
}

/** The other place of the request (no country: its centre says nothing of distance) nearest the reading. */
function nearestOther(others: readonly Place[], p: Place): { place: Place; km: number } | undefined {
  let best: { place: Place; km: number } | undefined;
  for (const o of others) {
    if (o.type === 'country') continue;
    const km = greatCircleKm(o, p);
    if (!best || km < best.km) best = { place: o, km };
  }
  return best;
}

/** How much of the origin's pull a reading of this prior gets (0..1). */
export function originWeight(prior: number, topPrior: number): number {
  if (topPrior <= 0) return 1;
  const share = prior / topPrior;
  return Math.min(1, Math.max(0, (share - ORIGIN_MIN_SHARE) / (ORIGIN_FULL_SHARE - ORIGIN_MIN_SHARE)));
}

/**
 * Prior plus context. The weights are editorial (see data/geo/README.md): a named qualifier or a
 * stated type outweighs everything; a country hint outweighs an origin; an origin only breaks ties
 * between comparably important readings (Georgia the state from a US origin, Portland, Maine from
 * Boston), never a country or world-famous city against a small namesake (Paris, France from Dallas).
 */
export function scoreCandidate(c: Candidate, ctx: ScoreContext): Scored {
  const p = c.place;
  const why: string[] = [];
  let score = p.prior + (c.bonus ?? 0);
  if (c.note) why.push(c.note);
  if (c.kind === 'code') score -= 0.15;
  if (ctx.typeHint && p.type === ctx.typeHint) {
    score += 0.6;
    why.push(`named as a ${p.type}`);
  }
  if (ctx.countryHint && p.country === ctx.countryHint.toUpperCase()) {
    score += 0.5;
    why.push(`country hint ${p.country}`);
  }
  // Where the traveller is (origin airport or `nearby`) only breaks ties between comparable readings.
  const pull = originWeight(p.prior, ctx.topPrior ?? p.prior);
  if (ctx.origin && pull > 0) {
    if (p.country === ctx.origin.country) {
      score += 0.25 * pull;
      why.push(`same country as origin ${ctx.origin.iata}`);
    }
    score += 0.2 * pull * Math.exp(-greatCircleKm(ctx.origin, p) / 800);
  }
  if (ctx.origin && ctx.tripDays && p.type !== 'country' && !ctx.home) {
    // Whatever the prominence: a weekend does not cross an ocean (Guadalajara from Madrid is Spain's). A country's centre says
    // nothing of how far its nearest part lies; a region's does, as its towns' (Moscow and its oblast lie alike).
    const reach = reachPenalty(ctx.origin, p, ctx.tripDays);
    score -= reach;
    if (reach >= 0.05) why.push(`far from ${ctx.origin.iata} for ${ctx.tripDays} days`);
  }
  if (ctx.nearby) score += 0.3 * pull * Math.exp(-greatCircleKm(ctx.nearby, p) / 300);
  const others = (ctx.co ?? []).filter((o) => o.id !== p.id);
  const sameCountry = others.find((o) => o.country && o.country === p.country && o.type !== 'country');
  const countryNamed = others.find((o) => o.type === 'country' && o.country === p.country);
  // A reading next to another named place ("London Edmonton", a district) takes the full pull; elsewhere in
  // its country the pull only breaks ties, so a village namesake ("Cologne" in Italy, "from Cologne to Rome")
  // does not beat the city the name is known for.
  const adjacent = others.some((o) => o.type !== 'country' && greatCircleKm(o, p) < ADJACENT_KM);
  const coPull = adjacent ? 1 : pull;
  if (sameCountry || countryNamed) {
    score += 0.3 * coPull;
    why.push(`mentioned with ${(sameCountry ?? countryNamed)?.name}`);
  }
  if (others.some((o) => o.type !== 'country' && greatCircleKm(o, p) < 500)) score += 0.1 * coPull;
  if (c.ownTown && listsRegions(others)) {
    score += REGION_LIST_PULL;
    why.push('listed with regions');
  }
  const near = nearestOther([...others, ...(ctx.maybe ?? []).filter((o) => o.id !== p.id)], p);
  if (near && p.type === 'city' && !ctx.home) {
    // The request's own geography: a town a few hours from another place of the trip is the one meant, whatever the prominence of
    // its namesakes far away (Mérida beside Cáceres, La Paz across the gulf from Mazatlán); the pull fades within a day's drive. Only
    // towns: a region's or state's centre is no point one travels to (Valencia's region is not nearer the Fallas than the city).
    const pull = COHERENCE_WEIGHT * Math.exp(-near.km / COHERENCE_KM);
    score += pull;
    if (pull >= 0.05) why.push(`${Math.round(near.km)} km from ${near.place.name}, named in the request`);
  }
  // Every reading with a point pays it, so that a town's namesakes and the region named after it compare as before; a
  // country's centre says nothing of how far its nearest part lies.
  if (p.type !== 'country' && !ctx.home) score -= clusterCost(p, others);
  const country = countryInContext(p, ctx, others);
  return country ? { ...c, score, why, country } : { ...c, score, why };
}

/**
 * What a subdivision named after its town gains when the request lists it with regions only ("Kärnten oder Salzburg"): more
 * than the lead its town holds by the name alone (OWN_TOWN_LEAD in resolve.ts).
 */
const REGION_LIST_PULL = 0.55;

/** The other places are regions and subdivisions (a country may stand beside them), no town: a list of areas. */
const listsRegions = (others: readonly Place[]) => others.some((o) => o.type === 'state' || o.type === 'region') && others.every((o) => o.type !== 'city');

/** Softmax over scores: how much of the belief the winner holds (0..1, two decimals). */
export function confidences(scores: number[]): number[] {
  const max = Math.max(...scores);
  const exps = scores.map((s) => Math.exp((s - max) / 0.12));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => Math.round((e / sum) * 100) / 100);
}
