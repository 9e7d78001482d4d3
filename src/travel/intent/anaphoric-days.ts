import { numberAt } from './numbers.js';
import type { Lang } from './language.js';
import { PhraseIndex, type Tok } from './tokens.js';
import { UNITS, WEEKDAYS } from './date-words.js';

/**
 * Days said from a day named before them, with nothing after the relation word to count from: "the day before", "the Friday
 * before", "two days later", "am Samstag davor", "la veille", "le lendemain", "el domingo siguiente", "il giorno prima", "na
 * véspera". The day they count from is the date the request named just before (date-grammar.ts gives it); here is only what
 * the phrase says: which way, and a weekday or a number of days.
 */
export interface AnaphoricDay {
  end: number;
  rel: 'before' | 'after';
  /** The nearest such weekday that way ("the Sunday after"); else `days` days that way. */
  weekday?: number;
  days: number;
}

/** Relation words that end their phrase, pointing back to a day named before ("the day before", "Samstag davor"). */
const BACK_RELATIONS = new PhraseIndex<'before' | 'after'>();
for (const [rel, words] of [
  [
    'before',
    [
      'before',
      'earlier',
      'prior',
      'avant',
      "d' avant",
      'precedent',
      'precedente',
      'plus tot',
      'antes',
      'anterior',
      'previo',
      'davor',
      'vorher',
      'zuvor',
      'fruher',
      'prima',
    ],
  ],
  [
    'after',
    [
      'after',
      'afterwards',
      'later',
      'apres',
      "d' apres",
      'suivant',
      'suivante',
      'plus tard',
      'despues',
      'siguiente',
      'danach',
      'darauf',
      'nachher',
      'spater',
      'dopo',
      'seguente',
      'successivo',
      'depois',
      'seguinte',
    ],
  ],
] as const)
  for (const w of words) BACK_RELATIONS.add(w, rel);

/** English words before the day that say the way ("the following Sunday", "the previous day"). */
const FORE_RELATIONS = new Map<string, 'before' | 'after'>([
  ['following', 'after'],
  ['previous', 'before'],
  ['preceding', 'before'],
]);

/** One word for the day before or after ("la veille", "le lendemain", "la víspera", "na véspera", "la vigilia", "am Vortag"). */
const ONE_WORD = new Map<string, 'before' | 'after'>([
  ['vortag', 'before'],
  ['folgetag', 'after'],
  ['veille', 'before'],
  ['lendemain', 'after'],
  ['vispera', 'before'],
  ['vespera', 'before'],
  ['vigilia', 'before'],
]);

const LEADING = new Set(['the', 'la', 'le', 'el', 'il', 'o', 'a', 'am', 'den', 'der', 'na', 'no', 'al', 'au', 'on']);
/** Words after the relation that make it count from something said next ("the day after tomorrow", "the day before Easter"). */
const NOT_BACK = new Set([
  'tomorrow',
  'today',
  'yesterday',
  'demain',
  'manana',
  'morgen',
  'domani',
  'amanha',
  'of',
  'de',
  'di',
  'do',
  'da',
  'du',
  'des',
  'del',
  'von',
  'vom',
  'the',
]);

/** The phrase at token i that counts a day back to one named before it, or undefined. */
export function anaphoricDayAt(toks: readonly Tok[], i: number, lang: Lang): AnaphoricDay | undefined {
  const k = LEADING.has(toks[i]?.w ?? '') ? i + 1 : i;
  const one = ONE_WORD.get(toks[k]?.w ?? '');
  if (one && k > i && lang !== 'en') return { end: k + 1, rel: one, days: 1 };
  const fore = lang === 'en' ? FORE_RELATIONS.get(toks[k]?.w ?? '') : undefined;
  const at = fore ? k + 1 : k;
  const head = dayHead(toks, at, lang, k > i || fore !== undefined);
  if (!head) return undefined;
  if (fore) return { end: head.end, rel: fore, ...head.count };
  const rel = BACK_RELATIONS.at(toks, head.end);
  if (!rel || NOT_BACK.has(toks[rel.end]?.w ?? '') || toks[rel.end]?.kind === 'num') return undefined;
  return { end: rel.end, rel: rel.value, ...head.count };
}

/** "day", "Friday", "two days" (an article or a fore word before a bare day or weekday: "the day", "am Samstag"). */
function dayHead(toks: readonly Tok[], i: number, lang: Lang, led: boolean): { end: number; count: { weekday?: number; days: number } } | undefined {
  const t = toks[i];
  const wd = t?.kind === 'word' ? WEEKDAYS.get(t.w) : undefined;
  if (wd !== undefined && led) return { end: i + 1, count: { weekday: wd, days: 0 } };
  if (led && UNITS.get(t?.w ?? '') === 'day') return { end: i + 1, count: { days: 1 } };
  const n = led ? undefined : numberAt(toks, i, lang);
  if (!n || n.value > 14 || UNITS.get(toks[n.end]?.w ?? '') !== 'day') return undefined;
  return { end: n.end + 1, count: { days: n.value } };
}
