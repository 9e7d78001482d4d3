import { Type, type Static } from '@sinclair/typebox';
import { Closed, LongText, Nullable, ShortText, StringEnum, TextList, Uri } from './common.js';

/**
 * Used goods (products used_goods_search_v0 and used_goods_deal_validation_v0): listing
 * evidence from two marketplace providers, a comps-based price read and scam-risk rules.
 * svc verifies no seller, guarantees no availability and offers no checkout or escrow.
 */

export const GOODS_PROVIDERS = ['marketplace_a', 'marketplace_b'] as const;
export const PROVIDER_STATUS_VALUES = ['pending_credentials', 'sandbox', 'unavailable', 'provider_live'] as const;
export const EVIDENCE_LABELS = ['marketplace_a_provider_listing', 'marketplace_b_authorized_snapshot'] as const;
export const CONDITION_CLASSES = ['new', 'like_new', 'used_good', 'used_fair', 'damaged', 'for_parts', 'unknown'] as const;
export const ITEM_CATEGORIES = [
  'electronics',
  'cameras',
  'watches',
  'vehicles',
  'bikes',
  'furniture',
  'appliances',
  'instruments',
  'clothing',
  'baby_gear',
  'pets',
  'tickets',
  'rentals',
  'generic',
] as const;
export const PRICE_VERDICTS = [
  'well_below_market_check_for_scam',
  'good_deal',
  'fair',
  'above_market',
  'well_below_reference_check_for_scam',
  'insufficient_comps',
  'not_comparable_locked_or_for_parts',
] as const;
export const RISK_LEVELS = ['low', 'medium', 'high', 'unknown'] as const;
export const COMPS_PRICE_KINDS = ['asking_prices_of_active_listings', 'sold_prices', 'asking_and_sold_prices'] as const;
export const DEAL_VERDICTS = [
  'likely_scam_do_not_pay',
  'caution_verify_before_paying',
  'good_deal_verify_in_person',
  'fair_price_verify_in_person',
  'above_market_negotiate',
  'insufficient_market_data_verify_in_person',
] as const;
export const SCAM_RULE_IDS = [
  'off_platform_payment',
  'wire_gift_card_or_crypto_payment',
  'price_far_below_market',
  'price_implausible_for_item',
  'shipping_only_or_refuses_meeting',
  'deposit_before_inspection',
  'overpayment_or_refund_request',
  'urgency_pressure',
  'new_account_without_feedback',
  'stock_or_copied_photos',
  'title_description_mismatch',
  'device_locked_or_for_parts',
  'rental_remote_landlord',
  'fake_escrow_or_delivery_service',
  'identity_or_card_details_request',
  'stolen_or_counterfeit_signs',
  'payment_to_third_party',
  'protective_gear_impact_or_expired',
] as const;

export const GoodsProvider = StringEnum(GOODS_PROVIDERS, { description: 'marketplace_a: provider listing API; marketplace_b: authorized snapshots.' });
export const ProviderStatusValue = StringEnum(PROVIDER_STATUS_VALUES, {
  description:
    'pending_credentials: not configured; unavailable: failed this time (the answer falls back to the other provider and heuristics); sandbox: demo data only; provider_live: provider data was used (for marketplace_b: operator-authorized snapshots, not a live feed).',
});
export const EvidenceLabel = StringEnum(EVIDENCE_LABELS, {
  description:
    'marketplace_a_provider_listing: returned by the marketplace API at retrieved_at; marketplace_b_authorized_snapshot: from a snapshot the operator is permitted to use, as of captured_at.',
});
export const ConditionClass = StringEnum(CONDITION_CLASSES, {
  description: 'Normalised condition class. damaged: works, but with damage the listing states (a cracked screen, a dent).',
});
export const ItemCategory = StringEnum(ITEM_CATEGORIES, { description: 'Item category; chooses the checks and seller questions.' });
export const PriceVerdict = StringEnum(PRICE_VERDICTS, {
  description:
    'Asked price against the comparables, or without 3 of them against the used-price model (both model_estimate; price_basis says which). well_below_reference_check_for_scam: the price is implausibly far below a documented reference price for the item (see reference). insufficient_comps: neither comparables nor a model estimate (the model needs the exact model, see model_identity), or an estimate whose error is too wide to call (used_price_estimate.error_ln). not_comparable_locked_or_for_parts: the listing says the device is locked, blacklisted or sold for parts, so no working-item price applies.',
});
export const CompsPriceKind = StringEnum(COMPS_PRICE_KINDS, {
  description: 'Asking prices of active listings (which often sell for less), sold prices, or a mix.',
});
export const DealVerdict = StringEnum(DEAL_VERDICTS, { description: 'Overall read combining the price verdict and scam-risk signals (model_estimate).' });
export const ScamRuleId = StringEnum(SCAM_RULE_IDS, { description: 'Stable id of a scam-risk rule (see deal_validation.signals for evidence and source).' });

const Usd = (description: string) => Type.Number({ minimum: 0, maximum: 10_000_000, description });
const Terms = (description: string) => TextList({ maxItems: 20, description });
const Providers = Type.Array(GoodsProvider, {
  minItems: 1,
  maxItems: 2,
  uniqueItems: true,
  description: 'Providers to consult. Omit for both.',
});

export const GoodsSearchRequest = Closed(
  {
    user_request: Type.Optional(
      Type.String({
        minLength: 3,
        maxLength: 2000,
        description:
          'What the buyer wants, in plain words. Price ("under $300") and radius ("within 20 miles") phrases are read when the structured fields are absent.',
      }),
    ),
    item_query: Type.Optional(Type.String({ minLength: 2, maxLength: 200, description: 'Item keywords. Wins over user_request for the search terms.' })),
    location: Type.Optional(ShortText({ description: 'Buyer location: "City, ST", "City, Country", a US ZIP code, or "lat,lon".' })),
    radius_miles: Type.Optional(
      Type.Number({
        minimum: 0,
        maximum: 500,
        description: 'Keep listings within this distance of location (listings whose distance cannot be computed are kept and marked).',
      }),
    ),
    min_price_usd: Type.Optional(Usd('Lowest listing price to keep, USD.')),
    max_price_usd: Type.Optional(Usd('Highest listing price to keep, USD.')),
    condition_preferences: Type.Optional(Terms('Acceptable conditions: new, like new, open box, used, good, fair, for parts (or the class names).')),
    must_have: Type.Optional(Terms('Words every kept listing must mention in its title or description.')),
    avoid: Type.Optional(Terms('Words that exclude a listing when its title or description mentions them.')),
    providers: Type.Optional(Providers),
  },
  {
    $id: 'GoodsSearchRequest',
    title: 'Used-goods search request',
    description:
      'Search used-goods listings from marketplace_a (provider API) and marketplace_b (authorized snapshots). Supply item_query or user_request (a request with neither is rejected with 400).',
  },
);

export const DealValidationRequest = Closed(
  {
    title: Type.Optional(Type.String({ minLength: 2, maxLength: 300, description: 'Listing title as shown on the marketplace.' })),
    item_query: Type.Optional(
      Type.String({
        minLength: 2,
        maxLength: 200,
        description: "What the item is, if the title is vague. When given, comps are found by these terms instead of the title's.",
      }),
    ),
    description: Type.Optional(
      LongText({
        description:
          'The listing text as the seller wrote it. Every rule reads title and description together: scam-risk rules, category, title/description mismatch. When absent, svc reads the description of the provider listing matching listing_url, if any.',
      }),
    ),
    listing_url: Type.Optional(
      Uri({
        description:
          'Listing address. When a provider result has this URL, its description, seller signals and photos feed the scam-risk rules; otherwise those rules are reported as not evaluated in missing_checks.',
      }),
    ),
    price_usd: Type.Number({ exclusiveMinimum: 0, maximum: 10_000_000, description: 'Asked price, USD.' }),
    location: Type.Optional(ShortText({ description: 'Where the item is (or the buyer is), as in the search request.' })),
    condition: Type.Optional(ShortText({ description: 'Condition as stated by the seller (free text).' })),
    providers: Type.Optional(Providers),
    must_have: Type.Optional(Terms('Words a comparable listing must mention.')),
    avoid: Type.Optional(Terms('Words that exclude a listing from the comps.')),
  },
  {
    $id: 'DealValidationRequest',
    title: 'Used-goods deal validation request',
    description:
      'Validate one listing before contacting the seller. Supply title or item_query (a request with neither is rejected with 400). Send the listing text as description; seller signals and photos are read from the provider listing matching listing_url. missing_checks names every rule svc could not evaluate.',
  },
);

export const GeoPointSchema = Closed({ lat: Type.Number({ minimum: -90, maximum: 90 }), lon: Type.Number({ minimum: -180, maximum: 180 }) });

export const ListingLocation = Closed(
  {
    label: Nullable(ShortText()),
    postal_code: Nullable(Type.String({ maxLength: 20 })),
    country: Nullable(Type.String({ maxLength: 2, description: 'ISO 3166-1 alpha-2.' })),
    lat: Nullable(Type.Number({ minimum: -90, maximum: 90 })),
    lon: Nullable(Type.Number({ minimum: -180, maximum: 180 })),
  },
  { description: 'Listing location as the provider gives it.' },
);

export const SellerSignals = Closed(
  {
    seller_id: Nullable(ShortText({ description: 'Provider username or id; not verified by svc.' })),
    feedback_score: Nullable(Type.Integer({ minimum: 0 })),
    feedback_percent: Nullable(Type.Number({ minimum: 0, maximum: 100 })),
    account_age_days: Nullable(Type.Integer({ minimum: 0 })),
  },
  { description: 'Seller signals reported by the provider. svc verifies no seller identity.' },
);

export const Money = Closed({
  value: Type.Number({ minimum: 0 }),
  currency: Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code.' }),
});

export const GoodsListing = Closed(
  {
    listing_id: ShortText({ description: 'Provider-scoped id, prefixed with the provider.' }),
    provider: GoodsProvider,
    evidence_label: EvidenceLabel,
    demo_data: Type.Boolean({ description: 'True for the demo snapshot shipped with svc: synthetic listings, not real offers.' }),
    title: ShortText(),
    description_excerpt: Nullable(ShortText()),
    price: Money,
    price_usd: Nullable(Type.Number({ minimum: 0, description: 'Null when the listing is not priced in USD (no currency conversion is done).' })),
    condition: Nullable(ShortText({ description: 'Condition text as listed.' })),
    condition_class: ConditionClass,
    category: ItemCategory,
    location: Nullable(ListingLocation),
    distance_miles: Nullable(Type.Number({ minimum: 0 })),
    distance_basis: StringEnum(['provider_reported', 'computed_from_coordinates', 'not_computable'] as const),
    seller: Nullable(SellerSignals),
    url: Uri(),
    freshness: Closed({
      listed_at: Nullable(Type.String({ format: 'date-time' })),
      captured_at: Nullable(Type.String({ format: 'date-time', description: 'Snapshot capture time (marketplace_b).' })),
      retrieved_at: Type.String({ format: 'date-time', description: 'When svc read this listing from the provider or snapshot.' }),
      age_days: Nullable(Type.Number({ minimum: 0, description: 'Days since listed_at (or captured_at).' })),
    }),
    relevance: Closed({
      score: Type.Number({
        minimum: 0,
        maximum: 1,
        description: "Share of the item's identity terms the listing names (model_estimate), lowered for another variant or an accessory.",
      }),
      matched_terms: TextList(),
    }),
    scam_risk_signals: Type.Array(ScamRuleId, { description: 'Rules that fired on this listing.' }),
    duplicate_listing_ids: Type.Array(ShortText(), { description: 'Near-identical listings merged into this one.' }),
  },
  { $id: 'GoodsListing', description: 'One normalised listing. Evidence of an offer at a point in time, not availability.' },
);

export const SnapshotInfo = Closed({
  snapshot_id: ShortText(),
  source: ShortText(),
  authorized_at: Type.String({ format: 'date-time' }),
  captured_at: Type.String({ format: 'date-time' }),
  demo_data: Type.Boolean(),
  listing_count: Type.Integer({ minimum: 0 }),
});

export const ProviderStatus = Closed(
  {
    provider: GoodsProvider,
    status: ProviderStatusValue,
    evidence_label: EvidenceLabel,
    listing_count: Type.Integer({ minimum: 0, description: 'Listings this provider returned before filtering.' }),
    message: ShortText({ description: 'What happened, in words.' }),
    retrieved_at: Nullable(Type.String({ format: 'date-time' })),
    snapshots: Type.Array(SnapshotInfo, { description: 'Snapshots consulted (marketplace_b only).' }),
  },
  { description: 'Outcome of one provider for this request.' },
);

export const ItemReading = Closed(
  {
    identity_terms: TextList({
      description: 'Words and model numbers that identify the item (brand, model, model number, variant, trim), as the listing reader spells them.',
    }),
    variants: TextList({
      description: 'Variant words (Pro, Max, mini, Plus, Ultra, Lite, SE, Air, OLED, Ti, Digital, Slim): a comparable must carry the same ones.',
    }),
    trims: TextList({ description: 'Vehicle trims (LX, EX-L as exl, SE).' }),
    year: Nullable(Type.Integer()),
    mileage: Nullable(Type.Number({ minimum: 0 })),
    storage_gb: Nullable(Type.Number({ minimum: 0 })),
    memory_gb: Nullable(Type.Number({ minimum: 0 })),
    screen_inches: Nullable(Type.Number({ minimum: 0 })),
    generation: Nullable(Type.Integer({ minimum: 0 })),
  },
  {
    description:
      'What svc read from the item text (model identity and the attributes that must agree with a comparable). Mileage describes this copy and never excludes a comparable.',
  },
);

export const InterpretedRequest = Closed(
  {
    query: ShortText({ description: 'Search text sent to the providers.' }),
    terms: TextList({ description: 'Identity terms used for relevance and comparables.' }),
    item: ItemReading,
    category: ItemCategory,
    location: Nullable(ShortText()),
    location_resolved: Nullable(Closed({ label: ShortText(), lat: Type.Number(), lon: Type.Number(), postal_code: Nullable(Type.String()) })),
    radius_miles: Nullable(Type.Number()),
    min_price_usd: Nullable(Type.Number()),
    max_price_usd: Nullable(Type.Number()),
    condition_classes: Type.Array(ConditionClass),
    must_have: TextList(),
    avoid: TextList(),
    notes: TextList({ description: 'How fields were read (e.g. a price phrase taken from user_request).' }),
  },
  { description: 'The request as svc understood it.' },
);

export const SellerHandoff = Closed(
  {
    contact_channel: ShortText({ description: 'Where to contact the seller (always the marketplace itself).' }),
    listing_url: Nullable(Uri()),
    message_draft: LongText({ description: 'A first message to send through the marketplace.' }),
    safe_meeting_checklist: TextList(),
    verify_in_person: TextList(),
    payment_guidance: TextList(),
    svc_role: ShortText({ description: 'What svc does and does not do in the transaction.' }),
  },
  { description: 'How to hand off to the seller. svc sends nothing and holds no money.' },
);

const Quantiles = {
  median_usd: Nullable(Type.Number()),
  p25_usd: Nullable(Type.Number()),
  p75_usd: Nullable(Type.Number()),
};

export const DealSummary = Closed(
  {
    basis: Type.Literal('model_estimate'),
    model: ShortText(),
    listing_count: Type.Integer({ minimum: 0 }),
    priced_listing_count: Type.Integer({ minimum: 0, description: 'Listings priced in USD (used for the figures).' }),
    ...Quantiles,
    min_usd: Nullable(Type.Number()),
    max_usd: Nullable(Type.Number()),
    best_value_listing_ids: TextList({ description: 'Cheapest listings with no scam-risk signal, up to 3.' }),
    flagged_listing_ids: TextList({ description: 'Listings with at least one scam-risk signal.' }),
    duplicates_removed: Type.Integer({ minimum: 0 }),
    price_kind: CompsPriceKind,
    filtered_out: Closed({
      not_relevant: Type.Integer({ minimum: 0 }),
      price: Type.Integer({ minimum: 0 }),
      radius: Type.Integer({ minimum: 0 }),
      condition: Type.Integer({ minimum: 0 }),
      must_have: Type.Integer({ minimum: 0 }),
      avoid: Type.Integer({ minimum: 0 }),
    }),
    distance_unchecked_count: Type.Integer({ minimum: 0, description: 'Listings kept although their distance could not be computed.' }),
    headline: ShortText({ description: 'One sentence; says whether the prices are asking prices of active listings or sold prices.' }),
  },
  { description: 'The deal landscape across the kept listings (model_estimate).' },
);

export const UsedGoodsTruthBoundaries = Closed(
  {
    svc_checkout_supported: Type.Literal(false),
    svc_escrow_supported: Type.Literal(false),
    seller_identity_verified_by_svc: Type.Literal(false),
    availability_guaranteed: Type.Literal(false),
  },
  { description: 'Always false: svc has no checkout or escrow, verifies no seller and guarantees no availability.' },
);

export const GoodsSearchResponse = Closed(
  {
    request_id: ShortText(),
    product: Type.Literal('used_goods_search_v0'),
    interpreted_request: InterpretedRequest,
    provider_statuses: Type.Array(ProviderStatus),
    listings: Type.Array(GoodsListing),
    deal_summary: DealSummary,
    seller_handoff: SellerHandoff,
    warnings: TextList({ description: 'Demo data, provider fallbacks and other caveats.' }),
    truth_boundaries: UsedGoodsTruthBoundaries,
  },
  {
    $id: 'GoodsSearchResponse',
    title: 'Used-goods search response',
    description: 'Normalised, filtered and deduplicated listings with a deal summary and seller handoff guidance.',
  },
);

export const SignalSource = Closed({ name: ShortText(), url: Uri(), as_of: Type.String({ format: 'date' }) });

export const ScamSignalDetail = Closed(
  {
    id: ScamRuleId,
    title: ShortText(),
    severity: StringEnum(['high', 'medium', 'low'] as const),
    evidence: ShortText({ description: 'What in the listing or market data triggered the rule.' }),
    basis: StringEnum(['public_guidance', 'svc_heuristic'] as const, {
      description:
        "public_guidance: the rule restates the cited source's advice; svc_heuristic: svc's own reading of listing data, pointed at the closest public guidance.",
    }),
    source: SignalSource,
  },
  { description: 'One fired scam-risk rule with its reason and the public guidance it comes from.' },
);

export const ReferencePriceCheck = Closed(
  {
    reference_id: ShortText(),
    item: ShortText({ description: 'What the reference figure is for.' }),
    price_usd: Type.Number({ minimum: 0 }),
    price_kind: StringEnum(['manufacturer_list_price', 'launch_list_price'] as const),
    basis: Type.Literal('curated_baseline'),
    source: SignalSource,
    ratio_to_reference: Type.Number({ minimum: 0 }),
    implausible_below_ratio: Type.Number({
      minimum: 0,
      maximum: 1,
      description:
        'svc constant per category (model_estimate), times the share a used one keeps at the model age by the depreciation curve of its category (at most 1): below this share of the reference a genuine, working item is implausible.',
    }),
    implausible: Type.Boolean(),
    matched_by: StringEnum(['model_number', 'name'] as const),
  },
  { description: 'The asked price against a documented reference price for the item (data/goods/reference-prices.json). Works without comparables.' },
);

export const ModelIdentity = Closed(
  {
    strong: Type.Boolean({
      description:
        'True when the title states the exact model (stated_model_v1: maker or line, and model); only a documented record (record_id) gets a model price.',
    }),
    record_id: Nullable(ShortText({ description: 'The documented record the listing was matched to.' })),
    reason: ShortText(),
  },
  { description: 'How surely svc knows which exact model the listing sells.' },
);

/** What a listing priced by a fit on public listings states (vehicle, bicycle). */
const FITTED_MODEL = {
  maker: ShortText(),
  model: ShortText({ description: 'The model family the listing names, as the dataset spells it.' }),
  model_year: Type.Integer({ description: 'The model year the listing states; its age is counted from January of that year.' }),
};
/** What the fit's estimate rests on. */
const FITTED_ON = (file: string) => ({
  fitted_on_listings: Type.Integer({ minimum: 1, description: "The dataset's listings of this model the fit rests on." }),
  fit_error_ln: Type.Number({ minimum: 0, description: `The fit's leave-one-out error for this model in ln price (${file}).` }),
  dataset_captured: Type.String({ description: 'Year and month the dataset listings are read as captured at (YYYY-MM).' }),
});

export const UsedPriceEstimate = Closed(
  {
    basis: Type.Literal('model_estimate'),
    model: ShortText({
      description:
        "used_price_curve_v1: documented retail price of the exact model (moved by the storage step for another configuration) x share retained at the model's age on its curve x condition factor x completeness factor. stated_price_curve_v1: the price the listing itself says the item cost new (stated_cost) x share its category's curve keeps since the stated purchase x condition factor x completeness factor. used_vehicle_listings_v1: a car's price fitted on a public dataset of used-car listings (US dealers in dollars, or German listings in euros for the euro area and the models the US fit lacks) by maker, model, age and mileage (vehicle). used_bicycle_listings_v1: a mountain bike's price fitted on a public dataset of used-bike listings by maker, model, age and condition (bicycle).",
    }),
    value_usd: Type.Number({ minimum: 0, description: 'Estimated fair used price, after the calibration of its kind.' }),
    low_usd: Type.Number({ minimum: 0, description: "Low end of the fair range: the market's band widened by error_ln." }),
    high_usd: Type.Number({ minimum: 0, description: "High end of the fair range: the market's band widened by error_ln." }),
    error_ln: Type.Number({
      minimum: 0,
      description:
        "The estimate's error in ln price: its kind's measured error combined with those of a storage step, a price level, a dataset price or a stated cost. Past the documented maximum the range is too wide to call and the verdict is insufficient_comps.",
    }),
    calibration: Closed(
      {
        factor: Type.Number({
          exclusiveMinimum: 0,
          description: "Applied to the model's figure: undoes how far estimates of this kind ran from experts' values.",
        }),
        error_ln: Type.Number({ minimum: 0, description: "How far estimates of this kind scattered around experts' values (ln price)." }),
        cases: Type.Integer({
          minimum: 0,
          description:
            "Expert-priced listings of this kind the figures were measured on (0: no bias, and the pooled error, or for a vehicle or a bicycle the fit's own leave-one-out error).",
        }),
        as_of: Type.String({ description: 'When the figures were measured (data/goods/used-price-calibration.json).' }),
      },
      { description: "The kind's calibration against experts' values of used listings (model_estimate)." },
    ),
    retail_price_usd: Type.Number({ minimum: 0 }),
    retail_price_kind: StringEnum(['manufacturer_list_price', 'launch_list_price', 'seller_stated_price', 'dataset_fitted_price'] as const, {
      description:
        "seller_stated_price: what the listing says the item cost new (the seller's word, quoted in stated_cost); retail_source is then null, else the documented record's source. dataset_fitted_price: a fit's price of the model at age zero (the vehicle fit's at no mileage, the bicycle fit's in the dataset's \"good\" grade), not a list price.",
    }),
    retail_source: Nullable(SignalSource),
    released: Type.String({
      description:
        'Year and month the model went on sale (YYYY-MM; July of the launch year for a price from the public dataset, which states the year only); for a seller-stated price, the month the listing says it was bought (July when only the year is stated).',
    }),
    age_years: Type.Number({ minimum: 0 }),
    curve: ShortText({ description: 'Depreciation curve of the category (data/goods/depreciation.json).' }),
    retained_share: Type.Number({ minimum: 0 }),
    condition_factor: Type.Number({ minimum: 0 }),
    completeness: Closed(
      {
        factor: Type.Number({ exclusiveMinimum: 0, maximum: 1, description: 'Applied to the estimate: lower for each part the listing says is missing.' }),
        missing: TextList({ maxItems: 20, description: 'What the listing says is missing, as written.' }),
      },
      { description: 'Parts and accessories the listing says are missing (data/goods/depreciation.json completeness).' },
    ),
    stated_cost: Nullable(
      Closed(
        {
          quote: ShortText({ description: 'The clause the cost was read from.' }),
          amount: Type.Number({ exclusiveMinimum: 0 }),
          currency: Type.String({ pattern: '^[A-Z]{3}$' }),
          usd_per_unit: Type.Number({ exclusiveMinimum: 0, description: 'ECB reference rate used to convert the amount to US dollars.' }),
          dated_by: StringEnum(['purchase_date', 'years_ago', 'listing_year'] as const, {
            description: 'Where the purchase date comes from: a date in the same clause, "N years ago" there, or the one year the listing names.',
          }),
        },
        { description: 'The cost new the listing states, when the estimate rests on it (stated_price_curve_v1).' },
      ),
    ),
    storage_adjustment: Nullable(
      Closed(
        {
          documented_storage_gb: Type.Integer({ minimum: 1, description: 'Storage of the configuration the retail price is for.' }),
          listing_storage_gb: Type.Integer({ minimum: 1, description: 'Storage the listing names.' }),
          factor: Type.Number({
            exclusiveMinimum: 0,
            description: 'Applied to the retail price: the storage step to the power of the doublings between the two.',
          }),
          log_price_per_doubling: Type.Number({ description: "The curve's storage step: ln(price ratio) per doubling of storage." }),
          fitted_on_configurations: Type.Integer({
            minimum: 1,
            description: 'Documented configuration prices the step was fitted on (data/goods/depreciation.json).',
          }),
          leave_one_out_rmse: Type.Number({
            minimum: 0,
            description: "Error of the step in ln price per configuration, each model's prices predicted from the others; the fair range is widened by it.",
          }),
        },
        { description: 'The listing names another storage configuration than the documented one: the retail price is moved by the storage step.' },
      ),
    ),
    vehicle: Nullable(
      Closed(
        {
          ...FITTED_MODEL,
          mileage_km: Type.Number({ minimum: 0, description: 'The mileage the listing states, in kilometres (miles converted).' }),
          ...FITTED_ON('data/goods/vehicle-prices.json or european-vehicle-prices.json'),
        },
        { description: 'A car priced by the used-vehicle fit (used_vehicle_listings_v1): what the listing states and what the fit rests on.' },
      ),
    ),
    bicycle: Nullable(
      Closed(
        {
          ...FITTED_MODEL,
          condition_effect_ln: Type.Number({
            description: "The fit's effect of the listing's condition class in ln price, beside the dataset's \"good\" grade (data/goods/bicycle-prices.json).",
          }),
          ...FITTED_ON('data/goods/bicycle-prices.json'),
        },
        { description: 'A mountain bike priced by the used-bicycle fit (used_bicycle_listings_v1): what the listing states and what the fit rests on.' },
      ),
    ),
    price_level: Nullable(
      Closed(
        {
          country: Type.String({ description: "Country of the listing's location (ISO 3166 alpha-2)." }),
          currency: Type.String({ description: "Currency of that country's market." }),
          local_per_us_price: Type.Number({
            exclusiveMinimum: 0,
            description: 'Local launch list price per US dollar of US launch list price (geometric mean over the documented items).',
          }),
          usd_per_unit: Type.Number({ exclusiveMinimum: 0, description: 'ECB reference rate used to convert the local price back to US dollars.' }),
          rates_as_of: Type.String({ format: 'date' }),
          factor: Type.Number({ exclusiveMinimum: 0, description: 'Applied to the US estimate: local_per_us_price x usd_per_unit.' }),
          basis: StringEnum(['same_kind', 'kind_undocumented'] as const, {
            description:
              "same_kind: read from documented items of the same curve; kind_undocumented: no item of this kind is documented for the market, so no gap is applied (local_per_us_price 1) and the error is how far the documented kinds' gaps lie from none.",
          }),
          fitted_on_items: Type.Integer({
            minimum: 0,
            description: 'Documented items of this kind the level was read from: 0 for kind_undocumented, whose level is none.',
          }),
          leave_one_out_rmse: Type.Number({
            minimum: 0,
            description:
              "Error of the level in ln price: each item predicted from the others of its kind; with one item, or none, the spread of the other kinds' levels around it. The fair range is widened by it.",
          }),
        },
        {
          description:
            "The listing is in a market with other list prices than the US (data/goods/depreciation.json price_levels): the estimate is moved to that market's level. Null for the US, for a location svc could not read and for markets it has no level for (then the estimate is at the US level).",
        },
      ),
    ),
  },
  { description: "What a used one of this exact model is worth by svc's used-price model (model_estimate, not a market observation)." },
);

export const PriceVsMarket = Closed(
  {
    basis: Type.Literal('model_estimate'),
    model: ShortText(),
    asked_price_usd: Type.Number(),
    comps_count: Type.Integer({ minimum: 0 }),
    comps_price_kind: CompsPriceKind,
    ...Quantiles,
    iqr_usd: Nullable(Type.Number()),
    percentile: Nullable(Type.Number({ minimum: 0, maximum: 100, description: 'Share of comps priced at or below the asked price, percent.' })),
    ratio_to_median: Nullable(Type.Number()),
    verdict: PriceVerdict,
    thresholds: Closed({
      min_comps: Type.Integer(),
      well_below_ratio: Type.Number(),
      good_deal_ratio: Type.Number(),
      above_market_ratio: Type.Number(),
    }),
    reference: Nullable(ReferencePriceCheck),
    price_basis: StringEnum(['comparables', 'reference_price', 'used_price_model', 'none'] as const, {
      description:
        'What the verdict rests on: at least 3 comparables; else a documented reference price the asked price is implausibly far below; else the used-price model; else nothing.',
    }),
    model_identity: ModelIdentity,
    used_price_estimate: Nullable(UsedPriceEstimate),
    explanation: ShortText({
      description: 'The price read in one sentence, including whether the comparables are asking prices of active listings or sold prices.',
    }),
  },
  {
    description:
      'Asked price against comparable listings (model_estimate; documented constants in thresholds) and, when svc has one, against a documented reference price.',
  },
);

export const DealValidation = Closed(
  {
    basis: Type.Literal('model_estimate'),
    model: ShortText(),
    verdict: DealVerdict,
    risk_level: StringEnum(RISK_LEVELS, {
      description:
        'high: a high-severity signal or several signals; medium: any other signal or a far-below-market price; low: no signal, the listing text was read and the price was checked (comparables or reference price); unknown: no signal fired but svc could not read the listing text or check the price, so it cannot call the risk low (reasons say which).',
    }),
    evidence: Closed(
      {
        listing_text: StringEnum(['request_description', 'provider_listing', 'title_only'] as const, { description: 'Which listing text the rules read.' }),
        price_check: StringEnum(['comparables', 'used_price_model', 'reference_price', 'none'] as const),
      },
      { description: 'What the risk level rests on.' },
    ),
    reasons: TextList(),
    category: ItemCategory,
    signals: Type.Array(ScamSignalDetail),
    rules_not_evaluated: Type.Array(Closed({ id: ScamRuleId, reason: ShortText() })),
    subject_listing: Nullable(Closed({ listing_id: ShortText(), provider: GoodsProvider, matched_by: Type.Literal('listing_url') })),
  },
  { description: 'Overall verdict with reasons, the fired rules and the rules that could not be evaluated.' },
);

export const DealValidationResponse = Closed(
  {
    request_id: ShortText(),
    product: Type.Literal('used_goods_deal_validation_v0'),
    interpreted_request: InterpretedRequest,
    provider_statuses: Type.Array(ProviderStatus),
    comps: Closed({
      summary: Closed({
        comps_count: Type.Integer({ minimum: 0 }),
        candidates_considered: Type.Integer({ minimum: 0 }),
        similarity_model: ShortText({
          description: 'listing_identity_v1: same model, variant, generation, year, storage, screen size and trim (see the guide).',
        }),
        min_similarity: Type.Number({ description: 'Coverage of the identity terms a comparable needs (of the terms any listing in the pool names).' }),
        condition_basis: StringEnum(['same_condition_class', 'all_conditions'] as const),
        price_kind: CompsPriceKind,
        excluded: Closed(
          {
            scam_signals: Type.Integer({ minimum: 0, description: 'Same item, left out because a scam-risk rule fired on it: not market evidence.' }),
            other_variant: Type.Integer({ minimum: 0, description: 'Another variant, model, generation, year, storage, size or trim.' }),
            accessory: Type.Integer({ minimum: 0 }),
            not_same_item: Type.Integer({ minimum: 0 }),
            not_usd: Type.Integer({ minimum: 0 }),
          },
          { description: 'Candidates left out of the comparables, by reason.' },
        ),
      }),
      listings: Type.Array(GoodsListing),
    }),
    price_vs_market: PriceVsMarket,
    deal_validation: DealValidation,
    scam_risk_signals: Type.Array(ScamRuleId, { description: 'Ids of the rules that fired; reasons and sources are in deal_validation.signals.' }),
    missing_checks: TextList({ maxItems: 60, description: 'Checks to do before paying, including rules svc could not evaluate.' }),
    seller_questions: TextList(),
    seller_handoff: SellerHandoff,
    warnings: TextList(),
    truth_boundaries: UsedGoodsTruthBoundaries,
  },
  {
    $id: 'DealValidationResponse',
    title: 'Used-goods deal validation response',
    description: 'Comps, price read, scam-risk signals, checks, seller questions and handoff for one listing.',
  },
);

/** First line of a marketplace_b snapshot file (JSONL). */
export const SnapshotHeader = Closed(
  {
    kind: Type.Literal('snapshot_meta'),
    snapshot_id: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$', description: 'File-safe id; the import writes <snapshot_id>.jsonl.' }),
    source: ShortText({ minLength: 1, description: 'Where the listings come from.' }),
    authorized_at: Type.String({ format: 'date-time', description: 'When the operator obtained permission to use them.' }),
    captured_at: Type.String({ format: 'date-time', description: 'When the listings were captured.' }),
    demo_data: Type.Boolean({ description: 'True for synthetic demo listings.' }),
    authorization_note: ShortText({ minLength: 1, description: 'The permission the operator relies on.' }),
  },
  { $id: 'GoodsSnapshotHeader', description: 'Snapshot metadata: the first line of every marketplace_b JSONL file.' },
);

/** Every later line of a marketplace_b snapshot file. */
export const SnapshotListing = Closed(
  {
    id: Type.String({ minLength: 1, maxLength: 100 }),
    title: Type.String({ minLength: 1, maxLength: 300 }),
    description: Type.Optional(LongText()),
    price: Money,
    condition: Type.Optional(ShortText()),
    category: Type.Optional(ItemCategory),
    location: Type.Optional(
      Closed({
        label: Type.Optional(ShortText()),
        postal_code: Type.Optional(Type.String({ maxLength: 20 })),
        country: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
        lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
        lon: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
      }),
    ),
    seller: Type.Optional(
      Closed({
        seller_id: Type.Optional(ShortText()),
        feedback_score: Type.Optional(Type.Integer({ minimum: 0 })),
        feedback_percent: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
        account_age_days: Type.Optional(Type.Integer({ minimum: 0 })),
      }),
    ),
    url: Uri(),
    listed_at: Type.Optional(Type.String({ format: 'date-time' })),
    sold_at: Type.Optional(
      Type.String({
        format: 'date-time',
        description: 'Set when price is what the item sold for (a snapshot of completed sales); absent for an asking price.',
      }),
    ),
    image_urls: Type.Optional(Type.Array(Uri(), { maxItems: 24 })),
  },
  { $id: 'GoodsSnapshotListing', description: 'One listing line of a marketplace_b snapshot file.' },
);

export type GoodsSearchRequest = Static<typeof GoodsSearchRequest>;
export type DealValidationRequest = Static<typeof DealValidationRequest>;
export type GoodsSearchResponse = Static<typeof GoodsSearchResponse>;
export type DealValidationResponse = Static<typeof DealValidationResponse>;
export type GoodsListing = Static<typeof GoodsListing>;
export type ListingLocation = Static<typeof ListingLocation>;
export type SellerSignals = Static<typeof SellerSignals>;
export type ProviderStatus = Static<typeof ProviderStatus>;
export type SnapshotInfo = Static<typeof SnapshotInfo>;
export type InterpretedRequest = Static<typeof InterpretedRequest>;
export type ItemReading = Static<typeof ItemReading>;
export type ReferencePriceCheck = Static<typeof ReferencePriceCheck>;
export type CompsPriceKind = (typeof COMPS_PRICE_KINDS)[number];
export type SellerHandoff = Static<typeof SellerHandoff>;
export type DealSummary = Static<typeof DealSummary>;
export type PriceVsMarket = Static<typeof PriceVsMarket>;
export type ModelIdentity = Static<typeof ModelIdentity>;
export type UsedPriceEstimate = Static<typeof UsedPriceEstimate>;
export type DealValidation = Static<typeof DealValidation>;
export type ScamSignalDetail = Static<typeof ScamSignalDetail>;
export type SnapshotHeader = Static<typeof SnapshotHeader>;
export type SnapshotListing = Static<typeof SnapshotListing>;
export type GoodsProviderName = (typeof GOODS_PROVIDERS)[number];
export type ProviderStatusValue = (typeof PROVIDER_STATUS_VALUES)[number];
export type ConditionClass = (typeof CONDITION_CLASSES)[number];
export type ItemCategory = (typeof ITEM_CATEGORIES)[number];
export type PriceVerdict = (typeof PRICE_VERDICTS)[number];
export type DealVerdict = (typeof DEAL_VERDICTS)[number];
export type ScamRuleId = (typeof SCAM_RULE_IDS)[number];
export type GeoPoint = Static<typeof GeoPointSchema>;
