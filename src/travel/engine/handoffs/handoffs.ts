import type { FlightHandoff, HotelHandoff, PlaceHandoff, ProviderHandoffs } from '../../../contracts/travel.js';
import { CALENDAR_THEMES, calendarThemeStrengths } from '../../knowledge/calendars/index.js';
import { THEMES } from '../../knowledge/types.js';
import type { Ranked } from '../rank/ranked.js';
import { round } from '../text.js';
import type { Trip } from '../trip.js';
import { groundHandoff } from './ground.js';
import { flightLinks, hotelLinks, knownAges, placeLinks, type Party } from './links.js';

/**
 * provider_handoffs for one ranked candidate: search parameters an external flight, hotel or
 * places provider takes as is, links to public search pages with those parameters, and what
 * must be checked there. No provider is connected in this deployment: provider_status is
 * unavailable and every capability is false.
 */

const CATEGORY_WORDS: ReadonlyMap<string, string> = new Map(
  Object.entries<string>({
    beach: 'beaches',
    hiking: 'hiking trails',
    food: 'restaurants',
    culture: 'museums',
    nightlife: 'bars',
    nature: 'nature reserves',
    wildlife: 'wildlife viewing',
    skiing: 'ski resorts',
    wine: 'wineries',
    history: 'historic sites',
    family: 'family attractions',
    remote_work: 'coworking spaces',
    wellness: 'spas',
    road_trip: 'scenic viewpoints',
    snorkeling_diving: 'snorkeling spots',
    surfing: 'surf spots',
    national_parks: 'park visitor centers',
    redwoods_forests: 'redwood groves',
    rugged_coast: 'coastal viewpoints',
    scenic_drives: 'scenic drives',
    shopping: 'shopping',
    art: 'art galleries',
    music: 'live music venues',
    adventure: 'outdoor adventure tours',
    relaxation: 'parks',
    lakes: 'lakes',
    mountains: 'mountain viewpoints',
    islands: 'ferry terminals',
    architecture: 'landmarks',
    desert: 'desert trails',
  }),
);

/** Themes the catalogue scores per place (attributes and calendar phenomena), and the strength a place needs for a map search of one. */
const SCORED_THEMES: ReadonlySet<string> = new Set([...THEMES, ...CALENDAR_THEMES]);
const CALENDAR_SCORED: ReadonlySet<string> = new Set(CALENDAR_THEMES);
const PLACE_THEME_MIN = 0.3;

/**
 * What to search for on the map: the requested themes and the place's strongest ones, each only
 * where the place offers it (no "aurora near Jaipur" for a phenomenon seen there once a century).
 * A research place without a theme record is scored on the calendar phenomena alone.
 */
export function placeCategories(r: Ranked, trip: Trip): string[] {
  const strengths = r.candidate.themes ?? calendarThemeStrengths(r.candidate);
  const scored = r.candidate.themes ? SCORED_THEMES : CALENDAR_SCORED;
  const offers = (t: string) => !scored.has(t) || (strengths[t] ?? 0) >= PLACE_THEME_MIN;
  const top = r.candidate.themes
    ? Object.entries(strengths)
        .filter(([, v]) => v >= PLACE_THEME_MIN)
        .sort((a, b) => b[1] - a[1])
        .map(([t]) => t)
    : [];
  const themes = [...new Set([...trip.required_themes, ...trip.soft_themes].filter(offers).concat(top))].slice(0, 5);
  return [...themes.map((t) => CATEGORY_WORDS.get(t) ?? t.replace(/_/g, ' ')), ...(trip.event.requested ? ['event venues'] : [])];
}

/** Lodging cap per night left by the budget after flights and daily spend; null without a budget. */
function nightlyCap(r: Ranked, trip: Trip): number | null {
  if (trip.budget_usd === null || trip.nights === 0) return null;
  const left = trip.budget_usd - r.cost.flights_usd - r.cost.daily_usd;
  return Math.max(0, round(left / (trip.nights * trip.rooms)));
}

/** Say where the dates come from: the window start plus the (given or assumed) trip length. */
function dateNotes(trip: Trip): string[] {
  if (!trip.departure_date) return ['No dates in the request: choose dates with the provider.'];
  return [
    ...(trip.flexible_dates ? ['Dates are the window start plus the trip length: adjust within the window.'] : []),
    ...(trip.days_known ? [] : [`Trip length not given: ${trip.days} days assumed for the return date.`]),
  ];
}

export const partyOf = (trip: Trip): Party => ({ adults: trip.adults, minors: trip.children + trip.infants, childAges: trip.child_ages, rooms: trip.rooms });

/** What the links could not carry, for the notes of each handoff. */
function partyNotes(trip: Trip): string[] {
  if (knownAges(partyOf(trip))) return [];
  return [
    `The request has ${trip.children + trip.infants} child(ren) without ages: links marked adults_only carry the adults; ask for each child's age and add the children on the provider page.`,
  ];
}

function flightHandoff(r: Ranked, trip: Trip): FlightHandoff | null {
  const p = r.flight.profile;
  if (p.mode === 'ground') return null;
  const origin = r.flight.basis === 'no_origin' ? null : p.origin;
  const cabin = trip.tier === 'luxury' ? 'business' : 'economy';
  return {
    search_params: {
      origin,
      destination_airport: p.destination_airport,
      departure_date: trip.departure_date,
      return_date: trip.return_date,
      flexible_dates: trip.flexible_dates,
      adults: trip.adults,
      children: trip.children,
      infants: trip.infants,
      child_ages: trip.child_ages,
      cabin,
    },
    search_links: flightLinks({
      origin,
      destination: p.destination_airport,
      departure: trip.departure_date,
      return: trip.return_date,
      cabin,
      party: partyOf(trip),
    }),
    validation_checklist: [
      'Current fare for these dates and party',
      'Baggage and seat fees',
      'Connection times',
      ...(origin ? [] : ['Choose an origin airport']),
    ],
    notes: [
      `Baseline ${p.connections === 0 ? 'nonstop' : `${p.connections}-connection`} profile; fares are not live.`,
      ...dateNotes(trip),
      ...partyNotes(trip),
    ],
  };
}

function hotelHandoff(r: Ranked, trip: Trip): HotelHandoff {
  const c = r.candidate;
  const destination = `${c.name}, ${c.region_label}`;
  return {
    search_params: {
      destination,
      lat: c.lat,
      lon: c.lon,
      check_in: trip.departure_date,
      check_out: trip.return_date,
      adults: trip.adults,
      children: trip.children,
      infants: trip.infants,
      child_ages: trip.child_ages,
      rooms: trip.rooms,
      max_nightly_usd: nightlyCap(r, trip),
      accessibility_requirements: trip.accessibility_needs,
    },
    search_links: hotelLinks({ destination, check_in: trip.departure_date, check_out: trip.return_date, party: partyOf(trip) }),
    validation_checklist: [
      'Available rooms for these dates',
      'Total price with taxes and fees',
      'Cancellation terms',
      ...(trip.accessibility_needs.length ? ['Accessible room features'] : []),
    ],
    notes: [
      c.record?.neighbourhoods.length ? `Areas to search: ${c.record.neighbourhoods.join(', ')}.` : 'No seeded areas: search around the centre point.',
      'max_nightly_usd is a budget-derived cap (model_estimate), not a rate.',
      ...dateNotes(trip),
      ...partyNotes(trip),
    ],
  };
}

function placeHandoff(r: Ranked, trip: Trip): PlaceHandoff {
  const c = r.candidate;
  const categories = placeCategories(r, trip);
  return {
    search_params: {
      destination: `${c.name}, ${c.region_label}`,
      lat: c.lat,
      lon: c.lon,
      radius_km: c.kind === 'city' || c.kind === 'town' ? 15 : 40,
      categories,
    },
    search_links: placeLinks({ destination: c.name, categories }),
    validation_checklist: ['Opening hours and seasonal closures', 'Tickets or permits', ...(trip.event.requested ? ['Event date, venue and tickets'] : [])],
    notes: ['Place discovery only: not availability or bookings.'],
  };
}

export function requiredExternalChecks(r: Ranked, trip: Trip): string[] {
  return [
    ...(r.flight.profile.mode === 'ground' ? [] : ['current_airfare']),
    'available_rooms',
    'provider_rates',
    'taxes_and_fees',
    'cancellation_terms',
    'place_opening_hours',
    ...(trip.accessibility_needs.length ? ['accessible_rooms_and_routes'] : []),
    ...(trip.event.requested ? ['event_schedule_and_tickets'] : []),
    ...(trip.remote_work || trip.days > 30 ? ['official_entry_and_stay_rules'] : []),
    ...(knownAges(partyOf(trip)) ? [] : ['children_ages']),
    ...(r.flight.profile.ground_leg ? ['rail_or_ferry_timetable_and_fare'] : []),
  ];
}

const NO_QUOTE = { status: 'unavailable', source_tier: 'handoff_required', last_checked_at: null, quote_expires_at: null } as const;

export function providerHandoffs(r: Ranked, trip: Trip): ProviderHandoffs {
  return {
    bookability_status: 'handoff_required',
    provider_status: 'unavailable',
    capabilities: {
      live_booking_inventory: false,
      provider_backed_rates: false,
      live_flight_fares: false,
      booking_supported: false,
      lowest_connected_supplier_price: false,
    },
    bookability: {
      status: 'handoff_required',
      checkout_owner: 'external_provider',
      requires_price_check: true,
      final_price_guaranteed: false,
      provider_checkout_url: null,
      last_checked_at: null,
      quote_expires_at: null,
    },
    fare_status: { ...NO_QUOTE },
    rate_status: { ...NO_QUOTE },
    lowest_price_selection: {
      status: 'not_available',
      connected_supplier_count: 0,
      price_checked_supplier_count: 0,
      minimum_price_checked_quotes: 2,
      selected_supplier: null,
      normalized_total_price_usd: null,
      reason: 'No supplier is connected; a lowest price needs at least two price-checked supplier quotes for this request.',
    },
    flight_handoff: flightHandoff(r, trip),
    ground_handoff: groundHandoff(r, trip, partyOf(trip)),
    hotel_handoff: hotelHandoff(r, trip),
    place_handoff: placeHandoff(r, trip),
    required_external_checks: requiredExternalChecks(r, trip),
  };
}
