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
// A word may keep its apostrophe before a figure: Italian elides the article of a day ("all'8", "dall'11", "l'8").
const TOKEN = /(\d+(?:[.,]\d+)*)|([\p{L}\p{M}]+(?:'[\p{L}\p{M}]+)*(?:'(?=\d))?)|([^\s\p{L}\p{M}\p{N}])/gu;

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
    if (kind === 'word' && w.endsWith("'") && !ELIDED.has(w)) {
      emit(w.slice(0, -1), start, start + w.length - 1, 'word');
      emit("'", start + w.length - 1, start + w.length, 'punct');
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

/** Whether token i opens a line of the text it was read from (the first token opens the first line). */
export const opensLine = (text: string, toks: readonly Tok[], i: number): boolean =>
  i === 0 || /\n/.test(text.slice(toks[i - 1]?.end ?? 0, toks[i]?.start ?? text.length));

/**
 * The token before a bracketed aside that closes at token k ("a group of 6 (4 adults, 2 teens) from Manaus"): the aside
 * stands apart from the clause around it. k itself when it closes none, or its bracket is not opened within `reach` tokens.
 */
export function beforeAside(toks: readonly Tok[], k: number, reach = 12): number {
  if (toks[k]?.w !== ')') return k;
  for (let j = k - 1; j >= Math.max(0, k - reach); j--) {
    if (toks[j]?.w === '(') return j - 1;
    if (toks[j]?.w === ')') return k;
  }
  return k;
}

/** The folded words of tokens i..j-1 joined by single spaces. */
export const wordsOf = (toks: readonly Tok[], i: number, j: number): string =>
  toks
    .slice(i, j)
    .map((t) => t.w)
    .join(' ');

/** A word of some phrases: the phrases that end here (the first value added for one) and the words that continue them. */
interface PhraseNode<T> {
  end?: { value: T };
  next?: Map<string, PhraseNode<T>>;
}

/**
 * Finds phrases (sequences of folded words) in tokens, longest first, without regular expressions:
 * a tree of their words, so a lookup walks the tokens once however many phrases share a first word.
 */
export class PhraseIndex<T> {
  private readonly root: PhraseNode<T> = {};

  add(phrase: string, value: T): void {
    const words = phraseWords(phrase);
    if (!words.length) return;
    let node = this.root;
    for (const w of words) {
      const next = (node.next ??= new Map());
      let child = next.get(w);
      if (!child) next.set(w, (child = {}));
      node = child;
    }
    node.end ??= { value };
  }

  /** The longest phrase starting at token i, or undefined. */
  at(toks: readonly Tok[], i: number): { value: T; end: number } | undefined {
    let found: { value: T; end: number } | undefined;
    let node = this.root;
    for (let k = i; k < toks.length; k++) {
      const child = node.next?.get(toks[k]?.w ?? '');
      if (!child) break;
      node = child;
      if (node.end) found = { value: node.end.value, end: k + 1 };
    }
    return found;
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
