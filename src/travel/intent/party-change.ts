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
    'primera primer segunda ultima ultimos antes luego ' +
    'erste ersten zweite zweiten letzte letzten spater fruher dann vorher zuerst nur ' +
    'prima primo seconda secondo ultima ultimi poi dal dalla ' +
    'primeira primeiro segunda ultimos antes'
  ).split(' '),
);
/** "after five days", "après 5 jours", "depois de 3 dias": "after" bounds the time with a count; "after that" is the trip's end. */
const AFTER = new Set(['after', 'apres', 'despues', 'nach', 'dopo', 'depois']);
const partAt = (toks: readonly Tok[], k: number, lang: Lang) =>
  PART.has(toks[k]?.w ?? '') || (AFTER.has(toks[k]?.w ?? '') && [k + 1, k + 2].some((j) => toks[j]?.kind === 'num' || numberAt(toks, j, lang) !== undefined));
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

/** A person noun as the verb's subject: right before it ("the kids fly home", "a minha mãe volta") with no self word beside it, or right after it. */
function otherSubject(toks: readonly Tok[], verb: number, start: number, end: number): boolean {
  let k = verb - 1;
  while (k > start && BETWEEN.has(toks[k]?.w ?? '')) k--;
  if (k >= start && personAt(toks, k)) return !toks.slice(Math.max(start, k - 3), k).some((t) => SELF.has(t.w));
  for (let j = verb + 1; j < Math.min(end, verb + 1 + AFTER_REACH); j++) {
    if (personAt(toks, j)) return true;
    if (toks[j]?.kind === 'punct') return false;
  }
  return false;
}

function clauses(toks: readonly Tok[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let start = 0;
  for (let k = 0; k <= toks.length; k++) {
    if (k === toks.length || CLAUSE_END.has(toks[k]?.w ?? '')) {
      if (k > start) out.push([start, k]);
      start = k + 1;
    }
  }
  return out;
}

/**
 * A party that changes within the trip: someone named by a person noun joins for part of it ("my brother joins for the
 * second week", "si aggiungono due amici dal 10", "mi novia se une la última semana") or leaves before the others ("the
 * kids fly home first", "les enfants rentrent après cinq jours", "a minha mãe volta antes"). No one number of travellers
 * holds for the whole trip, so the count read is kept and the change is reported. A clause needs all three: a person
 * noun, a verb of joining or of leaving, and a word that bounds the time (an ordinal part, "then", "after N days",
 * "earlier"). Returns the clause's words, or null.
 */
export function partyChange(text: string, toks: readonly Tok[], lang: Lang): string | null {
  for (const [start, end] of clauses(toks)) {
    let part = false;
    for (let k = start; k < end && !part; k++) part = partAt(toks, k, lang);
    if (!part) continue;
    for (let k = start; k < end; k++)
      if (changeVerb(toks, k, end) && otherSubject(toks, k, start, end)) return text.slice(toks[start]?.start ?? 0, toks[end - 1]?.end ?? text.length);
  }
  return null;
}
