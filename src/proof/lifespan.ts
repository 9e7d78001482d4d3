import { sentencesOf } from './subject.js';
import { readFileSync } from 'node:fs';
import { dataUrl } from '../data-paths.js';
import { fullAt, tokenize, type NameMatcher } from './names.js';
import { genreLabel, titleSegments, type ReadPage } from './page.js';

/**
 * Whether a page reports the death of the person it names, as reference works and obituaries write
 * it: a death word followed by its year in a sentence that opens with the name ("Émile Roussel, né
 * le 14 mars 1843 à Rouen et mort ... le 2 novembre 1911"), a death field of an infobox followed by
 * its date ("Décès", "2 novembre 1911"), or a life span in brackets right after the name
 * ("Émile Roussel (1843–1911)"), as long as a life and opening with a birth date, not an office:
 * a shorter span, or one after a role, is a term of office or a career. The entity's own site
 * presents it as active, so a dead person of the same name is someone else.
 */
const DEATH_WORDS = new Set(
  'died dies death deceased mort morte meurt muere muore morre stirbt décès deces décédé décédée murió muerte fallecido fallecida fallecimiento morto morta morte faleceu falecido falecida falecimento gestorben starb tod verstorben overleden död døde'.split(
    ' ',
  ),
);
/** How far after a death word its year may stand ("mort dans la même ville le 2 novembre 1911"). */
const YEAR_REACH = 10;
const YEAR = /^(?:1[0-9]|20)\d\d$/u;
const LIFE_SPAN = /^\(\s*([^()\d]{0,30}(?:\d{1,2}\.?[^()\d]{1,20})?)((?:1[0-9]|20)\d\d)\s*[-–—]\s*(?:[^()]{0,30}\b)?((?:1[0-9]|20)\d\d)\s*\)/u;

/**
 * A bracketed span is a life, not a term of office or a career ("Jane Doe (2019–2023)" as mayor),
 * only when it is as long as a life: nobody a page writes a life span for lived this few years.
 */
const MIN_LIFE_YEARS = 20;

/**
 * What a life span may hold before its first year: a birth marker and a birth date, its month
 * beside its day ("(b. 1843 – 1911)", "(né le 14 mars 1843 – ...)", "(* 3. Mai 1843 ...)"). Any
 * other word makes the span a term or a career ("(Bürgermeister 1990–2014)", "(CEO 1998–2021)").
 */
const BIRTH_WORDS = new Set(
  'b born né née ne nee geb geboren nato nata nacido nacida nascido nascida n c ca circa um le the on am el il de du den lo'.split(' '),
);
const birthDateOnly = (prefix: string) => {
  const tokens = prefix.match(/\p{L}+|\d{1,2}(?!\d)/gu) ?? [];
  const isDay = (token: string | undefined) => token !== undefined && /^\d/u.test(token);
  return tokens.every((token, index) => isDay(token) || BIRTH_WORDS.has(token) || isDay(tokens[index - 1]) || isDay(tokens[index + 1]));
};

const lifeSpan = (text: string) => {
  const span = LIFE_SPAN.exec(text);
  return span !== null && birthDateOnly(span[1] ?? '') && Number(span[3]) - Number(span[2]) >= MIN_LIFE_YEARS;
};

/** Words that give a death to someone else ("after her mother died", "nach dem Tod ihres Vaters"). */
const POSSESSIVES = new Set('her his their sa son ses leur leurs ihr ihre ihres ihrer sein seine seines seiner su sus suo sua suoi seu seus'.split(' '));
/** How far before a death word a possessive may stand ("her late mother died"). */
const OWNER_REACH = 3;

/** A death word at `index` that no possessive gives to someone else. */
const ownDeathAt = (words: readonly string[], index: number) =>
  DEATH_WORDS.has(words[index] as string) &&
  !words.slice(Math.max(0, index - OWNER_REACH), index).some((before) => POSSESSIVES.has(before)) &&
  !words.slice(index + 1, index + 1 + OWNER_REACH).some((after) => POSSESSIVES.has(after));

const deathWordIn = (words: readonly string[]) => words.some((_, index) => ownDeathAt(words, index));

const deathYearAfter = (words: readonly string[]) =>
  words.some((_, index) => ownDeathAt(words, index) && words.slice(index + 1, index + 1 + YEAR_REACH).some((next) => YEAR.test(next)));

/** The sentence opens with the full name, as reference works and obituaries open, and not with its possessive ("X's father died"). */
const opensWithName = (sentence: string, matcher: NameMatcher) => {
  const tokens = tokenize(sentence);
  const after = tokens[fullAt(tokens, 0, matcher) - 1];
  return after !== undefined && !/^['’]s\b/u.test(sentence.slice(after.at + after.word.length));
};

/** Sentences, not cut after a short abbreviation such as "St." or "Dr." ("directed the St. Luke's choir, died ..."). */
const sentences = (paragraph: string) =>
  sentencesOf(paragraph).reduce<string[]>((joined, piece) => {
    const previous = joined.at(-1);
    if (previous !== undefined && /\b(?:St|Ste|Sta|Mt|Ft|Dr|Mr|Mrs|Ms|Jr|Sr|Prof|Rev|Hon)\.$/u.test(previous))
      joined[joined.length - 1] = `${previous} ${piece}`;
    else joined.push(piece);
    return joined;
  }, []);

/** The death the page reports, quoted, or null. `paragraphs` are those about the name. */
export function reportedDeath(paragraphs: readonly string[], matcher: NameMatcher): string | null {
  for (const [index, paragraph] of paragraphs.entries()) {
    const words = tokenize(paragraph).map((token) => token.lower);
    // An infobox row: the field alone, its date in the next line.
    if (words.length === 1 && DEATH_WORDS.has(words[0] as string) && tokenize(paragraphs[index + 1] ?? '').some((token) => YEAR.test(token.word)))
      return `${paragraph} ${paragraphs[index + 1] ?? ''}`;
    for (const sentence of sentences(paragraph)) {
      if (!opensWithName(sentence, matcher)) continue;
      // What follows a semicolon or a colon is another statement, about whatever it names.
      if (deathYearAfter(tokenize(sentence.split(/[;:]/u)[0] ?? '').map((token) => token.lower))) return sentence;
      const last = matcher.full.at(-1) ?? '';
      const after = sentence.toLowerCase().split(last).slice(1).join(last);
      if (lifeSpan(after.trimStart())) return sentence;
    }
  }
  return null;
}

const OBITUARY_LABELS = (JSON.parse(readFileSync(dataUrl('proof/obituaries.json'), 'utf8')) as { labels: string[] }).labels;

/** A bare span of years after a name in a headline ("Karl Weber, 1943–2024"). */
const BARE_SPAN = /^[\s,]*(?:1[0-9]|20)\d\d\s*[-–—]\s*(?:1[0-9]|20)\d\d\b/u;

/**
 * Whether a headline segment is an obituary's of the person: the full name opens it, and either
 * stands alone or is followed by a life span or a death word that is not given to another
 * ("Karl Weber", "Karl Weber (1943–2024)", "Karl Weber ist gestorben"). A headline about
 * someone else's death or about the person's tribute to another names them otherwise.
 */
function obituaryHeadline(segment: string, matcher: NameMatcher): boolean {
  if (!opensWithName(segment, matcher)) return false;
  const tokens = tokenize(segment);
  const last = tokens[fullAt(tokens, 0, matcher) - 1] as { word: string; at: number };
  const rest = segment.slice(last.at + last.word.length);
  if (tokenize(rest).length === 0 || lifeSpan(rest.trimStart()) || BARE_SPAN.test(rest)) return true;
  return deathWordIn(tokenize(rest).map((token) => token.lower));
}

/**
 * The page is an obituary or death notice of the person it names: labelled so where publishers
 * put labels (a title segment, a line alone, a path segment), with a headline or title segment
 * that is the person's name, alone or with a life span or a death word. Obituaries write the
 * name with a life's dates or "passed away", which the death sentence above need not read.
 */
export function obituaryOf(page: ReadPage, pathname: string, matcher: NameMatcher): string | null {
  const label = genreLabel(page, pathname, OBITUARY_LABELS);
  if (!label) return null;
  const segments = [page.headline ?? '', page.title ?? ''].flatMap(titleSegments);
  return segments.some((segment) => obituaryHeadline(segment, matcher)) ? `an obituary: labelled "${label}", the headline its subject's name` : null;
}
