import { ARTICLES } from './articles.js';
import { EXCESS, EXCESS_AFTER, NEGATION } from './clause-words.js';
import type { Lang } from './language.js';
import { toldInPast } from './past-tense.js';
import { negates } from './refusals.js';
import type { Tok } from './tokens.js';

/**
 * A temperature the traveller wishes for, in Celsius: a number of degrees ("25°C", "25 degres", "80F") that is the object
 * of a wish in a clause told in the present or future, neither negated nor an excess nor a ceiling. A wish is a word of
 * wanting or of a floor before it ("we want", "at least", "mindestens", "almeno", "pelo menos", "over"), "or warmer" after it,
 * a weather wish in its clause ("warm enough", "du soleil et 26 degres"), or a range ("between 20 and 25 degrees", its low
 * end). "It was 35 degrees in Seville", "30 degrees is too hot", "bei 35 Grad halten wir es nicht aus", "sotto i 28 gradi"
 * and "our flat is heated to 22 degrees" wish for nothing.
 */
export interface TemperatureWish {
  min_c: number;
  start: number;
  end: number;
}

const DEGREE_WORDS: ReadonlyMap<string, 'c' | 'f' | null> = new Map([
  ...['degree', 'degrees', 'deg', 'degre', 'degres', 'grado', 'grados', 'grad', 'gradi', 'grau', 'graus', '°', 'º'].map((w) => [w, null] as const),
  ['celsius', 'c'],
  ['c', 'c'],
  ['fahrenheit', 'f'],
  ['f', 'f'],
]);
/** Words before a temperature, articles skipped, that make it a ceiling ("below 30 degrees", "sotto i 28 gradi", "abaixo dos 30 graus"). */
const CEILING_PHRASES = new Set(
  [
    'under|below|max|maximum|at most|less than|no more than|not above|not over|up to',
    'moins de|pas plus de|au maximum|max|maximum|jusqu a|sous',
    'menos de|no mas de|como maximo|hasta|maximo|por debajo de',
    'unter|hochstens|maximal|nicht mehr als|bis zu|bis',
    'sotto|meno di|non piu di|al massimo|massimo|massime|fino a',
    'abaixo de|abaixo dos|ate|no maximo|nao mais de|maximo',
  ]
    .join('|')
    .split('|'),
);
/** Words of wanting or of a floor before a temperature, folded. */
const WISH_PHRASES = new Set(
  [
    'want|wants|need|needs|like|looking for|hoping for|prefer|at least|minimum|min|over|above|more than|warm enough|ideally',
    'veux|voulons|voudrais|voudrions|cherchons|besoin|au moins|minimum|plus de|au dessus de|idealement',
    'quiero|queremos|buscamos|necesitamos|al menos|minimo|mas de|por encima de|idealmente',
    'will|wollen|mochte|mochten|suchen|brauchen|mindestens|mind|uber|mehr als|ab|ideal',
    'voglio|vogliamo|cerchiamo|abbiamo bisogno|almeno|minimo|sopra|oltre|piu di|idealmente',
    'quero|queremos|procuramos|precisamos|pelo menos|no minimo|minimo|acima de|mais de|idealmente',
  ]
    .join('|')
    .split('|'),
);
/** Words after a temperature that make it a floor ("80F or warmer", "25 degres ou plus", "25 Grad oder mehr"). */
const OR_MORE = new Set(['warmer', 'more', 'above', 'plus', 'mas', 'mehr', 'piu', 'mais']);
const OR = new Set(['or', 'ou', 'o', 'oder']);
/** A word of excess anywhere in the clause ("30 degrees is too hot for us", "zu heiß", "troppo caldo", "calor demais"). */
const excess = (w: string) => EXCESS.has(w) || EXCESS_AFTER.has(w) || w === 'zu';
/** Words joining the two ends of a range ("25-30 degrees", "between 20 and 25 degrees", "entre 25 et 30"). */
const RANGE_WORDS = new Set(['-', 'to', 'a', 'and', 'et', 'y', 'bis', 'und', 'e']);
const CLAUSE_END = new Set([',', '.', ';', '!', '?', ':', '\n', 'so', 'but', 'donc', 'mais', 'pero', 'asi', 'aber', 'also', 'ma', 'quindi', 'mas', 'entao']);
/** Stated temperatures outside this span (Celsius) are no warmth wish. */
const WARMTH_SPAN_C: readonly [number, number] = [12, 40];

/** The scale of the temperature whose last number is token i, null when it names none; undefined when no degree word follows. */
function degreesAfter(toks: readonly Tok[], i: number): 'c' | 'f' | null | undefined {
  const first = toks[i + 1]?.w ?? '';
  if (!DEGREE_WORDS.has(first)) return undefined;
  return DEGREE_WORDS.get(first) ?? DEGREE_WORDS.get(toks[i + 2]?.w ?? '') ?? null;
}

/** The words of the clause before token i, nearest first, and after token j. */
function clauseAround(toks: readonly Tok[], i: number, j: number): { before: string[]; after: string[] } {
  const before: string[] = [];
  for (let k = i - 1; k >= 0 && !CLAUSE_END.has(toks[k]?.w ?? ''); k--) before.push(toks[k]?.w ?? '');
  const after: string[] = [];
  for (let k = j + 1; k < toks.length && !CLAUSE_END.has(toks[k]?.w ?? ''); k++) after.push(toks[k]?.w ?? '');
  return { before, after };
}

/** Whether the clause around tokens [i, j], read in order without them, is told in the past ("il faisait 38 degrés"). */
function toldInPastAround(toks: readonly Tok[], i: number, j: number, lang: Lang): boolean {
  let s = i;
  while (s > 0 && !CLAUSE_END.has(toks[s - 1]?.w ?? '')) s--;
  let e = j + 1;
  while (e < toks.length && !CLAUSE_END.has(toks[e]?.w ?? '')) e++;
  const clause = [...toks.slice(s, i), ...toks.slice(j + 1, e)];
  return toldInPast(
    clause.map((t) => t.w),
    clause.map((t) => t.raw.toLowerCase()),
    lang,
  );
}

/** Whether one to three words right before the number (articles skipped) make a phrase of the set. */
function phraseBefore(before: readonly string[], phrases: ReadonlySet<string>): boolean {
  const words = before.filter((w, k) => k > 0 || !ARTICLES.has(w)).map((w) => w.replace(/'/g, ' ').trim());
  for (let n = 1; n <= 3; n++) if (words.length >= n && phrases.has(words.slice(0, n).reverse().join(' '))) return true;
  return false;
}

function celsius(raw: string, scale: 'c' | 'f' | null): number {
  const n = Number(raw.replace(',', '.'));
  return scale === 'f' || (scale === null && n > WARMTH_SPAN_C[1]) ? ((n - 32) * 5) / 9 : n;
}

/** The first temperature wished for; `weatherWordAt(i)` marks the words of a weather wish (warm, sun, swim). */
export function temperatureWish(toks: readonly Tok[], lang: Lang, weatherWordAt: (i: number) => boolean): TemperatureWish | null {
  for (let i = 0; i < toks.length; i++) {
    if (toks[i]?.kind !== 'num') continue;
    let last = i;
    while (RANGE_WORDS.has(toks[last + 1]?.w ?? '') && toks[last + 2]?.kind === 'num') last += 2;
    const scale = degreesAfter(toks, last);
    if (scale === undefined) continue;
    const end = DEGREE_WORDS.has(toks[last + 2]?.w ?? '') ? last + 3 : last + 2;
    const { before, after } = clauseAround(toks, i, end - 1);
    const words = [...before, ...after];
    const refused = words.some((w) => excess(w) || NEGATION.has(w) || negates(w, lang)) || toldInPastAround(toks, i, end - 1, lang);
    const wished =
      last > i ||
      phraseBefore(before, WISH_PHRASES) ||
      words.some((w) => WISH_PHRASES.has(w)) ||
      (OR.has(after[0] ?? '') && OR_MORE.has(after[1] ?? '')) ||
      toks.some((_, k) => weatherWordAt(k) && k >= i - before.length && k < end + after.length);
    const c = celsius(toks[i]?.w ?? '', scale);
    if (!refused && wished && !phraseBefore(before, CEILING_PHRASES) && c >= WARMTH_SPAN_C[0] && c <= WARMTH_SPAN_C[1]) {
      return { min_c: Math.round(c), start: i, end };
    }
    i = end - 1;
  }
  return null;
}
