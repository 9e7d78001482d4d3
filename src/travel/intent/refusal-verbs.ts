import { readFileSync } from 'node:fs';
import { dataFilePath } from '../../data-paths.js';
import type { Lang } from './language.js';
import { phraseWords, type Tok } from './tokens.js';

/**
 * Verbs of refusing a place (avoid, shun, leave out, skip, rule out, exclude, reject, give up) in the six languages, as the
 * Open Multilingual Wordnet lists them (data/language/refusal-verbs.json, built by scripts/build-refusal-verbs.ts), read in
 * their inflected forms: a lemma becomes the stem its forms share ("evitare": "evitiamo", "eviterei"; "renunciar":
 * "renunciamos"), a lemma of several words keeps its other words after the inflected head ("give up on", "deixar de lado"),
 * and a German verb with a separable particle ("auslassen", "aufgeben") is read joined ("ausgelassen") or split, its finite
 * part early in the clause and the particle closing it ("München lassen wir diesmal aus", "wir lassen München aus").
 */
interface VerbsFile {
  lemmas: Record<Lang, string[]>;
}

/**
 * German verbs of dropping out, whose subject is the place ("Sylt und Föhr fallen aus", "Paris scheidet aus"): intransitive,
 * so no wordnet synset of refusing holds them.
 */
const DROPPING_OUT = ['ausfallen', 'wegfallen', 'rausfallen', 'flachfallen', 'ausscheiden'];
/** German separable particles a refusing verb may carry. */
const PARTICLES = ['aus', 'weg', 'auf', 'raus', 'ab', 'flach'];
/** English particles a refusing verb may put after its object ("leave the Algarve out", "rule Rome out", "give Paris up"). */
const ENGLISH_PARTICLES = new Set(['out', 'off', 'up', 'over']);
/**
 * What an English verb's object before its particle is made of: names (capitalised words), the words joining a list of them
 * and a few determiners ("leave Porto, Lisbon and the Algarve out"). A word in lower case ends it: "leave Lisbon and head out"
 * leaves Lisbon and refuses nothing.
 */
const OBJECT_WORDS = new Set([',', 'and', 'or', '&', 'the', 'both', 'all', 'of', 'whole', 'entire']);
/** How many words an English verb's object may have before its particle. */
const OBJECT_REACH = 8;
/** English irregular past forms of the lemmas' heads. */
const ENGLISH_PAST = new Map([['give', ['gave', 'given']]]);
/** How far a German particle may close the clause after its verb. */
const BRACKET = 10;

interface Verb {
  /** The head's inflected forms. */
  head: RegExp;
  /** Words that follow the head in the lemma ("up" of "give up"). */
  rest: string[];
  /** A German separable particle that closes the clause when the verb is split. */
  particle: string | null;
  /** An English particle the object may stand before ("out" of "leave out"). */
  after: string | null;
}

const ROMANCE_ENDING = /(?:are|ere|ire|ar|er|ir|re)$/;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function englishHead(head: string): RegExp {
  const stem = head.replace(/e$/, '');
  const past = ENGLISH_PAST.get(head) ?? [];
  return new RegExp(`^(?:${escape(stem)}\\w{0,4}${past.map((p) => `|${escape(p)}`).join('')})$`);
}

/** A Romance head: its stem followed by an ending that opens with a vowel ("evit-iamo", "renunci-amos", "saut-ons"), or none. */
const romanceHead = (head: string): RegExp => new RegExp(`^${escape(head.replace(ROMANCE_ENDING, ''))}(?:[aeiouy]\\w{0,7})?$`);

/** German verbs: joined forms with the participle's "ge" or the infinitive's "zu" inside ("ausgelassen", "wegzulassen"), or the split finite part. */
function germanVerb(lemma: string): Verb {
  const particle = PARTICLES.find((p) => lemma.startsWith(p) && lemma.length - p.length >= 5) ?? null;
  const base = particle ? lemma.slice(particle.length) : lemma;
  const stem = escape(base.replace(/e?n$/, ''));
  if (!particle) return { head: new RegExp(`^(?:ge)?${stem}\\w{0,3}$`), rest: [], particle: null, after: null };
  return { head: new RegExp(`^(?:${particle}(?:ge|zu)?${stem}\\w{0,3}|${stem}(?:e|en|t|et|st|est)?)$`), rest: [], particle, after: null };
}

function verbOf(lemma: string, lang: Lang): Verb {
  const [head = '', ...rest] = phraseWords(lemma);
  if (lang === 'de') return germanVerb(lemma);
  if (lang !== 'en') return { head: romanceHead(head), rest, particle: null, after: null };
  const [only] = rest;
  return { head: englishHead(head), rest, particle: null, after: rest.length === 1 && only && ENGLISH_PARTICLES.has(only) ? only : null };
}

/** Lemmas whose stem is too short to tell from other words are left out. */
const MIN_STEM = 4;
/** Each language's refusal verbs, read on first use. */
let verbs: Record<Lang, Verb[]> | undefined;
function loadVerbs(): Record<Lang, Verb[]> {
  const file = JSON.parse(readFileSync(dataFilePath('language/refusal-verbs.json'), 'utf8')) as VerbsFile;
  return Object.fromEntries(
    Object.entries(file.lemmas).map(([lang, lemmas]) => {
      const all = lang === 'de' ? [...lemmas, ...DROPPING_OUT] : lemmas;
      return [lang, all.filter((l) => l.replace(ROMANCE_ENDING, '').length >= MIN_STEM).map((l) => verbOf(l, lang as Lang))];
    }),
  ) as Record<Lang, Verb[]>;
}

/** Where a German split verb's clause ends: its bracket closes before. */
const CLAUSE_BOUND = new Set(['.', ',', ';', '!', '?', ':', '(', ')', 'aber', 'denn', 'weil', 'sondern', '-']);
/** What may follow the particle closing the bracket: the clause's end or a conjunction opening the next clause ("... aus und fahren"). */
const AFTER_PARTICLE = new Set([...CLAUSE_BOUND, 'und', 'oder', 'da']);

/** The token after a particle closing the clause the split verb at k opens, or -1. A list of places may stand inside the bracket. */
function particleEnd(toks: readonly Tok[], k: number, particle: string): number {
  for (let j = k + 1; j < Math.min(toks.length, k + BRACKET); j++) {
    const w = toks[j]?.w ?? '';
    if (CLAUSE_BOUND.has(w)) return -1;
    if (w === particle && (j + 1 >= toks.length || AFTER_PARTICLE.has(toks[j + 1]?.w ?? ''))) return j + 1;
  }
  return -1;
}

/** The token after an English particle closing the object of the verb at k ("leave [the Algarve] out"), or -1. */
function objectParticleEnd(toks: readonly Tok[], k: number, particle: string): number {
  for (let j = k + 1; j < Math.min(toks.length, k + 2 + OBJECT_REACH); j++) {
    const t = toks[j] as Tok;
    if (t.w === particle) return j > k + 1 ? j + 1 : -1;
    if (!t.cap && !OBJECT_WORDS.has(t.w)) return -1;
  }
  return -1;
}

/**
 * The end of a refusing verb of the wordnet starting at token k, or -1: its head with the lemma's other words after it, for an
 * English verb with a particle also its object before the particle, or for a German separable verb its finite part with the
 * particle closing the clause (the end is then past the particle).
 */
export function refusingVerbEnd(toks: readonly Tok[], k: number, lang: Lang): number {
  const w = toks[k]?.w ?? '';
  for (const verb of (verbs ??= loadVerbs())[lang]) {
    if (!verb.head.test(w)) continue;
    if (verb.particle && !w.startsWith(verb.particle)) {
      const end = particleEnd(toks, k, verb.particle);
      if (end >= 0) return end;
      continue;
    }
    if (verb.rest.every((r, i) => toks[k + 1 + i]?.w === r)) return k + 1 + verb.rest.length;
    const end = verb.after ? objectParticleEnd(toks, k, verb.after) : -1;
    if (end >= 0) return end;
  }
  return -1;
}
