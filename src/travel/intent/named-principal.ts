import { isGivenName } from '../geo/people.js';
import { DETERMINERS, FOR, isCountedHead, KIN, WITH, WRITERS_OWN } from './party-words.js';
import { titledPeople } from './person-names.js';
import type { Lang } from './language.js';
import { numberAt } from './numbers.js';
import type { Tok } from './tokens.js';

/** Words that join a companion to the principal ("Ms Delacroix and her husband", "Giulia e il compagno", "Sr. López y su marido"). */
const JOINS = new Set(['and', '&', '+', 'et', 'y', 'und', 'e']);
/** What may stand before a principal heading its clause: nothing, a clause's end, a label's colon, "for". */
const OPENERS = new Set(['.', ',', ':', ';', '!', '?', '\n', '(']);
/** Articles some languages put before a person's name or title ("A Dona Fernanda", "Il signor Bianchi", "La Sra. Ruiz"). */
const NAME_ARTICLES = new Set(['a', 'o', 'la', 'il', 'el', 'der', 'die', 'le', 'the']);
/** Ends of the clause the principal heads. */
const CLAUSE_END = new Set(['.', ';', '!', '?', '\n']);
const REACH = 14;

/** Where a titled person's or a given name's run starting at token i ends, or undefined. */
function nameEnd(toks: readonly Tok[], i: number, titled: ReadonlyMap<number, number>): number | undefined {
  const end = titled.get(i);
  if (end !== undefined) return end;
  const t = toks[i];
  return t?.kind === 'word' && t.cap && isGivenName(t.w) && !KIN.has(t.w) ? i + 1 : undefined;
}

/** A companion of someone else's at token k: a relative or people counted, after a third person's possessive or an article. */
function companionAt(toks: readonly Tok[], k: number, lang: Lang): boolean {
  let j = k;
  while (j < k + 3 && DETERMINERS.has(toks[j]?.w ?? '')) {
    if (WRITERS_OWN.has(toks[j]?.w ?? '')) return false;
    j++;
  }
  // A count or a describing word may stand before the noun ("ihren beiden Enkeln", "his two young sons").
  for (const stop = j + 3; j < stop && toks[j]?.kind !== 'punct'; j = numberAt(toks, j, lang)?.end ?? j + 1) {
    // "sa petite-fille": a relative's noun written in hyphenated parts.
    const w = toks[j + 1]?.w === '-' ? `${toks[j]?.w ?? ''}-${toks[j + 2]?.w ?? ''}` : (toks[j]?.w ?? '');
    if (KIN.has(w) || isCountedHead(w, lang)) return true;
  }
  return false;
}

/**
 * A relayed request's principal, named by a title and name or by a given name, heading the clause that says who travels
 * with them: "Ms Delacroix and her husband", "Giulia e il compagno partono", "Frau Keller möchte mit ihren beiden Enkeln",
 * "A Dona Fernanda vai viajar com o neto". The principal is one adult whose companions are theirs. Returns where the name
 * ends. A name after "with" or joined to the writer ("Marta and I") is a companion of the writer's, and is left alone.
 */
export function namedPrincipalAt(toks: readonly Tok[], i: number, lang: Lang, titled: ReadonlyMap<number, number>): number | undefined {
  const end = nameEnd(toks, i, titled);
  if (end === undefined) return undefined;
  const before = NAME_ARTICLES.has(toks[i - 1]?.w ?? '') ? i - 2 : i - 1;
  const opener = toks[before];
  if (opener !== undefined && !OPENERS.has(opener.w) && !FOR.has(opener.w)) return undefined;
  if (JOINS.has(toks[end]?.w ?? '') && companionAt(toks, end + 1, lang)) return end;
  for (let k = end; k < Math.min(toks.length, end + REACH); k++) {
    const w = toks[k]?.w ?? '';
    if (CLAUSE_END.has(w) || JOINS.has(w)) return undefined;
    if (WITH.has(w) && companionAt(toks, k + 1, lang)) return end;
  }
  return undefined;
}

/** The titled people of a request that no greeting addresses, by where their title starts. */
export const titledHeads = (toks: readonly Tok[]): ReadonlyMap<number, number> =>
  new Map(
    titledPeople(toks)
      .filter((p) => !p.greeted)
      .map((p) => [p.at, p.end]),
  );
