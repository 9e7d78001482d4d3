/**
 * Plain-text helpers for the scam rules and the must_have / avoid filters. Tokens are
 * lower-case runs of letters and digits. Reading what a listing is happens in listing/.
 */

/** French and Italian elision ("l'IMEI", "dell'account") separates words; an English apostrophe joins them ("don't"). */
const ELISION = /\b(l|d|n|j|c|m|t|s|qu|dell|all|nell|sull|dall|un)['’](?=[a-z])/g;

/** Ligatures and the sharp s have no decomposition: "sœur" is read as "soeur", "Straße" as "strasse". */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(ELISION, '$1 ')
    .replace(/[’']/g, '')
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/[^a-z0-9$]+/g, ' ')
    .trim();
}

export function tokenize(text: string): string[] {
  const normalized = normalizeText(text).replace(/\$/g, ' ');
  return normalized.split(/\s+/).filter((t) => t.length > 0);
}

/** Whole-word (or whole-phrase) containment on normalised text. */
export function mentions(text: string, phrase: string): boolean {
  const needle = normalizeText(phrase);
  if (needle.length === 0) return false;
  return ` ${normalizeText(text)} `.includes(` ${needle} `);
}
