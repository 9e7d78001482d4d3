import type { CompsPriceKind, PriceVerdict, PriceVsMarket, ReferencePriceCheck } from '../contracts/goods.js';
import { FAR_BELOW_MARKET_RATIO, MIN_COMPS } from './scam/rules.js';
import { percentileRank, priceQuantiles, round2 } from './stats.js';

/**
 * Price verdict bands (model "comps_median_ratio_v1"), as ratios of the asked price to
 * the comps median. They are svc's documented constants, not a market study:
 *   ratio <= 0.50 well_below_market_check_for_scam (same line as the price scam rule)
 *   ratio <  0.85 good_deal
 *   ratio <= 1.15 fair
 *   ratio >  1.15 above_market
 * Below MIN_COMPS comparable USD listings there is no market read: the verdict is
 * well_below_reference_check_for_scam when the price is implausible against a documented
 * reference price (reference.ts), else insufficient_comps.
 */
export const PRICE_MODEL = 'comps_median_ratio_v1';
export const GOOD_DEAL_RATIO = 0.85;
export const ABOVE_MARKET_RATIO = 1.15;

function verdictFor(ratio: number): PriceVerdict {
  if (ratio <= FAR_BELOW_MARKET_RATIO) return 'well_below_market_check_for_scam';
  if (ratio < GOOD_DEAL_RATIO) return 'good_deal';
  if (ratio <= ABOVE_MARKET_RATIO) return 'fair';
  return 'above_market';
}

const KIND_WORDS: Record<CompsPriceKind, string> = {
  asking_prices_of_active_listings: 'The comparables are asking prices of active listings, not sold prices: items often sell for less than asked.',
  sold_prices: 'The comparables are prices of completed sales.',
  asking_and_sold_prices: 'The comparables mix asking prices of active listings with prices of completed sales.',
};

export function priceVsMarket(askedUsd: number, compPrices: readonly number[], priceKind: CompsPriceKind, reference: ReferencePriceCheck | null): PriceVsMarket {
  const q = priceQuantiles(compPrices);
  const enough = compPrices.length >= MIN_COMPS && q.median !== null && q.median > 0;
  const ratio = enough ? round2(askedUsd / (q.median as number)) : null;
  const verdict: PriceVerdict = ratio !== null ? verdictFor(askedUsd / (q.median as number)) : reference?.implausible ? 'well_below_reference_check_for_scam' : 'insufficient_comps';
  const sorted = [...compPrices].sort((a, b) => a - b);
  const pct = enough ? percentileRank(sorted, askedUsd) : null;
  return {
    basis: 'model_estimate',
    model: PRICE_MODEL,
    asked_price_usd: askedUsd,
    comps_count: compPrices.length,
    comps_price_kind: priceKind,
    median_usd: q.median,
    p25_usd: q.p25,
    p75_usd: q.p75,
    iqr_usd: q.p25 !== null && q.p75 !== null ? round2(q.p75 - q.p25) : null,
    percentile: pct === null ? null : Math.round(pct),
    ratio_to_median: ratio,
    verdict,
    thresholds: { min_comps: MIN_COMPS, well_below_ratio: FAR_BELOW_MARKET_RATIO, good_deal_ratio: GOOD_DEAL_RATIO, above_market_ratio: ABOVE_MARKET_RATIO },
    reference,
    explanation: `${explainComps(askedUsd, compPrices.length, q.median, ratio)} ${explainReference(reference)}${KIND_WORDS[priceKind]}`.slice(0, 500),
  };
}

function explainComps(asked: number, n: number, median: number | null, ratio: number | null): string {
  if (median === null || ratio === null) return `Only ${n} comparable USD listing(s) found; at least ${MIN_COMPS} are needed for a market read (model_estimate).`;
  return `Asked $${asked} is ${Math.round(ratio * 100)}% of the median $${median} across ${n} comparables (model_estimate, ${PRICE_MODEL}).`;
}

function explainReference(reference: ReferencePriceCheck | null): string {
  if (!reference) return '';
  const pct = Math.round(reference.ratio_to_reference * 100);
  const judgement = reference.implausible ? 'implausibly low for a genuine, working one' : 'plausible for one in used condition';
  return `It is ${pct}% of the documented $${reference.price_usd} (${reference.price_kind.replace(/_/g, ' ')}): ${judgement}. `;
}
