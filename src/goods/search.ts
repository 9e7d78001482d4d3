import type { DealSummary, GoodsSearchRequest, GoodsSearchResponse } from '../contracts/goods.js';
import { assessListings } from './assess.js';
import { guideFor } from './checks.js';
import { priceKindOf } from './comps.js';
import { dedupe } from './dedupe.js';
import { gather, type GoodsDeps } from './deps.js';
import { applyFilters, MIN_RELEVANCE, type FilterResult } from './filter.js';
import { sellerHandoff, TRUTH_BOUNDARIES } from './handoff.js';
import { interpretSearch } from './interpret.js';
import type { Candidate } from './normalize.js';
import { buildPhotoIndex, NO_MARKET, ruleInputFor } from './scam/context.js';
import { runScamRules } from './scam/rules.js';
import { priceQuantiles } from './stats.js';

const MAX_LISTINGS = 50;
const PROVIDER_LIMIT = 100;
const SUMMARY_MODEL = 'listing_price_quantiles_v0';

export async function searchGoods(req: GoodsSearchRequest, deps: GoodsDeps): Promise<GoodsSearchResponse> {
  const { interpreted, understanding, point, postalCode } = interpretSearch(req, deps.geocode);
  const now = deps.now();
  const gathered = await gather(deps, req.providers, {
    query: interpreted.query,
    minPriceUsd: interpreted.min_price_usd,
    maxPriceUsd: interpreted.max_price_usd,
    conditionClasses: interpreted.condition_classes,
    postalCode,
    radiusMiles: interpreted.radius_miles,
    limit: PROVIDER_LIMIT,
  });
  const candidates = assessListings(gathered.listings, { subject: understanding.reading, category: interpreted.category, origin: point, now }).map(
    (a) => a.candidate,
  );
  const filtered = applyFilters(candidates, interpreted);
  const { kept, removed } = dedupe(filtered.kept);

  // The market is every relevant USD listing on which no market-independent scam rule fires,
  // not only those inside the price filter: a "Zelle only" bait price is not market evidence.
  const photos = buildPhotoIndex(candidates);
  const market = candidates.filter(
    (c) =>
      c.listing.relevance.score >= MIN_RELEVANCE && c.listing.price_usd !== null && runScamRules(ruleInputFor(c, NO_MARKET, photos, now)).fired.length === 0,
  );
  const marketPrices = market.map((c) => c.listing.price_usd as number);
  const q = priceQuantiles(marketPrices);
  for (const c of kept) {
    c.listing.scam_risk_signals = runScamRules(ruleInputFor(c, { medianUsd: q.median, compsCount: marketPrices.length }, photos, now)).fired.map((s) => s.id);
  }
  const listings = [...kept].sort(byRelevanceThenPrice).slice(0, MAX_LISTINGS);
  return {
    request_id: deps.newRequestId(),
    product: 'used_goods_search_v0',
    interpreted_request: interpreted,
    provider_statuses: gathered.statuses,
    listings: listings.map((c) => c.listing),
    deal_summary: summarize(listings, filtered, removed, interpreted.radius_miles !== null),
    seller_handoff: sellerHandoff({
      category: interpreted.category,
      title: null,
      priceUsd: null,
      listingUrl: null,
      questions: guideFor(interpreted.category).questions,
    }),
    warnings: gathered.warnings,
    truth_boundaries: TRUTH_BOUNDARIES,
  };
}

/** Most relevant first; among equals, listings without scam-risk signals, then cheapest. */
function byRelevanceThenPrice(a: Candidate, b: Candidate): number {
  const r = b.listing.relevance.score - a.listing.relevance.score;
  if (r !== 0) return r;
  const flagged = Number(a.listing.scam_risk_signals.length > 0) - Number(b.listing.scam_risk_signals.length > 0);
  if (flagged !== 0) return flagged;
  return (a.listing.price_usd ?? Infinity) - (b.listing.price_usd ?? Infinity);
}

function summarize(listings: readonly Candidate[], filtered: FilterResult, duplicates: number, radiusAsked: boolean): DealSummary {
  const priced = listings.filter((c) => c.listing.price_usd !== null);
  const q = priceQuantiles(priced.map((c) => c.listing.price_usd as number));
  const clean = priced
    .filter((c) => c.listing.scam_risk_signals.length === 0)
    .sort((a, b) => (a.listing.price_usd as number) - (b.listing.price_usd as number));
  const flagged = listings.filter((c) => c.listing.scam_risk_signals.length > 0).map((c) => c.listing.listing_id);
  const providers = new Set(listings.map((c) => c.listing.provider)).size;
  const priceKind = priceKindOf(priced);
  const spread =
    q.median === null
      ? 'no USD prices to summarise'
      : `median $${q.median} (middle half $${q.p25}-$${q.p75}) of ${priceKind === 'sold_prices' ? 'sold prices' : 'asking prices, not sold prices'}`;
  return {
    basis: 'model_estimate',
    model: SUMMARY_MODEL,
    listing_count: listings.length,
    priced_listing_count: priced.length,
    median_usd: q.median,
    p25_usd: q.p25,
    p75_usd: q.p75,
    min_usd: q.min,
    max_usd: q.max,
    best_value_listing_ids: clean.slice(0, 3).map((c) => c.listing.listing_id),
    flagged_listing_ids: flagged,
    duplicates_removed: duplicates,
    price_kind: priceKind,
    filtered_out: filtered.counts,
    distance_unchecked_count: radiusAsked ? listings.filter((c) => c.listing.distance_miles === null).length : 0,
    headline: `${listings.length} listing(s) from ${providers} provider(s); ${spread}; ${flagged.length} flagged for scam-risk signals.`,
  };
}
