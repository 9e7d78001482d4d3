import { STATEMENT_END } from './sentences.js';
import { OR } from './or-words.js';
import type { Tok } from './tokens.js';

/** "Both" in the six languages, as a word of its own ("or both", "oder beides", "o entrambi", "ou ambos"). */
const BOTH = new Set(['both', 'beides', 'beide', 'ambos', 'ambas', 'entrambi', 'entrambe', 'ambedue']);
/** "Two" that means "both" only after its article ("les deux", "los dos", "os dois", "tutti e due"), not in "o dos días". */
const BOTH_AFTER_ARTICLE = new Set(['deux', 'dos', 'dois', 'duas', 'due']);
const BOTH_ARTICLES = new Set(['les', 'los', 'las', 'os', 'as', 'e']);
/** How far after the place the taking back may come ("Lyon rather than Nice, or maybe both if we can"). */
const REACH = 8;
/** How many words may stand between "or" and "both" ("or maybe both", "ou même les deux", "oder vielleicht auch beides"). */
const BETWEEN = 3;

const bothAt = (toks: readonly Tok[], k: number): boolean => {
  const w = toks[k]?.w ?? '';
  return BOTH.has(w) || (BOTH_AFTER_ARTICLE.has(w) && BOTH_ARTICLES.has(toks[k - 1]?.w ?? ''));
};

/**
 * Whether the writer takes back a comparison or a choice just made by offering both places ("plutôt Lyon que Marseille, ou
 * les deux", "Lisbon rather than Porto, or maybe both", "lieber Prag als Wien, oder beides"): "or" then "both" after the
 * place ending at `last`, in its sentence. The place set against the other then stays a place to go.
 */
export function bothKept(toks: readonly Tok[], last: number): boolean {
  for (let k = last; k < Math.min(toks.length, last + REACH); k++) {
    if (STATEMENT_END.has(toks[k]?.w ?? '')) return false;
    if (!OR.has(toks[k]?.w ?? '')) continue;
    for (let j = k + 1; j <= k + 1 + BETWEEN && j < toks.length; j++) if (bothAt(toks, j)) return true;
  }
  return false;
}
