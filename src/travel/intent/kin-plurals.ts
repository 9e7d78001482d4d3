import { isWordOf } from '../geo/cues.js';

/**
 * The plural forms of a relative's noun, as the six languages write them folded (lower case, no accents): the regular endings
 * of English (-s, -ies, -ves), French and Portuguese (-s), Spanish (-s, -es), Italian (-a to -e, -ca to -che, -o to -i, -dre
 * to -dri) and German (-s after a vowel, -e to -en, -in to -innen). Every rule is tried on every noun, since the lexicon keeps
 * one list of singular nouns for all six languages; a form no language writes is never met in a request. A compound written
 * with hyphens ("mother-in-law") takes its plural inside and is left out.
 */
export function pluralForms(w: string): string[] {
  if (w.includes('-') || w.length < 3) return [];
  const stem = w.slice(0, -1);
  const forms = [`${w}s`];
  if (/[^aeiou]y$/.test(w)) forms.push(`${stem}ies`);
  if (w.endsWith('fe')) forms.push(`${w.slice(0, -2)}ves`);
  if (/[^aeiouy]$/.test(w)) forms.push(`${w}es`);
  if (w.endsWith('a')) forms.push(`${stem}e`);
  if (w.endsWith('ca') || w.endsWith('ga')) forms.push(`${stem}he`);
  if (w.endsWith('io')) forms.push(stem);
  else if (w.endsWith('o') || w.endsWith('dre')) forms.push(`${stem}i`);
  if (w.endsWith('e')) forms.push(`${w}n`);
  if (w.endsWith('in')) forms.push(`${w}nen`);
  return forms.filter((p) => p.length > 3);
}

/**
 * Whether the plural form `p` of `w` is read as that plural in a request of `lang`: a form that is a frequent word of the
 * request's language (data/travel/vocabulary.json) is that word unless the singular is one of its words too, so an English
 * request's "college" is no plural of Italian "collega" and a German one's "Nonne" no plural of "nonna".
 */
export const pluralReads = (w: string, p: string, lang: string): boolean => !isWordOf(p, lang) || isWordOf(w, lang);
