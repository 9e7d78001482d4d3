import { airportByIata } from '../../geo/airports.js';
import { usdRate, worldCountryCurrency } from '../../intent/currency.js';

/**
 * The traveller's currency: the one the request states money in, else the currency of the
 * country the trip starts from (the origin airport's country; world-countries' ISO 4217 codes,
 * the first listed where a country has several), at the dated ECB reference rate, else (naira,
 * Kenyan shilling, Chilean, Colombian and Argentine pesos...) at the dated rate of
 * data/travel/currency-rates-more.json, whose source the answer names as an estimate.
 */
export interface TravellerCurrency {
  code: string;
  /** US dollars per one unit. */
  usd_rate: number;
  rates_as_of: string;
  /** Who publishes the rate. */
  rate_source: string;
  /** Why this currency: the request's money, or the origin country's currency. */
  basis: 'request' | 'origin_country';
}

function quoted(code: string, basis: TravellerCurrency['basis']): TravellerCurrency | null {
  const rate = code === 'USD' ? null : usdRate(code);
  // A currency at par with the dollar (the balboa) adds nothing beside the USD figure.
  if (rate && Math.abs(rate.rate - 1) < 1e-9) return null;
  // Six significant digits: amounts move by at most 5 parts in a million, far inside any estimate band.
  return rate ? { code, usd_rate: Number(rate.rate.toPrecision(6)), rates_as_of: rate.as_of, rate_source: rate.source, basis } : null;
}

/**
 * The currency amounts are also shown in: the request's own (when not USD and quoted), else the
 * origin country's; null when that is USD (or at par with it) or no rate file quotes it.
 */
export function travellerCurrency(requestCode: string | null, origin: string | null): TravellerCurrency | null {
  if (requestCode) return quoted(requestCode, 'request');
  const country = origin ? airportByIata(origin)?.country : undefined;
  const code = country ? worldCountryCurrency(country) : undefined;
  return code ? quoted(code, 'origin_country') : null;
}

/** A dollar amount in the traveller's currency, whole units at the quoted rate. */
export const inCurrency = (usd: number, c: TravellerCurrency): number => Math.round(usd / c.usd_rate);
