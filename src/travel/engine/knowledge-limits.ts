import type { ASK_TOPICS } from '../../contracts/travel-intent.js';
import type { UnresolvedPhrase } from '../../contracts/travel-understanding.js';
import type { ParsedIntent } from '../intent/index.js';
import { clip } from '../../text/clip.js';
import { countryName } from './text.js';
import type { Trip } from './trip.js';

/**
 * What the answer cannot tell: subjects a request raises that the knowledge base holds nothing
 * on. Each subject is read from what the parse gives (the topics the request asks about, themes,
 * accessibility needs, party) and
 * becomes one `unresolved` notice with a stable code, so an agent at any detail level sees that
 * the answer is silent on it by design rather than by oversight.
 */
export type LimitTopic = (typeof ASK_TOPICS)[number] | 'cruise' | 'accessibility';
/** Topics every result answers in full from data or a model (daylight, closures, hazards, ways of getting there, the season, crowds, yellow fever and malaria): they raise no limit. */
type Limited = Exclude<LimitTopic, 'daylight' | 'closures' | 'hazards' | 'getting_there' | 'season' | 'crowds' | 'health_risks'>;

interface Limit {
  code: string;
  reason: string;
}

/** Pets and assistance animals share one limit: the same import rules, the same gaps. */
const ANIMAL_RULES: Limit = {
  code: 'no_animal_rules',
  reason:
    'Pet import rules (microchip, rabies vaccination, tests, quarantine) are curated for the EU, Great Britain, the US, Canada, Australia, New Zealand and Japan only; the service does not check airline policies, assistance-animal carriage or pet-friendly lodging. Check with the airline and the destination country.',
};

/** The diets the service holds nothing on, as the food limit and the food answer name them. */
export const UNHELD_DIETS = 'halal, kosher, vegetarian, vegan or gluten-free';

export const KNOWLEDGE_LIMITS: Record<Limited, Limit> = {
  rail: {
    code: 'no_rail_timetables',
    reason:
      "The service holds the typical journey time of main rail lines read from their operators' timetables (flight_snapshot.ground_leg), but no departures, fares, rail passes, seat reservations or seasonal services; other rail journeys are modelled from distance. Check the rail operator before relying on a train.",
  },
  ferry: {
    code: 'no_ferry_schedules',
    reason:
      "The service holds the typical crossing time of main ferry lines read from their operators' timetables (flight_snapshot.ground_leg), but no sailing schedules, seasonal sailings or most links between islands; each island is a separate result. Check the ferry operators for links between islands.",
  },
  cruise: {
    code: 'no_cruise_data',
    reason:
      'The service holds no cruise itineraries, sailing dates, cabin prices or cruise-line rules (minimum age for infants, accessible cabins, tender ports); results are land destinations. Check the cruise line.',
  },
  accessibility: {
    code: 'no_accessibility_data',
    reason:
      'The service holds no data on step-free access, accessible rooms, accessible transport, airline assistance or medical facilities; nothing in this answer confirms a place or route is accessible. Check with the airline, the lodging and the local transport operator before booking.',
  },
  permits: {
    code: 'no_permit_data',
    reason:
      'The service holds no data on trail, park, dive or wildlife permits, hut or refuge bookings, entry quotas or trail conditions (curated entry fees aside). Check the park or permit authority before planning around them.',
  },
  road_rules: {
    code: 'no_driving_rules',
    reason:
      'The service holds no data on driving licences and international permits, rental-car border rules, one-way fees, tolls or vignettes, or day-to-day road closures (curated seasonal closures aside). Check the rental company and the road authority.',
  },
  medical: {
    code: 'no_medical_data',
    reason:
      'The service holds no data on medical care, dialysis or oxygen services, carrying medicines across borders or fitness to fly; nothing in this answer confirms that a need can be met. Check with a doctor, the airline and the providers at the destination.',
  },
  assistance_animal: ANIMAL_RULES,
  pets: ANIMAL_RULES,
  long_stay: {
    code: 'no_long_stay_visas',
    reason:
      'Long stays are answered from the visa-free days of the entry data only; the service holds no long-stay, work, study or digital-nomad visa rules. Check with the consulate of the country.',
  },
  documents: {
    code: 'no_document_checks',
    reason:
      "Entry requirements here are visa-free stays by passport from a dated public dataset; the service does not check passport validity, airside transit visas, electronic travel authorisations as they change, consent letters for minors or vaccination certificates (the yellow-fever certificate rules in the results' warnings aside). Check with the official government source.",
  },
  safety: {
    code: 'no_safety_data',
    reason:
      'Safety is covered only by the government travel advisories shown as warnings; the service holds no data on crime by area, scams, personal safety for solo travellers, women travelling alone or LGBT travellers, or conditions on a given day. Read the full advisory and current local news.',
  },
  tickets: {
    code: 'no_ticket_data',
    reason: 'The service holds no availability or prices for event, attraction or transport tickets, and does not sell them. Check the official seller.',
  },
  food: {
    code: 'no_food_data',
    reason: `The service holds no data on food: ${UNHELD_DIETS} meals, allergies or where to find them; nothing in this answer says a diet is easy or hard to keep at a place. Check local certification bodies, restaurant guides and the lodging.`,
  },
  infant_rules: {
    code: 'no_infant_rules',
    reason:
      'The service does not check airline or cruise-line rules for infants (minimum age, bassinets, seats) or infant health requirements. Check with the carrier.',
  },
};

/** Themes whose trips depend on a subject the knowledge base does not hold. */
const THEME_TOPICS: ReadonlyMap<string, Limited> = new Map([
  ['rail_travel', 'rail'],
  ['islands', 'ferry'],
  ['cruise', 'cruise'],
  ['hiking', 'permits'],
  ['national_parks', 'permits'],
  ['wildlife', 'permits'],
  ['wildlife_migration', 'permits'],
  ['snorkeling_diving', 'permits'],
  ['diving', 'permits'],
  ['road_trip', 'road_rules'],
  ['scenic_drives', 'road_rules'],
]);

const isLimited = (topic: LimitTopic): topic is Limited => Object.hasOwn(KNOWLEDGE_LIMITS, topic);

/** The topics a request raises that the service cannot answer, with the words they were read from. */
/** Where a phrase stands in a text as whole words, case aside: [start, end) of each occurrence. */
function spansOf(text: string, phrase: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  if (!phrase) return out;
  const hay = text.toLowerCase();
  const needle = phrase.toLowerCase();
  const letter = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);
  for (let at = hay.indexOf(needle); at >= 0; at = hay.indexOf(needle, at + 1))
    if (!letter(hay[at - 1]) && !letter(hay[at + needle.length])) out.push([at, at + needle.length]);
  return out;
}

/**
 * Whether a documents ask is only the words that state the passport ("I have a British passport"):
 * every place the ask's words stand in the request lies inside the passport phrase. The same word in
 * a question of its own ("does my passport need 6 months validity?") is an ask of documents.
 */
function onlyStatesPassport(ask: { topic: LimitTopic; text: string }, request: string, passportText: string | null): boolean {
  if (ask.topic !== 'documents' || !passportText) return false;
  const phrases = spansOf(request, passportText);
  const asked = spansOf(request, ask.text);
  return asked.length > 0 && asked.every(([s, e]) => phrases.some(([ps, pe]) => ps <= s && e <= pe));
}

export function limitTopics(parsed: ParsedIntent, trip: Trip, request: string): Map<Limited, string> {
  const topics = new Map<Limited, string>();
  const add = (topic: Limited, text: string) => topics.has(topic) || topics.set(topic, text);
  const statesPassport = (ask: { topic: LimitTopic; text: string }) => onlyStatesPassport(ask, request, trip.passport_text);
  for (const ask of parsed.details.asks) if (isLimited(ask.topic) && !statesPassport(ask)) add(ask.topic, ask.text);
  const a = parsed.details.accessibility;
  if (a.needs.length > 0) add('accessibility', a.text ?? a.needs.join(', '));
  for (const theme of [...parsed.details.required_themes, ...parsed.details.soft_themes]) {
    const topic = THEME_TOPICS.get(theme);
    if (topic) add(topic, theme);
  }
  if (trip.infants > 0) add('infant_rules', parsed.details.party.text ?? `${trip.infants} infant(s)`);
  return topics;
}

/** The understanding's unresolved notices for the topics the service cannot answer. */
export function limitNotices(parsed: ParsedIntent, trip: Trip, request: string): UnresolvedPhrase[] {
  return [...limitTopics(parsed, trip, request)].map(([topic, text]) => ({
    field: 'other',
    text: text.slice(0, 300),
    code: KNOWLEDGE_LIMITS[topic].code,
    reason: KNOWLEDGE_LIMITS[topic].reason,
  }));
}

/**
 * Latitudes inside which dengue, Zika and other mosquito-borne diseases are transmitted in many
 * places (the tropics and subtropics): a result there gets the health notice. It says what the
 * answer does not cover (yellow fever and malaria are each result's warnings), never that a place
 * has or lacks a disease.
 */
const HEALTH_LATITUDE = 30;

/** What the service does not hold on health, before the countries it is said for. */
const HEALTH_GAP =
  "Yellow fever and malaria are in each result's warnings; no data on dengue, Zika, chikungunya or other vaccines (routine, hepatitis A, typhoid, rabies)";
/** Where to check instead: the reason's last sentence (LIMIT_ADVICE). */
const HEALTH_ADVICE = "Check the country's CDC destination page (wwwnc.cdc.gov/travel/destinations/list) and a travel clinic 4-6 weeks before going.";
const healthReason = (where: string): string => `${HEALTH_GAP}${where}: nothing here says a place is free of them. ${HEALTH_ADVICE}`;

export const HEALTH_LIMIT: Limit = { code: 'no_health_risk_data', reason: healthReason('') };

interface HealthPlace {
  name: string;
  country: string;
  lat: number;
}

/**
 * The health notice when results lie in the tropics or subtropics, or null when none does: `text`
 * names each such country with its results ("Peru: Cusco and Machu Picchu, Huacachina"), and the
 * reason says the service holds nothing for the countries named there, and where each is listed
 * (the same length whatever the countries, so the advice is never cut).
 */
export function healthNotice(results: readonly HealthPlace[]): UnresolvedPhrase | null {
  const byCountry = new Map<string, string[]>();
  for (const r of results) if (Math.abs(r.lat) <= HEALTH_LATITUDE) byCountry.set(r.country, [...(byCountry.get(r.country) ?? []), r.name]);
  if (byCountry.size === 0) return null;
  const text = [...byCountry].map(([country, places]) => `${countryName(country)}: ${places.join(', ')}`).join('; ');
  return { field: 'other', text: clip(text, 300), code: HEALTH_LIMIT.code, reason: healthReason(' for the countries named') };
}

/** A limit's reason ends with its advice: where to check what the service does not hold. */
const adviceOf = (reason: string): string => reason.split(/(?<=\.)\s+(?=[A-Z])/).pop() ?? reason;

/** The advice of each limit's notice by its code, for answers that keep the code and the advice only. */
export const LIMIT_ADVICE: ReadonlyMap<string, string> = new Map([...Object.values(KNOWLEDGE_LIMITS), HEALTH_LIMIT].map((l) => [l.code, adviceOf(l.reason)]));
