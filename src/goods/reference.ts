import type { ReferencePriceCheck } from '../contracts/goods.js';
import type { ReferencePriceRecord } from '../contracts/goods-data.js';
import { referencePrices } from './data.js';
import { namedTexts } from './listing/match.js';
import { readListing, type ListingReading } from './listing/read.js';
import { round2 } from './stats.js';

/**
 * Documented reference prices (data/goods/reference-prices.json) for items often used as
 * scam bait. A listing matches a record by one of its model numbers, or by naming every
 * identity word of the record's title, with the record's variants ("iPhone 13 Pro" needs
 * "pro"), and with its generation ("AirPods Pro 2" and "AirPods Pro 2nd generation" are one
 * model); the most specific match wins, so "iPhone 13 Pro Max" is not read as "iPhone 13".
 * A listing that sells an accessory ("iPhone 13 case") matches nothing.
 */

interface Match {
  record: ReferencePriceRecord;
  by: 'model_number' | 'name';
  specificity: number;
}

let readings: Array<{ record: ReferencePriceRecord; reading: ListingReading }> | undefined;

const recordReadings = () => (readings ??= referencePrices().records.map((record) => ({ record, reading: readListing(record.title, { vehicle: false }) })));

const MEANINGFUL = new Set(['word', 'brand', 'number', 'code', 'variant']);

function matchOf(texts: ReadonlySet<string>, record: ReferencePriceRecord, reading: ListingReading): Match | null {
  if (record.codes.some((code) => texts.has(code))) return { record, by: 'model_number', specificity: Number.MAX_SAFE_INTEGER };
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
    const m = matchOf(texts, record, reading);
    if (m && (!best || m.specificity > best.specificity || (m.specificity === best.specificity && m.record.price_usd < best.record.price_usd))) best = m;
  }
  return best;
}

/** The asked price against the matched reference; null when svc has no reference for the item. */
export function referenceCheck(subject: ListingReading, askedUsd: number): ReferencePriceCheck | null {
  const match = findReference(subject);
  if (!match) return null;
  const ratios = referencePrices().implausible_below_ratio;
  const floor = ratios[match.record.category];
  if (floor === undefined) return null;
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
