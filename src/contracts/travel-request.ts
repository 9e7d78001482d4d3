import { Type, type Static } from '@sinclair/typebox';
import { Closed, StringEnum } from './common.js';
import { TravelModes } from './travel-modes.js';

/**
 * Travel search request (POST /api/v1/travel/search) and the request fields every travel
 * primitive shares. Nothing is required; unknown fields are rejected.
 */

export const DESTINATION_CONSTRAINT_TYPES = ['region', 'city', 'country', 'state', 'park', 'coast'] as const;
export const LIVE_RESEARCH_MODES = ['off', 'bounded', 'async_only'] as const;

export const DestinationConstraintType = StringEnum(DESTINATION_CONSTRAINT_TYPES, {
  description: 'Kind of place the constraint names.',
});

export const DestinationConstraint = Closed(
  {
    type: DestinationConstraintType,
    value: Type.String({ minLength: 1, maxLength: 200, description: 'Place name or id, e.g. "Northern California", "IT", "Yosemite".' }),
    hard: Type.Optional(
      Type.Boolean({
        default: true,
        description: 'Hard constraints (the default) filter off-scope destinations before ranking; soft ones only boost.',
      }),
    ),
  },
  { description: 'One geographic scope constraint.' },
);

/** The `{type, value}` pair responses use to echo a hard constraint back. */
export const HardConstraint = Closed(
  { type: DestinationConstraintType, value: Type.String({ maxLength: 200 }) },
  { description: 'A hard geographic constraint as interpreted.' },
);

const IsoDate = Type.String({ format: 'date', description: 'Calendar date, YYYY-MM-DD.' });

export const DepartureWindow = Type.Array(IsoDate, {
  minItems: 2,
  maxItems: 2,
  description: 'The earliest and latest departure dates; an end before the start is a 400.',
});

/** The request fields, shared verbatim by the search request and the five primitives. */
export const TravelSearchRequestFields = {
  user_request: Type.Optional(
    Type.String({
      maxLength: 2000,
      description: 'Natural-language trip request. Recommended whenever the trip has hard scope; it wins over conflicting structured fields.',
    }),
  ),
  query: Type.Optional(
    Type.String({
      maxLength: 2000,
      deprecated: true,
      description: 'Alias of user_request; user_request wins when both are present. Accepted, but left out of MCP tool schemas: send user_request.',
    }),
  ),
  reference_date: Type.Optional(
    Type.String({
      format: 'date',
      pattern: '^(19|20|21)\\d{2}-\\d{2}-\\d{2}$',
      description:
        'Today for reading relative dates (years 1900-2200); default the server date. Echoed in understanding.reference_date. Makes parsing reproducible.',
    }),
  ),
  origin: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 80,
      description:
        'Departure airport IATA code. Curated flight profiles: JFK, LAX, LHR, ORD, SFO; other codes still rank with model_estimate flight values; a city name is resolved by intent parsing or reported as unresolved.',
    }),
  ),
  passports: Type.Optional(
    Type.Array(Type.String({ pattern: '^[A-Z]{2}$' }), {
      maxItems: 5,
      description:
        'The travellers\' passports (ISO 3166-1 alpha-2; two for a dual national). Entry requirements use them; without them none is assumed (the requirement is unknown, and the statement says what the origin country\'s passport would need). A nationality stated in user_request ("I\'m Moroccan", "indischer Pass") wins over this field.',
    }),
  ),
  travel_modes: Type.Optional(TravelModes),
  departure_window: Type.Optional(DepartureWindow),
  trip_length_days: Type.Optional(Type.Number({ minimum: 1, maximum: 365, description: 'Trip length in days.' })),
  budget_usd: Type.Optional(Type.Number({ minimum: 0, maximum: 10_000_000, description: 'Total trip budget in US dollars for the whole party.' })),
  interests: Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 30, description: 'Free-text interests; soft ranking signals.' }),
  ),
  destination_constraints: Type.Optional(
    Type.Array(DestinationConstraint, { maxItems: 20, description: 'Geographic scope; hard ones filter before ranking.' }),
  ),
  required_themes: Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: 60 }), {
      maxItems: 20,
      description: 'Themes the trip must have (e.g. beach, hiking, skiing, remote_work). Synonyms are normalized.',
    }),
  ),
  strict_mode: Type.Optional(Type.Boolean({ description: 'With hard constraints, off-scope destinations must not fill the results.' })),
  live_research_mode: Type.Optional(
    StringEnum(LIVE_RESEARCH_MODES, {
      description:
        'off: research-ready scaffold only; bounded: may return partial live evidence within max_live_research_ms; async_only: returns research_pending with a poll_url.',
    }),
  ),
  max_live_research_ms: Type.Optional(
    Type.Number({
      minimum: 0,
      maximum: 600_000,
      description:
        'Latency budget for bounded live research, in ms. Too small a budget yields research_status.mode research_pending, never off-scope fallbacks.',
    }),
  ),
  services: Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: 60 }), {
      maxItems: 20,
      description: 'Services the agent wants (flights, hotels, places...). Labeling and place-discovery handoff only; never enables booking, rates or fares.',
    }),
  ),
};

export const TravelSearchRequest = Closed(TravelSearchRequestFields, {
  $id: 'TravelSearchRequest',
  title: 'Travel search request',
  description:
    'Trip request for ranked, in-scope, provenance-tagged destinations. All fields optional; unknown fields are rejected. The natural-language user_request wins over conflicting structured or copied sample values.',
});

/** The effective (merged) request as echoed by intent parsing; same fields, no $id. */
export const EffectiveTravelInput = Closed(TravelSearchRequestFields, {
  description: 'The request after merging the natural-language request over the structured fields (user_request wins).',
});

export type DestinationConstraintType = Static<typeof DestinationConstraintType>;
export type DestinationConstraint = Static<typeof DestinationConstraint>;
export type HardConstraint = Static<typeof HardConstraint>;
export type TravelSearchRequest = Static<typeof TravelSearchRequest>;
