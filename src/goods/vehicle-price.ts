import type { ConditionClass, ModelIdentity, UsedPriceEstimate } from '../contracts/goods.js';
import type { VehiclePriceFile } from '../contracts/goods-data.js';
import { calibrationFor, fairRange } from './calibration.js';
import { vehiclePrices } from './data.js';
import { ageYears } from './depreciation-curve.js';
import { statedDistanceKm } from './listing/distance.js';
import { namedTexts } from './listing/match.js';
import { readListing, type ListingReading } from './listing/read.js';
import { pinnedSource } from './pinned-source.js';
import { priceLevelFor } from './price-level.js';
import { round2 } from './stats.js';
import { levelOf } from './used-price.js';

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

interface KnownModel {
  model: Model;
  makerTexts: string[];
  modelTexts: string[];
}

const textsOf = (text: string) => readListing(text, { vehicle: true }).identity.map((t) => t.text);

let known: KnownModel[] | undefined;
const knownModels = () => (known ??= vehiclePrices().models.map((model) => ({ model, makerTexts: textsOf(model.maker), modelTexts: textsOf(model.title) })));

/** The models the listing names, the most specific first; the maker counts when named. */
function namedModels(reading: ListingReading): Array<{ model: Model; specificity: number }> {
  const texts = namedTexts(reading);
  const found = [];
  for (const { model, makerTexts, modelTexts } of knownModels()) {
    if (modelTexts.length === 0 || !modelTexts.every((t) => texts.has(t))) continue;
    const makerNamed = makerTexts.every((t) => texts.has(t));
    if (!makerNamed && modelTexts.every((t) => /^\d+$/.test(t))) continue;
    found.push({ model, specificity: modelTexts.length + (makerNamed ? makerTexts.length : 0) });
  }
  return found.sort((a, b) => b.specificity - a.specificity);
}

export interface VehicleInput {
  reading: ListingReading;
  title: string;
  description: string | null;
  condition: ConditionClass;
  country: string | null;
  completeness: UsedPriceEstimate['completeness'];
  now: Date;
}

export interface VehicleRead {
  identity: ModelIdentity;
  estimate: UsedPriceEstimate | null;
}

const idOf = (model: Model) => `vehicle-${`${model.maker}-${model.title}`.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** The listing's car priced by the fit; null when it names no model the fit has seen. */
export function vehicleEstimate(input: VehicleInput): VehicleRead | null {
  const named = namedModels(input.reading);
  const [best, next] = named;
  if (!best) return null;
  const name = (m: Model) => `${m.maker} ${m.title}`;
  if (next && next.specificity === best.specificity) {
    const reason = `The listing fits several car models equally well (${named
      .filter((n) => n.specificity === best.specificity)
      .map((n) => name(n.model))
      .join('; ')}) and does not say which: no model price is given.`;
    return { identity: { strong: false, record_id: null, reason }, estimate: null };
  }
  const { model } = best;
  const identity = (reason: string): ModelIdentity => ({ strong: true, record_id: idOf(model), reason });
  const year = input.reading.year;
  const km = statedDistanceKm(input.title) ?? (input.description === null ? null : statedDistanceKm(input.description));
  if (year === null || km === null)
    return {
      identity: identity(`The listing names the ${name(model)}, but not its ${year === null ? 'model year' : 'mileage'}: no price from the used-vehicle fit.`),
      estimate: null,
    };
  const file = vehiclePrices();
  const age = ageYears(`${year}-01`, input.now);
  if (age > file.max_age_years || input.condition === 'for_parts')
    return {
      identity: identity(
        `The listing names the ${name(model)}, but ${input.condition === 'for_parts' ? 'sells it for parts' : `it is over ${file.max_age_years} years old, past what the used-vehicle fit covers`}: no model price is given.`,
      ),
      estimate: null,
    };
  return {
    identity: identity(`The listing names the ${name(model)}, model year ${year}, ${Math.round(km)} km.`),
    estimate: estimateFor(model, year, km, age, input),
  };
}

function estimateFor(model: Model, year: number, km: number, age: number, input: VehicleInput): UsedPriceEstimate {
  const file = vehiclePrices();
  const { fit } = file;
  const makerEffect = file.makers.find(([maker]) => maker === model.maker)?.[1] ?? 0;
  const atZero = Math.exp(fit.intercept + makerEffect + model.effect);
  const kept = Math.exp(fit.per_year * age + fit.per_ln_mileage * Math.log(1 + km / KM_PER_MILE / fit.mileage_scale_miles));
  const level = priceLevelFor(input.country, VEHICLE_CURVE);
  const measured = calibrationFor(VEHICLE_CURVE);
  const calibration = { ...measured, error_ln: measured.cases > 0 ? Math.max(measured.error_ln, model.error_ln) : model.error_ln };
  const value = atZero * kept * input.completeness.factor * (level?.factor ?? 1) * calibration.factor;
  return {
    basis: 'model_estimate',
    model: fit.model,
    value_usd: Math.round(value),
    ...fairRange(value, calibration, level?.looRmse ?? 0),
    calibration,
    retail_price_usd: Math.round(atZero),
    retail_price_kind: 'dataset_fitted_price',
    retail_source: pinnedSource(file.dataset, file.built_on, `${model.rows.length} listings of the ${model.maker} ${model.title}`),
    released: `${year}-01`,
    age_years: round2(age),
    curve: VEHICLE_CURVE,
    retained_share: round2(kept),
    condition_factor: 1,
    completeness: input.completeness,
    stated_cost: null,
    storage_adjustment: null,
    vehicle: {
      maker: model.maker,
      model: model.title,
      model_year: year,
      mileage_km: Math.round(km),
      fitted_on_listings: model.rows.length,
      fit_error_ln: model.error_ln,
      dataset_captured: file.captured,
    },
    price_level: levelOf(level),
  };
}
