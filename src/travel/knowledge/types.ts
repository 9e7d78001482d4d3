import { Type, type Static } from '@sinclair/typebox';
import { Closed, Nullable, ShortText, StringEnum } from '../../contracts/common.js';
import type { CostBasis } from './models/cost-basis.js';

/**
 * Shapes of the curated destination knowledge base (data/travel/destinations/*.json).
 * These are data-file shapes, not API contracts: the JSON files are validated against
 * DestinationSchema by the data tests, and the ranking code reads them through these types.
 */

export const SUPPORTED_ORIGINS = ['JFK', 'LAX', 'LHR', 'ORD', 'SFO'] as const;
export type SupportedOrigin = (typeof SUPPORTED_ORIGINS)[number];

export const THEMES = [
  'beach',
  'hiking',
  'food',
  'culture',
  'nightlife',
  'nature',
  'wildlife',
  'skiing',
  'wine',
  'history',
  'family',
  'remote_work',
  'wellness',
  'road_trip',
  'snorkeling_diving',
  'surfing',
  'national_parks',
  'redwoods_forests',
  'rugged_coast',
  'scenic_drives',
  'shopping',
  'art',
  'music',
  'adventure',
  'relaxation',
  'lakes',
  'mountains',
  'islands',
  'architecture',
  'desert',
] as const;
export type Theme = (typeof THEMES)[number];

export const DESTINATION_KINDS = ['city', 'region', 'park', 'coast', 'island', 'town'] as const;
export const CONTINENTS = ['africa', 'asia', 'europe', 'north_america', 'south_america', 'oceania'] as const;
export type Continent = (typeof CONTINENTS)[number];

export const TIERS = ['curated_baseline', 'model_estimate'] as const;

/** Where a figure came from: a named public source (curated) or a named model (estimate). */
export const ProvenanceSchema = Closed({
  tier: StringEnum(TIERS),
  source: Type.Optional(ShortText({ description: 'Public source and the row or item used.' })),
  as_of: Type.Optional(Type.String({ description: 'Date or period the figure refers to.' })),
  model: Type.Optional(Type.String({ description: 'Named model (see data/README.md) that produced the figure.' })),
  note: Type.Optional(ShortText()),
});
export type Provenance = Static<typeof ProvenanceSchema>;

const Level = StringEnum(['low', 'medium', 'high'] as const);
export type Level = Static<typeof Level>;

export const ClimateMonthSchema = Closed({
  month: Type.Integer({ minimum: 1, maximum: 12 }),
  high_c: Type.Number(),
  low_c: Type.Number(),
  precip_mm: Type.Number({ minimum: 0 }),
  rainy_days: Type.Number({ minimum: 0, maximum: 31 }),
});
export type ClimateMonth = Static<typeof ClimateMonthSchema>;

/** The three price tiers a stay is priced at. */
export type CostTierName = 'budget' | 'mid' | 'luxury';

export const CostTierSchema = Closed({
  lodging_per_night_usd: Type.Number({ minimum: 0 }),
  daily_spend_usd: Type.Number({ minimum: 0, description: 'Meals, local transport and incidentals per person per day.' }),
  provenance: ProvenanceSchema,
});

export type CostTier = Static<typeof CostTierSchema>;

export const CostsSchema = Closed({
  budget: CostTierSchema,
  mid: CostTierSchema,
  luxury: CostTierSchema,
});
export type Costs = Static<typeof CostsSchema>;

/** A rail, ferry or road leg named in data/travel/ground-legs.json. */
export const GroundLegRefSchema = Closed({
  id: Type.String(),
  mode: StringEnum(['rail', 'ferry', 'road'] as const),
  name: ShortText(),
  operator: ShortText(),
  from: ShortText(),
  to: ShortText(),
  minutes: Type.Integer({ minimum: 0, description: 'Typical fastest scheduled journey, without access time.' }),
  booking: Type.String({ description: 'Booking site family for the handoff link.' }),
  url: Type.String({ description: "Operator's timetable page." }),
});
export type GroundLegRef = Static<typeof GroundLegRefSchema>;

export const WaterCrossingSchema = Closed(
  {
    km: Type.Number({ minimum: 0, description: 'Open water from the port to the place.' }),
    port: Closed({ lat: Type.Number(), lon: Type.Number() }, { description: 'Where the road on the departure side ends.' }),
    ferry_minutes: Nullable(Type.Integer({ minimum: 0, description: 'Boarding and crossing; null when too long for a ferry.' })),
    fare_usd: Type.Tuple([Type.Number(), Type.Number()], { description: 'Per person round trip [low, high].' }),
    ferry: Type.Optional(
      Closed(
        {
          name: ShortText(),
          operator: ShortText(),
          source: Type.String({ maxLength: 300 }),
          landing: Closed({ lat: Type.Number(), lon: Type.Number() }, { description: 'Where the ferry lands.' }),
          onward_km: Type.Number({ minimum: 0, description: 'From where the ferry lands to the place.' }),
        },
        { description: "The car ferry of data/travel/car-ferries.json that makes the crossing (operators' timetables)." },
      ),
    ),
  },
  { description: 'water_crossing_model_v1: the ferry across open water to a place on another land mass (model_estimate, no timetable).' },
);

export const FlightProfileSchema = Closed({
  origin: Type.String({ pattern: '^[A-Z]{3}$' }),
  destination_airport: Type.String({ pattern: '^[A-Z0-9]{3}$' }),
  distance_km: Type.Number({ minimum: 0 }),
  mode: StringEnum(['flight', 'ground'] as const, { description: 'ground: no flight leg; a drive from the origin, or the rail or ferry leg in ground_leg.' }),
  typical_hours: Type.Number({ minimum: 0 }),
  nonstop: Type.Boolean(),
  connections: Type.Integer({ minimum: 0, maximum: 3 }),
  route: Type.Optional(
    StringEnum(['nonstop', 'connection', 'unknown'] as const, {
      description: 'Flights only: the route status in the scheduled-route data (routes.ts); unknown leaves connections to the model.',
    }),
  ),
  fare_band_usd: Nullable(
    Type.Tuple([Type.Number(), Type.Number()], { description: 'Typical round-trip economy fare (or standard rail/ferry fare) [low, high]; null for drives.' }),
  ),
  provenance: ProvenanceSchema,
  nonstop_provenance: ProvenanceSchema,
  ground_leg: Type.Optional(GroundLegRefSchema),
  ground_alternatives: Type.Optional(Type.Array(GroundLegRefSchema, { description: 'Rail or ferry legs travellers also take instead of this flight.' })),
  water_crossing: Type.Optional(WaterCrossingSchema),
  no_rail_with_pet: Type.Optional(
    Type.String({
      description:
        "Set on a drive taken because the party's pet may not go on the rail line the way would take: the operator's rule and the way a pet crosses.",
    }),
  ),
});
export type FlightProfile = Static<typeof FlightProfileSchema>;

export const AirportLinkSchema = Closed({
  iata: Type.String({ pattern: '^[A-Z0-9]{3}$' }),
  transfer_minutes: Type.Integer({ minimum: 0 }),
  distance_km: Type.Number({ minimum: 0 }),
  transfer_mode: Type.Optional(
    StringEnum(['rail', 'ferry', 'road'] as const, {
      description: 'Set when the transfer is the ground leg transfer_leg (data/travel/ground-legs.json) or crosses water (water_crossing).',
    }),
  ),
  transfer_leg: Type.Optional(Type.String()),
  water_crossing: Type.Optional(WaterCrossingSchema),
});
export type AirportLink = Static<typeof AirportLinkSchema>;

export const RemoteWorkSchema = Closed({
  time_zone: Type.String(),
  internet_reliability: Level,
  coworking: StringEnum(['none', 'limited', 'available', 'abundant'] as const),
  walkability: Level,
  long_stay_notes: ShortText(),
});

export const FamilySchema = Closed({ child_friendly: Level, notes: ShortText() });
export const AccessibilitySchema = Closed({
  step_free_access: Level,
  terrain: StringEnum(['flat', 'hilly', 'rugged'] as const),
  notes: ShortText(),
});
export const SafetySchema = Closed({
  level: StringEnum(['low_concern', 'moderate_concern', 'elevated_concern'] as const),
  notes: ShortText(),
});
export const VisaStaySchema = Closed({
  notes: ShortText({ description: 'General entry/stay orientation; always ends with "verify with official sources".' }),
});

/** Field groups that carry their provenance in Destination.provenance. */
export const PROVENANCE_GROUPS = [
  'location',
  'airports',
  'themes',
  'climate',
  'remote_work',
  'family',
  'accessibility',
  'safety',
  'visa_stay',
  'event_venues',
  'neighbourhoods',
] as const;

export const DestinationSchema = Closed(
  {
    id: Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }),
    name: Type.String({ minLength: 1 }),
    kind: StringEnum(DESTINATION_KINDS),
    country: Type.String({ pattern: '^[A-Z]{2}$' }),
    admin1: Nullable(Type.String({ pattern: '^[A-Z]{2}-[A-Z0-9]{1,3}$' })),
    continent: StringEnum(CONTINENTS),
    lat: Type.Number({ minimum: -90, maximum: 90 }),
    lon: Type.Number({ minimum: -180, maximum: 180 }),
    airports: Type.Array(AirportLinkSchema, { minItems: 1 }),
    themes: Type.Record(Type.String(), Type.Number({ minimum: 0, maximum: 1 })),
    climate: Type.Array(ClimateMonthSchema, { minItems: 12, maxItems: 12 }),
    costs: CostsSchema,
    flights: Closed({ JFK: FlightProfileSchema, LAX: FlightProfileSchema, LHR: FlightProfileSchema, ORD: FlightProfileSchema, SFO: FlightProfileSchema }),
    remote_work: RemoteWorkSchema,
    family: FamilySchema,
    accessibility: AccessibilitySchema,
    safety: SafetySchema,
    visa_stay: VisaStaySchema,
    event_venues: Type.Array(ShortText()),
    neighbourhoods: Type.Array(ShortText()),
    provenance: Closed(
      Object.fromEntries(PROVENANCE_GROUPS.map((g) => [g, ProvenanceSchema])) as Record<(typeof PROVENANCE_GROUPS)[number], typeof ProvenanceSchema>,
    ),
  },
  { $id: 'CuratedDestination', description: 'One curated destination record with provenance per field group.' },
);
export type Destination = Static<typeof DestinationSchema>;
export type RemoteWork = Static<typeof RemoteWorkSchema>;

/** Output of the any-place estimation models: every part is a model_estimate. */
export interface ClimateEstimate {
  months: ClimateMonth[];
  provenance: Provenance;
  /** The stations the estimate blends (absent for the latitude model). */
  stations?: Array<{ id: string; name: string; country: string; source: 'wmo' | 'worldclim'; km: number; elevation_m: number }>;
}
export interface CostEstimate {
  costs: Costs;
  per_diem_row: string;
  /** What the costs were derived from; the engine prices each trip's months and stay from it. */
  basis: CostBasis;
}
