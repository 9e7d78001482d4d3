import { dataFilePath } from '../data-paths.js';
import { ReferenceRatesFile, type PriceLevelPair } from '../contracts/goods-data.js';
import { readDataFile } from '../data-file.js';
import { depreciation } from './data.js';

/**
 * The price level of a listing's market: used prices follow the list prices of the market the copy
 * is sold in, and makers set those per market (a euro price includes VAT and is often a higher
 * number than the US price before sales tax). How much higher differs by kind: euro consoles launch
 * at the dollar figure, euro Apple phones a fifth above it. So a kind's level is read only from
 * documented items of that kind (data/goods/depreciation.json price_levels): the geometric mean of
 * their local over US launch list prices, its error measured by predicting each item from the others
 * (with one item documented, by the spread between kinds). A kind no item documents for the currency
 * gets no gap: its local price is the US figure, and its error is how far the documented kinds' gaps
 * lie from none, so the fair range covers the gap it may have instead of assuming another kind's.
 * The US estimate in dollars x the level gives the local price in local units, converted back to
 * dollars with the ECB reference rates svc ships (data/travel/currency-rates.json), as callers
 * convert the asked price.
 */

export interface PriceLevel {
  country: string;
  currency: string;
  /** Local list price per US dollar of US list price. */
  localPerUsPrice: number;
  usdPerUnit: number;
  ratesAsOf: string;
  /** Applied to the US estimate in dollars. */
  factor: number;
  basis: 'same_kind' | 'kind_undocumented';
  /** Documented items of this kind the level was read from: 0 for a kind none documents. */
  pairs: number;
  /** Error of the level in ln price (see the module comment). */
  looRmse: number;
}

interface Fit {
  logMean: number;
  pairs: number;
  /** Null under two pairs: no error can be measured from the pairs themselves. */
  looRmse: number | null;
}

/** Mean of ln(local / US) and its leave-one-out error; null with no pairs. */
export function fitPriceLevel(pairs: readonly PriceLevelPair[]): Fit | null {
  const logs = pairs.map((p) => Math.log(p.local_price / p.us_price_usd));
  if (logs.length === 0) return null;
  const sum = logs.reduce((a, b) => a + b, 0);
  if (logs.length < 2) return { logMean: sum, pairs: 1, looRmse: null };
  const errors = logs.map((l) => l - (sum - l) / (logs.length - 1));
  return { logMean: sum / logs.length, pairs: logs.length, looRmse: Math.sqrt(errors.reduce((a, e) => a + e * e, 0) / errors.length) };
}

let rates: ReferenceRatesFile | undefined;

/** US dollars per unit of `currency` at the ECB reference rates svc ships, with their date; null for a currency the table does not quote. */
export function usdPerUnit(currency: string): { usd: number; asOf: string } | null {
  rates ??= readDataFile(dataFilePath('travel/currency-rates.json'), ReferenceRatesFile);
  const usd = rates.rates['USD'];
  const unit = currency === 'EUR' ? 1 : rates.rates[currency];
  return usd === undefined || unit === undefined ? null : { usd: usd / unit, asOf: rates.as_of };
}

/** ln(local / US) of each documented kind of a currency: the mean over its items. */
function kindLevels(pairs: readonly PriceLevelPair[]): number[] {
  const byKind = new Map<string, PriceLevelPair[]>();
  for (const p of pairs) byKind.set(p.curve, [...(byKind.get(p.curve) ?? []), p]);
  return [...byKind.values()].map((kind) => fitPriceLevel(kind)?.logMean ?? 0);
}

/** Root mean square distance of documented kinds' levels from a level: the error of applying it to a kind they do not include. */
const spreadAround = (levels: readonly number[], level: number) =>
  levels.length === 0 ? 0 : Math.sqrt(levels.reduce((a, l) => a + (l - level) ** 2, 0) / levels.length);

/** The market price level of a listing in `country` for an item on `curve`; null for the US and for markets svc has no level for. */
export function priceLevelFor(country: string | null, curve: string): PriceLevel | null {
  if (country === null) return null;
  const file = depreciation();
  const currency = Object.entries(file.price_level_markets).find(([, countries]) => countries.includes(country))?.[0];
  const fx = currency === undefined ? null : usdPerUnit(currency);
  if (currency === undefined || fx === null) return null;
  const pairs = file.price_levels.filter((p) => p.currency === currency);
  const own = pairs.filter((p) => p.curve === curve);
  const others = kindLevels(pairs.filter((p) => p.curve !== curve));
  const fit = fitPriceLevel(own);
  const logLevel = fit?.logMean ?? 0;
  const localPerUsPrice = Math.exp(logLevel);
  return {
    country,
    currency,
    localPerUsPrice,
    usdPerUnit: fx.usd,
    ratesAsOf: fx.asOf,
    factor: localPerUsPrice * fx.usd,
    basis: fit === null ? 'kind_undocumented' : 'same_kind',
    pairs: own.length,
    looRmse: fit?.looRmse ?? spreadAround(others, logLevel),
  };
}
