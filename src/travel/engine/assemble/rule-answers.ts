import type { EntryRequirement } from '../../../contracts/travel.js';
import {
  idCardRulesStated,
  idCardRuleUnstated,
  medicalRules,
  namesIdCard,
  namesRailPass,
  permitRules,
  railPassRule,
  schengenVisaRule,
  type TravelRule,
} from '../../knowledge/models/travel-rules.js';
import type { Trip } from '../trip.js';
import type { Candidate } from '../types.js';
import type { Found } from './season-answers.js';
import { countryName } from '../text.js';

/**
 * Answers from the general travel rules (data/travel/travel-rules.json): what a stated condition
 * needs on the flight or at the place, whether the identity card the traveller names is enough,
 * one Schengen visa for several Schengen states, whether a rail pass covers the country, and the
 * permits and fees of protected treks and parks. Each
 * part names its source; parts join while they fit the answer, the first always kept.
 */
const MAX_ANSWER = 300;

/** Sentences joined while they fit, and the sources of those kept. */
function joined(parts: ReadonlyArray<{ text: string; source: string | null }>): { answer: string; source: string } {
  let answer = '';
  const sources: string[] = [];
  for (const p of parts) {
    if (answer && answer.length + 1 + p.text.length > MAX_ANSWER) continue;
    answer = answer ? `${answer} ${p.text}` : p.text;
    if (p.source && !sources.includes(p.source)) sources.push(p.source);
  }
  return { answer, source: sources.join('; ') };
}

const found = (rules: readonly TravelRule[]): Found => {
  const { answer, source } = joined(rules.map((r) => ({ text: r.text, source: r.source })));
  return { known: true, answer, source, as_of: rules[0]?.as_of ?? null };
};

/** The rules for the stated conditions and the medical question's words, at this place. */
export function medicalAnswer(c: Candidate, trip: Trip, asked: string): Found {
  const ids = trip.health_needs.map((h) => h.id);
  const rules = medicalRules(ids, asked, c.country, c.name);
  if (rules.length > 0) return found(rules);
  return { known: false, answer: `No rule in the data for this need at ${c.name}; svc holds no clinic or treatment data.`, source: '', as_of: null };
}

/**
 * Whether the identity card named is enough: judged for every stated passport (a traveller with two
 * may carry either card), never for one assumed from the origin; without a stated nationality, whose
 * cards the country accepts.
 */
function cardRules(c: Candidate, trip: Trip, e: EntryRequirement): TravelRule[] {
  const place = countryName(c.country);
  if (e.passport_basis !== 'stated' || trip.passports.length === 0) return [idCardRuleUnstated(c.country, place)];
  return idCardRulesStated(
    trip.passports.map((code) => ({ code, name: countryName(code) })),
    c.country,
    place,
  );
}

/**
 * The entry statement with what the traveller asked beside it: whether the identity card named is
 * enough (put first, as it is the question), and one Schengen visa where a visa is needed.
 */
export function documentsAnswer(c: Candidate, trip: Trip, e: EntryRequirement, statement: string, asked: string): Found {
  const cards = namesIdCard(asked) && e.requirement !== 'own_country' ? cardRules(c, trip, e) : [];
  const card = cards[0] ?? null;
  // Unknown for want of a passport, yet the origin country's passport rule is said as a condition: its source goes with it.
  if (e.requirement === 'unknown' && !card) return { known: false, answer: statement, source: e.source === 'none' ? '' : e.source, as_of: e.as_of };
  const visa = e.requirement === 'visa_required' ? schengenVisaRule(c.country) : null;
  const parts = [
    ...cards.map((r) => ({ text: r.text, source: r.source })),
    { text: statement, source: e.source },
    ...(visa ? [{ text: visa.text, source: visa.source }] : []),
  ];
  if (!card && !visa) return { known: true, answer: statement, source: e.source, as_of: e.as_of };
  const { answer, source } = joined(parts);
  return { known: true, answer, source, as_of: e.as_of ?? card?.as_of ?? visa?.as_of ?? null };
}

/** Whether the rail pass asked about covers the place's country, or null when no pass is asked about. */
export function railPassAnswer(c: Candidate, asked: string): TravelRule | null {
  return namesRailPass(asked) ? railPassRule(c.country, countryName(c.country)) : null;
}

/** The permits, bookings and government fees the place requires, or said unknown when the data names none. */
export function permitsAnswer(c: Candidate): Found {
  const rules = permitRules(c);
  if (rules.length > 0) return found(rules);
  return {
    known: false,
    answer: `No permit, booking or entry-fee rule in the data for ${c.name}: nothing here confirms or rules one out.`,
    source: '',
    as_of: null,
  };
}
