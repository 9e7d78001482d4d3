import { contrastIn, FIRST_PLURAL, OTHER_PRONOUNS, PARTY, SENTENCE } from './clause-words.js';
import type { Lang } from './language.js';
import { DETERMINERS, KIN, PERSON_NOUNS } from './party-words.js';
import type { RoledMention } from './place-mentions.js';
import { asideWhenTripGoesElsewhere } from './role-context.js';
import type { Tok } from './tokens.js';

/**
 * What another person believes of the trip is not the trip: "she thinks we're going to a work thing in Manchester",
 * "elle croit qu'on part chez sa sœur à Lyon", "ella cree que vamos a Valencia", "meine Frau denkt, wir fahren nach Köln",
 * "lei pensa che andiamo dai suoceri a Mantova", "ela acha que vamos para Recife". A verb of believing in the third person,
 * with a third person before it, governs its complement up to the clause's end or a contrast; the complement tells the
 * party's own going (a first person) in the indicative. A modal in it ("she thinks we should go to Rome") makes it advice
 * the writer may take up, so it governs nothing.
 */
const BELIEVE: Record<Lang, RegExp> = {
  en: /^(?:thinks|thought|believes|believed|assumes|assumed|imagines)$/,
  fr: /^(?:croit|croient|croyait|pense|pensent|pensait|imagine|imaginent)$/,
  es: /^(?:cree|creen|creia|piensa|piensan|pensaba|imagina)$/,
  de: /^(?:glaubt|glaubte|denkt|dachte|meint|meinte)$/,
  it: /^(?:crede|credono|credeva|pensa|pensano|pensava|immagina)$/,
  pt: /^(?:acha|acham|achava|pensa|pensam|pensava|acredita|acreditam|imagina)$/,
};
const MODAL =
  /^(?:should|would|could|ought|must|devrait|devrions|pourrait|pourrions|faudrait|deberiamos|deberia|podriamos|podria|sollten|sollte|konnten|mussten|dovremmo|dovrebbe|potremmo|potrebbe|deveriamos|deveria|poderiamos|poderia)$/;
/** "instead", "en fait", "en realidad", "eigentlich", "invece", "in realtà", "na verdade": the real trip after the belief. */
const INSTEAD = new Set(['instead', 'actually', 'fait', 'realidad', 'eigentlich', 'stattdessen', 'invece', 'realta', 'verdade', 'realmente']);
/** How far before the verb its third-person subject may stand ("my wife still thinks", "ma femme croit"). */
const SUBJECT_REACH = 3;

const ends = (w: string, lang: Lang) => SENTENCE.has(w) || w === ',' || contrastIn(w, lang) || INSTEAD.has(w);

function thirdPersonBefore(toks: readonly Tok[], k: number, lang: Lang): boolean {
  for (let j = k - 1; j >= Math.max(0, k - SUBJECT_REACH); j--) {
    const w = toks[j]?.w ?? '';
    if (ends(w, lang)) return false;
    if (OTHER_PRONOUNS[lang].has(w)) return true;
    if ((KIN.has(w) || PERSON_NOUNS.has(w)) && DETERMINERS.has(toks[j - 1]?.w ?? '')) return true;
  }
  return false;
}

/** "vamos" (we go, Spanish and Portuguese) is too short for FIRST_PLURAL's endings. */
const firstPerson = (w: string, lang: Lang) => PARTY[lang].has(w) || FIRST_PLURAL[lang]?.test(w) === true || w === 'vamos';

/**
 * What the party was told or told others, taken back by "actually" right after it, is a cover story: "I told my parents
 * we're going to Paris, but actually it's Rome", "le dije a mi familia que me voy a Cancún, pero en realidad...", "ho detto
 * ai colleghi che andiamo a Parigi, ma invece...". Without the taking back, what was said may be the plan, and governs nothing.
 */
const TELL: Record<Lang, RegExp> = {
  en: /^(?:told|said|tell|say)$/,
  fr: /^(?:dit|raconte|annonce)$/,
  es: /^(?:dije|dijimos|dijo|conte|contamos|decimos|digo)$/,
  de: /^(?:gesagt|erzahlt|sagte|sagten|erzahlte|erzahlten)$/,
  it: /^(?:detto|raccontato|dico|diciamo)$/,
  pt: /^(?:disse|dissemos|falei|falamos|contei|contamos|digo|dizemos)$/,
};
/** How far after a told complement its taking back may stand ("…, but actually", "…, pero en realidad"). */
const TAKEN_BACK_REACH = 4;

function takenBack(toks: readonly Tok[], e: number): boolean {
  for (let k = e; k < Math.min(toks.length, e + TAKEN_BACK_REACH); k++) if (INSTEAD.has(toks[k]?.w ?? '')) return true;
  return false;
}

/** The complement after a governing verb at k: its tokens [start, end) up to the clause's end or a contrast. */
function complementAfter(toks: readonly Tok[], k: number, lang: Lang): [number, number] {
  // German sets the complement off with a comma: "meine Frau denkt, wir fahren nach Köln".
  const s = toks[k + 1]?.w === ',' ? k + 2 : k + 1;
  let e = s;
  while (e < toks.length && !ends(toks[e]?.w ?? '', lang)) e++;
  return [s, e];
}

/** The token ranges [start, end) another person's belief about the party's going, or a cover story told, governs. */
export function believedSpans(toks: readonly Tok[], lang: Lang): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  toks.forEach((t, k) => {
    const believed = BELIEVE[lang].test(t.w) && thirdPersonBefore(toks, k, lang);
    if (!believed && !TELL[lang].test(t.w)) return;
    const [s, e] = complementAfter(toks, k, lang);
    const words = toks.slice(s, e).map((x) => x.w);
    const ownGoing = words.some((w) => firstPerson(w, lang)) && !words.some((w) => MODAL.test(w));
    if ((believed && ownGoing) || (!believed && takenBack(toks, e))) out.push([s, e]);
  });
  return out;
}

/** The places named only inside another person's belief about the trip, when the trip goes somewhere else. */
export function believedPlaces(toks: readonly Tok[], out: readonly RoledMention[], lang: Lang): RoledMention[] {
  const spans = believedSpans(toks, lang);
  const named = out.filter((r) => r.role !== 'origin' && spans.some(([s, e]) => r.first >= s && r.first < e));
  return asideWhenTripGoesElsewhere(out, named);
}
