import { readFileSync } from 'node:fs';
import { dataUrl } from '../data-paths.js';

/**
 * The writer a byline credits, in the languages svc reads (data/proof/bylines.json): a preposition
 * or credit before the name ("By", "Von", "Par", "Por", "Di", "De", "a cura di") or a field label
 * with a colon ("Text:", "Autorin:", "Auteur :"), then the name: capitalised words, with the
 * lower-case particles names carry ("van der", "de la"), joined by "and" in the six languages,
 * then a role or date after punctuation, the publication, or nothing.
 */
const file = JSON.parse(readFileSync(dataUrl('proof/bylines.json'), 'utf8')) as { before_name: string[]; labels: string[] };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
/** Each marker as written lower case, capitalised and in capitals ("by", "By", "BY"): the name after it is told by its capitals, so the whole pattern keeps case. */
const cased = (word: string) => [word, `${word.charAt(0).toUpperCase()}${word.slice(1)}`, word.toUpperCase()];
const alternatives = (words: readonly string[]) =>
  [...new Set(words.flatMap(cased))]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');

const PARTICLES = 'van|von|der|den|de|del|della|di|da|dos|das|du|la|le|bin|ibn|al';
const NAME_WORD = String.raw`[\p{Lu}][\p{L}'’.-]*`;
const NAME = String.raw`${NAME_WORD}(?:\s+(?:(?:${PARTICLES})\s+)*${NAME_WORD}){0,4}`;
const AND = String.raw`\s+(?:and|und|et|y|e|en|och|og|&)\s+`;
/**
 * What may follow the names in a byline: nothing, a role or date after punctuation, or the
 * publication ("for the Courier", "für die Zeit"). A verb cannot: "De Nederlandse Bank verhoogt
 * de rente" opens a sentence with an article, it credits nobody.
 */
const AFTER_NAMES = String.raw`(?=\s*(?:$|[,|·•/–—(:;]|-\s|\d|(?:for|für|pour|para|per|voor|för)\s))`;
const CREDIT = new RegExp(
  String.raw`^\s*(?:(?:${alternatives(file.before_name)})\s+|(?:${alternatives(file.labels)})\s*:\s*)(${NAME}(?:${AND}${NAME})*)(?![\p{L}'’-])${AFTER_NAMES}`,
  'u',
);

/** What a byline credits: the names, and the credit as written after the marker up to a bar, roles included ("Rachel Stein, CEO of Vectorline AI"). */
export interface Credit {
  names: string[];
  text: string;
}

/** The credit of a byline line ("By Jane Doe and John Roe": both), or null when the line is no byline. */
export function creditOf(line: string): Credit | null {
  const found = CREDIT.exec(line);
  const names = found?.[1];
  if (found === null || names === undefined) return null;
  const start = found.index + found[0].length - names.length;
  return { names: names.split(new RegExp(AND, 'u')).map((name) => name.trim()), text: line.slice(start).split('|')[0]?.trim() ?? names };
}
