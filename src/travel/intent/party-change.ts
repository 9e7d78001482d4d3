import type { Lang } from './language.js';
import { numberAt } from './numbers.js';
import { KIN, PERSON_NOUNS } from './party-words.js';
import type { Tok } from './tokens.js';

/** Finite verbs of joining the party ("joins", "rejoint", "si aggiungono", "junta-se"); "se une" and "kommen mit" are below. */
const JOIN =
  /^(?:join|joins|joining|rejoint|rejoignent|rejoindra|rejoindront|aggiunge|aggiungono|aggiungera|aggiungeranno|raggiunge|raggiungono|raggiungera|raggiungeranno|junta|juntam|juntara|juntarao)$/;
/** "se une", "se suman", "nos alcanza": a Spanish joining verb after its pronoun (alone "une" is a French article). */
const UNITE = /^(?:une|unen|unira|uniran|suma|suman|sumara|sumaran|alcanza|alcanzan)$/;
/** "kommen ... mit", "kommt ... nach", "stößt dazu": a German verb whose particle closes the clause. */
const COME = /^(?:kommt|kommen|stosst|stossen|stößt|stoßen)$/;
const COME_PARTICLES = new Set(['mit', 'nach', 'dazu', 'hinzu']);
/** Finite verbs of going back or away before the others; verbs of going need "home", "back", "zurück" or "embora" after them. */
const LEAVE =
  /^(?:leave|leaves|return|returns|rentre|rentrent|rentrera|rentreront|repart|repartent|repartira|repartiront|vuelve|vuelven|volvera|volveran|regresa|regresan|regresara|regresaran|torna|tornano|tornera|torneranno|rientra|rientrano|riparte|ripartono|volta|voltam|voltara|voltarao|regressa|regressam)$/;
const GO = /^(?:fly|flies|go|goes|head|heads|fliegt|fliegen|fahrt|fahren|reist|reisen|va|van|vai|vao)$/;
const AWAY = new Set(['home', 'back', 'zuruck', 'heim', 'ab', 'embora']);
/** Words that bound the time of a joining or a leaving within the trip. */
const PART = new Set(
  (
    'first second third last final halfway midway partway later then earlier early ' +
    'premiere premier deuxieme seconde derniere dernier avant puis tard ' +
    'primera primer segunda ultima ultimo ultimos antes luego ' +
    'erste ersten zweite zweiten letzte letzten spater fruher dann vorher zuerst nur ' +
    'prima primo seconda secondo ultima ultimi poi dal dalla ' +
    'primeira primeiro segunda ultimos antes'
  ).split(' '),
);
/**
 * "after five days", "après 5 jours", "depois de 3 dias", "after Whistler", "dopo Capodanno": "after" bounds the time with a
 * count or a stop or day of the trip named with a capital; "after that" is the trip's end.
 */
const AFTER = new Set(['after', 'apres', 'despues', 'nach', 'dopo', 'depois']);
/** "only stays until the 10th", "reste jusqu'au 10", "se queda hasta el 10", "bleibt bis zum 10.", "resta fino al 10", "fica até dia 10". */
export const UNTIL = new Set(['until', 'till', 'jusqu', "jusqu'", 'hasta', 'bis', 'fino', 'ate']);
const partAt = (toks: readonly Tok[], k: number, lang: Lang) =>
  PART.has(toks[k]?.w ?? '') ||
  UNTIL.has(toks[k]?.w ?? '') ||
  (AFTER.has(toks[k]?.w ?? '') && [k + 1, k + 2].some((j) => toks[j]?.kind === 'num' || numberAt(toks, j, lang) !== undefined || toks[j]?.cap === true));
const CLAUSE_END = new Set(['.', ';', '!', '?', 'so', 'donc', 'also', 'quindi', 'entao', 'because', 'car', 'porque', 'weil', 'perche']);
/** The writer among the subject ("my brother and I", "moi et ma sœur"): the whole party moves, nothing changes. */
const SELF = new Set(['i', 'me', 'we', 'us', 'je', 'moi', 'nous', 'on', 'yo', 'nosotros', 'ich', 'wir', 'io', 'noi', 'eu', 'nos']);

const personAt = (toks: readonly Tok[], k: number) => {
  // The lexicons spell "ß" out ("Großeltern").
  const w = (toks[k]?.w ?? '').replace(/ß/g, 'ss');
  return (KIN.has(w) || PERSON_NOUNS.has(w)) && !SELF.has(w);
};

/** Whether the token at k is a verb of joining or of leaving the trip, within the clause ending at `end`. */
function changeVerb(toks: readonly Tok[], k: number, end: number): boolean {
  const w = toks[k]?.w ?? '';
  if (JOIN.test(w) || LEAVE.test(w)) return true;
  if (UNITE.test(w)) return toks[k - 1]?.w === 'se' || toks[k - 1]?.w === 'nos';
  if (COME.test(w)) return toks.slice(k + 1, end).some((t) => COME_PARTICLES.has(t.w));
  return GO.test(w) && toks.slice(k + 1, Math.min(end, k + 4)).some((t) => AWAY.has(t.w));
}

/** Whether a verb of joining the party stands from token k to its clause's end ("meu irmão se junta a nós em Roma"). */
export function joinsFrom(toks: readonly Tok[], k: number): boolean {
  let end = k;
  while (end < toks.length && !CLAUSE_END.has(toks[end]?.w ?? '')) end++;
  for (let j = k; j < end; j++) if (!LEAVE.test(toks[j]?.w ?? '') && changeVerb(toks, j, end) && !GO.test(toks[j]?.w ?? '')) return true;
  return false;
}

/** Clitics and adverbs between a subject and its verb ("les enfants nous rejoignent", "mi novia se une", "mum only flies"). */
const BETWEEN = new Set([
  'se',
  'si',
  'ci',
  'nous',
  'nos',
  'us',
  'only',
  'also',
  'then',
  'seulement',
  'aussi',
  'solo',
  'tambien',
  'nur',
  'auch',
  'anche',
  'so',
  'tambem',
  'will',
  "'ll",
  'va',
  'vai',
]);
/** Inverted subjects follow the verb in the Romance languages ("si aggiungono due amici", "se une mi novia"). */
const AFTER_REACH = 3;

/**
 * The person noun that is the verb's subject: right before it ("the kids fly home", "a minha mãe volta") with no self word
 * beside it, or right after it. Returns its token, or -1.
 */
function otherSubject(toks: readonly Tok[], verb: number, start: number, end: number, lang: Lang): number {
  let k = verb - 1;
  // "the kids (16 and 19) fly home": ages in brackets stand between the subject and its verb.
  if (toks[k]?.w === ')') while (k > start && toks[k]?.w !== '(') k--;
  if (toks[k]?.w === '(') k--;
  while (k > start && BETWEEN.has(toks[k]?.w ?? '')) k--;
  // Italian "i" is the plural article ("i ragazzi"), no writer.
  const self = (w: string) => SELF.has(w) && !(w === 'i' && lang === 'it');
  if (k >= start && personAt(toks, k)) return toks.slice(Math.max(start, k - 3), k).some((t) => self(t.w)) ? -1 : k;
  for (let j = verb + 1; j < Math.min(end, verb + 1 + AFTER_REACH); j++) {
    if (personAt(toks, j)) return j;
    if (toks[j]?.kind === 'punct') return -1;
  }
  return -1;
}

/** How many people the person noun at k names: a count before it ("two friends", "due amici"), else one or a pair by the noun ("my sister", "mes parents"). */
function peopleAt(toks: readonly Tok[], k: number, lang: Lang): number | null {
  const count = [k - 1, k - 2].map((j) => numberAt(toks, j, lang)).find((n) => n !== undefined && n.end === k);
  if (count && Number.isInteger(count.value)) return count.value;
  return KIN.get((toks[k]?.w ?? '').replace(/ß/g, 'ss'))?.n ?? null;
}

/** The class of the person noun at k: a child's noun or an adult's; a bare count of people says neither. */
function classAt(toks: readonly Tok[], k: number): 'adult' | 'child' | null {
  const w = (toks[k]?.w ?? '').replace(/ß/g, 'ss');
  const cls = KIN.get(w)?.cls ?? PERSON_NOUNS.get(w);
  if (cls === 'child' || cls === 'infant') return 'child';
  return cls === 'adult' || cls === 'friend' ? 'adult' : null;
}

function clauses(toks: readonly Tok[], lang: Lang): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let start = 0;
  // Folded Portuguese "só" (only) is spelled like English "so".
  const ends = (w: string) => CLAUSE_END.has(w) && !(w === 'so' && lang === 'pt');
  for (let k = 0; k <= toks.length; k++) {
    if (k === toks.length || ends(toks[k]?.w ?? '')) {
      if (k > start) out.push([start, k]);
      start = k + 1;
    }
  }
  return out;
}

/** Words that end what comes before a change's subject ("on part à deux, et mes parents nous rejoignent"). */
const LINKS = new Set([
  'and',
  'but',
  'et',
  'mais',
  'y',
  'pero',
  'und',
  'aber',
  'e',
  'ma',
  'mas',
  'while',
  'alors',
  'mientras',
  'wahrend',
  'mentre',
  'enquanto',
]);
/** Determiners and a count before a subject noun ("meine Schwester", "due amici", "a minha irmã"). */
const SUBJECT_REACH = 3;

/** A party that changes within the trip: the clause that says so and, when someone joins, how many join and where the clause lies. */
export interface PartyChange {
  text: string;
  /** Token span of the change's own words, from its subject to the clause's end. */
  start: number;
  end: number;
  /** People who join part-way (null when the words do not say how many); 0 when people leave before the others. */
  joining: number | null;
  /** Whether those who join are adults or children, by their noun ("my brother", "nos enfants"); null when it does not say. */
  joiningClass: 'adult' | 'child' | null;
}

/**
 * A party that changes within the trip: someone named by a person noun joins for part of it ("my brother joins for the
 * second week", "si aggiungono due amici dal 10", "mi novia se une la última semana") or leaves before the others ("the
 * kids fly home after Whistler", "les enfants rentrent après cinq jours", "a minha irmã só fica até dia 10 e volta"). The
 * party is the largest that travels, so those who join are added to it, those who leave are counted, and the change is reported.
 * A clause needs all three: a person noun, a verb of joining or of leaving, and a word that bounds the time (an ordinal
 * part, "then", "until", "after N days" or after a named stop, "earlier").
 */
export function partyChange(text: string, toks: readonly Tok[], lang: Lang): PartyChange | null {
  for (const [start, end] of clauses(toks, lang)) {
    let part = false;
    for (let k = start; k < end && !part; k++) part = partAt(toks, k, lang);
    if (!part) continue;
    for (let k = start; k < end; k++) {
      if (!changeVerb(toks, k, end)) continue;
      const subject = otherSubject(toks, k, start, end, lang);
      if (subject < 0) continue;
      const leaves = LEAVE.test(toks[k]?.w ?? '') || GO.test(toks[k]?.w ?? '');
      // The change's own words run from its subject's determiners ("mes parents", "due amici") to the clause's end.
      let from = Math.min(subject, k);
      while (from > start && from > Math.min(subject, k) - SUBJECT_REACH && toks[from - 1]?.kind !== 'punct' && !LINKS.has(toks[from - 1]?.w ?? '')) from--;
      return {
        text: text.slice(toks[start]?.start ?? 0, toks[end - 1]?.end ?? text.length),
        start: from,
        end,
        joining: leaves ? 0 : peopleAt(toks, subject, lang),
        joiningClass: leaves ? null : classAt(toks, subject),
      };
    }
  }
  return null;
}
