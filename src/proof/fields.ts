import { readFileSync } from 'node:fs';
import { dataUrl } from '../data-paths.js';
import { contentTerms } from './subject.js';

/**
 * Coarse fields (sport, music, medicine, science...) and the words that place a person or an
 * organisation in them (data/proof/fields.json). A page about a name and the entity's own site
 * can then disagree on field even when they share no place and the site says little.
 */
const file = JSON.parse(readFileSync(dataUrl('proof/fields.json'), 'utf8')) as { fields: Record<string, string[]> };
/** Each field's words in the form contentTerms gives them (lower-cased, a long plural's "s" trimmed). */
const FIELDS = new Map(Object.entries(file.fields).map(([field, words]) => [field, new Set(words.flatMap((word) => contentTerms(word)))]));

/** Words a text must use from one field to be placed in it. */
const MIN_FIELD_WORDS = 2;

/** For each field, the distinct words of it among `terms`. */
export function fieldWords(terms: readonly string[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const distinct = new Set(terms);
  for (const [field, words] of FIELDS) {
    const hits = [...distinct].filter((term) => words.has(term));
    if (hits.length > 0) found.set(field, hits);
  }
  return found;
}

/**
 * The field a page's text about the name is in, when it differs from every field the entity's
 * own site is in and the page uses no word of those: "potter", "glazes" against "climate
 * science". Null when the site names no field, or the page is in none or also in the site's.
 */
export function otherField(pageTerms: readonly string[], profileTerms: readonly string[]): { field: string; words: string[] } | null {
  const own = fieldWords(profileTerms);
  if (own.size === 0) return null;
  const page = fieldWords(pageTerms);
  if ([...own.keys()].some((field) => page.has(field))) return null;
  const [field, words] = [...page].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  return field && words && words.length >= MIN_FIELD_WORDS ? { field, words } : null;
}
