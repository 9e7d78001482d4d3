import type { ConditionClass, ReferencePriceCheck } from '../contracts/goods.js';
import type { ReferencePriceRecord } from '../contracts/goods-data.js';
import { referencePrices } from './data.js';
import { listingVocabulary } from './listing/vocabulary.js';
import { datasetRecords } from './dataset-records.js';
import { legoSetRecord } from './lego-records.js';
import { conditionFactor, keptShareNow } from './depreciation-curve.js';
import { namedTexts, otherSize } from './listing/match.js';
import { readListing, type ListingReading } from './listing/read.js';
import { round2 } from './stats.js';

/**
 * Documented reference prices (data/goods/reference-prices.json) for items often used as
 * scam bait. A listing matches a record by one of its model numbers, or by naming every
 * identity word of the record's title, with the record's variants ("iPhone 13 Pro" needs
 * "pro"), and with its generation ("AirPods Pro 2" and "AirPods Pro 2nd generation" are one
 * model); the most specific match wins, so "iPhone 13 Pro Max" is not read as "iPhone 13".
 * A variant word the record does not name makes another model: "MacBook Pro 14 M3 Pro" is not
 * the base "MacBook Pro M3", and without a record of its own it matches nothing rather than a
 * cheaper sibling; so does a generation numeral the record does not name ("Switch II" is not the
 * first Switch), and a year the listing states before the record's model went on sale. A listing that sells an accessory ("iPhone 13 case") matches nothing.
 * Records from the public dataset (dataset-records.ts) are one per storage configuration: the
 * listing's storage picks one, else the base configuration is priced. When two dataset models
 * fit equally well ("Galaxy Tab S8" named, with no record saying which of two it is), svc names
 * both and matches neither; a maker-cited record fitting as well wins. A LEGO set is found by LEGO
 * and its set number (lego-records.ts).
 */

interface Match {
  record: ReferencePriceRecord;
  by: 'model_number' | 'name';
  specificity: number;
  /** The listing names the record's model words but not its maker. */
  makerUnsaid: boolean;
  /** Where in the listing's identity the record's name begins (-1 for a model number). */
  at: number;
  /** The screen size the record's title states, if any. */
  inches: number | null;
}

let readings: Array<{ record: ReferencePriceRecord; reading: ListingReading }> | undefined;

/** Maker-cited records first, then the public dataset's (dataset-records.ts). */
const recordReadings = () =>
  (readings ??= [...referencePrices().records, ...datasetRecords()].map((record) => ({ record, reading: readListing(record.title, { vehicle: false }) })));

/** A dataset record matches on two named words at least: one code ("X8") names a climbing cam as well as a phone. */
const MIN_DATASET_WORDS = 2;

/**
 * A maker often goes unsaid ("Switch OLED", "A7 IV"): when a record names two words or more
 * besides its maker, the listing naming all of those is that record even without the maker.
 */
const MODEL_WORDS_IMPLYING_BRAND = 2;

const MEANINGFUL = new Set(['word', 'brand', 'number', 'code', 'variant']);

const variantCounts = (reading: ListingReading) => {
  const counts = new Map<string, number>();
  for (const t of reading.identity) if (t.kind === 'variant') counts.set(t.text, (counts.get(t.text) ?? 0) + 1);
  return counts;
};

/**
 * The listing and the record name the same variants, each as often ("MacBook Pro M3" has one
 * "pro", "MacBook Pro M3 Pro" two); a variant that is part of the record's name may go unsaid.
 */
const sameVariant = (subject: ListingReading, record: ListingReading, inName: readonly string[]) => {
  const named = variantCounts(record);
  const said = variantCounts(subject);
  const allowed = new Map(named);
  for (const text of inName) allowed.set(text, (allowed.get(text) ?? 0) + 1);
  return [...said].every(([text, n]) => n <= (allowed.get(text) ?? 0)) && [...named].every(([text, n]) => n <= (said.get(text) ?? 0));
};

/** Roman numerals named as words ("Player II", "Mark III"): each marks a generation of the model before it. */
const generationMarks = (reading: ListingReading) =>
  new Set(reading.identity.filter((t) => t.kind === 'word' && listingVocabulary().romanNumerals.has(t.text)).map((t) => t.text));

/** A generation the listing names and the record does not is another model ("Player II" is not the "Player" before it). */
const sameGeneration = (subject: ListingReading, record: ListingReading) => {
  const named = generationMarks(record);
  return [...generationMarks(subject)].every((mark) => named.has(mark));
};

/** The listing's year is before the record's model went on sale: it is an earlier generation of the name ("2019 Speedmaster" is not the 2021 model). */
const madeBefore = (subject: ListingReading, record: ReferencePriceRecord) =>
  subject.year !== null && record.released !== undefined && subject.year < Number(record.released.slice(0, 4));

/**
 * The listing puts a number of its own inside the record's name in place of a word of the name it
 * leaves out: it names another model ("Xbox One S" is not the "Xbox Series S", whose "Series" only
 * describes). A number after the name counts copies or extras ("Xbox Series X with 2 games"), and
 * one added inside a name said whole, in any of its spellings, is a size or the name's own number
 * ("MacBook Air 13 M2", "Galaxy Note 20 Ultra" for the "Galaxy Note20 Ultra").
 */
const numberInsteadOfName = (texts: ReadonlySet<string>, subject: ListingReading, record: ListingReading) => {
  if (record.identity.every((t) => texts.has(t.text))) return false;
  const own = new Set(record.identity.map((t) => t.text));
  const at = subject.identity.flatMap((t, k) => (own.has(t.text) ? [k] : []));
  return at.length >= 2 && subject.identity.some((t, k) => t.kind === 'number' && !own.has(t.text) && k > at[0]! && k < at[at.length - 1]!);
};

function matchOf(texts: ReadonlySet<string>, record: ReferencePriceRecord, reading: ListingReading, subject: ListingReading): Match | null {
  if (record.codes.some((code) => texts.has(code)))
    return { record, by: 'model_number', specificity: Number.MAX_SAFE_INTEGER, makerUnsaid: false, at: -1, inches: null };
  if (
    !sameVariant(subject, reading, record.variants_in_name ?? []) ||
    !sameGeneration(subject, reading) ||
    otherSize(subject, reading) ||
    numberInsteadOfName(texts, subject, reading) ||
    madeBefore(subject, record)
  )
    return null;
  const required = [
    ...reading.identity.filter((t) => MEANINGFUL.has(t.kind)).map((t) => t.text),
    ...(reading.generation === null ? [] : [String(reading.generation)]),
  ];
  if (required.length < (record.price_error_ln === undefined ? 1 : MIN_DATASET_WORDS)) return null;
  const model = reading.identity.filter((t) => t.kind === 'brand').length;
  const unsaid = required.filter((text) => !texts.has(text));
  const brandUnsaid = unsaid.length > 0 && unsaid.every((text) => reading.identity.some((t) => t.kind === 'brand' && t.text === text));
  if (unsaid.length > 0 && !(brandUnsaid && required.length - model >= MODEL_WORDS_IMPLYING_BRAND)) return null;
  const own = new Set(required);
  const at = subject.identity.findIndex((t) => own.has(t.text));
  return {
    record,
    by: 'name',
    specificity: required.length - unsaid.length,
    makerUnsaid: unsaid.length > 0,
    at: at < 0 ? Number.MAX_SAFE_INTEGER : at,
    inches: reading.screenInches,
  };
}

/** What the listing names against the records: the one it names, or the models it could equally be. */
export interface ReferenceLookup {
  match: Match | null;
  /** Two or more models fit the listing equally well: svc does not guess between them. */
  rivals: ReferencePriceRecord[];
}

const NO_LOOKUP: ReferenceLookup = { match: null, rivals: [] };

/**
 * The configuration of one model the listing names: its stated storage, else the base (smallest)
 * configuration, which the storage step or the caller then moves.
 */
function configurationOf(matches: Match[], storageGb: number | null): Match {
  const exact = matches.find((m) => m.record.storage_gb === storageGb);
  if (exact) return exact;
  return matches.reduce((a, b) => ((b.record.storage_gb ?? 0) < (a.record.storage_gb ?? 0) ? b : a));
}

/**
 * Of maker-cited records the listing fits equally well, those it names first: a title naming a
 * second model names what the seller would swap for ("Switch OLED, acepto cambio por Steam Deck").
 * Records named from the same word on are one name in two models ("MacBook Pro M1 Pro" with no
 * screen size is the 14-inch or the 16-inch), which svc does not guess between.
 */
const namedFirst = (cited: readonly Match[]) => {
  const at = Math.min(...cited.map((m) => m.at));
  return cited.filter((m) => m.at === at);
};

/**
 * Of records one name in two screen sizes, the one whose size the listing names as a bare number
 * ("MacBook Pro 14 M2 Pro": the reader takes a number without an inch mark for a model number).
 */
const sizedByNumber = (tied: readonly Match[], subject: ListingReading) => {
  const numbers = subject.identity.filter((t) => t.kind === 'number').map((t) => Number(t.text));
  const sized = tied.filter((m) => m.inches !== null && numbers.some((n) => Math.abs(n - m.inches!) <= 0.6));
  return new Set(sized.map((m) => m.record.title)).size === 1 ? sized : tied;
};

export function lookUpReference(subject: ListingReading): ReferenceLookup {
  if (subject.accessories.length > 0) return NO_LOOKUP;
  const set = legoSetRecord(subject);
  if (set) return { match: { record: set, by: 'model_number', specificity: Number.MAX_SAFE_INTEGER, makerUnsaid: false, at: -1, inches: null }, rivals: [] };
  const texts = new Set(namedTexts(subject));
  if (subject.generation !== null) texts.add(String(subject.generation));
  const matches: Match[] = [];
  for (const { record, reading } of recordReadings()) {
    const m = matchOf(texts, record, reading, subject);
    if (m) matches.push(m);
  }
  if (matches.length === 0) return NO_LOOKUP;
  const top = Math.max(...matches.map((m) => m.specificity));
  const best = matches.filter((m) => m.specificity === top);
  const byModel = (title: string) => best.filter((m) => m.record.title === title);
  const models = [...new Set(best.map((m) => m.record.title))];
  const cited = best.filter((m) => m.record.price_error_ln === undefined);
  if (models.length > 1 && cited.length === 0) {
    return { match: null, rivals: models.map((title) => configurationOf(byModel(title), subject.storageGb).record) };
  }
  const first = sizedByNumber(namedFirst(cited), subject);
  const firstModels = [...new Set(first.map((m) => m.record.title))];
  if (firstModels.length > 1) return { match: null, rivals: firstModels.map((title) => configurationOf(byModel(title), subject.storageGb).record) };
  if (first.length > 0) return { match: first.reduce((a, b) => (b.record.price_usd < a.record.price_usd ? b : a)), rivals: [] };
  return { match: configurationOf(best, subject.storageGb), rivals: [] };
}

/**
 * Dataset models whose names contain every word the title names besides its maker (`named`, as
 * the stated-model grammar reads them) and a number it does not: a title that names a family
 * ("Galaxy Tab", "Redmi Note") but no generation or model number could be any of them. Empty when
 * it names a word no such model has, or fewer than two models fit.
 */
export function familyMembers(named: readonly string[]): ReferencePriceRecord[] {
  const brands = listingVocabulary().brandWords;
  const words = named.filter((text) => !brands.has(text));
  if (words.length === 0) return [];
  const members = new Map<string, ReferencePriceRecord>();
  for (const { record, reading } of recordReadings()) {
    if (record.price_error_ln === undefined || members.has(record.title)) continue;
    const own = new Set(reading.identity.flatMap((t) => [t.text, /^[a-z]+/.exec(t.text)?.[0] ?? t.text]));
    if (words.every((text) => own.has(text)) && reading.identity.some((t) => !words.includes(t.text) && /\d/.test(t.text))) members.set(record.title, record);
  }
  return members.size > 1 ? [...members.values()] : [];
}

export const findReference = (subject: ListingReading): Match | null => lookUpReference(subject).match;

/**
 * The asked price against the matched reference; null when svc has no reference for the item. The
 * category's floor is scaled by the share a used one keeps at the model's age (its depreciation
 * curve): a seven-year-old phone at a fifth of its launch price is ordinary, a new one is not; and
 * by the stated condition's factor when it is under one: a cracked screen halves what a working
 * copy is worth.
 */
export function referenceCheck(subject: ListingReading, askedUsd: number, now: Date, condition: ConditionClass = 'unknown'): ReferencePriceCheck | null {
  const match = findReference(subject);
  if (!match) return null;
  const ratios = referencePrices().implausible_below_ratio;
  const categoryFloor = ratios[match.record.category];
  if (categoryFloor === undefined) return null;
  const worn = Math.min(1, conditionFactor(condition));
  const floor = round2(categoryFloor * keptShareNow(match.record, now) * worn);
  const ratio = askedUsd / match.record.price_usd;
  return {
    reference_id: match.record.id,
    item: match.record.item,
    price_usd: match.record.price_usd,
    price_kind: match.record.price_kind,
    basis: 'curated_baseline',
    source: match.record.source,
    ratio_to_reference: round2(ratio),
    implausible_below_ratio: floor,
    implausible: ratio < floor,
    matched_by: match.by,
  };
}
