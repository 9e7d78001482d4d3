import type { RoledMention } from './place-mentions.js';
import { VISA } from './requirements.js';
import { asideWhenTripGoesElsewhere, sameSpot } from './role-context.js';
import type { Tok } from './tokens.js';

/**
 * A country named for an entry document is about the traveller's papers, not a place to go: "no tenemos visa de Estados
 * Unidos", "we hold a US visa", "un visa pour les États-Unis", "ein Visum für die USA", "il visto per gli Stati Uniti", "o
 * visto americano para os EUA". The document word stands right after the place, or before it with "of"/"for" words and
 * articles between them.
 */
const BETWEEN = new Set([
  ...['of', 'for', 'the', 'to', 'de', 'du', 'des', 'pour', 'les', 'le', 'la', 'l', 'para', 'los', 'las', 'el', 'fur', 'die', 'den', 'nach'],
  ...['per', 'gli', 'il', 'lo', 'i', 'di', 'dos', 'das', 'do', 'da', 'os', 'as', 'o', 'a'],
]);
const BETWEEN_REACH = 3;

function namedForDocument(toks: readonly Tok[], first: number, last: number): boolean {
  if (VISA.has(toks[last]?.w ?? '')) return true;
  for (let k = first - 1; k >= Math.max(0, first - 1 - BETWEEN_REACH); k--) {
    const w = toks[k]?.w ?? '';
    if (VISA.has(w)) return true;
    if (!BETWEEN.has(w)) return false;
  }
  return false;
}

/** The places to go that only name an entry document's country, when the trip goes somewhere else (not to that country). */
export function documentCountries(toks: readonly Tok[], out: readonly RoledMention[]): RoledMention[] {
  const named = out.filter((r) => r.role === 'destination' && namedForDocument(toks, r.first, r.last));
  return asideWhenTripGoesElsewhere(out, named).filter((r) => !out.some((g) => g.role === 'destination' && !named.includes(g) && sameSpot(g, r)));
}
