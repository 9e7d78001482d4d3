import { inCurrency } from '../assemble/traveller-currency.js';
import { foldName } from '../../../text/fold-name.js';
import type { FlightProfile } from '../../knowledge/types.js';
import { grouped } from '../../../text/grouped.js';
import { greatCircleKm } from '../../geo/distance.js';
import { partlyCaught } from '../../knowledge/calendars/index.js';
import { SKI_BASE_KM, skiAreaNear } from '../ski-areas.js';
import { clamp01, dollars, minutesWords, round } from '../text.js';
import { modelledLeg } from '../../knowledge/models/surface.js';
import { permitThemesAt } from '../../knowledge/models/entry-fees.js';
import { offsetInMonth, workdayOverlapHours } from '../time-zones.js';
import { noOriginSentence, noOriginWords, type Trip } from '../trip.js';
import type { Candidate } from '../types.js';
import { comfortIn, onTheSea, SEA_MODEL, seaTemperature, weatherPurpose } from '../climate-comfort.js';
import { tripDates, type SeasonAssessment } from './seasonal.js';

/**
 * The eight fits of ranking_breakdown, each 0..1 with a sentence saying why. A fit the
 * request does not ask for is neutral (0.5) and weighted 0 (see weights.ts). The sentence is
 * written on demand: every gated candidate is scored, but only those an answer shows are explained.
 */
export interface Fit {
  score: number;
  reason: () => string | null;
}

export const NEUTRAL: Fit = { score: 0.5, reason: () => null };
// eslint-disable-next-line no-restricted-syntax -- looked up with levels from the curated knowledge base
const LEVEL: Record<string, number> = { low: 0.25, medium: 0.6, high: 1 };
// eslint-disable-next-line no-restricted-syntax -- looked up with levels from the curated knowledge base
const COWORKING: Record<string, number> = { none: 0.1, limited: 0.4, available: 0.8, abundant: 1 };
// eslint-disable-next-line no-restricted-syntax -- looked up with levels from the curated knowledge base
const SAFETY: Record<string, number> = { low_concern: 1, moderate_concern: 0.6, elevated_concern: 0.2 };

/** Non-increasing in estimate/budget: 1 up to 70% of budget, 0.8 at budget, decaying above it. */
export function budgetFitScore(estimate: number, budget: number): number {
  if (budget <= 0) return estimate <= 0 ? 1 : 0;
  const r = estimate / budget;
  if (r <= 0.7) return 1;
  if (r <= 1) return 1 - ((r - 0.7) / 0.3) * 0.2;
  return 0.8 * Math.exp(-2.5 * (r - 1));
}

/** A dollar amount, with the traveller's own currency beside it when the request stated money in another one. */
function stated(usd: number, trip: Trip): string {
  const c = trip.currency;
  return c?.basis === 'request' ? `${dollars(usd)} (${grouped(inCurrency(usd, c))} ${c.code})` : dollars(usd);
}

/** One candidate's budget fit: its estimate against the stated budget, as a score and a reason (0.5 when no budget is stated). */
export function candidateBudgetFit(estimate: number, trip: Trip, wayTherePriced: boolean): Fit {
  if (trip.budget_usd === null) return NEUTRAL;
  const budget = trip.budget_usd;
  const reason = () => {
    const verdict = estimate <= budget ? 'within' : `${Math.round((estimate / budget - 1) * 100)}% over`;
    const what = trip.budget_leaves_out_travel
      ? 'on the ground (the way there left out, as the budget does)'
      : wayTherePriced
        ? 'for the party'
        : `for the party on the ground (${noOriginWords(trip)}, so the way there is not priced: add it)`;
    return `Estimated ${stated(estimate, trip)} ${what} (model_estimate) is ${verdict} the ${stated(budget, trip)} budget.`;
  };
  return { score: budgetFitScore(estimate, budget), reason };
}

/**
 * climate_theme_evidence_v1: what the climate normals say about a theme nobody curated at a place.
 * Desert: under 250 mm of precipitation a year is arid (the usual definition of a desert), under
 * 500 mm semi-arid, more is not a desert. Other themes have no climate evidence (neutral 0.5).
 */
export const CLIMATE_THEME_EVIDENCE = { name: 'climate_theme_evidence_v1', arid_mm: 250, semi_arid_mm: 500 } as const;
/**
 * Skiing at a place nobody curated: a known ski resort within SKI_BASE_KM makes it likely (model_estimate). The list of
 * ski resorts holds a few dozen worldwide, so none near is unknown, neutral; places the terrain rules out
 * (ski_terrain_model_v1) never reach ranking.
 */
const SKI_EVIDENCE = { near: 0.7, none: 0.5 } as const;

/** A place where an asked activity's permit is due (entry-fees.ts: gorilla trekking at Bwindi) offers the activity's theme. */
const PERMIT_EVIDENCE = 0.9;

/**
 * What the climate normals, the ski resorts known near the place (ski-areas.ts) or the permit of an activity the request asks
 * for, due there, say about a theme nobody curated there.
 */
function themeEvidence(c: Candidate, theme: string, permitsAsked: readonly string[]): { strength: number; words: string } | null {
  if (permitThemesAt(c, permitsAsked).includes(theme)) {
    return { strength: PERMIT_EVIDENCE, words: `${theme.replace(/_/g, ' ')}: the permit of the activity asked for is due here (entry_fee_model_v1)` };
  }
  if (theme === 'skiing') {
    const area = skiAreaNear(c);
    return area
      ? { strength: SKI_EVIDENCE.near, words: `skiing: ${area.names[0]}, a ski resort Wikivoyage lists, ${Math.round(greatCircleKm(c, area))} km away` }
      : { strength: SKI_EVIDENCE.none, words: `skiing: unknown (no ski resort Wikivoyage lists within ${SKI_BASE_KM} km, and that list is short)` };
  }
  if (theme !== 'desert' || c.climate.length !== 12) return null;
  const mm = c.climate.reduce((s, m) => s + m.precip_mm, 0);
  const [strength, kind] =
    mm < CLIMATE_THEME_EVIDENCE.arid_mm ? [0.8, 'arid'] : mm < CLIMATE_THEME_EVIDENCE.semi_arid_mm ? [0.4, 'semi-arid'] : [0.1, 'not arid'];
  return {
    strength,
    words: `climate normals (${CLIMATE_THEME_EVIDENCE.name}): ${theme.replace(/_/g, ' ')}: ${Math.round(mm)} mm of precipitation a year, ${kind}`,
  };
}

function unverifiedInterestFit(c: Candidate, wanted: ReadonlyArray<{ t: string; w: number }>, permitsAsked: readonly string[]): Fit {
  const evidence = wanted.map((x) => themeEvidence(c, x.t, permitsAsked));
  const total = wanted.reduce((s, x) => s + x.w, 0);
  const score = wanted.reduce((s, x, i) => s + x.w * (evidence[i]?.strength ?? 0.5), 0) / total;
  const reason = () => {
    const said = evidence.filter((e) => e !== null).map((e) => e.words);
    const basis = said.length ? `; ${said.join('; ')}` : '';
    return `Themes (${wanted.map((x) => x.t).join(', ')}) are unverified here: no curated theme data${basis}; research must confirm them.`;
  };
  return { score, reason };
}

export function interestFit(c: Candidate, trip: Trip): Fit {
  const wanted = [...trip.required_themes.map((t) => ({ t, w: 2 })), ...trip.soft_themes.map((t) => ({ t, w: 1 }))];
  if (wanted.length === 0) return NEUTRAL;
  if (!c.themes) return unverifiedInterestFit(c, wanted, trip.permits_asked);
  const themes = c.themes;
  const total = wanted.reduce((s, x) => s + x.w, 0);
  const score = wanted.reduce((s, x) => s + x.w * (themes[x.t] ?? 0), 0) / total;
  const reason = () => {
    const strong = wanted.filter((x) => (themes[x.t] ?? 0) >= 0.7).map((x) => x.t.replace(/_/g, ' '));
    const weak = wanted.filter((x) => (themes[x.t] ?? 0) < 0.5).map((x) => x.t.replace(/_/g, ' '));
    const parts = [strong.length ? `strong for ${strong.join(', ')}` : null, weak.length ? `weak for ${weak.join(', ')}` : null].filter(Boolean);
    return parts.length ? `Themes: ${parts.join('; ')}.` : 'Themes: moderate match.';
  };
  return { score, reason };
}

export const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The verdict on a weather fit: good from 0.75, fair from 0.5. */
export const weatherVerdict = (fit: number): 'good' | 'fair' | 'poor' => (fit >= 0.75 ? 'good' : fit >= 0.5 ? 'fair' : 'poor');

/** The sea's estimated temperature in the month, for a swim wish (sea_temperature_model_v1). */
function seaWords(c: Candidate, trip: Trip, month: number): string {
  const sea = trip.warmth?.swim && onTheSea(c) ? seaTemperature(c.climate, month) : null;
  return sea === null ? '' : `, sea about ${Math.round(sea)} C (${SEA_MODEL.name}, model_estimate)`;
}

/** comfort_model_v1 (warmth_comfort_model_v1 for a warmth wish) over the trip's months, times the seasonal hazards' factor (cyclones, monsoons, extremes). */
export function weatherFit(c: Candidate, trip: Trip, season: SeasonAssessment): Fit {
  const comfort = comfortIn(c, trip);
  const score = (season.weather_factor * trip.months.reduce((s, m) => s + comfort(m), 0)) / trip.months.length;
  const reason = () => {
    const first = c.climate.find((m) => m.month === trip.months[0]);
    const when = trip.months.map((m) => MONTH_NAMES[m - 1]).join('-');
    const basis = c.climate_provenance.tier === 'curated_baseline' ? 'curated normals' : 'model_estimate normals';
    const detail = first ? `highs around ${Math.round(first.high_c)} C${seaWords(c, trip, first.month)}, ${first.rainy_days} rainy days` : 'no normals';
    const purpose = weatherPurpose(trip);
    const hazards = season.weather_notes.length ? `; ${season.weather_notes.join(', ')} (see warnings)` : '';
    return `${when}${trip.months_assumed ? ' (no dates given; next two months assumed)' : ''}: ${detail} (${basis})${hazards}, ${weatherVerdict(score)} for ${purpose}.`;
  };
  return { score, reason };
}

/** No origin airport: the way there is neither scored nor timed, only the gateway named. */
export function unknownWayThere(flight: FlightProfile, trip: Trip): Fit {
  const to = flight.mode === 'flight' ? ` (the nearest airport with scheduled flights: ${flight.destination_airport})` : '';
  return { score: NEUTRAL.score, reason: () => `${noOriginSentence(trip)}: the way there${to} is neither timed nor priced.` };
}

const LEG_WORDS = { rail: ['by train', 'station'], ferry: ['by ferry', 'port'], road: ['by road', 'stop'] } as const;

/** How a trip without a flight goes: by the rail or ferry line it takes (named, with its own journey time), else a drive (with the car ferry across water). */
function groundWords(flight: FlightProfile): string {
  const leg = flight.ground_leg;
  if (leg) {
    const [how, start] = LEG_WORDS[leg.mode];
    const basis = modelledLeg(flight) ? 'modelled from distance' : `on the ${leg.operator} timetable`;
    return `${how} (${leg.from} - ${leg.to}, ${minutesWords(leg.minutes)} ${basis}, plus getting to the ${start})`;
  }
  return flight.water_crossing ? `drive with a car ferry across about ${flight.water_crossing.km} km of water` : 'drive';
}

export function flightFit(flight: FlightProfile, origin: string): Fit {
  const hours = flight.typical_hours;
  const score = flight.mode === 'ground' ? clamp01(1 - hours / 12) : clamp01(1 - (hours - 1) / 16 - 0.05 * flight.connections);
  const from = flight.ground_leg ? '' : ` from ${origin}`;
  const reason = () =>
    flight.mode === 'ground'
      ? `About ${hours} h ${groundWords(flight)}${from} (model_estimate)${flight.no_rail_with_pet ? `, not by train: ${flight.no_rail_with_pet}` : ''}.`
      : `About ${hours} h flight from ${origin} to ${flight.destination_airport}, ${flight.connections === 0 ? 'nonstop' : `${flight.connections} connection(s)`} (baseline, not live airfare).`;
  return { score, reason };
}

/** Share of the trip's waking hours spent travelling there and back. */
export function durationFit(flight: FlightProfile, transferMinutes: number, trip: Trip): Fit {
  const oneWay = flight.typical_hours + transferMinutes / 60;
  const share = (2 * oneWay) / (trip.days * 16);
  const score = clamp01(1 - 1.6 * share);
  const known = trip.days_known ? `${trip.days}-day trip` : `${trip.days}-day trip (length not given; assumed)`;
  return { score, reason: () => `About ${round(oneWay, 1)} h each way for a ${known}: ${Math.round(share * 100)}% of waking hours in transit.` };
}

export function remoteWorkFit(c: Candidate, trip: Trip, homeOffsets: readonly [number, number]): Fit {
  if (!trip.remote_work) return NEUTRAL;
  const month = trip.months[0] ?? 1;
  const overlap = workdayOverlapHours(offsetInMonth(c.utc_offsets, month), offsetInMonth(homeOffsets, month));
  const rw = c.record?.remote_work;
  if (!rw)
    return {
      score: clamp01(0.3 + 0.3 * (overlap / 8)),
      reason: () => `Remote work unverified (no curated internet or coworking data); ${overlap} h workday overlap with home time.`,
    };
  const score =
    0.35 * (LEVEL[rw.internet_reliability] ?? 0.5) + 0.25 * (COWORKING[rw.coworking] ?? 0.5) + 0.1 * (LEVEL[rw.walkability] ?? 0.5) + 0.3 * (overlap / 8);
  return {
    score,
    reason: () =>
      `Remote work: ${rw.internet_reliability} internet reliability, coworking ${rw.coworking}, ${overlap} h workday overlap with home time (editorial signals).`,
  };
}

/** With the way there unknown (no origin) the flight term is the middle one. */
export function familyFit(c: Candidate, trip: Trip, flightHours: number | null, transferMinutes: number): Fit {
  if (trip.children + trip.infants === 0) return NEUTRAL;
  const transfer = transferMinutes <= 45 ? 1 : transferMinutes <= 90 ? 0.6 : 0.3;
  const flightTerm = flightHours === null ? 0.6 : flightHours <= 6 ? 1 : flightHours <= 10 ? 0.6 : 0.3;
  const r = c.record;
  if (!r)
    return {
      score: 0.3 + 0.15 * transfer + 0.1 * flightTerm,
      reason: () => 'Family fit unverified (no curated child-friendliness data); travel time considered.',
    };
  const score = 0.5 * (LEVEL[r.family.child_friendly] ?? 0.5) + 0.25 * (SAFETY[r.safety.level] ?? 0.5) + 0.15 * transfer + 0.1 * flightTerm;
  return {
    score,
    reason: () => `Family: child-friendliness ${r.family.child_friendly}, safety ${r.safety.level.replace('_', ' ')}, ${transferMinutes} min airport transfer.`,
  };
}

/** A requested event or phenomenon the calendars know: how strong it is here for the trip's dates. */
function calendarEventFit(season: SeasonAssessment, trip: Trip): Fit {
  const best = [...season.events].sort((a, b) => b.strength - a.strength)[0]!;
  const reason = () => {
    const timing = trip.months_assumed ? ' (no dates given; the next two months assumed)' : '';
    const when = best.season ? ` (expected ${best.season.start} to ${best.season.end})` : '';
    const dates = tripDates(trip);
    const part = !dates.assumed && partlyCaught(best, dates.range) ? 'part of ' : '';
    const verdict = !best.at_place ? 'not found here' : best.in_season ? `in season for ${part}your dates${timing}` : `outside your dates${timing}${when}`;
    return `${best.event.name}: ${best.label}; ${verdict}${best.in_season ? when : ''} (calendar, ${best.event.verified ? 'verified source' : 'unverified source'}).`;
  };
  return { score: best.strength, reason };
}

export function eventFit(c: Candidate, trip: Trip, season: SeasonAssessment): Fit {
  if (season.events.length > 0) return calendarEventFit(season, trip);
  const ev = trip.event;
  if (!ev.requested) return NEUTRAL;
  const wanted = [ev.venue, ev.name].filter((x): x is string => Boolean(x)).map(foldName);
  const venueMatch = wanted.length > 0 && c.venue_keys.some((k) => wanted.some((w) => k.includes(w) || w.includes(k)));
  const venues = c.record?.event_venues.length ?? 0;
  const timing = trip.window ? 0.2 : 0;
  const score = venueMatch ? 0.8 + timing : clamp01((venues > 0 ? 0.45 : 0.25) + timing);
  const what = ev.name ?? ev.kind ?? 'the event';
  const reason = () =>
    venueMatch
      ? `Seeded venue context matches ${what}; schedule and tickets need live validation.`
      : `${venues} seeded venue(s) for ${what}; the event itself is not confirmed here (live validation needed).`;
  return { score, reason };
}
