import { fold } from './text.js';

/**
 * The request as tokens for the grammars: words (folded: lower case, no accents), numbers (digits
 * with their separators as written) and single punctuation or currency characters, each with its
 * offsets in the original text. French and Italian elisions are split ("l'Espagne" -> "l'",
 * "espagne"; "dell'Italia" -> "dell'", "italia") so the word after them is seen alone.
 */
export interface Tok {
  /** Folded form. */
  w: string;
  raw: string;
  start: number;
  end: number;
  kind: 'word' | 'num' | 'punct';
  /** Written with a capital first letter in the original text. */
  cap: boolean;
}

const ELIDED = new Set(["l'", "d'", "j'", "n'", "s'", "c'", "m'", "t'", "qu'", "dell'", "all'", "nell'", "sull'", "dall'", "un'", "quell'"]);
const TOKEN = /(\d+(?:[.,]\d+)*)|([\p{L}\p{M}]+(?:'[\p{L}\p{M}]+)*)|([^\s\p{L}\p{M}\p{N}])/gu;

export function tokenize(text: string): Tok[] {
  const out: Tok[] = [];
  scan(text, (w, start, end, kind) => out.push(tok(text, w, start, end, kind)));
  return out;
}

/**
 * The folded words tokenize gives a phrase, without its tokens' offsets, raw text and case: what a
 * table of phrases keeps (the tables add thousands at their first use).
 */
export function phraseWords(text: string): string[] {
  const out: string[] = [];
  scan(text, (w) => out.push(unligature(w)));
  return out;
}

/** Each token of the folded text with its offsets and kind, elisions split off the word they precede. */
function scan(text: string, emit: (w: string, start: number, end: number, kind: Tok['kind']) => void): void {
  for (const m of fold(text).matchAll(TOKEN)) {
    const start = m.index;
    const w = m[0];
    const kind = m[1] ? 'num' : m[2] ? 'word' : 'punct';
    const apostrophe = kind === 'word' ? w.indexOf("'") : -1;
    if (apostrophe > 0 && ELIDED.has(w.slice(0, apostrophe + 1)) && w.length - apostrophe > 2) {
      const cut = start + apostrophe + 1;
      emit(w.slice(0, apostrophe + 1), start, cut, 'word');
      emit(w.slice(apostrophe + 1), cut, start + w.length, 'word');
      continue;
    }
    emit(w, start, start + w.length, kind);
  }
}

/** Ligatures written for two letters ("sœur", "Cæsar"): the lexicons spell them out. */
const LIGATURES = /[œæ]/g;
const unligature = (w: string) => (w.includes('œ') || w.includes('æ') ? w.replace(LIGATURES, (l) => (l === 'œ' ? 'oe' : 'ae')) : w);

function tok(text: string, w: string, start: number, end: number, kind: Tok['kind']): Tok {
  const raw = text.slice(start, end);
  return { w: unligature(w), raw, start, end, kind, cap: /^\p{Lu}/u.test(raw) };
}

/** Whether two tokens are written without a space between them ("4k", "R$", "€150"). */
export const touching = (a: Tok | undefined, b: Tok | undefined): boolean => a !== undefined && b !== undefined && a.end === b.start;

/** The folded words of tokens i..j-1 joined by single spaces. */
export const wordsOf = (toks: readonly Tok[], i: number, j: number): string =>
  toks
    .slice(i, j)
    .map((t) => t.w)
    .join(' ');

/**
 * Finds phrases (sequences of folded words) in tokens, longest first, without regular expressions:
 * a map from first word to the phrases starting with it.
 */
export class PhraseIndex<T> {
  private readonly byFirst = new Map<string, Array<{ words: string[]; value: T }>>();

  add(phrase: string, value: T): void {
    const words = phraseWords(phrase);
    const first = words[0];
    if (!first) return;
    const list = this.byFirst.get(first);
    if (!list) {
      this.byFirst.set(first, [{ words, value }]);
      return;
    }
    // Longest first, phrases of one length in the order added: inserted in place, as the tables add thousands.
    const at = list.findIndex((p) => p.words.length < words.length);
    list.splice(at === -1 ? list.length : at, 0, { words, value });
  }

  /** The longest phrase starting at token i, or undefined. */
  at(toks: readonly Tok[], i: number): { value: T; end: number } | undefined {
    const first = toks[i]?.w;
    const list = first === undefined ? undefined : this.byFirst.get(first);
    if (!list) return undefined;
    for (const { words, value } of list) {
      if (words.every((w, k) => toks[i + k]?.w === w)) return { value, end: i + words.length };
    }
    return undefined;
  }

  /** Every non-overlapping phrase in the tokens, scanning left to right. */
  all(toks: readonly Tok[]): Array<{ value: T; start: number; end: number }> {
    const out: Array<{ value: T; start: number; end: number }> = [];
    for (let i = 0; i < toks.length;) {
      const hit = this.at(toks, i);
      if (hit) {
        out.push({ value: hit.value, start: i, end: hit.end });
        i = hit.end;
      } else i++;
    }
    return out;
  }
}
