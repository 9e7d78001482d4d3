/** Letters that Unicode decomposition does not reduce to ASCII. */
// eslint-disable-next-line no-restricted-syntax -- looked up only with the characters of the pattern beside it
const FOLD: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd', þ: 'th', ı: 'i', ð: 'd' };

/**
 * Abbreviations written both ways in place names ("St. Louis", "Mt Rainier"), and the German
 * "Sankt" that "St." abbreviates too ("St. Peter-Ording", "Sankt Anton"); a Map, so user words
 * such as "constructor" never reach Object.prototype.
 */
const ABBREV = new Map([
  ['st', 'saint'],
  ['sankt', 'saint'],
  ['ste', 'sainte'],
  ['mt', 'mount'],
  ['ft', 'fort'],
  ['np', 'national park'],
]);

/** A word written short in place names ("st", "mt", "ste"): a period after it ends no sentence before a name. */
export const isNameAbbreviation = (word: string): boolean => word !== 'sankt' && ABBREV.has(word);

/** Words a place-name abbreviation stands for ("saint", "mount", "national park"): part of a name, never one alone. */
const SPELLED_OUT = new Set(ABBREV.values());
export const isSpelledOutAbbreviation = (key: string): boolean => SPELLED_OUT.has(key);

const ABBREV_WORD = new RegExp(`\\b(?:${[...ABBREV.keys()].join('|')})\\b`);

/** One word -> its comparison form: lower case, no accents, no apostrophes, abbreviations spelled out. */
export function normalizeToken(raw: string): string {
  const folded = raw
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[øæœßłđþıð]/g, (c) => FOLD[c] ?? c)
    .replace(/['’]s$/, '')
    .replace(/['’‘`ʻ.]/g, '');
  return ABBREV.get(folded) ?? folded;
}

export interface Token {
  raw: string;
  norm: string;
  start: number;
  end: number;
  /** A French or Italian elided article ("l'", "d'", "dell'"), written against the next word. */
  elided?: boolean;
}

const ELISION = /^(l|d|j|n|s|c|m|t|qu|dell|all|nell|sull|dall|un)['’](?=\p{L}{2})/iu;

/** Words of a text with their offsets; apostrophes and dots inside a word stay in it ("Hawai'i", "D.C."). */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}]+(?:['’.ʻ][\p{L}\p{N}]+)*\.?/gu)) {
    // A final dot belongs to an abbreviation ("St.", "D.C.") and otherwise ends the sentence ("to SD.").
    const raw = m[0].endsWith('.') && !m[0].slice(0, -1).includes('.') && !ABBREV.has(m[0].slice(0, -1).toLowerCase()) ? m[0].slice(0, -1) : m[0];
    // "l'Espagne", "dell'Italia": the article and the name are two words.
    const elided = ELISION.exec(raw);
    if (elided) {
      const cut = elided[0].length;
      out.push({ raw: raw.slice(0, cut), norm: normalizeToken(elided[1] ?? ''), start: m.index, end: m.index + cut, elided: true });
      out.push({ raw: raw.slice(cut), norm: normalizeToken(raw.slice(cut)), start: m.index + cut, end: m.index + raw.length });
      continue;
    }
    const norm = normalizeToken(raw);
    if (norm) out.push({ raw, norm, start: m.index, end: m.index + raw.length });
  }
  return out;
}

/** A phrase -> its comparison key: normalized words joined by single spaces (same words as tokenize()). */
export function normalize(text: string): string {
  let s = text.toLowerCase();
  // Fast path, taken by most GeoNames names: already single-spaced ASCII words with no abbreviation.
  if (/^[a-z0-9]+(?: [a-z0-9]+)*$/.test(s) && !ABBREV_WORD.test(s)) return s;
  if (!/^[a-z0-9 ]*$/.test(s)) {
    s = s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[øæœßłđþıð]/g, (c) => FOLD[c] ?? c)
      .replace(/(\p{L})['’]s(?![\p{L}\p{N}])/gu, '$1')
      .replace(/(\p{L}|\p{N})['’‘`ʻ.](?=\p{L}|\p{N})/gu, '$1')
      .replace(/[^\p{L}\p{N}]+/gu, ' ');
  }
  return s
    .split(' ')
    .filter(Boolean)
    .map((w) => ABBREV.get(w) ?? w)
    .join(' ');
}

/** A stable id fragment from a name ("Portland" -> "portland", "Côte d'Azur" -> "cote-dazur"). */
export function slug(text: string): string {
  return normalize(text).replace(/ /g, '-');
}
