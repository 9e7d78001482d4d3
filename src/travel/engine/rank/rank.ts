import type { RankingBreakdown } from '../../../contracts/travel.js';
import { airportByIata } from '../../geo/airports.js';
import type { Gated } from '../gate/gated.js';
import { round } from '../text.js';
import { utcOffsets } from '../time-zones.js';
import type { Trip } from '../trip.js';
import type { EngineData } from '../types.js';
import { confidenceFor } from './confidence.js';
import { budgetedUsd, chooseFlight, tripCost, wayThereKnown } from './costs.js';
import { budgetFit, durationFit, eventFit, familyFit, flightFit, interestFit, NEUTRAL, remoteWorkFit, unknownWayThere, weatherFit, type Fit } from './fits.js';
import { rankingWeights, type FitName } from './weights.js';
import type { Ranked } from './ranked.js';
import { unsupportedConstraints } from './unsupported.js';
import { assessSeason, SEASONAL_PENALTY, type ScopeClosures } from './seasonal.js';
import { closuresNaming } from '../../knowledge/calendars/index.js';
import type { ResolvedPlace } from '../../geo/types.js';

const CALIFORNIA_TZ = 'America/Los_Angeles';

/** Home time zone for the remote-work overlap: the origin airport's, else California's (the spec's reference). */
function homeOffsets(data: EngineData, trip: Trip): readonly [number, number] {
  const airport = trip.origin ? airportByIata(trip.origin) : undefined;
  return utcOffsets(airport ? data.gazetteer.timeZoneAt(airport.lat, airport.lon) : CALIFORNIA_TZ);
}

function rankOne(
  data: EngineData,
  g: Gated,
  trip: Trip,
  weights: Record<FitName, number>,
  home: readonly [number, number],
  scope: ScopeClosures | null,
): Ranked {
  const c = g.candidate;
  const flight = chooseFlight(data, c, trip);
  const link = c.airports.find((a) => a.iata === flight.profile.destination_airport) ?? c.airports[0];
  const transfer = flight.profile.mode === 'ground' ? 0 : (link?.transfer_minutes ?? 0);
  const season = assessSeason(c, trip, true, g.in_scope ? scope : null);
  const cost = tripCost(c, trip, flight, season.lodging_demand);
  const timed = wayThereKnown(flight);
  const fits: Record<FitName, Fit> = {
    budget_fit: budgetFit(budgetedUsd(cost, trip), trip, cost.way_there_priced),
    interest_fit: interestFit(c, trip),
    weather_fit: weatherFit(c, trip, season),
    flight_fit: trip.origin !== null && timed ? flightFit(flight.profile, trip.origin) : unknownWayThere(flight.profile, trip),
    duration_fit: timed ? durationFit(flight.profile, transfer, trip) : NEUTRAL,
    remote_work_fit: remoteWorkFit(c, trip, home),
    family_fit: familyFit(c, trip, timed ? flight.profile.typical_hours : null, transfer),
    event_fit: eventFit(c, trip, season),
  };
  const breakdown = Object.fromEntries(Object.entries(fits).map(([k, f]) => [k, round(f.score, 3)])) as RankingBreakdown;
  const score = round(100 * season.score_factor * (Object.keys(fits) as FitName[]).reduce((s, k) => s + weights[k] * breakdown[k], 0), 1);
  const penalty = season.penalties.length ? [`Score x${season.score_factor} (${SEASONAL_PENALTY.name}): ${season.penalties.join('; ')}.`] : [];
  const scopeReason =
    g.in_scope && trip.strict ? [`In scope: ${c.name} (${c.region_label}) satisfies the hard constraints.`] : [`${c.name}, ${c.region_label}.`];
  const ordered = (Object.keys(fits) as FitName[]).filter((k) => weights[k] > 0).sort((a, b) => weights[b] - weights[a]);
  return {
    gated: g,
    candidate: c,
    flight,
    transfer_minutes: transfer,
    cost,
    fits,
    breakdown,
    score,
    match_reasons: [...scopeReason, ...penalty, ...ordered.map((k) => fits[k].reason).filter((r): r is string => r !== null)],
    confidence: confidenceFor(c, trip, flight, g.themes_unverified.length > 0),
    unsupported: unsupportedConstraints(g, trip),
    season,
    scope: g.in_scope ? scope : null,
  };
}

/** A scope of exactly one park or landmark: the closures that name it (empty for any other scope). */
function scopeClosures(places: readonly ResolvedPlace[]): ScopeClosures | null {
  const only = places.length === 1 ? places[0] : undefined;
  if (!only || only.type !== 'park' || !only.country) return null;
  const place = { id: only.id, country: only.country, admin1: only.admin1, lat: only.lat, lon: only.lon };
  const closures = closuresNaming(place);
  return closures.length ? { place, closures } : null;
}

/** Score every gated candidate; best first, ties broken by id so the order is stable. */
export function rankCandidates(data: EngineData, gated: readonly Gated[], trip: Trip, scopePlaces: readonly ResolvedPlace[] = []): Ranked[] {
  const weights = rankingWeights(trip);
  const home = homeOffsets(data, trip);
  const scope = scopeClosures(scopePlaces);
  return gated.map((g) => rankOne(data, g, trip, weights, home, scope)).sort((a, b) => b.score - a.score || a.candidate.id.localeCompare(b.candidate.id));
}
