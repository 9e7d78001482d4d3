import type { ConditionClass, ItemCategory, ModelIdentity, UsedPriceEstimate } from '../contracts/goods.js';
import type { ReferencePriceRecord } from '../contracts/goods-data.js';
import { calibrationFor, fairRange } from './calibration.js';
import { noResaleValue } from './checks.js';
import { ageYears, conditionedShare, curveOf } from './depreciation-curve.js';
import { STATED_MODEL, statedModel } from './listing/identity.js';
import type { ListingReading } from './listing/read.js';
import { familyMembers, lookUpReference } from './reference.js';
import { priceLevelFor, type PriceLevel } from './price-level.js';
import { round2 } from './stats.js';
import { storageFactor, storageStepFor, type StorageStep } from './storage-step.js';

/**
 * The used-price model (used_price_curve_v1, data/goods/depreciation.json): what a used copy of
 * one exact model is worth without comparables. Retail price of the model (a documented record
 * with source and date) x the share its category keeps at the model's age x a condition factor.
 * The listing's identity is what its title states (listing/identity.ts); it prices only a model
 * a documented record names, so a stated model without a record, or anything vaguer, gets no
 * estimate and says why. Another storage configuration of a named model is priced from
 * the documented one with its curve's storage step (storage-step.ts) when that step is fitted;
 * otherwise it stays unpriced.
 */

export const USED_PRICE_MODEL = 'used_price_curve_v1';

/** How many of the models a vague listing could be are named in the reason. */
const RIVALS_NAMED = 4;

const NOTHING_MISSING: UsedPriceEstimate['completeness'] = { factor: 1, missing: [] };

export interface ModelRead {
  identity: ModelIdentity;
  record: ReferencePriceRecord | null;
  /** The listing's storage when it differs from the record's and the curve's storage step prices it. */
  otherStorage: { gb: number; step: StorageStep } | null;
}

export function modelIdentity(reading: ListingReading, title: string, category: ItemCategory): ModelRead {
  const notGoods = noResaleValue(category);
  if (notGoods) return { identity: { strong: false, record_id: null, reason: notGoods }, record: null, otherStorage: null };
  const stated = statedModel(reading, title, category);
  const lookup = lookUpReference(reading);
  const { match } = lookup;
  const rivals = match ? [] : lookup.rivals.length > 1 ? lookup.rivals : familyMembers(stated.named);
  if (rivals.length > 1) {
    const names = rivals.slice(0, RIVALS_NAMED).map((r) => r.item.split(',')[0]);
    const more = rivals.length > RIVALS_NAMED ? ` and ${rivals.length - RIVALS_NAMED} more` : '';
    const reason = `The listing fits ${rivals.length} models equally well (${names.join('; ')}${more}) and does not say which: no model price is given, as a wrong model's price is worse than none.`;
    return { identity: { strong: false, record_id: null, reason }, record: null, otherStorage: null };
  }
  if (!match) {
    const reason = stated.strong
      ? `The listing names its model (${stated.named.join(' ')}, ${STATED_MODEL}), but svc has no documented retail price for it: no model price is given, and the price is read against comparables of that model only.`
      : `The listing does not name an exact model (maker, line and model; it names ${stated.named.length > 0 ? stated.named.join(' ') : 'no maker or model'}, ${STATED_MODEL}): no model price is given.`;
    return { identity: { strong: stated.strong, record_id: null, reason }, record: null, otherStorage: null };
  }
  const { record } = match;
  const how =
    match.by === 'model_number'
      ? 'its model number'
      : match.makerUnsaid
        ? `every model word of "${record.title}" (its maker unsaid, as the model words name it)`
        : `every identifying word of "${record.title}"`;
  const unpriced = (reason: string): ModelRead => ({ identity: { strong: true, record_id: record.id, reason }, record: null, otherStorage: null });
  if (record.memory_gb !== undefined && reading.memoryGb !== null && reading.memoryGb !== record.memory_gb)
    return unpriced(
      `The listing names ${how} with ${reading.memoryGb}GB of memory, another configuration than the documented ${record.item} (${record.memory_gb}GB), and svc has no memory step: no model price is given.`,
    );
  const storage = record.storage_gb;
  if (storage === undefined || reading.storageGb === null || reading.storageGb === storage) {
    return { identity: { strong: true, record_id: record.id, reason: `The listing names ${how}: ${record.item}.` }, record, otherStorage: null };
  }
  const step = storageStepFor(record.curve);
  if (!step)
    return unpriced(
      `The listing names ${how} with ${reading.storageGb}GB, another configuration than the documented ${record.item} (${storage}GB), and svc has no storage step for its kind: no model price is given.`,
    );
  return {
    identity: {
      strong: true,
      record_id: record.id,
      reason: `The listing names ${how}: ${record.item}, in its ${reading.storageGb}GB configuration (the documented price is for ${storage}GB; the storage step moves it).`,
    },
    record,
    otherStorage: { gb: reading.storageGb, step },
  };
}

/** The storage step applied to a record's retail price, or null for the documented configuration. */
function storageAdjustment(record: ReferencePriceRecord, otherStorage: ModelRead['otherStorage']): UsedPriceEstimate['storage_adjustment'] {
  if (!otherStorage || record.storage_gb === undefined) return null;
  const { gb, step } = otherStorage;
  return {
    documented_storage_gb: record.storage_gb,
    listing_storage_gb: gb,
    factor: round2(storageFactor(step, record.storage_gb, gb)),
    log_price_per_doubling: round3(step.perDoubling),
    fitted_on_configurations: step.points,
    leave_one_out_rmse: round3(step.looRmse),
  };
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

export function levelOf(level: PriceLevel | null): UsedPriceEstimate['price_level'] {
  if (!level) return null;
  return {
    country: level.country,
    currency: level.currency,
    local_per_us_price: round3(level.localPerUsPrice),
    usd_per_unit: round3(level.usdPerUnit),
    rates_as_of: level.ratesAsOf,
    factor: round3(level.factor),
    basis: level.basis,
    fitted_on_items: level.pairs,
    leave_one_out_rmse: round3(level.looRmse),
  };
}

/**
 * The model's estimate for a record with a release month and a curve, at the price level of the
 * listing's country (US level when unknown); null for anything else or an item sold for parts.
 */
export function usedPriceEstimate(
  read: ModelRead,
  condition: ConditionClass,
  now: Date,
  country: string | null = null,
  completeness: UsedPriceEstimate['completeness'] = NOTHING_MISSING,
): UsedPriceEstimate | null {
  const { record } = read;
  const curve = curveOf(record);
  if (!record || !curve || !record.released || !record.curve || condition === 'for_parts') return null;
  const age = ageYears(record.released, now);
  const { used, share, factor } = conditionedShare(curve, age, condition);
  const adjustment = storageAdjustment(record, read.otherStorage);
  const retail = record.price_usd * (adjustment?.factor ?? 1);
  const cap = retail * Math.max(1, used);
  const level = priceLevelFor(country, record.curve);
  const calibration = calibrationFor(record.curve);
  const value = Math.min(cap, retail * share * factor * completeness.factor) * (level?.factor ?? 1) * calibration.factor;
  // A configuration priced by the storage step, a market priced by its level, or a price read from
  // a dataset is less certain than the maker-cited US configuration by the step's, the level's and
  // the dataset's own measured errors.
  const otherError = (read.otherStorage?.step.looRmse ?? 0) + (level?.looRmse ?? 0) + (record.price_error_ln ?? 0);
  return {
    basis: 'model_estimate',
    model: USED_PRICE_MODEL,
    value_usd: Math.round(value),
    ...fairRange(value, calibration, otherError),
    calibration,
    retail_price_usd: record.price_usd,
    retail_price_kind: record.price_kind,
    retail_source: record.source,
    released: record.released,
    age_years: round2(age),
    curve: record.curve,
    retained_share: round2(share),
    condition_factor: factor,
    completeness,
    stated_cost: null,
    storage_adjustment: adjustment,
    vehicle: null,
    bicycle: null,
    price_level: levelOf(level),
  };
}
