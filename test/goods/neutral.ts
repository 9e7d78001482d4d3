import { readFileSync } from 'node:fs';
import type { DealValidationRequest, DealValidationResponse } from '../../src/contracts/goods.js';
import { validateDeal } from '../../src/goods/validate.js';
import { readCases, share } from '../verdicts/jsonl.js';
import { depsWith } from './support.js';

/**
 * Runs used-goods cases in the neutral case format (one listing and an expert's verdict per line)
 * through the real deal validation with no marketplace data, as a user without marketplace
 * credentials gets it, and scores scams, price verdicts and fair-price ranges. svc takes prices in
 * US dollars, so a price in another currency is converted as a caller would, with the ECB
 * reference rates the service ships (data/travel/currency-rates.json), and svc's estimate is
 * converted back to compare it with the expert's range.
 */

const RATES = JSON.parse(readFileSync(new URL('../../data/travel/currency-rates.json', import.meta.url), 'utf8')) as { rates: Record<string, number> };

/** US dollars per unit of the currency, or null when the ECB table does not quote it. */
export function usdPer(code: string): number | null {
  if (code === 'USD') return 1;
  const usd = RATES.rates['USD'];
  const rate = RATES.rates[code];
  return usd !== undefined && rate !== undefined && rate > 0 ? usd / rate : null;
}

type NeutralVerdict = 'good_deal' | 'fair' | 'overpriced' | 'suspiciously_low' | 'cannot_judge';

export interface NeutralGoodsCase {
  id: string;
  listing: {
    title: string;
    description?: string;
    price: number;
    currency?: string;
    condition?: string;
    category?: string;
    seller_note?: string;
    location?: string;
    payment_terms?: string;
    shipping?: string;
  };
  expected: {
    scam_or_hard_risk: boolean;
    risk_kinds: string[];
    fair_price_range: { low: number; high: number; currency: string } | null;
    price_verdict: NeutralVerdict;
    model_identity_strong: boolean;
  };
}

export interface NeutralGoodsOutcome {
  id: string;
  expected: NeutralGoodsCase['expected'];
  hardRisk: boolean;
  verdict: NeutralVerdict;
  estimate: number | null;
  identityStrong: boolean;
  signals: string[];
  unsupported: string | null;
}

const VERDICTS: Record<DealValidationResponse['price_vs_market']['verdict'], NeutralVerdict> = {
  well_below_market_check_for_scam: 'suspiciously_low',
  well_below_reference_check_for_scam: 'suspiciously_low',
  good_deal: 'good_deal',
  fair: 'fair',
  above_market: 'overpriced',
  insufficient_comps: 'cannot_judge',
  not_comparable_locked_or_for_parts: 'cannot_judge',
};

/** The listing as a user would send it: every free-text field the listing shows goes into the description. */
export function requestOf(listing: NeutralGoodsCase['listing'], usdPerUnit: number): DealValidationRequest {
  const text = [
    listing.description,
    listing.seller_note,
    listing.payment_terms && `Payment: ${listing.payment_terms}.`,
    listing.shipping && `Delivery: ${listing.shipping}.`,
  ]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join('\n');
  return {
    title: listing.title,
    price_usd: Math.round(listing.price * usdPerUnit * 100) / 100,
    ...(text !== '' ? { description: text } : {}),
    ...(listing.condition ? { condition: listing.condition } : {}),
    ...(listing.location ? { location: listing.location } : {}),
  };
}

export async function runNeutralGoods(path: string, now = '2026-11-27T12:00:00Z'): Promise<NeutralGoodsOutcome[]> {
  const outcomes: NeutralGoodsOutcome[] = [];
  for (const c of readCases<NeutralGoodsCase>(path)) {
    const currency = (c.listing.currency ?? 'USD').toUpperCase();
    const rate = usdPer(currency);
    if (rate === null) {
      outcomes.push({
        id: c.id,
        expected: c.expected,
        hardRisk: false,
        verdict: 'cannot_judge',
        estimate: null,
        identityStrong: false,
        signals: [],
        unsupported: `no reference rate for ${currency}`,
      });
      continue;
    }
    const out = await validateDeal(requestOf(c.listing, rate), depsWith([], { now }));
    const price = out.price_vs_market;
    outcomes.push({
      id: c.id,
      expected: c.expected,
      hardRisk: out.deal_validation.risk_level === 'high',
      verdict: VERDICTS[price.verdict],
      estimate: toListingCurrency(price.used_price_estimate?.value_usd ?? price.median_usd, rate),
      identityStrong: price.model_identity.strong,
      signals: out.scam_risk_signals,
      unsupported: null,
    });
  }
  return outcomes;
}

const toListingCurrency = (usd: number | null, usdPerUnit: number) => (usd === null ? null : Math.round(usd / usdPerUnit));

const within = (value: number | null, range: { low: number; high: number } | null) =>
  value !== null && range !== null && value >= range.low && value <= range.high;

/** The figures the targets are stated in, and every miss with what svc said. */
export function neutralGoodsReport(title: string, outcomes: readonly NeutralGoodsOutcome[]): string {
  const scams = outcomes.filter((o) => o.expected.scam_or_hard_risk);
  const legit = outcomes.filter((o) => !o.expected.scam_or_hard_risk);
  const priced = legit.filter((o) => o.verdict !== 'cannot_judge');
  const judgeable = priced.filter((o) => o.expected.fair_price_range !== null);
  const inRange = judgeable.filter((o) => within(o.estimate, o.expected.fair_price_range));
  const verdictRight = outcomes.filter((o) => o.verdict === o.expected.price_verdict);
  const identityRight = outcomes.filter((o) => o.identityStrong === o.expected.model_identity_strong);
  const lines = [
    title,
    `scams and hard risks caught: ${share(scams.filter((o) => o.hardRisk).length, scams.length)}`,
    `false alarms on legitimate listings: ${share(legit.filter((o) => o.hardRisk).length, legit.length)}`,
    `legitimate listings with a price verdict: ${share(priced.length, legit.length)}`,
    `  of those with an expert range, svc's value inside it: ${share(inRange.length, judgeable.length)}`,
    `price verdict equal to the expert's: ${share(verdictRight.length, outcomes.length)}`,
    `model identity strength equal to the expert's: ${share(identityRight.length, outcomes.length)}`,
  ];
  const misses = outcomes.filter(
    (o) =>
      o.hardRisk !== o.expected.scam_or_hard_risk ||
      o.verdict !== o.expected.price_verdict ||
      (o.verdict !== 'cannot_judge' && o.expected.fair_price_range !== null && !within(o.estimate, o.expected.fair_price_range)) ||
      o.identityStrong !== o.expected.model_identity_strong,
  );
  if (misses.length > 0) {
    lines.push('misses:');
    for (const o of misses) {
      const range = o.expected.fair_price_range ? `${o.expected.fair_price_range.low}-${o.expected.fair_price_range.high}` : 'none';
      lines.push(
        `  ${o.id}: hard risk ${o.hardRisk} (expected ${o.expected.scam_or_hard_risk}); verdict ${o.verdict} (expected ${o.expected.price_verdict}); value ${o.estimate ?? '-'} (expert ${range}); identity ${o.identityStrong ? 'strong' : 'weak'} (expected ${o.expected.model_identity_strong ? 'strong' : 'weak'}); signals ${o.signals.join(', ') || 'none'}${o.unsupported ? `; ${o.unsupported}` : ''}`,
      );
    }
  }
  return lines.join('\n');
}
