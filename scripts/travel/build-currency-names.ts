/**
 * Compiles how the currencies some country uses are written in the reader's six languages into
 * data/travel/currency-names.json, from the Unicode CLDR data Node's ICU ships (Intl.NumberFormat and
 * Intl.DisplayNames): each currency's display name, its singular and plural names ("Ghanaian cedi",
 * "cedis ghanéens", "scellini kenioti", "Xelins quenianos"), the head noun of those names ("cedi",
 * "cedis", "scellini", "xelins") and its symbols in the six languages and in its own countries' locales
 * ("₦", "GH₵", "Ksh", "₸", "CA$"). Names and heads are folded as the reader folds text; symbols are kept as written.
 * Run: npx tsx scripts/travel/build-currency-names.ts (the output records the CLDR and ICU versions used).
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { phraseWords } from '../../src/travel/intent/tokens.js';

const LANGS = ['en', 'fr', 'es', 'de', 'it', 'pt'] as const;
/** English and German put the noun last ("Kenyan shilling", "Kenia-Schilling"); the other four first ("chelín keniano"). */
const NOUN_LAST = new Set(['en', 'de']);
/** Words before the noun that are not it ("Novo sol", "nuevo sol"). */
const MODIFIERS = new Set(['novo', 'novos', 'nuevo', 'nuevos', 'nouveau', 'nuovo', 'neuer', 'neue', 'new']);

const phraseOf = (text: string) => phraseWords(text.replace(/\(.*?\)/g, ' ')).join(' ');
const words = (text: string) => phraseWords(text.replace(/\(.*?\)/g, ' ')).filter((w) => /^\p{L}+$/u.test(w));
const require = createRequire(import.meta.url);
interface Country {
  cca2: string;
  currencies?: Record<string, unknown>;
  name: { common: string; official: string };
  translations: Record<string, { common: string; official: string }>;
}
const countries = require('world-countries/countries.json') as Country[];
/** Words of country names in the six languages: the last word of "Konvertible Mark Bosnien und Herzegowina" is no noun of money. */
const countryWords = new Set(
  countries.flatMap((c) =>
    [c.name, ...['deu', 'fra', 'spa', 'ita', 'por'].map((l) => c.translations[l])].flatMap((n) => (n ? [...words(n.common), ...words(n.official)] : [])),
  ),
);
const regions = new Map<string, string[]>();
for (const c of countries) for (const code of Object.keys(c.currencies ?? {})) regions.set(code, [...(regions.get(code) ?? []), c.cca2]);
const codes = Intl.supportedValuesOf('currency').filter((code) => regions.has(code));

const currencyPart = (locale: string, code: string, display: 'name' | 'symbol' | 'narrowSymbol', n: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: code, currencyDisplay: display })
    .formatToParts(n)
    .filter((p) => p.type === 'currency')
    .map((p) => p.value)
    .join('')
    .trim();

const names = new Map<string, Set<string>>();
const heads = new Map<string, Set<string>>();
const symbols = new Map<string, Set<string>>();
const add = (table: Map<string, Set<string>>, key: string, code: string) => {
  if (key) table.set(key, (table.get(key) ?? new Set()).add(code));
};

for (const lang of LANGS) {
  const display = new Intl.DisplayNames([lang], { type: 'currency' });
  for (const code of codes) {
    for (const name of [display.of(code) ?? '', currencyPart(lang, code, 'name', 1), currencyPart(lang, code, 'name', 2)]) {
      const ws = words(name);
      if (ws.length > 1) add(names, phraseOf(name), code);
      const ordered = NOUN_LAST.has(lang) ? [...ws].reverse() : ws;
      const head = ordered.find((w) => !MODIFIERS.has(w));
      if (head && head.length > 1 && !countryWords.has(head)) add(heads, head, code);
    }
    for (const locale of [lang, ...(regions.get(code) ?? []).map((r) => `${lang}-${r}`)]) {
      for (const kind of ['symbol', 'narrowSymbol'] as const) {
        // As written (letters-only symbols are matched with their case: "KM" is a mark, "km" a distance), without invisible marks.
        const symbol = currencyPart(locale, code, kind, 1).replace(/[\p{Cf}\s]/gu, '');
        if (symbol && symbol.toUpperCase() !== code) add(symbols, symbol.normalize('NFC'), code);
      }
    }
  }
}

const sorted = (table: Map<string, Set<string>>) => Object.fromEntries([...table].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, [...v].sort()]));
const doc = {
  source: `Unicode CLDR ${process.versions.cldr} currency display names (singular and plural) and symbols, as shipped in ICU ${process.versions.icu} with Node ${process.versions.node}, read through Intl.NumberFormat and Intl.DisplayNames for ${LANGS.join(', ')} and for each currency's own countries (world-countries)`,
  licence: 'Unicode License v3 (https://www.unicode.org/license.txt)',
  built: 'npx tsx scripts/travel/build-currency-names.ts',
  use: 'names: full names, one currency each unless listed with several; heads: the noun of the names ("cedis", "scellini"), several currencies where it is shared ("shilling"); symbols: as each locale writes them. Names and heads folded as the reader folds text; heads that are words of a country name are left out.',
  names: sorted(names),
  heads: sorted(heads),
  symbols: sorted(symbols),
};
writeFileSync(new URL('../../data/travel/currency-names.json', import.meta.url), `${JSON.stringify(doc, null, 1)}\n`);
console.log(`${codes.length} currencies: ${names.size} names, ${heads.size} heads, ${symbols.size} symbols`);
