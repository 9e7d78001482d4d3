import { OCCASIONS } from './date-words.js';
import type { Lang } from './language.js';
import { DETERMINERS as PARTY_DETERMINERS, POSSESSIVES } from './party-words.js';
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

/**
 * Frames that introduce a requirement of the trip: a companion or an exclusion ("with my dog",
 * "sans voiture", "mit unserem Hund") and a kind of lodging ("staying in huts", "nuits en refuges",
 * "Übernachtung in Hütten"). When the noun such a frame introduces was read by no reader, the
 * requirement is reported: the request is not complete without it.
 */
const COMPANION = new Set(['with', 'without', 'avec', 'sans', 'con', 'sin', 'mit', 'ohne', 'senza', 'com', 'sem']);
const LODGING_VERBS = new Set(
  'staying stay sleeping sleep overnight overnights nights nuits nuit dormir loger logement sejourner noches alojarnos alojamiento ubernachtung ubernachtungen ubernachten schlafen wohnen nachte notti dormire alloggiare pernottare pernottamento noites ficar hospedar'.split(
    ' ',
  ),
);
const LODGING_PREPS = new Set(['in', 'at', 'en', 'dans', 'au', 'aux', 'im', 'em', 'no', 'na', 'nos', 'nas', 'nei', 'negli', 'nelle', 'sur']);
/** Determiners between the frame word and its noun: the party lexicon's, and the partitive and plural indefinite ones ("with some", "des", "unos"). */
const DETERMINERS = new Set([...PARTY_DETERMINERS, ...'some du unos unas das'.split(' ')]);
/** What makes a companion someone's own: a possessive, or in Italian and Portuguese the definite article ("con il cane", "com o cão"). */
const OWN = new Set([...POSSESSIVES, ...'il la i le o a os as'.split(' ')]);
/** Words after a frame word that are no requirement ("with a few days", "with some time"). */
const NOT_A_REQUIREMENT = new Set(
  'few little bit lot lots more less time days day week weeks weekend budget view views stop stops chance possibility option family friends friend kids children partner wife husband'.split(
    ' ',
  ),
);

const ENDS_PHRASE = new Set(
  'and or but to for of in on at from by near who that which qui que et ou mais pour de du des en y o pero para por und oder aber fur von nach zu im am e ma per di da del della em do da no na'.split(
    ' ',
  ),
);

export function unreadRequirements(toks: readonly Tok[], taken: (i: number) => boolean): string[] {
  const out: string[] = [];
  for (let i = 0; i < toks.length; i++) {
    const w = toks[i]?.w ?? '';
    let k = -1;
    // A companion is someone's own ("with my dog", "avec notre chien", "mit unserem Hund"): a possessive follows the frame word.
    if (COMPANION.has(w) && OWN.has(toks[i + 1]?.w ?? '')) k = i + 1;
    else if (LODGING_VERBS.has(w) && LODGING_PREPS.has(toks[i + 1]?.w ?? '')) k = i + 2;
    if (k < 0) continue;
    while (DETERMINERS.has(toks[k]?.w ?? '') && k < i + 4) k++;
    const w2 = (j: number) => toks[j]?.w ?? '';
    // "mountain huts": a modifier another reader took ("mountain", a theme) leaves the noun after it unread.
    if (taken(k) && toks[k + 1]?.kind === 'word' && !taken(k + 1) && !ENDS_PHRASE.has(w2(k + 1)) && (toks[k + 2]?.kind ?? 'punct') === 'punct') k++;
    let end = k;
    while (end < k + 2 && toks[end]?.kind === 'word' && !taken(end) && !DETERMINERS.has(w2(end)) && !ENDS_PHRASE.has(w2(end))) end++;
    const words = toks.slice(k, end);
    // A modifier before a noun another reader took ("my teenage son") leaves nothing unread.
    if (words.length === 0 || words.some((t) => t.w.length < 3 || NOT_A_REQUIREMENT.has(t.w)) || taken(k) || taken(end)) continue;
    out.push(
      toks
        .slice(i, end)
        .map((t) => t.raw)
        .join(' '),
    );
    i = end - 1;
  }
  return out.slice(0, 5);
}
