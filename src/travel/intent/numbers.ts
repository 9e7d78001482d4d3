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
  [20, 'twenty vingt|vingts veinte zwanzig venti vinte'],
  [30, 'thirty trente treinta dreissig trenta trinta'],
  [40, 'forty quarante cuarenta vierzig quaranta quarenta'],
  [50, 'fifty cinquante cincuenta funfzig cinquanta cinquenta'],
  [60, 'sixty soixante sesenta sechzig sessanta sessenta'],
  [70, 'seventy septante setenta siebzig settanta setenta'],
  [80, 'eighty huitante|octante ochenta achtzig ottanta oitenta'],
  [90, 'ninety nonante noventa neunzig novanta noventa'],
  [100, 'hundred cent|cents cien|ciento hundert cento|cent cem|cento'],
  [200, '- - doscientos|doscientas - duecento duzentos|duzentas'],
  [300, '- - trescientos|trescientas - trecento trezentos|trezentas'],
  [400, '- - cuatrocientos|cuatrocientas - quattrocento quatrocentos|quatrocentas'],
  [500, '- - quinientos|quinientas - cinquecento quinhentos|quinhentas'],
  [600, '- - seiscientos|seiscientas - seicento seiscentos|seiscentas'],
  [700, '- - setecientos|setecientas - settecento setecentos|setecentas'],
  [800, '- - ochocientos|ochocientas - ottocento oitocentos|oitocentas'],
  [900, '- - novecientos|novecientas - novecento novecentos|novecentas'],
  [1000, 'thousand mille mil tausend mille|mila mil'],
];
/** Counting nouns that stand for a number ("une dizaine de jours", "una docena", "ein Dutzend"): read approximately as the number. */
const ROUND = new Map<string, number>([
  ['dizaine', 10],
  ['douzaine', 12],
  ['vingtaine', 20],
  ['trentaine', 30],
  ['centaine', 100],
  ['decena', 10],
  ['docena', 12],
  ['veintena', 20],
  ['dutzend', 12],
  ['decina', 10],
  ['dozzina', 12],
  ['ventina', 20],
  ['dezena', 10],
  ['duzia', 12],
  ['vintena', 20],
  ['dozen', 12],
]);
/** Words linking a counting noun to what it counts ("une dizaine de", "una decina di", "uma dezena de"). */
const ROUND_LINKS = new Set(['de', 'di', 'of', "d'", 'd']);
/** Words joining the parts of one written number ("cuarenta y cinco", "vingt et un", "mil e quinhentos", "four hundred and fifty"). */
const NUMBER_JOIN = new Set(['y', 'e', 'et', 'and', 'und', '-']);
const NUMBER_WORDS = new Map<Lang, Map<string, number>>(LANGUAGES.map((l) => [l, new Map<string, number>()]));
for (const [n, row] of WORDS) {
  row.split(' ').forEach((forms, k) => {
    const lang = LANGUAGES[k] as Lang;
    for (const w of forms.split('|')) if (w !== '-') NUMBER_WORDS.get(lang)?.set(w, n);
  });
}
const ARTICLES = new Set(['a', 'an', 'un', 'une', 'uno', 'una', 'um', 'uma', 'ein', 'eine', 'einen', 'einem', 'einer']);

/** Ordinal endings written after a day's digits in the six languages ("5th", "1er", "5e", "5ème", "5º", "5ª", "5°"). */
export const ORDINAL_SUFFIXES: ReadonlySet<string> = new Set(['st', 'nd', 'rd', 'th', 'er', 'eme', 'e', 'o', 'a', 'º', 'ª', '°']);

/** Words that multiply the number before them ("grand" and German "Riesen" are thousands of money). */
export const MULTIPLIERS = new Map<string, number>([
  ['k', 1e3],
  ['thousand', 1e3],
  ['grand', 1e3],
  ['riesen', 1e3],
  ['mille', 1e3],
  ['mil', 1e3],
  ['tausend', 1e3],
  ['tsd', 1e3],
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
  ['lakh', 1e5],
  ['lakhs', 1e5],
  ['crore', 1e7],
  ['crores', 1e7],
]);

/** The value of a number word ("two", "zwei") in the request language or English, or undefined. */
export const numberWord = (w: string, lang: Lang): number | undefined =>
  NUMBER_WORDS.get(lang)?.get(w) ?? NUMBER_WORDS.get('en')?.get(w) ?? (lang === 'de' ? GERMAN_HALVES.get(w) : undefined) ?? compoundWord(w, lang);
/** English ordinals that are no cardinal with "th" after it, and the word for "first" of the Romance languages. */
const ORDINALS = new Map<string, number>([
  ['first', 1],
  ['second', 2],
  ['third', 3],
  ['fifth', 5],
  ['eighth', 8],
  ['ninth', 9],
  ['twelfth', 12],
  ['twentieth', 20],
  ['thirtieth', 30],
  ['premier', 1],
  ['primero', 1],
  ['primo', 1],
  ['primeiro', 1],
]);
/** German ordinal stems that are no cardinal ("ersten", "dritten", "siebten", "achten"). */
const GERMAN_ORDINAL_STEMS = new Map([
  ['erst', 1],
  ['dritt', 3],
  ['siebt', 7],
  ['acht', 8],
]);
const GERMAN_ORDINAL_ENDINGS = ['sten', 'ste', 'stem', 'ster', 'ten', 'te', 'tem', 'ter'];

/**
 * An ordinal written as a word, as a day of the month is said: English "twelfth", "fourth", German "zwölften", "zwanzigsten",
 * "einundzwanzigsten" (the cardinal with -te or -ste and an ending), and "premier", "primero", "primo", "primeiro".
 */
/** English tens that open a compound ordinal ("twenty-seventh", "thirty first"). */
const ENGLISH_TENS = new Map([
  ['twenty', 20],
  ['thirty', 30],
]);

/**
 * The ordinal written at token i, with the token after it: one word ("seventh", "siebenundzwanzigsten"), or English tens and a
 * unit's ordinal, hyphened or not ("twenty-seventh", "thirty first"), which one word alone would read as the unit.
 */
export function ordinalAt(toks: readonly Tok[], i: number, lang: Lang): { value: number; end: number } | undefined {
  const w = toks[i]?.w ?? '';
  const tens = lang === 'en' ? ENGLISH_TENS.get(w) : undefined;
  if (tens !== undefined) {
    const k = toks[i + 1]?.w === '-' ? i + 2 : i + 1;
    const unit = ordinalWord(toks[k]?.w ?? '', lang);
    return unit !== undefined && unit >= 1 && unit <= 9 ? { value: tens + unit, end: k + 1 } : undefined;
  }
  const value = ordinalWord(w, lang);
  return value === undefined ? undefined : { value, end: i + 1 };
}

export function ordinalWord(w: string, lang: Lang): number | undefined {
  const known = ORDINALS.get(w);
  if (known !== undefined) return known;
  if (lang === 'en' && w.endsWith('th')) return NUMBER_WORDS.get('en')?.get(w.slice(0, -2));
  if (lang !== 'de') return undefined;
  const irregular = GERMAN_ORDINAL_STEMS.get(w.replace(/(?:e|en|em|er)$/, ''));
  if (irregular !== undefined) return irregular;
  for (const end of GERMAN_ORDINAL_ENDINGS) {
    if (!w.endsWith(end) || w.length <= end.length) continue;
    const stem = w.slice(0, -end.length);
    const n = NUMBER_WORDS.get('de')?.get(stem) ?? compoundWord(stem, 'de');
    if (n !== undefined) return n;
  }
  return undefined;
}

/** German one-and-a-half words ("anderthalb Wochen", "eineinhalb Tage"). */
const GERMAN_HALVES = new Map([
  ['anderthalb', 1.5],
  ['eineinhalb', 1.5],
  ['zweieinhalb', 2.5],
  ['dreieinhalb', 3.5],
]);

/**
 * Numbers written as one word by composition: German "zwölftausend", "fünfhundert", "einundzwanzig",
 * Italian "duemila", "trecento", "ventidue", Spanish "veintidós", French "quatre-vingts" is two
 * tokens and read by the phrase reader. Splits on the largest multiplier word inside.
 */
function compoundWord(w: string, lang: Lang): number | undefined {
  if (w.length < 6 || (lang !== 'de' && lang !== 'it' && lang !== 'es' && lang !== 'pt')) return undefined;
  const table = NUMBER_WORDS.get(lang);
  if (!table) return undefined;
  for (const big of lang === 'de' ? ['tausend', 'hundert'] : lang === 'it' ? ['mila', 'mille', 'cento'] : ['mil']) {
    const at = w.indexOf(big);
    if (at < 0) continue;
    const head = w.slice(0, at);
    const tail = w.slice(at + big.length);
    const factor = big === 'tausend' || big === 'mila' || big === 'mille' || big === 'mil' ? 1000 : 100;
    const h = head === '' ? 1 : (table.get(head) ?? (head === 'ein' ? 1 : compoundWord(head, lang)));
    const t = tail === '' ? 0 : (table.get(tail) ?? compoundWord(tail, lang));
    if (h !== undefined && t !== undefined && (head !== '' || big !== 'mila')) return h * factor + t;
  }
  // "einundzwanzig": unit und tens; "ventidue", "veintidos": tens then unit.
  const und = lang === 'de' ? /^(\p{L}+)und(\p{L}+)$/u.exec(w) : null;
  if (und) {
    const u = table.get(und[1] ?? '') ?? (und[1] === 'ein' ? 1 : undefined);
    const t = table.get(und[2] ?? '');
    return u !== undefined && u < 10 && t !== undefined && t >= 20 && t < 100 ? t + u : undefined;
  }
  for (const [tens, base] of lang === 'es'
    ? ([['veinti', 20]] as const)
    : lang === 'it'
      ? ([
          ['venti', 20],
          ['trenta', 30],
          ['quaranta', 40],
          ['cinquanta', 50],
        ] as const)
      : []) {
    if (!w.startsWith(tens)) continue;
    const u = table.get(w.slice(tens.length)) ?? (lang === 'it' ? table.get(w.slice(tens.length - 1)) : undefined);
    if (u !== undefined && u < 10) return base + u;
  }
  return undefined;
}

/**
 * A number written in words over several tokens: "quatre mille cinq cents", "mil quinientos",
 * "quinze cents", "two thousand five hundred", "soixante-dix", "quatre-vingts", "cuarenta y cinco".
 * Multipliers scale what came before them; a joining word is taken only before a smaller part.
 */
function wordsNumber(toks: readonly Tok[], i: number, lang: Lang): { value: number; end: number } | undefined {
  let total = 0;
  let current = 0;
  let last = Infinity;
  let end = i;
  let k = i;
  for (;;) {
    const w = toks[k]?.w ?? '';
    if (toks[k]?.kind !== 'word' || ARTICLES.has(w)) break;
    const v = numberWord(w, lang);
    if (v === undefined) break;
    if (v === 1000 || v === 100) {
      if (v === 100 && current >= 100) break;
      if (v === 1000) {
        total += (current || 1) * 1000;
        current = 0;
      } else current = (current || 1) * 100;
      // "quatre-vingts": four twenties.
    } else if (v === 20 && current > 1 && current < 10 && lang === 'fr' && toks[k - 1]?.w === '-') current *= 20;
    else if (k === i || (v < last && (last >= 100 || last % 10 === 0) && last >= 20) || (lang === 'fr' && (last === 60 || last === 80) && v < 20)) current += v;
    else break;
    last = v;
    end = k + 1;
    const join = toks[k + 1]?.w ?? '';
    const next = numberWord(toks[k + 2]?.w ?? '', lang);
    const joins = next !== undefined && (join === '-' || (next < v && (v >= 100 || (v >= 20 && v % 10 === 0 && next < 10))));
    k += NUMBER_JOIN.has(join) && joins && !ARTICLES.has(toks[k + 2]?.w ?? '') ? 2 : 1;
  }
  const value = total + current;
  return end > i + 1 && value > 0 ? { value, end } : undefined;
}

/** Digits as written: "4,500" and "4.500" are thousands, "2.5" and "2,5" decimals; with both signs the last one is the decimal ("25.000,00", "1,250.50"). */
export function digitsValue(raw: string): number {
  const last = Math.max(raw.lastIndexOf('.'), raw.lastIndexOf(','));
  if (raw.includes('.') && raw.includes(',') && last > 0) {
    const whole = raw.slice(0, last).replace(/[.,]/g, '');
    return Number(`${whole}.${raw.slice(last + 1)}`);
  }
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
    // "2 000 €", "1 500 000 FCFA": each group of exactly three digits after one space carries the number on.
    if (/^\d{1,3}$/.test(t.w))
      for (let g = toks[end]; g?.kind === 'num' && /^\d{3}$/.test(g.w) && g.start === (toks[end - 1] as Tok).end + 1; g = toks[end]) {
        value = value * 1000 + Number(g.w);
        end++;
      }
    // "15'000": a Swiss thousands group after an apostrophe.
    const quote = toks[i + 1];
    if ((quote?.w === "'" || quote?.w === '’') && touching(t, quote) && /^\d{3}$/.test(toks[i + 2]?.w ?? '') && touching(quote, toks[i + 2])) {
      value = value * 1000 + Number(toks[i + 2]?.w);
      end = i + 3;
    }
  } else if (t.kind === 'word' && opts.words !== false) {
    // "une dizaine de jours", "una docena": a counting noun after an article.
    const round = ARTICLES.has(t.w) ? ROUND.get(toks[i + 1]?.w ?? '') : ROUND.get(t.w);
    if (round !== undefined) {
      // "une dizaine de jours", "una decina di giorni", "a dozen of": the linking word belongs to the count.
      const after = ARTICLES.has(t.w) ? i + 2 : i + 1;
      return { value: round, end: ROUND_LINKS.has(toks[after]?.w ?? '') ? after + 1 : after, digits: false };
    }
    const n = numberWord(t.w, lang);
    if (n === undefined || (ARTICLES.has(t.w) && !opts.article)) return undefined;
    value = n;
    const phrase = ARTICLES.has(t.w) && toks[i + 1]?.w !== 'thousand' && toks[i + 1]?.w !== 'hundred' ? undefined : wordsNumber(toks, i, lang);
    if (phrase) [value, end] = [phrase.value, phrase.end];
  } else return undefined;
  // "three and a half grand": the half comes before the multiplier it is a half of.
  const halfBefore = halfAt(toks, end);
  const multAt = halfBefore !== undefined && MULTIPLIERS.has(toks[halfBefore]?.w ?? '') ? halfBefore : end;
  const mult = toks[multAt];
  const factor = mult?.kind === 'word' ? MULTIPLIERS.get(mult.w) : undefined;
  // "k" and "m" count only written against the digits ("4k"), not as words.
  const halved = multAt !== end;
  if (factor !== undefined && (mult?.w.length !== 1 || touching(toks[multAt - 1], mult))) {
    value = (value + (halved ? 0.5 : 0)) * factor;
    end = multAt + 1;
  }
  // "un millón y medio", "deux millions et demi", "tre mila e mezzo": in the Romance languages the half follows the multiplier.
  const last = ROMANCE_HALF.has(lang) && !halved ? MULTIPLIERS.get(toks[end - 1]?.w ?? '') : undefined;
  const halfAfter = last !== undefined ? halfAt(toks, end) : undefined;
  if (last !== undefined && halfAfter !== undefined) [value, end] = [value + last / 2, halfAfter];
  return Number.isFinite(value) ? { value, end, digits } : undefined;
}

const ROMANCE_HALF: ReadonlySet<Lang> = new Set(['fr', 'es', 'it', 'pt']);
/** Halves joined to a number ("and a half", "et demi", "y medio", "e mezzo", "e meio"). */
const HALF_JOIN = new Set(['and', 'et', 'y', 'e', 'und']);
const HALF_WORDS = new Set(['half', 'demi', 'demie', 'medio', 'media', 'mezzo', 'mezza', 'meio', 'meia', 'halb']);
/** Words of board after a half, which make it "half board" ("media pensión", "mezza pensione", "meia pensão"), not a half of the number. */
const BOARD = new Set(['board', 'pension', 'pensione', 'pensao']);
/** The end of "and a half" (or its like in the six languages) at token i, if it stands there. */
export function halfAt(toks: readonly Tok[], i: number): number | undefined {
  if (!HALF_JOIN.has(toks[i]?.w ?? '')) return undefined;
  const k = ARTICLES.has(toks[i + 1]?.w ?? '') ? i + 2 : i + 1;
  return HALF_WORDS.has(toks[k]?.w ?? '') && !BOARD.has(toks[k + 1]?.w ?? '') ? k + 1 : undefined;
}
