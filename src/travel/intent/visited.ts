import type { Lang } from './language.js';
import { countsBack, toldInPast } from './past-tense.js';
import { negates } from './refusals.js';
import type { Tok } from './tokens.js';

/**
 * A place the travellers say they have already been to ("we did Rome last summer", "nous sommes
 * déjà allés en Crète", "ya estuvimos en París", "in Rom waren wir schon", "siamo già stati a
 * Lisbona", "já fomos a Madrid") is one they rule out this time. The clause holding the place must
 * carry a verb of having been there and, where that verb is also an ordinary past or conditional,
 * a word placing it before now ("already", "last year", "déjà", "ya", "schon", "già", "já"). A
 * clause that says "never" or "none of us", or asks to go back ("again", "wieder", "di nuovo") keeps the place wanted;
 * one that refuses to go back ("not again", "no queremos volver") rules it out.
 */
interface PastVisit {
  verbs: RegExp;
  /** Words placing the visit before now; null when the verb alone says it (English "been", "visited"). */
  before: ReadonlySet<string> | null;
}
/** Participles in every gender and number they agree in with the place ("già fatta", "déjà vue", "ya visitadas"). */
const PAST: Record<Lang, PastVisit[]> = {
  en: [
    { verbs: /^(?:visited|done)$/, before: null },
    { verbs: /^(?:went|did|was|were)$/, before: new Set(['already', 'last', 'before', 'previously', 'twice', 'once', 'ago', 'times', 'running', 'row']) },
  ],
  fr: [
    {
      verbs: /^(?:alle|allee|alles|allees|ete|faite?s?|visite|visites|visitee|visitees|vue?s?|connue?s?|connait|connaissons|etions|etait)$/,
      before: new Set(['deja', 'dernier', 'derniere', 'passe', 'passee']),
    },
  ],
  es: [
    {
      verbs: /^(?:fuimos|fui|estuvimos|estuve|ido|estado|conocemos|conozco|visitamos|visite|visitad[oa]s?|hicimos|hice|hecho)$/,
      before: new Set(['ya', 'pasado', 'pasada', 'anterior']),
    },
  ],
  de: [
    {
      verbs: /^(?:waren|war|gewesen|besucht|gemacht|kennen|kenne|gesehen|hatten|hatte)$/,
      before: new Set(['schon', 'bereits', 'letztes', 'letzten', 'letzte', 'vorletztes', 'vorigen', 'voriges', 'zweimal', 'mehrmals']),
    },
  ],
  it: [
    {
      verbs: /^(?:stat[oaie]|andat[oaie]|visitat[oaie]|vist[oaie]|fatt[oaie]|conosciamo|conosco)$/,
      before: new Set(['gia', 'scorso', 'scorsa', 'passato', 'passata']),
    },
  ],
  pt: [
    {
      verbs: /^(?:fomos|fui|estivemos|estive|conhecemos|conheco|visitamos|visitei|visitad[oa]s?|fizemos|fiz|ido|estado)$/,
      before: new Set(['ja', 'passado', 'passada']),
    },
  ],
};
/** English "been" is a visit when where or how often follows it, or nothing does ("been to", "been there twice", "Rome? been"). */
const BEEN = 'been';
const BEEN_VISITING = new Set([
  'to',
  'there',
  'in',
  'at',
  'here',
  'before',
  'already',
  'twice',
  'once',
  'several',
  'many',
  'multiple',
  'a',
  'loads',
  'lots',
  'so',
  'too',
  'back',
  'over',
  'three',
  'four',
  'five',
]);
/** "been married", "been wanting", "been so busy": a state or an activity, no visit. */
const beenVisiting = (next: string | undefined) => next === undefined || BEEN_VISITING.has(next) || /^\d+$/.test(next);
/** Words saying the visit was never made: "never", or a subject of no one ("neither of us has been", "keiner von uns war"). */
const NEVER: Record<Lang, ReadonlySet<string>> = {
  en: new Set(['never', 'neither', 'none', 'nobody', "haven't", "hasn't", 'havent', 'hasnt']),
  fr: new Set(['jamais', 'personne', 'aucun', 'aucune']),
  es: new Set(['nunca', 'jamas', 'ninguno', 'ninguna', 'nadie']),
  de: new Set(['nie', 'niemals', 'keiner', 'keine', 'niemand']),
  it: new Set(['mai', 'nessuno', 'nessuna']),
  pt: new Set(['nunca', 'jamais', 'nenhum', 'nenhuma', 'ninguem']),
};
const AGAIN = new Set(
  'back again return returning revisit retourner retour revenir encore volver regresar vez nuevo wieder zuruck nochmal nochmals tornare ritornare tornarci nuovo ancora voltar novo rever revoir'.split(
    ' ',
  ),
);
/** How far before a word of going back a negation refuses it ("not want to go back", "nicht noch einmal"). */
const AGAIN_NEGATED = 5;
/** Words of going back that also mean "still" or "yet": negated they say "not yet" ("non me l'ha ancora perdonata"). */
const STILL = new Set(['encore', 'ancora']);
const refusedAgain = (words: readonly string[], at: number, lang: Lang): boolean =>
  !STILL.has(words[at] ?? '') && words.slice(Math.max(0, at - AGAIN_NEGATED), at).some((w) => negates(w, lang));
/** What ends the clause a visit is told in: sentence punctuation, a comma, a dash, a contrast or a consequence. */
const BOUNDS = new Set([
  '-',
  '.',
  ';',
  '!',
  '?',
  ',',
  ':',
  '(',
  ')',
  'but',
  'so',
  'mais',
  'alors',
  'donc',
  'pero',
  'asi',
  'aber',
  'also',
  'ma',
  'quindi',
  'mas',
  'entao',
]);

function clauseOf(toks: readonly Tok[], first: number, last: number): [number, number] {
  let s = first;
  while (s > 0 && !BOUNDS.has(toks[s - 1]?.w ?? '')) s--;
  let e = last;
  while (e < toks.length && !BOUNDS.has(toks[e]?.w ?? '')) e++;
  return [s, e];
}

export function visitedBefore(toks: readonly Tok[], first: number, last: number, lang: Lang): boolean {
  return visitKind(toks, first, last, lang) !== null;
}

/**
 * How a visit is told: `done` when it is experience ("we've already been to Prague", "on a déjà fait
 * la Crète", "Já conhecemos Lisboa", "Prag war ich schon zweimal"): the place is done, so not again;
 * `told` when it is a dated story ("last year we did Cornwall", "el año pasado fuimos a Cartagena"),
 * which rules nothing out by itself.
 */
export type VisitKind = 'done' | 'told';
/** Words of experience: the visit counts as done, whenever it was. */
const ALREADY = new Set(
  'already before previously twice times often deja fois souvent ya veces schon bereits zweimal dreimal mehrmals oft gia volte spesso ja vezes'.split(' '),
);
/** Words dating a visit in the past: a story of one trip. */
const PAST_WORDS = 'last|ago|dernier|derniere|passe|passee|pasado|pasada|anterior|letzte[snm]?|vorletzte[snm]?|vorige[nms]?|scors[oa]|passat[oa]|passad[oa]';
const DATED = new RegExp(`^(?:${PAST_WORDS}|\\d{4})$`);
/** Words that date a clause before now; a year alone does not ("une semaine à Tunis en mai 2027"): no reference date is known here. */
const DATED_PAST = new RegExp(`^(?:${PAST_WORDS})$`);

/**
 * Verbs of having liked a place ("loved", "on a adoré", "nos encantó", "hat uns gefallen", "ci è piaciuta", "adoramos"):
 * with a word dating them in the past ("last year we loved Crete") they tell a trip made, whose place is history.
 */
const LIKED: Record<Lang, RegExp> = {
  en: /^(?:loved|enjoyed|liked|adored)$/,
  fr: /^(?:adore|adores|adoree|adorees|aime|aimes|aimee|aimees|apprecie|apprecies|appreciee|kiffe)$/,
  es: /^(?:encanto|encantaron|gusto|gustaron|disfrutamos|disfrute|amamos|fascino)$/,
  de: /^(?:gefallen|geliebt|genossen|begeistert)$/,
  it: /^(?:piaciut[oaie]|amat[oaie]|adorat[oaie]|godut[oaie])$/,
  pt: /^(?:adoramos|adorei|amamos|amei|gostamos|gostei|curtimos|curti)$/,
};

export function visitKind(toks: readonly Tok[], first: number, last: number, lang: Lang): VisitKind | null {
  const [s, e] = clauseOf(toks, first, last);
  const words = toks.slice(s, e).map((t) => t.w);
  if (words.some((w) => NEVER[lang].has(w))) return null;
  // Going back asked for keeps the place wanted; going back refused makes the visit a reason not to ("do not want to go back").
  const again = words.findIndex((w) => AGAIN.has(w));
  if (again >= 0 && !refusedAgain(words, again, lang)) return null;
  const notAgain = again >= 0;
  if (!notAgain && words.some((w) => DATED.test(w)) && words.some((w) => LIKED[lang].test(w) || LIKED.en.test(w))) return 'told';
  const kind: VisitKind = notAgain || words.some((w) => ALREADY.has(w)) || !words.some((w) => DATED.test(w)) ? 'done' : 'told';
  return visitTold(toks, s, e, lang) ? kind : null;
}

/** Whether the clause [s, e) carries a verb of having been somewhere, dated before now where the verb alone does not say it. */
function visitTold(toks: readonly Tok[], s: number, e: number, lang: Lang): boolean {
  const words = toks.slice(s, e).map((t) => t.w);
  if (lang === 'en' && words.some((w, k) => w === BEEN && beenVisiting(words[k + 1]))) return true;
  // German folding would make "wären schön" (would be nice) read as "waren schon" (have been already): its umlauts are kept.
  const said = lang === 'de' ? toks.slice(s, e).map((t) => t.raw.toLowerCase()) : words;
  return PAST[lang].some((p) => said.some((w) => p.verbs.test(w)) && (p.before === null || said.some((w) => p.before?.has(w))));
}

/**
 * Whether the place at tokens [first, last) is one the travellers say they have never been to, with no wish in the clause
 * ("neither of us has been to South America before"): background to the trip, neither asked for nor ruled out.
 */
export function neverVisited(toks: readonly Tok[], first: number, last: number, lang: Lang): boolean {
  const [s, e] = clauseOf(toks, first, last);
  const words = toks.slice(s, e).map((t) => t.w);
  return words.some((w) => NEVER[lang].has(w)) && !words.some((w) => WISH.test(w)) && visitTold(toks, s, e, lang);
}

/**
 * Whether the place at tokens [first, last) is where something happened on a trip told in the past: its clause is dated
 * before now ("last summer", "il y a deux ans", "hace dos años", "vor zwei Jahren", "tre anni fa", "há dois anos") and holds
 * a verb in the past of any kind ("we paid 150 a night in Rimini", "abbiamo speso troppo a Mykonos"), with no wish in it.
 */
export function toldAt(toks: readonly Tok[], first: number, last: number, lang: Lang, opensLine: (i: number) => boolean): boolean {
  let [s, e] = clauseOf(toks, first, last);
  // A line ends its clause: chat lines and lists run on as tokens.
  const lineStart = [...Array(first - s).keys()].map((k) => first - k).find(opensLine);
  if (lineStart !== undefined) s = lineStart;
  const lineEnd = [...Array(Math.max(0, e - last)).keys()].map((k) => last + k).find(opensLine);
  if (lineEnd !== undefined) e = lineEnd;
  const words = toks.slice(s, e).map((t) => t.w);
  if (!(words.some((w) => DATED_PAST.test(w)) || countsBack(words, lang)) || words.some((w) => WISH.test(w) || AGAIN.has(w))) return false;
  const written = toks.slice(s, e).map((t) => t.raw.toLowerCase());
  // German folding would make "wären" (would be) read as "waren" (were): its umlauts are kept.
  return toldInPast(lang === 'de' ? written : words, written, lang);
}

/** Words of wanting: a past clause ends where the writer turns to what they want ("... and now want Florence"). */
const WISH =
  /^(?:want\w*|would|'d|like|looking|hoping|hope|plan\w*|voudr\w*|veu\w*|voul\w*|aimer\w*|cherch\w*|quer\w*|quier\w*|busc\w*|gustar\w*|woll\w*|mocht\w*|such\w*|vorre\w*|vogli\w*|cerc\w*|gostar\w*|procur\w*|pens\w*)$/;
/** What opens a time complement of the visit: a preposition of time or place, or a number ("in May", "em dezembro", "2019"). */
const COMPLEMENT =
  /^(?:\d.*|in|on|at|during|for|back|en|em|im|am|au|aux|dans|pendant|durant|a|al|nel|nell'|nella|nei|ad|durante|por|para|per|fur|um|vor|il|el|le|la|lo|l'|no|na|ano|anno|year)$/;
/** A comma clause this short after a past visit, opened by a complement, still tells it ("we've done Tuscany twice, in May and October"). */
const TAIL = 5;

/** A word written with a capital inside a clause, not in capitals throughout: a name ("you've been very helpful" names nothing). */
export const isName = (t: Tok): boolean => t.cap && /\p{Ll}/u.test(t.raw);

/**
 * The token ranges [start, end) of clauses that tell a visit already made ("last year we went to
 * Crete for ten days in June", "ya estuvimos en París en 2024", "in Wien waren wir schon letzten
 * Dezember eine Woche"): their dates and lengths are not the trip's, and their places are what
 * visitedBefore says. A clause runs from the previous comma or sentence break to the sentence's
 * end or a wish, taking in short comma tails opened by a complement; it must name something.
 */
export function pastVisitClauses(toks: readonly Tok[], lang: Lang): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const w = (i: number) => toks[i]?.w ?? '';
  for (let s = 0; s < toks.length;) {
    let e = s;
    while (e < toks.length && !BOUNDS.has(w(e))) e++;
    const [cs, ce] = [s, e];
    s = e + 1;
    if (ce <= cs || !visitedBefore(toks, cs, cs + 1, lang) || !toks.slice(cs + 1, ce).some(isName)) continue;
    let end = ce;
    const wish = toks.slice(cs, ce).findIndex((t, k) => k > 0 && WISH.test(t.w));
    if (wish > 0) end = cs + wish;
    else {
      while (w(end) === ',') {
        let n = end + 1;
        while (n < toks.length && !BOUNDS.has(w(n))) n++;
        if (n - end - 1 > TAIL || !COMPLEMENT.test(w(end + 1))) break;
        end = n;
      }
    }
    out.push([cs, end]);
    s = Math.max(s, end + 1);
  }
  return out;
}
