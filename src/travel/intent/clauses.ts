import {
  PUNCT,
  SENTENCE,
  AND,
  CONTRAST,
  SUBORDINATE,
  PARTY,
  FIRST_PLURAL,
  OTHER_PRONOUNS,
  WITH,
  SHARE_WORDS,
  UNIT_AFTER,
  BE,
  BORN,
  WORK,
  URGE,
  MOVE,
  AT,
  ORIGIN_FROM,
  ORIGINALLY,
  COME,
  SPREAD,
  BESIDE_SUBJECT,
  NAME_JOINERS,
  VISIT,
  SEE,
  PERSON_OBJECT,
  CLITICS,
  TO_SOMEONE,
  NEGATION,
  VISIT_CLAUSE,
} from './clause-words.js';
import { INDEFINITE_ARTICLES } from './articles.js';
import type { Lang } from './language.js';
import { numberWord } from './numbers.js';
import { OR_NOT_ARTICLE } from './or-words.js';
import { COUPLE_NOUNS, DETERMINERS, GROUP_NOUNS, KIN, PERSON_NOUNS } from './party-words.js';
import { TITLES } from './perspective.js';
import { livesThere } from './residence.js';
import { FROM } from './departure.js';
import type { Tok } from './tokens.js';

/**
 * What role a place plays from the clause it stands in, in six languages. The request is cut into clauses at punctuation,
 * coordinating words, subordinators and relative pronouns; each clause has a subject (the writer or the party, another
 * person, a share of the party counted out, or none written) and a predicate class from per-language verb and noun
 * lexicons (living or being somewhere, coming from somewhere, studying or working there, urging a trip, moving house). A
 * clause with a subject and no verb of its own takes the predicate of the clause before it ("my boyfriend lives in
 * Valencia and I in Madrid", "je pars de Marseille, elles de Toulon"); a clause with a verb and no subject, joined by
 * "and", takes the subject before it ("my brother is from Cork and keeps saying ..."). One table then says the role.
 */
export type Subject = 'party' | 'other' | 'share';
export type Predicate = 'reside' | 'from' | 'work' | 'urge' | 'move';

export interface Clause {
  start: number;
  end: number;
  subject: Subject | null;
  /** The token after the subject's word, where it has one in the clause. */
  subjectEnd: number | null;
  predicate: Predicate | null;
  /** The token of the predicate's word, where the clause has one of its own. */
  predicateAt: number | null;
  /** Every predicate word of the clause (token index) with its class. */
  words: ReadonlyArray<{ predicate: Predicate; at: number }>;
  /** The joining word before the clause, or the punctuation that opened it. */
  joiner: string | null;
  /** The predicate is the clause before's, the clause having no verb of its own ("and I in Madrid"). */
  gapped: boolean;
}

/**
 * The role the clause gives a place, or null where the words around the place decide:
 * - `context`: someone else's place, a place urged by someone else and not taken, where the writer moves to;
 * - `companion`: where another traveller sets out from;
 * - `share`: where a counted share of the party sets out from (the first such is the origin, the others companions');
 * - `now`: where the writer studies or works, so is now (the origin when somewhere else is asked for);
 * - `birthplace`: where the writer comes from, which gives way to where they are now;
 * - `home`: where the writer lives, said with the verb of the clause before ("y yo en Madrid").
 */
export type ClauseRole = 'context' | 'companion' | 'share' | 'now' | 'birthplace' | 'home';

const isJoiner = (w: string) => AND.has(w) || CONTRAST.has(w) || OR_NOT_ARTICLE.has(w) || SUBORDINATE.has(w);
/** Italian "è" and Portuguese "é" (is) fold to "e" (and): the written accent tells them apart. */
const wordOf = (t: Tok) => (t.w === 'e' && t.raw !== 'e' && t.raw !== 'E' ? 'è' : t.w);

/** The clauses of the request, in order. */
export function clausesOf(toks: readonly Tok[], lang: Lang): Clause[] {
  const out: Clause[] = [];
  let start = 0;
  let joiner: string | null = null;
  const close = (end: number, next: string | null) => {
    if (end > start) out.push(featured(toks, start, end, joiner, out.at(-1), lang));
    joiner = next;
  };
  toks.forEach((t, k) => {
    const w = wordOf(t);
    // "komme aber aus Bremen", "vivo però a Zurigo": a contrast right after a verb is a particle inside its clause.
    const particle = CONTRAST.has(w) && isVerb(toks[k - 1]?.w ?? '', lang);
    if (PUNCT.has(w) || (isJoiner(w) && !particle)) {
      close(k, w);
      start = k + 1;
    }
  });
  close(toks.length, null);
  return out;
}

const isVerb = (w: string, lang: Lang) => BE[lang].test(w) || COME.test(w) || PARTY[lang].has(w);

function featured(toks: readonly Tok[], start: number, end: number, joiner: string | null, prev: Clause | undefined, lang: Lang): Clause {
  const words = toks.slice(start, end).map(wordOf);
  const all = predicatesOf(words, lang);
  const found = mainOf(all);
  // The subject stands before the verb ("keeps saying we should go" is said by the subject before, not by "we"), or opens a
  // clause without one of its own, before its first preposition ("elles de Toulon", "la mia amica da Bari").
  const opening = words.findIndex((w) => ORIGIN_FROM.has(w) || AT.has(w) || w === 'to');
  const said = subjectOf(toks, start, found ? start + found.at + 1 : start + (opening < 0 ? words.length : opening), lang);
  // "quattro giorni a Lione e due a Digione": a count after a length leaves its unit unsaid, so it counts days, not people.
  const lengthBefore = prev !== undefined && UNIT_AFTER.has(toks[prev.start + 1]?.w ?? '') && isCount(toks[prev.start], lang);
  const subject = said?.subject === 'share' && lengthBefore ? null : (said?.subject ?? null);
  let predicate = found?.predicate ?? null;
  // A subject without a verb of its own shares the verb before it: "and I in Madrid", "elles de Toulon". Nothing but
  // words like "both" may stand between the subject and its preposition: "y queremos ir a Roma" has a verb of its own.
  const bare = said !== null && opening >= 0 && words.slice(said.end - start, opening).every((w) => BESIDE_SUBJECT.has(w));
  const gapped =
    subject !== null && bare && predicate === null && words.length <= 5 && !!prev && (joiner === null || AND.has(joiner) || joiner === ',' || joiner === ';');
  if (gapped) predicate = prev?.predicate ?? null;
  // A verb without a subject joined by "and" shares the subject before it: "my brother is from Cork and keeps saying".
  const carried = subject === null && prev && joiner !== null && AND.has(joiner) && prev.subject !== 'share' ? prev.subject : null;
  return {
    start,
    end,
    subject: subject ?? carried ?? null,
    subjectEnd: said?.end ?? null,
    predicate,
    predicateAt: found ? start + found.at : null,
    words: all.map((f) => ({ predicate: f.predicate, at: start + f.at })),
    joiner,
    gapped: gapped && predicate !== null,
  };
}

const SPREAD_REACH = 8;
/** A word of spreading a few words before the place in its sentence, a list of towns between ("sparsi tra Milano, Bologna e Bari"). */
function spreadBefore(toks: readonly Tok[], i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - SPREAD_REACH); k--) {
    const w = toks[k]?.w ?? '';
    if (SENTENCE.has(w) || w === ':') return false;
    if (SPREAD.test(w)) return true;
  }
  return false;
}
/**
 * A "from" between a count and a place's cue starts the count's own place, so the later place is where the
 * counted people go, not a share of the party ("Dos adultos de Madrid a Lisboa"); "of us" after the count is
 * no start ("dos de nosotros en Sevilla").
 */
const OF_US = new Set(['us', 'uns']);
function startedBefore(toks: readonly Tok[], start: number, cueAt: number): boolean {
  for (let k = start + 1; k < cueAt; k++) {
    const next = toks[k + 1]?.w ?? '';
    if (ORIGIN_FROM.has(toks[k]?.w ?? '') && !OF_US.has(next) && !Object.values(PARTY).some((words) => words.has(next))) return true;
  }
  return false;
}
/** Words that may follow a count of people before their "from" or locative: "of us", a verb ("fly", "partent", "salen"). */
const SHARE_REACH = 4;

const isCount = (t: Tok | undefined, lang: Lang) => t !== undefined && (t.kind === 'num' || numberWord(t.w, lang) !== undefined);

function subjectOf(toks: readonly Tok[], start: number, end: number, lang: Lang): { subject: Subject; end: number } | null {
  const at = (k: number) => toks[k]?.w ?? '';
  // A count opening the clause, not a length ("3 from Manchester", "quattro partono da Milano", "um de Recife", "un po' da Napoli").
  // A count of one is also an article ("a", "un", "uma"): it counts people only right before its "from" ("um de Recife").
  const counted = (isCount(toks[start], lang) && (numberWord(at(start), lang) !== 1 || ORIGIN_FROM.has(at(start + 1)))) || SHARE_WORDS.has(at(start));
  if (counted && !UNIT_AFTER.has(at(start + 1)) && end - start <= SHARE_REACH + 2) return { subject: 'share', end: start + 1 };
  for (let k = start; k < end; k++) {
    const w = at(k);
    if (PARTY[lang].has(w) || FIRST_PLURAL[lang]?.test(w) === true) return { subject: 'party', end: k + 1 };
    if (OTHER_PRONOUNS[lang].has(w)) return { subject: 'other', end: k + 1 };
    // "my sister's flying in": "'s" before a verb in -ing is "is", so the noun is the subject, not a possessor.
    const noun = lang === 'en' && /'s$/.test(w) && /ing$/.test(at(k + 1)) ? w.slice(0, -2) : w;
    const person = KIN.has(noun) || PERSON_NOUNS.has(noun);
    const object = [1, 2, 3].some((d) => WITH.has(at(k - d)));
    // "Una pareja de Valencia quiere...", "A family from Leeds is looking": a couple or a family opening the clause with an
    // indefinite article is the travelling party told in the third person; "mi pareja" is one companion.
    if (k === start + 1 && (COUPLE_NOUNS.has(noun) || GROUP_NOUNS.has(noun)) && INDEFINITE_ARTICLES.has(at(start))) return { subject: 'party', end: k + 1 };
    if (person && DETERMINERS.has(at(k - 1)) && !object) return { subject: 'other', end: k + 1 };
  }
  return null;
}

/** The predicate classes in the order they win when one word has several ("i'm from" is from, not reside). */
const PRIORITY: readonly Predicate[] = ['move', 'work', 'urge', 'from', 'reside'];

/** The predicate words of a clause, by position in it, each with its class. */
function predicatesOf(words: readonly string[], lang: Lang): Array<{ predicate: Predicate; at: number }> {
  const out: Array<{ predicate: Predicate; at: number }> = [];
  words.forEach((w, k) => {
    // "komme aber aus Bremen": a particle may stand between the verb and its "from".
    const next = CONTRAST.has(words[k + 1] ?? '') ? words[k + 2] : words[k + 1];
    const classes: Record<Predicate, boolean> = {
      move: MOVE.test(w),
      work: WORK.test(w),
      urge: URGE.test(w),
      from: ((BE[lang].test(w) || COME.test(w)) && ORIGIN_FROM.has(next ?? '')) || ORIGINALLY.has(w) || BORN.test(w),
      reside: livesThere(w, lang) || BE[lang].test(w),
    };
    const predicate = PRIORITY.find((p) => classes[p]);
    if (predicate) out.push({ predicate, at: k });
  });
  return out;
}

/** The clause's own predicate: the first word of the strongest class. */
const mainOf = (found: ReadonlyArray<{ predicate: Predicate; at: number }>) => PRIORITY.map((p) => found.find((f) => f.predicate === p)).find((f) => f);

/**
 * The predicate that governs the place at token i: a word of moving anywhere in its clause (German says it last: "nach
 * Hamburg versetzt"), else the nearest predicate word before the place, where a verb of being with a word of work or
 * study after the place works there ("sono a Berlino per un dottorato"); a clause without one takes the verb it shares.
 */
function predicateFor(c: Clause, i: number): Predicate | null {
  if (c.words.some((f) => f.predicate === 'move')) return 'move';
  const before = c.words.filter((f) => f.at < i).at(-1);
  if (before?.predicate === 'reside' && c.words.some((f) => f.at > i && f.predicate === 'work')) return 'work';
  return before?.predicate ?? (c.gapped ? c.predicate : null);
}

/** The clause holding token i. */
export const clauseAt = (clauses: readonly Clause[], i: number): Clause | undefined => clauses.find((c) => i >= c.start && i < c.end);

/**
 * Whether the clause lies in a sentence where another person urges a trip and the writer then sets it aside ("my sister
 * keeps telling me to visit, but ...", "siempre nos dice que vayamos, pero este año ..."): the urging clause comes before
 * it in its sentence, and a contrast follows.
 */
function urgedAndSetAside(clauses: readonly Clause[], c: Clause, toks: readonly Tok[]): boolean {
  const k = clauses.indexOf(c);
  let urged = false;
  for (let j = k; j >= 0; j--) {
    const o = clauses[j] as Clause;
    if (o.predicate === 'urge' && o.subject === 'other') urged = true;
    if (j < k && CONTRAST.has(clauses[j + 1]?.joiner ?? '')) return false;
    if (SENTENCE.has(toks[o.start - 1]?.w ?? '') || urged) break;
  }
  if (!urged) return false;
  for (let j = k + 1; j < clauses.length; j++) {
    const o = clauses[j] as Clause;
    if (CONTRAST.has(o.joiner ?? '')) return true;
    if (SENTENCE.has(o.joiner ?? '')) return false;
  }
  return false;
}

/** How the place's own words read it: a word of leaving or coming from, a locative of being somewhere, or another. */
export type Cue = 'from' | 'at' | 'other';

/** A place's first token, and its cue: how it reads and where the cue word stands. */
export interface CuedPlace {
  first: number;
  cue: Cue;
  at: number;
}

/**
 * The one table: the role a place gets from its clause's subject and predicate and the cue before it, or null. In a
 * relayed request ("my client wants ...") the person spoken of is the traveller: their clauses are the party's.
 */
export function clauseRole(clauses: readonly Clause[], place: CuedPlace, toks: readonly Tok[], relayed: boolean): ClauseRole | null {
  const { first: i, cue } = place;
  const found = clauseAt(clauses, i);
  if (!found) return null;
  const c = relayed && found.subject === 'other' ? { ...found, subject: 'party' as const } : found;
  if (clientHome(toks, i)) return 'home';
  // "my sister in Osaka": a place written right after a person noun is where that person is.
  if (!relayed && cue === 'at' && personBefore(toks, place.at)) return 'context';
  // "vivo en Sevilla y mi novia en Oporto", "sto a Bologna, il mio ragazzo a Vienna": a person set beside the place the
  // writer lives or is in says where that person is, even joined by "and".
  const locative = cue === 'at' ? place.at : AT.has(toks[i - 1]?.w ?? '') ? i - 1 : -1;
  if (!relayed && locative >= 0 && besideWritersPlace(clauses, c) && personBefore(toks, locative, c.start - 1)) return 'context';
  // A predicate counts for the places after its word ("want to hit New Orleans with college buddies" studies nowhere).
  const predicate = predicateFor(c, i);
  if (c.subject === 'other' && predicate !== null && predicate !== 'urge') return 'context';
  // "mis padres salen de Lima y nosotros de Quito", "meine Mutter kommt aus Polen ... und wir wollen": someone else's start,
  // when the writer's party says its own trip in another clause.
  if (
    c.subject === 'other' &&
    cue === 'from' &&
    (verbless(toks, c, place.at) || (leavesBefore(toks, c, place.at) && clauses.some((k) => k.subject === 'party' && startsFrom(toks, k))))
  )
    return 'companion';
  if (c.subject === 'share' && cue !== 'other' && place.at - c.start <= SHARE_REACH && !startedBefore(toks, c.start, place.at)) return 'share';
  if (spreadBefore(toks, i)) return 'share';
  if (urgedAndSetAside(clauses, c, toks)) return 'context';
  if (c.subject === 'other') return null;
  // "... y nosotros de Quito", "... e noi da Torino": "we" and a place of leaving with no verb between is the party's start.
  if (c.subject === 'party' && cue === 'from' && c.start > 0 && WE.has(toks[place.at - 1]?.w ?? '')) return 'home';
  if (predicate === 'move' && cue !== 'from') return 'context';
  // Where the writer studies or works: a locative, or a preposition right after the verb ("pendle nach Basel").
  const verbBefore = c.words.some((f) => f.predicate === 'work' && f.at === place.at - 1);
  if (predicate === 'work' && (cue === 'at' || (cue === 'other' && verbBefore))) return 'now';
  // "grew up in Leeds", "nací en Sevilla": a word of birth takes the locative too; "I'm in X" is no origin of birth.
  if (predicate === 'from' && (cue !== 'at' || bornBefore(toks, c, i))) return 'birthplace';
  if (c.subject === 'party' && c.gapped && predicate === 'reside' && cue === 'at') return 'home';
  return null;
}

/** Words of leaving from a place, beside the words of origin ("wir fliegen ab Wien", "salimos desde Quito"). */
const LEAVING_FROM = new Set([...ORIGIN_FROM, 'ab', 'von', 'desde', 'depuis']);
/** "We" said alone as the subject of a verbless clause ("y nosotros de Quito", "nous de Lille", "und wir aus Bonn"). */
const WE = new Set(['we', 'nous', 'nosotros', 'nosotras', 'wir', 'noi', 'nos']);
/** "Cataratas do Iguaçu", "Lago di Como": an "of" word after a name joins the place to it, no word of leaving. */
const partOfName = (toks: readonly Tok[], at: number) => ORIGIN_FROM.has(toks[at]?.w ?? '') && toks[at - 1]?.cap === true;
/** Verbs of leaving or coming from a place ("salen de", "partent de", "partono da", "saem de", "kommt aus", "flying in from"). */
const LEAVE =
  /^(?:leav\w*|left|depart\w*|fly\w*|flies|driv\w*|travel\w*|sal(?:e|en|go|dran|ieron)|part(?:e|ent|ira|iront|ono|iranno)|sa(?:i|em|irao)|komm\w*|fahr\w*|flieg\w*|arriv\w*|lleg\w*|cheg\w*|vem|veem|vien\w*|vengono)$/;
/** Whether a verb of leaving or coming stands in the clause before the place's cue at token `at`. */
const leavesBefore = (toks: readonly Tok[], c: Clause, at: number) =>
  !partOfName(toks, at) && toks.slice(c.start, at).some((t) => LEAVE.test(t.w) || COME.test(t.w));
/** Whether a clause says where it leaves from ("y nosotros de Quito", "nous partons de Lille"). */
const startsFrom = (toks: readonly Tok[], c: Clause) => toks.slice(c.start, c.end).some((t) => LEAVING_FROM.has(t.w));

/** Whether the predicate word governing the place at token i is a word of birth or growing up ("born", "grew", "nacido"). */
const bornBefore = (toks: readonly Tok[], c: Clause, i: number) => {
  const word = c.words.filter((f) => f.at < i).at(-1);
  return word !== undefined && BORN.test(toks[word.at]?.w ?? '');
};

/** Whether the clause says its subject and the place with no verb between ("elles de Toulon", "la mia amica da Bari"). */
const verbless = (toks: readonly Tok[], c: Clause, at: number) =>
  c.subjectEnd !== null && c.subjectEnd <= at && toks.slice(c.subjectEnd, at).every((t) => BESIDE_SUBJECT.has(t.w));

const NAME_REACH = 6;
/** How many words a name may have between its title and the place. */
const NAME_WORDS = 3;

/**
 * A place in parentheses or after a comma right behind a titled person's name ("Mr & Mrs Okafor (Houston)", "M. Dubois
 * (Liège)", "Sra. Quispe (Arequipa)", "Fr. Huber, Innsbruck"): in a relayed request that is the traveller's home.
 */
export function clientHome(toks: readonly Tok[], first: number): boolean {
  const open = toks[first - 1]?.w;
  if (open !== '(' && open !== ',') return false;
  let names = 0;
  for (let k = first - 2; k >= Math.max(0, first - 2 - NAME_REACH); k--) {
    const t = toks[k] as Tok;
    if (TITLES.has(t.w) && names > 0 && (toks[k + 1]?.w === '.' || toks[k + 1]?.kind === 'word')) return true;
    if (t.kind === 'word' && !NAME_JOINERS.has(t.w)) names++;
    else if (!NAME_JOINERS.has(t.w)) return false;
    if (names > NAME_WORDS) return false;
  }
  return false;
}

const isPerson = (w: string) => KIN.has(w) || PERSON_NOUNS.has(w) || ARTICLES_OF_PERSON.has(w);
/** Object words that are also articles before a noun ("le", "la", "o", "los"); Spanish "a" before a person is no article. */
const ARTICLE_OBJECTS = new Set(['le', 'la', 'les', 'lo', 'los', 'las', 'o', 'os', 'as']);
/** The object words that are possessives: the person seen is the writer's ("voir ma fille", "ver a mi hija"). */
const POSSESSIVE_OBJECTS = new Set([...PERSON_OBJECT].filter((w) => !ARTICLE_OBJECTS.has(w) && !CLITICS.has(w)));
/** Articles before a person noun after "zu" and "chez" ("zu der Oma", "chez des amis"). */
const ARTICLES_OF_PERSON = new Set(['der', 'dem', 'den', 'des']);

/** A person noun right before the locative, not one the party is with ("with my parents in X" goes to X). */
const personBefore = (toks: readonly Tok[], at: number, joiner = -1) => {
  // "my brother's in Glasgow": the clitic "is" goes with the noun.
  const noun = (toks[at - 1]?.w ?? '').replace(/'s$/, '');
  const person = (KIN.has(noun) || PERSON_NOUNS.has(noun)) && DETERMINERS.has(toks[at - 2]?.w ?? '');
  return person && ![3, 4].some((d) => at - d !== joiner && WITH.has(toks[at - d]?.w ?? ''));
};

/** How many clauses back the writer's own place may stand from a person's set beside it. */
const BESIDE_REACH = 2;

/** Whether clause c, with no verb but one of being or living, follows the writer saying where they live or are in its sentence. */
function besideWritersPlace(clauses: readonly Clause[], c: Clause): boolean {
  if (c.predicate !== null && c.predicate !== 'reside') return false;
  const k = clauses.indexOf(c);
  for (let j = k - 1; j >= Math.max(0, k - BESIDE_REACH); j--) {
    const o = clauses[j] as Clause;
    if (SENTENCE.has(clauses[j + 1]?.joiner ?? '')) return false;
    if (o.subject === 'party' && o.predicate === 'reside') return true;
  }
  return false;
}

/**
 * Whether the party visits someone: a verb of visiting, not denied ("we won't see her", "no vamos a verlo") and not what
 * someone else urges and the writer sets aside ("she keeps telling me to visit, but ..."). Someone else's place is on the
 * trip only then.
 */
/** The "from" words of the six languages. */
const FROM_WORDS = new Set(Object.values(FROM).flatMap((words) => [...words]));

export function visitsSomeone(toks: readonly Tok[], clauses: readonly Clause[]): boolean {
  return toks.some((t, k) => {
    const next = toks[k + 1]?.w ?? '';
    // An article is also an object pronoun ("la voir"): before a noun it must be a person's ("voir la famille", "ver o meu irmão"),
    // so "voir le Québec" and "ver o Pantanal" see a place.
    const person = ARTICLE_OBJECTS.has(next) ? isPerson(toks[k + 2]?.w ?? '') || POSSESSIVE_OBJECTS.has(toks[k + 2]?.w ?? '') : PERSON_OBJECT.has(next);
    // "zu meinen Eltern", "chez ma sœur": to someone's, not "zu zweit" (as two).
    const visit =
      VISIT.test(t.w) || (SEE.has(t.w) && (person || CLITICS.has(toks[k - 1]?.w ?? ''))) || (TO_SOMEONE.has(t.w) && (person || isPerson(toks[k + 1]?.w ?? '')));
    if (!visit) return false;
    const c = clauseAt(clauses, k);
    if (c && urgedAndSetAside(clauses, c, toks)) return false;
    // "my parents are visiting from Canada": someone else visits the writer, who visits no one.
    if (c?.subject === 'other' && FROM_WORDS.has(toks[k + 1]?.w ?? '')) return false;
    for (let j = k - 1; j >= Math.max(0, k - 4); j--) {
      const w = toks[j]?.w ?? '';
      if (VISIT_CLAUSE.has(w)) break;
      if (NEGATION.has(w)) return false;
    }
    return true;
  });
}
