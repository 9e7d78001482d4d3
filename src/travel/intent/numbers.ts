import { LANGUAGES, type Lang } from './language.js';
import type { Tok } from './tokens.js';
import { touching } from './tokens.js';

/**
 * Numbers as people write them in six languages: digits with thousands separators ("4,500",
 * "4.500", "2 000"), decimals ("2.5k", "1,5 millions"), multipliers (k, thousand, mille, mil,
 * Tausend, mila, million) and number words ("two", "deux", "dos", "zwei", "due", "dois").
 */

/** Number words, one column per language in LANGUAGES order (en fr es de it pt); "|" separates forms. */
const WORDS: ReadonlyArray<[number, string]> = [
  [1, 'one|a|an|single un|une uno|una|un ein|eine|einen|einem|einer uno|una|un um|uma'],
  [2, 'two deux dos zwei due dois|duas'],
  [3, 'three trois tres drei tre tres'],
  [4, 'four quatre cuatro vier quattro quatro'],
  [5, 'five cinq cinco funf cinque cinco'],
  [6, 'six six seis sechs sei seis'],
  [7, 'seven sept siete sieben sette sete'],
  [8, 'eight huit ocho acht otto oito'],
  [9, 'nine neuf nueve neun nove nove'],
  [10, 'ten dix diez zehn dieci dez'],
  [11, 'eleven onze once elf undici onze'],
  [12, 'twelve douze doce zwolf dodici doze'],
  [13, 'thirteen treize trece dreizehn tredici treze'],
  [14, 'fourteen quatorze catorce vierzehn quattordici catorze'],
  [15, 'fifteen quinze quince funfzehn quindici quinze'],
  [16, 'sixteen seize dieciseis sechzehn sedici dezesseis'],
  [17, 'seventeen dix-sept diecisiete siebzehn diciassette dezessete'],
  [18, 'eighteen dix-huit dieciocho achtzehn diciotto dezoito'],
  [19, 'nineteen dix-neuf diecinueve neunzehn diciannove dezenove'],
  [20, 'twenty vingt veinte zwanzig venti vinte'],
  [30, 'thirty trente treinta dreissig trenta trinta'],
  [40, 'forty quarante cuarenta vierzig quaranta quarenta'],
  [50, 'fifty cinquante cincuenta funfzig cinquanta cinquenta'],
  [100, 'hundred cent cien|ciento hundert cento cem'],
];
const NUMBER_WORDS = new Map<Lang, Map<string, number>>(LANGUAGES.map((l) => [l, new Map<string, number>()]));
for (const [n, row] of WORDS) {
  row.split(' ').forEach((forms, k) => {
    const lang = LANGUAGES[k] as Lang;
    for (const w of forms.split('|')) NUMBER_WORDS.get(lang)?.set(w, n);
  });
}
const ARTICLES = new Set(['a', 'an', 'un', 'une', 'uno', 'una', 'um', 'uma', 'ein', 'eine', 'einen', 'einem', 'einer']);

/** Words that multiply the number before them. */
const MULTIPLIERS = new Map<string, number>([
  ['k', 1e3],
  ['thousand', 1e3],
  ['grand', 1e3],
  ['mille', 1e3],
  ['mil', 1e3],
  ['tausend', 1e3],
  ['mila', 1e3],
  ['million', 1e6],
  ['millions', 1e6],
  ['mio', 1e6],
  ['millon', 1e6],
  ['millones', 1e6],
  ['millionen', 1e6],
  ['milione', 1e6],
  ['milioni', 1e6],
  ['milhao', 1e6],
  ['milhoes', 1e6],
  ['m', 1e6],
]);

/** The value of a number word ("two", "zwei") in the request language or English, or undefined. */
export const numberWord = (w: string, lang: Lang): number | undefined => NUMBER_WORDS.get(lang)?.get(w) ?? NUMBER_WORDS.get('en')?.get(w);

/** Digits as written: "4,500" and "4.500" are thousands, "2.5" and "2,5" decimals. */
export function digitsValue(raw: string): number {
  const groups = raw.split(/[.,]/);
  const thousands = groups.length > 1 && groups.slice(1).every((g) => g.length === 3);
  if (thousands) return Number(groups.join(''));
  if (groups.length === 2) return Number(`${groups[0]}.${groups[1]}`);
  return Number(raw.replace(/[.,]/g, ''));
}

export interface NumberRead {
  value: number;
  /** Token index after the number. */
  end: number;
  /** Written in digits (not as a word). */
  digits: boolean;
}

/**
 * The number starting at token i: digits (with a space-separated thousands group, "2 000"), a number
 * word, or "a/an" when `article` allows it; then an optional multiplier ("4k", "1.5 million").
 */
export function numberAt(toks: readonly Tok[], i: number, lang: Lang, opts: { article?: boolean; words?: boolean } = {}): NumberRead | undefined {
  const t = toks[i];
  if (!t) return undefined;
  let value: number;
  let end = i + 1;
  let digits = false;
  if (t.kind === 'num') {
    value = digitsValue(t.w);
    digits = true;
    const next = toks[i + 1];
    // "2 000 €": a following group of exactly three digits is the thousands of this number.
    if (next?.kind === 'num' && /^\d{3}$/.test(next.w) && /^\d{1,3}$/.test(t.w) && next.start === t.end + 1) {
      value = value * 1000 + Number(next.w);
      end = i + 2;
    }
  } else if (t.kind === 'word' && opts.words !== false) {
    const n = numberWord(t.w, lang);
    if (n === undefined || (ARTICLES.has(t.w) && !opts.article)) return undefined;
    value = n;
    // "twenty five", "vingt-cinq" come as two words.
    const unit = toks[i + 1]?.kind === 'word' ? numberWord(toks[i + 1]?.w ?? '', lang) : undefined;
    if (n >= 20 && n < 100 && n % 10 === 0 && unit !== undefined && unit < 10) {
      value += unit;
      end = i + 2;
    }
  } else return undefined;
  const mult = toks[end];
  const factor = mult?.kind === 'word' ? MULTIPLIERS.get(mult.w) : undefined;
  // "k" and "m" count only written against the digits ("4k"), not as words.
  if (factor !== undefined && (mult?.w.length !== 1 || touching(toks[end - 1], mult))) {
    value *= factor;
    end += 1;
  }
  return Number.isFinite(value) ? { value, end, digits } : undefined;
}
