import { isLengthUnit } from './duration.js';
import type { Lang } from './language.js';
import { numberAt } from './numbers.js';
import { CANNOT_VERBS, DETERMINERS, HOME_PLACE, KIN, NEGATION, PERSON_NOUNS, POSSESSIVES, SELF, STAYS_BEHIND, WITH } from './party-words.js';
import type { Tok } from './tokens.js';

/**
 * The reach of a person's predicates. A person named in a request travels unless a predicate of theirs keeps them away: they
 * stay home or with someone else ("our kids are staying with their grandma", "los niños se quedan con sus abuelos", "die
 * bleiben daheim") or do not come ("ma non viene", "aren't coming", "kommt nicht mit"). The predicate may stand in a later
 * clause of the same sentence whose subject takes the person up ("Meine Schwiegermutter wird 85, sie bleibt aber zu Hause",
 * "we have two grandkids, but they stay home") or is left out ("mi madre tiene 82 años y se queda en casa").
 */

/** Ends of a person's reach: the sentence's end or a semicolon. */
const SCOPE_END = new Set(['.', '!', '?', ';']);
/** Joins of clauses, past which a later predicate is still the person's only when its subject takes them up or is left out. */
const CLAUSE_JOIN = new Set([',', 'and', 'but', 'though', 'et', 'mais', 'y', 'pero', 'und', 'aber', 'doch', 'e', 'ma', 'mas', 'porem']);
/** Third persons that take up people named before as the subject of a later clause. */
const TAKE_UP = new Set([
  'she',
  'he',
  'they',
  'elle',
  'il',
  'ils',
  'elles',
  'ella',
  'ellos',
  'ellas',
  'sie',
  'er',
  'lei',
  'lui',
  'loro',
  'ela',
  'ele',
  'eles',
  'elas',
]);
/** German demonstratives that take people up as a pronoun does ("die bleiben daheim"); before a noun they are its article. */
const DEMONSTRATIVES = new Set(['die', 'der']);
/** The writer's own subjects: a clause of theirs is no longer about the person. */
const WRITER = new Set([...SELF, "i'm", "i'll", 'we', "we're", "we'll", 'nous', 'on', 'nosotros', 'nosotras', 'wir', 'noi', 'nos', 'us']);
/** Who or where one stays with or at ("with grandma", "chez leur tante", "bei ihrem Vater", "dai nonni", "com a avó"). */
const STAY_WITH = new Set(['with', 'w', 'avec', 'chez', 'con', 'mit', 'bei', 'dai', 'dagli', 'dalla', 'dal', 'com', 'presso']);
/** Negations before a verb of coming, English contractions among them. */
const NOT = new Set([...NEGATION, "aren't", "isn't", "won't", 'wont', "don't", "doesn't", "can't", 'cannot', 'cant']);
/** The negation that follows its verb ("kommt nicht mit"); Portuguese "no" after a verb is "in the". */
const NOT_AFTER = new Set(['nicht']);
/** Verbs of coming along or travelling. */
const COMING = new Set([...CANNOT_VERBS, 'going', 'joining', 'travelling', 'traveling', 'vienen', 'viennent', 'vengono', 'vem', 'fahrt', 'fliegt', 'reist']);
/** How far a negation may stand before its verb of coming ("doesn't want to come", "ne peut pas venir"). */
const NOT_REACH = 3;

/** Whether the words at k..k+reach hold one of `words`. */
const within = (toks: readonly Tok[], k: number, reach: number, words: ReadonlySet<string>) => toks.slice(k, k + reach).some((t) => words.has(t.w));

/** Someone other than the writer at k, past determiners ("their grandma", "leur tante", "ihrem Vater", "os avós"). */
function personAfter(toks: readonly Tok[], k: number): boolean {
  let j = k;
  while (j < k + 2 && (DETERMINERS.has(toks[j]?.w ?? '') || POSSESSIVES.has(toks[j]?.w ?? ''))) j++;
  const w = toks[j]?.w ?? '';
  return KIN.has(w) || PERSON_NOUNS.has(w);
}

/** A verb of staying at k with a word of home, or with someone who is not the writer, after it ("stays home", "restent chez leur tante"). */
function staysAway(toks: readonly Tok[], k: number): boolean {
  if (!STAYS_BEHIND.has(toks[k]?.w ?? '')) return false;
  for (let j = k + 1; j < k + 4 && j < toks.length; j++) {
    const w = toks[j]?.w ?? '';
    if (SCOPE_END.has(w) || w === ',') return false;
    if (HOME_PLACE.has(w)) return true;
    if (STAY_WITH.has(w)) return personAfter(toks, j + 1);
  }
  return false;
}

/**
 * What the predicate at k says of the person's coming: true when it keeps them away (staying behind, a negated coming), false
 * when it brings them ("is coming"), undefined when it says neither.
 */
export function awayAt(toks: readonly Tok[], k: number): boolean | undefined {
  const w = toks[k]?.w ?? '';
  if (staysAway(toks, k)) return true;
  if (NOT.has(w) && within(toks, k + 1, NOT_REACH, COMING)) return true;
  // German puts the negation after the verb: "kommt diesmal nicht mit".
  if (COMING.has(w)) return within(toks, k + 1, NOT_REACH, NOT_AFTER);
  return undefined;
}

/** Whether the token at k takes up the person as a later clause's subject ("she", "elle", "they", German "die" before a verb). */
const takesUp = (toks: readonly Tok[], k: number): boolean =>
  TAKE_UP.has(toks[k]?.w ?? '') || (DEMONSTRATIVES.has(toks[k]?.w ?? '') && /^\p{Ll}/u.test(toks[k + 1]?.raw ?? ''));

/** Whether the clause starting at k leaves its subject out (a verb, a negation or a pronoun of the verb comes first), so it is the person's. */
function subjectLeftOut(toks: readonly Tok[], k: number): boolean {
  const t = toks[k];
  if (!t || t.kind !== 'word' || t.cap) return false;
  return ![DETERMINERS, POSSESSIVES, WRITER].some((s) => s.has(t.w)) && !KIN.has(t.w) && !PERSON_NOUNS.has(t.w);
}

/**
 * Whether a predicate from token `from` to the end of the sentence keeps the person named before it away. `subject`: the person
 * heads their clause, so a later clause without a subject of its own is still theirs.
 */
export function keptAway(toks: readonly Tok[], from: number, subject: boolean): boolean {
  for (let k = from; k < toks.length; k++) {
    const w = toks[k]?.w ?? '';
    if (SCOPE_END.has(w) || WRITER.has(w) || (k > from && KIN.has(w))) return false;
    if (CLAUSE_JOIN.has(w)) {
      while (CLAUSE_JOIN.has(toks[k + 1]?.w ?? '')) k++;
      if (takesUp(toks, k + 1)) k++;
      else if (!subject || !subjectLeftOut(toks, k + 1)) return false;
      continue;
    }
    const said = awayAt(toks, k);
    if (said !== undefined) return said;
  }
  return false;
}

/** Whether the person phrase starting at `start` heads its clause: nothing before it in the sentence, or a join of clauses. */
export const headsClause = (toks: readonly Tok[], start: number): boolean => {
  const before = toks[start - 1]?.w;
  return before === undefined || SCOPE_END.has(before) || CLAUSE_JOIN.has(before) || before === ':';
};

/** "y no viene mi madre", "non viene mia suocera", "não vem a minha sogra": the person is the subject after a negated verb of coming. */
export function keptAwayAfterVerb(toks: readonly Tok[], start: number): boolean {
  const verb = start - 1 - (DETERMINERS.has(toks[start - 1]?.w ?? '') ? 1 : 0);
  return COMING.has(toks[verb]?.w ?? '') && [verb - 1, verb - 2].some((k) => NOT.has(toks[k]?.w ?? ''));
}

/** Verbs of turning an age ("turns 80", "fête ses 80 ans", "cumple 80", "wird 85", "compie 90 anni", "faz 80 anos"). */
const TURNS = new Set('turns turning fete fetera cumple cumplira wird compie compira faz fara'.split(' '));
/** Third persons as the object of taking along ("take her", "bring them", "mitnehmen": "sie", "llevarla" is left aside). */
const TAKEN = new Set(['her', 'him', 'them', 'sie', 'ihn', 'la', 'le', 'lo', 'les', 'los', 'las', 'ela', 'ele', 'eles']);
/** What follows a pronoun heading a traveller's clause: a join to more people ("She and my aunt") or a verb of coming ("he is coming"). */
const SUBJECT_GOES = new Set(['and', '&', '+', 'et', 'y', 'und', 'e', ...COMING]);
/** How far the verb of turning and then its age may stand ("wird im Juni 85", "fête ses 80 ans"). */
const TURN_REACH = 4;

/** Whether an age the person turns stands in their clause after `end`: a number, not a length ("wird 3 Tage später"), after a verb of turning. */
function turnsAge(toks: readonly Tok[], end: number, lang: Lang): boolean {
  const verb = toks.slice(end, end + TURN_REACH).findIndex((t) => TURNS.has(t.w));
  if (verb < 0) return false;
  for (let k = end + verb + 1; k <= end + verb + TURN_REACH; k++) {
    const n = numberAt(toks, k, lang);
    if (n) return !isLengthUnit(toks[n.end]?.w ?? '');
  }
  return false;
}

/**
 * "my mother-in-law turns 80 in February", "mia nonna compie cento anni": a person whose predicate is the age they turn is the
 * one the occasion honours, not a traveller, unless a later clause takes them up or along ("and we're taking her to Paris").
 */
export function honouredOnly(toks: readonly Tok[], end: number, lang: Lang): boolean {
  // Taken up again later ("She and my aunt would like to join me"), they are left to what that clause says.
  return (
    turnsAge(toks, end, lang) &&
    !toks.some((t, k) => k > end && ((TAKE_UP.has(t.w) && within(toks, k + 1, 2, SUBJECT_GOES)) || (WITH.has(t.w) && TAKEN.has(toks[k + 1]?.w ?? ''))))
  );
}
