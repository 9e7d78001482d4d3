import type { Catalog } from './catalog.js';
import { countryOfAdjective } from './country-adjectives.js';
import type { Token } from './normalize.js';
import { candidatesFor, qualifiedCandidates } from './resolve.js';
import type { Candidate } from './score.js';

/**
 * A name several places bear, settled by clauses after it that point back to it: "Portland, the one in Maine, not the one in
 * Oregon", "Córdoba, la de Argentina, no la de España", "Valence, celle d'Espagne, pas celle de la Drôme", "Santiago, o do
 * Chile, não o de Compostela", "Valencia (Venezuela, no España)". A clause is a word for "the one" (a pronoun, or an article
 * standing for the name), a preposition and a country or state holding some of the name's readings; a negation before it
 * sets those readings aside instead of choosing them. The clauses only locate the name: their places are no place of the
 * trip, and the negated one is no place refused. A clause may also name the place's country or state before a word for "one"
 * or "town", as an adjective or a noun: "Kingston (the Jamaican one)", "Perth, the Aberdeenshire one", "Córdoba, la argentina",
 * "Perth, dem australischen", "Valencia (die venezolanische Stadt)", "Cambridge, a americana".
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
/** Articles and pronouns before a country's adjective that stands for the name ("the Jamaican one", "la argentina", "dem australischen"). */
const ARTICLES = ['the', 'la', 'el', 'le', 'lo', 'quella', 'quello', 'a', 'o', 'die', 'der', 'das', 'dem', 'den', 'celle', 'celui'].map(words);
/** Words for "one", "city" or "town" after such an adjective: "the Scottish one", "die venezolanische Stadt", "la ville canadienne". */
const ONES = ['one', 'city', 'town', 'ville', 'ciudad', 'citta', 'cidade', 'stadt'].map(words);
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

/**
 * The head's readings an article's clause locates by an adjective or a name of their country or state ("the Jamaican one",
 * "the Texas one", "la argentina"), and the token after the clause; undefined when no such clause starts at `at`.
 */
function adjectiveClauseAt(cat: Catalog, tokens: readonly Token[], headKey: string, at: number, lang: string): Clarified | undefined {
  const article = phraseAt(tokens, at, ARTICLES);
  if (article === 0) return undefined;
  const after = (end: number) => end + phraseAt(tokens, end, ONES);
  for (let len = MAX_QUALIFIER_WORDS; len >= 1; len--) {
    const q = tokens.slice(at + article, at + article + len);
    if (q.length < len) continue;
    const key = q.map((t) => t.norm).join(' ');
    const named = qualifiedCandidates(cat, headKey, key);
    const end = at + article + len;
    // A place's own name needs its word for "one" after it ("the Texas one"): "Paris, the Louvre" names no state.
    if (named.length && after(end) > end) return { candidates: named, end: after(end) };
  }
  const word = tokens[at + article];
  const code = word ? countryOfAdjective(word.norm, lang, true) : undefined;
  if (!code) return undefined;
  const inside = candidatesFor(cat, headKey).filter((c) => c.place.type !== 'country' && c.place.country === code);
  return inside.length
    ? { candidates: inside.map((c) => ({ ...c, bonus: 1, note: `said to be the ${word?.raw} one` })), end: after(at + article + 1) }
    : undefined;
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
  lang: string,
): Clarified | undefined {
  let readings = [...candidates];
  let read = qualified;
  let end = at;
  for (let n = 0; n < MAX_CLAUSES; n++) {
    const gap = source.slice(tokens[end - 1]?.end ?? 0, tokens[end]?.start ?? 0).trim();
    if (!SEPARATORS.has(gap)) break;
    const negated = phraseAt(tokens, end, NEGATIONS);
    const q = adjectiveClauseAt(cat, tokens, headKey, end + negated, lang) ?? linkedClauseAt(cat, tokens, headKey, end + negated, negated > 0, read);
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

/**
 * A clause of a word for "the one" and a preposition ("the one in Maine", "celle de la Drôme") starting at token `at`; after
 * a negation, once the name is located, a place alone ("no España").
 */
function linkedClauseAt(cat: Catalog, tokens: readonly Token[], headKey: string, at: number, negated: boolean, read: boolean): Clarified | undefined {
  const head = phraseAt(tokens, at, HEADS);
  const link = head ? phraseAt(tokens, at + head, LINKS) : 0;
  if ((head === 0 || link === 0) && !(negated && head === 0 && read)) return undefined;
  const linkKey = tokens
    .slice(at + head, at + head + link)
    .map((t) => t.norm)
    .join(' ');
  return qualifierAt(cat, tokens, headKey, at + head + link, linkKey, negated && head > 0);
}
