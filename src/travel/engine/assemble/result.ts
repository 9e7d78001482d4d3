import { inCurrency } from './traveller-currency.js';
import type { BookingReadiness, Coverage, FitSummary, ResearchSummary, TravelResult } from '../../../contracts/travel.js';
import type { ResearchOutcome, ResearchScope, ResearchSubject } from '../../research-port.js';
import { providerHandoffs } from '../handoffs/handoffs.js';
import type { Fit } from '../rank/fits.js';
import { rankedConfidence, type Shown } from '../rank/rank.js';
import { unsupportedConstraints } from '../rank/unsupported.js';
import type { Ranked } from '../rank/ranked.js';
import { resultWarnings } from '../rank/seasonal.js';
import { intelligenceBasis } from '../snapshots/basis.js';
import { flightSnapshot, staySnapshot, weatherSnapshot } from '../snapshots/core.js';
import { withEntryWarning } from '../snapshots/entry.js';
import { withHealthWarnings } from '../snapshots/health.js';
import { withMinorTravelWarnings } from '../snapshots/minor-travel.js';
import { accessibilitySnapshot, familySnapshot, remoteWorkSnapshot, visaStaySnapshot } from '../snapshots/intent.js';
import { suggestedItinerary } from '../snapshots/itinerary.js';
import { eventSnapshot, multiCitySnapshot } from '../snapshots/multi-event.js';
import type { Trip } from '../trip.js';
import type { EngineData } from '../types.js';
import { answersFor } from './answers.js';
import { resultBookability, WHY_NOT_BOOKABLE } from './bookability.js';

/** One results[] item: ranking, research state from the port, snapshots and handoffs. */

export function researchCategories(trip: Trip): string[] {
  return [
    'lodging_areas',
    'activities',
    'local_transport',
    ...(trip.remote_work ? ['coworking'] : []),
    ...(trip.accessibility_needs.length ? ['accessibility'] : []),
    ...(trip.event.requested ? ['events'] : []),
  ];
}

export const researchSubject = (r: Ranked, trip: Trip): ResearchSubject => ({
  id: r.candidate.id,
  name: r.candidate.name,
  country: r.candidate.country,
  lat: r.candidate.lat,
  lon: r.candidate.lon,
  coverage_mode: r.candidate.coverage_mode,
  categories: researchCategories(trip),
});

function fitSummary(fit: Fit, requested: boolean): FitSummary {
  if (!requested) return { requested: false, score: fit.score, level: 'not_requested', reasons: [] };
  const reason = fit.reason();
  return {
    requested: true,
    score: fit.score,
    level: fit.score >= 0.7 ? 'high' : fit.score >= 0.45 ? 'medium' : 'low',
    reasons: reason ? [reason] : [],
  };
}

function coverage(r: Ranked): Coverage {
  const curated = r.candidate.coverage_mode === 'curated_ready';
  return {
    destination_supported: true,
    curated_strength: !curated ? 'none' : r.candidate.cost_basis.row_curated ? 'partial' : 'weak',
    model_estimate_strength: curated ? 'strong' : 'partial',
    live_places_strength: 'none',
    live_flight_fares: false,
    provider_backed_rates: false,
    live_booking_inventory: false,
    notes: curated
      ? ['Curated record: cost row curated where marked; themes, climate and signals are editorial model_estimate values.']
      : ['Research-ready: supported through the gazetteer and knowledge models; no curated record (curated_strength none).'],
  };
}

function bookingReadiness(checks: string[]): BookingReadiness {
  return {
    can_rank_destinations: true,
    can_validate_live_rooms: false,
    can_validate_current_airfare: false,
    can_quote_provider_rates: false,
    requires_live_validation: true,
    recommended_next_tool: 'live_search_or_booking_provider',
    inventory_validation_handoff: {
      status: 'required_before_booking',
      next_tool: 'live_search_or_booking_provider',
      validates: checks,
      reason: 'svc has no live inventory, rates or fares; a booking provider must confirm them.',
      validation_checklist: checks.map((c) => `Confirm ${c.replace(/_/g, ' ')} with the provider`),
    },
    blocked_reasons: ['no_live_booking_inventory', 'no_provider_backed_rates', 'no_live_airfare'],
    notes: ['Use provider_handoffs: the search links carry the dates, party and destination.'],
  };
}

// eslint-disable-next-line no-restricted-syntax -- looked up with the research mode the service sets
const SUMMARY_STATUS: Record<string, ResearchSummary['status']> = {
  research_pending: 'pending',
  research_partial: 'partial',
  research_complete_enough: 'complete_enough',
};

function researchSummary(outcome: ResearchOutcome): ResearchSummary {
  const s = outcome.research_status;
  const off = s.cache_state === 'disabled';
  const n = outcome.evidence.length;
  return {
    status: off ? 'not_started' : (SUMMARY_STATUS[s.mode] ?? 'pending'),
    headline: off
      ? `Live research did not run (off or not enabled here)${n ? `; ${n} operator-compiled link(s) shown` : ''}; results rest on baseline data and handoffs.`
      : `${n} evidence item(s); ${s.pending_categories.length} categor(ies) pending.`,
    evidence_count: n,
    categories_covered: s.completed_categories,
    categories_pending: s.pending_categories,
    caveats: ['Evidence, when present, is not availability, rates or airfare.'],
  };
}

/** Who asked and for which trip, so the port can own jobs and read aggregator signals. */
export const researchScope = (r: Ranked, trip: Trip, accountId: string | null): ResearchScope => ({
  accountId,
  origin: trip.origin,
  destinationAirport: r.flight.profile.mode === 'flight' ? r.flight.profile.destination_airport : null,
  dates: trip.departure_date && trip.return_date ? [trip.departure_date, trip.return_date] : null,
  adults: trip.adults,
});

/** The curated record's neighbourhoods as place candidates for lodging searches (editorial, not live). */
export function seededLodgingAreas(r: Ranked) {
  return (r.candidate.record?.neighbourhoods ?? []).map((n, i) => ({
    id: `${r.candidate.id}:area-${i + 1}`,
    name: n,
    category: 'lodging_area',
    source_tier: 'model_estimate' as const,
    url: null,
    lat: null,
    lon: null,
    why: 'Seeded area for lodging searches (editorial).',
  }));
}

function inTravellerCurrency(usd: number, trip: Trip): TravelResult['total_trip_estimate_local'] {
  const c = trip.currency;
  return c
    ? { currency: c.code, amount: inCurrency(usd, c), usd_rate: c.usd_rate, rates_as_of: c.rates_as_of, rate_source: c.rate_source, basis: c.basis }
    : null;
}

/** routeFrom: the country of the stop before this one when the result is a stop of the trip's route. */
export async function buildResult(
  data: EngineData,
  one: Shown,
  trip: Trip,
  shown: readonly Shown[],
  accountId: string | null,
  routeFrom: string | null = null,
): Promise<TravelResult> {
  const r = one.ranked;
  const outcome = await data.research.statusFor(researchSubject(r, trip), trip.live_mode, trip.max_live_research_ms, researchScope(r, trip, accountId));
  const handoffs = providerHandoffs(r, trip);
  const seeded = seededLodgingAreas(r);
  return {
    id: r.candidate.id,
    name: r.candidate.name,
    coverage_mode: outcome.coverage_mode,
    research_status: outcome.research_status,
    coverage: coverage(r),
    evidence: outcome.evidence,
    score: r.score,
    total_trip_estimate_usd: r.cost.total_usd,
    total_trip_estimate_local: inTravellerCurrency(r.cost.total_usd, trip),
    ranking_breakdown: r.breakdown,
    match_reasons: one.reasons,
    warnings: withHealthWarnings(withMinorTravelWarnings(withEntryWarning(resultWarnings(r, trip), r, trip), r, trip), r, trip, routeFrom),
    confidence: rankedConfidence(r, trip),
    booking_readiness: bookingReadiness(handoffs.required_external_checks),
    bookability_status: 'handoff_required',
    bookability: resultBookability(),
    provider_handoffs: handoffs,
    why_not_bookable_yet: WHY_NOT_BOOKABLE,
    unsupported_constraints: unsupportedConstraints(r.gated, trip),
    intelligence_basis: intelligenceBasis(r.candidate, r.flight.profile),
    flight_snapshot: flightSnapshot(r, trip),
    weather_snapshot: weatherSnapshot(r, trip),
    stay_snapshot: staySnapshot(r, trip),
    research_summary: researchSummary(outcome),
    live_signals: outcome.live_signals,
    aggregator_signals: outcome.aggregator_signals,
    place_candidates: [...seeded, ...outcome.place_candidates],
    suggested_itinerary: suggestedItinerary(r, trip),
    remote_work_fit: fitSummary(r.fits.remote_work_fit, trip.remote_work),
    family_fit: fitSummary(r.fits.family_fit, trip.children + trip.infants > 0),
    event_fit: fitSummary(r.fits.event_fit, trip.event.requested || r.season.events.length > 0),
    ...(trip.remote_work ? { remote_work_snapshot: remoteWorkSnapshot(r, trip) } : {}),
    ...(trip.children + trip.infants > 0 ? { family_snapshot: familySnapshot(r, trip) } : {}),
    ...(trip.accessibility_needs.length ? { accessibility_snapshot: accessibilitySnapshot(r, trip) } : {}),
    visa_stay_snapshot: visaStaySnapshot(r, trip),
    ...(trip.multi_city.requested
      ? {
          multi_city_snapshot: multiCitySnapshot(r, trip, shown),
        }
      : {}),
    ...(trip.event.requested ? { event_snapshot: eventSnapshot(r, trip) } : {}),
    answers: answersFor(r, trip, routeFrom),
  };
}
