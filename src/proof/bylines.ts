import { readFileSync } from 'node:fs';
import { dataUrl } from '../data-paths.js';
import { escapeRegex } from '../text/regex.js';

/**
 * The writer a byline credits, in the languages svc reads (data/proof/bylines.json): a preposition
 * or credit before the name ("By", "Von", "Par", "Por", "Di", "De", "a cura di") or a field label
 * with a colon ("Text:", "Autorin:", "Auteur :"), then the name: capitalised words, with the
 * lower-case particles names carry ("van der", "de la"), joined by "and" in the six languages,
 * then a role or date after punctuation, the publication, or nothing.
 */
const file = JSON.parse(readFileSync(dataUrl('proof/bylines.json'), 'utf8')) as { before_name: string[]; labels: string[] };

/**
 * Each marker with any of its words capitalised, as a sentence start and German nouns write them
 * ("by", "By", "Ein Gastbeitrag von"), and in capitals ("BY"): the name after it is told by its
 * capitals, so the whole pattern keeps case and the marker's letters are spelled out instead.
 */
const initialCase = (word: string) => {
  const first = word.charAt(0);
  const upper = first.toUpperCase();
  return upper === first ? escapeRegex(word) : `[${first}${upper}]${escapeRegex(word.slice(1))}`;
};
const anyCase = (phrase: string) =>
  `(?:${phrase
    .split(/\s+/u)
    .map(initialCase)
    .join(String.raw`\s+`)}|${escapeRegex(phrase.toUpperCase())})`;
const casedAlternatives = (phrases: readonly string[]) =>
  [...new Set(phrases)]
    .sort((a, b) => b.length - a.length)
    .map(anyCase)
    .join('|');

const PARTICLES = ['van', 'von', 'der', 'den', 'de', 'del', 'della', 'di', 'da', 'dos', 'das', 'du', 'la', 'le', 'bin', 'ibn', 'al'];
const NAME_WORD = String.raw`[\p{Lu}][\p{L}'’.-]*`;
const NAME = String.raw`${NAME_WORD}(?:\s+(?:(?:${PARTICLES.join('|')})\s+)*${NAME_WORD}){0,4}`;
const AND = String.raw`\s+(?:and|und|et|y|e|en|och|og|&)\s+`;
/**
 * What may follow the names in a byline: nothing, a role or date after punctuation or a footnote
 * mark ("di Giulia Conti*", whose note says who she is), or the
 * publication ("for the Courier", "für die Zeit"). A verb cannot: "De Nederlandse Bank verhoogt
 * de rente" opens a sentence with an article, it credits nobody.
 */
const AFTER_NAMES = String.raw`(?=\s*(?:$|[,|·•/–—(:;*]|-\s|\d|(?:for|für|pour|para|per|voor|för)\s))`;
const CREDIT = new RegExp(
  String.raw`^\s*(?:(${casedAlternatives(file.before_name)})\s+|(?:${casedAlternatives(file.labels)})\s*:\s*)((?:${NAME})(?:${AND}${NAME})*)(?![\p{L}'’-])${AFTER_NAMES}`,
  'u',
);

/**
 * The role that ties a writer to an organisation, in the first segment after the names: role words,
 * then "of", "von", "de", "di", "da" ... and the organisation's capitalised name closing the segment
 * ("CEO of Vectorline AI", "Gründerin von Dornwerk", "PDG d'Arcelor"). A relative clause ("who has
 * covered Dornwerk since 2019") or a beat after a dot ("· Dornwerk correspondent") ties nobody.
 */
const RELATIVE = 'who|whom|whose|which|that|qui|que|dont|lequel|laquelle|che|cui|quale|quien|quienes|cual|welche|welcher|som|wie';
/** The preposition between a role and its organisation ("CEO of", "Gründerin von", "PDG d'"). */
export const OF = String.raw`(?:(?:of|at|von|vom|bei|der|de|du|des|di|del|della|da|do|dos|das|van|bij|hos|på|vid)\s+|d['’])`;
const ORGANISATION = String.raw`(?:(?:the|der|die|das|la|le|les|el|il|lo)\s+)?[\p{Lu}\d][\p{L}\d&'’.-]*(?:\s+(?:&\s+)?[\p{Lu}\d][\p{L}\d&'’.-]*)*`;
const ROLE = new RegExp(String.raw`^\s*(?:,|\(|[–—]|-\s)\s*((?!(?:${RELATIVE})\s)(?:[\p{L}-]+\s+){1,4}${OF}${ORGANISATION})\s*(?:$|[,|·•/;)–—])`, 'u');

/** What a byline credits: the names, and the names with the role tying them to an organisation when the byline gives one ("Rachel Stein, CEO of Vectorline AI"). */
export interface Credit {
  names: string[];
  text: string;
}

interface Read {
  credit: Credit;
  /** The one-word marker before the names ("Von", "De"), or null after a longer credit or a label. */
  marker: string | null;
  /** The line after the names. */
  rest: string;
}

function read(line: string): Read | null {
  const found = CREDIT.exec(line);
  const names = found?.[2];
  if (found === null || names === undefined) return null;
  const rest = line.slice(found.index + found[0].length);
  const role = ROLE.exec(rest)?.[1];
  const marker = found[1] !== undefined && !/\s/u.test(found[1]) ? found[1].toLowerCase() : null;
  return { credit: { names: names.split(new RegExp(AND, 'u')).map((name) => name.trim()), text: role ? `${names}, ${role}` : names }, marker, rest };
}

/** The credit of a byline line ("By Jane Doe and John Roe": both), or null when the line is no byline. */
export function creditOf(line: string): Credit | null {
  return read(line)?.credit ?? null;
}

/**
 * The credit of a paragraph read as a byline. After a one-word marker the paragraph must be a byline
 * as a whole: a sentence ends in a word and a stop ("Von Jana Dorn, der Gründerin von Dornwerk,
 * stammt die Idee."), and a marker that is also a name particle followed by a lone word or by names
 * and nothing else is a surname ("Von Braun: Raketenpionier", "Da Vinci Code").
 */
export function paragraphCreditOf(paragraph: string): Credit | null {
  const found = read(paragraph);
  if (found === null || found.marker === null) return found?.credit ?? null;
  if (/\p{Ll}{2}[.!?…]["'»”)]*\s*$/u.test(found.rest)) return null;
  if (!PARTICLES.includes(found.marker)) return found.credit;
  const lone = found.credit.names.some((name) => !/\s/u.test(name));
  return lone || found.rest.trim() === '' ? null : found.credit;
}
