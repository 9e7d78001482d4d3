import { FOR, KIN, MY, WITH } from './party-words.js';
import type { Tok } from './tokens.js';

/**
 * Whether the writer stays home while the people they name travel. Two constructions say so in
 * the six languages: the writer says it outright ("I won't be travelling", "yo no viajo", "eu não
 * vou junto", "je ne pars pas", "ich fahre nicht mit", "io non viaggio"), or the writer's relatives
 * are the subject of a wish in the third person ("my parents want to go", "mis papás quieren ir",
 * "ma maman qui voudrait partir") and the writer never speaks as a traveller ("I", "we", "vamos").
 */
export function writerStaysHome(toks: readonly Tok[]): boolean {
  return toks.some((_, i) => saysStaying(toks, i) || booksForOthers(toks, i)) || (toks.some((_, i) => relativesWish(toks, i)) && !writerSpeaks(toks));
}

/** Verbs of booking as the writer says them ("I'm booking", "je réserve", "reservo", "ich buche", "prenoto", "estou a reservar"). */
const BOOK = new Set('book booking reserve reserving reserver reservo reservar reservando buche buchen prenoto prenotare prenotando'.split(' '));
/** Third persons as the object of "for": "them", "eux", "ellos", "die beiden", "loro", "eles". */
const THEM = new Set('them him eux elles lui ellos ellas beiden ihn loro lei eles elas ele ela'.split(' '));
/** Words that join more people to those booked for ("for them and me"). */
const JOIN = new Set(['and', 'et', 'y', 'und', 'e', '&', '+']);

/**
 * "I'm booking for them", "je réserve pour eux", "reservo para ellos", "ich buche für die beiden", "prenoto per loro", "estou a
 * reservar para eles": the writer books for the people named and is not one of them, unless they join themselves ("for them and me").
 */
function booksForOthers(toks: readonly Tok[], i: number): boolean {
  if (!BOOK.has(toks[i]?.w ?? '') || !FOR.has(toks[i + 1]?.w ?? '')) return false;
  const k = i + 2 + (toks[i + 2]?.w === 'die' ? 1 : 0);
  if (!THEM.has(toks[k]?.w ?? '')) return false;
  const next = toks[k + 1]?.w ?? '';
  return !JOIN.has(next) || !(I.has(toks[k + 2]?.w ?? '') || ME.has(toks[k + 2]?.w ?? '') || WE.has(toks[k + 2]?.w ?? ''));
}

/** First-person subjects. */
const I = new Set(['i', "i'm", "i'll", 'je', 'yo', 'ich', 'io', 'eu']);
/** Negations before a verb ("won't", "not", "ne", "no", "não"); German's "nicht" follows it. */
const NOT = new Set(["won't", 'wont', 'not', "n'", 'ne', "n'y", 'no', 'non', 'nao']);
/** Verbs and participles of going along, as they follow a negation in the first person. */
const GOING = new Set(
  (
    'travelling traveling going coming joining flying travel go come join fly ' +
    'pars viens voyage vais ' +
    'viajo voy ire viajare ' +
    'reise fahre fliege komme ' +
    'viaggio vengo parto vado ' +
    'vou viajo irei viajarei'
  ).split(' '),
);
/** Words that may end a statement of not going ("I'm not going with them", "não vou junto", "ich fahre nicht mit"). */
const ALONG = new Set([
  'with',
  'along',
  'too',
  'myself',
  'junto',
  'nao',
  'pas',
  'mit',
  'them',
  'avec',
  'eux',
  'elles',
  'con',
  'ellos',
  'ellas',
  'loro',
  'com',
  'eles',
  'elas',
  'invece',
  'yo',
  'io',
  'eu',
]);
/** Words the negation and the verb may have between them ("I won't be travelling", "I'm not going", "io invece non viaggio"). */
const BETWEEN = new Set(['be', 'am', "'m", 'will', 'y', 'selbst']);
const ENDS = new Set(['.', '!', '?', ';', ',', ':', '-', ')']);

/** "I won't be travelling", "yo no viajo", "je ne pars pas", "ich fahre nicht mit": the writer says they do not go, and the clause ends there. */
function saysStaying(toks: readonly Tok[], i: number): boolean {
  const w = toks[i]?.w ?? '';
  if (I.has(w)) {
    let k = i + 1 + (toks[i + 1]?.w === 'selbst' ? 1 : 0);
    // "ich fahre nicht mit", "ich reise selbst nicht mit", "ich selbst fahre nicht mit".
    if (GOING.has(toks[k]?.w ?? '')) {
      k++;
      while (BETWEEN.has(toks[k]?.w ?? '')) k++;
      return toks[k]?.w === 'nicht' && closes(toks, k + 1);
    }
    while (BETWEEN.has(toks[k]?.w ?? '') || toks[k]?.w === 'invece') k++;
    if (!NOT.has(toks[k]?.w ?? '')) return false;
    return negatedGoing(toks, k);
  }
  // "No viajo", "não vou junto", "non vengo": a pro-drop subject, the clause starting at the negation.
  const start = i === 0 || ENDS.has(toks[i - 1]?.w ?? '');
  return start && NOT.has(w) && w !== 'not' && negatedGoing(toks, i);
}

/** A negation at k followed by a verb of going and the clause's end. */
function negatedGoing(toks: readonly Tok[], k: number): boolean {
  let j = k + 1;
  while (BETWEEN.has(toks[j]?.w ?? '')) j++;
  return GOING.has(toks[j]?.w ?? '') && closes(toks, j + 1);
}

/** The clause ends at j, after words of going along at most ("with them", "junto não", "pas"). */
function closes(toks: readonly Tok[], j: number): boolean {
  let k = j;
  while (ALONG.has(toks[k]?.w ?? '') && k < j + 3) k++;
  return k >= toks.length || ENDS.has(toks[k]?.w ?? '');
}

/** Verbs of wishing in the third person, singular and plural. */
const WISH = new Set(
  (
    'want wants would like plan plans hope hopes ' +
    'veut veulent voudrait voudraient souhaite souhaitent aimerait aimeraient ' +
    'quiere quieren quisiera quisieran desea desean planean ' +
    'will wollen mochte mochten wunscht wunschen ' +
    'vuole vogliono vorrebbe vorrebbero desidera desiderano ' +
    'quer querem queria queriam gostaria gostariam pretende pretendem'
  ).split(' '),
);
/** Words between the relative and the verb: a relative pronoun, a second relative joined, an age in brackets ("my uncle (72) and my aunt would"). */
const SUBJECT_REACH = 8;
const CLAUSE_END = new Set(['.', '!', '?', ';', ':']);

/**
 * "my parents want", "mis papás quieren", "mon oncle et ma tante souhaitent", "ma maman (68 ans) qui voudrait partir avec une
 * amie": the writer's relatives wish the trip. One relative alone ("my wife wants to see Rome") may well wish it for the writer
 * too, so one counts only with a companion of their own: a second relative joined in the subject, or one named after the verb.
 */
function relativesWish(toks: readonly Tok[], i: number): boolean {
  // "He and my mother want to fly": a third person heading the subject, taking up a relative named before, is a relative too.
  const second = KIN.get(toks[i + 3]?.w ?? '');
  if (HE_SHE.has(toks[i]?.w ?? '') && JOIN.has(toks[i + 1]?.w ?? '') && MY.has(toks[i + 2]?.w ?? '') && second && !second.principal)
    return wishAhead(toks, i + 4);
  const kin = KIN.get(toks[i + 1]?.w ?? '');
  // Someone the writer works for ("my client wants") is a relayed principal, whom the writer's place in the count stands for.
  if (!MY.has(toks[i]?.w ?? '') || kin === undefined || kin.principal) return false;
  let joined = false;
  for (let k = i + 2; k < Math.min(toks.length, i + 2 + SUBJECT_REACH); k++) {
    const w = toks[k]?.w ?? '';
    if (CLAUSE_END.has(w) || I.has(w)) return false;
    if (JOIN.has(w) && MY.has(toks[k + 1]?.w ?? '') && KIN.has(toks[k + 2]?.w ?? '')) joined = true;
    if (WISH.has(w)) return kin.n !== 1 || joined || companionAfter(toks, k);
  }
  return false;
}

/** Third persons singular who may head a subject with a relative ("he and my mother", "elle et mon père"). */
const HE_SHE = new Set('he she il elle el ella er sie lui lei ele ela'.split(' '));
/** A verb of wishing ahead of k in the same clause. */
function wishAhead(toks: readonly Tok[], k: number): boolean {
  for (let j = k; j < Math.min(toks.length, k + SUBJECT_REACH); j++) {
    if (CLAUSE_END.has(toks[j]?.w ?? '') || I.has(toks[j]?.w ?? '')) return false;
    if (WISH.has(toks[j]?.w ?? '')) return true;
  }
  return false;
}

/** A "with" in the clause after the verb at k ("voudrait partir avec une amie"). */
function companionAfter(toks: readonly Tok[], k: number): boolean {
  for (let j = k + 1; j < toks.length && !CLAUSE_END.has(toks[j]?.w ?? ''); j++) if (WITH.has(toks[j]?.w ?? '')) return true;
  return false;
}

/** First-person plural subjects and verb endings ("we", "nous", "vamos", "partons", "andiamo", "wir"). */
const WE = new Set(['we', "we're", "we'd", 'us', 'nous', 'on', 'nosotros', 'nosotras', 'wir', 'uns', 'noi', 'nos', 'ourselves']);
const ME = new Set(["i'm", "i'll", "i'd", 'me', 'moi', 'mich', 'mir', 'mi', 'mim']);
const WE_VERB = /^(?:\p{L}{2,}(?:amos|emos|imos|iamo)|\p{L}{3,}ons)$/u;

/** The writer speaks as a traveller somewhere: "I", "we", or a verb in the first person plural. */
function writerSpeaks(toks: readonly Tok[]): boolean {
  return toks.some((t, i) => I.has(t.w) || (ME.has(t.w) && !possessiveMi(toks, i)) || (WE.has(t.w) && !englishOn(toks, i)) || WE_VERB.test(t.w));
}

/** English "on the plane", "on my own": a preposition, never the French "on" of "we". */
const ENGLISH_AFTER_ON = new Set(['the', 'my', 'our', 'your', 'his', 'her', 'their', 'this', 'that']);
const englishOn = (toks: readonly Tok[], i: number) => toks[i]?.w === 'on' && ENGLISH_AFTER_ON.has(toks[i + 1]?.w ?? '');

/** Spanish "para mí" loses its accent to "mi", which as "my" has its noun after it ("mi suegra"). */
const possessiveMi = (toks: readonly Tok[], i: number) => toks[i]?.w === 'mi' && toks[i + 1]?.kind === 'word';
