import type { RouteCrossing, RouteLeg, TravelResult, TravelRoute } from '../../../contracts/travel.js';
import { greatCircleKm } from '../../geo/distance.js';
import type { ResolvedPlace } from '../../geo/types.js';
import { crossingRule } from '../../knowledge/models/border-rules.js';
import { legAllowed, ROUTE_LEG_MODEL, type LegEstimate, type StopPoint } from '../../knowledge/models/route-legs.js';
import { WATER_CROSSING_MODEL } from '../../knowledge/models/water-crossing.js';
import type { Analysis } from '../analyze.js';
import { offeredAsChoice } from '../assemble/comparison.js';
import { drivesBetweenStops } from './drive-cue.js';
import { joinsStops, oneTripSign, orderAsked, sideTripSign, unplacedStops } from './one-trip.js';
import type { Ranked } from '../rank/ranked.js';
import { entryAt } from '../snapshots/entry.js';
import { fold } from '../../intent/text.js';
import { countryName, round } from '../text.js';
import { noOriginSentence, type Trip } from '../trip.js';
import { shareNights, statedNights, type StopNights } from './stop-nights.js';
import { saidAsLayover, speaksOfFlying, stopOrder, type StopOrder } from './stop-order.js';
import { routeEnds, routeLeg } from './route-ends.js';

/**
 * A request naming several stops in order ("Edinburgh, then Inverness and Skye, fly back from
 * Glasgow") is answered as one route: the legs between consecutive stops (route_leg_model_v1),
 * what each crosses (a border with the passport's entry rule, a closed border, open water, a
 * seasonal closure at the arrival), and one total: getting to the first stop and home from the
 * last, the legs, and the nights at each stop at the rates of the result describing it.
 */
const MAX_STOPS = 12;
/** Two stops this close are one ("Skye" and its town Portree). */
const SAME_STOP_KM = 15;
/** A result describes a stop when it lies this close. */
const RESULT_KM = 60;
const CLOSURE_CODES = new Set(['seasonal_closure', 'winter_conditions']);

interface Stop extends StopPoint {
  ranked: Ranked | null;
  /** The words the request names it by. */
  said: string;
}

/** Places whose point is a centroid (a region, an island group): the stop is the best result within them, where the traveller stays. */
const AREA_TYPES: ReadonlySet<ResolvedPlace['type']> = new Set(['region', 'state']);
/** How far from an area's centroid its results may lie. */
const AREA_KM = 150;

/**
 * The stops in the order the request names them: places with a country, neighbours within
 * SAME_STOP_KM merged. A place is described by the nearest result within RESULT_KM; an area by its
 * best-ranked result within AREA_KM that lies nearer to it than to any other place named, and the
 * stop takes that result's point (Zanzibar is Stone Town, not the middle of the archipelago).
 */
function stopsOf(places: readonly ResolvedPlace[], ranked: readonly Ranked[]): Stop[] {
  const out: Stop[] = [];
  const nearest = (c: Ranked['candidate']) => places.reduce((best, q) => (greatCircleKm(c, q) < greatCircleKm(c, best) ? q : best));
  for (const p of places) {
    if (p.type === 'country' || !p.country) continue;
    const last = out[out.length - 1];
    if (last && greatCircleKm(last, p) <= SAME_STOP_KM) continue;
    const area = AREA_TYPES.has(p.type) ? ranked.find((r) => greatCircleKm(r.candidate, p) <= AREA_KM && nearest(r.candidate) === p) : undefined;
    const within = ranked.map((r) => ({ r, km: greatCircleKm(r.candidate, p) })).filter((x) => x.km <= RESULT_KM);
    const near = area ?? within.sort((a, b) => a.km - b.km)[0]?.r;
    const at = area?.candidate ?? p;
    out.push({ name: p.name, lat: at.lat, lon: at.lon, country: p.country, ranked: near ?? null, said: p.matched_text });
  }
  return out.slice(0, MAX_STOPS);
}

/** Nights per stop: the trip's nights shared out in order. */
/** The split of the nights in words: what the request gave and what the main-stop rule shared. */
function splitNote(stops: readonly Stop[], split: StopNights, withBase: boolean): string {
  const each = stops
    .map(
      (s, i) =>
        `${s.name} ${split.nights[i] ?? 0}${split.basis[i] === 'stated' ? (i === 0 && split.leftover ? ` (${(split.nights[i] ?? 0) - split.leftover} as asked)` : ' (as asked)') : ''}`,
    )
    .join(', ');
  if (split.added) {
    const all = split.nights.reduce((a, b) => a + b, 0);
    return `Nights: ${each}. The request gives nights for some stops and no longer trip: each other stop gets their mean (model_estimate), so the route is ${all} nights; say the trip's length or each stop's nights to change it.`;
  }
  const ruled = split.basis.some((b) => b === 'shared');
  const over = split.leftover
    ? ` The counts asked for leave ${split.leftover} night(s) of the trip over: they go to ${stops[0]?.name ?? 'the first stop'}.`
    : '';
  return `Nights: ${each}.${over}${ruled ? ` Where the request gives no count, ${withBase ? 'the first stop is the base and keeps the most nights' : 'the stops share the nights equally'}; say the nights at each stop to change the split.` : ''}`;
}

function crossings(a: Stop, b: Stop, leg: LegEstimate, trip: Trip): RouteCrossing[] {
  const out: RouteCrossing[] = [];
  if (a.country !== b.country) {
    const entry = entryAt(b.country, trip);
    const rule = leg.mode === 'flight' ? undefined : crossingRule(a.country, b.country);
    out.push({
      kind: 'border',
      text: `${a.name} to ${b.name} enters ${countryName(b.country)} (entry: ${entry.requirement.replace(/_/g, ' ')}).${rule ? ` ${rule.rule}` : ''}`,
      entry,
      source: rule?.source ?? entry.source,
      as_of: rule?.as_of ?? entry.as_of,
    });
  }
  if (leg.closed) out.push({ kind: 'closed_border', text: `${leg.closed.what} The leg flies instead.`, source: leg.closed.source, as_of: leg.closed.since });
  if (leg.water) {
    const how = leg.mode === 'ferry' || leg.mode === 'flight' ? `crossed as the leg says: ${leg.basis}` : 'no ferry line or flight between them in the data';
    out.push({
      kind: 'water',
      text: `About ${leg.water.km} km of open water between ${a.name} and ${b.name}: ${how}.`,
      source: WATER_CROSSING_MODEL.name,
      as_of: null,
    });
  } else if (leg.mode === 'ferry') {
    out.push({ kind: 'water', text: `Open water between ${a.name} and ${b.name}, crossed by a scheduled ferry: ${leg.basis}`, source: null, as_of: null });
  }
  for (const w of b.ranked?.season.warnings.filter((x) => CLOSURE_CODES.has(x.code)) ?? []) {
    out.push({ kind: 'closure', text: `${b.name}: ${w.message}`, source: w.source, as_of: w.as_of });
  }
  return out;
}

/**
 * Whether the request names the stops of one trip: the reader read a cue of several stops, or it names two
 * or more places smaller than a country, not offered as a choice, with a sign of one trip ("Bangkok
 * with a side trip to Chiang Mai", "erst Wien, dann Budapest", "4 nights in Lisbon and 3 in Porto").
 * Each later stop is then reached from the one before, not from home.
 */
function namesStops(a: Analysis, setting: ResolvedPlace | null, onTheWay: readonly ResolvedPlace[], order: StopOrder): boolean {
  const named = a.parsed.details.hard_geography
    .filter((p) => p.source === 'user_request' && p.type !== 'country' && p.country && p.id !== setting?.id)
    .map((p) => p.matched_text);
  // A place passed on the ground on the way to one named is a stop of that trip ("to Nice via Lyon and Avignon"); places put
  // first or last are ordered as one ("Málaga primero, por último Sevilla"); so is a trip flown into one place and home from
  // another, or flown into beside two places more ("Cinque Terre and Portofino, flying into Genoa"; not "Banff, flying into Calgary").
  const gateways = order.arrivals + order.departures;
  if (named.length >= 1 && onTheWay.length >= 1) return true;
  if (named.length >= 2 && (order.sequenced || (order.arrivals > 0 && order.departures > 0) || (gateways > 0 && named.length >= 3))) return true;
  const multi = a.trip.multi_city;
  // A cue ("two cities", "plusieurs villes") asks for stops; names the reader joined by "and" need a sign of one trip too.
  if (multi.requested && !named.some((n) => multi.text?.includes(n))) return true;
  const text = a.parsed.effective_input.user_request ?? '';
  const lang = a.parsed.details.language === 'unsupported' ? 'en' : a.parsed.details.language;
  return named.length >= 2 && (orderAsked(text) || !offeredAsChoice(text, named)) && oneTripSign(text, named, lang, setting !== null);
}

/** Places that may hold others: a country, a state or province, a region. */
const SETTING_TYPES: ReadonlySet<ResolvedPlace['type']> = new Set(['country', 'state', 'region']);

/** A country, state or region holds a place of its country, and of its subdivision when it has one; no country is held. */
const holds = (head: ResolvedPlace, p: ResolvedPlace): boolean =>
  SETTING_TYPES.has(head.type) &&
  p.type !== 'country' &&
  p.country === head.country &&
  (head.type === 'country' || head.admin1 === null || p.admin1 === head.admin1);

/**
 * The country, state or region the request sets the trip in before naming two or more places inside it ("Sicily:
 * Palermo and Catania", "Portugal in May, Lisbon and Porto", "a road trip in New England: Burlington, Portland and
 * Boston"): the setting of a trip through them, not a stop of its own. A place listed with the next one, by a list or
 * sequence word or an arrow, is a stop among them ("Oahu, Maui and the Big Island", "the Lake District, then York").
 * The setting holds places of its country, and of its subdivision when it has one; no country is held.
 */
function settingOf(places: readonly ResolvedPlace[], request: string): ResolvedPlace | null {
  const folded = fold(request);
  const said = places.map((p) => ({ p, at: folded.indexOf(fold(p.matched_text)) })).filter((x) => x.at >= 0);
  const [first, second, ...rest] = said.sort((x, y) => x.at - y.at);
  if (!first || !second || rest.length === 0 || !SETTING_TYPES.has(first.p.type)) return null;
  if (joinsStops(folded.slice(first.at + first.p.matched_text.length, second.at))) return null;
  return [second, ...rest].every((x) => holds(first.p, x.p)) ? first.p : null;
}

/**
 * Places the request passes on the ground on the way ("to Nice via Lyon", "über Salzburg"): via_places within a day's road
 * range of a place it names, not announced as a layover, and not the state or region holding the places ("a road trip
 * through Utah's parks: Zion, Bryce"); on a trip that speaks of flying and not of going overland, a place "via" is where
 * the flight connects ("cheap flights from Boston to Lisbon via Madrid").
 */
function onTheWay(a: Analysis, named: readonly ResolvedPlace[], request: string): ResolvedPlace[] {
  const stops = named.filter((p) => p.type !== 'country');
  if (!a.trip.overland && speaksOfFlying(request)) return [];
  return a.parsed.via_places.filter(
    (v) =>
      v.type !== 'country' &&
      v.country &&
      !saidAsLayover(request, v.matched_text) &&
      !stops.some((p) => holds(v, p)) &&
      stops.some((p) => greatCircleKm(p, v) <= ROUTE_LEG_MODEL.road_max_km),
  );
}

export function routePlan(a: Analysis): TravelRoute | null {
  const trip = a.trip;
  const request = a.parsed.effective_input.user_request ?? '';
  const details = a.parsed.details;
  const lang = details.language === 'unsupported' ? 'en' : details.language;
  const setting = settingOf(a.parsed.hard_places, request);
  const named = a.parsed.hard_places.filter((p) => p !== setting);
  const way = onTheWay(a, named, request);
  const places = [...named, ...way];
  const order = stopOrder(
    request,
    lang,
    places.map((p) => p.matched_text),
  );
  if (!namesStops(a, setting, way, order)) return null;
  const stops = stopsOf(
    order.order.map((i) => places[i] as ResolvedPlace),
    a.ranked,
  );
  const priced = stops.find((s) => s.ranked) ?? null;
  if (stops.length < 2 || !priced?.ranked) return null;
  const payers = trip.adults + trip.children;
  const cars = Math.ceil((payers + trip.infants) / 5);
  const notes: string[] = [];

  const driving = drivesBetweenStops(request);
  const legs: RouteLeg[] = stops.slice(1).map((b, i) => {
    const from = stops[i] as Stop;
    const leg = legAllowed(from, b, trip.travel_modes, driving);
    return routeLeg(from, b, leg, { payers, cars }, crossings(from, b, leg, trip));
  });

  const withBase = sideTripSign(request);
  const split = shareNights(
    trip.nights,
    statedNights(
      request,
      lang,
      stops.map((s) => s.said),
    ),
    withBase,
  );
  const nights = split.nights;
  notes.push(splitNote(stops, split, withBase));
  const unplaced = unplacedStops(
    request,
    stops.map((s) => s.said),
    details.unresolved,
  );
  if (unplaced.length) notes.push(`Not placed on the map, so not on the route: ${unplaced.join(', ')}; name a nearby town to add it.`);
  let stay = 0;
  let daily = 0;
  // The route's days: the trip's, and longer when the stops without a count add nights to it.
  const days = trip.days + split.added;
  stops.forEach((s, i) => {
    const rates = (s.ranked ?? priced.ranked) as Ranked;
    if (!s.ranked) notes.push(`No result describes ${s.name}: the rates of ${rates.candidate.name} stand in for it.`);
    stay += (rates.cost.stay_usd / Math.max(1, trip.nights)) * (nights[i] ?? 0);
    daily += (rates.cost.daily_usd / trip.days) * (days / stops.length);
  });

  const first = stops[0] as Stop;
  const last = stops[stops.length - 1] as Stop;
  const party = { payers, cars, drives: legs.every((l) => l.mode === 'road') };
  const ends = routeEnds(trip, details.origin.name, { first, last }, party).filter((l): l is RouteLeg => l !== null);
  if (ends.length < 2) notes.push(`${noOriginSentence(trip)}: getting to the first stop and home from the last is not counted.`);
  for (const l of [...legs, ...ends].filter((x) => x.mode === 'none'))
    notes.push(`${l.from} to ${l.to}: no leg the data knows by the ways allowed, so not counted.`);
  const toAndFrom = ends.reduce((sum, l) => sum + l.cost_usd, 0);
  const legsUsd = legs.reduce((sum, l) => sum + l.cost_usd, 0);
  if (!trip.days_known) notes.push(`Trip length not given: ${trip.days} days assumed and shared out between the stops.`);

  return {
    basis: 'model_estimate',
    model: ROUTE_LEG_MODEL.name,
    stops: stops.map((s, i) => ({
      name: s.name,
      country: s.country,
      nights: nights[i] ?? 0,
      nights_basis: split.basis[i] === 'stated' ? ('stated' as const) : ('model_estimate' as const),
      result_id: s.ranked?.candidate.id ?? null,
    })),
    legs,
    to_and_from: ends,
    total_usd: round(toAndFrom + legsUsd + stay + daily),
    breakdown: { to_and_from_usd: round(toAndFrom), legs_usd: round(legsUsd), stay_usd: round(stay), daily_usd: round(daily) },
    unplaced,
    notes: notes.slice(0, 10),
  };
}

/** The country of the stop before a result's stop on the route, when it is another country's; null for the first stop or none. */
export function arrivesFromStop(resultId: string, route: TravelRoute | null): string | null {
  const at = route?.stops.findIndex((s) => s.result_id === resultId) ?? -1;
  const [before, stop] = [route?.stops[at - 1], route?.stops[at]];
  return before && stop && before.country !== stop.country ? before.country : null;
}

/** A result that is a stop of the route says so first, and that its own total is for the whole trip spent there. */
export function asRouteStop(result: TravelResult, route: TravelRoute | null): TravelResult {
  const at = route?.stops.findIndex((s) => s.result_id === result.id) ?? -1;
  const stop = route?.stops[at];
  if (!route || !stop) return result;
  const note = `Stop ${at + 1} of ${route.stops.length} on the route (${stop.nights} night(s)); the whole route is about $${route.total_usd} (route.total_usd), not this result's total for the whole trip here.`;
  return { ...result, match_reasons: [note, ...result.match_reasons] };
}
