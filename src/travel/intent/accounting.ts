import { OCCASIONS } from './date-words.js';
import type { Lang } from './language.js';
import type { Tok } from './tokens.js';
import { isKnownWord } from './unknown.js';

/**
 * The accounting of a request: after every reader has taken its spans, what is left over that
 * looks meaningful is reported instead of being dropped silently. A number no reader bound to a
 * head ("2 suitcases", "under 10 hours") and a name written with a capital that no vocabulary
 * holds and no reader took ("Copacabana", "Isla del Sol") are such leftovers; ordinary words,
 * times of day and the ages of adults are not.
 */
export interface Leftovers {
  numbers: string[];
  names: string[];
}

const SENTENCE_END = new Set(['.', '!', '?', ':', ';', '\n', '-', '(', '"', '*']);
const TIME_AFTER = new Set([':', 'am', 'pm', 'h', 'uhr', 'hrs', 'o', '%']);
const AGE_AFTER = new Set(['ans', 'an', 'years', 'year', 'yo', 'anos', 'ano', 'jahre', 'jahren', 'anni', 'anno', 'yrs', 's']);
const NOT_COUNTED_BEFORE = new Set([
  ':',
  '#',
  'flight',
  'vol',
  'vuelo',
  'flug',
  'volo',
  'voo',
  'no',
  'nr',
  'room',
  'gate',
  'terminal',
  'aged',
  'age',
  '/',
  'at',
  'a',
  'um',
  'um',
  'alle',
  'las',
  'the',
]);

const AGE_BEFORE = new Set([
  '(',
  'both',
  'all',
  'are',
  'is',
  'turning',
  'turns',
  'aged',
  ',',
  'and',
  'et',
  'y',
  'und',
  'e',
  "who's",
  'sommes',
  'somos',
  'siamo',
  'sind',
  'ont',
  'tenemos',
  'abbiamo',
  'temos',
  'beide',
  'tous',
  'todos',
  'tutti',
]);

/** An adult's age said in passing ("my mum (82)", "both 78", "we are 24 and 26", "retired couple, 70 and 73"): nothing to read. */
function adultAge(toks: readonly Tok[], i: number, value: number): boolean {
  if (!Number.isInteger(value) || value < 18 || value > 110) return false;
  const next = toks[i + 1];
  const closes = !next || next.kind === 'punct' || ['and', 'et', 'y', 'und', 'e', 'ish', 'something'].includes(next.w);
  return AGE_BEFORE.has(toks[i - 1]?.w ?? '') && closes;
}

export function leftovers(toks: readonly Tok[], lang: Lang, taken: (i: number) => boolean): Leftovers {
  const numbers: string[] = [];
  const names: string[] = [];
  for (let i = 0; i < toks.length; i++) {
    if (taken(i)) continue;
    const t = toks[i] as Tok;
    if (t.kind === 'num') {
      const next = toks[i + 1];
      const value = Number(t.w.replace(',', '.'));
      if (TIME_AFTER.has(next?.w ?? '') || AGE_AFTER.has(next?.w ?? '') || NOT_COUNTED_BEFORE.has(toks[i - 1]?.w ?? '')) continue;
      if (value >= 1900 && value <= 2200) continue;
      if (adultAge(toks, i, value)) continue;
      // "our 25th anniversary": an ordinal that counts years of an occasion.
      if (next?.w && ['th', 'st', 'nd', 'rd', 'e', 'eme', 'o', 'a'].includes(next.w) && OCCASIONS.has(toks[i + 2]?.w ?? '')) continue;
      const unit = next && next.kind === 'word' && !taken(i + 1) ? ` ${next.raw}` : '';
      if (numbers.length < 5) numbers.push(`${t.raw}${unit}`);
      continue;
    }
    if (t.kind !== 'word' || !t.cap || t.w.length < 3) continue;
    const prev = toks[i - 1];
    // German writes every noun with a capital, so a capital says nothing there; an apostrophe word ("I'd") is no name.
    if (!prev || SENTENCE_END.has(prev.w) || isKnownWord(t.w) || lang === 'de' || t.w.includes("'")) continue;
    let j = i + 1;
    while (
      j < toks.length &&
      !taken(j) &&
      toks[j]?.kind === 'word' &&
      (toks[j]?.cap || ['de', 'del', 'do', 'da', 'di', 'of', 'la', 'el'].includes(toks[j]?.w ?? '')) &&
      j < i + 4
    )
      j++;
    while (j > i + 1 && !toks[j - 1]?.cap) j--;
    if (names.length < 5)
      names.push(
        toks
          .slice(i, j)
          .map((x) => x.raw)
          .join(' '),
      );
    i = j - 1;
  }
  return { numbers, names };
}
