import { Type, type Static } from '@sinclair/typebox';
import { Closed, Nullable, ShortText, StringEnum } from '../../../contracts/common.js';

/**
 * Shapes of the calendar data files (data/travel/calendars/*.json): seasonal hazards, closures,
 * climate extremes, events and phenomena, each record with its source, as-of date and whether
 * the figure was checked against that source. Data-file shapes, validated by the data tests.
 */

const MonthDay = Type.String({ pattern: '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$', description: 'MM-DD, any year.' });
const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** A yearly period; `to` before `from` wraps over the year end. */
export const PeriodSchema = Closed({ from: MonthDay, to: MonthDay });
export type Period = Static<typeof PeriodSchema>;

/** [south, west, north, east] in degrees. */
const Box = Type.Tuple([
  Type.Number({ minimum: -90, maximum: 90 }),
  Type.Number({ minimum: -180, maximum: 180 }),
  Type.Number({ minimum: -90, maximum: 90 }),
  Type.Number({ minimum: -180, maximum: 180 }),
]);
const Near = Closed({
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lon: Type.Number({ minimum: -180, maximum: 180 }),
  km: Type.Number({ minimum: 1, maximum: 1000 }),
});

const Selectors = {
  countries: Type.Optional(Type.Array(Type.String({ pattern: '^[A-Z]{2}$' }))),
  regions: Type.Optional(Type.Array(Type.String({ pattern: '^[A-Z]{2}-[A-Z0-9]{1,3}$' }), { description: 'ISO 3166-2 codes.' })),
  destinations: Type.Optional(Type.Array(Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }), { description: 'Curated destination ids.' })),
  boxes: Type.Optional(Type.Array(Box)),
  near: Type.Optional(Type.Array(Near)),
};

/** Where a record applies: any selector matching, minus the exceptions. */
export const AreaSchema = Closed({ ...Selectors, except: Type.Optional(Closed(Selectors)) });
export type Area = Static<typeof AreaSchema>;

export const SourceFields = {
  source: ShortText({ description: 'Who publishes the fact (organisation and document).' }),
  source_url: Nullable(Type.String({ maxLength: 300 })),
  as_of: Type.String({ pattern: '^\\d{4}(-\\d{2}(-\\d{2})?)?$', description: 'Date of the source, YYYY[-MM[-DD]].' }),
  verified: Type.Boolean({
    description:
      'true: the figure was checked against the source (a stored copy or a checked public page); false: compiled from general knowledge of the source and not checked.',
  }),
  note: Type.Optional(ShortText()),
};

export const HAZARD_CODES = [
  'tropical_cyclone_season',
  'monsoon',
  'wet_season',
  'marine_stingers',
  'sargassum',
  'air_quality',
  'flooding',
  'wildfire_season',
  'dangerous_surf',
  'dangerous_wildlife',
  'strong_winds',
] as const;

export const HazardSchema = Closed({
  id: Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }),
  code: StringEnum(HAZARD_CODES),
  name: ShortText({ description: 'e.g. "Atlantic hurricane season".' }),
  area: AreaSchema,
  season: PeriodSchema,
  peak: Type.Array(PeriodSchema, { description: 'Peak periods inside the season (may be empty).' }),
  effect: ShortText({ description: 'What it means for a traveller, one sentence.' }),
  /** Multiplies weather_fit in the season and in its peak. */
  weather_factor: Closed({ season: Type.Number({ minimum: 0, maximum: 1 }), peak: Type.Number({ minimum: 0, maximum: 1 }) }),
  ...SourceFields,
});
export type Hazard = Static<typeof HazardSchema>;

export const CLOSURE_CODES = ['seasonal_closure', 'winter_conditions', 'off_season'] as const;

export const ClosureSchema = Closed({
  id: Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }),
  code: StringEnum(CLOSURE_CODES),
  name: ShortText({ description: 'The place or route, e.g. "Kamikochi".' }),
  what: ShortText({ description: 'What is closed or hard, and what stays open.' }),
  area: AreaSchema,
  closed: PeriodSchema,
  /** The closure concerns a part of the curated destinations listed (their other parts stay open). */
  partial: Type.Boolean(),
  /** Trip themes the closure matters to; empty: every trip. */
  themes: Type.Array(Type.String()),
  /** Multiplies the score when the closure matters to the trip. */
  score_factor: Type.Number({ minimum: 0, maximum: 1 }),
  /** Airports whose road into the place the closure shuts: trips in the closure use another listed gateway. */
  gateways_closed: Type.Optional(Type.Array(Type.String({ pattern: '^[A-Z0-9]{3}$' }))),
  ...SourceFields,
});
export type Closure = Static<typeof ClosureSchema>;

export const ExtremeSchema = Closed({
  id: Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }),
  code: StringEnum(['extreme_heat', 'extreme_cold'] as const),
  name: ShortText(),
  what: ShortText(),
  area: AreaSchema,
  months: Type.Array(Type.Integer({ minimum: 1, maximum: 12 }), { minItems: 1 }),
  themes: Type.Array(Type.String()),
  ...SourceFields,
});
export type Extreme = Static<typeof ExtremeSchema>;

export const ExtremesFileSchema = Closed({
  model: Closed({
    name: Type.Literal('climate_extremes_v1'),
    heat_caution_high_c: Type.Number(),
    heat_serious_high_c: Type.Number(),
    cold_caution_high_c: Type.Number(),
    cold_caution_low_c: Type.Number(),
    weather_factor: Closed({ caution: Type.Number(), serious: Type.Number() }),
    reasoning: ShortText(),
  }),
  places: Type.Array(ExtremeSchema),
});

/** When an event happens each year. */
export const WhenSchema = Type.Union([
  Closed({ rule: Type.Literal('fixed'), period: PeriodSchema }),
  Closed({ rule: Type.Literal('easter'), from_days: Type.Integer(), to_days: Type.Integer() }),
  Closed({ rule: Type.Literal('advent'), from_days: Type.Integer({ description: 'Days from the first Sunday of Advent.' }), to: MonthDay }),
  Closed({
    rule: Type.Literal('weekday'),
    month: Type.Integer({ minimum: 1, maximum: 12 }),
    weekday: Type.Integer({ minimum: 0, maximum: 6, description: '0 = Sunday.' }),
    nth: Type.Integer({ minimum: -1, maximum: 5, description: '1 = first, -1 = last.' }),
    from_days: Type.Integer(),
    to_days: Type.Integer(),
  }),
  Closed({ rule: Type.Literal('oktoberfest') }),
  Closed({
    rule: Type.Literal('islamic_month'),
    month: Type.Integer({ minimum: 1, maximum: 12, description: 'Month of the Umm al-Qura calendar, 9 = Ramadan: computed for any year.' }),
  }),
  Closed({ rule: Type.Literal('dates'), dates: Type.Array(Type.Tuple([IsoDate, IsoDate]), { minItems: 1 }) }),
]);
export type When = Static<typeof WhenSchema>;

export const EventPlaceSchema = Closed({
  label: ShortText({ description: "The place (and the event's local name)." }),
  area: AreaSchema,
  when: Type.Optional(WhenSchema),
  /** Best-of-window peak inside `when`, for phenomena with a season and a best time. */
  peak: Type.Optional(Type.Array(PeriodSchema)),
  strength: Type.Number({ minimum: 0, maximum: 1, description: 'How famous / reliable the event or phenomenon is here.' }),
  /** Words of a request that pick this window among several for the same place (e.g. "calving"). */
  keywords: Type.Optional(Type.Array(Type.String())),
});
export type EventPlace = Static<typeof EventPlaceSchema>;

export const EVENT_KINDS = ['festival', 'sports', 'conference', 'market', 'nature', 'observance'] as const;

export const EventSchema = Closed({
  id: Type.String({ pattern: '^[a-z][a-z0-9_]*$', description: 'Event id (details.event.id) or seasonal theme id.' }),
  kind: StringEnum(EVENT_KINDS),
  name: ShortText(),
  when: Nullable(WhenSchema),
  /** The event happens only at the places listed (else anywhere, with the places as the best-known). */
  place_bound: Type.Boolean(),
  places: Type.Array(EventPlaceSchema),
  /** Lodging prices rise this much during the event at its places (event_demand_model_v1). */
  lodging_demand: Type.Number({ minimum: 1, maximum: 3 }),
  /** A street event drawing hundreds of thousands: every trip there during it gets the crowd_safety advice, asked for or not. */
  mass_gathering: Type.Optional(Type.Boolean()),
  /** Told to every trip that overlaps the event at its places, asked for or not (holidays that close or fill things). */
  notice: Type.Optional(
    Closed({
      code: Type.String({ pattern: '^[a-z][a-z0-9_]*$' }),
      /** info by default; caution for a holiday that shuts what a visitor needs (an airport, the roads). */
      severity: Type.Optional(StringEnum(['info', 'caution'] as const)),
      message: ShortText(),
    }),
  ),
  ...SourceFields,
});
export type CalendarEvent = Static<typeof EventSchema>;

/** The advice told at mass gatherings (events.json crowd_safety). */
export const CrowdSafetySchema = Closed({ message: ShortText(), ...SourceFields });
export type CrowdSafety = Static<typeof CrowdSafetySchema>;

export const BlossomSiteSchema = Closed({
  site: Type.String(),
  country: Type.String({ pattern: '^[A-Z]{2}$' }),
  lat: Type.Number(),
  lon: Type.Number(),
  /** What the dates observe: full bloom (JMA, EPA/NPS peak bloom) or first flowering (KMA). */
  measure: StringEnum(['full_bloom', 'first_flowering'] as const),
  /** Mean date and the 10th-90th percentile spread over the years counted, as MM-DD. */
  mean: MonthDay,
  early: MonthDay,
  late: MonthDay,
  years: Type.Integer({ minimum: 1 }),
  /** A main tourist site (used for country-wide windows). */
  main: Type.Boolean(),
});
export type BlossomSite = Static<typeof BlossomSiteSchema>;
