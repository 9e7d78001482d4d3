import type { EventSnapshot, MultiCitySnapshot } from '../../../contracts/travel.js';
import { rankedConfidence, type Shown } from '../rank/rank.js';
import type { Ranked } from '../rank/ranked.js';
import type { Trip } from '../trip.js';
import { provenanceText, RESEARCH_PROVENANCE } from './provenance.js';

/** Snapshots for several-city trips and event trips; schedules, rail and rooms stay live checks. */

export function multiCitySnapshot(r: Ranked, trip: Trip, shown: readonly Shown[]): MultiCitySnapshot {
  const others = shown.filter((x) => x.ranked !== r).slice(0, 4);
  return {
    logistics_mode: 'stops_in_order_or_single_base: each result is one place; the route joins the stops named in order',
    rail_or_transfer_notes: `Cities asked for: ${trip.multi_city.cities.join(', ') || 'not named'}. When the stops are named in order, the answer's route gives the legs between them (model_estimate, not timetables).`,
    neighborhood_guidance_status: r.candidate.record?.neighbourhoods.length
      ? `Seeded areas: ${r.candidate.record.neighbourhoods.join(', ')}.`
      : 'No seeded areas.',
    price_confidence: rankedConfidence(r, trip).level,
    selected_choice_summary: `${r.candidate.name}: score ${r.score}, about $${r.cost.total_usd} for the party (model_estimate).`,
    why_top_result_wins: shown[0]?.reasons.slice(0, 3) ?? [],
    compared_option_names: others.map((x) => x.ranked.candidate.name),
    validation_checklist: ['Rail or flight connections between the cities', 'Hotel availability in each city', 'Luggage and transfer time on moving days'],
    blocked_reasons: ['No live rail, hotel or local-area data in svc.'],
    live_validation_required: true,
    provider_validation_required: true,
    recommended_next_tool: 'live_rail_hotel_and_local_area_providers',
    suggested_planning_use: 'Use the ranked results as stops and validate connections between them with live rail and hotel providers.',
    provenance: r.candidate.record ? provenanceText(r.candidate.record.provenance.neighbourhoods) : RESEARCH_PROVENANCE,
  };
}

export function eventSnapshot(r: Ranked, trip: Trip): EventSnapshot {
  const ev = trip.event;
  const venues = r.candidate.record?.event_venues ?? [];
  const timing = trip.window ? `Window ${trip.window[0]} to ${trip.window[1]} from the request.` : 'No event dates given.';
  const short = trip.days <= 3;
  const activities = [...(r.candidate.record?.neighbourhoods ?? []), ...Object.keys(r.candidate.themes ?? {}).map((t) => t.replace(/_/g, ' '))].slice(0, 5);
  return {
    event_context_status:
      ev.name || ev.kind
        ? `Event intent: ${[ev.kind, ev.name].filter(Boolean).join(' - ')}${ev.venue ? ` at ${ev.venue}` : ''}.`
        : 'Event intent without a named event.',
    event_timing_input_status: timing,
    seeded_venue_context: venues.length ? `Seeded venues: ${venues.join(', ')} (editorial, schedules not checked).` : 'No seeded venues for this destination.',
    schedule_risk: 'Event dates and times are not verified by svc.',
    hotel_compression: 'Big events fill hotels and raise rates near the venue; book refundable and check early.',
    post_event_safety: r.candidate.record ? r.candidate.record.safety.notes : 'No curated safety notes.',
    neighborhood_safety_handoff: 'Check late-night transport and the area around the venue with local sources.',
    backup_activity_guidance: 'If the event moves or sells out, the backup candidates below fit the same trip.',
    venue_validation_handoff: 'Confirm the event date, venue and tickets on the official event or venue site.',
    short_window_flight_note: short
      ? 'Short trip: pick flights with slack around the event time.'
      : 'Leave a buffer day around the event if flights are tight.',
    provenance: r.candidate.record ? provenanceText(r.candidate.record.provenance.event_venues) : RESEARCH_PROVENANCE,
    schedule_risk_level: trip.window ? 'medium' : 'unknown',
    hotel_compression_risk_level: trip.window ? 'medium_high' : 'unknown',
    backup_activity_candidates: activities,
    requested_window: trip.window,
    live_validation_required: true,
  };
}
