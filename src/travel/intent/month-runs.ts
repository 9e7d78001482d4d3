import { ARTICLES } from './articles.js';
import { UNITS } from './date-words.js';
import type { Lang } from './language.js';
import { numberAt } from './numbers.js';
import type { Tok } from './tokens.js';

/** The words that say a run starts at a month's first day (1) or ends at its last (-1), in the six languages. */
const EDGES = new Map<string, 1 | -1>([
  ...'first premiers premieres primeros primeras ersten primi prime primeiros primeiras'.split(' ').map((w) => [w, 1] as [string, 1]),
  ...'last final derniers dernieres ultimos ultimas letzten ultimi ultime'.split(' ').map((w) => [w, -1] as [string, -1]),
]);
/** What joins the run to its month ("of July", "de juillet", "d'août", "im Juli", "di agosto", "do mês de"). */
const OF = new Set(['of', 'in', 'de', 'du', "d'", 'd', 'del', 'des', 'im', 'von', 'di', 'do', 'da']);
/** The longest run read: four weeks, or twenty days. */
const MOST_WEEKS = 4;
const MOST_DAYS = 20;

/**
 * The first or last days or weeks of a month, counted: "the first 2 wks of July", "the last 10 days of June", "les deux
 * premières semaines de juillet", "las dos primeras semanas de julio", "die ersten zwei Wochen im Juli", "le prime due
 * settimane di agosto", "as duas primeiras semanas de julho". The count stands before or after the edge word, as each
 * language puts it. As a part of the month read after it: days [1, n] or [-n, -1] (negative from the month's end), and where
 * the month's name starts.
 */
export function countedRun(toks: readonly Tok[], lang: Lang, i: number): { value: [number, number]; end: number } | undefined {
  let k = ARTICLES.has(toks[i]?.w ?? '') ? i + 1 : i;
  const edgeFirst = EDGES.get(toks[k]?.w ?? '');
  const count = numberAt(toks, edgeFirst === undefined ? k : k + 1, lang, { words: true });
  if (!count) return undefined;
  k = count.end;
  const edge = edgeFirst ?? EDGES.get(toks[k]?.w ?? '');
  if (edge === undefined) return undefined;
  if (edgeFirst === undefined) k += 1;
  const unit = UNITS.get(toks[k]?.w ?? '');
  if ((unit !== 'week' && unit !== 'day') || !OF.has(toks[k + 1]?.w ?? '')) return undefined;
  const n = count.value;
  if (!Number.isInteger(n) || n < 1 || n > (unit === 'week' ? MOST_WEEKS : MOST_DAYS)) return undefined;
  const days = unit === 'week' ? n * 7 : n;
  return { value: edge === 1 ? [1, days] : [-days, -1], end: k + 2 };
}
