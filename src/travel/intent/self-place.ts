import { isGivenName } from '../geo/people.js';
import type { Lang } from './language.js';
import { numberAt } from './numbers.js';
import { DETERMINERS, KIN, MY, relayedPrincipal } from './party-words.js';
import { GREETINGS } from './person-names.js';
import { isPersonHead, thirdPartySubject } from './residence.js';
import type { Tok } from './tokens.js';

/**
 * A place bound to the speaker without a word of leaving: where the party is before the trip, not a place to go. The
 * writer heads the message with it before saying who travels ("Leeds, two adults.", "Köln, wir zu dritt", "Braga, nós os
 * dois"), writes it in brackets after the party ("My husband and I (Leeds)", "Wir (beide 70, Hannover)"), or marries there
 * before the trip ("Getting married in Cardiff ... honeymoon", "Ci sposiamo a Napoli, poi luna di miele"). A heading place
 * is the start only when the request names somewhere else to go (a form's "Lisbon, 2 adults, 4 nights" goes to Lisbon):
 * `label`. A bracketed place is the party's home: `home`. One's own wedding place starts a honeymoon unless a stronger start
 * is named ("flying from Boston"), and is never one of its stops: `beside`; with no honeymoon asked for it is a heading.
 */
export type SelfPlace = 'home' | 'beside' | 'label';

/** The writer and the group they speak for, as subject or object ("me and my wife", "nós os dois", "somos tres"). */
const WE = new Set("i i'm me we we're us moi nous je yo nosotros nosotras somos ich wir io noi siamo eu nos".split(' '));
/** Marks between a heading place and the party after it ("Denver, 2 adults", "Hamburg - wir zwei", "Osaka: me and my wife"). */
const HEADING_MARKS = new Set([',', ':', '-', '–', '—', '/', '|']);
const SENTENCE_END = new Set(['.', '!', '?', ':', ';']);

/** Whether a phrase naming the travelling party opens at token k: the writer, a count of people, a party noun or a relative of the writer's. */
function partyOpens(toks: readonly Tok[], k: number, lang: Lang): boolean {
  const at = (j: number) => toks[j]?.w ?? '';
  if (WE.has(at(k)) || (lang === 'fr' && at(k) === 'on') || (MY.has(at(k)) && KIN.has(at(k + 1)))) return true;
  const head = DETERMINERS.has(at(k)) ? k + 1 : k;
  if (isPersonHead(at(head), lang)) return true;
  const n = numberAt(toks, k, lang, { words: true });
  if (!n) return false;
  // "3 of us", "two adults", "4 young lads", "dos adultos", "zwei Erwachsene", "quatro amigos".
  if (at(n.end) === 'of' && at(n.end + 1) === 'us') return true;
  return [n.end, n.end + 1].some((j) => isPersonHead(at(j), lang));
}

/** "Leeds, two adults.": the place opens the request or a sentence, and the party follows it after a mark. */
function headsTheParty(toks: readonly Tok[], first: number, last: number, lang: Lang, opensLine: (i: number) => boolean): boolean {
  const opens = first === 0 || SENTENCE_END.has(toks[first - 1]?.w ?? '') || opensLine(first);
  return opens && HEADING_MARKS.has(toks[last]?.w ?? '') && partyOpens(toks, last + 1, lang);
}

/** How far inside its bracket a place may stand ("(60 ans tous les deux, Rennes)"). */
const BRACKET_REACH = 8;

/** Whether the word at k ends a phrase naming the party ("we", "my wife and I", "noi due", "family of 4"). */
function partyEnds(toks: readonly Tok[], k: number, lang: Lang): boolean {
  const w = toks[k]?.w ?? '';
  if (WE.has(w) || isPersonHead(w, lang) || KIN.has(w) || relayedPrincipal(w) || personNamed(toks, k, lang)) return true;
  return toks[k]?.kind === 'num' || numberAt(toks, k, lang, { words: true }) !== undefined ? partyEnds(toks, k - 1, lang) || toks[k - 1]?.w === 'of' : false;
}

/**
 * "Priya Nair (Pune)", "Familie Berger (Linz)": a person written by given name and surname, or a party noun and a surname,
 * ends a phrase naming the party. The two words are a person's only when the first is a known given name or a party noun.
 */
function personNamed(toks: readonly Tok[], k: number, lang: Lang): boolean {
  const [first, last] = [toks[k - 1], toks[k]];
  if (!first?.cap || !last?.cap || last.kind !== 'word' || first.kind !== 'word') return false;
  return isGivenName(first.w) || isPersonHead(first.w, lang);
}

/**
 * "Mi esposo y yo (CDMX)", "Wir (beide 62, Berlin)": the place stands in a bracket opened right after the party, with no
 * cue of its own inside it (`cueAt` is the token of the place's cue, if any).
 */
function bracketedAfterParty(toks: readonly Tok[], first: number, lang: Lang, cueAt: number | null): boolean {
  for (let k = first - 1; k >= Math.max(0, first - BRACKET_REACH); k--) {
    const w = toks[k]?.w ?? '';
    if (w === ')' || SENTENCE_END.has(w)) return false;
    if (w === '(') return (cueAt === null || cueAt < k) && partyEnds(toks, k - 1, lang);
  }
  return false;
}

/** Verbs and nouns of marrying; a noun is the writer's own only after a possessive of theirs ("our wedding", "notre mariage"). */
const MARRY =
  /^(?:married|marry|marrying|wed|knot|marie|marions|marier|casamos|casarnos|casaremos|casar|casaremos|heiraten|heirate|sposiamo|sposarci|sposeremo)$/;
const WEDDING = new Set(['wedding', 'mariage', 'boda', 'hochzeit', 'trauung', 'matrimonio', 'nozze', 'casamento']);
const OURS = new Set([...MY, 'our', 'notre', 'nos', 'nuestra', 'nuestro', 'unsere', 'unserer', 'nostro', 'nostre', 'nosso']);
const MARRY_REACH = 6;
/**
 * Words that end the clause of the wedding before a later place ("married in Cardiff and then Santorini"), the writer as a new
 * subject ("for our wedding we fly to Bali") and anniversaries, which celebrate a wedding long past.
 */
const CLAUSE_JOINS = new Set([
  ...WE,
  ...'and then et puis y luego und dann danach e poi depois despues apres anniversary anniversaire aniversario anniversario hochzeitstag'.split(' '),
]);
/** Honeymoons in the six languages, as the folded words of the request joined by spaces. */
const HONEYMOON =
  /\b(?:honeymoon\w*|lune de miel|voyage de noces|luna de miel|viaje de novios|flitterwochen|hochzeitsreise|luna di miele|viaggio di nozze|lua de mel)\b/;

/** "Getting married in Cardiff", "on se marie à Lyon", "Wir heiraten im Juli in Dresden": the writer's own wedding is at the place. */
function ownWeddingAt(toks: readonly Tok[], first: number): boolean {
  for (let k = first - 1; k >= Math.max(0, first - MARRY_REACH); k--) {
    const t = toks[k] as Tok;
    if (SENTENCE_END.has(t.w) || t.w === ',' || CLAUSE_JOINS.has(t.w)) return false;
    // "Marie" with a capital is a name.
    const verb = MARRY.test(t.w) && !(t.w === 'marie' && t.cap);
    if (verb || (WEDDING.has(t.w) && [1, 2].some((d) => OURS.has(toks[k - d]?.w ?? '')))) return !thirdPartySubject(toks, k);
  }
  return false;
}

/** How the place at tokens [first, last) is bound to the speaker, if it is. */
export function selfPlace(
  toks: readonly Tok[],
  first: number,
  last: number,
  lang: Lang,
  cueAt: number | null,
  opensLine: (i: number) => boolean,
): SelfPlace | null {
  if (bracketedAfterParty(toks, first, lang, cueAt)) return 'home';
  if (ownWeddingAt(toks, first)) return HONEYMOON.test(toks.map((t) => t.w).join(' ')) ? 'beside' : 'label';
  return cueAt === null && headsTheParty(toks, first, last, lang, opensLine) ? 'label' : null;
}

/** Words that go on listing the party after the writer ("me, my wife", "io e mia moglie", "nous deux", "nós os dois"). */
const LISTING = new Set([',', '+', '&', 'and', 'et', 'y', 'e', 'und', 'os', 'les', 'los', 'i']);
/**
 * A party phrase at k that is a list of people, not a sentence of the writer's: "Hey, I'm in Los Angeles" heads no party with
 * "Hey", where "Lagos, me, my wife" and "Hamburg, wir zwei" do. A name heading it is read as a place only then.
 */
function partyListed(toks: readonly Tok[], k: number, lang: Lang): boolean {
  if (!partyOpens(toks, k, lang)) return false;
  if (!WE.has(toks[k]?.w ?? '') && toks[k]?.w !== 'on') return true;
  const next = LISTING.has(toks[k + 1]?.w ?? '') ? k + 2 : k + 1;
  return LISTING.has(toks[k + 1]?.w ?? '') || numberAt(toks, next, lang, { words: true }) !== undefined;
}

/** How many words a name in a self-place slot may run to ("Belo Horizonte", "Santa Cruz de Tenerife"). */
const SLOT_WORDS = 4;
/** Small words inside a place's name ("Santa Cruz de Tenerife", "Frankfurt am Main", "Castellammare di Stabia"). */
const NAME_LINKS = new Set(['-', 'de', 'del', 'do', 'da', 'di', 'des', 'du', 'la', 'le', 'los', 'las', 'am', 'an', 'im', 'sur', 'upon', 'on']);
/** Whether tokens [start, end) may be a name: a few words, each written with a capital but the small words inside names. */
const nameLike = (toks: readonly Tok[], start: number, end: number): boolean =>
  end > start &&
  end - start <= SLOT_WORDS &&
  toks[start]?.cap === true &&
  toks.slice(start, end).every((t) => (t.kind === 'word' && t.cap) || NAME_LINKS.has(t.w));

/**
 * Where the words put a place bound to the speaker before any place is read, as token spans: a name heading a sentence before
 * the party ("Bordeaux, nous deux") and a name in a bracket after the party ("Io e mia moglie (Bologna)"). A name there needs no
 * other cue to be read as a place, as the value of a form's "From:" line.
 */
export function selfPlaceSlots(toks: readonly Tok[], lang: Lang, opensLine: (i: number) => boolean): Array<[number, number]> {
  const slots: Array<[number, number]> = [];
  // Text in capitals throughout says nothing of names by their capitals.
  if (!toks.some((t) => /\p{Ll}/u.test(t.raw))) return slots;
  toks.forEach((t, i) => {
    if ((i === 0 || SENTENCE_END.has(toks[i - 1]?.w ?? '') || opensLine(i)) && !GREETINGS.has(t.w)) {
      const mark = toks.findIndex((m, k) => k > i && k <= i + SLOT_WORDS && HEADING_MARKS.has(m.w));
      if (mark > 0 && nameLike(toks, i, mark) && partyListed(toks, mark + 1, lang)) slots.push([i, mark]);
    }
    if (t.w !== '(' || !partyEnds(toks, i - 1, lang)) return;
    for (let k = i + 1, start = k; k < Math.min(toks.length, i + 1 + BRACKET_REACH) && toks[k - 1]?.w !== ')'; k++) {
      if (toks[k]?.w !== ',' && toks[k]?.w !== ')') continue;
      if (nameLike(toks, start, k)) slots.push([start, k]);
      start = k + 1;
    }
  });
  return slots;
}
