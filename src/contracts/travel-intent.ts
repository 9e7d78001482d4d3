import { Type, type Static } from '@sinclair/typebox';
import { Closed, Nullable, StringEnum } from './common.js';
import { DestinationConstraintType } from './travel-request.js';
import { TravelModesRead } from './travel-modes.js';

/**
 * What intent parsing read from a request, beyond interpreted_constraints: the signals the
 * ranking uses (party, budget, trip length, remote work, accessibility, event, several cities)
 * and the parts it could not resolve. Returned by travel.intent.parse as parsed_intent.details.
 */

export const UNRESOLVED_CODES = [
  'unknown_place',
  'wrong_place_type',
  'origin_not_airport',
  'vague_dates',
  'foreign_currency',
  'unknown_theme',
  'party_too_large',
  'unrecognized_words',
  'ambiguous_place',
  'children_ages',
  'event_dates_unknown',
  'unsupported_language',
  'unread_number',
  'unread_name',
  'date_out_of_range',
  'unread_requirement',
  'need_not_checked',
  'unread_date_words',
  'dates_not_fixed',
  'date_month_assumed',
  'date_week_assumed',
  'dates_from_parts',
  'ambiguous_date_order',
  'school_holidays_region_unknown',
  'school_holidays_assumed',
  'currency_assumed',
  'budget_per_month',
  'budget_per_group',
  'budget_undecided',
  'budget_below_cost_floor',
  'place_uncertain',
  'place_role_uncertain',
  'unanswered_question',
  'party_uncertain',
  'party_changes',
  'weekday_mismatch',
  'length_contradicts_dates',
  'length_undecided',
  'origin_alternatives',
  'budget_contradiction',
  'budget_per_room',
  'aside_number',
  'travel_time_cap',
  'not_a_trip_request',
] as const;

/**
 * Codes that inform without making the reading partial, because what they name cannot change a field of the trip: what
 * the reader filled from data it holds (an event's dates from the knowledge base, school holidays from the published
 * calendar), a question on a topic every result answers (results[].answers), and a number that can be no trip fact (a
 * distance, hours, a house number, an adult's age), and a cap on the journey's time, which the search applies as a filter.
 */
export const INFORMATIVE_CODES: ReadonlySet<string> = new Set<(typeof UNRESOLVED_CODES)[number]>([
  'event_dates_unknown',
  'school_holidays_assumed',
  'unanswered_question',
  'aside_number',
  'travel_time_cap',
]);

/** Topics a request may ask about beside the search (read by src/travel/intent/asks.ts, answered per result in answers). */
export const ASK_TOPICS = [
  'ferry',
  'rail',
  'medical',
  'assistance_animal',
  'pets',
  'infant_rules',
  'permits',
  'documents',
  'safety',
  'road_rules',
  'tickets',
  'daylight',
  'closures',
  'hazards',
  'long_stay',
  'getting_there',
  'season',
  'food',
  'crowds',
  'health_risks',
] as const;

export const INTENT_SOURCES = ['user_request', 'structured', 'default', 'none'] as const;
const Source = StringEnum(INTENT_SOURCES, {
  description: 'user_request: read from the natural-language text; structured: from a request field; none: unknown.',
});
const Fragment = Nullable(Type.String({ maxLength: 300, description: 'The words this was read from.' }));
const IsoDate = Nullable(Type.String({ format: 'date' }));
const Count = Nullable(Type.Integer({ minimum: 0, maximum: 100 }));

export const IntentPlace = Closed(
  {
    type: DestinationConstraintType,
    id: Nullable(Type.String({ maxLength: 120, description: 'Gazetteer id; null for a structured value the gazetteer does not know.' })),
    name: Type.String({ maxLength: 200 }),
    country: Nullable(Type.String({ maxLength: 2 })),
    source: Source,
    matched_text: Type.String({ maxLength: 300 }),
  },
  { description: 'A place the request scopes the trip to.' },
);

export const TravelIntentDetails = Closed(
  {
    language: StringEnum(['en', 'fr', 'es', 'de', 'it', 'pt', 'unsupported'] as const, {
      description:
        'Language the request was read in; unsupported when it is written in a language the reader does not read (then the status is not_understood unless structured fields carry the request).',
    }),
    language_detected: Nullable(
      Type.String({
        maxLength: 60,
        description: 'English name of the language the identifier found ("Dutch"), or null when it was not sure (short or codes-only text).',
      }),
    ),
    origin: Closed({
      iata: Nullable(Type.String({ maxLength: 3 })),
      name: Nullable(Type.String({ maxLength: 200, description: 'The departure place (a city-state is its city).' })),
      source: Source,
      text: Fragment,
    }),
    date_window: Closed({
      start: IsoDate,
      end: IsoDate,
      depart: Nullable(Type.String({ format: 'date', description: 'Departure day when one is named.' })),
      return: Nullable(Type.String({ format: 'date', description: 'Return day when one is named ("back on the 14th").' })),
      source: Source,
      text: Fragment,
    }),
    trip_length: Closed(
      {
        days: Nullable(Type.Number({ minimum: 1 })),
        min_days: Nullable(Type.Number({ minimum: 1 })),
        max_days: Nullable(Type.Number({ minimum: 1 })),
        source: Source,
        text: Fragment,
      },
      { description: 'days is the single figure used for ranking (upper end of a range); n nights = n+1 days.' },
    ),
    budget: Closed(
      {
        amount: Nullable(Type.Number({ minimum: 0, description: 'The amount as stated, in its own currency.' })),
        currency: Nullable(Type.String({ maxLength: 3, description: 'ISO 4217 code of the stated amount.' })),
        currency_source: Nullable(
          StringEnum(['user_request', 'default'] as const, {
            description:
              "default: a bare number with a budget cue, read in the currency of the origin's country when the origin is known, else in the usual currency of the request language.",
          }),
        ),
        usd_rate: Nullable(
          Type.Number({
            minimum: 0,
            description:
              'US dollars per unit of the currency: the ECB reference rate, else (a currency the ECB does not quote) the wider daily table named in rate_source; null when no table quotes the currency.',
          }),
        ),
        rates_as_of: Nullable(Type.String({ maxLength: 10, description: 'Date of the rates table used.' })),
        rate_source: Nullable(
          Type.String({
            maxLength: 200,
            description: 'Who publishes the rate used: the ECB euro reference rates, else a daily aggregate whose dollar amounts are estimates.',
          }),
        ),
        amount_usd: Nullable(Type.Number({ minimum: 0 })),
        per: Nullable(StringEnum(['person', 'total', 'night', 'day', 'person_night', 'person_day'] as const)),
        total_usd: Nullable(Type.Number({ minimum: 0, description: 'Whole-party total when it can be derived, else null.' })),
        tier: Nullable(StringEnum(['budget', 'mid', 'luxury'] as const, { description: 'From words like cheap, backpacking, mid-range or luxury.' })),
        source: Source,
        text: Fragment,
      },
      {
        description:
          'Budget as stated, converted to US dollars. A per-person figure becomes a total when the party is known; a per-day figure when the trip length is known; a per-person-per-day figure when both are known; a per-night or per-person-per-night figure is a lodging cap and never becomes a trip total.',
      },
    ),
    party: Closed({
      adults: Count,
      children: Count,
      infants: Count,
      travellers: Nullable(Type.Integer({ minimum: 0, maximum: 100, description: 'Whole party when stated or derivable ("family of four", "3 seats").' })),
      child_ages: Type.Array(Type.Integer({ minimum: 0, maximum: 17 }), { maxItems: 20, description: 'Ages of the children as stated; never invented.' }),
      kind: StringEnum(['solo', 'couple', 'family', 'group', 'unknown'] as const),
      writer_plural: Type.Boolean({
        description:
          'No count of the party was read, but the writer speaks as "we" in their own name ("we", "nous"/"on", "wir", "salimos", "partiamo", "vamos"): more than one person travels. Costs then assume two adults, labelled assumed.',
      }),
      text: Fragment,
    }),
    interests: Type.Array(Type.String({ maxLength: 100 })),
    required_themes: Type.Array(Type.String({ maxLength: 60 }), { description: 'Normalized theme ids treated as hard intent.' }),
    soft_themes: Type.Array(Type.String({ maxLength: 60 }), { description: 'Theme ids mentioned as preferences.' }),
    warmth_min_c: Nullable(
      Type.Integer({
        minimum: 12,
        maximum: 40,
        description:
          'The lowest daytime temperature (Celsius) the traveller wishes for ("at least 25 degrees"), weather being judged against it; null when none is wished.',
      }),
    ),
    hard_geography: Type.Array(IntentPlace),
    soft_geography: Type.Array(IntentPlace),
    via: Type.Array(IntentPlace, { description: 'Stopovers and connections ("via Dubai", "layover in Bogota").' }),
    excluded: Type.Array(IntentPlace, {
      description: 'Places ruled out ("not Santorini", "anywhere but Florida"): hard negative constraints; candidates inside them are never returned.',
    }),
    remote_work: Closed({ requested: Type.Boolean(), text: Fragment }),
    accessibility: Closed({
      needs: Type.Array(StringEnum(['wheelchair', 'step_free', 'reduced_mobility', 'visual', 'hearing', 'other'] as const)),
      text: Fragment,
    }),
    health: Closed(
      {
        conditions: Type.Array(Type.String({ maxLength: 60 }), {
          maxItems: 20,
          description:
            'Health conditions stated (ids of data/travel/health-conditions.json: heart_or_lung, pregnancy, dialysis, ...); each result answers them in its warnings.',
        }),
        text: Fragment,
      },
      { description: 'Health conditions the request states ("my father has COPD", "estoy embarazada"); a condition said not to apply is not read.' },
    ),
    event: Closed({
      requested: Type.Boolean(),
      id: Nullable(Type.String({ maxLength: 60, description: 'Named event id (data/travel/themes.json events: oktoberfest, carnival, ...).' })),
      kind: Nullable(StringEnum(['concert', 'festival', 'sports', 'conference', 'wedding', 'other'] as const)),
      name: Nullable(Type.String({ maxLength: 200 })),
      venue: Nullable(Type.String({ maxLength: 200 })),
      start: IsoDate,
      end: IsoDate,
      text: Fragment,
    }),
    nationality: Closed(
      {
        passports: Type.Array(Type.String({ pattern: '^[A-Z]{2}$' }), { maxItems: 5, description: 'ISO 3166-1 alpha-2 codes, in the order stated.' }),
        source: Source,
        text: Fragment,
      },
      {
        description:
          'The passports the travellers hold, as stated ("I\'m Moroccan", "German passport", "somos mexicanos") or sent in passports; empty when neither says, and entry rules then stay unknown, never the origin\'s.',
      },
    ),
    travel_modes: TravelModesRead,
    multi_city: Closed({
      requested: Type.Boolean(),
      cities: Type.Array(Type.String({ maxLength: 200 })),
      text: Fragment,
    }),
    services: Type.Array(Type.String({ maxLength: 60 })),
    asks: Type.Array(
      Closed({
        topic: StringEnum(ASK_TOPICS),
        text: Type.String({ maxLength: 300, description: 'The words read.' }),
      }),
      {
        maxItems: 10,
        description:
          'Topics the request asks about beside the search (ferry, rail, medical needs, assistance animals, pets, infant rules, permits, documents and entry, safety, road rules, tickets, daylight, closures, seasonal hazards, long stays, a choice between ways of getting there, the weather of the season, food and diets, crowds and prices at peak times, yellow fever, malaria and vaccinations): each result answers them in answers.',
      },
    ),
    unresolved: Type.Array(
      Closed({
        field: Type.String({ maxLength: 60 }),
        text: Type.String({ maxLength: 300 }),
        code: StringEnum(UNRESOLVED_CODES, {
          description: 'Why, for programs; the catalogue with meanings is in the guide (travel intent section).',
        }),
        reason: Type.String({ maxLength: 500, description: 'Why, in words to show the traveller.' }),
      }),
      { description: 'Parts of the request that were recognised but could not be resolved; never guessed.' },
    ),
  },
  { description: 'Everything intent parsing read from the request, with where each value came from.' },
);

export type IntentSource = Static<typeof Source>;
export type IntentPlace = Static<typeof IntentPlace>;
export type TravelIntentDetails = Static<typeof TravelIntentDetails>;
export type UnresolvedPart = TravelIntentDetails['unresolved'][number];
