import { corrections } from './discourse.js';
import { repairMarks } from './self-repair.js';
import type { Lang } from './language.js';
import { numberAt, ORDINAL_SUFFIXES, type NumberRead } from './numbers.js';
import { PhraseIndex, tokenize, type Tok } from './tokens.js';

/**
 * Words that take back a number when they stand between two numbers ("four, actually five", "tres, bueno, cuatro", "drei,
 * nein, vier", "in quattro, anzi cinque"). Alone most of them are ordinary words ("actually", "no", "bueno"): only the
 * numbers on both sides make them a correction. The writers' full corrections (discourse.ts) and repair markers
 * (self-repair.ts) count as well.
 */
const TAKE_BACK = new PhraseIndex<true>();
for (const p of [
  'actually',
  'in fact',
  'i mean',
  'wait',
  'sorry',
  'no',
  'rather',
  'en fait',
  'non',
  'enfin',
  'pardon',
  'plutot',
  'bueno',
  'perdon',
  'perdona',
  'mejor',
  'de hecho',
  'digo',
  'nein',
  'nee',
  'eigentlich',
  'besser',
  'lieber',
  'ach',
  'ah',
  'anzi',
  'scusa',
  'meglio',
  'cioe',
  'in realta',
  'nao',
  'desculpa',
  'melhor',
  'na verdade',
  'alias',
  'euh',
  'eh',
])
  TAKE_BACK.add(p, true);

/** Little words a restated number may carry over from the one it corrects ("le 3 avril, non, le 5", "am 3., nee, am 5."). */
const CARRIED = new Set(['the', 'on', 'le', 'la', 'au', 'el', 'al', 'il', 'a', 'am', 'zu', 'den', 'dem', 'em', 'o', 'in']);
/** The punctuation a correction is set off with. */
const SET_OFF = new Set([',', '-', ':', '.', '(', ')']);
/** Words after which a restated number stands alone: nothing of its own follows it ("cinq, ma cousine vient"). */
const ALONE_AFTER = new Set(['and', 'et', 'y', 'und', 'e', 'but', 'mais', 'pero', 'aber', 'ma', 'mas']);
/** How many words of the corrected number (its unit, its month, "of us") may stand between it and the correction. */
const HEAD_REACH = 3;

interface Restatement {
  /** The corrected number. */
  was: NumberRead & { at: number };
  /** The tokens taken back: from the correction to the end of the restated number. */
  from: number;
  to: number;
  /** The restated number's tokens. */
  now: { start: number; end: number; value: number };
}

/**
 * A self-correction that restates only a number ("on sera quatre - en fait cinq", "le 3 avril, euh non, le 5", "4 of us,
 * actually 5"): the text is rewritten as if the later number had been said alone, so every reader reads the value as
 * corrected and none sees a correction. A bare number is simply dropped with the correction ("somos tres, bueno, cuatro"
 * reads "somos cuatro"); a number with words of its own (its month, its "of us") keeps them and takes the later number's
 * words, or its digits where those do not fit. The text keeps its length: offsets stay the message's.
 */
export function restateNumbers(text: string, lang: Lang): string {
  const toks = tokenize(text);
  const strong = new Set<number>();
  for (const c of [...corrections(toks), ...repairMarks(toks)]) for (let k = c.start; k < c.end; k++) strong.add(k);
  const found: Restatement[] = [];
  for (let i = 0; i < toks.length; i++) {
    const was = numberAt(toks, i, lang);
    if (!was || !Number.isInteger(was.value)) continue;
    const r = restatementAfter(toks, lang, { ...was, at: i }, strong);
    if (r) {
      found.push(r);
      i = r.to - 1;
    }
  }
  if (found.length === 0) return text;
  // Token offsets count UTF-16 units, so the text is rewritten unit by unit.
  const chars = text.split('');
  const put = (start: number, end: number, s: string) => {
    for (let k = start; k < end; k++) chars[k] = s[k - start] ?? ' ';
  };
  const startOf = (k: number) => toks[k]?.start ?? 0;
  const endOf = (k: number) => toks[k - 1]?.end ?? 0;
  for (const r of found) {
    if (r.from === r.was.end) {
      put(startOf(r.was.at), startOf(r.now.start), '');
      continue;
    }
    const said = text.slice(startOf(r.now.start), endOf(r.now.end));
    const room = endOf(r.was.end) - startOf(r.was.at);
    const digits = String(r.now.value);
    if (digits.length > room) {
      // The later number is longer than the earlier: the whole stretch becomes the later number and the earlier one's words.
      put(startOf(r.was.at), endOf(r.to), said + text.slice(endOf(r.was.end), startOf(r.from)));
      continue;
    }
    put(startOf(r.was.at), endOf(r.was.end), said.length <= room ? said : digits);
    put(startOf(r.from), endOf(r.to), '');
  }
  return chars.join('');
}

/** The correction restating number `was`, if one follows it: a few words of its own, a correction, and a number alone. */
function restatementAfter(toks: readonly Tok[], lang: Lang, was: NumberRead & { at: number }, strong: ReadonlySet<number>): Restatement | null {
  for (let g = was.end; g <= was.end + HEAD_REACH && g < toks.length; g++) {
    const head = toks[g - 1];
    // The corrected number's own words: words, or the dot of a German ordinal ("am 3. Oktober").
    if (g > was.end && !(head?.kind === 'word' || (head?.w === '.' && g - 1 === was.end && toks[g]?.kind === 'word'))) break;
    const r = gapAt(toks, lang, g, strong);
    if (r) return { was, ...r };
  }
  return null;
}

/** From token g: punctuation, correction words (one at least) and carried little words, then a number standing alone. */
function gapAt(toks: readonly Tok[], lang: Lang, g: number, strong: ReadonlySet<number>): Omit<Restatement, 'was'> | null {
  let marked = false;
  let k = g;
  while (k < toks.length) {
    const t = toks[k] as Tok;
    const weak = TAKE_BACK.at(toks, k);
    if (strong.has(k)) [marked, k] = [true, k + 1];
    else if (weak) [marked, k] = [true, weak.end];
    else if (t.kind === 'punct' ? SET_OFF.has(t.w) : CARRIED.has(t.w)) k++;
    else break;
  }
  const now = numberAt(toks, k, lang);
  if (!marked || !now || !Number.isInteger(now.value) || toks[g]?.kind !== 'punct') return null;
  let to = now.end;
  if (ORDINAL_SUFFIXES.has(toks[to]?.w ?? '') && toks[to]?.start === toks[to - 1]?.end) to++;
  // "am 5., für": a German ordinal's dot before a comma goes with the number.
  if (toks[to]?.w === '.' && toks[to + 1]?.w === ',') to++;
  const next = toks[to];
  const alone = next === undefined || next.kind === 'punct' || ALONE_AFTER.has(next.w);
  return alone ? { from: g, to, now: { start: k, end: now.end, value: now.value } } : null;
}
