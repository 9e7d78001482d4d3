import { dataFilePath } from '../data-paths.js';
import { ReferenceRatesFile, type PriceLevelPair } from '../contracts/goods-data.js';
import { readDataFile } from '../data-file.js';
import { depreciation } from './data.js';

/**
 * The price level of a listing's market: used prices follow the list prices of the market the copy
 * is sold in, and makers set those per market (a euro price includes VAT and is often a higher
 * number than the US price before sales tax). The level is the geometric mean of local over US
 * launch list prices of documented items (data/goods/depreciation.json price_levels), of the same
 * kind (curve) when at least two of that kind are documented for the currency, else of every kind;
 * its error is measured by predicting each pair from the others. The US estimate in dollars x the
 * level gives the local price in local units, converted back to dollars with the ECB reference
 * rates svc ships (data/travel/currency-rates.json), as callers convert the asked price.
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
  basis: 'same_kind' | 'all_kinds';
  pairs: number;
  /** Root mean square error of ln(local / US) of each pair predicted by the others' mean. */
  looRmse: number;
}

interface Fit {
  logMean: number;
  pairs: number;
  looRmse: number;
}

/** Mean of ln(local / US) and its leave-one-out error; null under two pairs (no error can be measured). */
export function fitPriceLevel(pairs: readonly PriceLevelPair[]): Fit | null {
  const logs = pairs.map((p) => Math.log(p.local_price / p.us_price_usd));
  if (logs.length < 2) return null;
  const sum = logs.reduce((a, b) => a + b, 0);
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

/** The market price level of a listing in `country` for an item on `curve`; null for the US and for markets svc has no level for. */
export function priceLevelFor(country: string | null, curve: string): PriceLevel | null {
  if (country === null) return null;
  const file = depreciation();
  const currency = Object.entries(file.price_level_markets).find(([, countries]) => countries.includes(country))?.[0];
  if (currency === undefined) return null;
  const pairs = file.price_levels.filter((p) => p.currency === currency);
  const sameKind = fitPriceLevel(pairs.filter((p) => p.curve === curve));
  const fit = sameKind ?? fitPriceLevel(pairs);
  const fx = usdPerUnit(currency);
  if (!fit || !fx) return null;
  const localPerUsPrice = Math.exp(fit.logMean);
  return {
    country,
    currency,
    localPerUsPrice,
    usdPerUnit: fx.usd,
    ratesAsOf: fx.asOf,
    factor: localPerUsPrice * fx.usd,
    basis: sameKind ? 'same_kind' : 'all_kinds',
    pairs: fit.pairs,
    looRmse: fit.looRmse,
  };
}
