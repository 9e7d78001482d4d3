import type { PriceVerdict, PriceVsMarket } from '../contracts/goods.js';
import { FAR_BELOW_MARKET_RATIO, MIN_COMPS } from './scam/rules.js';
import { percentileRank, priceQuantiles, round2 } from './stats.js';

/**
 * Price verdict bands (model "comps_median_ratio_v0"), as ratios of the asked price to
 * the comps median. They are svc's documented constants, not a market study:
 *   ratio <= 0.50 well_below_market_check_for_scam (same line as the price scam rule)
 *   ratio <  0.85 good_deal
 *   ratio <= 1.15 fair
 *   ratio >  1.15 above_market
 * and insufficient_comps below MIN_COMPS comparable USD listings.
 */
export const PRICE_MODEL = 'comps_median_ratio_v0';
export const GOOD_DEAL_RATIO = 0.85;
export const ABOVE_MARKET_RATIO = 1.15;

function verdictFor(ratio: number): PriceVerdict {
  if (ratio <= FAR_BELOW_MARKET_RATIO) return 'well_below_market_check_for_scam';
  if (ratio < GOOD_DEAL_RATIO) return 'good_deal';
  if (ratio <= ABOVE_MARKET_RATIO) return 'fair';
  return 'above_market';
}

export function priceVsMarket(askedUsd: number, compPrices: readonly number[]): PriceVsMarket {
  const q = priceQuantiles(compPrices);
  const enough = compPrices.length >= MIN_COMPS && q.median !== null && q.median > 0;
  const ratio = enough ? round2(askedUsd / (q.median as number)) : null;
  const verdict: PriceVerdict = ratio === null ? 'insufficient_comps' : verdictFor(askedUsd / (q.median as number));
  const sorted = [...compPrices].sort((a, b) => a - b);
  const pct = enough ? percentileRank(sorted, askedUsd) : null;
  return {
    basis: 'model_estimate',
    model: PRICE_MODEL,
    asked_price_usd: askedUsd,
    comps_count: compPrices.length,
    median_usd: q.median,
    p25_usd: q.p25,
    p75_usd: q.p75,
    iqr_usd: q.p25 !== null && q.p75 !== null ? round2(q.p75 - q.p25) : null,
    percentile: pct === null ? null : Math.round(pct),
    ratio_to_median: ratio,
    verdict,
    thresholds: { min_comps: MIN_COMPS, well_below_ratio: FAR_BELOW_MARKET_RATIO, good_deal_ratio: GOOD_DEAL_RATIO, above_market_ratio: ABOVE_MARKET_RATIO },
    explanation: explain(verdict, askedUsd, compPrices.length, q.median, ratio),
  };
}

function explain(verdict: PriceVerdict, asked: number, n: number, median: number | null, ratio: number | null): string {
  if (verdict === 'insufficient_comps' || median === null || ratio === null) {
    return `Only ${n} comparable USD listing(s) found; at least ${MIN_COMPS} are needed for a price read (model_estimate).`;
  }
  return `Asked $${asked} is ${Math.round(ratio * 100)}% of the median $${median} across ${n} comps (model_estimate, ${PRICE_MODEL}).`;
}
