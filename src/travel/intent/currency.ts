import { travelData } from './data.js';

/**
 * Currencies: how they are written (data/travel/currencies.json) and the ECB reference rates used to
 * convert them to US dollars (data/travel/currency-rates.json, one dated day of rates).
 */
interface CurrencyFile {
  currencies: Record<string, { symbols: string[]; words: string[]; countries?: string[] }>;
  /** Signs and words several currencies are written with ("$", "kr", "pounds", "pesos"). */
  ambiguous: Record<string, string[]>;
}
interface RatesFile {
  source: string;
  as_of: string;
  base: string;
  rates: Record<string, number>;
}

const lexicon = travelData<CurrencyFile>('currencies.json');
const ratesFile = travelData<RatesFile>('currency-rates.json');
const RATES = new Map(Object.entries(ratesFile.rates));

export const RATES_AS_OF = ratesFile.as_of;
export const RATES_SOURCE = 'European Central Bank euro reference rates';

/** Currency code by symbol ("€", "r$", "c$", "chf") and by word ("euros", "pesos mexicanos"), folded. */
export const CURRENCY_SYMBOLS = new Map<string, string>();
export const CURRENCY_WORDS = new Map<string, string>();
for (const [code, c] of Object.entries(lexicon.currencies)) {
  for (const s of c.symbols) if (!CURRENCY_SYMBOLS.has(s)) CURRENCY_SYMBOLS.set(s, code);
  for (const w of c.words) if (!CURRENCY_WORDS.has(w)) CURRENCY_WORDS.set(w, code);
}
/** The wider rates table (data/travel/currency-rates-more.json): ISO 4217 codes the ECB does not quote, per US dollar. */
export interface MoreRates {
  source: string;
  as_of: string;
  /** Units of the currency per 1 USD. */
  rates: Record<string, number>;
}
let more: MoreRates | undefined;
/** Read on first use: most requests name no currency outside the lexicon. */
export const moreRates = (): MoreRates => (more ??= travelData<MoreRates>('currency-rates-more.json'));

/**
 * A code a traveller may write an amount in: the lexicon's, or an ISO 4217 code the wider rates table quotes, so
 * "KES 300,000" is read as shillings, never as dollars, even where no ECB rate converts it.
 */
export const isCurrencyCode = (code: string): boolean => Object.hasOwn(lexicon.currencies, code) || Object.hasOwn(moreRates().rates, code);

/** The currency a country uses (ISO 3166 alpha-2 -> ISO 4217). */
const BY_COUNTRY = new Map<string, string>();
for (const [code, c] of Object.entries(lexicon.currencies)) for (const country of c.countries ?? []) BY_COUNTRY.set(country, code);
export const countryCurrency = (country: string | undefined): string | undefined => (country ? BY_COUNTRY.get(country) : undefined);

/**
 * A sign or word several currencies are written with is the traveller's own currency when it is one of them ("$" from Toronto
 * is CAD, "kr" from Oslo NOK, "pounds" in Cairo EGP); otherwise its usual reading, if it has one.
 */
export function resolveWritten(written: string, usual: string | undefined, country: string | undefined): string | undefined {
  const own = countryCurrency(country);
  return own && readingsOfSign(written)?.includes(own) ? own : usual;
}
/** Own keys only: a word such as "constructor" is no sign, whatever the object's prototype holds. */
const readingsOfSign = (written: string): readonly string[] | undefined => (Object.hasOwn(lexicon.ambiguous, written) ? lexicon.ambiguous[written] : undefined);
export const isAmbiguousSign = (written: string): boolean => readingsOfSign(written) !== undefined;

/** US dollars per one unit of the currency, or null when the rates table does not quote it. */
export function usdPerUnit(code: string): number | null {
  const usd = RATES.get('USD');
  const rate = RATES.get(code);
  if (code === 'USD') return 1;
  if (usd === undefined || rate === undefined || rate <= 0) return null;
  return usd / rate;
}

/** A rate to US dollars with its date and publisher; `estimate` when it is the wider table's, not the ECB's. */
export interface UsdRate {
  /** US dollars per one unit. */
  rate: number;
  as_of: string;
  source: string;
  estimate: boolean;
}
/** Short, since every amount converted with it carries it; data/README.md says more. */
export const MORE_RATES_SOURCE = '@fawazahmed0/currency-api daily aggregate (estimate; sources undocumented)';

/**
 * The one conversion to US dollars, for the budget a request states and for the traveller's currency an answer shows: the
 * ECB reference rate, else the wider table's (naira, shillings, Chilean, Colombian and Argentine pesos...), which the
 * answer names as an estimate; null when neither quotes the currency.
 */
export function usdRate(code: string): UsdRate | null {
  const ecb = usdPerUnit(code);
  if (ecb !== null) return { rate: ecb, as_of: RATES_AS_OF, source: RATES_SOURCE, estimate: false };
  const more = moreRates();
  const perUsd = Object.hasOwn(more.rates, code) ? more.rates[code] : undefined;
  return perUsd !== undefined && perUsd > 0 ? { rate: 1 / perUsd, as_of: more.as_of, source: MORE_RATES_SOURCE, estimate: true } : null;
}
