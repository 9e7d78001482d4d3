import { foldName } from '../../../text/fold-name.js';
import { inArea as placeInArea, type PlacePoint } from '../calendars/area.js';
import type { Area } from '../calendars/types.js';
import { readTravelJson } from '../data-files.js';
import { entryFeeTable } from './entry-fees.js';

/**
 * General rules that answer a traveller's questions beside the candidates (data/travel/travel-rules.json,
 * each rule naming its source): flying or being treated with a stated health condition, a national
 * identity card as a travel document, one Schengen visa for the Schengen states, the countries a
 * rail pass covers, and the permits and government fees of protected treks and parks. A country or pair the file does not name gets no rule (null), never a guess.
 */
interface MedicalRecord {
  id: string;
  /** Health condition ids (health-conditions.json) the rule answers. */
  conditions: string[];
  /** Words of the medical question that call for the rule when no condition names it ("power wheelchair"). */
  asked?: string;
  /** The words that state its conditions (health-conditions.json) call for the rule too ("hemodialise"): one list serves the reader and the rule. */
  asked_by_condition_words?: boolean;
  /** The rule holds only inside (within) or outside (outside) a named area of codes. */
  within?: string;
  outside?: string;
  rule: string;
  source: string;
}
interface IdCardZone {
  id: string;
  name: string;
  members: string;
  also_accepted_in?: string;
  source: string;
}
interface PermitRecord {
  id: string;
  name: string;
  area: Area;
  rule: string;
  source: string;
}
interface RulesFile {
  as_of: string;
  permits: PermitRecord[];
  medical: MedicalRecord[];
  areas: Record<string, string>;
  id_cards: { words: string; zones: IdCardZone[]; refusals: Array<{ country: string; holders: string; rule: string; source: string }> };
  schengen_visa: { rule: string; source: string };
  rail_passes: {
    name: string;
    /** Words that ask about the pass. */
    asked: string;
    covers: string;
    no_railway: string;
    rule_covered: string;
    rule_not_covered: string;
    rule_no_railway: string;
    source: string;
  };
}

export interface TravelRule {
  text: string;
  source: string;
  as_of: string;
}

let file: RulesFile | undefined;
const rules = (): RulesFile => (file ??= readTravelJson<RulesFile>('travel-rules.json'));
let conditionWords: Map<string, string[]> | undefined;
/** The words that state a health condition, by its id (data/travel/health-conditions.json). */
const wordsOfCondition = (id: string): string[] =>
  (conditionWords ??= new Map(
    readTravelJson<{ conditions: Array<{ id: string; words: string }> }>('health-conditions.json').conditions.map((c) => [c.id, c.words.split('|')]),
  )).get(id) ?? [];
/** The words of the medical question that call for a rule: its own, and its conditions' where it says so. */
const askedWords = (m: MedicalRecord): string[] => [
  ...(m.asked ? m.asked.split('|') : []),
  ...(m.asked_by_condition_words ? m.conditions.flatMap(wordsOfCondition) : []),
];
const codes = (list: string | undefined): string[] => (list ?? '').split(' ').filter(Boolean);
const inArea = (area: string | undefined, country: string): boolean => area !== undefined && codes(rules().areas[area]).includes(country);
/** Comparable words: lower case, no accents, single spaces, padded so a phrase matches whole words only. */
const padded = (text: string): string => ` ${foldName(text)} `;
const names = (text: string, phrases: string | readonly string[]): boolean =>
  (typeof phrases === 'string' ? phrases.split('|') : phrases).some((p) => padded(text).includes(padded(p)));
const rule = (text: string, source: string): TravelRule => ({ text, source, as_of: rules().as_of });

/** The words of the medical rules' questions (for the reader's lexicon of asks). */
export function medicalAskWords(): string[] {
  return rules().medical.flatMap(askedWords);
}

/** The rules for travelling with these conditions (ids) or asked about in these words, at a country. */
export function medicalRules(conditions: readonly string[], asked: string, country: string, place: string): TravelRule[] {
  return rules()
    .medical.filter((m) => m.conditions.some((c) => conditions.includes(c)) || names(asked, askedWords(m)))
    .filter((m) => (m.within === undefined || inArea(m.within, country)) && (m.outside === undefined || !inArea(m.outside, country)))
    .map((m) => rule(m.rule.replaceAll('{place}', place), m.source));
}

/** Whether any condition id has a medical rule, so stating it is answered as a medical question. */
export function hasMedicalRule(conditions: readonly string[]): boolean {
  return rules().medical.some((m) => m.conditions.some((c) => conditions.includes(c)));
}

/** The words that name a national identity card in the six languages. */
export function idCardWords(): string[] {
  return rules().id_cards.words.split('|');
}

export const namesIdCard = (text: string): boolean => names(text, rules().id_cards.words);

/** Whether a national identity card of `holder` admits its bearer to `country`, by an agreement or a refusal the file names. */
export function idCardRule(holder: string, country: string, holderName: string, countryName: string): TravelRule | null {
  const { zones, refusals } = rules().id_cards;
  const refused = refusals.find((r) => r.country === country && codes(r.holders).includes(holder));
  if (refused) return rule(`An identity card of ${holderName} is not enough: ${refused.rule}.`, refused.source);
  const zone = zones.find((z) => codes(z.members).includes(holder) && (codes(z.members).includes(country) || codes(z.also_accepted_in).includes(country)));
  if (zone) return rule(`A valid identity card of ${holderName} is accepted instead of a passport in ${countryName} (${zone.name}).`, zone.source);
  return null;
}

/**
 * Whether the identity card of each stated nationality admits its bearer to `country`: the rule of each
 * holder the file covers; when it covers none, that whether the card is enough is not known from the data
 * (a missing agreement in the file is a gap, not a no), so check with the embassy.
 */
export function idCardRulesStated(holders: ReadonlyArray<{ code: string; name: string }>, country: string, countryName: string): TravelRule[] {
  const found = holders.map((h) => idCardRule(h.code, country, h.name, countryName)).filter((r): r is TravelRule => r !== null);
  if (found.length > 0) return found;
  const cards = holders.map((h) => h.name).join(' or ');
  return [
    rule(
      `Whether an identity card of ${cards} is enough in ${countryName} is not known from the data (it names no identity-card agreement for them): check with the embassy of ${countryName}.`,
      'data/travel/travel-rules.json (identity-card agreements)',
    ),
  ];
}

/**
 * Whose identity cards a country accepts, for a request that states no nationality: a card is
 * issued to a state's own nationals, and where the traveller lives says nothing of that.
 */
export function idCardRuleUnstated(country: string, countryName: string): TravelRule {
  const zones = rules().id_cards.zones.filter((z) => codes(z.members).includes(country) || codes(z.also_accepted_in).includes(country));
  const unstated = `Whether an identity card is enough in ${countryName} depends on the nationality on it, which the request does not state`;
  // A country that refuses the cards of a whole zone (the UK since 2021) answers the question for most visitors.
  const refusal = rules().id_cards.refusals.find((r) => r.country === country);
  if (zones.length === 0 && refusal) return rule(`${unstated}; ${refusal.rule}.`, refusal.source);
  if (zones.length === 0)
    return rule(
      `${unstated}; the data names no identity-card agreement covering ${countryName}, so it is not known from the data: check with the embassy of ${countryName}.`,
      'data/travel/travel-rules.json (identity-card agreements)',
    );
  return rule(`${unstated}: cards of the states in ${zones.map((z) => z.name).join(' or ')} are accepted there.`, zones.map((z) => z.source).join('; '));
}

/** One Schengen visa for several Schengen states, when the country is one. */
export function schengenVisaRule(country: string): TravelRule | null {
  const s = rules().schengen_visa;
  return inArea('SCHENGEN_AREA', country) ? rule(s.rule, s.source) : null;
}

/** The words that ask about a rail pass. */
export function railPassWords(): string[] {
  return rules().rail_passes.asked.split('|');
}

export const namesRailPass = (text: string): boolean => names(text, rules().rail_passes.asked);

/** Whether the rail pass covers the country, in words. */
export function railPassRule(country: string, countryName: string): TravelRule {
  const p = rules().rail_passes;
  const template = codes(p.covers).includes(country) ? p.rule_covered : codes(p.no_railway).includes(country) ? p.rule_no_railway : p.rule_not_covered;
  return rule(template.replaceAll('{country}', countryName).replaceAll('{pass}', p.name), p.source);
}

/** The permits or bookings a protected trek or park needs at the place, with the government entry fees due there. */
export function permitRules(place: PlacePoint): TravelRule[] {
  const permits = rules()
    .permits.filter((p) => placeInArea(p.area, place))
    .map((p) => rule(p.rule, p.source));
  const fees = entryFeeTable()
    .fees.filter((f) => placeInArea(f.area, place))
    .map((f) => ({ text: `${f.name}: USD ${f.adult_usd} per adult${f.per === 'night' ? ' per night' : ''}.`, source: f.source, as_of: f.as_of }));
  return [...permits, ...fees];
}
