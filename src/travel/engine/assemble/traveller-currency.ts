import { packageJson } from '../../geo/json.js';
import { airportByIata } from '../../geo/airports.js';
import { RATES_AS_OF, usdPerUnit } from '../../intent/currency.js';

/**
 * The traveller's currency: the one the request states money in, else the currency of the
 * country the trip starts from (the origin airport's country; world-countries' ISO 4217 codes,
 * the first listed where a country has several), when the dated ECB rates quote it.
 */
export interface TravellerCurrency {
  code: string;
  /** US dollars per one unit. */
  usd_rate: number;
  rates_as_of: string;
  /** Why this currency: the request's money, or the origin country's currency. */
  basis: 'request' | 'origin_country';
}

interface RawCountry {
  cca2: string;
  currencies?: Record<string, unknown>;
}

let byCountry: Map<string, string> | undefined;

/** ISO 4217 code of a country's currency (first listed), by ISO 3166-1 alpha-2 code. */
export function countryCurrency(country: string): string | undefined {
  byCountry ??= new Map(
    packageJson<RawCountry[]>('world-countries/countries.json').flatMap((c) => {
      const code = Object.keys(c.currencies ?? {})[0];
      return code ? [[c.cca2, code] as [string, string]] : [];
    }),
  );
  return byCountry.get(country.toUpperCase());
}

function quoted(code: string, basis: TravellerCurrency['basis']): TravellerCurrency | null {
  const rate = code === 'USD' ? null : usdPerUnit(code);
  // Six significant digits: amounts move by at most 5 parts in a million, far inside any estimate band.
  return rate ? { code, usd_rate: Number(rate.toPrecision(6)), rates_as_of: RATES_AS_OF, basis } : null;
}

/**
 * The currency amounts are also shown in: the request's own (when not USD and quoted), else the
 * origin country's; null when that is USD or the rates do not quote it.
 */
export function travellerCurrency(requestCode: string | null, origin: string | null): TravellerCurrency | null {
  if (requestCode) return quoted(requestCode, 'request');
  const country = origin ? airportByIata(origin)?.country : undefined;
  const code = country ? countryCurrency(country) : undefined;
  return code ? quoted(code, 'origin_country') : null;
}
