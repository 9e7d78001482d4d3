/**
 * Builds data/goods/vehicle-prices.json from the pinned public dataset of used-car listings:
 * `tsx scripts/goods-build-vehicle-prices.ts <used_cars.csv>`. The input is refused unless its
 * SHA-256 is the pinned one (data/goods/README.md says where to get it). It fits
 *   ln price = intercept + maker + model + per_year x age + per_ln_mileage x ln(1 + miles / scale)
 * by least squares (scripts/goods-listing-fit.ts), and states the fit's leave-one-out error per
 * model and over all rows. Every model keeps the CSV lines it rests on.
 */
import { writeFileSync } from 'node:fs';
import type { VehiclePriceFile } from '../src/contracts/goods-data.js';
import { dataFilePath } from '../src/data-paths.js';
import { csvRows } from './travel/csv.js';
import { readPinned } from './travel/pinned-input.js';
import { fitListings, PRIOR_ROWS, round4, type FitRow } from './goods-listing-fit.js';

export const VEHICLE_DATASET = {
  name: 'Used Car Price Prediction Dataset (listings from cars.com)',
  origin: 'https://www.kaggle.com/datasets/taeefnajib/used-car-price-prediction-dataset',
  repository: 'https://github.com/EhsanSamy/Used-Car-Price-Prediction',
  commit: '5621ff8775e9c16ed13c6ef4bb9e8619e808701c',
  path: 'used_cars.csv',
  sha256: 'baf29a2631be463e0e3bd2fb84e5d7b93b68763b7ed68e92d32594f37781e7a0',
};

/** The newest model years listed (2024) went on sale in 2023: the listings are read as of mid-2023. */
const CAPTURED = { year: 2023, month: 7 };
const MILEAGE_SCALE = 10_000;
/** Older cars sell as classics or scrap more than by age and mileage: the fit and its estimates stop at twenty years. */
const MAX_AGE_YEARS = 20;
/** The dataset splits these two-word makers at the space: "Land" + "Rover Range Rover Sport". */
const SPLIT_MAKERS: Record<string, string> = { Land: 'Rover', Aston: 'Martin', Alfa: 'Romeo' };
/** Model families named by two words ("Model 3", "Grand Cherokee", "Range Rover", "Land Cruiser", "Santa Fe"). */
const TWO_WORD_FAMILIES = new Set(['Model', 'Grand', 'Range', 'Land', 'Santa']);

const digits = (text: string) => Number(text.replace(/[^\d]/g, ''));

function rowOf(cells: string[], line: number): FitRow | string {
  const [brand = '', model = '', year = '', miles = '', , , , , , , , price = ''] = cells;
  const words = model.trim().split(/\s+/);
  const second = SPLIT_MAKERS[brand];
  const maker = second && words[0] === second ? `${brand} ${words.shift() as string}` : brand;
  const family = words[0] && TWO_WORD_FAMILIES.has(words[0]) && words[1] ? `${words[0]} ${words[1]}` : (words[0] ?? '');
  const modelYear = Number(year);
  const usd = digits(price);
  if (!family) return 'no model';
  if (!(usd > 0) || !Number.isInteger(modelYear)) return 'no price or model year';
  const age = Math.max(0, CAPTURED.year + (CAPTURED.month - 1) / 12 - modelYear);
  if (age > MAX_AGE_YEARS) return `older than ${MAX_AGE_YEARS} years`;
  return { maker, family, modelYear, x: [age, Math.log(1 + digits(miles) / MILEAGE_SCALE)], lnPrice: Math.log(usd), line };
}

function main(argv: string[]): number {
  const [input] = argv;
  if (!input) {
    console.error('usage: tsx scripts/goods-build-vehicle-prices.ts <used_cars.csv>');
    return 2;
  }
  // The file is Windows-1252; only ASCII fields (maker, model, year, mileage, price) are read.
  const [, ...cells] = csvRows(readPinned(input, VEHICLE_DATASET.sha256, 'latin1'));
  const { fit, kept, pooledError, models, makers, left } = fitListings(cells.map((c, i) => rowOf(c, i + 2)));
  for (const [why, n] of left) console.log(`left out ${n}: ${why}`);
  const [perYear = 0, perLnMileage = 0] = fit.slopes;
  const file: VehiclePriceFile = {
    note: 'A used-car price fit on a public dataset of US dealer listings (asking prices), with the CSV lines each model rests on. Built by scripts/goods-build-vehicle-prices.ts from the pinned input (data/goods/README.md); do not edit by hand. Computed figures (model_estimate), not curated prices.',
    dataset: VEHICLE_DATASET,
    price_kind: 'dealer_asking_price',
    captured: `${CAPTURED.year}-${String(CAPTURED.month).padStart(2, '0')}`,
    built_on: new Date().toISOString().slice(0, 10),
    max_age_years: MAX_AGE_YEARS,
    fit: {
      model: 'used_vehicle_listings_v1',
      rows: kept.length,
      intercept: round4(fit.intercept),
      per_year: round4(perYear),
      per_ln_mileage: round4(perLnMileage),
      mileage_scale_miles: MILEAGE_SCALE,
      prior_rows: PRIOR_ROWS,
      loo_rmse_ln: round4(pooledError),
    },
    makers,
    models,
  };
  const target = dataFilePath('goods/vehicle-prices.json');
  const text = `${JSON.stringify(file)}\n`;
  writeFileSync(target, text);
  console.log(
    `fit on ${kept.length} listings: per year ${file.fit.per_year}, per ln mileage ${file.fit.per_ln_mileage}, leave-one-out RMSE ${file.fit.loo_rmse_ln}; wrote ${models.length} models of ${makers.length} makers to ${target} (${Buffer.byteLength(text)} bytes)`,
  );
  return 0;
}

process.exitCode = main(process.argv.slice(2));
