import type { UnresolvedPhrase } from '../../contracts/travel-understanding.js';
import type { ParsedIntent } from '../intent/index.js';
import type { Trip } from './trip.js';

/**
 * What the answer cannot tell: subjects a request raises that the knowledge base holds nothing
 * on. Each subject is read from what the parse gives (themes, accessibility needs, party) and
 * becomes one `unresolved` notice with a stable code, so an agent at any detail level sees that
 * the answer is silent on it by design rather than by oversight.
 */
export type LimitTopic = 'rail' | 'ferry' | 'cruise' | 'accessibility' | 'permits' | 'road_rules' | 'infant_rules';

interface Limit {
  code: string;
  reason: string;
}

export const KNOWLEDGE_LIMITS: Record<LimitTopic, Limit> = {
  rail: {
    code: 'no_rail_timetables',
    reason:
      'The service holds no train timetables, rail passes, seat reservations or seasonal rail services; journeys are modelled as flights or drives (a few airport-to-place rail legs aside). Check the rail operator before relying on a train.',
  },
  ferry: {
    code: 'no_ferry_schedules',
    reason:
      'The service holds no ferry or inter-island schedules, crossing times or seasonal sailings (a few airport-to-place ferry legs aside); each island is a separate result. Check the ferry operators for links between islands.',
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
  infant_rules: {
    code: 'no_infant_rules',
    reason:
      'The service does not check airline or cruise-line rules for infants (minimum age, bassinets, seats) or infant health requirements. Check with the carrier.',
  },
};

/** Themes whose trips depend on a subject the knowledge base does not hold. */
const THEME_TOPICS: Record<string, LimitTopic> = {
  rail_travel: 'rail',
  islands: 'ferry',
  cruise: 'cruise',
  hiking: 'permits',
  national_parks: 'permits',
  wildlife: 'permits',
  wildlife_migration: 'permits',
  snorkeling_diving: 'permits',
  diving: 'permits',
  road_trip: 'road_rules',
  scenic_drives: 'road_rules',
};

/** The topics a request raises that the service cannot answer, with the words they were read from. */
export function limitTopics(parsed: ParsedIntent, trip: Trip): Map<LimitTopic, string> {
  const topics = new Map<LimitTopic, string>();
  const add = (topic: LimitTopic, text: string) => topics.has(topic) || topics.set(topic, text);
  const a = parsed.details.accessibility;
  if (a.needs.length > 0) add('accessibility', a.text ?? a.needs.join(', '));
  for (const theme of [...parsed.details.required_themes, ...parsed.details.soft_themes]) {
    const topic = THEME_TOPICS[theme];
    if (topic) add(topic, theme);
  }
  if (trip.infants > 0) add('infant_rules', parsed.details.party.text ?? `${trip.infants} infant(s)`);
  return topics;
}

/** The understanding's unresolved notices for the topics the service cannot answer. */
export function limitNotices(parsed: ParsedIntent, trip: Trip): UnresolvedPhrase[] {
  return [...limitTopics(parsed, trip)].map(([topic, text]) => ({
    field: 'other',
    text: text.slice(0, 300),
    code: KNOWLEDGE_LIMITS[topic].code,
    reason: KNOWLEDGE_LIMITS[topic].reason,
  }));
}
