import type { ConditionClass, UsedPriceEstimate } from '../contracts/goods.js';
import type { BicyclePriceFile } from '../contracts/goods-data.js';
import { bicyclePrices } from './data.js';
import { ageYears, isTheftOrCounterfeitTarget } from './depreciation-curve.js';
import { fittedDetails, fittedEstimate, modelFinder, namedFittedModel, outsideFit, type FittedInput, type FittedRead } from './fitted-models.js';

/**
 * The used-bicycle model (used_bicycle_listings_v1, data/goods/bicycle-prices.json): a mountain
 * bike's used price fitted on a public dataset of private listings, from its maker, model family,
 * age and condition. A listing is priced only when it names a model the fit has seen and its model
 * year, and the model's maker: many models are named by ordinary words ("Line", "Stage", "Status",
 * "Following") that alone name nothing. A condition the listing does not state takes the dataset's
 * mix of grades. Anything vaguer gets no estimate and says what is missing.
 */

export const BICYCLE_CURVE = 'bicycle_listings';

type Model = BicyclePriceFile['models'][number];

const findModel = modelFinder(() => bicyclePrices().models, false);

/** The listing's bike priced by the fit; null when it names no model the fit has seen. */
export function bicycleEstimate(input: FittedInput): FittedRead | null {
  const named = namedFittedModel(findModel(input.reading, false), { id: 'bicycle', word: 'bicycle' });
  if ('read' in named) return named.read;
  const { model, name, identity } = named;
  const year = input.reading.year;
  const file = bicyclePrices();
  if (year === null)
    return { identity: identity(`The listing names the ${name}, but not its model year: no price from the used-bicycle fit.`), estimate: null };
  const age = ageYears(`${year}-01`, input.now);
  const outside = outsideFit(name, 'used-bicycle', input, age, file.max_age_years);
  if (outside) return { identity: identity(outside), estimate: null };
  return {
    identity: identity(`The listing names the ${name}, model year ${year}.`),
    estimate: estimateFor(model, year, age, input),
    // However it is priced, a bicycle is what the bicycle curve marks as often stolen.
    theftOrCounterfeitTarget: isTheftOrCounterfeitTarget('bicycle'),
  };
}

/** The dataset's grades: damage it prices as its "poor" grade, parts as an unknown grade. */
const FIT_CONDITION: Record<ConditionClass, keyof BicyclePriceFile['fit']['condition_effects']> = {
  new: 'new',
  like_new: 'like_new',
  used_good: 'used_good',
  used_fair: 'used_fair',
  damaged: 'used_fair',
  for_parts: 'unknown',
  unknown: 'unknown',
};

function estimateFor(model: Model, year: number, age: number, input: FittedInput): UsedPriceEstimate {
  const file = bicyclePrices();
  const { fit } = file;
  const condition = fit.condition_effects[FIT_CONDITION[input.condition]];
  const aged = fit.per_year * age;
  return {
    ...fittedEstimate(
      file,
      {
        curve: BICYCLE_CURVE,
        model,
        year,
        age,
        terms: aged + condition,
        kept: Math.exp(aged),
        conditionFactor: Math.exp(condition),
        levelled: false,
        usdPerUnit: 1,
      },
      input,
    ),
    vehicle: null,
    bicycle: { ...fittedDetails(file, model, year), condition_effect_ln: condition },
  };
}
