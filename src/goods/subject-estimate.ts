import type { ItemCategory, ModelIdentity, UsedPriceEstimate } from '../contracts/goods.js';
import { bicycleEstimate } from './bicycle-price.js';
import { isTheftOrCounterfeitTarget } from './depreciation-curve.js';
import type { FittedInput, FittedRead } from './fitted-models.js';
import type { ItemUnderstanding } from './item.js';
import { readStatedCost } from './listing/stated-cost.js';
import { listingText } from './scam/rules.js';
import { statedPriceEstimate } from './stated-price.js';
import { modelIdentity, usedPriceEstimate } from './used-price.js';
import { vehicleEstimate } from './vehicle-price.js';

/** What the listed item should cost used, and which model svc took it for. */
export interface SubjectEstimate {
  estimate: UsedPriceEstimate | null;
  identity: ModelIdentity;
  /** A price far under the estimate is implausible for a genuine item of the kind. */
  theftOrCounterfeitTarget: boolean;
}

/**
 * The estimate from a documented record or a fitted model, else from the cost new the listing
 * states; the identity carries why a stated cost gave none.
 */
export function subjectEstimate(read: FittedInput, understanding: ItemUnderstanding, askedUsd: number): SubjectEstimate {
  const model = modelIdentity(understanding.reading, understanding.text, understanding.category);
  const fitted = fittedEstimate(read, understanding.category);
  const fromRecord = usedPriceEstimate(model, read.condition, read.now, read.country, read.completeness);
  const named = fitted?.identity ?? model.identity;
  // Only a documented model's estimate can make a price implausible: a stated cost is the seller's
  // word and may be another item's or a bundle's, so it informs the price verdict alone.
  const theftOrCounterfeitTarget = fromRecord ? isTheftOrCounterfeitTarget(fromRecord.curve) : (fitted?.estimate && fitted.theftOrCounterfeitTarget) === true;
  const documented = fromRecord ?? fitted?.estimate ?? null;
  if (documented) return { estimate: documented, identity: named, theftOrCounterfeitTarget };
  const fromStatedCost = statedPriceEstimate({
    stated: readStatedCost(listingText({ title: read.title, description: read.description }), read.country, read.now),
    identityStrong: named.strong,
    category: understanding.category,
    condition: read.condition,
    completeness: read.completeness,
    askedUsd,
    now: read.now,
  });
  const identity = fromStatedCost.why ? { ...named, reason: `${named.reason} ${fromStatedCost.why}` } : named;
  return { estimate: fromStatedCost.estimate, identity, theftOrCounterfeitTarget };
}

/**
 * A maker's name is often the only word of its kind in a title ("Volvo XC60 D4 2018", "YT Capra
 * 2019"), so a listing read as nothing in particular is tried on both fits, which then need the maker.
 */
function fittedEstimate(read: FittedInput, category: ItemCategory): FittedRead | null {
  if (category === 'vehicles') return vehicleEstimate(read, true);
  if (category === 'bikes') return bicycleEstimate(read);
  if (category === 'generic') return vehicleEstimate(read, false) ?? bicycleEstimate(read);
  return null;
}
