import { PUNCT, SENTENCE } from './clause-words.js';
import type { Lang } from './language.js';
import type { Tok } from './tokens.js';

/**
 * A place inside a relative clause whose head is ruled out is ruled out with it: "any itinerary except the one that goes
 * through Peru", "tout sauf celui qui passe par le Chili", "cualquiera menos el que va a Argentina", "alles außer der, die
 * über Wien führt", "tutto tranne quello che passa per la Grecia", "qualquer roteiro menos o que vai pra Argentina". The head
 * is a pronoun standing for the thing refused (no noun of its own), right after the exclusion; the relative pronoun
 * follows it, and the clause runs to the place. The place's own cue ("through", "pra") says how the refused thing reaches
 * it, not where the trip goes.
 */
const HEADS: Record<Lang, ReadonlySet<string>> = {
  en: new Set(['one', 'ones', 'those', 'that']),
  fr: new Set(['celui', 'celle', 'ceux', 'celles']),
  es: new Set(['el', 'la', 'los', 'las', 'lo', 'aquel', 'aquella', 'aquellos', 'aquellas']),
  de: new Set(['der', 'die', 'das', 'den', 'dem', 'diejenige', 'denjenigen', 'dasjenige']),
  it: new Set(['quello', 'quella', 'quelli', 'quelle', 'ciò']),
  pt: new Set(['o', 'a', 'os', 'as', 'aquele', 'aquela', 'aqueles', 'aquelas']),
};
const RELATIVES: Record<Lang, ReadonlySet<string>> = {
  en: new Set(['that', 'which', 'who', 'where']),
  fr: new Set(['qui', 'que', "qu'", 'ou']),
  es: new Set(['que', 'donde']),
  de: new Set(['der', 'die', 'das', 'welcher', 'welche', 'welches', 'wo']),
  it: new Set(['che', 'dove']),
  pt: new Set(['que', 'onde']),
};
/** An article before an English head ("except the one that"). */
const HEAD_ARTICLES = new Set(['the']);
/** How far a relative clause may run from its pronoun to the place in it. */
const CLAUSE_REACH = 8;

/**
 * Whether the place at token `first` is inside a relative clause headed by a pronoun that an exclusion ending right before
 * it refuses. `excludedEndsAt(k)` tells whether an exclusion phrase ends at token k.
 */
export function inRuledOutRelative(toks: readonly Tok[], first: number, lang: Lang, excludedEndsAt: (k: number) => boolean): boolean {
  for (let rel = first - 1; rel >= Math.max(1, first - CLAUSE_REACH); rel--) {
    const w = toks[rel]?.w ?? '';
    if (PUNCT.has(w) || SENTENCE.has(w)) return false;
    if (!RELATIVES[lang].has(w)) continue;
    // German sets the relative clause off with a comma ("außer der, die über Wien führt").
    const head = toks[rel - 1]?.w === ',' ? rel - 2 : rel - 1;
    if (!HEADS[lang].has(toks[head]?.w ?? '')) continue;
    const start = HEAD_ARTICLES.has(toks[head - 1]?.w ?? '') ? head - 1 : head;
    if (excludedEndsAt(start)) return true;
  }
  return false;
}
