import type { PlaceType } from './types.js';

/**
 * A name built of a word for a kind of place and the name of the place it is named after: "lago di Ginevra",
 * "chutes du Niagara", "Passo dello Stelvio", "Niagarafälle" name the features the gazetteer holds under their English
 * names ("Lake Geneva", "Niagara Falls", "Stelvio Pass"); "la ville de Québec", "Québec-Stadt", "provincia di Cuneo"
 * say which of a name's places is meant, the town or the subdivision.
 */
interface Kind {
  /** The kind's words in the six request languages, folded, written before the name ("lago di", "cascate del"). */
  before: readonly string[];
  /** German writes the kind after the name, as a word of its own ("Québec Stadt") or joined to it ("Niagarafälle"). */
  after: readonly string[];
  /** The English names of the feature named after a place of this name ("lake geneva"); none: the place itself. */
  english?: (name: string) => string[];
  /** The one type of place the words say is meant. */
  type?: PlaceType;
  /** The kind word needs a link word before the name ("la ville de Québec"; "ville Québec" is no way to write it). */
  linked?: boolean;
}

const KINDS: readonly Kind[] = [
  { before: ['lago', 'lac', 'lagoa'], after: [], english: (n) => [`lake ${n}`, `${n} lake`] },
  {
    before: ['chutes', 'cascate', 'cascata', 'cataratas', 'cascadas', 'quedas'],
    after: ['falle', 'fallen', 'wasserfalle', 'wasserfallen'],
    english: (n) => [`${n} falls`],
  },
  { before: ['passo', 'col', 'paso', 'passe'], after: ['pass'], english: (n) => [`${n} pass`] },
  { before: ['ville', 'ciudad', 'citta', 'cidade'], after: ['stadt'], type: 'city', linked: true },
  { before: ['province', 'provincia', 'estado', 'etat'], after: [], type: 'state', linked: true },
  { before: ['bundesland'], after: [], type: 'state' },
];

/** Words that join a kind word to the name ("de", "di", "del", "dello", "du", "do", "of the"). */
const LINKS = new Set(['de', 'di', 'du', 'des', 'del', 'della', 'dello', 'dei', 'degli', 'do', 'da', 'dos', 'das', 'of', 'the', 'la', 'le', 'd']);

/** German articles and determiners, which stand before a kind word as in "die Stadt" ("the town") and name nothing. */
const GERMAN_ARTICLES = new Set(['die', 'der', 'das', 'den', 'dem', 'des', 'eine', 'einer', 'einen', 'diese', 'dieser', 'unsere', 'unser', 'meine']);

/** A German compound needs this many letters before the kind ("Niagarafälle", not "Fälle"). */
const MIN_STEM = 3;

export interface KindPhrase {
  kind: Kind;
  /** The name the kind words are said of, as a key. */
  name: string;
}

/** Reads a key as kind words and a name ("lago di ginevra" -> lake, "ginevra"), or undefined. */
export function kindPhrase(key: string): KindPhrase | undefined {
  const words = key.split(' ');
  const last = words[words.length - 1] ?? '';
  for (const kind of KINDS) {
    const opened = openedBy(kind, words);
    if (opened) return opened;
    // "die Stadt" is "the town": a name before the kind word is no article or link.
    const named = words.slice(0, -1);
    if (named.length > 0 && kind.after.includes(last) && !named.every((w) => LINKS.has(w) || GERMAN_ARTICLES.has(w))) return { kind, name: named.join(' ') };
    // A compound names a feature ("Niagarafälle"); a town's compound is a name of its own ("Altstadt", "Neustadt").
    const joined = kind.english && kind.after.find((end) => words.length === 1 && last.endsWith(end) && last.length >= end.length + MIN_STEM);
    if (joined) return { kind, name: last.slice(0, -joined.length) };
  }
  return undefined;
}

/** Kind words and their links before a name ("lago di" + "ginevra"). */
function openedBy(kind: Kind, words: readonly string[]): KindPhrase | undefined {
  if (!kind.before.includes(words[0] ?? '')) return undefined;
  let k = 1;
  while (k < words.length - 1 && LINKS.has(words[k] ?? '')) k++;
  return k < words.length && (k > 1 || !kind.linked) ? { kind, name: words.slice(k).join(' ') } : undefined;
}

/** The name after kind words that open a key ("estado de sao" -> "sao"), to scan on for a longer name. */
export function nameAfterKindWords(key: string): string | undefined {
  const words = key.split(' ');
  for (const kind of KINDS) {
    const opened = openedBy(kind, words);
    if (opened) return opened.name;
  }
  return undefined;
}

/** Whether a key is kind words still waiting for their name ("chutes du", "passo dello"): a name may go on. */
export function isKindPrefix(key: string): boolean {
  const words = key.split(' ');
  return KINDS.some((kind) => kind.before.includes(words[0] ?? '')) && words.slice(1).every((w) => LINKS.has(w));
}
