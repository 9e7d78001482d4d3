import type { EntryRequirement, TravelWarning } from '../../../contracts/travel.js';
import { airportByIata } from '../../geo/airports.js';
import { SCHENGEN_AREA } from '../../knowledge/models/transfer.js';
import { schengenVisaRule } from '../../knowledge/models/travel-rules.js';
import { countsAsHeld, heldVisaAsOf, heldVisaExemption } from '../../knowledge/models/held-visa.js';
import { entryRequirement, passportOf } from '../../knowledge/models/visa-rules.js';
import type { Ranked } from '../rank/ranked.js';
import type { Trip } from '../trip.js';
import { countryName, wholeSentences } from '../text.js';
import { withEntryDocuments } from './entry-documents.js';

/**
 * The entry requirement for the traveller's passport at a candidate's country. A trip within the
 * country it starts in crosses no border: whatever the passport, the traveller is already admitted
 * there (a citizen, a resident on a permit, a visitor on the visa held), so it is own_country. Else a
 * passport the request states is used (of several, the one with the easiest entry there). Without
 * one the requirement is unknown, never assumed: where people live says nothing of the passport they
 * hold (a Chinese citizen living in Düsseldorf), so the statement says the rule depends on it and,
 * as a condition, what the origin country's passport would need.
 */

const VERIFY = 'Verify with official sources.';
/** The longest warning message (the contract's limit). */
const WARNING_MAX = 500;
const SEVERITY_RANK: Record<TravelWarning['severity'], number> = { serious: 0, caution: 1, info: 2 };
/** The most warnings a result carries (the contract's limit). */
const MAX_WARNINGS = 20;

function ruleWords(e: Pick<EntryRequirement, 'requirement' | 'visa_free_days'>, holders: string): string {
  switch (e.requirement) {
    case 'own_country':
      return `${holders} need no visa in their own country`;
    case 'visa_free':
      return e.visa_free_days ? `${holders} need no visa for stays up to ${e.visa_free_days} days` : `${holders} need no visa`;
    case 'visa_on_arrival':
      return `${holders} get a visa on arrival (usually for a fee)`;
    case 'eta':
      return `${holders} need an electronic travel authorisation (ETA/ESTA/eTA), approved before travel`;
    case 'e_visa':
      return `${holders} need an e-visa, applied for online before travel`;
    case 'visa_required':
      return `${holders} need a visa, obtained before travel`;
    case 'no_admission':
      return `${holders} are refused admission`;
    case 'unknown':
      return `the data has no entry rule for ${holders}`;
  }
}

/** Requirements from the easiest entry to the hardest; with several passports the traveller uses the easiest. */
const EASE: readonly EntryRequirement['requirement'][] = [
  'own_country',
  'visa_free',
  'visa_on_arrival',
  'eta',
  'e_visa',
  'visa_required',
  'no_admission',
  'unknown',
];
const easier = (a: Rule, b: Rule) =>
  EASE.indexOf(a.requirement) - EASE.indexOf(b.requirement) || (b.days ?? Number.MAX_SAFE_INTEGER) - (a.days ?? Number.MAX_SAFE_INTEGER);

type Rule = ReturnType<typeof entryRequirement> & { passport: string };

/** A rule of the data in words; a pair the data has not settled says so rather than either of its answers. */
const UNSETTLED_HISTORY =
  "the Passport Index dataset's updates since 2023 went from a visa on arrival or visa-free stay to a visa required before travel and back";

function dataRuleWords(rule: ReturnType<typeof entryRequirement>, holders: string): string {
  if (rule.unsettled) return `the data has not settled what ${holders} need: ${UNSETTLED_HISTORY}`;
  return ruleWords({ requirement: rule.requirement, visa_free_days: rule.days ?? null }, holders);
}

/** What holders of a passport need to enter a country, in words, from the data ("South Africa passport holders need no visa ..."). */
export function passportRuleWords(passport: string, country: string): string {
  return dataRuleWords(entryRequirement(passport, country), `${countryName(passport)} passport holders`);
}

/**
 * What the stated passport needs at a country, in words, led by the passport ("Japan passport holders
 * need no visa for stays up to 90 days"); a rule the data does not know or has not settled is said to
 * be so for that passport. Null when no passport is stated.
 */
export function statedRuleWords(e: EntryRequirement, country: string): string | null {
  if (e.passport_basis !== 'stated' || e.passport === null) return null;
  const holders = `${countryName(e.passport)} passport holders`;
  if (e.requirement !== 'unknown') return ruleWords(e, holders);
  return entryRequirement(e.passport, country).unsettled
    ? `${holders}' entry rule is not settled in the data: ${UNSETTLED_HISTORY}`
    : `${holders}' entry rule is not known: the data has none for ${countryName(country)}`;
}

/** Requirements that ask something of the traveller before departure. */
const BEFORE_TRAVEL: ReadonlySet<EntryRequirement['requirement']> = new Set(['eta', 'e_visa', 'visa_required', 'no_admission']);

/**
 * How much entry rules matter for this stay. A stated passport decides the rule, so the words say
 * what it needs rather than that rules depend on nationality; without one they say that it does.
 */
export function entryRelevance(e: EntryRequirement, trip: Trip, country: string): string {
  if (trip.days > 30 || trip.remote_work) return 'High: long stays and remote work are where entry rules most often bite.';
  const visit = `${trip.days_known ? '' : 'assumed '}${trip.days}-day visit`;
  const rule = statedRuleWords(e, country);
  if (rule === null) return `Routine for a ${visit}, but rules depend on nationality and the request states no passport.`;
  if (e.requirement === 'unknown') return `To settle before travel for a ${visit}: the data does not say what the stated passport needs here.`;
  return BEFORE_TRAVEL.has(e.requirement) ? `To settle before travel for a ${visit}: ${rule}.` : `Routine for a ${visit}: ${rule}.`;
}

function statement(place: string, rule: Rule, basis: string, held: HeldVisa | null): string {
  return `${place}: ${dataRuleWords(rule, `${countryName(rule.passport)} passport holders`)} (data of ${rule.as_of}).${held?.words ?? ''} ${basis}`;
}

/** A held document's country in words: "a Schengen state" for the area. */
const heldName = (code: string): string => (code === 'SCHENGEN' ? 'a Schengen state' : countryName(code));

interface HeldVisa {
  /** A sentence to add to the rule, with a leading space. */
  words: string;
  /** Who says so, to add to the rule's source. */
  source: string;
}

/**
 * The condition under which a passport that needs a visa here needs none (a visa or residence held
 * for another country, entry-held-visa.json). The documents are the traveller's to check, so it is
 * said as a condition, with a note when the trip starts in a country whose visa or residence counts.
 * Null when the rule asks no visa or the data has no such entry.
 */
function heldVisa(country: string, requirement: EntryRequirement['requirement'], originCountry: string | null): HeldVisa | null {
  const x = requirement === 'visa_required' || requirement === 'e_visa' ? heldVisaExemption(country) : undefined;
  if (!x) return null;
  const from = x.held.map(heldName);
  const list = from.length > 1 ? `${from.slice(0, -1).join(', ')} or ${from.at(-1)}` : from.join('');
  const residence = x.also_residence.length ? ` (or permanent residence in ${x.also_residence.map(countryName).join(', ')})` : '';
  const starts = originCountry && countsAsHeld(x, originCountry) ? ` Starting from ${countryName(originCountry)}, check whether yours counts.` : '';
  return {
    words: ` No visa is needed, though, for up to ${x.days} days with a valid ${x.documents} of ${list}${residence}.${starts}`,
    source: `held visa or residence: ${x.source.split(':')[0]}, ${heldVisaAsOf()}`,
  };
}

/** The rule's source, with the held-visa entry's when its condition is stated. */
const withHeldSource = (source: string, held: HeldVisa | null): string => (held ? `${source}; ${held.source}` : source);

/** A requirement in a few words, for the other passports of a party. */
const SHORT: Record<EntryRequirement['requirement'], string> = {
  own_country: 'own country',
  visa_free: 'no visa',
  visa_on_arrival: 'visa on arrival',
  eta: 'travel authorisation before travel',
  e_visa: 'e-visa before travel',
  visa_required: 'visa before travel',
  no_admission: 'refused admission',
  unknown: 'no rule in the data',
};

/**
 * Where the passport came from, in words, for the statement and the warnings. With several stated
 * passports the reader cannot tell one traveller holding them all (who uses the easiest) from a party
 * of several nationalities (each needs what their own passport needs), so every passport's rule is said.
 */
function basisWords(trip: Trip, rule: Rule, rules: readonly Rule[]): string {
  if (trip.passports.length === 1) return 'Passport as stated in the request.';
  const others = rules.filter((r) => r !== rule).map((r) => `${countryName(r.passport)}: ${SHORT[r.requirement]}${r.days ? ` (${r.days} days)` : ''}`);
  return `Of the stated passports, the ${countryName(rule.passport)} one has the easiest entry here; each traveller needs what their own passport needs (${others.join('; ')}).`;
}

export function entryFor(r: Ranked, trip: Trip): EntryRequirement {
  return entryAt(r.candidate.country, trip);
}

/**
 * No passport stated: the requirement is unknown. The statement says so and, for a known origin,
 * what holders of that country's passport would need, as a condition, not as the traveller's rule.
 */
function unstatedPassport(place: string, country: string, originCountry: string | null): EntryRequirement {
  const unknown = { passport: null, passport_basis: 'none', requirement: 'unknown', visa_free_days: null } as const;
  if (!originCountry)
    return {
      ...unknown,
      statement: `Entry requirement unknown: the request states no passport, and rules differ by nationality. Check what your passport needs for ${place}.`,
      source: 'none',
      as_of: null,
    };
  const passport = passportOf(originCountry);
  const rule = entryRequirement(passport, country);
  const words = ruleWords({ requirement: rule.requirement, visa_free_days: rule.days ?? null }, `${countryName(passport)} passport holders`);
  const held = heldVisa(country, rule.requirement, originCountry);
  return {
    ...unknown,
    statement: `${place}: what you need depends on your passport, which the request does not state (living in ${countryName(originCountry)} says nothing of it). If it is a ${countryName(passport)} passport: ${words} (data of ${rule.as_of}); other passports need other things.${held?.words ?? ''} Say which passport you travel on.`,
    source: withHeldSource(rule.source, held),
    as_of: rule.as_of,
  };
}

/** The country of the origin airport, or null without one. */
export const originCountryOf = (trip: Trip): string | null => (trip.origin ? (airportByIata(trip.origin)?.country ?? null) : null);

/** The entry requirement of the traveller's stated passport at a country (ISO 3166-1 alpha-2). */
export function entryAt(country: string, trip: Trip): EntryRequirement {
  const place = countryName(country);
  const originCountry = originCountryOf(trip);
  if (originCountry === country) return domesticEntry(place, country, trip);
  if (trip.passports.length === 0) {
    const passport = originCountry ? passportOf(originCountry) : null;
    return withEntryDocuments(
      unstatedPassport(place, country, originCountry),
      country,
      passport,
      passport ? entryRequirement(passport, country).requirement : 'unknown',
    );
  }
  const rules = trip.passports.map((p): Rule => ({ ...entryRequirement(p, country), passport: p })).sort(easier);
  const rule = rules[0] as Rule;
  const held = heldVisa(country, rule.requirement, originCountry);
  return withEntryDocuments(statedEntry(place, rule, basisWords(trip, rule, rules), held), country, rule.passport, rule.requirement);
}

function statedEntry(place: string, rule: Rule, basis: string, held: HeldVisa | null): EntryRequirement {
  return {
    passport: rule.passport,
    passport_basis: 'stated',
    requirement: rule.requirement,
    visa_free_days: rule.days ?? null,
    statement: statement(place, rule, basis, held),
    source: withHeldSource(rule.source, held),
    as_of: rule.as_of,
  };
}

/**
 * What a stop on the way in another country asks of the traveller's passport. Between two Schengen
 * states there is no border check: the destination's Schengen visa or visa-free stay covers the stop.
 * Else by land the stop is a border crossed, so its entry rule applies; by air the entry rule applies
 * when the connection leaves the airport (a change of airport, checked bags, a night), and the data
 * holds no airside transit rules, which the statement says. Without a stated passport the origin's
 * is read as a condition, and the answer is not known. Null when the stop is in the origin's country,
 * or neither a passport nor an origin is known.
 */
export function transitStatement(
  country: string,
  destination: string,
  trip: Trip,
): { statement: string; source: string; as_of: string | null; known: boolean } | null {
  const originCountry = originCountryOf(trip);
  if (country === originCountry) return null;
  const passports = trip.passports.length > 0 ? trip.passports : originCountry ? [passportOf(originCountry)] : [];
  if (passports.length === 0) return null;
  const known = trip.passports.length > 0;
  const rule = entryRequirement(passports[0] as string, country);
  const place = countryName(country);
  const schengen = SCHENGEN_AREA.has(country) ? schengenVisaRule(destination) : null;
  if (schengen)
    return {
      statement: `${place} and ${countryName(destination)} are both in the Schengen area: what ${countryName(destination)} asks of your passport (one Schengen visa, or the visa-free stay) covers ${place} too.`,
      source: schengen.source,
      as_of: schengen.as_of,
      known,
    };
  const rules = `${passports.map((p) => passportRuleWords(p, country)).join('; ')}${known ? '' : ' if that is your passport'}`;
  const statement = trip.overland
    ? `Crossing ${place} overland: entering it at the border: ${rules}.`
    : `Connecting in ${place}: leaving the airport there is entering it: ${rules}. Airside transit rules are not in the data: check with the airline.`;
  return { statement, source: rule.source, as_of: rule.as_of, known };
}

/** A trip that starts in the country it visits: no border, so no visa, whatever the passport. */
function domesticEntry(place: string, country: string, trip: Trip): EntryRequirement {
  const stated = trip.passports.length > 0;
  return {
    passport: stated ? (trip.passports[0] as string) : null,
    passport_basis: stated ? 'stated' : 'none',
    requirement: 'own_country',
    visa_free_days: null,
    statement: `${place}: the trip starts in ${place} (${trip.origin}) and crosses no border, so no visa is needed, whatever the passport: a citizen, a resident on a permit or a visitor on the visa already held is admitted there.`,
    source: 'no border crossed between the origin and the place (origin airport country)',
    as_of: null,
  };
}

/** The warning an entry requirement raises for this trip, if any: a visa, ETA or e-visa to obtain, admission refused, or a stay longer than the visa-free days. */
export function entryWarning(e: EntryRequirement, trip: Trip, place: string): TravelWarning | null {
  // The documents beside the rule stay in entry_requirement.documents: the warning, repeated on every result of the country, keeps to the rule.
  const warn = (code: string, severity: TravelWarning['severity'], message: string): TravelWarning => ({
    code,
    severity,
    message: `${wholeSentences(message, WARNING_MAX - VERIFY.length - 1)} ${VERIFY}`,
    source: e.source,
    as_of: e.as_of,
  });
  switch (e.requirement) {
    case 'visa_required':
      return warn('visa_required', 'serious', e.statement);
    case 'no_admission':
      return warn('entry_refused', 'serious', e.statement);
    case 'unknown':
      return e.passport_basis === 'stated' ? warn('entry_rule_unknown', 'caution', `${e.statement} Check what your passport needs before booking.`) : null;
    case 'e_visa':
    case 'eta':
      return warn('entry_authorisation_required', 'caution', e.statement);
    case 'visa_free':
      return e.visa_free_days && trip.days_known && trip.days > e.visa_free_days
        ? warn(
            'stay_exceeds_visa_free_days',
            'caution',
            `The ${trip.days}-day stay is longer than the ${e.visa_free_days} visa-free days ${e.passport ? `${countryName(e.passport)} passport holders get` : 'the data gives'} in ${place} (data of ${e.as_of}; passport as stated).`,
          )
        : null;
    default:
      return null;
  }
}

/** A result's warnings with more among them, most severe first, within the contract's limit. */
export function withWarnings(warnings: TravelWarning[], more: readonly TravelWarning[]): TravelWarning[] {
  if (more.length === 0) return warnings;
  return [...more, ...warnings].sort((a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity]).slice(0, MAX_WARNINGS);
}

/** A result's warnings with the entry warning among them, most severe first. */
export function withEntryWarning(warnings: TravelWarning[], r: Ranked, trip: Trip): TravelWarning[] {
  const entry = entryWarning(entryFor(r, trip), trip, countryName(r.candidate.country));
  return withWarnings(warnings, entry ? [entry] : []);
}
