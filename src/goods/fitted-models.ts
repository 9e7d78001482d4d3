import type { ConditionClass, ModelIdentity, UsedPriceEstimate } from '../contracts/goods.js';
import { calibrationFor, fairRange, type Calibration } from './calibration.js';
import { namedTexts } from './listing/match.js';
import { readListing, type ListingReading } from './listing/read.js';
import { pinnedSource, type PinnedInput } from './pinned-source.js';
import { priceLevelFor } from './price-level.js';
import { round2 } from './stats.js';
import { levelOf } from './used-price.js';

/**
 * What the price fits on public listings (cars, bicycles) share: finding the model a listing
 * names among the fit's models, and the error an estimate from such a fit carries. A fit's models
 * are families of a maker ("Toyota Camry", "Trek Slash"); a listing names one when every word of
 * the family is in it, and the maker may go unsaid only when the caller allows it and the family's
 * name is not a bare number ("911", "1500", "5"), which alone names nothing.
 */

/** What a fit reads of a listing. */
export interface FittedInput {
  reading: ListingReading;
  title: string;
  description: string | null;
  condition: ConditionClass;
  country: string | null;
  completeness: UsedPriceEstimate['completeness'];
  now: Date;
}

/** The model a listing names and, when the listing states what the fit needs, its estimate. */
export interface FittedRead {
  identity: ModelIdentity;
  estimate: UsedPriceEstimate | null;
  /** Items of the kind are often stolen or faked, so a price far under the estimate is implausible for a genuine one (unset: no). */
  theftOrCounterfeitTarget?: boolean;
}

export interface FittedModel {
  maker: string;
  title: string;
  effect: number;
  error_ln: number;
  rows: number[];
}

interface Known<M> {
  model: M;
  makerTexts: string[];
  modelTexts: string[];
}

export type FittedPick<M> = { model: M; makerNamed: boolean } | { ambiguous: string } | null;

/** A finder over one fit's models; `vehicle` reads the titles as the listing reader reads a car's. */
export function modelFinder<M extends FittedModel>(models: () => readonly M[], vehicle: boolean) {
  const textsOf = (text: string) => readListing(text, { vehicle }).identity.map((t) => t.text);
  let known: Array<Known<M>> | undefined;
  const all = () => (known ??= models().map((model) => ({ model, makerTexts: textsOf(model.maker), modelTexts: textsOf(model.title) })));
  const namedIn = (texts: ReadonlySet<string>, makerMayGoUnsaid: boolean) => {
    const found: Array<{ model: M; makerNamed: boolean; specificity: number }> = [];
    for (const { model, makerTexts, modelTexts } of all()) {
      if (modelTexts.length === 0 || !modelTexts.every((t) => texts.has(t))) continue;
      const makerNamed = makerTexts.every((t) => texts.has(t));
      if (!makerNamed && (!makerMayGoUnsaid || modelTexts.every((t) => /^\d+$/.test(t)))) continue;
      found.push({ model, makerNamed, specificity: modelTexts.length + (makerNamed ? makerTexts.length : 0) });
    }
    return found;
  };
  /** The one model the listing names most specifically, the models it names equally well, or null. */
  return (reading: ListingReading, makerMayGoUnsaid: boolean): FittedPick<M> => {
    const texts = namedTexts(reading);
    // A model number written with its engine or trim letters ("328i", "330xi") names the number's
    // model when no model is named by the whole code ("330e" is a model of its own).
    const found = namedIn(texts, makerMayGoUnsaid);
    if (found.length === 0) found.push(...namedIn(new Set([...texts].map((t) => t.replace(/^(\d+)[a-z]{1,2}$/, '$1'))), makerMayGoUnsaid));
    found.sort((a, b) => b.specificity - a.specificity);
    const [best, next] = found;
    if (!best) return null;
    if (next && next.specificity === best.specificity)
      return {
        ambiguous: found
          .filter((n) => n.specificity === best.specificity)
          .map((n) => `${n.model.maker} ${n.model.title}`)
          .join('; '),
      };
    return { model: best.model, makerNamed: best.makerNamed };
  };
}

/** How a fit's kind is named: in record ids ("vehicle") and in sentences ("car"). */
export interface FitKind {
  id: string;
  word: string;
}

export type NamedFitted<M> = { read: FittedRead | null } | { model: M; name: string; identity: (reason: string) => ModelIdentity };

/**
 * The one model of a fit the listing names, with its name and a strong identity to give reasons
 * with; or what to answer when it names none (null) or several equally well (no price).
 */
export function namedFittedModel<M extends FittedModel>(picked: FittedPick<M>, kind: FitKind): NamedFitted<M> {
  if (!picked) return { read: null };
  if ('ambiguous' in picked)
    return {
      read: {
        identity: {
          strong: false,
          record_id: null,
          reason: `The listing fits several ${kind.word} models equally well (${picked.ambiguous}) and does not say which: no model price is given.`,
        },
        estimate: null,
      },
    };
  const { model } = picked;
  const id = `${kind.id}-${`${model.maker}-${model.title}`.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return { model, name: `${model.maker} ${model.title}`, identity: (reason) => ({ strong: true, record_id: id, reason }) };
}

/**
 * The calibration of an estimate from a fit: the kind's measured bias, and as its error the
 * model's own leave-one-out error until expert cases measure the kind (then the larger of the two),
 * as it says how far the fit runs from real listings' prices.
 */
export function fittedCalibration(curve: string, model: FittedModel): Calibration {
  const measured = calibrationFor(curve);
  return { ...measured, error_ln: measured.cases > 0 ? Math.max(measured.error_ln, model.error_ln) : model.error_ln };
}

/** A fit's data file as far as an estimate cites it. */
export interface FitFile {
  dataset: PinnedInput;
  built_on: string;
  captured: string;
  makers: ReadonlyArray<readonly [string, number, number]>;
  fit: { model: string; intercept: number };
}

export interface FittedTerms {
  curve: string;
  model: FittedModel;
  year: number;
  age: number;
  /** ln price the listing's own terms (age, mileage, condition) add to the model's price at age zero. */
  terms: number;
  /** The part of `terms` that is age and use, reported as the share kept. */
  kept: number;
  conditionFactor: number;
  /**
   * The listing's market takes its price level against the US (price-level.ts): true for a fit on
   * US listings; a fit on listings of several markets, or of the listing's own, is applied as it is.
   */
  levelled: boolean;
  /** US dollars per unit of the fit's currency (1 for a fit in dollars). */
  usdPerUnit: number;
}

/** The estimate of a fit for the model a listing names: without the kind's own details (vehicle, bicycle). */
export function fittedEstimate(file: FitFile, t: FittedTerms, input: FittedInput): Omit<UsedPriceEstimate, 'vehicle' | 'bicycle'> {
  const makerEffect = file.makers.find(([maker]) => maker === t.model.maker)?.[1] ?? 0;
  const atZero = Math.exp(file.fit.intercept + makerEffect + t.model.effect) * t.usdPerUnit;
  const level = t.levelled ? priceLevelFor(input.country, t.curve) : null;
  const calibration = fittedCalibration(t.curve, t.model);
  const value = atZero * Math.exp(t.terms) * input.completeness.factor * (level?.factor ?? 1) * calibration.factor;
  return {
    basis: 'model_estimate',
    model: file.fit.model,
    value_usd: Math.round(value),
    ...fairRange(value, calibration, level?.looRmse ?? 0),
    calibration,
    retail_price_usd: Math.round(atZero),
    retail_price_kind: 'dataset_fitted_price',
    retail_source: pinnedSource(file.dataset, file.built_on, `${t.model.rows.length} listings of the ${t.model.maker} ${t.model.title}`),
    released: `${t.year}-01`,
    age_years: round2(t.age),
    curve: t.curve,
    retained_share: round2(t.kept),
    condition_factor: round2(t.conditionFactor),
    completeness: input.completeness,
    stated_cost: null,
    storage_adjustment: null,
    price_level: levelOf(level),
  };
}

/** What the kind's details share: the model, its year and what the fit rests on. */
export const fittedDetails = (file: FitFile, model: FittedModel, year: number) => ({
  maker: model.maker,
  model: model.title,
  model_year: year,
  fitted_on_listings: model.rows.length,
  fit_error_ln: model.error_ln,
  dataset_captured: file.captured,
});

/** Why a fit gives no price to a model it has seen: the copy is sold for parts or older than the fit covers; null when neither. */
export function outsideFit(name: string, fit: string, input: Pick<FittedInput, 'condition'>, age: number, maxAgeYears: number): string | null {
  if (input.condition === 'for_parts') return `The listing names the ${name}, but sells it for parts: no model price is given.`;
  if (age > maxAgeYears)
    return `The listing names the ${name}, but it is over ${maxAgeYears} years old, past what the ${fit} fit covers: no model price is given.`;
  return null;
}
