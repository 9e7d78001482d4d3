import type { DealValidationRequest, DealValidationResponse } from '../contracts/goods.js';
import { assessListings } from './assess.js';
import { guideFor, openQuestions, signalQuestions } from './checks.js';
import { selectComps } from './comps.js';
import { classifyCondition, conditionInTitle } from './condition.js';
import { gather, type GoodsDeps } from './deps.js';
import { sellerHandoff, TRUTH_BOUNDARIES } from './handoff.js';
import { interpretDeal } from './interpret.js';
import { COVERAGE, MATCH_MODEL } from './listing/match.js';
import { priceVsMarket } from './price-verdict.js';
import { referenceCheck } from './reference.js';
import { buildPhotoIndex, NO_MARKET, ruleInputFor } from './scam/context.js';
import { fires, listingText, PAYMENT_OR_DELIVERY_RULES, ruleById, runScamRules, type RuleInput } from './scam/rules.js';
import { isTheftOrCounterfeitTarget } from './depreciation-curve.js';
import { bicycleEstimate } from './bicycle-price.js';
import { modelIdentity, usedPriceEstimate } from './used-price.js';
import { completenessOf } from './listing/completeness.js';
import { readStatedCost } from './listing/stated-cost.js';
import { statedPriceEstimate } from './stated-price.js';
import { vehicleEstimate } from './vehicle-price.js';
import { dealVerdict, DEAL_MODEL, type Evidence } from './verdict.js';

const PROVIDER_LIMIT = 100;

export async function validateDeal(req: DealValidationRequest, deps: GoodsDeps): Promise<DealValidationResponse> {
  const now = deps.now();
  const sameUrl = (url: string) => req.listing_url !== undefined && sameListingUrl(url, req.listing_url);
  // The interpretation needs the listing text; a provider's copy is only known after the search, so
  // the request's description is read first and the provider's fills in when the request has none.
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
  const found = gathered.listings.find((l) => sameUrl(l.url));
  const description = req.description ?? found?.description ?? null;
  const { interpreted, understanding, point } = description === (req.description ?? null) ? first : interpretDeal(req, deps.geocode, description);
  const assessed = assessListings(gathered.listings, {
    subject: understanding.reading,
    category: interpreted.category,
    origin: point,
    now,
    isSubject: (l) => sameUrl(l.url),
  });
  const subject = assessed.find((a) => sameUrl(a.candidate.listing.url))?.candidate;
  const candidates = assessed.map((a) => a.candidate);
  const photos = buildPhotoIndex(candidates);

  const stated = classifyCondition(req.condition);
  const subjectClass = stated !== 'unknown' ? stated : (subject?.listing.condition_class ?? conditionInTitle(req.title));
  const comps = selectComps(
    assessed.filter((a) => a.candidate !== subject),
    interpreted,
    subjectClass,
    photos,
    now,
  );
  const reference = referenceCheck(understanding.reading, req.price_usd, now);
  const model = modelIdentity(understanding.reading, understanding.text, understanding.category);
  const title = req.title ?? subject?.source.title ?? req.item_query ?? '';
  const completeness = completenessOf(description);
  const read = { reading: understanding.reading, title, description, condition: subjectClass, country: first.country, completeness, now };
  // A maker's name is often the only word of its kind in a title ("Volvo XC60 D4 2018", "YT Capra
  // 2019"), so a listing read as nothing in particular is tried on both fits, which then need the maker.
  const category = interpreted.category;
  const fitted =
    category === 'vehicles'
      ? vehicleEstimate(read, true)
      : category === 'bikes'
        ? bicycleEstimate(read)
        : category === 'generic'
          ? (vehicleEstimate(read, false) ?? bicycleEstimate(read))
          : null;
  const fromRecord = usedPriceEstimate(model, subjectClass, now, first.country, completeness);
  const documented = fromRecord ?? fitted?.estimate ?? null;
  const fromStatedCost = documented
    ? null
    : statedPriceEstimate({
        stated: readStatedCost(listingText({ title, description }), first.country, now),
        identityStrong: (fitted?.identity ?? model.identity).strong,
        category: interpreted.category,
        condition: subjectClass,
        completeness,
        askedUsd: req.price_usd,
        now,
      });
  const estimate = documented ?? fromStatedCost?.estimate ?? null;
  const named = fitted?.identity ?? model.identity;
  const identity = fromStatedCost?.why ? { ...named, reason: `${named.reason} ${fromStatedCost.why}` } : named;
  const base = subject ? ruleInputFor(subject, NO_MARKET, photos, now) : { seller: null, imageUrls: null, otherSellersUsingPhoto: () => 0 };
  const unpriced: RuleInput = {
    ...base,
    title,
    description,
    category: interpreted.category,
    reference,
    forParts: subjectClass === 'for_parts',
    estimate,
    // Only a documented model's estimate can make a price implausible: a stated cost is the seller's
    // word and may be another item's or a bundle's, so it informs the price verdict alone.
    theftOrCounterfeitTarget: fromRecord ? isTheftOrCounterfeitTarget(fromRecord.curve) : (fitted?.estimate && fitted.theftOrCounterfeitTarget) === true,
    priceUsd: req.price_usd,
    market: NO_MARKET,
  };
  const notWorking = fires('device_locked_or_for_parts', unpriced);
  const riskyTerms = PAYMENT_OR_DELIVERY_RULES.filter((id) => fires(id, unpriced));
  const price = priceVsMarket(
    req.price_usd,
    comps.listings.map((c) => c.listing.price_usd as number),
    comps.priceKind,
    { reference, identity, estimate, notWorking, riskyTerms },
  );
  const input: RuleInput = { ...unpriced, market: { medianUsd: price.median_usd, compsCount: price.comps_count } };
  const rules = runScamRules(input);
  const evidence: Evidence = {
    listing_text: req.description !== undefined ? 'request_description' : description !== null ? 'provider_listing' : 'title_only',
    price_check: price.price_basis === 'none' && reference ? 'reference_price' : price.price_basis,
  };
  const verdict = dealVerdict(price, rules.fired, evidence);
  const guide = guideFor(interpreted.category);
  const firedIds = rules.fired.map((s) => s.id);
  const lookupNote =
    description !== null
      ? []
      : [
          req.listing_url
            ? 'listing_url was not found among the provider results and no description was sent, so svc could not read the listing text, seller signals or photos: read the listing yourself for the checks below.'
            : 'No description or listing_url was given, so svc judged the title and price only: read the listing yourself for the checks below.',
        ];
  const notChecked = rules.notEvaluated.map((n) => `Not checked by svc: ${ruleById(n.id).title} (${n.reason}). ${ruleById(n.id).manualCheck}`);
  const questions = [...signalQuestions(firedIds), ...openQuestions(interpreted.category, description === null ? null : listingText(unpriced))];
  return {
    request_id: deps.newRequestId(),
    product: 'used_goods_deal_validation_v0',
    interpreted_request: interpreted,
    provider_statuses: gathered.statuses,
    comps: {
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
    seller_questions: unique(questions),
    seller_handoff: sellerHandoff({
      category: interpreted.category,
      title: req.title ?? subject?.source.title ?? req.item_query ?? null,
      priceUsd: req.price_usd,
      listingUrl: req.listing_url ?? null,
      questions,
    }),
    warnings: gathered.warnings,
    truth_boundaries: TRUTH_BOUNDARIES,
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
