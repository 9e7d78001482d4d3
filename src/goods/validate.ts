import type { ConditionClass, DealValidationRequest, DealValidationResponse } from '../contracts/goods.js';
import { guideFor, signalQuestions } from './checks.js';
import { classifyCondition } from './condition.js';
import { dedupe } from './dedupe.js';
import { gather, type GoodsDeps } from './deps.js';
import { applyFilters } from './filter.js';
import { sellerHandoff, TRUTH_BOUNDARIES } from './handoff.js';
import { interpretDeal } from './interpret.js';
import { toCandidate, type Candidate } from './normalize.js';
import { priceVsMarket } from './price-verdict.js';
import { buildPhotoIndex, ruleInputFor } from './scam/context.js';
import { MIN_COMPS, ruleById, runScamRules, type RuleInput } from './scam/rules.js';
import { SIMILARITY_MODEL } from './similarity.js';
import { dealVerdict, DEAL_MODEL } from './verdict.js';

/** A comp must match at least this share of the item's terms (title_term_coverage_v0). */
export const MIN_COMP_SIMILARITY = 0.75;
const MAX_COMPS = 25;
const PROVIDER_LIMIT = 100;

export async function validateDeal(req: DealValidationRequest, deps: GoodsDeps): Promise<DealValidationResponse> {
  const { interpreted, point, postalCode } = interpretDeal(req, deps.geocode);
  const now = deps.now();
  const gathered = await gather(deps, req.providers, {
    query: interpreted.query, minPriceUsd: null, maxPriceUsd: null, conditionClasses: [], postalCode, radiusMiles: null, limit: PROVIDER_LIMIT,
  });
  const candidates = gathered.listings.map((s) => toCandidate(s, { terms: interpreted.terms, origin: point, now }));
  const subject = req.listing_url ? candidates.find((c) => sameListingUrl(c.listing.url, req.listing_url as string)) : undefined;
  const stated = classifyCondition(req.condition);
  const subjectClass = stated !== 'unknown' ? stated : subject?.listing.condition_class ?? 'unknown';
  const comps = selectComps(candidates.filter((c) => c !== subject), interpreted, subjectClass);
  const price = priceVsMarket(req.price_usd, comps.listings.map((c) => c.listing.price_usd as number));

  const market = { medianUsd: price.median_usd, compsCount: price.comps_count };
  const input: RuleInput = subject
    ? { ...ruleInputFor(subject, market, buildPhotoIndex(candidates)), title: req.title ?? subject.source.title, priceUsd: req.price_usd }
    : { title: req.title ?? req.item_query ?? '', description: null, seller: null, imageUrls: null, priceUsd: req.price_usd, market, otherSellersUsingPhoto: () => 0 };
  const rules = runScamRules(input);
  const verdict = dealVerdict(price, rules.fired);
  const guide = guideFor(interpreted.category);
  const firedIds = rules.fired.map((s) => s.id);
  const lookupNote = subject ? [] : [req.listing_url
    ? 'listing_url was not found among the provider results, so svc could not read the listing text, seller signals or photos: read the listing yourself for the checks below.'
    : 'No listing_url was given, so svc judged the title and price only: read the listing yourself for the checks below.'];
  const notChecked = rules.notEvaluated.map((n) => `Not checked by svc: ${ruleById(n.id).title} (${n.reason}). ${ruleById(n.id).manualCheck}`);
  return {
    request_id: deps.newRequestId(),
    product: 'used_goods_deal_validation_v0',
    interpreted_request: interpreted,
    provider_statuses: gathered.statuses,
    comps: {
      summary: { comps_count: comps.listings.length, candidates_considered: candidates.length, similarity_model: SIMILARITY_MODEL, min_similarity: MIN_COMP_SIMILARITY, condition_basis: comps.basis },
      listings: comps.listings.map((c) => c.listing),
    },
    price_vs_market: price,
    deal_validation: {
      basis: 'model_estimate',
      model: DEAL_MODEL,
      ...verdict,
      category: interpreted.category,
      signals: rules.fired,
      rules_not_evaluated: rules.notEvaluated,
      subject_listing: subject ? { listing_id: subject.listing.listing_id, provider: subject.listing.provider, matched_by: 'listing_url' } : null,
    },
    scam_risk_signals: firedIds,
    missing_checks: unique([...lookupNote, ...notChecked, ...guide.checks]),
    seller_questions: unique([...signalQuestions(firedIds), ...guide.questions]),
    seller_handoff: sellerHandoff({ category: interpreted.category, title: req.title ?? subject?.source.title ?? req.item_query ?? null, priceUsd: req.price_usd, listingUrl: req.listing_url ?? null, questions: [...signalQuestions(firedIds), ...guide.questions] }),
    warnings: gathered.warnings,
    truth_boundaries: TRUTH_BOUNDARIES,
  };
}

/**
 * Comps: similar USD listings (must_have / avoid applied, near-duplicates merged),
 * the same condition class when at least MIN_COMPS of those exist, best matches first.
 */
function selectComps(pool: readonly Candidate[], interpreted: DealValidationResponse['interpreted_request'], cls: ConditionClass) {
  const similar = dedupe(applyFilters(pool, interpreted, MIN_COMP_SIMILARITY).kept).kept.filter((c) => c.listing.price_usd !== null);
  const sameClass = cls === 'unknown' ? [] : similar.filter((c) => c.listing.condition_class === cls);
  const basis = sameClass.length >= MIN_COMPS ? ('same_condition_class' as const) : ('all_conditions' as const);
  const chosen = basis === 'same_condition_class' ? sameClass : similar;
  const listings = [...chosen].sort((a, b) => b.listing.relevance.score - a.listing.relevance.score).slice(0, MAX_COMPS);
  return { listings, basis };
}

/** Same listing when host (without www.) and path agree; tracking query strings differ freely. */
export function sameListingUrl(a: string, b: string): boolean {
  const key = (u: string) => {
    try {
      const url = new URL(u);
      return `${url.hostname.replace(/^www\./, '').toLowerCase()}${url.pathname.replace(/\/+$/, '')}`;
    } catch {
      return u;
    }
  };
  return key(a) === key(b);
}

const unique = (items: readonly string[]) => [...new Set(items)].slice(0, 60).map((s) => s.slice(0, 500));
