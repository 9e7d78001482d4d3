import { packageJson } from '../geo/json.js';
import { isOrdinaryWord } from '../geo/cues.js';
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
  const own = ownOf(country);
  return own && readingsOfSign(written)?.includes(own) ? own : usual;
}
/** Own keys only: a word such as "constructor" is no sign, whatever the object's prototype holds. */
const readingsOfSign = (written: string): readonly string[] | undefined => (Object.hasOwn(lexicon.ambiguous, written) ? lexicon.ambiguous[written] : undefined);
export const isAmbiguousSign = (written: string): boolean => readingsOfSign(written) !== undefined;
/** Every currency a sign or word may mean ("$": USD, CAD, AUD...; "£": GBP; "euros": EUR); none for other words. */
export function currenciesWritten(written: string): readonly string[] {
  const one = CURRENCY_SYMBOLS.get(written) ?? CURRENCY_WORDS.get(written);
  return readingsOfSign(written) ?? (one ? [one] : []);
}

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

/**
 * How CLDR writes the currencies some country uses (data/travel/currency-names.json): full names and their nouns in the six
 * languages ("cedis", "scellini kenioti", "xelins"), and symbols as each locale writes them ("₦", "GH₵", "Ksh", "CA$").
 * The hand-written lexicon above is read first; this is what it lacks.
 */
interface NamesFile {
  names: Record<string, string[]>;
  heads: Record<string, string[]>;
  symbols: Record<string, string[]>;
}
interface Cldr {
  names: Map<string, string[]>;
  heads: Map<string, string[]>;
  /** Symbols as written, and those holding a sign ("GH₵", "CA$") also in capitals, as a writer may not keep the case. */
  symbols: Map<string, string[]>;
  /** Symbols of three letters or more by their lower case ("ksh": Ksh, "tsh": TSh), for a writer who writes them in another case. */
  lettered: Map<string, string[]>;
  /** The first word of every name and noun: most words start none. */
  starts: Set<string>;
  longest: number;
}
let cldr: Cldr | undefined;
/** Read on first use, like the wider rates table. */
function cldrNames() {
  if (cldr) return cldr;
  const file = travelData<NamesFile>('currency-names.json');
  const names = new Map(Object.entries(file.names));
  const heads = new Map(Object.entries(file.heads));
  const symbols = new Map(Object.entries(file.symbols));
  for (const [s, codes] of Object.entries(file.symbols)) if (!/^\p{L}+$/u.test(s) && !symbols.has(s.toUpperCase())) symbols.set(s.toUpperCase(), codes);
  const starts = new Set([...names.keys(), ...heads.keys()].map((k) => k.split(' ')[0] ?? ''));
  const lettered = new Map(Object.entries(file.symbols).flatMap(([s, codes]) => (/^\p{L}{3,}$/u.test(s) ? [[s.toLowerCase(), codes] as const] : [])));
  cldr = { names, heads, symbols, lettered, starts, longest: Math.max(...[...names.keys()].map((k) => k.split(' ').length)) };
  return cldr;
}

let byWorldCountry: Map<string, string> | undefined;
/** ISO 4217 code of a country's currency (the first world-countries lists), by ISO 3166-1 alpha-2 code. */
export function worldCountryCurrency(country: string): string | undefined {
  byWorldCountry ??= new Map(
    packageJson<Array<{ cca2: string; currencies?: Record<string, unknown> }>>('world-countries/countries.json').flatMap((c) => {
      const code = Object.keys(c.currencies ?? {})[0];
      return code ? [[c.cca2, code] as [string, string]] : [];
    }),
  );
  return byWorldCountry.get(country.toUpperCase());
}

/** The traveller's own currency: the lexicon's for their country, else the one world-countries names. */
function ownOf(country: string | undefined): string | undefined {
  return country ? (countryCurrency(country) ?? worldCountryCurrency(country)) : undefined;
}
/** One currency of those a word or sign may mean: the traveller's own when it is one of them, else the only one. */
function oneOf(codes: readonly string[] | undefined, country: string | undefined): string | undefined {
  const own = ownOf(country);
  if (!codes) return undefined;
  return own && codes.includes(own) ? own : codes.length === 1 ? codes[0] : undefined;
}

/** The longest phrase of CLDR currency names, in words, and whether a word starts one. */
export const cldrLongestName = (): number => cldrNames().longest;
export const startsCldrName = (w: string): boolean => cldrNames().starts.has(w);

/**
 * The currency a CLDR name written beside an amount means: a full name ("cedis ghaneses"), else its noun alone ("cedis",
 * "shillings" for a Kenyan traveller). A noun that is also an ordinary word of the six languages ("real", "sol", "won", "mark")
 * or that several currencies share ("shilling", "dinar") counts only as the traveller's own currency.
 */
export function cldrCurrencyName(phrase: string, country: string | undefined): string | undefined {
  const t = cldrNames();
  const named = oneOf(t.names.get(phrase), country);
  if (named || phrase.includes(' ')) return named;
  const codes = t.heads.get(phrase);
  if (!codes) return undefined;
  const own = ownOf(country);
  if (codes.length > 1 || isOrdinaryWord(phrase)) return own && codes.includes(own) ? own : undefined;
  return codes[0];
}

/** Whether a word is the noun of some currency's name in CLDR: an amount with it is in a currency, whichever. */
export const isCurrencyNoun = (w: string): boolean => cldrNames().heads.has(w);

/**
 * The currency a CLDR symbol means, as written ("₦", "GH₵", "Ksh", "CA$"); several currencies' sign is the traveller's own.
 * A symbol of three letters or more is also read in another case ("KSh", "KSH", "ksh"): none of them is a word, and it is read
 * only beside an amount; shorter ones ("Rs", "Ar", "Ft") only as CLDR writes them.
 */
export function cldrSymbol(written: string, country: string | undefined): string | undefined {
  const t = cldrNames();
  if (!/^\p{L}+$/u.test(written)) return oneOf(t.symbols.get(written) ?? t.symbols.get(written.toUpperCase()), country);
  return oneOf(t.symbols.get(written) ?? t.lettered.get(written.toLowerCase()), country);
}
