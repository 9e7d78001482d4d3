import type { CompsPriceKind, ModelIdentity, PriceVerdict, PriceVsMarket, ReferencePriceCheck, UsedPriceEstimate } from '../contracts/goods.js';
import { FAR_BELOW_MARKET_RATIO, MIN_COMPS } from './scam/rules.js';
import { farUnderRange, tooWideToCall } from './calibration.js';
import { percentileRank, priceQuantiles, round2 } from './stats.js';

/**
 * Price verdict bands (model "comps_median_ratio_v1"), as ratios of the asked price to
 * the comps median. They are svc's documented constants, not a market study:
 *   ratio <= 0.50 well_below_market_check_for_scam (same line as the price scam rule)
 *   ratio <  0.85 good_deal
 *   ratio <= 1.15 fair
 *   ratio >  1.15 above_market
 * Below MIN_COMPS comparable USD listings the asked price is read against the fair range of the
 * used-price model's estimate for the exact model (used-price.ts), when svc can name that model:
 * the market's band widened by the estimate's errors (calibration.ts), as a model is less precise
 * than observed prices; an estimate too uncertain to call gives no verdict. A device
 * the listing says is locked, blacklisted or for parts gets no working-item verdict at all.
 * Without comparables, a price implausible against a documented reference price (reference.ts)
 * is well_below_reference_check_for_scam first; without comparables or a model estimate the
 * verdict is insufficient_comps. A price that would be a good deal, asked on payment or delivery
 * terms a scam rule flags, is well_below_market_check_for_scam: that is how advance-payment scams bait.
 */
export const PRICE_MODEL = 'comps_median_ratio_v1';
export const GOOD_DEAL_RATIO = 0.85;
export const ABOVE_MARKET_RATIO = 1.15;

const COMPS_BAND = { low: GOOD_DEAL_RATIO, high: ABOVE_MARKET_RATIO };

function verdictFor(ratio: number, band: { low: number; high: number }): PriceVerdict {
  if (ratio <= FAR_BELOW_MARKET_RATIO) return 'well_below_market_check_for_scam';
  if (ratio < band.low) return 'good_deal';
  if (ratio <= band.high) return 'fair';
  return 'above_market';
}

/**
 * Against the used-price model the asked price is read against the fair range, whose width carries
 * the estimate's error: above it above market, inside it fair, under it a good deal, and far under
 * its low end (calibration.ts farUnderRange) too low for a genuine one.
 */
function modelVerdict(askedUsd: number, estimate: UsedPriceEstimate): PriceVerdict {
  if (askedUsd > estimate.high_usd) return 'above_market';
  if (askedUsd >= estimate.low_usd) return 'fair';
  return farUnderRange(askedUsd, estimate) ? 'well_below_market_check_for_scam' : 'good_deal';
}

const KIND_WORDS: Record<CompsPriceKind, string> = {
  asking_prices_of_active_listings: 'The comparables are asking prices of active listings, not sold prices: items often sell for less than asked.',
  sold_prices: 'The comparables are prices of completed sales.',
  asking_and_sold_prices: 'The comparables mix asking prices of active listings with prices of completed sales.',
};

/** What the price is read against besides the comparables. */
export interface PriceContext {
  reference: ReferencePriceCheck | null;
  identity: ModelIdentity;
  estimate: UsedPriceEstimate | null;
  /** The listing says the device is locked, blacklisted or sold for parts. */
  notWorking: boolean;
  /** The payment or delivery rules the listing fires (scam/rules.ts PAYMENT_OR_DELIVERY_RULES). */
  riskyTerms: readonly string[];
}

export function priceVsMarket(askedUsd: number, compPrices: readonly number[], priceKind: CompsPriceKind, context: PriceContext): PriceVsMarket {
  const { reference, estimate } = context;
  const q = priceQuantiles(compPrices);
  const enough = compPrices.length >= MIN_COMPS && q.median !== null && q.median > 0;
  const ratio = enough ? round2(askedUsd / (q.median as number)) : null;
  let verdict: PriceVerdict;
  if (context.notWorking) verdict = 'not_comparable_locked_or_for_parts';
  else if (ratio !== null) verdict = verdictFor(askedUsd / (q.median as number), COMPS_BAND);
  else if (reference?.implausible) verdict = 'well_below_reference_check_for_scam';
  else if (estimate && !tooWideToCall(estimate)) verdict = modelVerdict(askedUsd, estimate);
  else verdict = 'insufficient_comps';
  // A price under the market asked on unsafe payment or delivery terms is bait, not a bargain.
  const bait = verdict === 'good_deal' && context.riskyTerms.length > 0;
  if (bait) verdict = 'well_below_market_check_for_scam';
  const basis: PriceVsMarket['price_basis'] = context.notWorking
    ? 'none'
    : enough
      ? 'comparables'
      : reference?.implausible
        ? 'reference_price'
        : estimate && !tooWideToCall(estimate)
          ? 'used_price_model'
          : 'none';
  const sorted = [...compPrices].sort((a, b) => a - b);
  const pct = enough ? percentileRank(sorted, askedUsd) : null;
  const comps = `${explainComps(askedUsd, compPrices.length, q.median, ratio)} ${KIND_WORDS[priceKind]}`;
  const read = context.notWorking
    ? `The listing says the device is locked, blacklisted or sold for parts: it is worth its parts at most, so no working-item price applies. ${comps}`
    : `${bait ? `Under the market, asked on unsafe payment or delivery terms (${context.riskyTerms.join(', ')}): the pattern of an advance-payment scam, never a good deal. ` : ''}${comps} ${explainReference(reference)}${enough ? '' : explainModel(askedUsd, estimate, context.identity)}`;
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
    price_basis: basis,
    model_identity: context.identity,
    used_price_estimate: estimate,
    explanation: read.replace(/\s+/g, ' ').trim().slice(0, 500),
  };
}

function explainComps(asked: number, n: number, median: number | null, ratio: number | null): string {
  if (median === null || ratio === null)
    return `Only ${n} comparable USD listing(s) found; at least ${MIN_COMPS} are needed for a market read (model_estimate).`;
  return `Asked $${asked} is ${Math.round(ratio * 100)}% of the median $${median} across ${n} comparables (model_estimate, ${PRICE_MODEL}).`;
}

/** For a kind whose market gap no documented item gives: that no gap is applied, and how much wider the fair range is for it. */
const undocumentedGap = (level: NonNullable<UsedPriceEstimate['price_level']>) =>
  level.basis === 'kind_undocumented'
    ? `; gap of this kind undocumented: none applied, fair range ±${Math.round((Math.exp(level.leave_one_out_rmse) - 1) * 100)}% wider`
    : '';

function explainModel(asked: number, estimate: UsedPriceEstimate | null, identity: ModelIdentity): string {
  if (!estimate) return `No model estimate: ${identity.reason}`;
  const pct = Math.round((asked / estimate.value_usd) * 100);
  const storage = estimate.storage_adjustment;
  const step = storage ? ` x ${storage.factor} for ${storage.listing_storage_gb}GB instead of ${storage.documented_storage_gb}GB (storage step)` : '';
  const level = estimate.price_level;
  const market = level ? `, x ${level.factor} for the ${level.currency} market (${level.country}${undocumentedGap(level)})` : '';
  const missing =
    estimate.completeness.missing.length > 0 ? `, x ${estimate.completeness.factor} for what is missing (${estimate.completeness.missing.join(', ')})` : '';
  const car = estimate.vehicle;
  const cost = estimate.stated_cost
    ? `the cost new the listing states, $${estimate.retail_price_usd} ("${estimate.stated_cost.quote}"; the seller's word), ${estimate.age_years} years since it was bought`
    : car
      ? `the ${car.maker} ${car.model} fitted on ${car.fitted_on_listings} used listings (as of ${car.dataset_captured}) at model year ${car.model_year} and ${car.mileage_km} km${market}`
      : `retail $${estimate.retail_price_usd}${step}${market}, ${estimate.age_years} years since release`;
  const source = estimate.retail_source ? ` (retail: ${estimate.retail_source.name})` : '';
  return `By svc's used-price model (${estimate.model}, model_estimate) a used one is worth about $${estimate.value_usd} (fair $${estimate.low_usd}-$${estimate.high_usd}): ${cost}, ${Math.round(estimate.retained_share * 100)}% ${car ? `of its price at age zero kept for age and mileage` : `kept (${estimate.curve} curve)`}, condition factor ${estimate.condition_factor}${missing}; asked is ${pct}% of it${source}.`;
}

function explainReference(reference: ReferencePriceCheck | null): string {
  if (!reference) return '';
  const pct = Math.round(reference.ratio_to_reference * 100);
  const judgement = reference.implausible ? 'implausibly low for a genuine, working one' : 'plausible for one in used condition';
  return `It is ${pct}% of the documented $${reference.price_usd} (${reference.price_kind.replace(/_/g, ' ')}): ${judgement}. `;
}
