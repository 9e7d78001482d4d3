import type { Confidence, RankingBreakdown } from '../../../contracts/travel.js';
import { airportByIata } from '../../geo/airports.js';
import type { Gated } from '../gate/gated.js';
import { round } from '../text.js';
import { utcOffsets } from '../time-zones.js';
import type { Trip } from '../trip.js';
import type { EngineData } from '../types.js';
import { confidenceFor } from './confidence.js';
import { budgetedUsd, chooseFlight, tripCost, wayThereKnown } from './costs.js';
import {
  candidateBudgetFit,
  durationFit,
  eventFit,
  familyFit,
  flightFit,
  interestFit,
  NEUTRAL,
  remoteWorkFit,
  unknownWayThere,
  weatherFit,
  type Fit,
} from './fits.js';
import { FIT_NAMES, rankingWeights, type FitName } from './weights.js';
import { assessSeason, SEASONAL_PENALTY, type ScopeClosures } from './seasonal.js';
import type { Ranked } from './ranked.js';
import { closuresNaming } from '../../knowledge/calendars/index.js';
import type { ResolvedPlace } from '../../geo/types.js';

const CALIFORNIA_TZ = 'America/Los_Angeles';

/** Home time zone for the remote-work overlap: the origin airport's, else California's (the spec's reference). */
function homeOffsets(data: EngineData, trip: Trip): readonly [number, number] {
  const airport = trip.origin ? airportByIata(trip.origin) : undefined;
  return utcOffsets(airport ? data.gazetteer.timeZoneAt(airport.lat, airport.lon) : CALIFORNIA_TZ);
}

/** What every candidate of one request is ranked with, worked out once for the request. */
interface RankingTerms {
  trip: Trip;
  weights: Record<FitName, number>;
  home: readonly [number, number];
  scope: ScopeClosures | null;
}

function rankOne(data: EngineData, g: Gated, { trip, weights, home, scope }: RankingTerms): Ranked {
  const c = g.candidate;
  const flight = chooseFlight(data, c, trip);
  const link = c.airports.find((a) => a.iata === flight.profile.destination_airport) ?? c.airports[0];
  const transfer = flight.profile.mode === 'ground' ? 0 : (link?.transfer_minutes ?? 0);
  const season = assessSeason(c, trip, true, g.in_scope ? scope : null);
  const cost = tripCost(c, trip, flight, season.lodging_demand);
  const timed = wayThereKnown(flight);
  const fits: Record<FitName, Fit> = {
    budget_fit: candidateBudgetFit(budgetedUsd(cost, trip), trip, cost.way_there_priced),
    interest_fit: interestFit(c, trip),
    weather_fit: weatherFit(c, trip, season),
    flight_fit: trip.origin !== null && timed ? flightFit(flight.profile, trip.origin) : unknownWayThere(flight.profile, trip),
    duration_fit: timed ? durationFit(flight.profile, transfer, trip) : NEUTRAL,
    remote_work_fit: remoteWorkFit(c, trip, home),
    family_fit: familyFit(c, trip, timed ? flight.profile.typical_hours : null, transfer),
    event_fit: eventFit(c, trip, season),
  };
  const breakdown = {} as RankingBreakdown;
  let weighted = 0;
  for (const k of FIT_NAMES) {
    breakdown[k] = round(fits[k].score, 3);
    weighted += weights[k] * breakdown[k];
  }
  return {
    gated: g,
    candidate: c,
    flight,
    transfer_minutes: transfer,
    cost,
    fits,
    breakdown,
    score: round(100 * season.score_factor * weighted, 1),
    season,
    scope: g.in_scope ? scope : null,
  };
}

/**
 * Why a ranked candidate placed where it did: its scope, any seasonal penalty, then the reasons of
 * the weighted fits, heaviest first (ties in breakdown order). Written for the candidates an answer shows.
 */
export function matchReasons(r: Ranked, trip: Trip): string[] {
  const c = r.candidate;
  const weights = rankingWeights(trip);
  const ordered = FIT_NAMES.filter((k) => weights[k] > 0).sort((a, b) => weights[b] - weights[a]);
  const penalty = r.season.penalties.length ? [`Score x${r.season.score_factor} (${SEASONAL_PENALTY.name}): ${r.season.penalties.join('; ')}.`] : [];
  const scope =
    r.gated.in_scope && trip.strict ? [`In scope: ${c.name} (${c.region_label}) satisfies the hard constraints.`] : [`${c.name}, ${c.region_label}.`];
  return [...scope, ...penalty, ...ordered.map((k) => r.fits[k].reason()).filter((x): x is string => x !== null)];
}

/** A candidate an answer shows, with its match reasons: written once, as the multi-city snapshot repeats the top one's. */
export interface Shown {
  ranked: Ranked;
  reasons: string[];
}

export const withMatchReasons = (shown: readonly Ranked[], trip: Trip): Shown[] => shown.map((r) => ({ ranked: r, reasons: matchReasons(r, trip) }));

/** How far a ranked candidate's estimates can be trusted (confidence_model_v1). */
export const rankedConfidence = (r: Ranked, trip: Trip): Confidence => confidenceFor(r.candidate, trip, r.flight, r.gated.themes_unverified.length > 0);

/** A scope of exactly one park or landmark: the closures that name it (empty for any other scope). */
function scopeClosures(places: readonly ResolvedPlace[]): ScopeClosures | null {
  const only = places.length === 1 ? places[0] : undefined;
  if (!only || only.type !== 'park' || !only.country) return null;
  const place = { id: only.id, country: only.country, admin1: only.admin1, lat: only.lat, lon: only.lon };
  const closures = closuresNaming(place);
  return closures.length ? { place, closures } : null;
}

/** Research-ready places fill in behind the curated destinations of a scope: their figures are all model estimates. */
const coverageOrder = (r: Ranked) => (r.candidate.coverage_mode === 'curated_ready' ? 0 : 1);

/** Score every gated candidate; curated first, then best first, ties broken by id so the order is stable. */
export function rankCandidates(data: EngineData, gated: readonly Gated[], trip: Trip, scopePlaces: readonly ResolvedPlace[] = []): Ranked[] {
  const terms: RankingTerms = { trip, weights: rankingWeights(trip), home: homeOffsets(data, trip), scope: scopeClosures(scopePlaces) };
  return gated
    .map((g) => rankOne(data, g, terms))
    .sort((a, b) => coverageOrder(a) - coverageOrder(b) || b.score - a.score || a.candidate.id.localeCompare(b.candidate.id));
}
