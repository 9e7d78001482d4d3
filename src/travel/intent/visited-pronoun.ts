import type { Tok } from './tokens.js';

/**
 * A relative named first and visited later, in the same sentence or the next, through a pronoun: "mi viejo quiere que lo visitemos", "our son
 * is on exchange in Boston and we want to visit him", "mein Sohn ... wir wollen ihn besuchen", "ma fille est à Lyon, on va la
 * voir", "mia figlia ... andiamo a trovarla", "a minha mãe ... vamos visitá-la". The pronoun agrees in number with the relative.
 */

/** Verbs of visiting, in the forms a pronoun object stands beside or is written onto. */
const VISIT_VERB =
  /^(?:visit|visiting|see|seeing|voir|visiter|rendre|ver|visitar|visitemos|visitamos|visitarlo|visitarla|visitarlos|visitarlas|verlo|verla|verlos|verlas|besuchen|besuche|besucht|trovare|trovarlo|trovarla|trovarli|trovarle|visitare|visitarli|visitarle|rever|visita|visitam|visitaremos|revoir)$/;
/** Romance clitics of one person and of several, right before the verb ("lo visitemos", "la voir", "li trovo"). */
const CLITIC_ONE = new Set(['lo', 'la', 'le', 'lui']);
const CLITIC_SEVERAL = new Set(['los', 'las', 'les', 'li', 'leur']);
/** German object pronouns, which may stand a few words before the verb at the clause's end ("wir wollen ihn im Mai besuchen"). */
const GERMAN_ONE = new Set(['ihn', 'ihm']);
const GERMAN_SEVERAL = new Set(['sie']);
const GERMAN_REACH = 5;
/** Enclitic pronouns written onto the verb ("verla", "trovarli") or after a hyphen ("visitá-la"). */
const ENCLITIC_ONE = /(?:lo|la)$/;
const ENCLITIC_SEVERAL = /(?:los|las|li)$/;
/** What may follow an English pronoun object: a pause or a preposition, not the noun of a possessive ("visit her parents"). */
const AFTER_OBJECT = new Set(['in', 'at', 'for', 'on', 'during', 'over', 'this', 'next', 'and', 'before', 'after', 'when', 'while', 'there', 'again']);
const SENTENCE_END = new Set(['.', '!', '?', ';']);

function objectBefore(toks: readonly Tok[], from: number, verb: number, several: boolean): boolean {
  if ((several ? CLITIC_SEVERAL : CLITIC_ONE).has(toks[verb - 1]?.w ?? '')) return true;
  const german = several ? GERMAN_SEVERAL : GERMAN_ONE;
  for (let k = verb - 1; k >= Math.max(from, verb - GERMAN_REACH); k--) if (german.has(toks[k]?.w ?? '')) return true;
  return false;
}

function objectAfter(toks: readonly Tok[], verb: number, several: boolean): boolean {
  const w = toks[verb + 1]?.w ?? '';
  if (w === '-') return (several ? ENCLITIC_SEVERAL : ENCLITIC_ONE).test(toks[verb + 2]?.w ?? '') && (toks[verb + 2]?.w.length ?? 0) <= 3;
  if (several ? w !== 'them' : w !== 'him' && w !== 'her') return false;
  const next = toks[verb + 2];
  return next === undefined || next.kind !== 'word' || AFTER_OBJECT.has(next.w);
}

/** Sentences a pronoun may reach back over to its relative: its own and the next ("Mein Sohn ist in Atlanta. Wir wollen ihn besuchen"). */
const SENTENCES_REACHED = 2;

/** Whether the words after a relative (ending at `end`) visit them through a pronoun that agrees with them. */
export function visitedByPronoun(toks: readonly Tok[], end: number, several: boolean): boolean {
  let ends = 0;
  for (let k = end; k < toks.length; k++) {
    const w = toks[k]?.w ?? '';
    if (SENTENCE_END.has(w) && ++ends === SENTENCES_REACHED) return false;
    if (!VISIT_VERB.test(w)) continue;
    if ((several ? ENCLITIC_SEVERAL : ENCLITIC_ONE).test(w)) return true;
    if (objectAfter(toks, k, several) || objectBefore(toks, end, k, several)) return true;
  }
  return false;
}
