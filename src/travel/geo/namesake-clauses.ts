import type { Catalog } from './catalog.js';
import type { Token } from './normalize.js';
import { candidatesFor, qualifiedCandidates } from './resolve.js';
import type { Candidate } from './score.js';

/**
 * A name several places bear, settled by clauses after it that point back to it: "Portland, the one in Maine, not the one in
 * Oregon", "Córdoba, la de Argentina, no la de España", "Valence, celle d'Espagne, pas celle de la Drôme", "Santiago, o do
 * Chile, não o de Compostela", "Valencia (Venezuela, no España)". A clause is a word for "the one" (a pronoun, or an article
 * standing for the name), a preposition and a country or state holding some of the name's readings; a negation before it
 * sets those readings aside instead of choosing them. The clauses only locate the name: their places are no place of the
 * trip, and the negated one is no place refused.
 */
const HEADS = ['the one', 'one', 'celle', 'celui', 'la', 'el', 'quella', 'quello', 'a', 'o', 'aquela', 'aquele', 'die', 'der', 'das'].map(words);
const LINKS = [
  'in the',
  'in',
  'from',
  'en',
  'de la',
  'de',
  'd',
  'du',
  'del',
  'do',
  'da',
  'di',
  'della',
  'dello',
  'in der',
  'im',
  'aus',
  'em',
  'no',
  'na',
  'nel',
  'nella',
].map(words);
const NEGATIONS = ['but not', 'not', 'no', 'mais pas', 'pas', 'non', 'pero no', 'aber nicht', 'nicht', 'ma non', 'mas nao', 'nao', 'nem'].map(words);
/** What may stand between the name, or the clause before, and a clause. */
const SEPARATORS = new Set(['', ',', '(', '-', '–', '—']);
/** How many clauses may follow one name, and how many words a country or state's name may have. */
const MAX_CLAUSES = 3;
const MAX_QUALIFIER_WORDS = 3;

function words(phrase: string): string[] {
  return phrase.split(' ');
}

/** The length of the first phrase of `table` written at token `at`, or 0. */
function phraseAt(tokens: readonly Token[], at: number, table: readonly string[][]): number {
  const hit = table.find((ws) => ws.every((w, k) => tokens[at + k]?.norm === w));
  return hit?.length ?? 0;
}

/**
 * The place written at token `at` after a clause's preposition, as the head's readings it picks out and the token after it:
 * the readings inside a country or state ("the one in Maine"), or, when `named` allows it, any place at all ("pas celle de la
 * Drôme") and the head's own longer name ("não o de Compostela" is Santiago de Compostela).
 */
function qualifierAt(cat: Catalog, tokens: readonly Token[], headKey: string, at: number, linkKey: string, named: boolean): Clarified | undefined {
  for (let len = MAX_QUALIFIER_WORDS; len >= 1; len--) {
    const q = tokens.slice(at, at + len);
    if (q.length < len) continue;
    const key = q.map((t) => t.norm).join(' ');
    const candidates = qualifiedCandidates(cat, headKey, key);
    if (candidates.length) return { candidates, end: at + len };
    if (!named) continue;
    const longer = candidatesFor(cat, `${headKey} ${linkKey} ${key}`, false);
    if (longer.length || candidatesFor(cat, key, false).length) return { candidates: longer, end: at + len };
  }
  return undefined;
}

export interface Clarified {
  candidates: Candidate[];
  end: number;
}

/**
 * The readings of the name whose words end at token `at` left by the clauses after it, and the token after the last clause,
 * or undefined when no clause follows. `qualified` says a qualifier was already read right after the name ("Valencia
 * (Venezuela"), after which a negated country alone is a clause ("no España").
 */
export function clarifiedReadings(
  cat: Catalog,
  tokens: readonly Token[],
  source: string,
  headKey: string,
  at: number,
  candidates: readonly Candidate[],
  qualified: boolean,
): Clarified | undefined {
  let readings = [...candidates];
  let read = qualified;
  let end = at;
  for (let n = 0; n < MAX_CLAUSES; n++) {
    const gap = source.slice(tokens[end - 1]?.end ?? 0, tokens[end]?.start ?? 0).trim();
    if (!SEPARATORS.has(gap)) break;
    let j = end;
    const negated = phraseAt(tokens, j, NEGATIONS);
    j += negated;
    const head = phraseAt(tokens, j, HEADS);
    j += head;
    const link = head ? phraseAt(tokens, j, LINKS) : 0;
    if ((head === 0 || link === 0) && !(negated && head === 0 && read)) break;
    const linkKey = tokens
      .slice(j, j + link)
      .map((t) => t.norm)
      .join(' ');
    const q = qualifierAt(cat, tokens, headKey, j + link, linkKey, negated > 0 && head > 0);
    if (!q) break;
    const inside = new Set(q.candidates.map((c) => c.place.id));
    // A clause that chooses reads among all the name's readings, as a written qualifier does; one that sets aside keeps the rest.
    const kept = negated ? readings.filter((c) => !inside.has(c.place.id)) : q.candidates;
    if (kept.length === 0) break;
    readings = kept;
    end = q.end;
    read = true;
  }
  return end > at ? { candidates: readings, end } : undefined;
}
