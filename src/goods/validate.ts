import type { ConditionClass, DealValidationRequest, DealValidationResponse, ItemCategory, ModelIdentity, PriceVsMarket } from '../contracts/goods.js';
import { assessListings } from './assess.js';
import { guideFor, openQuestions, signalQuestions } from './checks.js';
import { selectComps, type CompSelection } from './comps.js';
import { classifyCondition, conditionInTitle } from './condition.js';
import { gather, type Gathered, type GoodsDeps } from './deps.js';
import { sellerHandoff, TRUTH_BOUNDARIES } from './handoff.js';
import { interpretDeal, type Interpretation } from './interpret.js';
import { completenessOf } from './listing/completeness.js';
import { COVERAGE, MATCH_MODEL } from './listing/match.js';
import type { Candidate } from './normalize.js';
import { priceVsMarket } from './price-verdict.js';
import type { SourceListing } from './providers/types.js';
import { referenceCheck } from './reference.js';
import { buildPhotoIndex, NO_MARKET, ruleInputFor, type PhotoIndex } from './scam/context.js';
import { fires, listingText, PAYMENT_OR_DELIVERY_RULES, ruleById, runScamRules, type RuleInput, type RuleReport } from './scam/rules.js';
import { subjectEstimate } from './subject-estimate.js';
import { dealVerdict, DEAL_MODEL, type Evidence } from './verdict.js';

const PROVIDER_LIMIT = 100;

export async function validateDeal(req: DealValidationRequest, deps: GoodsDeps): Promise<DealValidationResponse> {
  const now = deps.now();
  const { interpretation, gathered, description } = await readListing(req, deps);
  const { interpreted, understanding } = interpretation;
  const market = marketOf(req, interpretation, gathered.listings, now);
  const { subject, photos, condition, comps } = market;
  const reference = referenceCheck(understanding.reading, req.price_usd, now, condition);
  const title = req.title ?? subject?.source.title ?? req.item_query ?? '';
  const completeness = completenessOf(description);
  const read = { reading: understanding.reading, title, description, condition, country: interpretation.country, completeness, now };
  const { estimate, identity, theftOrCounterfeitTarget } = subjectEstimate(read, understanding, req.price_usd);
  const base = subject ? ruleInputFor(subject, NO_MARKET, photos, now) : { seller: null, imageUrls: null, otherSellersUsingPhoto: () => 0 };
  const unpriced: RuleInput = {
    ...base,
    title,
    description,
    category: interpreted.category,
    reference,
    forParts: condition === 'for_parts',
    estimate,
    theftOrCounterfeitTarget,
    priceUsd: req.price_usd,
    market: NO_MARKET,
  };
  const { price, rules } = judge(req.price_usd, unpriced, comps, identity);
  const evidence: Evidence = {
    listing_text: req.description !== undefined ? 'request_description' : description !== null ? 'provider_listing' : 'title_only',
    price_check: price.price_basis === 'none' && reference ? 'reference_price' : price.price_basis,
  };
  const verdict = dealVerdict(price, rules.fired, evidence);
  return {
    request_id: deps.newRequestId(),
    product: 'used_goods_deal_validation_v0',
    interpreted_request: interpreted,
    provider_statuses: gathered.statuses,
    comps: compsSection(market),
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
    scam_risk_signals: rules.fired.map((s) => s.id),
    ...sellerAdvice(req, subject, rules, description === null ? null : listingText(unpriced), interpreted.category),
    warnings: gathered.warnings,
    truth_boundaries: TRUTH_BOUNDARIES,
  };
}

/** The price against the comparables first: the scam rules then weigh it against the market it found. */
function judge(askedUsd: number, unpriced: RuleInput, comps: CompSelection, identity: ModelIdentity): { price: PriceVsMarket; rules: RuleReport } {
  const notWorking = fires('device_locked_or_for_parts', unpriced);
  const riskyTerms = PAYMENT_OR_DELIVERY_RULES.filter((id) => fires(id, unpriced));
  const price = priceVsMarket(
    askedUsd,
    comps.listings.map((c) => c.listing.price_usd as number),
    comps.priceKind,
    { reference: unpriced.reference, identity, estimate: unpriced.estimate, notWorking, riskyTerms },
  );
  const rules = runScamRules({ ...unpriced, market: { medianUsd: price.median_usd, compsCount: price.comps_count } });
  return { price, rules };
}

interface ListingRead {
  interpretation: Interpretation;
  gathered: Gathered;
  /** The listing text: the request's description, else the provider's copy of the listing, else none. */
  description: string | null;
}

/**
 * The interpretation needs the listing text; a provider's copy is only known after the search, so
 * the request's description is read first and the provider's fills in when the request has none.
 */
async function readListing(req: DealValidationRequest, deps: GoodsDeps): Promise<ListingRead> {
  const first = interpretDeal(req, deps.geocode, req.description ?? null);
  const gathered = await gather(deps, req.providers, {
    query: first.interpreted.query,
    minPriceUsd: null,
    maxPriceUsd: null,
    conditionClasses: [],
    postalCode: first.postalCode,
    radiusMiles: null,
    limit: PROVIDER_LIMIT,
  });
  const found = gathered.listings.find((l) => isSubject(req, l.url));
  const description = req.description ?? found?.description ?? null;
  const interpretation = description === (req.description ?? null) ? first : interpretDeal(req, deps.geocode, description);
  return { interpretation, gathered, description };
}

interface Market {
  /** The provider listing at the request's listing_url, when a provider returned it. */
  subject: Candidate | undefined;
  candidates: Candidate[];
  photos: PhotoIndex;
  /** The listed item's condition: as the request states it, else as the listing or its title says. */
  condition: ConditionClass;
  comps: CompSelection;
}

/** The provider listings read against the item, and the comparables among them for its condition. */
function marketOf(req: DealValidationRequest, interpretation: Interpretation, listings: readonly SourceListing[], now: Date): Market {
  const { interpreted, understanding, point } = interpretation;
  const assessed = assessListings(listings, {
    subject: understanding.reading,
    category: interpreted.category,
    origin: point,
    now,
    isSubject: (l) => isSubject(req, l.url),
  });
  const subject = assessed.find((a) => isSubject(req, a.candidate.listing.url))?.candidate;
  const candidates = assessed.map((a) => a.candidate);
  const photos = buildPhotoIndex(candidates);
  const stated = classifyCondition(req.condition);
  const condition = stated !== 'unknown' ? stated : (subject?.listing.condition_class ?? conditionInTitle(req.title));
  const others = assessed.filter((a) => a.candidate !== subject);
  return { subject, candidates, photos, condition, comps: selectComps(others, interpreted, condition, photos, now) };
}

const isSubject = (req: DealValidationRequest, url: string) => req.listing_url !== undefined && sameListingUrl(url, req.listing_url);

function compsSection({ comps, candidates }: Market): DealValidationResponse['comps'] {
  return {
    summary: {
      comps_count: comps.listings.length,
      candidates_considered: candidates.length,
      similarity_model: MATCH_MODEL,
      min_similarity: COVERAGE,
      condition_basis: comps.basis,
      price_kind: comps.priceKind,
      excluded: comps.excluded,
    },
    listings: comps.listings.map((c) => c.listing),
  };
}

type SellerAdvice = Pick<DealValidationResponse, 'missing_checks' | 'seller_questions' | 'seller_handoff'>;

/** What the buyer should still check and ask; `listing` is the listing text svc read, null when it read none. */
function sellerAdvice(
  req: DealValidationRequest,
  subject: Candidate | undefined,
  rules: RuleReport,
  listing: string | null,
  category: ItemCategory,
): SellerAdvice {
  const lookupNote =
    listing !== null
      ? []
      : [
          req.listing_url
            ? 'listing_url was not found among the provider results and no description was sent, so svc could not read the listing text, seller signals or photos: read the listing yourself for the checks below.'
            : 'No description or listing_url was given, so svc judged the title and price only: read the listing yourself for the checks below.',
        ];
  const notChecked = rules.notEvaluated.map((n) => `Not checked by svc: ${ruleById(n.id).title} (${n.reason}). ${ruleById(n.id).manualCheck}`);
  const questions = [...signalQuestions(rules.fired.map((s) => s.id)), ...openQuestions(category, listing)];
  return {
    missing_checks: unique([...lookupNote, ...notChecked, ...guideFor(category).checks]),
    seller_questions: unique(questions),
    seller_handoff: sellerHandoff({
      category,
      title: req.title ?? subject?.source.title ?? req.item_query ?? null,
      priceUsd: req.price_usd,
      listingUrl: req.listing_url ?? null,
      questions,
    }),
  };
}

/** The path without trailing slashes, trimmed by a loop: a regex on a run of slashes would cost quadratic time. */
function trimSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path[end - 1] === '/') end -= 1;
  return path.slice(0, end);
}

/** Same listing when host (without www.) and path agree; tracking query strings differ freely. */
export function sameListingUrl(a: string, b: string): boolean {
  const key = (u: string) => {
    try {
      const url = new URL(u);
      return `${url.hostname.replace(/^www\./, '').toLowerCase()}${trimSlashes(url.pathname)}`;
    } catch {
      return u;
    }
  };
  return key(a) === key(b);
}

const unique = (items: readonly string[]) => [...new Set(items)].slice(0, 60).map((s) => s.slice(0, 500));
