import { CurrencyLexiconFile } from '../../contracts/goods-data.js';
import { dataFilePath } from '../../data-paths.js';
import { readDataFile } from '../../data-file.js';
import { listingVocabularyFile } from '../data.js';
import { alternatives } from '../../text/regex.js';

/**
 * What a listing says the item cost new, and when: "bought for £599 in March 2024", "Neupreis
 * 1.199 €, gekauft im Mai 2022", "precio nuevo 899 €, la compré hace dos años". A grammar of three
 * parts read in one clause: a cost cue (paid, bought, RRP, Neupreis, prix neuf, precio nuevo...,
 * data/goods/listing-vocabulary.json stated_cost), an amount written with its currency (symbols,
 * codes and words of data/travel/currencies.json; a sign several currencies share, such as "$",
 * is the currency of the listing's country when it is one of them), and a time: a month and
 * year, a year, "N years/months ago" or "last year" in the six languages. Without a time in that
 * clause, a single year the listing names elsewhere ("Modelljahr 2022", "2021 model") dates it; a
 * listing that names several years or none leaves the cost undated, and the model does not price it.
 * An amount written without a currency right after a cue is in the currency of the listing's
 * country (bareCost).
 */

export interface StatedCost {
  amount: number;
  currency: string;
  /** The clause the cost was read from, as written. */
  quote: string;
  /** Year and month the item was bought (YYYY-MM), the middle of the year when only the year is stated; null when undated. */
  bought: string | null;
  dated: 'purchase_date' | 'years_ago' | 'listing_year' | null;
}

/** Lower case without accents, keeping digits, separators and currency signs. */
const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[’']/g, ' ')
    .replace(/[\t ]+/g, ' ');

/** Whole words only: a cue or unit never matches inside another word. */
const wordsRe = (words: Iterable<string>, flags = 'g') => new RegExp(String.raw`(?<![\p{L}\d])(?:${alternatives(words)})(?![\p{L}\d])`, `${flags}u`);

interface Grammar {
  amount: RegExp;
  /** A number with no currency, and the cue it must follow closely ("paid 899", "comprado por 300"). */
  bareAmount: RegExp;
  cueJustBefore: RegExp;
  /** Currency by sign, code or word (folded); several candidates when the sign is shared. */
  currencyOf: Map<string, string[]>;
  byCountry: Map<string, string>;
  cuesBefore: RegExp;
  /** Whether a clause names a cue at all (not global, so test() keeps no state). */
  anyCue: RegExp;
  cuesAfter: RegExp;
  monthYear: RegExp;
  months: Map<string, number>;
  numberWords: Map<string, number>;
  agoBefore: RegExp;
  agoAfter: RegExp;
  /** Months per unit of time: a year 12, a week 7/30.4 of one. */
  unitMonths: Map<string, number>;
  lastYear: RegExp;
}

let grammar: Grammar | undefined;

function compile(): Grammar {
  const lexicon = readDataFile(dataFilePath('travel/currencies.json'), CurrencyLexiconFile);
  const words = listingVocabularyFile().stated_cost;
  const currencyOf = new Map<string, string[]>();
  const byCountry = new Map<string, string>();
  for (const [code, c] of Object.entries(lexicon.currencies)) {
    for (const token of [...c.symbols, ...c.words, code.toLowerCase()].map(fold)) if (!currencyOf.has(token)) currencyOf.set(token, [code]);
    for (const country of c.countries ?? []) byCountry.set(country, code);
  }
  for (const [token, codes] of Object.entries(lexicon.ambiguous)) currencyOf.set(fold(token), codes);
  const tokens = alternatives(currencyOf.keys());
  // A number with thousands separators (1.299 / 1,299 / 2 490) or plain, with optional decimals and "k".
  const num = String.raw`\d{1,3}(?:[.,\u00a0 ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
  const cur = String.raw`(?<![\p{L}])(?:${tokens})(?![\p{L}])`;
  const amount = new RegExp(String.raw`(${cur})\s?(${num})(k?)(?![\d])|(?<![\d.,])(${num})(k?)\s?(${cur})`, 'gu');
  const unit = (list: string[]) => alternatives(list);
  const n = String.raw`\d{1,2}|${alternatives(Object.keys(words.number_words))}`;
  const timeUnits = [...words.year_units, ...words.month_units, ...words.week_units, ...words.day_units];
  const units = unit(timeUnits);
  const unitMonths = new Map<string, number>([
    ...words.year_units.map((u): [string, number] => [u, 12]),
    ...words.month_units.map((u): [string, number] => [u, 1]),
    ...words.week_units.map((u): [string, number] => [u, 7 / DAYS_PER_MONTH]),
    ...words.day_units.map((u): [string, number] => [u, 1 / DAYS_PER_MONTH]),
  ]);
  return {
    amount,
    bareAmount: new RegExp(String.raw`(?<![\p{L}\d.,])(${num})(k?)(?![\p{L}\d])(?!\s?(?:${alternatives([...QUANTITY_UNITS, ...timeUnits])})(?![\p{L}]))`, 'gu'),
    cueJustBefore: new RegExp(
      String.raw`(?<![\p{L}])(?:${alternatives(words.cues_before)})(?: (?:it|them|new|neu|neuf|nuevo|nuovo|novo))?(?: (?:for|por|fur|pour|per|para|a|for it))? ?$`,
      'u',
    ),
    currencyOf,
    byCountry,
    cuesBefore: wordsRe(words.cues_before),
    anyCue: wordsRe(words.cues_before, ''),
    cuesAfter: new RegExp(String.raw`^\s?(?:${alternatives(words.cues_after)})(?![\p{L}])`, 'u'),
    monthYear: new RegExp(
      String.raw`(?<![\p{L}])(${alternatives(Object.keys(words.months))})\.?\s(?:de |del |of )?((?:19|20)\d{2})(?!\d)|(?<!\d)(0?[1-9]|1[0-2])[/.-]((?:19|20)\d{2})(?!\d)`,
      'u',
    ),
    months: new Map(Object.entries(words.months)),
    numberWords: new Map(Object.entries(words.number_words)),
    agoBefore: new RegExp(String.raw`(?<![\p{L}])(?:${alternatives(words.ago_before)}) (${n}) (${units})(?![\p{L}])`, 'u'),
    agoAfter: new RegExp(String.raw`(?<![\p{L}\d])(${n}) (${units}) (?:${alternatives(words.ago_after)})(?![\p{L}])`, 'u'),
    unitMonths,
    lastYear: wordsRe(words.last_year, ''),
  };
}

const YEAR = /(?<!\d|\d[.,])((?:19|20)\d{2})(?!\d|[.,]\d)/g;

const DAYS_PER_MONTH = 30.4;

/**
 * Units after a number that make it a quantity, not money ("paid 3 times", "bought 2 kg"); the
 * time units of the grammar ("bought 1 week ago") are added from the vocabulary.
 */
const QUANTITY_UNITS = ['x', 'gb', 'tb', 'km', 'mi', 'kg', 'cm', 'mm', 'h', 'times', 'pcs', 'stk', 'st'];

/** "1.299" and "1,299" are thousands, "12,50" is decimals; a trailing "k" multiplies by 1000. */
function parseNumber(digits: string, k: string): number {
  const grouped = /^\d{1,3}(?:[.,\u00a0 ]\d{3})+/.exec(digits);
  const rest = grouped ? digits.slice(grouped[0].length) : digits;
  const whole = grouped ? grouped[0].replace(/[.,\u00a0 ]/g, '') : rest.replace(/[.,]\d{1,2}$/, '');
  const decimals = /[.,](\d{1,2})$/.exec(grouped ? rest : digits)?.[1];
  const value = Number(whole) + (decimals ? Number(`0.${decimals}`) : 0);
  return value * (k ? 1000 : 1);
}

const ym = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** The time a clause gives for the purchase, as YYYY-MM. */
function timeIn(clause: string, g: Grammar, now: Date): { bought: string; dated: StatedCost['dated'] } | null {
  const my = g.monthYear.exec(clause);
  if (my) {
    const month = my[1] ? (g.months.get(my[1]) as number) : Number(my[3]);
    return { bought: ym(Number(my[2] ?? my[4]), month), dated: 'purchase_date' };
  }
  const ago = g.agoBefore.exec(clause) ?? g.agoAfter.exec(clause);
  if (ago) {
    const count = /^\d+$/.test(ago[1] as string) ? Number(ago[1]) : (g.numberWords.get(ago[1] as string) ?? 1);
    const months = Math.round(count * (g.unitMonths.get(ago[2] as string) ?? 1));
    const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
    return { bought: ym(at.getUTCFullYear(), at.getUTCMonth() + 1), dated: 'years_ago' };
  }
  if (g.lastYear.test(clause)) return { bought: ym(now.getUTCFullYear() - 1, 7), dated: 'years_ago' };
  const years = yearsIn(clause, now);
  return years.length === 1 ? { bought: ym(years[0] as number, 7), dated: 'purchase_date' } : null;
}

/** Distinct plausible years (1980 to now) a text names, outside amounts of money. */
function yearsIn(text: string, now: Date): number[] {
  const years = [...text.matchAll(YEAR)].map((m) => Number(m[1])).filter((y) => y >= 1980 && y <= now.getUTCFullYear());
  return [...new Set(years)];
}

/** The currency of an amount's sign or word: the listing country's when the sign is shared and it is one of them, else the sign's usual one. */
function currencyFor(token: string, g: Grammar, country: string | null): string | null {
  const codes = g.currencyOf.get(token);
  if (!codes || codes.length === 0) return null;
  const own = country ? g.byCountry.get(country) : undefined;
  return own && codes.includes(own) ? own : (codes[0] as string);
}

/** The clauses of a listing: sentences, lines and semicolon parts; a dot inside a number ("1.299") does not end one. */
const clausesOf = (text: string) =>
  text
    .split(/[!?;\n]+|\.(?=\s|$)/)
    .map((c) => c.trim())
    .filter((c) => c !== '');

const CUE_BEFORE_CHARS = 60;

/**
 * The first cost the listing states for the item new, or null, clause by clause: a clause's amount
 * with its currency, then one without right after a cue. An accessory bought later ("Bought a case
 * for $40") does not displace the item's own cost stated before it; a time is never a cost ("Bought
 * 1 week ago. Paid €1,200" is 1,200 euros).
 */
export function readStatedCost(text: string, country: string | null, now: Date): StatedCost | null {
  const g = (grammar ??= compile());
  for (const quote of clausesOf(text)) {
    const clause = fold(quote);
    const cost = currencyCost(text, quote, clause, g, country, now) ?? bareCost(text, quote, clause, g, country, now);
    if (cost) return cost;
  }
  return null;
}

/** A cost written with its currency after a cue or before one ("paid €1,200", "899 € neu"). */
function currencyCost(text: string, quote: string, clause: string, g: Grammar, country: string | null, now: Date): StatedCost | null {
  for (const m of clause.matchAll(g.amount)) {
    const start = m.index;
    const end = start + m[0].length;
    const before = clause.slice(Math.max(0, start - CUE_BEFORE_CHARS), start);
    const cued = [...before.matchAll(g.cuesBefore)].length > 0 || g.cuesAfter.test(clause.slice(end));
    if (!cued) continue;
    const token = (m[1] ?? m[6]) as string;
    const currency = currencyFor(token, g, country);
    if (!currency) continue;
    const amount = parseNumber((m[2] ?? m[4]) as string, (m[3] ?? m[5] ?? '') as string);
    if (!(amount > 0)) continue;
    return costWithTime(text, quote, `${clause.slice(0, start)} ${clause.slice(end)}`, amount, currency, now);
  }
  return null;
}

/**
 * A cost written without its currency right after a cue ("paid 899 two years ago", "comprado por
 * 300"): in the currency of the listing's country, and never a year or a quantity ("bought 2022",
 * "paid 3 times"). Without a country the currency is unknown and nothing is read.
 */
function bareCost(text: string, quote: string, clause: string, g: Grammar, country: string | null, now: Date): StatedCost | null {
  const currency = country ? g.byCountry.get(country) : undefined;
  if (!currency) return null;
  for (const m of clause.matchAll(g.bareAmount)) {
    if (!g.cueJustBefore.test(clause.slice(Math.max(0, m.index - CUE_BEFORE_CHARS), m.index))) continue;
    const digits = m[1] as string;
    const amount = parseNumber(digits, (m[2] ?? '') as string);
    if (/^(?:19|20)\d{2}$/.test(digits) && amount <= now.getUTCFullYear() + 1) continue;
    if (!(amount > 0)) continue;
    return costWithTime(text, quote, `${clause.slice(0, m.index)} ${clause.slice(m.index + m[0].length)}`, amount, currency, now);
  }
  return null;
}

/**
 * The cost with the time of its purchase: the time its own clause gives (`rest`, the clause without
 * the amount), else the one year the listing names (the model year), else the time another clause
 * gives with a cue ("Bought 1 week ago. Paid €1,200"). The listing's year comes before another
 * clause's time, which may be about another purchase ("Replaced the battery, bought 3 weeks ago").
 */
function costWithTime(text: string, quote: string, rest: string, amount: number, currency: string, now: Date): StatedCost {
  const g = (grammar ??= compile());
  const time = timeIn(rest, g, now) ?? listingYear(text, now) ?? purchaseTimeElsewhere(text, quote, g, now);
  return { amount, currency, quote: quote.slice(0, 200), bought: time?.bought ?? null, dated: time?.dated ?? null };
}

/** The time another clause gives with a cost cue ("Bought 1 week ago. Paid €1,200"): the purchase the cost belongs to. */
function purchaseTimeElsewhere(text: string, quote: string, g: Grammar, now: Date): ReturnType<typeof timeIn> {
  for (const other of clausesOf(text)) {
    const clause = fold(other);
    if (other === quote || !g.anyCue.test(clause)) continue;
    const time = timeIn(clause.replace(g.amount, ' '), g, now);
    if (time) return time;
  }
  return null;
}

/** The one year the whole listing names, outside amounts: the model year of the item. */
function listingYear(text: string, now: Date): { bought: string; dated: StatedCost['dated'] } | null {
  const g = (grammar ??= compile());
  const withoutAmounts = fold(text).replace(g.amount, ' ');
  const years = yearsIn(withoutAmounts, now);
  return years.length === 1 ? { bought: ym(years[0] as number, 7), dated: 'listing_year' } : null;
}
