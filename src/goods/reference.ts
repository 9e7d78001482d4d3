import type { ReferencePriceCheck } from '../contracts/goods.js';
import type { ReferencePriceRecord } from '../contracts/goods-data.js';
import { referencePrices } from './data.js';
import { keptShareNow } from './depreciation-curve.js';
import { namedTexts } from './listing/match.js';
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
 * cheaper sibling. A listing that sells an accessory ("iPhone 13 case") matches nothing.
 */

interface Match {
  record: ReferencePriceRecord;
  by: 'model_number' | 'name';
  specificity: number;
}

let readings: Array<{ record: ReferencePriceRecord; reading: ListingReading }> | undefined;

const recordReadings = () => (readings ??= referencePrices().records.map((record) => ({ record, reading: readListing(record.title, { vehicle: false }) })));

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

function matchOf(texts: ReadonlySet<string>, record: ReferencePriceRecord, reading: ListingReading, subject: ListingReading): Match | null {
  if (record.codes.some((code) => texts.has(code))) return { record, by: 'model_number', specificity: Number.MAX_SAFE_INTEGER };
  if (!sameVariant(subject, reading, record.variants_in_name ?? [])) return null;
  const required = [
    ...reading.identity.filter((t) => MEANINGFUL.has(t.kind)).map((t) => t.text),
    ...(reading.generation === null ? [] : [String(reading.generation)]),
  ];
  if (required.length === 0 || !required.every((text) => texts.has(text))) return null;
  return { record, by: 'name', specificity: required.length };
}

export function findReference(subject: ListingReading): Match | null {
  if (subject.accessories.length > 0) return null;
  const texts = new Set(namedTexts(subject));
  if (subject.generation !== null) texts.add(String(subject.generation));
  let best: Match | null = null;
  for (const { record, reading } of recordReadings()) {
    const m = matchOf(texts, record, reading, subject);
    if (m && (!best || m.specificity > best.specificity || (m.specificity === best.specificity && m.record.price_usd < best.record.price_usd))) best = m;
  }
  return best;
}

/**
 * The asked price against the matched reference; null when svc has no reference for the item. The
 * category's floor is scaled by the share a used one keeps at the model's age (its depreciation
 * curve): a seven-year-old phone at a fifth of its launch price is ordinary, a new one is not.
 */
export function referenceCheck(subject: ListingReading, askedUsd: number, now: Date): ReferencePriceCheck | null {
  const match = findReference(subject);
  if (!match) return null;
  const ratios = referencePrices().implausible_below_ratio;
  const categoryFloor = ratios[match.record.category];
  if (categoryFloor === undefined) return null;
  const floor = round2(categoryFloor * keptShareNow(match.record, now));
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
