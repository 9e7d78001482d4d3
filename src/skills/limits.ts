/**
 * What an option says it does not do, read from its limitations: the words a negation governs to
 * the end of its clause ("no booking, no live rates, no live fares", "does not search the live
 * web") and the subject of a clause that denies it is handled ("fares are never verified by this recipe",
 * "macros (VBA) are out of scope"; "activity is not quality" only compares). A query asking for one of these is a near miss: the option
 * names the thing only to rule it out.
 */
const NEGATED = /\b(?:not|no|never|cannot|without)\b([^;:.()]*)/gi;
const DENIED_SUBJECT = /(?:^|[;:,]\s*)([^;:,]*?)\s+(?:\([^)]*\)\s+)?(?:is|are)\s+(?:(?:never|not)\s+[a-z]+ed|out of scope)\b/gi;

export function limitClauses(limitations: readonly string[]): string[] {
  return limitations.flatMap((limit) => [...limit.matchAll(NEGATED), ...limit.matchAll(DENIED_SUBJECT)].map((m) => m[1] ?? ''));
}
