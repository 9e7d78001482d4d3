import { gateAttribute, normalizeTheme, themeAttributes, WARMTH_THEMES, type ParsedIntent } from '../intent/index.js';
import { healthCondition, type HealthCondition } from '../intent/health.js';
import { isProduct, productTier, type Product } from '../knowledge/models/products.js';
import { permitsAsked } from '../knowledge/models/entry-fees.js';
import { rentalAsked, type RentalAsked } from '../knowledge/models/rental-units.js';
import { hasMedicalRule } from '../knowledge/models/travel-rules.js';
import { SUPPORTED_ORIGINS, THEMES } from '../knowledge/types.js';
import type { LiveResearchMode } from '../research-port.js';
import { travellerCurrency, type TravellerCurrency } from './assemble/traveller-currency.js';
import { addDaysIso, capitalised, daysBetween } from './text.js';
import type { WarmthWish, WeatherProfile } from './types.js';
import type { TravelMode } from '../../contracts/travel-modes.js';
import type { AskTopic } from '../intent/asks.js';
import { budgetLeavesOutTravel } from './budget-basis.js';
import { asksScuba } from './scuba.js';
import { KIND_TOPICS, questionsIn, type Question } from './question-kinds.js';
import { drivesBetweenStops } from './route/drive-cue.js';

/**
 * The request as the ranking needs it: party, length, months, origin, cost tier and themes,
 * with the defaults that stand in for what the request did not say (each one flagged, so the
 * response can say it was assumed).
 */
export interface Trip {
  /** The reference date (request "today"), YYYY-MM-DD. */
  today: string;
  origin: string | null;
  origin_supported: boolean;
  /** The origin the request gives (in words or the field) when no airport was found for it ("Tristan da Cunha"); null when it gives none or its airport is known. */
  origin_unplaced: string | null;
  /** The passports the request states or sends (ISO 3166-1 alpha-2); empty when it says none. */
  passports: string[];
  /** The words the passports were read from ("SA passports"), null when the request states none in words. */
  passport_text: string | null;
  /** The countries of the stopovers and connections the request names ("via Seoul": KR), in order, once each. */
  via_countries: string[];
  window: [string, string] | null;
  /** Months (1-12) the weather fit reads. */
  months: number[];
  months_assumed: boolean;
  days: number;
  days_known: boolean;
  nights: number;
  departure_date: string | null;
  return_date: string | null;
  flexible_dates: boolean;
  adults: number;
  children: number;
  infants: number;
  /** Ages of every child and infant when the request gives them all; null when it has minors without ages. */
  child_ages: number[] | null;
  party_assumed: boolean;
  /** A family given only as a head count ("family of five"), read as two adults and the rest children. */
  family_split_assumed: boolean;
  rooms: number;
  tier: 'budget' | 'mid' | 'luxury';
  /** The product the trip is bought as, when the request names one (all-inclusive, cruise, hostel). */
  product: Product | null;
  /** The whole unit the request rents (an apartment, a house or cabin, a villa or chalet) and its word, else null. */
  rental: RentalAsked | null;
  /** The activity permits the request asks for (entry-fees.ts `permitsAsked`: gorilla trekking), priced where they apply. */
  permits_asked: string[];
  budget_usd: number | null;
  /** The budget leaves out the way there ("flights separate"): it is weighed against the cost on the ground. */
  budget_leaves_out_travel: boolean;
  /** The traveller's currency (the request's money, else the origin country's), when not USD and the rates quote it. */
  currency: TravellerCurrency | null;
  required_themes: string[];
  /** Required themes outside the curated vocabulary: reported, never used to gate. */
  unknown_required_themes: string[];
  soft_themes: string[];
  unknown_interests: string[];
  /** The traveller will scuba dive (not snorkel, nor sky or cliff dive): flying after diving applies. */
  scuba: boolean;
  weather_profile: WeatherProfile;
  /** A wish for warm weather or to swim (the reader's warmth themes, or a temperature stated); its weather is judged against it. */
  warmth: WarmthWish | null;
  strict: boolean;
  /** strict_mode was sent by the caller, not defaulted from the request's hard scope. */
  strict_stated: boolean;
  remote_work: boolean;
  accessibility_needs: string[];
  /** Health conditions the parse read (intent/health.ts): each result answers them. */
  health_needs: HealthCondition[];
  event: ParsedIntent['details']['event'];
  multi_city: ParsedIntent['details']['multi_city'];
  services: string[];
  /** The ways the travellers will go (request travel_modes, stated or sent); null when any way will do. */
  travel_modes: TravelMode[] | null;
  /** The trip goes by land between its stops (a road trip, by car, or stated ways without flying): a stop on the way is a border crossed, not an airport. */
  overland: boolean;
  /** The topics the request asks about (intent asks, and those its questions' kinds call for), once each with the words read, answered per result. */
  asks: Array<{ topic: AskTopic; text: string }>;
  /** The request's questions with what each asks for (question-kinds.ts), each answered in the response's asked_questions. */
  questions: Question[];
  live_mode: LiveResearchMode;
  max_live_research_ms: number | null;
}

export const DEFAULT_TRIP_DAYS = 7;

/**
 * Why the way there is unknown, as a clause: no origin given, or one given whose airport was not
 * found (a traveller who named a home must not read that they named none).
 */
export function noOriginWords(trip: Pick<Trip, 'origin_unplaced'>): string {
  return trip.origin_unplaced ? `the origin "${trip.origin_unplaced}" is given but no airport was found for it` : 'no origin is given';
}

/** The same, as the start of a sentence. */
export const noOriginSentence = (trip: Pick<Trip, 'origin_unplaced'>): string => capitalised(noOriginWords(trip));

/** What to give to have the way there checked: the origin, or, for one given but not placed, its departure airport. */
export function originWanted(trip: Pick<Trip, 'origin_unplaced'>): string {
  return trip.origin_unplaced ? 'give the departure airport' : 'give the origin';
}

/** The party travels with a pet (the request's pets topic): lines that refuse pets are no way there. */
export const travelsWithPet = (trip: Pick<Trip, 'asks'>): boolean => trip.asks.some((a) => a.topic === 'pets');

/**
 * A stated condition that a travel rule answers (dialysis, pregnancy, oxygen, insulin) is answered as a
 * medical question even when the request asks none: the traveller needs the rule either way.
 */
function withStatedConditions(asks: Trip['asks'], conditions: readonly string[]): Trip['asks'] {
  if (asks.some((a) => a.topic === 'medical') || !hasMedicalRule(conditions)) return asks;
  return [...asks, { topic: 'medical', text: '' }];
}

/** The most topics answered per result (the contract's limit on results[].answers). */
const MAX_ASKS = 10;

/** The topics the questions' kinds call for ("when should we go": the season), after the topics read, once each. */
function withQuestionTopics(asks: Trip['asks'], questions: readonly Question[]): Trip['asks'] {
  const out = [...asks];
  for (const q of questions)
    for (const kind of q.kinds) {
      const topic = KIND_TOPICS[kind];
      if (topic && !out.some((a) => a.topic === topic)) out.push({ topic, text: q.text });
    }
  return out.slice(0, MAX_ASKS);
}
/** Without dates the weather fit reads the months of the next 60 days. */
export const ASSUMED_WINDOW_DAYS = 60;

/** The days whose months the weather is read for without a window: from a start read alone ("from mid-September"), the trip's length; else the next 60 days. */
function assumedSpan(start: string | null, days: number, today: string): [string, string] {
  return start ? [start, addDaysIso(start, days - 1)] : [today, addDaysIso(today, ASSUMED_WINDOW_DAYS)];
}
const KNOWN_THEMES: ReadonlySet<string> = new Set(THEMES);

function monthsBetween(start: string, end: string): number[] {
  const out: number[] = [];
  let y = Number(start.slice(0, 4));
  let m = Number(start.slice(5, 7));
  const endKey = Number(end.slice(0, 4)) * 12 + Number(end.slice(5, 7));
  while (y * 12 + m <= endKey && out.length < 12) {
    out.push(m);
    m = m === 12 ? 1 : m + 1;
    if (m === 1) y++;
  }
  return out;
}

const isWarmthTheme = (t: string) => WARMTH_THEMES.includes(t);

function themesOf(parsed: ParsedIntent): Pick<Trip, 'required_themes' | 'unknown_required_themes' | 'soft_themes' | 'unknown_interests'> {
  // A reader theme filters on the destination attribute it names ("diving" is snorkeling_diving); others only weigh through their attributes.
  const asked = parsed.interpreted_constraints.required_themes;
  const required = [...new Set(asked.map((t) => gateAttribute(t, KNOWN_THEMES) ?? t))];
  const soft = new Set<string>(parsed.details.soft_themes.flatMap((t) => (KNOWN_THEMES.has(t) ? [t] : themeAttributes(t))).filter((t) => KNOWN_THEMES.has(t)));
  for (const t of required) if (!KNOWN_THEMES.has(t)) for (const a of themeAttributes(t)) if (KNOWN_THEMES.has(a)) soft.add(a);
  const unknownInterests: string[] = [];
  for (const interest of parsed.effective_input.interests ?? []) {
    const id = KNOWN_THEMES.has(interest) ? interest : normalizeTheme(interest);
    if (id && KNOWN_THEMES.has(id)) soft.add(id);
    else if (!id || !isWarmthTheme(id)) unknownInterests.push(interest);
  }
  for (const t of required) soft.delete(t);
  return {
    required_themes: required.filter((t) => KNOWN_THEMES.has(t)),
    unknown_required_themes: required.filter((t) => !KNOWN_THEMES.has(t) && !isProduct(t) && !isWarmthTheme(t)),
    soft_themes: [...soft],
    unknown_interests: unknownInterests,
  };
}

/** The warmth wished for: a warmth or swim theme read, and the temperature the reader read as wished for ("at least 25 degrees"). */
function warmthWish(parsed: ParsedIntent): WarmthWish | null {
  const read = [...parsed.interpreted_constraints.required_themes, ...parsed.details.soft_themes];
  const min = parsed.details.warmth_min_c;
  const swim = read.includes('swimming');
  return swim || min !== null || read.some(isWarmthTheme) ? { swim, min_c: min } : null;
}

function weatherProfile(themes: readonly string[]): WeatherProfile {
  if (themes.includes('skiing')) return 'snow';
  if (themes.some((t) => t === 'beach' || t === 'snorkeling_diving' || t === 'surfing')) return 'beach';
  return 'general';
}

/**
 * Ages of the minors, when the reading gives one per child and infant (parsed_intent.details.party.child_ages,
 * read defensively until the intent contract carries it everywhere); else null, and the handoffs ask.
 */
function childAges(party: ParsedIntent['details']['party'], minors: number): number[] | null {
  if (minors === 0) return [];
  const ages = (party as { child_ages?: unknown }).child_ages;
  const valid = Array.isArray(ages) && ages.length === minors && ages.every((a) => Number.isInteger(a) && a >= 0 && a <= 17);
  return valid ? (ages as number[]) : null;
}

/** Children of this age or older take an adult's bed. */
export const ADULT_BED_AGE = 12;

/**
 * A standard room sleeps two adults, or two adults and two younger children; teenagers (ages
 * given, ADULT_BED_AGE or older) count as adults and infants share a bed.
 */
function roomsFor(adults: number, children: number, ages: readonly number[] | null): number {
  const teens = Math.min(children, (ages ?? []).filter((a) => a >= ADULT_BED_AGE).length);
  const beds = adults + teens;
  return Math.max(1, Math.ceil(beds / 2), Math.ceil((beds + children - teens) / 4));
}

/**
 * The party's adults and children: as read, else a family's head count as two adults and the rest children; with no count,
 * two adults when the writer speaks as "we" or names a group, else one.
 */
function partyCounts(party: ParsedIntent['details']['party']): { adults: number; children: number; split: boolean } {
  const children = party.children ?? 0;
  const minors = children + (party.infants ?? 0);
  const travellers = party.travellers;
  if (party.adults === null && party.kind === 'family' && minors === 0 && travellers !== null && travellers >= 3)
    return { adults: 2, children: travellers - 2, split: true };
  // A whole-party count ("for two", "family of four") without adults gives the adults as the rest of the party.
  const unknownAdults = minors > 0 || party.writer_plural || party.kind === 'group' ? 2 : 1;
  const adults = party.adults ?? (travellers !== null && travellers > minors ? travellers - minors : unknownAdults);
  return { adults, children, split: false };
}

export function deriveTrip(parsed: ParsedIntent, now: Date): Trip {
  const input = parsed.effective_input;
  const d = parsed.details;
  const origin = input.origin?.toUpperCase() ?? null;
  const window = input.departure_window ? ([input.departure_window[0], input.departure_window[1]] as [string, string]) : null;
  const days = Math.max(1, Math.round(input.trip_length_days ?? DEFAULT_TRIP_DAYS));
  const today = now.toISOString().slice(0, 10);
  const windowSpan = window ? daysBetween(window[0], window[1]) + 1 : null;
  const departure = window?.[0] ?? null;
  const { adults, children, split } = partyCounts(d.party);
  const infants = d.party.infants ?? 0;
  const ages = childAges(d.party, children + infants);
  const themes = themesOf(parsed);
  const travelThemes = [...themes.required_themes, ...themes.soft_themes];
  const questions = questionsIn(input.user_request ?? '');
  const product = [...parsed.interpreted_constraints.required_themes, ...d.soft_themes].find(isProduct) ?? null;
  return {
    today,
    origin,
    origin_supported: origin !== null && SUPPORTED_ORIGINS.includes(origin as (typeof SUPPORTED_ORIGINS)[number]),
    origin_unplaced: origin ? null : (d.origin.name ?? d.origin.text ?? null),
    passports: input.passports ?? [],
    passport_text: d.nationality.text,
    via_countries: [...new Set(d.via.flatMap((p) => (p.country ? [p.country] : [])))],
    window,
    months: monthsBetween(...(window ?? assumedSpan(d.date_window.start, days, today))),
    months_assumed: window === null && d.date_window.start === null,
    days,
    days_known: input.trip_length_days !== undefined,
    nights: days - 1,
    departure_date: departure,
    return_date: departure ? addDaysIso(departure, days - 1) : null,
    flexible_dates: windowSpan === null || windowSpan > 1,
    adults,
    children,
    infants,
    child_ages: ages,
    party_assumed: d.party.adults === null && d.party.travellers === null,
    family_split_assumed: split,
    rooms: roomsFor(adults, children, ages),
    tier: d.budget.tier ?? productTier(product) ?? 'mid',
    product,
    rental: rentalAsked(input.user_request),
    permits_asked: permitsAsked(input.user_request),
    budget_usd: input.budget_usd ?? null,
    budget_leaves_out_travel: budgetLeavesOutTravel(input.user_request),
    currency: travellerCurrency(d.budget.currency, origin),
    ...themes,
    scuba: asksScuba([...parsed.interpreted_constraints.required_themes, ...d.soft_themes]),
    weather_profile: weatherProfile(travelThemes),
    warmth: warmthWish(parsed),
    strict: parsed.interpreted_constraints.strict_mode,
    strict_stated: parsed.strict_stated,
    remote_work: d.remote_work.requested,
    accessibility_needs: d.accessibility.needs,
    health_needs: d.health.conditions.map(healthCondition).filter((c): c is HealthCondition => c !== undefined),
    event: d.event,
    multi_city: d.multi_city,
    services: d.services,
    travel_modes: input.travel_modes ?? null,
    overland: (input.travel_modes !== undefined && !input.travel_modes.includes('flight')) || drivesBetweenStops(input.user_request ?? ''),
    asks: withQuestionTopics(
      withStatedConditions(
        d.asks.filter((a, i) => d.asks.findIndex((b) => b.topic === a.topic) === i),
        d.health.conditions,
      ),
      questions,
    ),
    questions,
    live_mode: input.live_research_mode ?? 'off',
    max_live_research_ms: input.max_live_research_ms ?? null,
  };
}
