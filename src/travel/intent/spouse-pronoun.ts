import type { Tok } from './tokens.js';

/** Irish and Scottish English name the spouse "herself" or "himself" beside the writer ("myself and herself", "himself and me"). */
const SPOUSE_PRONOUNS = new Set(['herself', 'himself']);
/** The writer in the first person, as that speech names them ("meself" included). */
const FIRST_PERSON = new Set(['i', 'me', 'myself', 'meself']);
const JOINS = new Set(['and', '&', '+', 'n', 'an']);

/**
 * Whether token i is "herself" or "himself" joined straight to the writer: then it names the writer's spouse, one adult, not
 * the writer ("herself and two kids" in a relayed request is the principal, and "for herself" a reflexive).
 */
export function spousePronoun(toks: readonly Tok[], i: number): boolean {
  if (!SPOUSE_PRONOUNS.has(toks[i]?.w ?? '')) return false;
  const joinedTo = (join: number, self: number) => JOINS.has(toks[join]?.w ?? '') && FIRST_PERSON.has(toks[self]?.w ?? '');
  return joinedTo(i - 1, i - 2) || joinedTo(i + 1, i + 2);
}
