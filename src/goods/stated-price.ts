import type { ConditionClass, ItemCategory, UsedPriceEstimate } from '../contracts/goods.js';
import { calibrationFor, fairRange } from './calibration.js';
import { depreciation } from './data.js';
import { ageYears, conditionedShare } from './depreciation-curve.js';
import type { StatedCost } from './listing/stated-cost.js';
import { usdPerUnit } from './price-level.js';
import { round2 } from './stats.js';

/**
 * The stated-price model (stated_price_curve_v1, data/goods/depreciation.json stated_cost): a used
 * price from what the listing itself says the item cost new and when (listing/stated-cost.ts). The
 * stated cost, converted to dollars at the ECB rate, x the share the curve of svc's item category
 * keeps since the purchase x the condition factor x the completeness factor, never above the cost
 * new. It acts only where the listing names its maker and model (a strong stated identity) and svc
 * has no documented record to price it by: a cost tied to a model a buyer can check, not to "a
 * grey sofa". The cost is the seller's word, so the fair band is wider than the record model's.
 */

export interface StatedPrice {
  estimate: UsedPriceEstimate | null;
  /** Why a cost the listing states gives no estimate; null when it gives one or states none. */
  why: string | null;
}

const NONE: StatedPrice = { estimate: null, why: null };
const NOT_STATED = 'Nor does the listing state what it cost new and when: svc cannot judge the price.';

export interface StatedPriceInput {
  stated: StatedCost | null;
  /** The listing names its maker and model (stated_model_v1). */
  identityStrong: boolean;
  category: ItemCategory;
  condition: ConditionClass;
  completeness: UsedPriceEstimate['completeness'];
  askedUsd: number;
  now: Date;
}

export function statedPriceEstimate({ stated, identityStrong, category, condition, completeness, askedUsd, now }: StatedPriceInput): StatedPrice {
  if (condition === 'for_parts') return NONE;
  if (!stated) return identityStrong ? { estimate: null, why: NOT_STATED } : NONE;
  const model = depreciation();
  const rules = model.stated_cost;
  const says = `The listing states what it cost new ("${stated.quote}")`;
  if (!identityStrong) return { estimate: null, why: `${says}, but names no maker and model to tie that cost to: no price from it.` };
  const fx = usdPerUnit(stated.currency);
  if (!fx) return { estimate: null, why: `${says}, but svc has no exchange rate for ${stated.currency}: no price from it.` };
  const costUsd = stated.amount * fx.usd;
  // An amount far under the asked price is what a part or a repair cost, not the item.
  if (costUsd < askedUsd * rules.min_share_of_asked) return { estimate: null, why: NOT_STATED };
  const curveId = rules.category_curves[category];
  const curve = curveId ? model.curves[curveId] : undefined;
  if (!curveId || !curve) return { estimate: null, why: `${says}, but svc has no depreciation curve for ${category}: no price from it.` };
  if (!stated.bought || !stated.dated) return { estimate: null, why: `${says}, but not when it was bought: no price from it.` };
  const age = ageYears(stated.bought, now);
  const { share, factor } = conditionedShare(curve, age, condition);
  const calibration = calibrationFor(curveId);
  const value = Math.min(costUsd, costUsd * share * factor * completeness.factor) * calibration.factor;
  return {
    why: null,
    estimate: {
      basis: 'model_estimate',
      model: rules.model,
      value_usd: Math.round(value),
      ...fairRange(value, calibration, Math.log(rules.spread)),
      calibration,
      retail_price_usd: Math.round(costUsd),
      retail_price_kind: 'seller_stated_price',
      retail_source: null,
      released: stated.bought,
      age_years: round2(age),
      curve: curveId,
      retained_share: round2(share),
      condition_factor: factor,
      completeness,
      stated_cost: {
        quote: stated.quote,
        amount: stated.amount,
        currency: stated.currency,
        usd_per_unit: Math.round(fx.usd * 10000) / 10000,
        dated_by: stated.dated,
      },
      storage_adjustment: null,
      vehicle: null,
      bicycle: null,
      price_level: null,
    },
  };
}
