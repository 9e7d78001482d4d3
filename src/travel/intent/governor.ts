import { MONTHS } from './date-words.js';
import { leavesFrom, partyFrom } from './departure.js';
import type { Lang } from './language.js';
import { KIN, PERSON_NOUNS } from './party-words.js';
import type { Tok } from './tokens.js';

/**
 * Source or genitive: "von", "from", "de", "da" say where something starts only under a governor of
 * motion or departure; under a noun or a verb of speaking and dreaming they join a place to that
 * word. The reading of each such preposition is decided once, for every language, by the class of
 * the word that governs it (the word right before it in its clause):
 *   source  = a verb or noun of leaving (departure.ts `leavesFrom`), the party's being from a place
 *             (`partyFrom`), a from-to pair ("von Zürich nach Wien", "from Leeds to Rome") or the
 *             German particle closing it ("von Berlin aus");
 *   owner   = a person noun: the place is that person's home ("a colleague from Leeds", "friends from
 *             Dublin", "un'amica da Torino"); whether that person travels, so whether it is the trip's
 *             start, is the role model's to say (residence.ts, clauses.ts), so the preposition stays;
 *   part    = a German noun (written with its capital inside the sentence): the place is the one the
 *             part belongs to ("die Altstadt von Regensburg"), a place to go;
 *   about   = a verb whose object the preposition introduces ("wir träumen von Island", "on rêve de
 *             Crète", "parliamo di Lecce"): the place is what the verb is about, a place to go;
 *   open    = anything else (a clause opening with the preposition, a time, a place): the role model decides.
 */
export type SourceReading = 'source' | 'owner' | 'part' | 'about' | 'open';

/** Prepositions that read as a source or as "of" (folded); "ab", "desde", "depuis" only ever start. */
const AMBIGUOUS: Record<Lang, ReadonlySet<string>> = {
  en: new Set(['from']),
  fr: new Set(['de', 'du', "d'", 'des']),
  es: new Set(['de', 'del']),
  de: new Set(['von', 'vom']),
  it: new Set(['da', 'dal', 'dalla', 'dallo', "dall'", 'di']),
  pt: new Set(['de', 'do', 'da', 'dos', 'das']),
};
/** Prepositions of a route's other end: with one after the place, the pair is a route ("de Paris à Lyon"). */
const TO = new Set('to a au aux nach bis zum zur para pra per verso hacia ate'.split(' '));
/** German closes a source with a particle after the place ("von Berlin aus", "von Wien los"). */
const CLOSING = new Set(['aus', 'los', 'weg']);
/** Verbs whose object the preposition introduces: of dreaming, speaking, hearing, raving, in their forms. */
const ABOUT: Record<Lang, RegExp> = {
  en: /^(?:heard|hear|hearing)$/,
  fr: /^(?:rev\w*|parl\w*|entendu)$/,
  es: /^(?:habl\w*|oido|enamorad\w*)$/,
  de: /^(?:tr(?:a|ae)um\w*|schw(?:a|ae)rm\w*|erz(?:a|ae)hl\w*|sprech\w*|sprach\w*|red\w*|geh(?:o|oe)rt|h(?:o|oe)r\w*|gelesen|begeistert)$/,
  it: /^(?:sogn\w*|parl\w*|sentito|innamorat\w*)$/,
  pt: /^(?:fal\w*|ouvi\w*|apaixonad\w*)$/,
};
/** German nouns of time and measure a start may follow ("eine Woche Rom von Berlin", "Anfang Mai von Köln"). */
const TIME_NOUNS = new Set(
  'woche wochen tag tage tagen nacht nachte nachten monat monate wochenende anfang mitte ende urlaub reise trip ferien stunde stunden'.split(' '),
);
/** How far after the place the other end of a route or a closing particle may stand. */
const PAIR_REACH = 4;

const sentenceStart = (toks: readonly Tok[], i: number) => i === 0 || ['.', '!', '?', ':', '\n'].includes(toks[i - 1]?.w ?? '');

/**
 * The reading of the preposition at token `at`; `placeAt` says whether a place was proposed starting at a token, `wayAt`
 * whether a token is part of a way of travelling read ("mit dem Zug von Basel"), which governs a source as a verb of leaving does.
 */
export function sourceReading(
  toks: readonly Tok[],
  at: number,
  lang: Lang,
  placeAt: (i: number) => boolean,
  wayAt: (i: number) => boolean = () => false,
): SourceReading {
  const prep = toks[at]?.w ?? '';
  if (!AMBIGUOUS[lang].has(prep) && prep !== 'from') return 'open';
  if (leavesFrom(toks, at, lang) || partyFrom(toks, at, lang) || wayAt(at - 1)) return 'source';
  for (let k = at + 2; k < Math.min(toks.length, at + 2 + PAIR_REACH); k++) {
    const w = toks[k]?.w ?? '';
    if (toks[k]?.kind === 'punct') break;
    if ((TO.has(w) && !(lang === 'en' && w === 'a')) || (lang === 'de' && CLOSING.has(w))) return 'source';
  }
  const g = toks[at - 1];
  if (!g || g.kind !== 'word') return 'open';
  if (PERSON_NOUNS.has(g.w) || KIN.has(g.w)) return 'owner';
  if (ABOUT[lang].test(g.w)) return 'about';
  const noun = lang === 'de' && g.cap && !sentenceStart(toks, at - 1) && !placeAt(at - 1) && !TIME_NOUNS.has(g.w) && !MONTHS.has(g.w);
  return noun ? 'part' : 'open';
}

/** The ambiguous prepositions before a place that read as no source at all (a part's or a topic's "of"), by token index. */
export function notSources(toks: readonly Tok[], lang: Lang, placeAt: (i: number) => boolean, wayAt: (i: number) => boolean): Set<number> {
  const out = new Set<number>();
  toks.forEach((_, i) => {
    const r = placeAt(i + 1) ? sourceReading(toks, i, lang, placeAt, wayAt) : 'open';
    if (r === 'part' || r === 'about') out.add(i);
  });
  return out;
}
