import { Type, type Static } from '@sinclair/typebox';
import { Closed, Nullable, StringEnum, Uri } from './common.js';
import { DepartureWindow } from './travel-request.js';
import { SourceTier } from './travel-common.js';
import { EVIDENCE_SOURCES } from './travel-research.js';

/**
 * Result fields the spec names without showing their inner shape. Our decision, for each:
 * closed objects that say what the figure is, which tier it comes from, which model or source
 * produced it and as of when, with null (never a made-up value) when we do not know.
 */

const Note = Type.String({ maxLength: 500 });
const Notes = Type.Array(Note);
const NullableDateTime = Nullable(Type.String({ format: 'date-time' }));
const EstimateBasis = StringEnum(['curated_baseline', 'model_estimate', 'unavailable'] as const, {
  description: 'unavailable: no figure could be produced, and the figure fields are null.',
});
const ModelName = Nullable(Type.String({ maxLength: 200, description: 'Model that produced a model_estimate figure; null otherwise.' }));
const AsOf = Nullable(Type.String({ maxLength: 40, description: 'As-of date of the curated source (YYYY-MM or YYYY-MM-DD).' }));
const Usd = (description: string) => Nullable(Type.Number({ minimum: 0, description }));

/** remote_work_fit, family_fit, event_fit: one summary shape for the three intent-specific fits. */
export const FitSummary = Closed(
  {
    requested: Type.Boolean({ description: 'Whether the request carries this intent; when false, score is neutral.' }),
    score: Type.Number({ minimum: 0, maximum: 1 }),
    level: StringEnum(['not_requested', 'low', 'medium', 'high'] as const),
    reasons: Notes,
  },
  { description: 'Why this candidate fits (or not) one intent. Decided shape: requested, score 0-1, level, reasons.' },
);

export const UnsupportedConstraint = Closed(
  {
    field: Type.String({ maxLength: 60, description: 'Request field or intent, e.g. event, accessibility, budget_usd.' }),
    constraint: Note,
    reason: Note,
    handling: StringEnum(['handed_off_for_validation', 'reported_only', 'ignored_for_ranking'] as const),
  },
  { description: 'A constraint the service could not evaluate for this candidate, and what it did instead.' },
);

export const IntelligenceBasis = Closed(
  {
    source_tiers: Type.Array(SourceTier),
    curated_sources: Type.Array(Closed({ name: Type.String({ maxLength: 200 }), url: Nullable(Uri()), as_of: AsOf })),
    model_estimates: Type.Array(Closed({ field: Type.String({ maxLength: 100 }), model: Type.String({ maxLength: 200 }) })),
    live_places_retrieved_at: NullableDateTime,
    notes: Notes,
  },
  { description: 'Which tiers, curated sources (with as-of dates) and models stand behind this candidate.' },
);

export const LiveSignals = Closed(
  {
    status: StringEnum(['disabled', 'pending', 'partial', 'available', 'unavailable'] as const),
    retrieved_at: NullableDateTime,
    signals: Type.Array(
      Closed({
        category: Type.String({ maxLength: 60 }),
        summary: Note,
        source: StringEnum(EVIDENCE_SOURCES),
        url: Uri(),
        retrieved_at: Type.String({ format: 'date-time' }),
      }),
    ),
  },
  { description: 'Short live-research signals distilled from evidence. Empty when research is off or pending.' },
);

const AggregatorLabel = StringEnum(['aggregator_evidence_not_provider_backed'] as const);
export const AggregatorSignals = Closed(
  {
    status: StringEnum(['not_configured', 'unavailable', 'available'] as const),
    provider: Nullable(Type.String({ maxLength: 60, description: 'aggregator when configured.' })),
    aggregator_fare_snapshots: Type.Array(
      Closed({
        origin: Type.String({ maxLength: 10 }),
        destination_airport: Type.String({ maxLength: 10 }),
        price_usd: Type.Number({ minimum: 0 }),
        observed_at: Type.String({ format: 'date-time' }),
        source_url: Nullable(Uri()),
        label: AggregatorLabel,
      }),
    ),
    hotel_rate_snapshots: Type.Array(
      Closed({
        name: Type.String({ maxLength: 200 }),
        nightly_usd: Type.Number({ minimum: 0 }),
        observed_at: Type.String({ format: 'date-time' }),
        source_url: Nullable(Uri()),
        label: AggregatorLabel,
      }),
    ),
    caveat: Note,
  },
  { description: 'Search-aggregator evidence (only when configured): never provider-backed fares or rates.' },
);

export const PlaceCandidate = Closed(
  {
    id: Type.String({ maxLength: 100 }),
    name: Type.String({ maxLength: 200 }),
    category: Type.String({ maxLength: 60 }),
    source_tier: StringEnum(['curated_baseline', 'live_places', 'model_estimate'] as const),
    url: Nullable(Uri()),
    lat: Nullable(Type.Number({ minimum: -90, maximum: 90 })),
    lon: Nullable(Type.Number({ minimum: -180, maximum: 180 })),
    why: Note,
  },
  { description: 'A place (area, park, venue, activity) worth a look; not a booking or availability claim.' },
);

export const SuggestedItinerary = Closed(
  {
    basis: StringEnum(['model_estimate'] as const),
    model: Type.String({ maxLength: 200 }),
    days: Type.Array(
      Closed({
        day: Type.Integer({ minimum: 1 }),
        title: Type.String({ maxLength: 200 }),
        area: Nullable(Type.String({ maxLength: 200 })),
        activities: Notes,
      }),
      { maxItems: 60 },
    ),
    caveats: Notes,
  },
  { description: 'A draft day-by-day outline (model_estimate). Opening hours, tickets and transfers need live validation.' },
);

export const GroundLegSnapshot = Closed(
  {
    mode: StringEnum(['rail', 'ferry', 'road'] as const),
    name: Type.String({ maxLength: 200 }),
    operator: Type.String({ maxLength: 200 }),
    from: Type.String({ maxLength: 200, description: 'Station, port or stop the leg leaves from.' }),
    to: Type.String({ maxLength: 200 }),
    journey_minutes: Type.Integer({ minimum: 0, description: 'Typical fastest scheduled journey, without getting to the station or port.' }),
    journey_basis: StringEnum(['operator_timetable', 'model_estimate'] as const, {
      description: "operator_timetable: read from the operator's public timetable (source, as_of); model_estimate: modelled from distance (model).",
    }),
    source: Type.String({ maxLength: 300 }),
    as_of: AsOf,
    fare_round_trip_usd: Nullable(
      Type.Array(Type.Number({ minimum: 0 }), {
        minItems: 2,
        maxItems: 2,
        description: 'Typical standard round-trip fare per adult, lowest then highest: a model_estimate band, never a quote.',
      }),
    ),
    fare_model: Type.String({ maxLength: 200, description: 'The model the fare band comes from (model_estimate).' }),
  },
  {
    description:
      'The rail, ferry or road line taken instead of a flight from the origin, when the way there is one: it sets estimated_travel_hours (with access) and estimated_round_trip_usd (the fare band midpoint).',
  },
);

export const FlightSnapshot = Closed(
  {
    origin: Nullable(Type.String({ maxLength: 10 })),
    destination_airport: Nullable(Type.String({ maxLength: 10 })),
    origin_supported: Type.Boolean({ description: 'Whether the origin has a curated flight profile (JFK, LAX, LHR, ORD, SFO).' }),
    estimated_round_trip_usd: Usd('Per traveller; a baseline estimate, not a fare. Null when no origin is known: nothing is priced from an assumed home.'),
    estimated_travel_hours: Nullable(Type.Number({ minimum: 0, description: 'Null when no origin is known: the way there is not timed.' })),
    basis: EstimateBasis,
    model: ModelName,
    as_of: AsOf,
    live_airfare: Type.Literal(false),
    route: Nullable(
      Closed(
        {
          status: StringEnum(['nonstop', 'connection', 'unknown'] as const, {
            description:
              "From scheduled-route data: nonstop, connection (connections counted on the route network), or unknown (an airport missing from the data; connections are the model's).",
          }),
          connections: Type.Integer({ minimum: 0, maximum: 3 }),
          source: Type.String({ maxLength: 300 }),
          as_of: Type.String({ maxLength: 60 }),
          note: Nullable(Type.String({ maxLength: 300 })),
        },
        { description: 'The flight route from origin to destination_airport; null for a ground trip or with no origin.' },
      ),
    ),
    gateway: Type.Optional(
      Closed(
        {
          airport: Type.String({ maxLength: 10 }),
          role: StringEnum(['international', 'domestic'] as const, {
            description:
              'From the scheduled-route data: international (scheduled routes abroad) or domestic (none abroad in the data: an international arrival connects within the country first).',
          }),
          distance_km: Type.Number({ minimum: 0, description: 'Great-circle distance from the airport to the place.' }),
          mode: StringEnum(['road', 'rail', 'ferry'] as const),
          minutes: Type.Integer({ minimum: 0, description: 'Typical time from the airport to the place, access included.' }),
          leg: Nullable(
            Type.String({
              maxLength: 200,
              description:
                'The scheduled rail or ferry leg, when the transfer is one; for water crossed with no leg of the data, the road to the shore and the ferry (water_crossing_model_v1).',
            }),
          ),
          basis: Type.Literal('model_estimate'),
          model: Type.String({ maxLength: 60 }),
        },
        {
          description:
            'Where the flight lands and the ground leg from there to the place, when that leg is 40 km or more, by rail or ferry, or starts at a domestic airport reached from abroad; absent otherwise and for a ground trip.',
        },
      ),
    ),
    ground_leg: Type.Optional(GroundLegSnapshot),
    notes: Notes,
  },
  { description: 'Baseline flight cost/time for ranking. Never live airfare.' },
);

export const WeatherSnapshot = Closed(
  {
    window: Nullable(DepartureWindow),
    months: Type.Array(Type.Integer({ minimum: 1, maximum: 12 }), { description: 'Months the figures describe.' }),
    avg_high_c: Nullable(Type.Number()),
    avg_low_c: Nullable(Type.Number()),
    precipitation_mm: Nullable(Type.Number({ minimum: 0 })),
    season_label: Type.String({ maxLength: 100, description: 'e.g. peak, shoulder, off, wet season, unknown.' }),
    basis: EstimateBasis,
    source: Nullable(Type.String({ maxLength: 200 })),
    as_of: AsOf,
    notes: Notes,
  },
  { description: 'Climate normals for the travel months. Not a forecast.' },
);

export const StaySnapshot = Closed(
  {
    nights: Type.Integer({ minimum: 0 }),
    lodging_tier: StringEnum(['budget', 'midrange', 'upscale', 'luxury'] as const),
    estimated_nightly_usd: Usd('Per room; baseline estimate, not a rate.'),
    estimated_stay_total_usd: Usd('Whole stay for the party.'),
    basis: EstimateBasis,
    model: ModelName,
    as_of: AsOf,
    provider_backed_rates: Type.Literal(false),
    rooms: Type.Optional(
      Closed(
        {
          count: Type.Integer({ minimum: 0 }),
          unit: Type.String({
            maxLength: 40,
            description: 'What is counted: room, cabin, dorm bed, or a rented unit ("2-bedroom apartment", rental_unit_model_v1).',
          }),
          party: Type.String({ maxLength: 300, description: 'Who the units hold, saying when the party was assumed.' }),
          sharing: Type.Optional(Note),
        },
        {
          description:
            'The rooms (or cabins, beds, rented units) the party needs, which estimated_nightly_usd is counted in; sharing: more than two guests to a room and the rate factor it brings (room_occupancy_model_v1).',
        },
      ),
    ),
    product: Type.Optional(
      Type.String({
        maxLength: 40,
        description: 'The product the stay is priced as, when the request names one (all_inclusive, lodge_stay, cruise, hostel...).',
      }),
    ),
    adjustments: Type.Optional(
      Type.Array(Note, {
        description:
          "How the season (peak ski weeks, Christmas, Easter, summer on the coast), events, the party's room sharing and the product (all-inclusive, lodge, cruise) changed the place's annual rate, each naming its model.",
      }),
    ),
    notes: Notes,
  },
  { description: 'Baseline lodging cost for ranking. Not provider-backed rates or inventory.' },
);

export const ResearchSummary = Closed(
  {
    status: StringEnum(['not_started', 'pending', 'partial', 'complete_enough', 'failed'] as const),
    headline: Note,
    evidence_count: Type.Integer({ minimum: 0 }),
    categories_covered: Notes,
    categories_pending: Notes,
    caveats: Notes,
  },
  { description: 'One-paragraph state of live research for this candidate.' },
);

export type FitSummary = Static<typeof FitSummary>;
export type UnsupportedConstraint = Static<typeof UnsupportedConstraint>;
export type IntelligenceBasis = Static<typeof IntelligenceBasis>;
export type LiveSignals = Static<typeof LiveSignals>;
export type AggregatorSignals = Static<typeof AggregatorSignals>;
export type PlaceCandidate = Static<typeof PlaceCandidate>;
export type SuggestedItinerary = Static<typeof SuggestedItinerary>;
export type FlightSnapshot = Static<typeof FlightSnapshot>;
export type WeatherSnapshot = Static<typeof WeatherSnapshot>;
export type StaySnapshot = Static<typeof StaySnapshot>;
export type ResearchSummary = Static<typeof ResearchSummary>;
