import type { DealValidation, DealVerdict, PriceVsMarket, ScamSignalDetail } from '../contracts/goods.js';

/**
 * Overall deal verdict (model "deal_rules_v0"): scam-risk signals first, then price.
 *   high risk: any high-severity signal, three or more signals, or a far-below-market
 *     price together with another signal -> likely_scam_do_not_pay
 *   medium risk: any other signal, or a well-below-market price -> caution_verify_before_paying
 *   otherwise the price verdict decides.
 */
export const DEAL_MODEL = 'deal_rules_v0';

const BY_PRICE: Record<PriceVsMarket['verdict'], DealVerdict> = {
  well_below_market_check_for_scam: 'caution_verify_before_paying',
  good_deal: 'good_deal_verify_in_person',
  fair: 'fair_price_verify_in_person',
  above_market: 'above_market_negotiate',
  insufficient_comps: 'insufficient_market_data_verify_in_person',
};

export function dealVerdict(price: PriceVsMarket, signals: readonly ScamSignalDetail[]): Pick<DealValidation, 'verdict' | 'risk_level' | 'reasons'> {
  const reasons = signals.map((s) => `${s.title}: ${s.evidence}.`);
  const farBelow = signals.some((s) => s.id === 'price_far_below_market');
  const high = signals.some((s) => s.severity === 'high') || signals.length >= 3 || (farBelow && signals.length >= 2);
  reasons.push(price.explanation);
  if (high) return { verdict: 'likely_scam_do_not_pay', risk_level: 'high', reasons: [...reasons, 'Do not pay or share personal details; report the listing to the marketplace.'] };
  if (signals.length > 0 || price.verdict === 'well_below_market_check_for_scam') {
    return { verdict: 'caution_verify_before_paying', risk_level: 'medium', reasons: [...reasons, 'Resolve every signal with the seller and in person before paying.'] };
  }
  return { verdict: BY_PRICE[price.verdict], risk_level: 'low', reasons: [...reasons, 'No scam-risk rule fired on the data svc has; still inspect before paying.'] };
}
