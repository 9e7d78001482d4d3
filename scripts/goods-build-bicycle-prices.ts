/**
 * Builds data/goods/bicycle-prices.json from the pinned public dataset of used mountain-bike
 * listings (Pinkbike's European buy/sell pages): `tsx scripts/goods-build-bicycle-prices.ts
 * <European_Bikes.csv>`. The input is refused unless its SHA-256 is the pinned one
 * (data/goods/README.md says where to get it). It fits
 *   ln price = intercept + maker + model + per_year x age + the listing's condition
 * by least squares (scripts/goods-listing-fit.ts), the condition as indicators of the dataset's
 * new, excellent and poor grades beside its good one, and states the fit's leave-one-out error per
 * model and over all rows. Every model keeps the CSV rows it rests on; no listing is shipped.
 */
import { writeFileSync } from 'node:fs';
import type { BicyclePriceFile } from '../src/contracts/goods-data.js';
import { dataFilePath } from '../src/data-paths.js';
import { csvRows } from './travel/csv.js';
import { readPinned } from './travel/pinned-input.js';
import { fitListings, PRIOR_ROWS, round4, type FitRow } from './goods-listing-fit.js';

export const BICYCLE_DATASET = {
  name: 'bike_data: used mountain bikes listed on Pinkbike buy/sell, Europe',
  origin: 'https://www.pinkbike.com/buysell/',
  repository: 'https://github.com/Will-McCarthy/bike_data',
  commit: '6f3576425026e816377a5deca59ee91b6816645e',
  path: 'European_Bikes.csv',
  sha256: '10c0bda58f5c209bbe8111bcee3a2aba325eef8db685038f5627c2d8961cb9e3',
};

/** The file was committed on 2023-05-18 and lists 2023 model years: the listings are read as of May 2023. */
const CAPTURED = { year: 2023, month: 5 };
/** Older bikes sell by parts and nostalgia more than by age: the fit and its estimates stop at fifteen years. */
const MAX_AGE_YEARS = 15;
/** The dataset's condition grades, as indicators beside "Good - Used, Mechanically Sound". */
const GRADES = ['New', 'Excellent', 'Poor'] as const;
/** Specialized's top trim, written "S-Works" or "S Works" before the model ("S-Works Enduro"). */
const TOP_TRIM = /\bs[\s-]?works\b/gi;
/** Words after the maker that are part of its name or a material, not the model: "YT Industries Capra", "Evil The Following". */
const NOT_A_MODEL = new Set(['industries', 'bikes', 'bicycles', 'carbon', 'alloy', 'aluminium', 'the']);
/**
 * Words that start a model name of two: "Turbo Levo", "Top Fuel", "Fuel EX", "San Quentin",
 * "Mount Vision", and a single letter ("E 150"). Alone they would make one model of several.
 */
const FIRST_OF_TWO = new Set(['turbo', 'top', 'fuel', 'san', 'mount', 'el', 'big', 'high', 'tall']);

const isModelYear = (word: string) => /^(19|20)\d\d$/.test(word);
/** Spellings of one model ("T-130", "T130", "Mega Tower", "Megatower") share a key. */
const familyKey = (name: string) => name.toLowerCase().replace(/[-.\s]/g, '');

function familyAfterMaker(maker: string, title: string): string | null {
  const at = title.toLowerCase().replace(/\s+/g, '').indexOf(maker.toLowerCase().replace(/\s+/g, ''));
  if (at < 0) return null;
  // The maker's position in the title with its spaces taken out, mapped back to the title as written.
  let seen = 0;
  let end = 0;
  for (; end < title.length && seen < at + maker.replace(/\s+/g, '').length; end++) if (!/\s/.test(title[end] as string)) seen++;
  const words = (
    title
      .slice(end)
      .replace(TOP_TRIM, ' ')
      .match(/[A-Za-z0-9][\w.-]*/g) ?? []
  ).filter((w) => !isModelYear(w) && !NOT_A_MODEL.has(familyKey(w)));
  const [first, second] = words;
  if (!first) return null;
  if (!second || !(FIRST_OF_TWO.has(first.toLowerCase()) || /^[a-z]$/i.test(first))) return first;
  // A spec number joined to the second word is a trim of the model ("Fuel EX8" is a Fuel EX 8).
  return `${first} ${second.replace(/(?<=[a-z])\d+$/i, '')}`;
}

function rowOf(cells: string[], line: number): FitRow | string {
  const [brand = '', year = '', title = '', , , , usd = '', , , , , , condition = ''] = cells;
  const grade = condition.trim().split(/\s/)[0] ?? '';
  if (!brand) return 'no maker read by the dataset';
  const family = familyAfterMaker(brand, title);
  if (!family) return 'maker not in the title, or no model after it';
  const modelYear = Number(year);
  const price = Number(usd);
  if (!(price > 0) || !year || !Number.isInteger(modelYear)) return 'no price or model year';
  if (grade === 'For') return 'sold for parts';
  const age = Math.max(0, CAPTURED.year + (CAPTURED.month - 1) / 12 - modelYear);
  if (age > MAX_AGE_YEARS) return `older than ${MAX_AGE_YEARS} years`;
  return { maker: brand, family: familyKey(family), modelYear, x: [age, ...GRADES.map((g) => (grade === g ? 1 : 0))], lnPrice: Math.log(price), line };
}

/** The spelling of each model most of its listings use, a capitalised one when any is. */
function spellings(cells: string[][]): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const [brand = '', , title = ''] of cells) {
    const family = brand ? familyAfterMaker(brand, title) : null;
    if (!family) continue;
    const key = `${brand}\u0000${familyKey(family)}`;
    const seen = counts.get(key) ?? new Map<string, number>();
    seen.set(family, (seen.get(family) ?? 0) + 1);
    counts.set(key, seen);
  }
  const capitalised = (name: string) => (name === name.toLowerCase() ? 0 : 1);
  return new Map([...counts].map(([key, seen]) => [key, [...seen].sort((a, b) => capitalised(b[0]) - capitalised(a[0]) || b[1] - a[1])[0]?.[0] as string]));
}

function main(argv: string[]): number {
  const [input] = argv;
  if (!input) {
    console.error('usage: tsx scripts/goods-build-bicycle-prices.ts <European_Bikes.csv>');
    return 2;
  }
  const [, ...cells] = csvRows(readPinned(input, BICYCLE_DATASET.sha256));
  const { fit, kept, pooledError, models, makers, left } = fitListings(cells.map((c, i) => rowOf(c, i + 2)));
  for (const [why, n] of left) console.log(`left out ${n}: ${why}`);
  const names = spellings(cells);
  const [perYear = 0, ...grades] = fit.slopes;
  const effect = (grade: (typeof GRADES)[number]) => grades[GRADES.indexOf(grade)] ?? 0;
  const share = (grade: (typeof GRADES)[number]) => kept.filter((r) => r.x[1 + GRADES.indexOf(grade)] === 1).length;
  // A used copy in good order is the dataset's "Excellent" or "Good" grade, as often as the listings use each.
  const excellentShare = share('Excellent') / (kept.length - share('New') - share('Poor'));
  const file: BicyclePriceFile = {
    note: 'A used mountain-bike price fit on a public dataset of private listings (asking prices, mostly in Britain), with the CSV rows each model rests on. Built by scripts/goods-build-bicycle-prices.ts from the pinned input (data/goods/README.md); do not edit by hand. Computed figures (model_estimate), not curated prices.',
    dataset: BICYCLE_DATASET,
    price_kind: 'private_asking_price',
    captured: `${CAPTURED.year}-${String(CAPTURED.month).padStart(2, '0')}`,
    built_on: new Date().toISOString().slice(0, 10),
    max_age_years: MAX_AGE_YEARS,
    fit: {
      model: 'used_bicycle_listings_v1',
      rows: kept.length,
      intercept: round4(fit.intercept),
      per_year: round4(perYear),
      condition_effects: {
        new: round4(effect('New')),
        like_new: round4(effect('Excellent')),
        used_good: round4(excellentShare * effect('Excellent')),
        used_fair: round4(effect('Poor')),
        unknown: round4(GRADES.reduce((s, g) => s + (share(g) / kept.length) * effect(g), 0)),
      },
      prior_rows: PRIOR_ROWS,
      loo_rmse_ln: round4(pooledError),
    },
    makers,
    models: models.map((m) => ({ ...m, title: names.get(`${m.maker}\u0000${m.title}`) ?? m.title })),
  };
  const target = dataFilePath('goods/bicycle-prices.json');
  const text = `${JSON.stringify(file)}\n`;
  writeFileSync(target, text);
  console.log(
    `fit on ${kept.length} listings: per year ${file.fit.per_year}, conditions ${JSON.stringify(file.fit.condition_effects)}, leave-one-out RMSE ${file.fit.loo_rmse_ln}; wrote ${models.length} models of ${makers.length} makers to ${target} (${Buffer.byteLength(text)} bytes)`,
  );
  return 0;
}

process.exitCode = main(process.argv.slice(2));
