/**
 * Text helpers shared by relevance, comps similarity and the scam rules. Tokens are
 * lower-case runs of letters and digits, so "128GB" and "M1" survive as model tokens.
 */

/** Words that say nothing about which item a listing is. */
const FILLER = new Set(
  `a an and are as at be by for from i in is it me my of on or our the this to with want wants need needs looking look
  find buy buying get sale sell selling used pre owned preowned great good nice excellent condition works working perfect
  mint cheap deal obo firm price only just like new brand item items please near around within under over below above
  less more than max min up between dollars dollar usd miles mile mi km some any who what that have has`.split(/\s+/),
);

export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/[^a-z0-9$]+/g, ' ')
    .trim();
}

export function tokenize(text: string): string[] {
  const normalized = normalizeText(text).replace(/\$/g, ' ');
  return normalized.split(/\s+/).filter((t) => t.length > 0);
}

/** Tokens that identify the item: no filler, no bare prices. */
export function informativeTerms(text: string): string[] {
  const seen = new Set<string>();
  for (const token of tokenize(text)) {
    if (FILLER.has(token) || token.length < 2 && !/\d/.test(token)) continue;
    seen.add(token);
  }
  return [...seen];
}

/** Colours and finishes rarely change what an item is worth; they count for little in similarity. */
const COLOURS = new Set(
  `black white gray grey silver gold blue red green pink beige dark light navy midnight starlight graphite purple yellow
  orange brown tan neon rose space sierra`.split(/\s+/),
);

/** Model-like tokens (contain a digit) weigh double: "13" vs "11" separates two phones. */
export const termWeight = (term: string): number => (/\d/.test(term) ? 2 : COLOURS.has(term) ? 0.3 : 1);

/** Whole-word (or whole-phrase) containment on normalised text. */
export function mentions(text: string, phrase: string): boolean {
  const needle = normalizeText(phrase);
  if (needle.length === 0) return false;
  return ` ${normalizeText(text)} `.includes(` ${needle} `);
}
