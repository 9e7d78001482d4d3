import type { UsedPriceEstimate } from '../contracts/goods.js';
import type { VehiclePriceFile } from '../contracts/goods-data.js';
import { depreciation, europeanVehiclePrices, vehiclePrices } from './data.js';
import { ageYears } from './depreciation-curve.js';
import { statedDistanceKm } from './listing/distance.js';
import { fittedDetails, fittedEstimate, modelFinder, namedFittedModel, outsideFit, type FittedInput, type FittedRead } from './fitted-models.js';
import { usdPerUnit } from './price-level.js';

/**
 * The used-vehicle model (used_vehicle_listings_v1): a car's used price fitted on a public dataset
 * of used-car listings, from its maker, model family, age and mileage. Two fits: US dealer listings
 * (data/goods/vehicle-prices.json, dollars) and German listings (data/goods/european-vehicle-prices.json,
 * euros), which name the models and makers Europe buys ("Octavia", "308", "320" for a 320d).
 * A listing in the euro area is tried on the German fit first, any other on the US fit first; the
 * second fit is tried only when the first names no model. A listing is priced only when it names a
 * model the fit has seen (the maker may go unsaid when the model's name is the maker's alone, never
 * when it is a bare number such as "911", "308" or "1500"), its model year and its mileage; anything
 * vaguer gets no estimate and says why. The fit's own leave-one-out error for that model is the
 * estimate's error until expert cases measure the kind (calibration.ts), as it says how far the fit
 * runs from real listings' prices.
 */

const KM_PER_MILE = 1.609344;

type Model = VehiclePriceFile['models'][number];

interface VehicleFit {
  file: () => VehiclePriceFile;
  /** The calibration kind of its estimates (used-price-calibration.json). */
  curve: string;
  find: ReturnType<typeof modelFinder<Model>>;
  /** US listings are moved to the listing's market by its price level; the German fit is the euro market's own. */
  levelled: boolean;
}

const US_FIT: VehicleFit = { file: vehiclePrices, curve: 'vehicle_listings', find: modelFinder(() => vehiclePrices().models, true), levelled: true };
const EUROPEAN_FIT: VehicleFit = {
  file: europeanVehiclePrices,
  curve: 'european_vehicle_listings',
  find: modelFinder(() => europeanVehiclePrices().models, true),
  levelled: false,
};

const inEuroArea = (country: string | null) => country !== null && (depreciation().price_level_markets['EUR'] ?? []).includes(country);

/**
 * The listing's car priced by the fit of its market, or by the other when that one names no model;
 * null when neither does. A listing read as something else than a car must name the maker.
 */
export function vehicleEstimate(input: FittedInput, makerMayGoUnsaid: boolean): FittedRead | null {
  const fits = inEuroArea(input.country) ? [EUROPEAN_FIT, US_FIT] : [US_FIT, EUROPEAN_FIT];
  for (const fit of fits) {
    const read = estimateOn(fit, input, makerMayGoUnsaid);
    if (read) return read;
  }
  return null;
}

function estimateOn(fit: VehicleFit, input: FittedInput, makerMayGoUnsaid: boolean): FittedRead | null {
  const named = namedFittedModel(fit.find(input.reading, makerMayGoUnsaid), { id: 'vehicle', word: 'car' });
  if ('read' in named) return named.read;
  const { model, name, identity } = named;
  const year = input.reading.year;
  const km = statedDistanceKm(input.title) ?? (input.description === null ? null : statedDistanceKm(input.description));
  if (year === null || km === null)
    return {
      identity: identity(`The listing names the ${name}, but not its ${year === null ? 'model year' : 'mileage'}: no price from the used-vehicle fit.`),
      estimate: null,
    };
  const file = fit.file();
  const age = ageYears(`${year}-01`, input.now);
  const outside = outsideFit(name, 'used-vehicle', input, age, file.max_age_years);
  if (outside) return { identity: identity(outside), estimate: null };
  return {
    identity: identity(`The listing names the ${name}, model year ${year}, ${Math.round(km)} km.`),
    estimate: estimateFor(fit, model, year, km, age, input),
  };
}

function estimateFor(fit: VehicleFit, model: Model, year: number, km: number, age: number, input: FittedInput): UsedPriceEstimate {
  const file = fit.file();
  const { per_year, per_ln_mileage, mileage_scale_miles } = file.fit;
  const terms = per_year * age + per_ln_mileage * Math.log(1 + km / KM_PER_MILE / mileage_scale_miles);
  const usdPer = file.currency === 'USD' ? 1 : usdPerUnit(file.currency)?.usd;
  if (usdPer === undefined) throw new Error(`no reference rate for ${file.currency}, the currency of a vehicle fit`);
  return {
    ...fittedEstimate(
      file,
      { curve: fit.curve, model, year, age, terms, kept: Math.exp(terms), conditionFactor: 1, levelled: fit.levelled, usdPerUnit: usdPer },
      input,
    ),
    vehicle: { ...fittedDetails(file, model, year), mileage_km: Math.round(km) },
    bicycle: null,
  };
}
