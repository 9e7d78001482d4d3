import { readFileSync } from 'node:fs';
import { dataFilePath } from '../../data-paths.js';
import { pluralForms } from './kin-plurals.js';
import type { Lang } from './language.js';

/**
 * Nouns of people beyond the hand-kept party lexicon, per language, as the Open Multilingual Wordnet gives them
 * (data/language/person-nouns.json, built by scripts/build-person-nouns.ts): familiar and regional words for men, women,
 * boys, girls and friends ("blokes", "mecs", "nanas", "cuates", "Kerle", "tizi", "gurias", "caras"), read in the singular and
 * in their regular plurals. `grown` is an adult; `young` is read like "girls" and "boys" (grown in a group of their own, a
 * child after a possessive); `friend` is a companion.
 */
export type PersonKind = 'grown' | 'young' | 'friend';

interface NounsFile {
  nouns: Record<Lang, Record<string, PersonKind>>;
}

/** Plurals the shared plural rules do not write: English "men", "women"; German "Kerle", "Frauen", "Männer" (folded "manner"). */
const OWN_PLURALS: Partial<Record<Lang, (w: string) => string[]>> = {
  en: (w) => (w.endsWith('man') ? [`${w.slice(0, -3)}men`] : []),
  de: (w) => [`${w}e`, `${w}en`, `${w}er`],
};

/** Each language's nouns in their written forms, read on first use. */
let forms: Map<Lang, Map<string, PersonKind>> | undefined;
function loadForms(): Map<Lang, Map<string, PersonKind>> {
  const file = JSON.parse(readFileSync(dataFilePath('language/person-nouns.json'), 'utf8')) as NounsFile;
  const byLang = new Map<Lang, Map<string, PersonKind>>();
  for (const [lang, nouns] of Object.entries(file.nouns) as Array<[Lang, Record<string, PersonKind>]>) {
    const own = new Map<string, PersonKind>();
    for (const [w, kind] of Object.entries(nouns)) {
      // Each language keeps its own nouns, so a plural that is a frequent word of the language is that plural ("blokes").
      for (const form of [w, ...pluralForms(w), ...(OWN_PLURALS[lang]?.(w) ?? [])]) if (!own.has(form)) own.set(form, kind);
    }
    byLang.set(lang, own);
  }
  return byLang;
}

/** The kind of person the folded word `w` names in a request of `lang`, by the wordnet's nouns, if it names one. */
export const wordnetPerson = (w: string, lang: Lang): PersonKind | undefined => (forms ??= loadForms()).get(lang)?.get(w);
