/**
 * Builds a used-car price fit from one of the pinned public datasets of used-car listings:
 * `tsx scripts/goods-build-vehicle-prices.ts <used_cars.csv>` writes data/goods/vehicle-prices.json
 * (US dealer listings), `tsx scripts/goods-build-vehicle-prices.ts --europe
 * <autoscout24-germany-dataset.csv>` writes data/goods/european-vehicle-prices.json (German
 * listings). Each input is refused unless its SHA-256 is the pinned one (data/goods/README.md says
 * where to get it). Both fit
 *   ln price = intercept + maker + model + per_year x age + per_ln_mileage x ln(1 + miles / scale)
 * by least squares (scripts/goods-listing-fit.ts), in the dataset's own currency, and state the
 * fit's leave-one-out error per model and over all rows. Every model keeps the CSV lines it rests on.
 */
import { writeFileSync } from 'node:fs';
import type { VehiclePriceFile } from '../src/contracts/goods-data.js';
import { dataFilePath } from '../src/data-paths.js';
import { csvRows } from './travel/csv.js';
import { readPinned } from './travel/pinned-input.js';
import { fitListings, PRIOR_ROWS, round4, type FitRow } from './goods-listing-fit.js';

const MILEAGE_SCALE = 10_000;
const KM_PER_MILE = 1.609344;

interface Source {
  dataset: VehiclePriceFile['dataset'];
  /** When the listings are read as captured (ages are counted to it). */
  captured: { year: number; month: number };
  maxAgeYears: number;
  currency: VehiclePriceFile['currency'];
  priceKind: VehiclePriceFile['price_kind'];
  encoding: BufferEncoding;
  target: string;
  note: string;
  row: (cells: string[], line: number, source: Source) => FitRow | string;
}

const digits = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** A row's age at capture, or why it is left out. */
function ageOf(modelYear: number, price: number, source: Source): number | string {
  if (!(price > 0) || !Number.isInteger(modelYear)) return 'no price or model year';
  const age = Math.max(0, source.captured.year + (source.captured.month - 1) / 12 - modelYear);
  return age > source.maxAgeYears ? `older than ${source.maxAgeYears} years` : age;
}

const fitRow = (maker: string, family: string, modelYear: number, age: number, miles: number, price: number, line: number): FitRow => ({
  maker,
  family,
  modelYear,
  x: [age, Math.log(1 + miles / MILEAGE_SCALE)],
  lnPrice: Math.log(price),
  line,
});

/** The US dataset splits these two-word makers at the space: "Land" + "Rover Range Rover Sport". */
const SPLIT_MAKERS: Record<string, string> = { Land: 'Rover', Aston: 'Martin', Alfa: 'Romeo' };
/** Model families named by two words ("Model 3", "Grand Cherokee", "Range Rover", "Land Cruiser", "Santa Fe"). */
const TWO_WORD_FAMILIES = new Set(['Model', 'Grand', 'Range', 'Land', 'Santa']);

function usRow(cells: string[], line: number, source: Source): FitRow | string {
  const [brand = '', model = '', year = '', miles = '', , , , , , , , price = ''] = cells;
  const words = model.trim().split(/\s+/);
  const second = SPLIT_MAKERS[brand];
  const maker = second && words[0] === second ? `${brand} ${words.shift() as string}` : brand;
  const family = words[0] && TWO_WORD_FAMILIES.has(words[0]) && words[1] ? `${words[0]} ${words[1]}` : (words[0] ?? '');
  if (!family) return 'no model';
  const age = ageOf(Number(year), digits(price), source);
  return typeof age === 'string' ? age : fitRow(maker, family, Number(year), age, digits(miles), digits(price), line);
}

/**
 * The German dataset names a model as the maker sells it ("Golf", "Golf Variant", "320", "C 220");
 * where it gives two spellings ("Ceed / cee'd", "Rapid/Spaceback") the first is the model's name.
 * Only used cars are read: pre-registered, demonstration, employee's and new cars are priced as new.
 */
function europeanRow(cells: string[], line: number, source: Source): FitRow | string {
  const [km = '', maker = '', model = '', , , offer = '', price = '', , year = ''] = cells;
  const family = (model.split('/')[0] ?? '').trim();
  if (!family) return 'no model';
  if (offer !== 'Used') return `offered as ${offer || 'nothing stated'}, not used`;
  const age = ageOf(Number(year), digits(price), source);
  return typeof age === 'string' ? age : fitRow(maker, family, Number(year), age, digits(km) / KM_PER_MILE, digits(price), line);
}

const FIT_NOTE =
  'Built by scripts/goods-build-vehicle-prices.ts from the pinned input (data/goods/README.md); do not edit by hand. Computed figures (model_estimate), not curated prices.';

const SOURCES: Record<'us' | 'europe', Source> = {
  us: {
    dataset: {
      name: 'Used Car Price Prediction Dataset (listings from cars.com)',
      origin: 'https://www.kaggle.com/datasets/taeefnajib/used-car-price-prediction-dataset',
      repository: 'https://github.com/EhsanSamy/Used-Car-Price-Prediction',
      commit: '5621ff8775e9c16ed13c6ef4bb9e8619e808701c',
      path: 'used_cars.csv',
      sha256: 'baf29a2631be463e0e3bd2fb84e5d7b93b68763b7ed68e92d32594f37781e7a0',
    },
    // The newest model years listed (2024) went on sale in 2023: the listings are read as of mid-2023.
    captured: { year: 2023, month: 7 },
    // Older cars sell as classics or scrap more than by age and mileage: the fit and its estimates stop at twenty years.
    maxAgeYears: 20,
    currency: 'USD',
    priceKind: 'dealer_asking_price',
    // The file is Windows-1252; only ASCII fields (maker, model, year, mileage, price) are read.
    encoding: 'latin1',
    target: 'goods/vehicle-prices.json',
    note: `A used-car price fit on a public dataset of US dealer listings (asking prices, US dollars), with the CSV lines each model rests on. ${FIT_NOTE}`,
    row: usRow,
  },
  europe: {
    dataset: {
      name: 'Germany Cars Dataset (listings from AutoScout24)',
      origin: 'https://www.kaggle.com/datasets/ander289386/cars-germany',
      repository: 'https://github.com/HimanshuVirwani/German-Car-Price-Analysis-and-Prediction',
      commit: '6208ae66d89f3e4304b371658eb9c344e085b06e',
      path: 'autoscout24-germany-dataset.csv',
      sha256: 'cfeb14477505674aedbecc0e74a885d4c58bd51606cb9c8ebf9538551b1419dd',
    },
    // Its model years run 2011 to 2021: the listings are read as of mid-2021.
    captured: { year: 2021, month: 7 },
    // The oldest listings are ten and a half years old; a car up to a year and a half older is priced
    // on the same age slope, anything older gets no estimate.
    maxAgeYears: 12,
    currency: 'EUR',
    priceKind: 'asking_price',
    encoding: 'utf8',
    target: 'goods/european-vehicle-prices.json',
    note: `A used-car price fit on a public dataset of German listings (asking prices, euros), with the CSV lines each model rests on. ${FIT_NOTE}`,
    row: europeanRow,
  },
};

function main(argv: string[]): number {
  const europe = argv[0] === '--europe';
  const input = europe ? argv[1] : argv[0];
  if (!input) {
    console.error('usage: tsx scripts/goods-build-vehicle-prices.ts <used_cars.csv> | --europe <autoscout24-germany-dataset.csv>');
    return 2;
  }
  const source = SOURCES[europe ? 'europe' : 'us'];
  const [, ...cells] = csvRows(readPinned(input, source.dataset.sha256, source.encoding));
  const { fit, kept, pooledError, models, makers, left } = fitListings(cells.map((c, i) => source.row(c, i + 2, source)));
  for (const [why, n] of left) console.log(`left out ${n}: ${why}`);
  const [perYear = 0, perLnMileage = 0] = fit.slopes;
  const { year, month } = source.captured;
  const file: VehiclePriceFile = {
    note: source.note,
    dataset: source.dataset,
    price_kind: source.priceKind,
    captured: `${year}-${String(month).padStart(2, '0')}`,
    built_on: new Date().toISOString().slice(0, 10),
    max_age_years: source.maxAgeYears,
    currency: source.currency,
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
  const target = dataFilePath(source.target);
  const text = `${JSON.stringify(file)}\n`;
  writeFileSync(target, text);
  console.log(
    `fit on ${kept.length} listings: per year ${file.fit.per_year}, per ln mileage ${file.fit.per_ln_mileage}, leave-one-out RMSE ${file.fit.loo_rmse_ln}; wrote ${models.length} models of ${makers.length} makers to ${target} (${Buffer.byteLength(text)} bytes)`,
  );
  return 0;
}

process.exitCode = main(process.argv.slice(2));
