import { opensSentence } from '../geo/casing.js';
import type { FeatureKind } from '../geo/feature.js';
import { closingKind, compoundKind, isKindWord, openingKind } from '../geo/name-kinds.js';
import type { Lang } from './language.js';
import type { RoledMention } from './place-mentions.js';
import type { Tok } from './tokens.js';
import { isKnownWord } from './unknown.js';
import { venueWord } from './venues.js';

/**
 * Sights and natural features the gazetteer lacks, read by the grammar of their names: a word inside the name says what it
 * names ("Laguna Humantay", "Castello di Fénis", "Ruby Falls", "Frauenkirche"; name-kinds.ts), and the place the trip goes to
 * that it is named with says where it is. Such a name is a destination of its own, named as written, at that place's point
 * (a model_estimate: the data holds no point of its own), so the search and its gates treat it as the place it is seen from.
 * Without a place to go, nothing says where it is, and it stays reported as unknown.
 */

/** Words that join the parts of a name ("Cascada del Pailón del Diablo", "Kap der Guten Hoffnung", "Côte d'Opale"). */
const LINKS = new Set([
  'of',
  'the',
  'de',
  'del',
  'della',
  'delle',
  'dei',
  'degli',
  'dello',
  "dell'",
  'di',
  'da',
  'do',
  'dos',
  'das',
  'du',
  'des',
  "d'",
  "l'",
  'la',
  'las',
  'los',
  'le',
  'les',
  'el',
  'der',
]);
/** Definite articles, alone or joined to a preposition, before a kind word used alone ("the Falls", "pelas Cataratas", "zum Dom"). */
const ARTICLES = new Set(
  (
    "the el la los las le les l' il lo gli o a os as der die das den dem al del au aux du des allo alla ai agli alle della dei " +
    'nel nella nei sul sulla pelo pela pelos pelas no na nos nas do da dos ao aos zum zur im am beim vom'
  ).split(' '),
);
/** Articles that are nothing else in any of the six languages ("a", "o", "as" are also words of their own). */
const DEFINITE = new Set(['the', 'el', 'los', 'las', 'la', 'le', 'les', "l'", 'il', 'lo', 'gli', 'der', 'die', 'das', 'den', 'dem']);
/** Words between the two sides of a match ("Crystal Palace vs Norwich"): a name beside one is a team's. */
const VERSUS = new Set(['vs', 'v', 'versus']);
/** Marks and words that chain the stops of a route, in the six languages (folded). */
const STOP_MARKS = new Set(['→', '⇄', '↔', '⇆', '-', '–', '—', 'then', 'puis', 'luego', 'despues', 'dann', 'danach', 'poi', 'depois']);
/** Most words a sight's name holds besides its kind word: more is a sentence written in capitals, not a name. */
const MAX_NAME_WORDS = 4;
/**
 * Share of the ordinary words inside sentences written with a capital above which the writer capitalises words, not names
 * (a title-cased message): a kind word among them says nothing of a name.
 */
const TITLE_CASE_SHARE = 0.3;

interface Sighted {
  start: number;
  end: number;
  kind: FeatureKind;
}

interface Text {
  source: string;
  toks: readonly Tok[];
  lang: Lang;
  /** A token another reader took (a date, an event, an amount); a theme or a place may lie inside a name. */
  read: (i: number) => boolean;
}

const nameWord = (x: Text, i: number): boolean => {
  const t = x.toks[i];
  return t !== undefined && t.kind === 'word' && t.cap && !LINKS.has(t.w) && !x.read(i);
};

/** Written with no space but one between: the words of one name ("Ruby Falls", not "Ruby. Falls"). */
const joined = (x: Text, a: number, b: number) => /^[ \t-]$|^$/.test(x.source.slice(x.toks[a]?.end ?? 0, x.toks[b]?.start ?? 0));

/** The name a kind word opens ("Laguna Humantay", "Castillo de San Felipe"): its end, past links only between name words. */
function openedName(x: Text, i: number): number {
  let end = i + 1;
  let k = i + 1;
  let words = 0;
  while (k < x.toks.length && words < MAX_NAME_WORDS && joined(x, k - 1, k)) {
    if (nameWord(x, k)) {
      end = k + 1;
      words++;
    } else if (!LINKS.has(x.toks[k]?.w ?? '')) break;
    k++;
  }
  return end;
}

/** The name a kind word closes ("Ruby Falls", "Natural History Museum"): its start, over name words only. */
function closedName(x: Text, i: number): number {
  let start = i;
  while (
    start > 0 &&
    i - start < MAX_NAME_WORDS &&
    nameWord(x, start - 1) &&
    joined(x, start - 1, start) &&
    !opensSentence(x.source, x.toks[start - 1]?.start ?? 0)
  )
    start--;
  return start;
}

/** Each name with a kind word inside, in text order, longest first where two overlap. */
function sightNames(x: Text): Sighted[] {
  const found: Sighted[] = [];
  x.toks.forEach((t, i) => {
    if (t.kind !== 'word' || !t.cap || x.read(i)) return;
    const opening = openingKind(t.w);
    const closing = closingKind(t.w);
    const end = opening ? openedName(x, i) : i + 1;
    const start = closing ? closedName(x, i) : i;
    if (opening && end > i + 1) found.push({ start, end, kind: opening });
    else if (closing && start < i) found.push({ start, end, kind: closing });
    else {
      const compound = x.lang === 'de' && !isKnownWord(t.w) ? compoundKind(t.w) : undefined;
      if (compound) found.push({ start: i, end: i + 1, kind: compound });
    }
  });
  // A venue's or a team's name ("Palace Hotel", "Crystal Palace vs Norwich") is no sight; a name standing as a stop of a chain
  // ("Rome → Glenquarrock Falls → Florence", "Edinburgh, then Glenquarrock Falls") is a stop of its own, not a sight of its neighbour.
  const named = (s: Sighted) => [x.toks[s.start - 1], x.toks[s.end]].some((t) => venueWord(t) || VERSUS.has(t?.w ?? '') || STOP_MARKS.has(t?.w ?? ''));
  const longest = (s: Sighted, k: number) => !found.some((o, j) => j !== k && o.start <= s.start && o.end >= s.end && o.end - o.start > s.end - s.start);
  return found.filter((s, k) => longest(s, k) && !named(s));
}

/**
 * Whether the writer capitalises ordinary words inside sentences (a title-cased message), so a capital marks no name: the
 * words no reader took (a month, a place) and no sight's name holds.
 */
function titleCased(x: Text, names: readonly Sighted[], places: readonly RoledMention[]): boolean {
  const named = (i: number) => x.read(i) || [...names, ...places.map((p) => ({ start: p.first, end: p.last }))].some((s) => i >= s.start && i < s.end);
  const inside = x.toks.filter((t, i) => t.kind === 'word' && isKnownWord(t.w) && !named(i) && !opensSentence(x.source, t.start));
  return inside.length > 0 && inside.filter((t) => t.cap).length / inside.length > TITLE_CASE_SHARE;
}

const distance = (a: RoledMention, s: Sighted) => (a.last <= s.start ? s.start - a.last : a.first - s.end);

/**
 * The place a sight is seen from: a town or a park its name holds ("Castello di Fénis": Fénis), where it is in the country
 * of another of the trip's places or the trip has no other; a country or a region its name holds ("Ilha de Moçambique")
 * only says the country, where the trip's nearest place in it is the better point; otherwise the trip's place named nearest.
 */
function anchorOf(s: Sighted, inner: readonly RoledMention[], trip: readonly RoledMention[]): RoledMention | undefined {
  const nearestOf = (ps: readonly RoledMention[]) => [...ps].sort((a, b) => distance(a, s) - distance(b, s))[0];
  const others = trip.filter((p) => !inner.includes(p));
  const nearest = nearestOf(others);
  const own = inner[0];
  if (!own) return nearest;
  const fellow = nearestOf(others.filter((p) => p.mention.country === own.mention.country));
  if (own.mention.type === 'city' || own.mention.type === 'park') return fellow || !nearest ? own : nearest;
  return fellow ?? own;
}

function sightMention(x: Text, s: Sighted, anchor: RoledMention): RoledMention {
  const [a, b] = [x.toks[s.start] as Tok, x.toks[s.end - 1] as Tok];
  const name = x.source.slice(a.start, b.end);
  const reason = `"${name}" names a sight the data does not hold; it is placed at ${anchor.mention.name}, the place it is named with (model_estimate).`;
  const mention = { ...anchor.mention, name, matched_text: name, feature: s.kind, reason, alternatives: [], start: a.start, end: b.end };
  return { mention, role: 'destination', soft: anchor.soft, first: s.start, last: s.end };
}

/**
 * "the Old Town", "la Ciudad Vieja": ordinary words after an article that the gazetteer reads as a town in another country
 * than every other place the trip goes to are a part of the place named, not a namesake abroad: they add no place.
 */
function commonPhrases(x: Text, trip: readonly RoledMention[]): RoledMention[] {
  const common = (p: RoledMention) =>
    p.mention.type === 'city' &&
    p.last - p.first >= 2 &&
    DEFINITE.has(x.toks[p.first - 1]?.w ?? '') &&
    x.toks.slice(p.first, p.last).every((t) => t.kind === 'word' && isKnownWord(t.w));
  return trip.filter((p) => common(p) && trip.some((o) => o !== p) && trip.every((o) => o === p || o.mention.country !== p.mention.country));
}

/**
 * The trip's places with the sights named beside them, and the tokens the sights take (a sight's name, and a kind word
 * alone after an article, "the Falls", or a common phrase read as a town abroad, which are parts of the place named).
 */
export function withNamedSights(
  x: Text,
  places: readonly RoledMention[],
  named: ReadonlyArray<{ start: number; end: number }>,
): { places: RoledMention[]; taken: Array<[number, number]> } {
  const names = sightNames(x);
  // A text in one case says nothing of names: no word in it is written as one.
  const cased = x.toks.some((t) => t.cap) && /\p{Ll}/u.test(x.source);
  if (!cased || titleCased(x, names, places)) return { places: [...places], taken: [] };
  const common = commonPhrases(
    x,
    places.filter((p) => p.role === 'destination' && !p.aside),
  );
  let out = places.filter((p) => !common.includes(p));
  const trip = out.filter((p) => p.role === 'destination' && !p.aside);
  const taken: Array<[number, number]> = common.map((p) => [p.first, p.last]);
  for (const s of names) {
    const inside = (p: RoledMention) => p.first >= s.start && p.last <= s.end;
    const crossing = out.some((p) => p.first < s.end && p.last > s.start && !inside(p));
    const inner = out.filter(inside);
    // A name the reader judged and left out of the trip ("Cabo Verde" qualifying Praia, "nicht unbedingt Ha Long") stays out.
    const judged = named.some((m) => m.start < s.end && m.end > s.start && !inner.some((p) => p.first === m.start && p.last === m.end));
    // A name the gazetteer holds whole ("Playa del Carmen", "Lake Garda") is its place; one in a start or a refusal is none of the trip's.
    if (crossing || judged || inner.some((p) => (p.first === s.start && p.last === s.end) || p.role !== 'destination' || p.aside)) continue;
    const anchor = anchorOf(s, inner, trip);
    if (!anchor) continue;
    out = [...out.filter((p) => !inner.includes(p)), sightMention(x, s, anchor)].sort((p, q) => p.first - q.first);
    taken.push([s.start, s.end]);
  }
  x.toks.forEach((t, i) => {
    if (trip.length > 0 && t.cap && isKindWord(t.w) && ARTICLES.has(x.toks[i - 1]?.w ?? '') && !nameWord(x, i + 1) && !taken.some(([a, b]) => i >= a && i < b))
      taken.push([i, i + 1]);
  });
  return { places: out, taken };
}
