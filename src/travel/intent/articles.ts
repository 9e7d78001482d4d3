import type { Tok } from './tokens.js';

/** The indefinite articles of the six languages ("a week", "une semaine", "eine Woche"). */
export const INDEFINITE_ARTICLES: ReadonlySet<string> = new Set([
  'a',
  'an',
  'un',
  'une',
  'uno',
  'una',
  "un'",
  'um',
  'uma',
  'ein',
  'eine',
  'einen',
  'einem',
  'einer',
]);

/** The definite articles of the six languages, with "a" (Portuguese "the", but also "to" in four languages). */
export const ARTICLES: ReadonlySet<string> = new Set("the la le les el los las l' o os as der die das den dem il lo gli i a".split(' '));

/** The token before a place, articles skipped ("do Porto", "de la Rochelle"): where its governing word stands. "a" is never skipped: it is also a direction word ("a Madrid"). */
export function wordBeforeArticles(toks: readonly Tok[], first: number): number {
  let k = first - 1;
  while (k > 0 && ARTICLES.has(toks[k]?.w ?? '') && toks[k]?.w !== 'a') k--;
  return k;
}
