import type { Lang } from './language.js';

/**
 * Whether a clause is told in the past, by the shape of its verbs, in the six languages: the English past in "-ed" and
 * the common irregular ones; the perfect of French, Italian and German (a form of "have" or "be" before a participle);
 * the Spanish and Portuguese preterite endings. A verb of booking is left out: a booking made is for the trip to come
 * ("last week we booked Lisbon for June").
 */
const IRREGULAR: Record<Lang, RegExp> = {
  en: /^(?:paid|spent|had|lost|went|saw|took|got|was|were|did|found|felt|left|stood|ate|drove|flew|came)$/,
  fr: /^(?:fut|fumes|furent|etait|etaient|etions|avait|avaient|avions)$/,
  es: /^(?:fui|fue|fuimos|fueron|estuve|estuvo|estuvimos|tuve|tuvo|tuvimos|hice|hizo|hicimos|pague|gaste|estaba|estabamos|habia|habiamos)$/,
  de: /^(?:war|waren|hatte|hatten|fanden|gingen|fuhren|flogen|blieben|zahlten|kostete|kosteten)$/,
  it: /^(?:fu|fummo|furono|era|erano|eravamo|aveva|avevamo|avevano)$/,
  pt: /^(?:fui|foi|fomos|foram|estive|esteve|estivemos|tive|teve|tivemos|fiz|fez|fizemos|era|eramos|estava|estavamos)$/,
};
/** Regular past forms read alone: the English "-ed", the Spanish and Portuguese preterite. */
const REGULAR: Partial<Record<Lang, RegExp>> = {
  en: /^\w{3,}ed$/,
  es: /^\w{3,}(?:aste|iste|amos|imos|aron|ieron)$/,
  pt: /^\w{3,}(?:ei|ou|amos|emos|imos|aram|eram|iram|aste|este|iste)$/,
};
/** Forms of "have" and "be" that make a perfect with a participle after them. */
const AUXILIARY: Partial<Record<Lang, ReadonlySet<string>>> = {
  fr: new Set('ai as a avons avez ont avais avait avions aviez avaient suis es est sommes etes sont etais etait etions etaient'.split(' ')),
  es: new Set('he has ha hemos habeis han'.split(' ')),
  de: new Set('habe hast hat haben habt bin bist ist sind seid'.split(' ')),
  it: new Set('ho hai ha abbiamo avete hanno avevo aveva avevamo avevano sono sei e siamo siete ero era eravamo erano'.split(' ')),
  pt: new Set('tenho temos tinha tinhamos'.split(' ')),
};
const PARTICIPLE: Partial<Record<Lang, RegExp>> = {
  fr: /^\w{2,}(?:e|ee|es|ees|i|is|u|us|ue|it|ert)$/,
  es: /^\w{2,}(?:ado|ido)$/,
  de: /^(?:ge\w{3,}(?:t|en)|(?:be|ver|er|ent|zer)\w{3,}t)$/,
  it: /^\w{2,}(?:ato|ata|ati|ate|uto|uta|uti|ute|ito|ita|iti|ite|eso|esa|esi|ese|tto|tta|tti|tte|sto|sta|sti|ste)$/,
  pt: /^\w{2,}(?:ado|ido)$/,
};
/** How far after its auxiliary a participle may stand ("avons adoré", "haben wir in Rimini 150 € gezahlt"). */
const PARTICIPLE_REACH: Record<Lang, number> = { en: 0, fr: 3, es: 2, de: 8, it: 3, pt: 2 };
const BOOKING = /^(?:book\w*|reserv\w*|bought|achet\w*|compr\w*|gebucht|buchten|gekauft|kauften|prenotat\w*|acquistat\w*)$/;

/** Words that fold to an auxiliary but are none as written: French "à" (not "a"), Italian "e" (and, not "è"). */
const NOT_AUXILIARY: Partial<Record<Lang, ReadonlySet<string>>> = { fr: new Set(['à']), it: new Set(['e']) };

/** Whether the words (folded; `written`: the same words lower-cased as written) hold a verb in the past that is not one of booking. */
export function toldInPast(words: readonly string[], written: readonly string[], lang: Lang): boolean {
  const aux = AUXILIARY[lang];
  const participle = PARTICIPLE[lang];
  return words.some((w, k) => {
    if (IRREGULAR[lang].test(w) || REGULAR[lang]?.test(w)) return !BOOKING.test(w);
    if (!aux?.has(w) || NOT_AUXILIARY[lang]?.has(written[k] ?? '') || !participle) return false;
    return words.slice(k + 1, k + 1 + PARTICIPLE_REACH[lang]).some((p) => participle.test(p) && !BOOKING.test(p));
  });
}

/** Units of time counted back ("two years ago", "il y a deux ans", "hace tres años", "vor zwei Jahren", "due anni fa", "há dois anos"). */
const UNITS = /^(?:years?|months?|weeks?|ans?|annees?|mois|semaines?|anos|meses|semanas|jahre[n]?|monate[n]?|wochen|anni|mesi|settimane)$/;
const AGO_AFTER: Record<Lang, string> = { en: 'ago', fr: '', es: '', de: '', it: 'fa', pt: 'atras' };
/** The word before the count: French "il y a", Spanish "hace", German "vor", Portuguese "há". */
const AGO_BEFORE: Record<Lang, string> = { en: '', fr: 'a', es: 'hace', de: 'vor', it: '', pt: 'ha' };
const AGO_REACH = 3;

/** Whether the words count time back from now ("three years ago", "il y a deux ans", "hace un año", "vor zwei Jahren", "tre anni fa", "há dois anos"). */
export const countsBack = (words: readonly string[], lang: Lang): boolean =>
  words.some((w, k) => {
    if (!UNITS.test(w)) return false;
    if (words[k + 1] === AGO_AFTER[lang]) return true;
    const before = words.slice(Math.max(0, k - AGO_REACH), k).lastIndexOf(AGO_BEFORE[lang]);
    const at = Math.max(0, k - AGO_REACH) + before;
    return before >= 0 && (lang !== 'fr' || words[at - 1] === 'y');
  });
