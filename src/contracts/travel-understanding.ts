import { Type, type Static } from '@sinclair/typebox';
import { Closed, Nullable, StringEnum } from './common.js';

/**
 * How well the service understood a travel request, and the knowledge-base warnings attached to a
 * candidate. Both are shared by the search response, every primitive, the demo page and the
 * compact detail levels, so they are defined once here.
 */

export const UNDERSTANDING_STATUSES = ['complete', 'partial', 'not_understood'] as const;

export const UNDERSTOOD_FIELDS = [
  'origin',
  'destination',
  'excluded',
  'via',
  'dates',
  'trip_length',
  'travellers',
  'budget',
  'themes',
  'lodging',
  'transport',
  'other',
] as const;

export const UnderstoodPart = Closed(
  {
    field: StringEnum(UNDERSTOOD_FIELDS),
    value: Type.String({ maxLength: 300, description: 'What was taken, in plain words ("2 adults, 1 child aged 6", "2026-12-04 to 2026-12-11").' }),
    source: StringEnum(['user_request', 'structured', 'default', 'knowledge_base'] as const, {
      description:
        "user_request: read from the text; structured: a request field; default: assumed because nothing was said; knowledge_base: inferred from curated data (an event's dates).",
    }),
    text: Nullable(Type.String({ maxLength: 300, description: 'The words it was read from, when read from the text.' })),
  },
  { description: 'One constraint the service took from the request, or assumed.' },
);

export const UnresolvedPhrase = Closed(
  {
    field: Type.String({ maxLength: 60 }),
    text: Type.String({ maxLength: 300 }),
    code: Type.String({ maxLength: 60, pattern: '^[a-z][a-z0-9_]*$', description: 'Stable code for programs; the catalogue is in the guide.' }),
    reason: Type.String({ maxLength: 500, description: 'Why, in words to show the traveller.' }),
  },
  { description: 'A phrase of the request that did not become a constraint.' },
);

export const ClarifyingQuestion = Closed(
  {
    field: StringEnum(UNDERSTOOD_FIELDS),
    question: Type.String({ maxLength: 300 }),
    options: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 10, description: 'Candidate answers when the ambiguity is between known readings.' }),
  },
  { description: 'What to ask the traveller before relying on the answer.' },
);

export const Understanding = Closed(
  {
    status: StringEnum(UNDERSTANDING_STATUSES, {
      description:
        "complete: every meaningful phrase became a constraint or restates one (a day inside the dates, a count equal to the length, party or budget read, an adult's age); partial: some phrase that could change a field was not used, was read from weak evidence, or contradicts another (see unresolved: every code makes the status partial but the informative ones, which name what cannot change a field: event_dates_unknown and school_holidays_assumed say where a value read came from, unanswered_question a question each result answers, aside_number a number that is no trip fact, travel_time_cap a cap on the journey's hours, which the search applies); not_understood: nothing meaningful was read, or the text is about another task and asks for no trip (not_a_trip_request) (the search answers no_match with empty_ranked_set).",
    }),
    reference_date: Type.String({
      format: 'date',
      description: 'The "today" relative dates were read against (request reference_date, else the server date).',
    }),
    understood: Type.Array(UnderstoodPart, { maxItems: 40 }),
    unresolved: Type.Array(UnresolvedPhrase, { maxItems: 40 }),
    clarifying_questions: Type.Array(ClarifyingQuestion, { maxItems: 10 }),
  },
  { description: 'What the service understood of the request, what it assumed, what it could not use, and what to ask.' },
);

export const WARNING_SEVERITIES = ['info', 'caution', 'serious'] as const;

export const TravelWarning = Closed(
  {
    code: Type.String({
      maxLength: 60,
      pattern: '^[a-z][a-z0-9_]*$',
      description: 'Stable code (tropical_cyclone_season, monsoon, seasonal_closure, travel_advisory, ...); the catalogue is in the guide.',
    }),
    severity: StringEnum(WARNING_SEVERITIES),
    message: Type.String({ maxLength: 500 }),
    source: Type.String({ maxLength: 300, description: 'Who says so: the curated source named in the data file.' }),
    as_of: Nullable(Type.String({ maxLength: 10, description: 'Date of the source (YYYY-MM-DD or YYYY-MM).' })),
  },
  { description: 'A knowledge-base warning about this candidate for the requested dates (season, closure, advisory).' },
);

export type Understanding = Static<typeof Understanding>;
export type UnderstoodPart = Static<typeof UnderstoodPart>;
export type UnresolvedPhrase = Static<typeof UnresolvedPhrase>;
export type ClarifyingQuestion = Static<typeof ClarifyingQuestion>;
export type TravelWarning = Static<typeof TravelWarning>;
