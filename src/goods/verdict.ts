import type { DealValidation, DealVerdict, PriceVsMarket, ScamSignalDetail } from '../contracts/goods.js';

/**
 * Overall deal verdict (model "deal_rules_v1"): scam-risk signals first, then price.
 *   high risk: any high-severity signal, three or more signals, or a far-below-market
 *     price together with another signal -> likely_scam_do_not_pay
 *   medium risk: any other signal, or a price far below the market or a reference
 *     -> caution_verify_before_paying
 *   otherwise the price verdict decides, and the risk is low only when svc read the
 *   listing text and checked the price (comparables or a reference price); without
 *   either it is unknown, because a rule that could not run proves nothing.
 */
export const DEAL_MODEL = 'deal_rules_v1';

const BY_PRICE: Record<PriceVsMarket['verdict'], DealVerdict> = {
  well_below_market_check_for_scam: 'caution_verify_before_paying',
  well_below_reference_check_for_scam: 'caution_verify_before_paying',
  good_deal: 'good_deal_verify_in_person',
  fair: 'fair_price_verify_in_person',
  above_market: 'above_market_negotiate',
  insufficient_comps: 'insufficient_market_data_verify_in_person',
  not_comparable_locked_or_for_parts: 'caution_verify_before_paying',
};

export type Evidence = DealValidation['evidence'];

const UNKNOWN_BECAUSE = {
  title_only:
    'svc read only the title: payment terms, meeting arrangements and other listing text were not checked (send description, or a listing_url svc can find).',
  no_price: 'svc could not check the price: fewer than 3 comparables, no model estimate and no documented reference price for this item.',
};

type Outcome = Pick<DealValidation, 'verdict' | 'risk_level' | 'reasons' | 'evidence'>;

export function dealVerdict(price: PriceVsMarket, signals: readonly ScamSignalDetail[], evidence: Evidence): Outcome {
  const reasons = signals.map((s) => `${s.title}: ${s.evidence}.`);
  const farBelow = signals.some((s) => s.id === 'price_far_below_market');
  const high = signals.some((s) => s.severity === 'high') || signals.length >= 3 || (farBelow && signals.length >= 2);
  reasons.push(price.explanation);
  if (high)
    return {
      verdict: 'likely_scam_do_not_pay',
      risk_level: 'high',
      evidence,
      reasons: [...reasons, 'Do not pay or share personal details; report the listing to the marketplace.'],
    };
  const lowPrice = price.verdict === 'well_below_market_check_for_scam' || price.verdict === 'well_below_reference_check_for_scam';
  if (signals.length > 0 || lowPrice) {
    return {
      verdict: 'caution_verify_before_paying',
      risk_level: 'medium',
      evidence,
      reasons: [...reasons, 'Resolve every signal with the seller and in person before paying.'],
    };
  }
  const unknown = [
    ...(evidence.listing_text === 'title_only' ? [UNKNOWN_BECAUSE.title_only] : []),
    ...(evidence.price_check === 'none' ? [UNKNOWN_BECAUSE.no_price] : []),
  ];
  if (unknown.length > 0)
    return {
      verdict: BY_PRICE[price.verdict],
      risk_level: 'unknown',
      evidence,
      reasons: [...reasons, ...unknown, 'No scam-risk rule fired, but that proves little here; inspect before paying.'],
    };
  return {
    verdict: BY_PRICE[price.verdict],
    risk_level: 'low',
    evidence,
    reasons: [...reasons, 'No scam-risk rule fired on the listing text, seller data and price svc checked; still inspect before paying.'],
  };
}
