import type { ItemCategory, ReferencePriceCheck, ScamRuleId, ScamSignalDetail, SellerSignals, UsedPriceEstimate } from '../../contracts/goods.js';
import { normalizeText, tokenize } from '../text.js';
import { clausesOf, findPhrase, STOCK_PHOTO_HOSTS, type PatternName } from './patterns.js';
import {
  deviceBoundElsewhere,
  identityRequest,
  lockCodeUnknown,
  namedPlatforms,
  paymentBeforeSeeing,
  paymentThroughSentLink,
  paymentToThirdPerson,
  platformProtectionOutside,
  protectionUsedUp,
  provenanceGaps,
  thirdPartyHoldsMoney,
  type Structure,
} from './structures.js';
import { depreciation } from '../data.js';
import { farUnderRange, tooWideToCall } from '../calibration.js';
import { SOURCES } from './sources.js';

/** What a rule can look at. null means svc does not have that piece of data. */
export interface RuleInput {
  title: string;
  description: string | null;
  /** Category of the item: context for the phrase rules (a rental's security deposit is ordinary). */
  category: ItemCategory;
  /** The asked price against a documented reference price, when svc has one. */
  reference: ReferencePriceCheck | null;
  /** True when the listing sells the item for parts, where no price is implausible. */
  forParts: boolean;
  /** The used-price model's estimate for the exact model, when svc can make one. */
  estimate: UsedPriceEstimate | null;
  /** Items of this kind are often stolen or faked (the estimate's category curve says so). */
  theftOrCounterfeitTarget: boolean;
  seller: SellerSignals | null;
  imageUrls: string[] | null;
  priceUsd: number | null;
  market: { medianUsd: number | null; compsCount: number };
  /** How many other sellers' listings use this photo URL. */
  otherSellersUsingPhoto: (url: string) => number;
}

export type RuleOutcome = { fired: true; evidence: string } | { fired: false } | { notEvaluated: string };

export interface ScamRule {
  id: ScamRuleId;
  title: string;
  severity: ScamSignalDetail['severity'];
  source: ScamSignalDetail['source'];
  basis: 'public_guidance' | 'svc_heuristic';
  /** What a person should check when svc could not evaluate the rule. */
  manualCheck: string;
  evaluate: (input: RuleInput) => RuleOutcome;
}

/** Asked price at or below this share of the comps median is "far below market" (model_estimate). */
export const FAR_BELOW_MARKET_RATIO = 0.5;
/** Categories whose items can be locked to an owner's account or blacklisted. */
const DEVICE_CATEGORIES = new Set<ItemCategory>(['electronics', 'cameras']);
/** Minimum comps for any price-based judgement. */
export const MIN_COMPS = 3;
/** A seller account younger than this with at most NEW_ACCOUNT_MAX_FEEDBACK ratings counts as new. */
export const NEW_ACCOUNT_MAX_DAYS = 30;
export const NEW_ACCOUNT_MAX_FEEDBACK = 2;

const NO_TEXT = 'listing text not available to svc; only the title was checked';

/** Title and description as separate sentences, so a phrase's context never spans the two. */
export const listingText = (input: Pick<RuleInput, 'title' | 'description'>) => (input.description ? `${input.title}.\n${input.description}` : input.title);

/** Text rules read title and description; without a description a miss on the title proves nothing. */
const textRule =
  (pattern: PatternName) =>
  (input: RuleInput): RuleOutcome => {
    const phrase = findPhrase(pattern, listingText(input));
    if (phrase) return { fired: true, evidence: `listing says "${phrase}"` };
    return input.description === null ? { notEvaluated: NO_TEXT } : { fired: false };
  };

/** A structure found in one clause; the category tells a rental's security deposit from a holding deposit. */
type FindStructure = (clause: string, category: ItemCategory) => Structure | null;

/** The first clause of the listing holding a structure, or null. */
const findStructure = (find: FindStructure, input: RuleInput): Structure | null => {
  for (const clause of clausesOf(listingText(input))) {
    const found = find(clause, input.category);
    if (found) return found;
  }
  return null;
};

/** A rule that fires on a phrase pattern when one is given, else on a structure in the listing's clauses. */
const structureRule =
  (find: FindStructure, what: string, pattern?: PatternName) =>
  (input: RuleInput): RuleOutcome => {
    const phrase = pattern ? findPhrase(pattern, listingText(input)) : null;
    if (phrase) return { fired: true, evidence: `listing says "${phrase}"` };
    const found = findStructure(find, input);
    if (found) return { fired: true, evidence: `${what}: "${found.saw}"` };
    return input.description === null ? { notEvaluated: NO_TEXT } : { fired: false };
  };

function priceFarBelow({ priceUsd, market }: RuleInput): RuleOutcome {
  if (priceUsd === null) return { notEvaluated: 'the asked price is not in USD' };
  if (market.medianUsd === null || market.compsCount < MIN_COMPS)
    return { notEvaluated: `fewer than ${MIN_COMPS} comparable listings to compare the price with` };
  const ratio = priceUsd / market.medianUsd;
  if (ratio > FAR_BELOW_MARKET_RATIO) return { fired: false };
  return {
    fired: true,
    evidence: `asked $${priceUsd} is ${Math.round(ratio * 100)}% of the comps median $${market.medianUsd} (${market.compsCount} comps; threshold ${FAR_BELOW_MARKET_RATIO * 100}%)`,
  };
}

const pct = (x: number) => Math.round(x * 100);

/**
 * Far under the list price, or (for often stolen or faked items, without comparables to judge by)
 * far under the used-price model's estimate. A new, unused item of another kind far under its
 * estimate is left to the price verdict: gifts and clearance sell honestly that low.
 */
function priceImplausible({ priceUsd, reference, forParts, estimate, theftOrCounterfeitTarget, market }: RuleInput): RuleOutcome {
  if (priceUsd === null) return { notEvaluated: 'the asked price is not in USD' };
  if (forParts) return { notEvaluated: 'the item is sold for parts, where any price can be genuine' };
  if (reference === null && estimate === null) return { notEvaluated: 'svc has no documented reference price for this item' };
  if (reference?.implausible) {
    return {
      fired: true,
      evidence: `asked $${priceUsd} is ${pct(reference.ratio_to_reference)}% of the documented price $${reference.price_usd} for ${reference.item} (${reference.source.name}); below ${pct(reference.implausible_below_ratio)}% a genuine, working one is implausible`,
    };
  }
  if (estimate && theftOrCounterfeitTarget && market.compsCount < MIN_COMPS && !tooWideToCall(estimate) && farUnderRange(priceUsd, estimate)) {
    return {
      fired: true,
      evidence: `asked $${priceUsd} is ${pct(priceUsd / estimate.low_usd)}% of $${estimate.low_usd}, the low end of what a used one is worth by ${estimate.model} (model_estimate); items of this kind are often stolen or counterfeit, and below ${pct(depreciation().far_under_low_share)}% of that a genuine one is implausible`,
    };
  }
  return { fired: false };
}

/** A helmet or child car seat the listing says took an impact or is past its expiry. */
function gearUsedUp(input: RuleInput): RuleOutcome {
  const found = protectionUsedUp(normalizeText(input.title), clausesOf(listingText(input)));
  if (found) return { fired: true, evidence: `protective gear that took an impact or is past its expiry: "${found.saw}"` };
  return input.description === null ? { notEvaluated: NO_TEXT } : { fired: false };
}

const lockedToAnother = structureRule(deviceBoundElsewhere, "device bound to an account or identity that is not the buyer's to clear", 'deviceLock');

/**
 * The listing says the device is locked to someone else's account, blacklisted, or sold for parts;
 * or, for any kind of item, that the code opening it (a robot mower's PIN, an e-scooter's passcode)
 * is unknown to the seller.
 */
function lockedOrForParts(input: RuleInput): RuleOutcome {
  const code = findStructure(lockCodeUnknown, input);
  if (code)
    return {
      fired: true,
      evidence: `the code that opens the item is unknown to the seller: "${code.saw}": only the owner of record can have it reset, so a buyer cannot use it`,
    };
  if (!DEVICE_CATEGORIES.has(input.category)) return input.description === null ? { notEvaluated: NO_TEXT } : { fired: false };
  const locked = lockedToAnother(input);
  if ('fired' in locked && locked.fired)
    return {
      fired: true,
      evidence: `${locked.evidence}: a locked or blacklisted device cannot be activated or used by a buyer, so it is worth its parts at most`,
    };
  if (input.forParts) return { fired: true, evidence: 'sold for parts or not working: it is not a working device, whatever the price' };
  return locked;
}

/** A defaced serial, or two gaps in provenance read across the listing's sentences. */
function stolenOrCounterfeit(input: RuleInput): RuleOutcome {
  const found = provenanceGaps(clausesOf(listingText(input)));
  if (found) return { fired: true, evidence: `the listing leaves the item's origin unproven: "${found.saw}"` };
  return input.description === null ? { notEvaluated: NO_TEXT } : { fired: false };
}

/** A landlord who is away, cannot show the home, or will post the keys: the rental-scam pattern. */
function remoteLandlord(input: RuleInput): RuleOutcome {
  if (input.category !== 'rentals') return { fired: false };
  const phrase = findPhrase('rentalRemote', listingText(input));
  if (phrase)
    return {
      fired: true,
      evidence: `listing says "${phrase}": an owner who cannot show the home, is abroad or posts the keys is the common rental-scam pattern`,
    };
  return input.description === null ? { notEvaluated: NO_TEXT } : { fired: false };
}

function newAccount({ seller }: RuleInput): RuleOutcome {
  const age = seller?.account_age_days ?? null;
  const feedback = seller?.feedback_score ?? null;
  if (age === null && feedback === null) return { notEvaluated: 'the provider gave no seller account age or feedback' };
  const young = age !== null && age < NEW_ACCOUNT_MAX_DAYS && (feedback ?? 0) <= NEW_ACCOUNT_MAX_FEEDBACK;
  const noFeedbackUnknownAge = age === null && feedback === 0;
  if (!young && !noFeedbackUnknownAge) return { fired: false };
  return { fired: true, evidence: `seller account ${age === null ? 'of unknown age' : `${age} day(s) old`} with ${feedback ?? 'no'} feedback rating(s)` };
}

function stockPhotos(input: RuleInput): RuleOutcome {
  const phrase = findPhrase('stockPhotoText', listingText(input));
  if (phrase) return { fired: true, evidence: `listing says "${phrase}"` };
  if (input.imageUrls === null) return { notEvaluated: 'listing photos not available to svc' };
  if (input.imageUrls.length === 0) return { notEvaluated: 'the listing has no photos' };
  for (const url of input.imageUrls) {
    const host = hostOf(url);
    if (host && STOCK_PHOTO_HOSTS.some((h) => host === h || host.endsWith(`.${h}`)))
      return { fired: true, evidence: `photo served from stock library ${host}` };
    const others = input.otherSellersUsingPhoto(url);
    if (others > 0) return { fired: true, evidence: `the same photo appears in ${others} other seller(s)' listing(s)` };
  }
  return { fired: false };
}

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
};

/** Model-like tokens: contain a digit ("13", "128gb", "2015", "m1"); a dimension or a multiplier ("4x4", "147x147", "2x") is a size. */
const isModel = (t: string) => /\d/.test(t) && !/^\d+x\d*$/.test(t);
/** A bare number before its word counts it ("2 batteries", "3 games") unless it is a model year ("2015 Civic"). */
const countsWord = (t: string) => /^\d{1,3}$/.test(t);
/** Units and connecting words: next to a number they name no model ("98k miles", "88 percent", "2 and"). */
const NOT_MODEL_ANCHORS = new Set([
  'miles',
  'mile',
  'mi',
  'km',
  'k',
  'gb',
  'tb',
  'mb',
  'inch',
  'inches',
  'in',
  'cm',
  'mm',
  'lbs',
  'lb',
  'cycles',
  'percent',
  'years',
  'yrs',
  'months',
  'days',
  'hours',
  'owners',
  'owner',
  'seats',
  'seat',
  'x',
  'and',
  'or',
  'to',
  'of',
  'the',
  'a',
  'with',
  'for',
]);

/**
 * A mismatch is the description naming a different model, year or capacity next to the
 * same word the title uses ("iPhone 13" vs "iPhone 11", "2015 Civic" vs "2009 Civic"). A count
 * before a word ("2 batteries") and a size ("Kallax 4x4", "147x147 cm") name no model.
 */
function titleMismatch({ title, description }: RuleInput): RuleOutcome {
  if (description === null) return { notEvaluated: 'listing description not available to svc' };
  const t = tokenize(title);
  const d = tokenize(description);
  const dSet = new Set(d);
  const pairs = (tokens: string[]) => tokens.slice(1).map((b, i) => [tokens[i] as string, b] as const);
  const anchored = (tokens: string[]) => {
    const map = new Map<string, Set<string>>();
    for (const [a, b] of pairs(tokens)) {
      if (isModel(a) === isModel(b)) continue;
      const [word, model] = isModel(a) ? [b, a] : [a, b];
      if (NOT_MODEL_ANCHORS.has(word) || (model === a && countsWord(a))) continue;
      map.set(word, (map.get(word) ?? new Set()).add(model));
    }
    return map;
  };
  const titleModels = anchored(t);
  for (const [word, models] of anchored(d)) {
    const expected = titleModels.get(word);
    if (!expected) continue;
    const conflicting = [...models].find((m) => !expected.has(m));
    if (conflicting && ![...expected].some((m) => dSet.has(m))) {
      return { fired: true, evidence: `title says "${word} ${[...expected].join('/')}" but the description says "${word} ${conflicting}"` };
    }
  }
  const capacity = (tokens: string[]) => tokens.filter((x) => /^\d+(gb|tb)$/.test(x));
  const titleCap = capacity(t);
  const descCap = capacity(d);
  if (titleCap.length > 0 && descCap.length > 0 && !titleCap.some((c) => dSet.has(c))) {
    return { fired: true, evidence: `title says ${titleCap.join('/')} but the description says ${descCap.join('/')}` };
  }
  return { fired: false };
}

export const SCAM_RULES: readonly ScamRule[] = [
  {
    id: 'off_platform_payment',
    title: 'Payment off the marketplace (payment app or outside the platform)',
    severity: 'high',
    source: SOURCES.ftcAvoidScam,
    basis: 'public_guidance',
    manualCheck:
      'Confirm the seller accepts payment in person on pickup (or through the marketplace checkout) and does not ask for Zelle, Venmo, Cash App or PayPal friends-and-family.',
    evaluate: textRule('offPlatformPayment'),
  },
  {
    id: 'wire_gift_card_or_crypto_payment',
    title: 'Wire transfer, gift card or cryptocurrency payment',
    severity: 'high',
    source: SOURCES.ftcAvoidScam,
    basis: 'public_guidance',
    manualCheck: 'Make sure nobody asks for a wire transfer, gift cards or cryptocurrency: no legitimate seller needs them.',
    evaluate: textRule('wireGiftCrypto'),
  },
  {
    id: 'price_far_below_market',
    title: 'Price far below market',
    severity: 'medium',
    source: SOURCES.craigslistScams,
    basis: 'public_guidance',
    manualCheck: 'Compare the asked price with sold and active listings for the same model before trusting a bargain.',
    evaluate: priceFarBelow,
  },
  {
    id: 'price_implausible_for_item',
    title: 'Price implausibly far below what the item costs',
    severity: 'high',
    source: SOURCES.ftcOnlineShopping,
    basis: 'svc_heuristic',
    manualCheck: "Compare the price with the maker's list price and recent sold prices; a genuine item far below them is likely counterfeit, stolen or bait.",
    evaluate: priceImplausible,
  },
  {
    id: 'shipping_only_or_refuses_meeting',
    title: 'Shipping only, or the seller will not meet',
    severity: 'medium',
    source: SOURCES.craigslistScams,
    basis: 'public_guidance',
    manualCheck: 'Ask to see the item in person before paying; a seller who cannot meet (travelling, deployed, shipping only) is a warning sign.',
    evaluate: textRule('shippingOnly'),
  },
  {
    id: 'deposit_before_inspection',
    title: 'Deposit or payment before inspection',
    severity: 'high',
    source: SOURCES.craigslistScams,
    basis: 'public_guidance',
    manualCheck: 'Do not pay anything, including a "holding" deposit, before you have seen the item.',
    evaluate: structureRule(paymentBeforeSeeing, 'payment placed before the buyer sees the item'),
  },
  {
    id: 'overpayment_or_refund_request',
    title: 'Overpayment or refund-the-difference request',
    severity: 'high',
    source: SOURCES.ftcFakeChecks,
    basis: 'public_guidance',
    manualCheck: 'Refuse any arrangement where you pay more than the price or money is sent back.',
    evaluate: textRule('overpayment'),
  },
  {
    id: 'urgency_pressure',
    title: 'Pressure to act immediately',
    severity: 'low',
    source: SOURCES.ftcAvoidScam,
    basis: 'public_guidance',
    manualCheck: 'Take the time you need; pressure to pay today is a common scam tactic.',
    evaluate: textRule('urgency'),
  },
  {
    id: 'new_account_without_feedback',
    title: 'New seller account without feedback',
    severity: 'medium',
    source: SOURCES.ftcOnlineShopping,
    basis: 'public_guidance',
    manualCheck: "Look at the seller's profile: account age, ratings and other listings.",
    evaluate: newAccount,
  },
  {
    id: 'stock_or_copied_photos',
    title: "Stock or copied photos instead of the seller's own",
    severity: 'medium',
    source: SOURCES.ftcOnlineShopping,
    basis: 'svc_heuristic',
    manualCheck: "Ask for a photo of the item next to a note with your name and today's date, or run a reverse image search on the listing photos.",
    evaluate: stockPhotos,
  },
  {
    id: 'device_locked_or_for_parts',
    title: 'Device locked, blacklisted or sold for parts',
    severity: 'high',
    source: SOURCES.appleActivationLock,
    basis: 'public_guidance',
    manualCheck:
      "Check the IMEI or serial on a blacklist checker, and watch the seller erase the device until it reaches the setup screen without asking for anyone's account; a locked or blacklisted device stays unusable whatever the seller promises.",
    evaluate: lockedOrForParts,
  },
  {
    id: 'rental_remote_landlord',
    title: 'Landlord abroad, no viewing, or keys by post',
    severity: 'high',
    source: SOURCES.ftcRentalScams,
    basis: 'public_guidance',
    manualCheck:
      'See the home in person with the person who rents it out, and check the owner in property records before paying anything; never pay for keys to be posted.',
    evaluate: remoteLandlord,
  },
  {
    id: 'title_description_mismatch',
    title: 'Title and description describe different items',
    severity: 'medium',
    source: SOURCES.ftcOnlineShopping,
    basis: 'svc_heuristic',
    manualCheck: 'Check that the title, description and photos all describe the same model, year and capacity.',
    evaluate: titleMismatch,
  },
  {
    id: 'fake_escrow_or_delivery_service',
    title: 'A delivery, transport or escrow service holds the payment',
    severity: 'high',
    source: SOURCES.ftcOnlineShopping,
    basis: 'public_guidance',
    manualCheck:
      "Pay only through the marketplace checkout or in person on collection; a seller-chosen delivery or escrow service that holds your money, a payment link sent by message, or a bank transfer to an account or an 'agent' said to be the platform's protection is how fake-escrow scams take it: a platform takes payment only in its own checkout.",
    evaluate: (input) =>
      structureRule(
        (clause) => thirdPartyHoldsMoney(clause) ?? paymentThroughSentLink(clause) ?? platformProtectionOutside(clause, namedPlatforms(listingText(input))),
        "a go-between, a link or QR code the seller sends, or a transfer outside a platform's checkout dressed as its protection is to take the payment",
      )(input),
  },
  {
    id: 'identity_or_card_details_request',
    title: 'Request for identity papers, card details or codes',
    severity: 'high',
    source: SOURCES.ftcAvoidScam,
    basis: 'public_guidance',
    manualCheck: 'Never send identity documents, card numbers or verification codes to a seller; buying an item needs none of them.',
    evaluate: structureRule(identityRequest, 'the listing asks for identity papers, card details or codes'),
  },
  {
    id: 'stolen_or_counterfeit_signs',
    title: 'Signs the item is stolen or counterfeit',
    severity: 'high',
    source: SOURCES.ftcOnlineShopping,
    basis: 'svc_heuristic',
    manualCheck:
      "Ask for the receipt or papers in the seller's name and the serial or frame number; check the number on a stolen-goods register, or have a designer item authenticated, before paying.",
    evaluate: stolenOrCounterfeit,
  },
  {
    id: 'protective_gear_impact_or_expired',
    title: 'Protective gear after an impact or past its expiry',
    severity: 'high',
    source: SOURCES.nhtsaCarSeatAfterCrash,
    basis: 'public_guidance',
    manualCheck:
      "Do not buy a helmet or a child car seat that has taken an impact or is past the expiry date on its label: the damage can be invisible, and makers and safety agencies say to replace it. Read the label's date of manufacture before paying.",
    evaluate: gearUsedUp,
  },
  {
    id: 'payment_to_third_party',
    title: 'Payment to someone other than the seller',
    severity: 'high',
    source: SOURCES.ftcAvoidScam,
    basis: 'public_guidance',
    manualCheck:
      'Pay only the person who hands you the item, in person or through the marketplace checkout; never a relative, friend, agent or moving company the seller names.',
    evaluate: structureRule(paymentToThirdPerson, 'the payment goes to someone other than the seller'),
  },
];

export interface RuleReport {
  fired: ScamSignalDetail[];
  notEvaluated: Array<{ id: ScamRuleId; reason: string }>;
}

export function runScamRules(input: RuleInput): RuleReport {
  const report: RuleReport = { fired: [], notEvaluated: [] };
  for (const rule of SCAM_RULES) {
    const outcome = rule.evaluate(input);
    if ('notEvaluated' in outcome) report.notEvaluated.push({ id: rule.id, reason: outcome.notEvaluated });
    else if (outcome.fired)
      report.fired.push({
        id: rule.id,
        title: rule.title,
        severity: rule.severity,
        evidence: outcome.evidence.slice(0, 500),
        basis: rule.basis,
        source: rule.source,
      });
  }
  return report;
}

export const ruleById = (id: ScamRuleId): ScamRule => SCAM_RULES.find((r) => r.id === id) as ScamRule;

/**
 * The rules about how the buyer is asked to pay or receive the item. A bargain offered on such
 * terms is the bait of an advance-payment scam, so such a listing is never a good deal.
 * Shipping only, or a seller who will not meet, is left out: shipping is how many marketplaces
 * trade, and the scam is a refusal to meet joined to payment in advance, which the payment rules
 * here already catch on their own.
 */
export const PAYMENT_OR_DELIVERY_RULES: readonly ScamRuleId[] = [
  'off_platform_payment',
  'wire_gift_card_or_crypto_payment',
  'deposit_before_inspection',
  'fake_escrow_or_delivery_service',
  'payment_to_third_party',
  'overpayment_or_refund_request',
];

/** Whether one rule fires on the input (a rule that could not be evaluated does not). */
export function fires(id: ScamRuleId, input: RuleInput): boolean {
  const outcome = ruleById(id).evaluate(input);
  return 'fired' in outcome && outcome.fired;
}
