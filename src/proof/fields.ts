import { readFileSync } from 'node:fs';
import { dataUrl } from '../data-paths.js';
import { tokenize, type Token } from './names.js';

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

/** Every word any field lists, to find the one a compound ends in. */
const LISTED = new Set([...FIELDS.values()].flatMap((words) => [...words]));
/** The shortest word a compound's head may be, and the shortest part before it. */
const MIN_HEAD = 4;
const MIN_MODIFIER = 3;
/**
 * The shortest listed word a compound may open with to be read as its subject: long enough that it
 * is the word and not a syllable ("Weltcup" in "Weltcuprennen"; never "opera" in "Operation").
 */
const MIN_LISTED_MODIFIER = 7;

/**
 * The listed words a compound is made of: the word it ends in, which it is a kind of ("Tierärztin"
 * is an "Ärztin", "Fußballtrainer" a "Trainer"), and the word it opens with, which it is about
 * ("Weltcuprennen" is a race of the "Weltcup", "Fußballverein" a football club).
 */
function compoundParts(bare: string): string[] {
  const parts: string[] = [];
  for (let cut = MIN_MODIFIER; cut <= bare.length - MIN_HEAD; cut += 1) {
    const head = bare.slice(cut);
    if (fieldForms(head).some((form) => LISTED.has(form))) {
      parts.push(head);
      break;
    }
  }
  for (let cut = bare.length - MIN_HEAD; cut >= MIN_LISTED_MODIFIER; cut -= 1) {
    const modifier = bare.slice(0, cut);
    if (LISTED.has(modifier)) return [...parts, modifier];
  }
  return parts;
}

/**
 * The word under an elided article or preposition ("l'avvocata", "dell'architetto", "d'ingénieur")
 * and, for a noun capitalised inside a sentence as German writes every noun, the listed words the
 * compound is made of.
 */
function readings(token: Token, midSentence: boolean): string[] {
  const word = token.lower.replace(/’/gu, "'");
  const bare = word.replace(/^\p{L}{1,5}'(?=\p{L}{3})/u, '');
  const forms = bare === word ? [word] : [word, bare];
  if (!midSentence || token.word[0] === token.lower[0]) return forms;
  return [...forms, ...compoundParts(bare)];
}

/** The text's words as the field lists may hold them, each with the readings a compound or an elision gives it. */
function wordReadings(text: string): string[][] {
  return text.split(/(?<=[.!?:;"“”«»])\s+/u).flatMap((sentence) => tokenize(sentence).map((token, index) => readings(token, index > 0)));
}

/**
 * For each field a text is in, the distinct words of it the text uses ("law" and "art" count: words
 * of three letters too). A field may list two-word terms ("video game", "game studio"): a kind of
 * work whose words alone say little or belong to another field ("game" in "21 games").
 */
export function fieldWords(text: string): Map<string, string[]> {
  const tokens = wordReadings(text);
  // Each word or pair of words once, in every form it may be listed in: "chips" is one word, listed as "chips" or "chip".
  const single = tokens.map((read) => read.flatMap(fieldForms));
  const pairs = tokens.slice(1).map((read, index) => fieldForms(read[0] as string).map((form) => `${tokens[index]?.[0] ?? ''} ${form}`));
  const words = [...new Map([...single, ...pairs].map((forms) => [forms[0] as string, forms])).values()];
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
