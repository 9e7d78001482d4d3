import { DETERMINERS, WRITERS_OWN } from './party-words.js';
import type { Tok } from './tokens.js';

/**
 * Prepositions that take a share of a group after a count, and the articles they contract with ("4 of the lads", "trois des
 * copains", "dos de mis primas", "zwei aus meinem Verein", "due delle mie amiche", "três dos meus amigos").
 */
const PART_OF = new Set(['of', 'de', 'von', 'aus', 'unter', 'di', 'among']);
const PART_OF_THE = new Set(['des', 'del', 'dei', 'degli', 'delle', 'della', 'dello', 'do', 'dos', 'da', 'das']);
/** German genitives that take the share without a preposition ("drei meiner Kumpels", "zwei der Jungs"). */
const GENITIVE_PART = new Set(['meiner', 'unserer', 'seiner', 'ihrer', 'der']);

export interface Share {
  /** The token after the share's words: the group's noun. */
  head: number;
  /** The group is the writer's own ("of my", "de mis", "meiner", "unserer", "aus meinem"). */
  mine: boolean;
}

/**
 * A count's share of a group at token k, right after the count: a preposition of parts with at least one article or
 * possessive, or one contracted with its article, or a German genitive. "2 de julio" and "3 of 5" are no share.
 */
export function shareAt(toks: readonly Tok[], k: number): Share | undefined {
  const w = toks[k]?.w ?? '';
  const contracted = PART_OF_THE.has(w) || GENITIVE_PART.has(w);
  if (!contracted && !PART_OF.has(w)) return undefined;
  let j = k + 1;
  while (j < k + 3 && DETERMINERS.has(toks[j]?.w ?? '')) j++;
  if (j === k + 1 && !contracted) return undefined;
  const mine = toks.slice(k, j).some((t) => WRITERS_OWN.has(t.w));
  return toks[j]?.kind === 'word' ? { head: j, mine } : undefined;
}
