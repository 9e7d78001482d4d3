import { CONTRAST, FIRST_PLURAL, OTHER_PRONOUNS, PARTY, SENTENCE } from './clause-words.js';
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
/** "instead", "en fait", "en realidad", "eigentlich", "invece", "na verdade": the real trip after the belief. */
const INSTEAD = new Set(['instead', 'actually', 'fait', 'realidad', 'eigentlich', 'stattdessen', 'invece', 'verdade', 'realmente']);
/** How far before the verb its third-person subject may stand ("my wife still thinks", "ma femme croit"). */
const SUBJECT_REACH = 3;

const ends = (w: string) => SENTENCE.has(w) || w === ',' || CONTRAST.has(w) || INSTEAD.has(w);

function thirdPersonBefore(toks: readonly Tok[], k: number, lang: Lang): boolean {
  for (let j = k - 1; j >= Math.max(0, k - SUBJECT_REACH); j--) {
    const w = toks[j]?.w ?? '';
    if (ends(w)) return false;
    if (OTHER_PRONOUNS[lang].has(w)) return true;
    if ((KIN.has(w) || PERSON_NOUNS.has(w)) && DETERMINERS.has(toks[j - 1]?.w ?? '')) return true;
  }
  return false;
}

/** "vamos" (we go, Spanish and Portuguese) is too short for FIRST_PLURAL's endings. */
const firstPerson = (w: string, lang: Lang) => PARTY[lang].has(w) || FIRST_PLURAL[lang]?.test(w) === true || w === 'vamos';

/** The token ranges [start, end) another person's belief about the party's going governs. */
export function believedSpans(toks: readonly Tok[], lang: Lang): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  toks.forEach((t, k) => {
    if (!BELIEVE[lang].test(t.w) || !thirdPersonBefore(toks, k, lang)) return;
    // German sets the complement off with a comma: "meine Frau denkt, wir fahren nach Köln".
    const s = toks[k + 1]?.w === ',' ? k + 2 : k + 1;
    let e = s;
    while (e < toks.length && !ends(toks[e]?.w ?? '')) e++;
    const words = toks.slice(s, e).map((x) => x.w);
    if (words.some((w) => firstPerson(w, lang)) && !words.some((w) => MODAL.test(w))) out.push([s, e]);
  });
  return out;
}

/** The places named only inside another person's belief about the trip, when the trip goes somewhere else. */
export function believedPlaces(toks: readonly Tok[], out: readonly RoledMention[], lang: Lang): RoledMention[] {
  const spans = believedSpans(toks, lang);
  const named = out.filter((r) => r.role !== 'origin' && spans.some(([s, e]) => r.first >= s && r.first < e));
  return asideWhenTripGoesElsewhere(out, named);
}
