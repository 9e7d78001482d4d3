/**
 * Builds data/goods/vehicle-prices.json from the pinned public dataset of used-car listings:
 * `tsx scripts/goods-build-vehicle-prices.ts <used_cars.csv>`. The input is refused unless its
 * SHA-256 is the pinned one (data/goods/README.md says where to get it). It fits
 *   ln price = intercept + maker + model + per_year x age + per_ln_mileage x ln(1 + miles / scale)
 * by least squares, the maker and model effects shrunk towards none by PRIOR_ROWS pseudo-listings
 * (a model seen three times moves little from its maker), and states the fit's leave-one-out error
 * per model and over all rows. Every model keeps the CSV lines it rests on.
 */
import { writeFileSync } from 'node:fs';
import type { VehiclePriceFile } from '../src/contracts/goods-data.js';
import { dataFilePath } from '../src/data-paths.js';
import { csvRows } from './travel/csv.js';
import { readPinned } from './travel/pinned-input.js';

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
const PRIOR_ROWS = 3;
const MIN_MODEL_ROWS = 3;
const MILEAGE_SCALE = 10_000;
const ROUNDS = 50;
/** Older cars sell as classics or scrap more than by age and mileage: the fit and its estimates stop at twenty years. */
const MAX_AGE_YEARS = 20;
/** A row this many pooled errors off its leave-one-out prediction is a typing error or a one-off (a $250,000 van): left out, and the fit made again. */
const OUTLIER_ERRORS = 3;
/** The dataset splits these two-word makers at the space: "Land" + "Rover Range Rover Sport". */
const SPLIT_MAKERS: Record<string, string> = { Land: 'Rover', Aston: 'Martin', Alfa: 'Romeo' };
/** Model families named by two words ("Model 3", "Grand Cherokee", "Range Rover", "Land Cruiser", "Santa Fe"). */
const TWO_WORD_FAMILIES = new Set(['Model', 'Grand', 'Range', 'Land', 'Santa']);

interface Row {
  maker: string;
  family: string;
  age: number;
  lnMiles: number;
  lnPrice: number;
  line: number;
}

const digits = (text: string) => Number(text.replace(/[^\d]/g, ''));

function rowOf(cells: string[], line: number): Row | string {
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
  return { maker, family, age, lnMiles: Math.log(1 + digits(miles) / MILEAGE_SCALE), lnPrice: Math.log(usd), line };
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const rootMeanSquare = (xs: readonly number[]) => Math.sqrt(sum(xs.map((x) => x * x)) / xs.length);
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

interface Fit {
  intercept: number;
  perYear: number;
  perLnMileage: number;
  maker: Map<string, number>;
  model: Map<string, number>;
}

const modelKey = (r: Pick<Row, 'maker' | 'family'>) => `${r.maker}\u0000${r.family}`;

/** Shrunk group means of what is left of each row: sum / (count + PRIOR_ROWS). */
function groupEffects(rows: readonly Row[], key: (r: Row) => string, left: (r: Row) => number): Map<string, number> {
  const totals = new Map<string, { sum: number; n: number }>();
  for (const r of rows) {
    const t = totals.get(key(r)) ?? { sum: 0, n: 0 };
    totals.set(key(r), { sum: t.sum + left(r), n: t.n + 1 });
  }
  return new Map([...totals].map(([k, t]) => [k, t.sum / (t.n + PRIOR_ROWS)]));
}

/** Backfitting: the effects given the slopes, then the slopes (two-variable least squares) given the effects, until settled. */
function fit(rows: readonly Row[]): Fit {
  let perYear = 0;
  let perLnMileage = 0;
  let intercept = 0;
  let maker = new Map<string, number>();
  let model = new Map<string, number>();
  for (let round = 0; round < ROUNDS; round++) {
    const slopes = (r: Row) => r.lnPrice - perYear * r.age - perLnMileage * r.lnMiles;
    intercept = sum(rows.map(slopes)) / rows.length;
    maker = groupEffects(
      rows,
      (r) => r.maker,
      (r) => slopes(r) - intercept,
    );
    const makerOf = maker;
    model = groupEffects(rows, modelKey, (r) => slopes(r) - intercept - (makerOf.get(r.maker) ?? 0));
    const offset = (r: Row) => intercept + (makerOf.get(r.maker) ?? 0) + (model.get(modelKey(r)) ?? 0);
    const [aa, ab, bb, ay, by] = [
      sum(rows.map((r) => r.age * r.age)),
      sum(rows.map((r) => r.age * r.lnMiles)),
      sum(rows.map((r) => r.lnMiles * r.lnMiles)),
      sum(rows.map((r) => r.age * (r.lnPrice - offset(r)))),
      sum(rows.map((r) => r.lnMiles * (r.lnPrice - offset(r)))),
    ];
    const det = aa * bb - ab * ab;
    perYear = (ay * bb - by * ab) / det;
    perLnMileage = (by * aa - ay * ab) / det;
  }
  return { intercept, perYear, perLnMileage, maker, model };
}

/**
 * Each row's residual with the row left out of its model's effect (the slopes and maker effects
 * rest on thousands of rows; one row moves them little).
 */
function leaveOneOut(rows: readonly Row[], f: Fit): Map<Row, number> {
  const totals = new Map<string, { sum: number; n: number }>();
  const beside = (r: Row) => r.lnPrice - f.intercept - (f.maker.get(r.maker) ?? 0) - f.perYear * r.age - f.perLnMileage * r.lnMiles;
  for (const r of rows) {
    const t = totals.get(modelKey(r)) ?? { sum: 0, n: 0 };
    totals.set(modelKey(r), { sum: t.sum + beside(r), n: t.n + 1 });
  }
  return new Map(
    rows.map((r) => {
      const t = totals.get(modelKey(r)) as { sum: number; n: number };
      return [r, beside(r) - (t.sum - beside(r)) / (t.n - 1 + PRIOR_ROWS)];
    }),
  );
}

function main(argv: string[]): number {
  const [input] = argv;
  if (!input) {
    console.error('usage: tsx scripts/goods-build-vehicle-prices.ts <used_cars.csv>');
    return 2;
  }
  // The file is Windows-1252; only ASCII fields (maker, model, year, mileage, price) are read.
  const [, ...cells] = csvRows(readPinned(input, VEHICLE_DATASET.sha256, 'latin1'));
  const left = new Map<string, number>();
  const rows: Row[] = [];
  cells.forEach((c, i) => {
    const row = rowOf(c, i + 2);
    if (typeof row === 'string') left.set(row, (left.get(row) ?? 0) + 1);
    else rows.push(row);
  });
  const first = leaveOneOut(rows, fit(rows));
  const firstError = rootMeanSquare([...first.values()]);
  const kept = rows.filter((r) => Math.abs(first.get(r) as number) <= OUTLIER_ERRORS * firstError);
  left.set(`more than ${OUTLIER_ERRORS} x ${firstError.toFixed(3)} (the first fit's error) off its leave-one-out prediction`, rows.length - kept.length);
  for (const [why, n] of left) console.log(`left out ${n}: ${why}`);
  const f = fit(kept);
  const loo = leaveOneOut(kept, f);
  const pooled = rootMeanSquare([...loo.values()]);
  const byModel = new Map<string, Row[]>();
  for (const r of kept) byModel.set(modelKey(r), [...(byModel.get(modelKey(r)) ?? []), r]);
  const models = [...byModel.values()]
    .filter((rs) => rs.length >= MIN_MODEL_ROWS)
    .map((rs) => {
      const [first] = rs as [Row];
      const squares = sum(rs.map((r) => (loo.get(r) as number) ** 2));
      const years = rs.map((r) => Math.round(CAPTURED.year + (CAPTURED.month - 1) / 12 - r.age));
      return {
        maker: first.maker,
        title: first.family,
        effect: round4(f.model.get(modelKey(first)) ?? 0),
        error_ln: round4(Math.sqrt((squares + PRIOR_ROWS * pooled ** 2) / (rs.length + PRIOR_ROWS))),
        model_years: [Math.min(...years), Math.max(...years)] as [number, number],
        rows: rs.map((r) => r.line),
      };
    })
    .sort((a, b) => a.maker.localeCompare(b.maker) || a.title.localeCompare(b.title));
  const shipped = new Set(models.map((m) => m.maker));
  const counts = new Map<string, number>();
  for (const r of kept) counts.set(r.maker, (counts.get(r.maker) ?? 0) + 1);
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
      intercept: round4(f.intercept),
      per_year: round4(f.perYear),
      per_ln_mileage: round4(f.perLnMileage),
      mileage_scale_miles: MILEAGE_SCALE,
      prior_rows: PRIOR_ROWS,
      loo_rmse_ln: round4(pooled),
    },
    makers: [...f.maker].filter(([m]) => shipped.has(m)).map(([m, e]) => [m, round4(e), counts.get(m) as number] as [string, number, number]),
    models,
  };
  const target = dataFilePath('goods/vehicle-prices.json');
  const text = `${JSON.stringify(file)}\n`;
  writeFileSync(target, text);
  console.log(
    `fit on ${kept.length} listings: per year ${file.fit.per_year}, per ln mileage ${file.fit.per_ln_mileage}, leave-one-out RMSE ${file.fit.loo_rmse_ln}; wrote ${models.length} models of ${shipped.size} makers to ${target} (${Buffer.byteLength(text)} bytes)`,
  );
  return 0;
}

process.exitCode = main(process.argv.slice(2));
