import type { UsedPriceEstimate } from '../contracts/goods.js';
import { depreciation, usedPriceCalibration } from './data.js';

/**
 * How far the used-price models run from what a used copy of each kind is worth, as measured on
 * expert-priced listings (data/goods/used-price-calibration.json): a kind whose estimates ran low
 * is moved up by its bias, and its fair range is widened by its error, so a price under a
 * biased-low estimate is not read as a bargain, and a kind whose estimates scatter gets the wide
 * range it has earned. A kind no case measured takes the pooled error and no bias.
 */

export type Calibration = NonNullable<UsedPriceEstimate['calibration']>;

export function calibrationFor(curve: string): Calibration {
  const file = usedPriceCalibration();
  const kind = file.curves[curve];
  const measured = kind ?? { cases: 0, bias_ln: 0, error_ln: file.pooled.error_ln };
  return { factor: round3(Math.exp(-measured.bias_ln)), error_ln: round3(measured.error_ln), cases: measured.cases, as_of: file.as_of };
}

/**
 * The fair range around a calibrated estimate: the market's own band (depreciation.json fair_band)
 * widened by the estimate's error, the kind's measured error and the other errors (storage step,
 * price level, dataset, a stated cost) it carries. Independent errors add in quadrature, in ln price.
 */
export function fairRange(value: number, calibration: Calibration, otherErrorLn: number): Pick<UsedPriceEstimate, 'low_usd' | 'high_usd' | 'error_ln'> {
  const band = depreciation().fair_band;
  const error = Math.hypot(calibration.error_ln, otherErrorLn);
  const below = Math.hypot(Math.log(band.low), error);
  const above = Math.hypot(Math.log(band.high), error);
  return { low_usd: Math.round(value * Math.exp(-below)), high_usd: Math.round(value * Math.exp(above)), error_ln: round3(error) };
}

/** The estimate's error is past what a price verdict can stand on. */
export const tooWideToCall = (estimate: Pick<UsedPriceEstimate, 'error_ln'>): boolean => estimate.error_ln > depreciation().max_error_ln;

/** The asked price is far under the fair range's low end: a genuine one at that price is unlikely. */
export const farUnderRange = (askedUsd: number, estimate: Pick<UsedPriceEstimate, 'low_usd'>): boolean =>
  askedUsd < estimate.low_usd * depreciation().far_under_low_share;

const round3 = (n: number) => Math.round(n * 1000) / 1000;
