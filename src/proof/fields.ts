import { readFileSync } from 'node:fs';
import { dataUrl } from '../data-paths.js';
import { tokenize } from './names.js';

/**
 * Coarse fields (sport, music, medicine, science, law...) and the words that place a person or an
 * organisation in them (data/proof/fields.json). A page about a name and the entity's own site
 * can then disagree on field even when they share no place and the site says little.
 */
const file = JSON.parse(readFileSync(dataUrl('proof/fields.json'), 'utf8')) as { fields: Record<string, string[]> };
const FIELDS = new Map(Object.entries(file.fields).map(([field, words]) => [field, new Set(words)]));

/** Words a text must use from one field to be placed in it. */
const MIN_FIELD_WORDS = 2;

/** A word as the field lists hold it: lower-cased, a plural "s" after four letters or more dropped ("glazes" stays, "surgeons" -> "surgeon"). */
const fieldForms = (word: string) => (word.length > 4 && word.endsWith('s') && !word.endsWith('ss') ? [word, word.slice(0, -1)] : [word]);

/**
 * For each field a text is in, the distinct words of it the text uses ("law" and "art" count: words
 * of three letters too). A field may list two-word terms ("video game", "game studio"): a kind of
 * work whose words alone say little or belong to another field ("game" in "21 games").
 */
export function fieldWords(text: string): Map<string, string[]> {
  const tokens = tokenize(text).map((token) => token.lower.replace(/’/gu, "'"));
  // Each word or pair of words once, in every form it may be listed in: "chips" is one word, listed as "chips" or "chip".
  const pairs = tokens.slice(1).map((word, index) => fieldForms(word).map((form) => `${tokens[index] ?? ''} ${form}`));
  const words = [...new Map([...tokens.map(fieldForms), ...pairs].map((forms) => [forms[0] as string, forms])).values()];
  const found = new Map<string, string[]>();
  for (const [field, listed] of FIELDS) {
    const hits = [...new Set(words.flatMap((forms) => forms.find((form) => listed.has(form)) ?? []))];
    if (hits.length > 0) found.set(field, hits);
  }
  return found;
}

/**
 * The field a page's text about the name is in, when it differs from every field the entity's
 * own site is in and the page is plainly about it: "potter", "glazes" against "climate science".
 * A word or two of the site's field in passing ("the paint chips") does not make the page the
 * site's when the other field has more than twice as many. Null when the site is in no field, or
 * the page is in none or is as much in the site's.
 */
export function otherField(pageText: string, ownFields: readonly string[]): { field: string; words: string[] } | null {
  if (ownFields.length === 0) return null;
  const page = fieldWords(pageText);
  const own = Math.max(0, ...ownFields.map((field) => page.get(field)?.length ?? 0));
  const [field, words] = [...page].filter(([name]) => !ownFields.includes(name)).sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  return field && words && words.length >= MIN_FIELD_WORDS && words.length > 2 * own ? { field, words } : null;
}

/** Words that, right after a name, introduce what the person is ("Marin is a tennis player", "Marin ist Zahnärztin"). */
const COPULAS = new Set('is was ist war est était es era è era é foi'.split(' '));
/** Tokens read before a name ("tennis player Sofia Marin") and in the apposition after it ("Sofia Marin, 22, a tennis player from Cluj"). */
const BEFORE_NAME = 3;
const APPOSITION = 9;

/**
 * The words that describe the person where a sentence names them: the few words before the name
 * and the apposition or predicate right after it, within the sentence. A page's one word here
 * says who this person is ("the striker Sofia Marin"), where the same word elsewhere may be
 * about anyone.
 */
function roleWindows(text: string, fullName: readonly string[]): string[] {
  const windows: string[] = [];
  for (const sentence of text.split(/(?<=[.!?;])\s+/u)) {
    const tokens = tokenize(sentence);
    for (let start = 0; start + fullName.length <= tokens.length; start += 1) {
      if (!fullName.every((word, offset) => tokens[start + offset]?.lower === word)) continue;
      const end = start + fullName.length;
      const before = tokens.slice(Math.max(0, start - BEFORE_NAME), start);
      const next = tokens[end];
      const gap = next ? sentence.slice((tokens[end - 1] as (typeof tokens)[number]).at, next.at) : '';
      const describedAfter = next !== undefined && (/[,(–—-]/u.test(gap) || COPULAS.has(next.lower));
      const after = describedAfter ? tokens.slice(end, end + APPOSITION) : [];
      windows.push([...before, ...after].map((token) => token.word).join(' '));
    }
  }
  return windows;
}

/**
 * The field the page names the person by, bound to the name ("footballer Sofia Marin", "Sofia
 * Marin, a dentist"), when it is none of the fields the entity's own site is in and no word
 * around the name is in the site's fields. One bound word is enough: it describes this person.
 */
export function roleField(text: string, fullName: readonly string[], ownFields: readonly string[]): { field: string; words: string[] } | null {
  const around = fieldWords(roleWindows(text, fullName).join(' . '));
  if (ownFields.some((field) => around.has(field))) return null;
  const [field, words] = [...around].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  return field && words ? { field, words } : null;
}
