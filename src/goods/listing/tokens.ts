import { listingVocabulary } from './vocabulary.js';

/**
 * Listing tokenizer. Marketplace titles spell one model many ways ("WH-1000XM4",
 * "WH1000XM4", "WH-1000 XM4"; "3-seat", "three seat"; "128 GB", "128GB"), so the text is
 * cut into tokens that keep model numbers whole: hyphen- or dot-joined letters and digits
 * become one code ("wh1000xm4", "mt07", "310304250 01001"), a number hyphenated to a word
 * becomes a quantity ("3-seat" -> "3", "seat"), units attach to their number ("128gb",
 * "45mm", "92k") and roman numerals attach to the model before them ("a7 iii" -> "a7iii").
 * Every step is a single pass over characters or tokens: no backtracking on outside text.
 */

export type TokenKind = 'word' | 'number' | 'code';

export interface Token {
  text: string;
  kind: TokenKind;
}

const ATTACHED_UNITS = new Set(['gb', 'tb', 'mm', 'cm', 'k']);

const isDigit = (c: string) => c >= '0' && c <= '9';
const isLetter = (c: string) => c >= 'a' && c <= 'z';
const allOf = (s: string, test: (c: string) => boolean) => s.length > 0 && [...s].every(test);
export const isNumberText = (s: string): boolean => /^\d+(?:\.\d+)?$/.test(s);

function kindOf(text: string): TokenKind {
  if (isNumberText(text)) return 'number';
  return allOf(text, isLetter) ? 'word' : 'code';
}

/**
 * Lower case, accents off, and the symbols that carry meaning spelled out as words: a "+" on a
 * word is the Plus variant ("S24+"), one standing alone joins an extra like "&" ("OLED + dock"). French
 * capacities ("256 Go", "1 To", octets) are read as GB and TB before lower-casing, while the
 * capital still tells them from the English "to" ("1 to 2 weeks").
 */
function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/(\d) ?([GT])o\b/g, '$1 $2B')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/(\d)["″”]/g, '$1 inch ')
    .replace(/([a-z0-9])\+/g, '$1 plus ')
    .replace(/(^|\s)\+(?=\s)/g, '$1 and ')
    .replace(/%/g, ' percent ')
    .replace(/&/g, ' and ')
    .replace(/(\d),(\d{3})(?!\d)/g, '$1$2');
}

/** Strips separators from both ends without a regex (a run of them must not cost quadratic time). */
function trimSeparators(chunk: string): string {
  const sep = (c: string | undefined) => c === '.' || c === '-' || c === '/';
  let start = 0;
  let end = chunk.length;
  while (start < end && sep(chunk[start])) start += 1;
  while (end > start && sep(chunk[end - 1])) end -= 1;
  return chunk.slice(start, end);
}

/** One slash-free chunk ("wh-1000xm4", "3-seat", "13.3", "ex-l") as one or two tokens. */
function chunkTokens(part: string): Token[] {
  if (part === '') return [];
  if (/^\d+\.\d+$/.test(part)) return [{ text: part, kind: 'number' }];
  const pieces = part.split(/[.-]/).filter((p) => p !== '');
  const [head, tail] = pieces as [string, string];
  const counted = pieces.length === 2 && (allOf(head, isDigit) || listingVocabulary().numberWords.has(head));
  if (counted && allOf(tail, isLetter) && !ATTACHED_UNITS.has(tail)) {
    return [
      { text: head, kind: kindOf(head) },
      { text: tail, kind: 'word' },
    ];
  }
  const joined = pieces.join('');
  return joined === '' ? [] : [{ text: joined, kind: kindOf(joined) }];
}

function rawTokens(text: string): Token[] {
  return normalize(text)
    .split(/[^a-z0-9./-]+/)
    .flatMap((chunk) => trimSeparators(chunk).split('/'))
    .flatMap((part) => chunkTokens(trimSeparators(part)));
}

/** Replaces known alternative spellings (one or two words) and number words, longest first. */
function applyAliases(tokens: Token[]): Token[] {
  const vocab = listingVocabulary();
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const one = (tokens[i] as Token).text;
    const two = i + 1 < tokens.length ? `${one} ${(tokens[i + 1] as Token).text}` : null;
    const phrase = two !== null && vocab.aliases.has(two) ? two : vocab.aliases.has(one) ? one : null;
    if (phrase !== null) {
      for (const word of (vocab.aliases.get(phrase) as string).split(' ')) out.push({ text: word, kind: kindOf(word) });
      if (phrase === two) i += 1;
      continue;
    }
    const number = vocab.numberWords.get(one);
    out.push(number === undefined ? (tokens[i] as Token) : { text: String(number), kind: 'number' });
  }
  return out;
}

/** Attaches units to their number ("128 gb" -> "128gb") and roman numerals to a model ("a7 iii" -> "a7iii"). */
function attach(tokens: Token[]): Token[] {
  const romans = listingVocabulary().romanNumerals;
  const out: Token[] = [];
  for (const token of tokens) {
    const prev = out[out.length - 1];
    if (prev && prev.kind === 'number' && !prev.text.includes('.') && ATTACHED_UNITS.has(token.text)) {
      out[out.length - 1] = { text: prev.text + token.text, kind: 'code' };
    } else if (prev && romans.has(token.text) && /\d/.test(prev.text) && prev.kind === 'code') {
      out[out.length - 1] = { text: prev.text + token.text, kind: 'code' };
    } else {
      out.push(token);
    }
  }
  return out;
}

export function listingTokens(text: string): Token[] {
  return attach(applyAliases(rawTokens(text)));
}

/** Every token of a text and every two adjacent ones run together: what a search term can match. */
export function searchableTerms(text: string): Set<string> {
  const texts = listingTokens(text).map((t) => t.text);
  const out = new Set(texts);
  for (let k = 0; k + 1 < texts.length; k += 1) out.add(`${texts[k]}${texts[k + 1]}`);
  return out;
}
