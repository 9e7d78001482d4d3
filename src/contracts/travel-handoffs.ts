import { Type, type Static } from '@sinclair/typebox';
import { Closed, Nullable, StringEnum, Uri } from './common.js';

/**
 * provider_handoffs: generated search params, URLs and checklists for external providers.
 * Never live airfare, inventory or rates. The inner fields of the three handoff objects are
 * our decision (the spec leaves them open): search params an agent can pass to a flight,
 * hotel or places provider as is, ready-made search links, and what to check there.
 */

const PROVIDER_STATUSES = ['pending_credentials', 'sandbox', 'unavailable', 'provider_live'] as const;
const NullableDateTime = Nullable(Type.String({ format: 'date-time' }));
const NullableDate = Nullable(Type.String({ format: 'date' }));
const Checklist = Type.Array(Type.String({ maxLength: 500 }), { description: 'What the agent must verify with the provider.' });

const SearchLink = Closed(
  {
    label: Type.String({ maxLength: 200 }),
    url: Uri(),
    provider_kind: Type.String({ maxLength: 60, description: 'e.g. flight_metasearch, hotel_search, ferry_search, rail_operator, route_planner, maps.' }),
    carries_party: StringEnum(['whole_party', 'adults_only', 'none'] as const, {
      description:
        "How much of the party the link encodes in the provider's own format: whole_party (adults, every child's age, rooms where the page takes them), adults_only (the request has children whose ages it does not give: ages are never invented, so add the children on the page after asking), none (a page that takes no party).",
    }),
  },
  { description: 'A pre-filled public search link; results there are not checked by svc.' },
);

const PartyParams = {
  adults: Type.Integer({ minimum: 0 }),
  children: Type.Integer({ minimum: 0, description: 'Travellers aged 2-17 as the request counts them.' }),
  infants: Type.Integer({ minimum: 0, description: 'Travellers under 2.' }),
  child_ages: Nullable(
    Type.Array(Type.Integer({ minimum: 0, maximum: 17 }), {
      maxItems: 20,
      description:
        'Age of every child and infant, as the request states them; null when the request has children without (all) ages: ask, never guess. [] without children.',
    }),
  ),
};

export const FlightHandoff = Closed(
  {
    search_params: Closed({
      origin: Nullable(Type.String({ maxLength: 10, description: 'IATA code, null when the origin is unknown.' })),
      destination_airport: Nullable(Type.String({ maxLength: 10 })),
      departure_date: NullableDate,
      return_date: NullableDate,
      flexible_dates: Type.Boolean({ description: 'True when only a window, not exact dates, is known.' }),
      ...PartyParams,
      cabin: StringEnum(['economy', 'premium_economy', 'business', 'first'] as const),
    }),
    search_links: Type.Array(SearchLink),
    validation_checklist: Checklist,
    notes: Type.Array(Type.String({ maxLength: 500 })),
  },
  { description: 'Flight search parameters for an external provider. Not live airfare.' },
);

export const HotelHandoff = Closed(
  {
    search_params: Closed({
      destination: Type.String({ maxLength: 200 }),
      lat: Nullable(Type.Number({ minimum: -90, maximum: 90 })),
      lon: Nullable(Type.Number({ minimum: -180, maximum: 180 })),
      check_in: NullableDate,
      check_out: NullableDate,
      ...PartyParams,
      rooms: Type.Integer({ minimum: 1 }),
      max_nightly_usd: Nullable(Type.Number({ minimum: 0, description: 'Derived from the budget (model_estimate), null without a budget.' })),
      accessibility_requirements: Type.Array(Type.String({ maxLength: 200 })),
    }),
    search_links: Type.Array(SearchLink),
    validation_checklist: Checklist,
    notes: Type.Array(Type.String({ maxLength: 500 })),
  },
  { description: 'Lodging search parameters for an external provider. Not provider-backed rates or inventory.' },
);

export const PlaceHandoff = Closed(
  {
    search_params: Closed({
      destination: Type.String({ maxLength: 200 }),
      lat: Nullable(Type.Number({ minimum: -90, maximum: 90 })),
      lon: Nullable(Type.Number({ minimum: -180, maximum: 180 })),
      radius_km: Type.Number({ minimum: 0 }),
      categories: Type.Array(Type.String({ maxLength: 60 }), { description: 'Place categories derived from the themes.' }),
    }),
    search_links: Type.Array(SearchLink),
    validation_checklist: Checklist,
    notes: Type.Array(Type.String({ maxLength: 500 })),
  },
  { description: 'Place discovery parameters (activities, venues) for a live places provider.' },
);

export const GroundHandoff = Closed(
  {
    leg: Closed({
      id: Type.String({ maxLength: 100 }),
      role: StringEnum(['instead_of_flight', 'airport_transfer', 'alternative'] as const, {
        description:
          'instead_of_flight: the way travellers make this trip (London-Paris by Eurostar, a drive, or the train the traveller asked for); airport_transfer: from the gateway airport to the place (rail to Zermatt, hydrofoil to Capri, the road to a park); alternative: offered beside the flight.',
      }),
      mode: StringEnum(['rail', 'ferry', 'road'] as const),
      name: Type.String({ maxLength: 300 }),
      operator: Type.String({ maxLength: 200 }),
      from: Type.String({ maxLength: 200 }),
      to: Type.String({ maxLength: 200 }),
      typical_minutes: Type.Integer({
        minimum: 0,
        description:
          'Typical fastest scheduled journey (operator timetable) for a leg of the data, without access time; for a drive, a road from the gateway or a rail trip without a leg of the data, the estimate of the model named in notes.',
      }),
    }),
    search_params: Closed({
      from: Type.String({ maxLength: 200 }),
      to: Type.String({ maxLength: 200 }),
      departure_date: NullableDate,
      return_date: NullableDate,
      ...PartyParams,
    }),
    search_links: Type.Array(SearchLink),
    validation_checklist: Checklist,
    notes: Type.Array(Type.String({ maxLength: 500 })),
  },
  {
    description:
      'A rail, ferry or road leg from data/travel/ground-legs.json, or the drive from the origin when the place is within driving range (mode road, time modelled), or the road and ferry to a place across water with no leg of the data (mode ferry, water_crossing_model_v1), with what to search for it. Not a ticket, fare or seat check.',
  },
);

const QuoteStatus = Closed({
  status: StringEnum(PROVIDER_STATUSES),
  source_tier: StringEnum(['handoff_required', 'unsupported', 'provider_live'] as const),
  last_checked_at: NullableDateTime,
  quote_expires_at: NullableDateTime,
});

export const ProviderHandoffs = Closed(
  {
    bookability_status: StringEnum(['handoff_required'] as const),
    provider_status: StringEnum(PROVIDER_STATUSES, {
      description: 'Public beta: pending_credentials or unavailable.',
    }),
    capabilities: Closed(
      {
        live_booking_inventory: Type.Literal(false),
        provider_backed_rates: Type.Literal(false),
        live_flight_fares: Type.Literal(false),
        booking_supported: Type.Literal(false),
        lowest_connected_supplier_price: Type.Literal(false),
      },
      { description: 'All always false.' },
    ),
    bookability: Closed({
      status: StringEnum(['handoff_required', 'not_bookable', 'provider_live_partial', 'provider_live_verified'] as const),
      checkout_owner: StringEnum(['external_provider', 'svc'] as const),
      requires_price_check: Type.Boolean(),
      final_price_guaranteed: Type.Literal(false),
      provider_checkout_url: Nullable(Uri()),
      last_checked_at: NullableDateTime,
      quote_expires_at: NullableDateTime,
    }),
    fare_status: QuoteStatus,
    rate_status: QuoteStatus,
    lowest_price_selection: Closed(
      {
        status: StringEnum(['not_available', 'eligible_after_provider_price_checks'] as const),
        connected_supplier_count: Type.Integer({ minimum: 0 }),
        price_checked_supplier_count: Type.Integer({ minimum: 0 }),
        minimum_price_checked_quotes: Type.Integer({
          minimum: 2,
          description: 'Price-checked quotes needed before a lowest price may be selected (2).',
        }),
        selected_supplier: Nullable(Type.String({ maxLength: 200, description: 'Null until eligible.' })),
        normalized_total_price_usd: Nullable(Type.Number({ minimum: 0, description: 'Null until eligible; total price, not nightly.' })),
        reason: Type.String({ maxLength: 500 }),
      },
      {
        description:
          'not_available until at least two connected supplier quotes are price-checked, normalized to total price and retained as evidence for this request. Fields beyond the spec: minimum_price_checked_quotes, selected_supplier, normalized_total_price_usd, reason.',
      },
    ),
    flight_handoff: Nullable(FlightHandoff),
    ground_handoff: Nullable(GroundHandoff),
    hotel_handoff: HotelHandoff,
    place_handoff: PlaceHandoff,
    required_external_checks: Type.Array(Type.String({ maxLength: 500 })),
  },
  {
    description:
      'Provider-ready handoffs (params, links, checklists). flight_handoff is null when no flight leg applies (a drive, or a rail or ferry trip instead of a flight); ground_handoff is set when a rail, ferry or road leg is proposed (instead of the flight, from the gateway airport, or as an alternative), else null.',
  },
);

export type ProviderHandoffs = Static<typeof ProviderHandoffs>;
export type FlightHandoff = Static<typeof FlightHandoff>;
export type GroundHandoff = Static<typeof GroundHandoff>;
export type HotelHandoff = Static<typeof HotelHandoff>;
export type PlaceHandoff = Static<typeof PlaceHandoff>;
