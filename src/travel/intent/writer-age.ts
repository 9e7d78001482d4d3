import type { Lang } from './language.js';
import type { Tok } from './tokens.js';

/**
 * The writer's own age as they state it ("I'm 68", "I am 70 years old", "j'ai 66 ans", "tengo 70 años", "ich bin 72", "ho 69
 * anni", "tenho 67 anos"), which tells how old the writer's sons and daughters probably are.
 */

/** The words before the number by which the writer states their age, per language. */
const OWN_AGE: Record<Lang, ReadonlyArray<readonly string[]>> = {
  en: [["i'm"], ['im'], ['i', 'am']],
  fr: [["j'", 'ai']],
  es: [['tengo']],
  de: [['ich', 'bin']],
  it: [['ho']],
  pt: [['tenho']],
};
/** Words of years after the age. */
const YEAR_WORDS = new Set(['year', 'years', 'yrs', 'ans', 'anos', 'anni', 'jahre']);
/** Languages whose verb is "to have": the number is an age only with its year word ("tengo 3 hijos" states none). */
const HAVE_VERB = new Set<Lang>(['fr', 'es', 'it', 'pt']);
/** What may close a bare age after "I'm" or "ich bin": a pause or "and" ("I'm 71 and…"), not a unit ("I'm 5 minutes away"). */
const CLOSES = new Set([',', '.', ';', '!', '?', '-', ')', 'and', 'und', '&']);
const OLDEST = 110;
const YOUNGEST_WRITER = 18;

const saysAt = (toks: readonly Tok[], words: readonly string[], k: number) => words.every((w, j) => toks[k + j]?.w === w);

/** The age the writer states for themselves, or null. */
export function writerAge(toks: readonly Tok[], lang: Lang): number | null {
  for (let i = 0; i < toks.length; i++) {
    const lead = OWN_AGE[lang].find((words) => saysAt(toks, words, i));
    const at = i + (lead?.length ?? 0);
    const t = toks[at];
    if (!lead || t?.kind !== 'num' || !/^\d+$/.test(t.w)) continue;
    const age = Number(t.w);
    const after = toks[at + 1]?.w;
    const stated = YEAR_WORDS.has(after ?? '') || (!HAVE_VERB.has(lang) && (after === undefined || CLOSES.has(after)));
    if (stated && age >= YOUNGEST_WRITER && age <= OLDEST) return age;
  }
  return null;
}
