import type { Lang } from './language.js';
import { numberAt } from './numbers.js';
import { OR } from './or-words.js';
import type { PartyReading } from './party.js';
import type { Tok } from './tokens.js';

/**
 * Whether the party read is in doubt: its size given as a choice of two close counts ("4 or 5 of us", "6 ou 7 adultes",
 * "4 oder 5 Leute"), someone whose coming is left open ("my mother-in-law might come along"), or counted parts that
 * disagree with the stated total ("3 adults and 2 kids, 4 people in total").
 * The count read is kept, and the doubt is reported, so the answer is not complete. Returns the words in doubt.
 */
/** How far apart the two counts of a choice may be ("4 or 5", "10 or 12"); further apart they are no party size. */
const CLOSE = 3;

export function partyDoubt(text: string, toks: readonly Tok[], lang: Lang, party: PartyReading): string | null {
  if (party.open) return text.slice(party.open.start, party.open.end);
  const spans = party.spans;
  if (spans.length === 0) return null;
  const inParty = (t: Tok | undefined) => t !== undefined && spans.some((s) => t.start < s.end && t.end > s.start);
  for (let i = 0; i < toks.length; i++) {
    const a = numberAt(toks, i, lang);
    if (!a || !OR.has(toks[a.end]?.w ?? '')) continue;
    const b = numberAt(toks, a.end + 1, lang);
    if (!b || b.value <= a.value || b.value - a.value > CLOSE || !Number.isInteger(a.value) || !Number.isInteger(b.value)) continue;
    // The choice is the party's when either count, or the word after it, was read as the party.
    if ([i, a.end + 1, b.end].some((k) => inParty(toks[k]))) return text.slice(toks[i]?.start ?? 0, toks[b.end - 1]?.end ?? 0);
  }
  if (party.parts_disagree) return text.slice(spans[0]?.start ?? 0, spans[spans.length - 1]?.end ?? 0);
  return null;
}
