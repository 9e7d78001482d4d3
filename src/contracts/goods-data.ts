import { Type, type Static } from '@sinclair/typebox';
import { Closed, LongText, Nullable, ShortText } from './common.js';
import { ITEM_CATEGORIES, SignalSource } from './goods.js';

/**
 * Shapes of the curated used-goods data files in data/goods/ (validated when loaded).
 * They are read by svc, never sent or received over the API.
 */

const Words = Type.Array(Type.String({ minLength: 1, maxLength: 40 }));
const Category = Type.Unsafe<(typeof ITEM_CATEGORIES)[number]>({ type: 'string', enum: [...ITEM_CATEGORIES] });

export const ListingVocabularyFile = Closed(
  {
    note: LongText({ minLength: 1 }),
    aliases: Type.Record(Type.String(), Type.String(), { description: 'Word or two-word phrase -> the spelling svc reads it as.' }),
    number_words: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
    ordinal_words: Type.Record(Type.String(), Type.Integer({ minimum: 1 })),
    roman_numerals: Type.Record(Type.String(), Type.Integer({ minimum: 1 })),
    variant_words: Words,
    vehicle_trims: Words,
    vehicle_words: Words,
    brand_words: Words,
    colour_words: Words,
    descriptor_words: Words,
    kind_words: Words,
    filler_words: Words,
    accessory_words: Words,
    bundle_words: Words,
    count_units: Type.Record(Type.String(), Type.String()),
    compared_counts: Words,
    mileage_units: Words,
    mile_units: Words,
    size_markers: Words,
    shoe_size_markers: Words,
    stated_cost: Closed(
      {
        cues_before: Words,
        cues_after: Words,
        months: Type.Record(Type.String(), Type.Integer({ minimum: 1, maximum: 12 })),
        number_words: Type.Record(Type.String(), Type.Integer({ minimum: 1, maximum: 12 }), {
          description: 'Small numbers written as words, for "two years ago".',
        }),
        ago_before: Words,
        ago_after: Words,
        year_units: Words,
        month_units: Words,
        week_units: Words,
        day_units: Words,
        last_year: Words,
      },
      {
        description: 'Words of the stated-cost grammar: what the item cost new ("paid", "Neupreis", "prix neuf") and when ("in March 2024", "two years ago").',
      },
    ),
    missing_markers: Words,
    part_words: Words,
  },
  { description: 'data/goods/listing-vocabulary.json: word lists of the listing reader.' },
);

export const CategoryGuideEntry = Closed({
  category: Category,
  label: ShortText({ minLength: 1 }),
  phrases: Type.Record(Type.String({ minLength: 1, maxLength: 60 }), Type.Number({ minimum: 0.1, maximum: 10 }), {
    description: 'Word or phrase (as the listing reader spells it) -> weight of evidence for this category.',
  }),
  checks: Type.Array(ShortText({ minLength: 1 }), { minItems: 1 }),
  questions: Type.Array(
    Type.Union([
      ShortText({ minLength: 1 }),
      Closed({
        ask: ShortText({ minLength: 1 }),
        stated_by: Type.Array(Type.String({ minLength: 1, maxLength: 40 }), {
          minItems: 1,
          description: 'Words a listing uses when it already states the answer (either way); then the question is not asked.',
        }),
      }),
    ]),
    { minItems: 1 },
  ),
  in_person: Type.Array(ShortText({ minLength: 1 }), { minItems: 1 }),
  no_resale_value: Type.Optional(
    ShortText({
      minLength: 1,
      description: 'Why an item of this category has no used price svc could model (a ticket, a rental): its listings get no model price, and this says so.',
    }),
  ),
});

export const CategoryGuideFile = Closed(
  {
    note: LongText({ minLength: 1 }),
    categories: Type.Array(CategoryGuideEntry, { minItems: 1 }),
  },
  { description: 'data/goods/categories.json: how a listing is classified and what to check, ask and verify per category.' },
);

export const ReferencePriceRecord = Closed({
  id: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{2,80}$' }),
  item: ShortText({ minLength: 1, description: 'What the figure is for, in words.' }),
  category: Category,
  title: ShortText({ minLength: 1, description: 'The item as a listing title names it; matched with the same reader as comparables.' }),
  codes: Type.Array(Type.String({ minLength: 3, maxLength: 40 }), { description: 'Reference or model numbers that identify the item on their own.' }),
  price_usd: Type.Number({ exclusiveMinimum: 0 }),
  price_kind: Type.Union([Type.Literal('manufacturer_list_price'), Type.Literal('launch_list_price')], {
    description: "manufacturer_list_price: the maker's current retail price; launch_list_price: the price announced at launch, new.",
  }),
  source: SignalSource,
  released: Type.Optional(
    Type.String({ pattern: '^[0-9]{4}-[0-9]{2}$', description: 'Year and month the model went on sale; with curve, the used-price model can price it.' }),
  ),
  curve: Type.Optional(Type.String({ minLength: 1, maxLength: 40, description: 'Id of the depreciation curve in data/goods/depreciation.json.' })),
  variants_in_name: Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: 20 }), {
      description:
        'Variant words (as the listing reader spells them) that are part of the model name though the title omits them ("pro" for a Speedmaster Professional Moonwatch).',
    }),
  ),
  storage_gb: Type.Optional(
    Type.Integer({ minimum: 1, description: 'Storage of the configuration the price is for; a listing naming other storage is another configuration.' }),
  ),
  memory_gb: Type.Optional(
    Type.Integer({
      minimum: 1,
      description: 'Memory (RAM) of the configuration the price is for; a listing naming other memory is another configuration svc has no price for.',
    }),
  ),
  price_error_ln: Type.Optional(
    Type.Number({
      minimum: 0,
      description: "Measured error of the price's source (root mean square of ln price against maker-cited records); widens the used-price estimate's band.",
    }),
  ),
  note: Type.Optional(ShortText()),
});

export const DepreciationCurve = Closed({
  label: ShortText({ minLength: 1 }),
  points: Type.Array(Type.Tuple([Type.Number({ minimum: 0, maximum: 40 }), Type.Number({ exclusiveMinimum: 0, maximum: 2 })]), {
    minItems: 2,
    description:
      '[age in years, share of the retail price a used one in good condition sells for], ages ascending; linear between points, flat after the last.',
  }),
  theft_or_counterfeit_target: Type.Boolean({
    description: 'Items of this kind are often stolen or faked, so a price far under the estimate from a documented record is a hard risk.',
  }),
  informed_by: Type.Array(SignalSource, { description: 'Public data the points were set against.' }),
  theft_evidence: Type.Optional(
    Type.Array(SignalSource, {
      description: 'Public reports that items of this kind are often stolen or faked, where theft_or_counterfeit_target rests on them.',
    }),
  ),
});

export const StorageLadder = Closed({
  item: ShortText({ minLength: 1, description: 'The model whose configurations are priced.' }),
  currency: Type.String({ pattern: '^[A-Z]{3}$', description: 'Currency of the prices; only their ratios are used.' }),
  prices: Type.Array(Type.Tuple([Type.Integer({ minimum: 1 }), Type.Number({ exclusiveMinimum: 0 })]), {
    minItems: 2,
    description: "[storage in GB, the maker's price of that configuration new], storage ascending.",
  }),
  source: SignalSource,
});

export const PriceLevelPair = Closed({
  item: ShortText({ minLength: 1 }),
  curve: Type.String({ minLength: 1, maxLength: 40, description: 'Depreciation curve of the item, so a level can be fitted per kind.' }),
  us_price_usd: Type.Number({ exclusiveMinimum: 0, description: 'US list price at launch, new.' }),
  local_price: Type.Number({ exclusiveMinimum: 0, description: 'List price at launch in the other market, new, in its currency.' }),
  currency: Type.String({ pattern: '^[A-Z]{3}$' }),
  source: SignalSource,
});

export const DepreciationFile = Closed(
  {
    note: LongText({ minLength: 1 }),
    model: ShortText({ minLength: 1 }),
    condition_factors: Type.Record(Type.String(), Type.Number({ exclusiveMinimum: 0, maximum: 2 }), {
      description: 'Per condition class of a used copy: factor on the good-condition estimate.',
    }),
    new_unused_loss_share: Type.Number({
      minimum: 0,
      maximum: 1,
      description: 'A new, unused copy loses this share of what a used one in good condition loses.',
    }),
    fair_band: Closed(
      { low: Type.Number({ exclusiveMinimum: 0, maximum: 1 }), high: Type.Number({ minimum: 1, maximum: 3 }) },
      { description: 'Asked price over the estimate: under low a good deal, over high above market.' },
    ),
    far_under_low_share: Type.Number({
      exclusiveMinimum: 0,
      maximum: 1,
      description:
        "An asked price below this share of the fair range's low end is far under the market: well_below_market_check_for_scam, and a hard risk for theft or counterfeit targets.",
    }),
    max_error_ln: Type.Number({
      exclusiveMinimum: 0,
      description:
        "Above this error of the estimate (ln price, the kind's measured error and any other combined) the fair range is too wide to call: no price verdict.",
    }),
    curves: Type.Record(Type.String(), DepreciationCurve),
    stated_cost: Closed(
      {
        model: ShortText({ minLength: 1 }),
        note: LongText({ minLength: 1 }),
        category_curves: Type.Record(Type.String(), Type.String({ minLength: 1 }), {
          description: "svc's item category -> the curve a stated price is aged on; a category not listed stays unpriced.",
        }),
        spread: Type.Number({ minimum: 1, maximum: 2, description: "The fair band is widened by this factor: the price is the seller's own word." }),
        min_share_of_asked: Type.Number({
          exclusiveMinimum: 0,
          maximum: 1,
          description: 'A stated amount under this share of the asked price is the price of a part or a repair, not of the item.',
        }),
      },
      { description: 'The stated-price model: a used price from what the listing says the item cost new and when.' },
    ),
    completeness: Closed({
      note: LongText({ minLength: 1 }),
      factor_per_missing_part: Type.Number({ exclusiveMinimum: 0, maximum: 1 }),
      min_factor: Type.Number({ exclusiveMinimum: 0, maximum: 1 }),
    }),
    storage_ladders: Type.Record(Type.String(), Type.Array(StorageLadder, { minItems: 1 }), {
      description: "Per curve: documented prices of one model's storage configurations, on which the storage step of that curve is fitted.",
    }),
    price_levels: Type.Array(PriceLevelPair, {
      minItems: 1,
      description: "Launch list prices of one item in the US and in another currency's market, on which that market's price level is fitted.",
    }),
    price_level_markets: Type.Record(Type.String({ pattern: '^[A-Z]{3}$' }), Type.Array(Type.String({ pattern: '^[A-Z]{2}$' }), { minItems: 1 }), {
      description: 'Countries (ISO 3166 alpha-2) whose used market is priced in each currency of price_levels.',
    }),
  },
  { description: 'data/goods/depreciation.json: category depreciation curves and condition factors of the used-price model.' },
);

export const ReferencePriceFile = Closed(
  {
    note: LongText({ minLength: 1 }),
    implausible_below_ratio: Type.Record(Type.String(), Type.Number({ exclusiveMinimum: 0, maximum: 1 }), {
      description: 'Per category: an asked price below this share of the reference is implausible for a genuine, working item.',
    }),
    records: Type.Array(ReferencePriceRecord, { minItems: 1 }),
  },
  { description: 'data/goods/reference-prices.json: documented prices of items often used as scam bait.' },
);

/** The pinned public input a goods data file is built from, and the script that refuses any other file. */
const PinnedDataset = (script: string) =>
  Closed(
    {
      name: ShortText(),
      origin: Type.String({ format: 'uri', description: 'Where the data was first published.' }),
      repository: Type.String({ format: 'uri', description: 'The public copy the pinned input was read from.' }),
      commit: Type.String({ pattern: '^[0-9a-f]{40}$' }),
      path: ShortText(),
      sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
    },
    { description: `The pinned input: ${script} refuses any other file.` },
  );

export const DatasetPriceFile = Closed(
  {
    note: LongText({ minLength: 1 }),
    dataset: PinnedDataset('scripts/goods-build-dataset-prices.ts'),
    price_kind: Type.Literal('launch_list_price'),
    configuration_fields: Type.Tuple([Type.Literal('storage_gb'), Type.Literal('price_usd'), Type.Literal('row')]),
    agreement_with_documented: Closed({
      note: LongText({ minLength: 1 }),
      pairs: Type.Integer({ minimum: 0 }),
      rmse_ln: Type.Number({ minimum: 0, description: 'Root mean square of ln(dataset / documented price) over pairs.' }),
    }),
    built_on: Type.String({ format: 'date' }),
    models: Type.Array(
      Closed({
        brand: ShortText(),
        title: ShortText({ description: 'The model as a listing names it (the brand left out when the model family implies it).' }),
        launched: Type.Integer({ minimum: 2010, maximum: 2035, description: 'Launch year as the dataset states it.' }),
        curve: ShortText({ description: 'Id of the depreciation curve in data/goods/depreciation.json.' }),
        configurations: Type.Array(Type.Tuple([Nullable(Type.Integer({ minimum: 1 })), Type.Number({ exclusiveMinimum: 0 }), Type.Integer({ minimum: 2 })]), {
          minItems: 1,
          description: 'Storage in GB (null when the dataset names none), US launch price, and the dataset row it was read from.',
        }),
      }),
      { minItems: 1 },
    ),
  },
  { description: 'data/goods/dataset-prices.json: launch list prices from a public phone and tablet dataset, built by a script from a pinned input.' },
);

export const LegoPriceFile = Closed(
  {
    note: LongText({ minLength: 1 }),
    dataset: PinnedDataset('scripts/goods-build-lego-prices.ts'),
    price_kind: Type.Literal('manufacturer_list_price'),
    set_fields: Type.Tuple([Type.Literal('number'), Type.Literal('name'), Type.Literal('year'), Type.Literal('price_usd'), Type.Literal('row')]),
    built_on: Type.String({ format: 'date' }),
    sets: Type.Array(
      Type.Tuple([
        Type.Integer({ minimum: 1000, maximum: 999999 }),
        ShortText(),
        Type.Integer({ minimum: 2000, maximum: 2035 }),
        Type.Number({ exclusiveMinimum: 0 }),
        Type.Integer({ minimum: 2 }),
      ]),
      { minItems: 1, description: 'Set number, name, release year, US retail price in dollars, and the table line it was read from.' },
    ),
  },
  { description: 'data/goods/lego-prices.json: US retail prices of LEGO sets by set number, built by a script from a pinned public table.' },
);

/** The maker and model effects of a fit on public listings (scripts/goods-listing-fit.ts), each with the CSV rows it rests on. */
const FittedMakers = Type.Array(Type.Tuple([ShortText(), Type.Number(), Type.Integer({ minimum: 1 })]), {
  minItems: 1,
  description: 'Maker, its effect in ln price, and the listings it rests on.',
});
const FittedModels = Type.Array(
  Closed({
    maker: ShortText(),
    title: ShortText({ description: 'The model family as a listing names it.' }),
    effect: Type.Number({ description: "The model's effect in ln price beside its maker's, shrunk by prior_rows." }),
    error_ln: Type.Number({ minimum: 0, description: 'Leave-one-out root mean square error of its listings, shrunk towards the pooled error.' }),
    model_years: Type.Tuple([Type.Integer(), Type.Integer()], { description: 'First and last model year among its listings.' }),
    rows: Type.Array(Type.Integer({ minimum: 2 }), { minItems: 1, description: 'The CSV rows of its listings.' }),
  }),
  { minItems: 1 },
);
const PriorRows = Type.Number({
  minimum: 0,
  description: 'Pseudo-listings shrinking each maker and model effect towards none and each model error towards the pooled error.',
});
const FIT_SIZE = { model: ShortText(), rows: Type.Integer({ minimum: 1, description: 'Listings the fit was made on.' }) };
const PerYear = Type.Number({ description: 'Change in ln price per year of age (model year counted from January).' });
const LooRmse = Type.Number({
  minimum: 0,
  description: 'Leave-one-out root mean square error of ln price over all rows (each row left out of its model effect).',
});
/** What a fit's file says of its input: the pinned dataset, what its prices are, when they were captured, and the oldest item it prices. */
const fitFileHead = <K extends string>(script: string, priceKinds: readonly K[], items: string) => ({
  note: LongText({ minLength: 1 }),
  dataset: PinnedDataset(script),
  price_kind: Type.Union(priceKinds.map((k) => Type.Literal(k))),
  captured: Type.String({ pattern: '^\\d{4}-\\d{2}$', description: 'Year and month the listings are read as captured at (ages are counted to it).' }),
  built_on: Type.String({ format: 'date' }),
  max_age_years: Type.Number({ exclusiveMinimum: 0, description: `Older listings were left out of the fit, and older ${items} get no estimate.` }),
});

export const VehiclePriceFile = Closed(
  {
    ...fitFileHead('scripts/goods-build-vehicle-prices.ts', ['dealer_asking_price', 'asking_price'], 'cars'),
    currency: Type.Union([Type.Literal('USD'), Type.Literal('EUR')], { description: "The currency of the dataset's prices and of the fit's intercept." }),
    fit: Closed(
      {
        ...FIT_SIZE,
        intercept: Type.Number({ description: "ln price in the file's currency of a listing at age zero and no mileage, before maker and model effects." }),
        per_year: PerYear,
        per_ln_mileage: Type.Number({ description: 'Change in ln price per unit of ln(1 + miles / mileage_scale_miles).' }),
        mileage_scale_miles: Type.Number({ exclusiveMinimum: 0 }),
        prior_rows: PriorRows,
        loo_rmse_ln: LooRmse,
      },
      {
        description:
          'ln price = intercept + maker + model + per_year x age + per_ln_mileage x ln(1 + miles / scale), fitted by least squares (model_estimate).',
      },
    ),
    makers: FittedMakers,
    models: FittedModels,
  },
  {
    description:
      'data/goods/vehicle-prices.json (US dealer listings) and data/goods/european-vehicle-prices.json (German listings): a used-car price fit on a public dataset of listings, built by a script from a pinned input.',
  },
);

export const BicyclePriceFile = Closed(
  {
    ...fitFileHead('scripts/goods-build-bicycle-prices.ts', ['private_asking_price'], 'bikes'),
    fit: Closed(
      {
        ...FIT_SIZE,
        intercept: Type.Number({ description: 'ln US dollars of a listing at age zero in the dataset\'s "good" grade, before maker and model effects.' }),
        per_year: PerYear,
        condition_effects: Closed(
          {
            new: Type.Number(),
            like_new: Type.Number(),
            used_good: Type.Number(),
            used_fair: Type.Number(),
            unknown: Type.Number(),
          },
          {
            description:
              'ln price beside the dataset\'s "good" grade per condition class: new is its new grade, like_new its "excellent", used_fair its "poor", used_good its excellent and good grades as often as listed, unknown all grades as often as listed.',
          },
        ),
        prior_rows: PriorRows,
        loo_rmse_ln: LooRmse,
      },
      { description: 'ln price = intercept + maker + model + per_year x age + condition, fitted by least squares (model_estimate).' },
    ),
    makers: FittedMakers,
    models: FittedModels,
  },
  {
    description:
      'data/goods/bicycle-prices.json: a used mountain-bike price fit on a public dataset of private listings, built by a script from a pinned input.',
  },
);

export type ListingVocabularyFile = Static<typeof ListingVocabularyFile>;
export type CategoryGuideEntry = Static<typeof CategoryGuideEntry>;
export type CategoryGuideFile = Static<typeof CategoryGuideFile>;
export type ReferencePriceRecord = Static<typeof ReferencePriceRecord>;
export type ReferencePriceFile = Static<typeof ReferencePriceFile>;
export type DatasetPriceFile = Static<typeof DatasetPriceFile>;
export type VehiclePriceFile = Static<typeof VehiclePriceFile>;
export type BicyclePriceFile = Static<typeof BicyclePriceFile>;
export type DepreciationCurve = Static<typeof DepreciationCurve>;
export type DepreciationFile = Static<typeof DepreciationFile>;

const KindCalibration = Closed({
  cases: Type.Integer({ minimum: 0, description: 'Expert-priced cases of this kind the figures were measured on.' }),
  bias_ln: Type.Number({ description: "Mean ln(model's estimate / the expert range's geometric middle), shrunk towards none by prior_cases." }),
  error_ln: Type.Number({ minimum: 0, description: 'Root mean square of the same after the bias, shrunk towards the pooled error by prior_cases.' }),
});

export const UsedPriceCalibrationFile = Closed({
  note: LongText({ minLength: 1 }),
  measured_on: Type.Array(Type.String({ minLength: 1 }), { minItems: 1, description: 'The case files whose expert ranges the figures were measured on.' }),
  as_of: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  prior_cases: Type.Number({ minimum: 0 }),
  pooled: KindCalibration,
  curves: Type.Record(Type.String(), KindCalibration),
});
export type UsedPriceCalibrationFile = Static<typeof UsedPriceCalibrationFile>;
export type StorageLadder = Static<typeof StorageLadder>;
export type PriceLevelPair = Static<typeof PriceLevelPair>;

export const ReferenceRatesFile = Type.Object(
  {
    as_of: Type.String({ format: 'date' }),
    base: Type.Literal('EUR'),
    rates: Type.Record(Type.String({ pattern: '^[A-Z]{3}$' }), Type.Number({ exclusiveMinimum: 0 })),
  },
  { description: 'data/travel/currency-rates.json as the used-price model reads it: ECB reference rates, units per euro (other fields ignored).' },
);
export type ReferenceRatesFile = Static<typeof ReferenceRatesFile>;

export const CurrencyLexiconFile = Type.Object(
  {
    currencies: Type.Record(
      Type.String({ pattern: '^[A-Z]{3}$' }),
      Type.Object({ symbols: Type.Array(Type.String()), words: Type.Array(Type.String()), countries: Type.Optional(Type.Array(Type.String())) }),
    ),
    ambiguous: Type.Record(Type.String(), Type.Array(Type.String({ pattern: '^[A-Z]{3}$' }))),
  },
  { description: 'data/travel/currencies.json as the stated-cost reader reads it: how amounts of money are written (other fields ignored).' },
);
export type CurrencyLexiconFile = Static<typeof CurrencyLexiconFile>;
