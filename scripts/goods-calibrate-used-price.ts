import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { UsedPriceCalibrationFile } from '../src/contracts/goods-data.js';
import { dataFilePath } from '../src/data-paths.js';
import { validateDeal } from '../src/goods/validate.js';
import { requestOf, usdPer, type NeutralGoodsCase } from '../test/goods/neutral.js';
import { depsWith } from '../test/goods/support.js';
import { readCases } from '../test/verdicts/jsonl.js';

/**
 * Measures how far the used-price models run from experts' values, per depreciation curve, and
 * writes data/goods/used-price-calibration.json. Usage: tsx scripts/goods-calibrate-used-price.ts
 * <case file.jsonl>... (neutral format, each listing with an expert's fair_price_range). Each
 * listing the models price gives ln(uncalibrated estimate / the geometric middle of the expert's
 * range); per curve the mean is the bias and the root mean square around it the error, both shrunk
 * by PRIOR_CASES pseudo-cases towards no bias and the pooled error, so a kind with two cases moves
 * little. Scam listings count as well: their expert range is the value of a genuine copy.
 */

const PRIOR_CASES = 4;
const NOW = '2026-11-27T12:00:00Z';

const files = process.argv.slice(2);
if (files.length === 0) throw new Error('usage: tsx scripts/goods-calibrate-used-price.ts <cases.jsonl>...');

const residuals = new Map<string, number[]>();
for (const file of files) {
  for (const c of readCases<NeutralGoodsCase>(file)) {
    const range = c.expected.fair_price_range;
    const rate = usdPer((range?.currency ?? 'USD').toUpperCase());
    const listingRate = usdPer((c.listing.currency ?? 'USD').toUpperCase());
    if (!range || rate === null || listingRate === null) continue;
    const out = await validateDeal(requestOf(c.listing, listingRate), depsWith([], { now: NOW }));
    const estimate = out.price_vs_market.used_price_estimate;
    if (!estimate) continue;
    const uncalibrated = estimate.value_usd / estimate.calibration.factor;
    const middle = Math.sqrt(range.low * range.high) * rate;
    residuals.set(estimate.curve, [...(residuals.get(estimate.curve) ?? []), Math.log(uncalibrated / middle)]);
  }
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const squares = (xs: readonly number[], centre: number) => xs.reduce((a, x) => a + (x - centre) ** 2, 0);
const round3 = (n: number) => Math.round(n * 1000) / 1000;

const all = [...residuals.values()].flat();
const pooledBias = mean(all);
const pooledError = Math.sqrt(squares(all, pooledBias) / all.length);
const curves: UsedPriceCalibrationFile['curves'] = {};
for (const [curve, xs] of [...residuals].sort(([a], [b]) => a.localeCompare(b))) {
  const bias = (xs.length * mean(xs)) / (xs.length + PRIOR_CASES);
  const error = Math.sqrt((squares(xs, bias) + PRIOR_CASES * pooledError ** 2) / (xs.length + PRIOR_CASES));
  curves[curve] = { cases: xs.length, bias_ln: round3(bias), error_ln: round3(error) };
}

const out: UsedPriceCalibrationFile = {
  note: "How far svc's used-price models (used_price_curve_v1, stated_price_curve_v1) ran from experts' values of used listings, per depreciation curve: computed figures (model_estimate), not curated prices. Written by scripts/goods-calibrate-used-price.ts from the case files in measured_on: each listing the models price gives ln(uncalibrated estimate / the geometric middle of the expert's fair range); bias_ln is the mean per curve and error_ln the root mean square around it, both shrunk by prior_cases pseudo-cases towards no bias and the pooled error. The expert ranges were written by people outside the team for the svc evaluation sets; they are judgements of used value, not observed sales.",
  measured_on: files.map((f) => relative(process.cwd(), f)),
  as_of: new Date().toISOString().slice(0, 10),
  prior_cases: PRIOR_CASES,
  pooled: { cases: all.length, bias_ln: round3(pooledBias), error_ln: round3(pooledError) },
  curves,
};
writeFileSync(dataFilePath('goods/used-price-calibration.json'), `${JSON.stringify(out, null, 2)}\n`);
console.log(JSON.stringify(out.pooled), Object.keys(curves).length, 'curves');
