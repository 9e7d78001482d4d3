import { ambiguousPlaces } from './namesakes.js';
import { PLANNING_YEARS_TEXT } from '../../contracts/planning-years.js';
import type { InterpretedConstraints, TravelSearchRequest } from '../../contracts/travel.js';
import type { IntentSource, TravelIntentDetails } from '../../contracts/travel-intent.js';
import type { Gazetteer, ResolvedPlace } from '../geo/types.js';
import { utcDate, ymd } from './calendar.js';
import { inHemisphere, windowDays } from './dates.js';
import { stayInside } from './duration.js';
import { costFloor, FLOOR_SHARE, type CostFloor } from './budget-floor.js';
import { budgetTotal, Conflicts, mergeGeography, mergeQuery, mergeThemes, pick, sameNumber, sameWindow } from './merge.js';
import { healthCondition } from './health.js';
import { identifyLanguage, placeWordOf } from './language.js';
import { MAX_PARTY } from './party.js';
import type { Doubt } from './evidence.js';
import { readMessage } from './message.js';
import { statedNationality } from './nationality.js';
import { statedModes } from './travel-modes.js';
import { readText, type TextReading } from './read-text.js';
import {
  intentPlace,
  normalizeStructuredThemes,
  resolveStructuredOrigin,
  resolveStructuredPlaces,
  structuredIntentPlace,
  type Unresolved,
} from './structured.js';
import { clip, fold } from './text.js';
import { airportByIata } from '../geo/airports.js';
import { greatCircleKm } from '../geo/distance.js';
import { SUPPORTED_ORIGINS } from '../knowledge/types.js';
import type { IntentDeps, ParsedIntent } from './types.js';
import { aboutSomethingElse, notATrip } from './relevance.js';
import { keepsHome } from './home-only.js';
import { shortFlightWords } from './short-flight.js';
import { buildUnderstanding, structuredCarries } from './understanding.js';
import type { AsideKind } from './aside-numbers.js';

/** The "today" relative dates are read against: the request's reference_date, else the clock's date. */
export function referenceDate(input: TravelSearchRequest, now: Date): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input.reference_date ?? '');
  if (m) return utcDate(Number(m[1]), Number(m[2]), Number(m[3]));
  return utcDate(now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate());
}

/** The natural-language request read in the language identified, its seasons turned for a southern-hemisphere writer. */
export function readRequestText(text: string, today: Date, gazetteer: Gazetteer): TextReading {
  return inHemisphere(readMessage(text, today, gazetteer, identifyLanguage(text, placeWordOf(gazetteer))));
}

/**
 * Parse a travel request: read the natural-language request, resolve the structured fields,
 * merge them (the text wins, disagreements become constraint_conflicts), report what could not be
 * used instead of guessing it, and say how well the request was understood.
 */
export function parseIntent(input: TravelSearchRequest, deps: IntentDeps): ParsedIntent {
  const today = referenceDate(input, deps.now());
  const conflicts = new Conflicts();
  const unresolved: Unresolved[] = [];
  const text = mergeQuery(input, conflicts) ?? '';
  const heard = readRequestText(text, today, deps.gazetteer);
  // A text about another task gives no field (relevance.ts); structured fields still carry a request.
  const noTrip = heard.language.supported && !structuredCarries(input) && aboutSomethingElse(text, heard);
  const r = noTrip ? readText('', today, deps.gazetteer, heard.language) : heard;
  const nationality = statedNationality(r.nationality, input.passports, conflicts);
  const modes = statedModes(r.modes, input.travel_modes, conflicts);
  reportText(r, unresolved);
  if (noTrip) unresolved.push(notATrip(text));
  const { structuredOrigin, origin, originIata } = mergedOrigin(input, r, deps.gazetteer, conflicts, unresolved);
  const { window, departures, textRange, days } = mergedDates(input, r, text, conflicts);
  const { travellers, total, budget } = mergedBudget(input, r, days, conflicts);
  const scope = mergedScope(input, r, deps.gazetteer, { days, travellers, total }, conflicts, unresolved);
  const { geo, excluded, via, requiredThemes, softThemes, interests, services, strict } = scope;

  const effective: TravelSearchRequest = compact({
    user_request: text || undefined,
    reference_date: input.reference_date,
    origin: originIata ?? (origin && !unresolved.some((u) => u.field === 'origin') ? origin : undefined),
    passports: nationality.passports.length > 0 ? nationality.passports : undefined,
    travel_modes: modes.allowed ?? undefined,
    departure_window: departures,
    trip_length_days: days,
    budget_usd: budget,
    interests: interests.length > 0 ? interests : undefined,
    destination_constraints: geo.constraints.length > 0 ? geo.constraints.slice(0, 20) : undefined,
    required_themes: requiredThemes.length > 0 ? requiredThemes.slice(0, 20) : undefined,
    strict_mode: strict,
    live_research_mode: input.live_research_mode,
    max_live_research_ms: input.max_live_research_ms,
    services: services.length > 0 ? services.slice(0, 20) : undefined,
  });

  const interpreted = interpretedOf(geo, requiredThemes, window, strict);

  const originName = r.origin?.place?.name ?? structuredOrigin?.place?.name ?? null;
  const details = buildDetails(input, r, {
    originIata,
    originName,
    window,
    days: days ?? null,
    textRange,
    total,
    travellers,
    requiredThemes,
    softThemes,
    interests,
    services,
    unresolved,
    geo,
    excluded,
    via,
    nationality: nationality.details,
    travelModes: modes.details,
  });
  const understanding = buildUnderstanding({ referenceDate: ymd(today), details, reading: r, input });
  return {
    effective_input: effective,
    interpreted_constraints: interpreted,
    strict_stated: input.strict_mode !== undefined,
    constraint_conflicts: conflicts.list,
    beta_warnings: warnings(originIata, originName, services, details.unresolved),
    details,
    hard_places: geo.hard,
    soft_places: geo.soft,
    excluded_places: excluded,
    via_places: via,
    home_only: keepsHome(text),
    short_flight: shortFlightWords(text, originName),
    understanding,
  };
}

/** The origin from the text and the structured field, the structured one when it refines the text's. */
function mergedOrigin(input: TravelSearchRequest, r: TextReading, gazetteer: Gazetteer, conflicts: Conflicts, unresolved: Unresolved[]) {
  const structuredOrigin = resolveStructuredOrigin(input, gazetteer, unresolved);
  const textIata = r.origin?.iata ?? null;
  const origin = pick('origin', input.origin, textIata, (a, b) => a.toUpperCase() === b || (servesTextOrigin(a, r.origin) ? 'refines' : false), conflicts);
  const refined = origin !== undefined && origin !== textIata && textIata !== null;
  const originIata = refined ? (structuredOrigin?.iata ?? textIata) : (textIata ?? structuredOrigin?.iata ?? null);
  return { structuredOrigin, origin, originIata };
}

/** The departure window and the trip's length from the text's dates and length and the structured fields. */
function mergedDates(input: TravelSearchRequest, r: TextReading, text: string, conflicts: Conflicts) {
  const d = withLength(r.dates, r.duration);
  const textWindow = d?.start && d.end ? [d.start, d.end] : null;
  const window = pick('departure_window', input.departure_window, textWindow, sameWindow, conflicts);
  const windowLength = d?.start && d.end ? windowDays(d.start, d.end) : null;
  // A length shorter than fixed days is a stay somewhere in them: they are a window of departures, and the length is the trip's.
  const inside = d?.exact && r.duration && windowLength !== null && stayInside(windowLength, r.duration, text, d.span.start) ? r.duration : null;
  // A stay said longer than a weekend read as the dates ("the first weekend, 3 nights"): the weekend is when it starts.
  const pastWeekend = Boolean(d?.weekend_days) && r.duration !== null && windowLength !== null && r.duration.min_days > windowLength + 1;
  const fixed = Boolean(d?.exact) && !inside && !pastWeekend;
  // departure_window is the earliest and latest departure: a trip of fixed days ("5 to 12 March") leaves on its first day.
  const departures = window === textWindow && d?.start && d.end ? fixedDepartures(d.start, d.end, fixed, inside) : window;

  const exactDays = fixed ? windowLength : null;
  const textRange = r.duration ? [r.duration.min_days, r.duration.max_days] : (d?.weekend_days ?? null);
  // A length said as a range ("a long weekend": 3 or 4 days) that holds the window read ("carnaval") is the window's days.
  const held = r.duration && windowLength !== null && windowLength >= r.duration.min_days && windowLength <= r.duration.max_days ? windowLength : null;
  const textDays = exactDays ?? held ?? r.duration?.days ?? d?.weekend_days?.[1] ?? null;
  const inRange = (provided: number, days: number) =>
    sameNumber(provided, days) || (textRange !== null && provided >= (textRange[0] ?? 0) && provided <= (textRange[1] ?? 0));
  const days = pick('trip_length_days', input.trip_length_days, textDays, inRange, conflicts);
  return { window, departures, textRange, days };
}

/** The party's size and the budget's total from the text and the structured field. */
function mergedBudget(input: TravelSearchRequest, r: TextReading, days: number | null | undefined, conflicts: Conflicts) {
  const party = r.party;
  const travellers = party.travellers ?? (party.adults !== null && !party.uncounted ? party.adults + (party.children ?? 0) + (party.infants ?? 0) : null);
  const b = r.budget;
  const total = b ? budgetTotal(b.amount_usd, b.per, travellers, days ?? null) : null;
  const budget = pick('budget_usd', input.budget_usd, total, sameNumber, conflicts);
  return { travellers, total, budget };
}

/** The places and themes from the text and the structured fields; whether any of them binds the search. */
function mergedScope(
  input: TravelSearchRequest,
  r: TextReading,
  gazetteer: Gazetteer,
  m: { days: number | null | undefined; travellers: number | null; total: number | null },
  conflicts: Conflicts,
  unresolved: Unresolved[],
) {
  const { days, travellers, total } = m;
  const b = r.budget;
  const structuredPlaces = resolveStructuredPlaces(input, gazetteer, unresolved);
  const placesOf = (role: string, soft: boolean) => r.places.filter((p) => p.role === role && p.soft === soft).map((p) => p.mention as ResolvedPlace);
  if (b && total !== null) reportCostFloor(total, costFloor(placesOf('destination', false), days ?? null, travellers), `${b.amount} ${b.currency}`, unresolved);
  const geo = mergeGeography({ hard: placesOf('destination', false), soft: placesOf('destination', true) }, structuredPlaces, gazetteer, conflicts);
  const excluded = r.places.filter((p) => p.role === 'excluded').map((p) => p.mention as ResolvedPlace);
  const via = r.places.filter((p) => p.role === 'via').map((p) => p.mention as ResolvedPlace);

  const textRequired = unique(r.themes.filter((t) => !t.soft).map((t) => t.theme));
  const requiredThemes = mergeThemes(textRequired, normalizeStructuredThemes(input.required_themes ?? [], unresolved), conflicts);
  const softThemes = unique(r.themes.filter((t) => t.soft).map((t) => t.theme)).filter((t) => !requiredThemes.includes(t));
  const interests = unique([...(input.interests ?? []), ...softThemes]);
  const services = unique([...(input.services ?? []), ...r.services]);
  const hasHard = geo.constraints.some((c) => c.hard !== false) || requiredThemes.length > 0;
  const strict = input.strict_mode ?? hasHard;
  return { geo, excluded, via, requiredThemes, softThemes, interests, services, strict };
}

/** The hard constraints as the search interprets them. */
function interpretedOf(
  geo: ReturnType<typeof mergeGeography>,
  requiredThemes: InterpretedConstraints['required_themes'],
  window: ReturnType<typeof mergedDates>['window'],
  strict: boolean,
): InterpretedConstraints {
  const hardConstraints = geo.constraints.filter((c) => c.hard !== false).map((c) => ({ type: c.type, value: clip(c.value, 200) }));
  const interpreted: InterpretedConstraints = {
    destination_region: hardConstraints.find((c) => c.type !== 'city' && c.type !== 'park')?.value ?? null,
    destination_city: hardConstraints.find((c) => c.type === 'city')?.value ?? null,
    hard_destination_constraints: hardConstraints,
    required_themes: requiredThemes,
    date_window: window ? [window[0] as string, window[1] as string] : null,
    strict_mode: strict,
    precedence: 'user_request_over_structured_fields',
  };
  return interpreted;
}

const unique = <T>(xs: readonly T[]): T[] => [...new Set(xs)];

/** A departure day with a stated length ("4 nights starting Oct 7") ends the window on the trip's last day. */
/** The departures of a window read from the text: its first day for fixed days, else any day a stay of the length inside it may start. */
function fixedDepartures(start: string, end: string, fixed: boolean, inside: { days: number } | null): string[] {
  if (fixed) return [start, start];
  if (!inside) return [start, end];
  return [start, ymd(new Date(Date.parse(end) - (inside.days - 1) * 86_400_000))];
}

function withLength(d: TextReading['dates'], length: TextReading['duration']): TextReading['dates'] {
  // Days listed as many as the nights said ("2 notti (18 e 19)") are those nights: the stay ends the morning after the last.
  if (d?.listed && d.start && d.end && length && length.min_days === length.max_days && length.days === windowDays(d.start, d.end) + 1) {
    const end = ymd(new Date(Date.parse(d.end) + 86_400_000));
    return { ...d, end, return: end };
  }
  if (!d?.depart || d.return || d.start !== d.end || !length || length.min_days !== length.max_days) return d;
  const end = ymd(new Date(Date.parse(d.depart) + (length.days - 1) * 86_400_000));
  return { ...d, end, return: end };
}

/** Drop undefined members so the effective input only carries fields that have a value. */
function compact(r: Record<string, unknown>): TravelSearchRequest {
  return Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)) as TravelSearchRequest;
}

const said = (text: string) => clip(text, 300);

const ASIDE_WORDS: Record<AsideKind, string> = {
  distance: 'a distance',
  hours: 'a span of hours',
  house_number: 'a house number',
  adult_age: "an adult's age",
  count: 'a count of things no field holds',
  times: 'how many times something happened',
  measure: 'a weight or a temperature',
  pregnancy: 'how far a pregnancy is',
  capacity: 'the seats or berths of a vehicle or a lodging',
};

const DOUBT_REASONS: Record<Doubt['code'], (text: string) => string> = {
  unread_date_words: (t) => `"${t}" says something about the dates that the reader did not read; the dates used may be incomplete.`,
  dates_not_fixed: (t) => `"${t}" says roughly when, not on which days; the dates are left open.`,
  date_month_assumed: (t) => `"${t}" names a day without its month; the month used is a guess.`,
  date_week_assumed: (t) => `"${t}" names weekdays without saying which week; the coming one is assumed.`,
  dates_from_parts: (t) => `"${t}" joins days said in different places of the request; which of them are the trip is a guess.`,
  ambiguous_date_order: (t) => `"${t}" reads as day/month or as month/day; the order used is a guess.`,
  school_holidays_region_unknown: (t) => `"${t}" falls on different days in different regions and the request does not say which; the window spans them all.`,
  school_holidays_assumed: (t) => `"${t}" is read from the published school calendar of the traveller's country or region; a school's own dates may differ.`,
  currency_assumed: (t) => `"${t}" gives no currency the reader knows; the currency used is assumed.`,
  budget_per_month: (t) => `"${t}" is a budget per month and the request gives no trip length of a month or more; it is not used as the trip's budget.`,
  budget_per_group: (t) => `"${t}" is a budget per family or group, and the party's share of it is not said; it is not used as the trip's budget.`,
  budget_undecided: (t) => `"${t}" offers a choice of budgets; none is used until the traveller decides.`,
  place_uncertain: (t) => `"${t}" was read as a small place named without a place word ("in", "to", "à", "nach"); it may not be meant as a place.`,
  place_role_uncertain: (t) => `"${t}" could be where the trip goes, where it starts, a place to avoid or only mentioned; the role used is a guess.`,
  weekday_mismatch: (t) => `"${t}" names a weekday that does not fall on that day; the day or the weekday is wrong, and the dates used may be.`,
  length_contradicts_dates: (t) => `"${t}": the length said does not fit the days said; the days are used, the length may be meant.`,
  length_undecided: (t) => `"${t}" offers a choice of trip lengths; none is used until the traveller decides.`,
  origin_alternatives: (t) => `"${t}" names two places to leave from; one of them is used until the traveller says which.`,
  budget_per_room: (t) => `"${t}" is a price per room and the request asks for several rooms; the stay costs a multiple of it.`,
  budget_contradiction: (t) => `"${t}": the budget per person and the total disagree for the party read; the budget used may be the wrong one.`,
};

/**
 * Needs read into the request that no result is checked against: a health condition that needs care at the place (dialysis,
 * oxygen, diabetes supplies), for which svc holds no clinic data, and an assistance animal that travels, whose acceptance
 * is the carrier's and the lodging's. Results warn or answer where data exists; the request stays partial so the traveller
 * arranges them.
 */
function uncheckedNeeds(r: TextReading): Array<{ text: string; why: string }> {
  const care = r.health.conditions.some((id) => healthCondition(id)?.sensitive_to.includes('care') === true);
  const animal = r.asks.find((a) => a.topic === 'assistance_animal');
  return [
    ...(care && r.health.text ? [{ text: r.health.text, why: 'svc holds no clinic data' }] : []),
    ...(animal ? [{ text: animal.text, why: "an assistance animal's acceptance is the carrier's and the lodging's" }] : []),
  ];
}

/** What the request says that no field can take as said: its language, an origin, a currency, places and dates. */
function valueNotes(r: TextReading): Unresolved[] {
  const out: Unresolved[] = [];
  if (!r.language.supported) {
    out.push({
      field: 'user_request',
      text: said(r.language.name),
      code: 'unsupported_language',
      reason: clip(
        `The request is written in ${r.language.name}, which the reader does not read (English, French, Spanish, German, Italian, Portuguese); no field is read from its text.`,
        500,
      ),
    });
  }
  if (r.origin?.problem) out.push({ field: 'origin', text: said(r.origin.text), code: 'origin_not_airport', reason: clip(r.origin.problem, 500) });
  if (r.budget && r.budget.amount_usd === null) {
    out.push({
      field: 'budget_usd',
      text: said(`${r.budget.amount} ${r.budget.currency}`),
      code: 'foreign_currency',
      reason: `No exchange rate for ${r.budget.currency} in the shipped rates tables; send budget_usd.`,
    });
  }
  for (const a of ambiguousPlaces(r.places)) {
    const readings = a.readings.map((x) => `${x.name}${x.country ? ` (${x.country})` : ''}`).join(' or ');
    out.push({
      field: 'destination_constraints',
      text: said(a.text),
      code: 'ambiguous_place',
      reason: clip(`"${a.text}" may be ${readings}; the first is used until the traveller says which.`, 500),
    });
  }
  for (const p of r.unknown_places) {
    const reason = p.origin
      ? `"${p.text}" is not a place or airport we know; send the IATA code of the departure airport as origin.`
      : `"${p.text}" is not a place we can resolve; it is not used as scope and nothing is put in its place.`;
    out.push({ field: p.origin ? 'origin' : 'destination_constraints', text: said(p.text), code: 'unknown_place', reason: clip(reason, 500) });
  }
  if (r.dates_out_of_range) {
    out.push({
      field: 'departure_window',
      text: said(r.dates_out_of_range),
      code: 'date_out_of_range',
      reason: clip(`"${r.dates_out_of_range}" falls outside ${PLANNING_YEARS_TEXT}, the years svc plans trips in; it is not used.`, 500),
    });
  }
  if (r.vague_time) {
    out.push({
      field: 'departure_window',
      text: said(r.vague_time),
      code: 'vague_dates',
      reason: `"${clip(r.vague_time, 100)}" names no dates; ask the traveller for a month or dates.`,
    });
  }
  return out;
}

/** What leaves the party open: ages not stated, counts in doubt, a party that changes or is too large. */
function partyNotes(r: TextReading): Unresolved[] {
  const out: Unresolved[] = [];
  if (r.party.ages_missing) {
    out.push({
      field: 'travellers',
      text: 'children',
      code: 'children_ages',
      reason: 'The ages of the children are not stated; fares, rooms and handoffs need them (links carry adults only until they are known).',
    });
  }
  if (r.party_doubt) {
    out.push({
      field: 'travellers',
      text: said(r.party_doubt),
      code: 'party_uncertain',
      reason: clip(
        `"${r.party_doubt}" leaves the number of travellers open (a choice of counts, or parts that disagree with the total); the count used is a guess.`,
        500,
      ),
    });
  }
  if (r.party_change) {
    out.push({
      field: 'travellers',
      text: said(r.party_change),
      code: 'party_changes',
      reason: clip(
        `"${r.party_change}": the party changes within the trip, so no one number of travellers holds for all of it; the count used is the largest party, those who join part-way included.`,
        500,
      ),
    });
  }
  if (r.party.too_large) {
    out.push({
      field: 'travellers',
      text: said(r.party.too_large),
      code: 'party_too_large',
      reason: `Parties of more than ${MAX_PARTY} travellers are not supported; the count is not used.`,
    });
  }
  return out;
}

/** Words, numbers, names and requirements that no reader used. */
function unreadNotes(r: TextReading): Unresolved[] {
  const out: Unresolved[] = [];
  if (r.unrecognized.length > 0) {
    out.push({
      field: 'user_request',
      text: said(r.unrecognized.join(' ')),
      code: 'unrecognized_words',
      reason: 'These words are not in any vocabulary the reader knows and were not used.',
    });
  }
  for (const n of r.leftovers.numbers) {
    out.push({
      field: 'user_request',
      text: said(n),
      code: 'unread_number',
      reason: clip(`"${n}" is bound to nothing the reader knows (not people, nights, money or a date); it is not used.`, 500),
    });
  }
  for (const n of r.leftovers.asides) {
    out.push({
      field: 'user_request',
      text: said(n.text),
      code: 'aside_number',
      reason: clip(`"${n.text}" is ${ASIDE_WORDS[n.kind]}, no fact of the trip; it is not used.`, 500),
    });
  }
  for (const n of r.leftovers.caps) {
    out.push({
      field: 'user_request',
      text: said(n),
      code: 'travel_time_cap',
      reason: clip(`"${n}" caps the time of the journey: no field holds it; the search leaves out the places whose modelled travel time exceeds it.`, 500),
    });
  }
  for (const n of r.leftovers.names) {
    out.push({
      field: 'user_request',
      text: said(n),
      code: 'unread_name',
      reason: clip(`"${n}" looks like a name but is no place, event or word the reader knows; it is not used.`, 500),
    });
  }
  for (const n of r.unread_requirements) {
    out.push({
      field: 'user_request',
      text: said(n),
      code: 'unread_requirement',
      reason: clip(`"${n}" states a requirement of the trip that no reader reads; it is not used.`, 500),
    });
  }
  return out;
}

/** Needs no result is checked against, questions, later trips, the doubts of the reading and events without dates. */
function openNotes(r: TextReading): Unresolved[] {
  const out: Unresolved[] = [];
  for (const n of uncheckedNeeds(r)) {
    out.push({
      field: 'user_request',
      text: said(n.text),
      code: 'need_not_checked',
      reason: clip(`"${n.text}" is read, but no result is checked against it (${n.why}): arrange it with a provider there.`, 500),
    });
  }
  for (const q of r.questions) {
    out.push({
      field: 'user_request',
      text: said(q),
      code: 'unanswered_question',
      reason: clip(`"${q}" is asked about: each result answers it where the service holds the data (results[].answers), else says where to check.`, 500),
    });
  }
  for (const t of r.later_trips) {
    out.push({
      field: 'user_request',
      text: said(t),
      code: 'unread_requirement',
      reason: clip(`"${t}" asks for another trip after this one; only the first is read, so ask for that one on its own.`, 500),
    });
  }
  for (const d of r.doubts) out.push({ field: d.field, text: said(d.text), code: d.code, reason: clip(DOUBT_REASONS[d.code](d.text), 500) });
  for (const e of r.events.filter((x) => !x.dated)) {
    out.push({
      field: 'departure_window',
      text: said(e.text),
      code: 'event_dates_unknown',
      reason: `The dates of ${e.def.name} are not read from the text; they come from the knowledge base where it has them, else send departure_window.`,
    });
  }
  return out;
}

function reportText(r: TextReading, unresolved: Unresolved[]): void {
  unresolved.push(...valueNotes(r), ...partyNotes(r), ...unreadNotes(r), ...openNotes(r));
}

/** A stated total under the cost model's floor for the trip asked for (budget-floor.ts). */
function reportCostFloor(totalUsd: number, floor: CostFloor | null, stated: string, unresolved: Unresolved[]): void {
  if (!floor || totalUsd >= floor.usd) return;
  unresolved.push({
    field: 'budget_usd',
    text: said(stated),
    code: 'budget_below_cost_floor',
    reason: clip(
      `${stated} (about ${Math.round(totalUsd)} USD) is under ${floor.usd} USD, ${FLOOR_SHARE * 100}% of the cheapest stay the cost model prices for this trip (${floor.place}, budget-tier lodging and daily spend, before the way there; model_estimate): the trip cannot be met as written.`,
      500,
    ),
  });
}

function warnings(origin: string | null, originName: string | null, services: readonly string[], unresolved: readonly Unresolved[]): string[] {
  const out: string[] = [];
  if (origin && !(SUPPORTED_ORIGINS as readonly string[]).includes(origin)) {
    out.push(`Origin ${origin} has no curated flight profile (supported: ${SUPPORTED_ORIGINS.join(', ')}); default model_estimate flight values are used.`);
  }
  if (!origin && originName) out.push(`The origin ${originName} was read but gives no departure airport; the way there is neither timed nor priced.`);
  else if (!origin) out.push('No origin was given; the way there is neither timed nor priced.');
  if (services.length > 0) {
    out.push(
      'services are used only to label the response and for live place-discovery handoff; they never enable booking inventory, provider rates or live fares.',
    );
  }
  for (const u of unresolved) if (u.code !== 'event_dates_unknown') out.push(clip(`Could not use ${u.field} "${u.text}": ${u.reason}`, 500));
  return out;
}

interface Merged {
  originIata: string | null;
  originName: string | null;
  window: string[] | undefined;
  days: number | null;
  textRange: number[] | null;
  total: number | null;
  travellers: number | null;
  requiredThemes: string[];
  softThemes: string[];
  interests: string[];
  services: string[];
  unresolved: Unresolved[];
  geo: ReturnType<typeof mergeGeography>;
  excluded: ResolvedPlace[];
  via: ResolvedPlace[];
  nationality: TravelIntentDetails['nationality'];
  travelModes: TravelIntentDetails['travel_modes'];
}

function buildDetails(input: TravelSearchRequest, r: TextReading, m: Merged): TravelIntentDetails {
  const src = (fromText: boolean, fromField: boolean): IntentSource => (fromText ? 'user_request' : fromField ? 'structured' : 'none');
  const d = withLength(r.dates, r.duration);
  const b = r.budget;
  const p = r.party;
  const named = r.events[0]?.def;
  const spanText = (spans: ReadonlyArray<{ start: number; end: number }>) =>
    spans[0] ? clip(spans.map((s) => (input.user_request ?? input.query ?? '').slice(s.start, s.end)).join(', '), 300) : null;
  return {
    language: r.language.supported ? r.lang : 'unsupported',
    language_detected: r.language.detected ? clip(r.language.name, 60) : null,
    origin: {
      iata: m.originIata,
      name: m.originName ? clip(m.originName, 200) : null,
      source: src(Boolean(r.origin?.iata), Boolean(input.origin) && m.originIata !== null),
      text: r.origin ? said(r.origin.text) : input.origin ? said(input.origin) : null,
    },
    date_window: {
      start: m.window?.[0] ?? d?.start ?? null,
      end: m.window?.[1] ?? d?.end ?? null,
      depart: d?.depart ?? null,
      return: d?.return ?? null,
      source: src(Boolean(d), Boolean(input.departure_window)),
      text: d ? said(d.text) : null,
    },
    trip_length: {
      days: m.days,
      min_days: m.textRange?.[0] ?? m.days,
      max_days: m.textRange?.[1] ?? m.days,
      source: src(r.duration !== null || Boolean(d?.exact) || Boolean(d?.weekend_days), input.trip_length_days !== undefined),
      text: r.duration ? said(r.duration.text) : d?.exact || d?.weekend_days ? said(d.text) : null,
    },
    budget: {
      amount: b?.amount ?? null,
      currency: b?.currency ?? null,
      currency_source: b ? (b.currency_source === 'text' ? 'user_request' : 'default') : null,
      usd_rate: b?.usd_rate ?? null,
      rates_as_of: b ? b.rates_as_of : null,
      rate_source: b?.rate_source ?? null,
      amount_usd: b?.amount_usd ?? input.budget_usd ?? null,
      per: b?.per ?? (input.budget_usd !== undefined ? 'total' : null),
      total_usd: m.total ?? input.budget_usd ?? null,
      tier: r.tier?.tier ?? null,
      source: src(b !== null || r.tier !== null, input.budget_usd !== undefined),
      text: b ? said(`${b.amount} ${b.currency} ${b.per}`) : r.tier ? said(r.tier.text) : null,
    },
    party: {
      adults: p.adults,
      children: p.children,
      infants: p.infants,
      travellers: m.travellers !== null && m.travellers <= MAX_PARTY ? m.travellers : null,
      child_ages: p.child_ages.slice(0, 20),
      kind: p.kind,
      writer_plural: r.writer_plural,
      text: spanText(p.spans),
    },
    interests: m.interests,
    required_themes: m.requiredThemes,
    soft_themes: m.softThemes,
    warmth_min_c: r.themes.find((t) => t.min_c !== undefined)?.min_c ?? null,
    hard_geography: [
      ...r.places.filter((x) => x.role === 'destination' && !x.soft).map((x) => intentPlace(x.mention, 'user_request')),
      ...m.geo.keptStructured.filter((s) => s.constraint.hard !== false).map(structuredIntentPlace),
    ].slice(0, 20),
    soft_geography: [
      ...r.places.filter((x) => x.role === 'destination' && x.soft).map((x) => intentPlace(x.mention, 'user_request')),
      ...m.geo.keptStructured.filter((s) => s.constraint.hard === false).map(structuredIntentPlace),
    ].slice(0, 20),
    via: m.via.map((x) => intentPlace(x, 'user_request')).slice(0, 20),
    excluded: m.excluded.map((x) => intentPlace(x, 'user_request')).slice(0, 20),
    remote_work: { requested: r.remote_work.requested || m.requiredThemes.includes('remote_work'), text: r.remote_work.text },
    accessibility: { needs: r.accessibility.needs, text: r.accessibility.text ? said(r.accessibility.text) : null },
    health: { conditions: r.health.conditions, text: r.health.text ? said(r.health.text) : null },
    event: {
      requested: r.event.requested || named !== undefined,
      id: named?.id ?? null,
      kind: named ? named.kind : r.event.kind,
      name: named ? named.name : r.event.name ? clip(r.event.name, 200) : null,
      venue: r.event.venue ? clip(r.event.venue, 200) : null,
      start: r.event.requested || named ? (m.window?.[0] ?? null) : null,
      end: r.event.requested || named ? (m.window?.[1] ?? null) : null,
      text: named ? said(r.events[0]?.text ?? named.name) : r.event.text ? said(r.event.text) : null,
    },
    nationality: m.nationality,
    travel_modes: m.travelModes,
    multi_city: { ...r.multi_city, cities: r.multi_city.cities.map((c) => clip(c, 200)), text: r.multi_city.text ? said(r.multi_city.text) : null },
    services: m.services,
    asks: r.asks.slice(0, 10).map((a) => ({ topic: a.topic, text: said(a.text) })),
    unresolved: m.unresolved.slice(0, 40),
  };
}

/** How near a structured airport must lie to the place the text names to serve it. */
const SERVES_KM = 100;
/**
 * A structured airport refines the text's origin when it serves the place the text names: the airport's city
 * has the same name ("from London" with LGW) or it lies near that place. An airport elsewhere is a conflict.
 */
function servesTextOrigin(code: string, origin: TextReading['origin']): boolean {
  const airport = airportByIata(code.trim().toUpperCase());
  const place = origin?.place;
  if (!airport?.scheduled || !origin || !place) return false;
  if (fold(airport.city) === fold(origin.text).trim() || fold(airport.city) === fold(place.name)) return true;
  return greatCircleKm(airport, place) <= SERVES_KM;
}
