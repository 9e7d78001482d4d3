import type { UsedPriceEstimate } from '../contracts/goods.js';
import type { VehiclePriceFile } from '../contracts/goods-data.js';
import { vehiclePrices } from './data.js';
import { ageYears } from './depreciation-curve.js';
import { statedDistanceKm } from './listing/distance.js';
import { fittedDetails, fittedEstimate, modelFinder, namedFittedModel, outsideFit, type FittedInput, type FittedRead } from './fitted-models.js';

/**
 * The used-vehicle model (used_vehicle_listings_v1, data/goods/vehicle-prices.json): a car's used
 * price fitted on a public dataset of used-car listings, from its maker, model family, age and
 * mileage. A listing is priced only when it names a model the fit has seen (the maker may go
 * unsaid when the model's name is the maker's alone, never when it is a bare number such as
 * "911" or "1500"), its model year and its mileage; anything vaguer gets no estimate and says why.
 * The fit's own leave-one-out error for that model is the estimate's error until expert cases
 * measure the kind (calibration.ts), as it says how far the fit runs from real listings' prices.
 */

export const VEHICLE_CURVE = 'vehicle_listings';
const KM_PER_MILE = 1.609344;

type Model = VehiclePriceFile['models'][number];

const findModel = modelFinder(() => vehiclePrices().models, true);

/**
 * The listing's car priced by the fit; null when it names no model the fit has seen. A listing
 * read as something else than a car must name the maker.
 */
export function vehicleEstimate(input: FittedInput, makerMayGoUnsaid: boolean): FittedRead | null {
  const named = namedFittedModel(findModel(input.reading, makerMayGoUnsaid), { id: 'vehicle', word: 'car' });
  if ('read' in named) return named.read;
  const { model, name, identity } = named;
  const year = input.reading.year;
  const km = statedDistanceKm(input.title) ?? (input.description === null ? null : statedDistanceKm(input.description));
  if (year === null || km === null)
    return {
      identity: identity(`The listing names the ${name}, but not its ${year === null ? 'model year' : 'mileage'}: no price from the used-vehicle fit.`),
      estimate: null,
    };
  const file = vehiclePrices();
  const age = ageYears(`${year}-01`, input.now);
  const outside = outsideFit(name, 'used-vehicle', input, age, file.max_age_years);
  if (outside) return { identity: identity(outside), estimate: null };
  return {
    identity: identity(`The listing names the ${name}, model year ${year}, ${Math.round(km)} km.`),
    estimate: estimateFor(model, year, km, age, input),
  };
}

function estimateFor(model: Model, year: number, km: number, age: number, input: FittedInput): UsedPriceEstimate {
  const file = vehiclePrices();
  const { fit } = file;
  const terms = fit.per_year * age + fit.per_ln_mileage * Math.log(1 + km / KM_PER_MILE / fit.mileage_scale_miles);
  return {
    ...fittedEstimate(file, { curve: VEHICLE_CURVE, model, year, age, terms, kept: Math.exp(terms), conditionFactor: 1, levelled: true }, input),
    vehicle: { ...fittedDetails(file, model, year), mileage_km: Math.round(km) },
    bicycle: null,
  };
}
