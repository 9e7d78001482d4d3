import type { ConditionClass, ModelIdentity, UsedPriceEstimate } from '../contracts/goods.js';
import type { DepreciationCurve, ReferencePriceRecord } from '../contracts/goods-data.js';
import { depreciation } from './data.js';
import type { ListingReading } from './listing/read.js';
import { findReference } from './reference.js';
import { round2 } from './stats.js';

/**
 * The used-price model (used_price_curve_v1, data/goods/depreciation.json): what a used copy of
 * one exact model is worth without comparables. Retail price of the model (a documented record
 * with source and date) x the share its category keeps at the model's age x a condition factor.
 * It prices only a model svc can name (maker, line and model, from a record); anything vaguer
 * gets no estimate and says why.
 */

export const USED_PRICE_MODEL = 'used_price_curve_v1';

const MS_PER_YEAR = 365.25 * 24 * 3600 * 1000;

export interface ModelRead {
  identity: ModelIdentity;
  record: ReferencePriceRecord | null;
}

export function modelIdentity(reading: ListingReading): ModelRead {
  const match = findReference(reading);
  if (!match) {
    return {
      identity: {
        strong: false,
        record_id: null,
        reason: 'svc cannot name the exact model (maker, line and model) from the listing: no documented record matches it, so no model price is given.',
      },
      record: null,
    };
  }
  const storage = match.record.storage_gb;
  if (storage !== undefined && reading.storageGb !== null && reading.storageGb !== storage) {
    return {
      identity: {
        strong: false,
        record_id: match.record.id,
        reason: `The listing's ${reading.storageGb}GB is another configuration than the documented ${match.record.item} (${storage}GB): svc has no price for it, so no model price is given.`,
      },
      record: null,
    };
  }
  const how = match.by === 'model_number' ? 'its model number' : `every identifying word of "${match.record.title}"`;
  return { identity: { strong: true, record_id: match.record.id, reason: `The listing names ${how}: ${match.record.item}.` }, record: match.record };
}

/** Share kept at `age` years: linear between the curve's points, flat before the first and after the last. */
export function retainedShare(curve: DepreciationCurve, age: number): number {
  const points = curve.points;
  const first = points[0] as [number, number];
  if (age <= first[0]) return first[1];
  for (let i = 1; i < points.length; i += 1) {
    const [a0, s0] = points[i - 1] as [number, number];
    const [a1, s1] = points[i] as [number, number];
    if (age <= a1) return s0 + ((s1 - s0) * (age - a0)) / (a1 - a0);
  }
  return (points.at(-1) as [number, number])[1];
}

export const curveOf = (record: ReferencePriceRecord | null): DepreciationCurve | null =>
  record?.curve ? (depreciation().curves[record.curve] ?? null) : null;

/** The model's estimate for a record with a release month and a curve; null for anything else or an item sold for parts. */
export function usedPriceEstimate(record: ReferencePriceRecord | null, condition: ConditionClass, now: Date): UsedPriceEstimate | null {
  const curve = curveOf(record);
  if (!record || !curve || !record.released || !record.curve || condition === 'for_parts') return null;
  const model = depreciation();
  const age = Math.max(0, (now.getTime() - Date.parse(`${record.released}-01T00:00:00Z`)) / MS_PER_YEAR);
  const used = retainedShare(curve, age);
  const share = condition === 'new' ? 1 - (1 - used) * model.new_unused_loss_share : used;
  const factor = condition === 'new' ? 1 : (model.condition_factors[condition] ?? 1);
  const cap = record.price_usd * Math.max(1, used);
  const value = Math.min(cap, record.price_usd * share * factor);
  return {
    basis: 'model_estimate',
    model: USED_PRICE_MODEL,
    value_usd: Math.round(value),
    low_usd: Math.round(value * model.fair_band.low),
    high_usd: Math.round(value * model.fair_band.high),
    retail_price_usd: record.price_usd,
    retail_price_kind: record.price_kind,
    retail_source: record.source,
    released: record.released,
    age_years: round2(age),
    curve: record.curve,
    retained_share: round2(share),
    condition_factor: factor,
  };
}
