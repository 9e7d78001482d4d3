/**
 * What an option says it does not do, read from its limitations: the words a negation governs to
 * the end of its clause ("no booking, no live rates, no live fares", "does not search the live
 * web") and the subject of a clause that denies it is handled ("fares are never verified by this recipe",
 * "macros (VBA) are out of scope"; "activity is not quality" only compares). A query asking for one of these is a near miss: the option
 * names the thing only to rule it out.
 */
const NEGATED = /\b(?:not|no|never|cannot|without)\b([^;:.()]*)/gi;
const DENIAL = /\b(?:is|are)\s+(?:(?:never|not)\s+[a-z]+ed|out of scope)\b/i;

/** The subject of a clause that denies it is handled: the words before the denial. */
const deniedSubject = (clause: string): string => {
  const at = clause.search(DENIAL);
  return at < 0 ? '' : clause.slice(0, at).trim();
};

export function limitClauses(limitations: readonly string[]): string[] {
  return limitations.flatMap((limit) => [...[...limit.matchAll(NEGATED)].map((m) => m[1] ?? ''), ...limit.split(/[;:,]/).map(deniedSubject)]);
}
