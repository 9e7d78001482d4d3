import { airportByIata, type Airport } from './airports.js';
import type { Catalog } from './catalog.js';
import { greatCircleKm } from './distance.js';
import { tokenize, type Token } from './normalize.js';
import type { Place } from './place.js';
import { candidatesFor, demonymCandidates, qualifiedCandidates, rank, scoreContext, toResolved } from './resolve.js';
import type { Candidate, ScoreContext } from './score.js';
import type { ResolveContext, ResolvedPlace } from './types.js';

const MAX_WORDS = 6;
/**
 * Prior a reading needs to be taken from running text: lower-case words must name something
 * prominent (a country, a US/Canadian/Australian state, a curated or well-served city);
 * capitalized ones only need to be a real town (importance above ~0.12).
 */
const LOWERCASE_MIN_PRIOR = 0.7;
const CAPITALIZED_MIN_PRIOR = 0.28;
/** A capitalized first word of a sentence ("Split the cost") counts only for a prominent place. */
const SENTENCE_START_MIN_PRIOR = 0.5;
/** A mention this close to the origin airport is the origin city ("Chicago to Mexico" from ORD). */
const ORIGIN_CITY_KM = 60;
const ORIGIN_WORDS = new Set(['from', 'leaving', 'departing']);
const AIRPORT_LEAD_WORDS = new Set(['from', 'leaving', 'departing', 'out', 'of', 'via', 'into', 'to', 'fly', 'flying']);
/** Two-letter words that are also US/Canadian codes: only ever a qualifier after a city. */
const CODE_WORDS = new Set(['in', 'or', 'me', 'ok', 'hi', 'oh', 'de', 'pa', 'ma', 'co', 'id', 'mi', 'mo', 'ne', 'al', 'on', 'la', 'ga', 'wa', 'va', 'ms', 'mt', 'nb', 'ns', 'pe', 'sc', 'ar']);

export type Mention = ResolvedPlace & { start: number; end: number };

interface Match {
  start: number;
  end: number;
  candidates: Candidate[];
  origin: boolean;
  /** A generic phrase written as a name ("Wine Country"): kept only when nothing more specific is named. */
  generic?: boolean;
}

interface Text {
  tokens: Token[];
  /** The writer does not use case (all lower or all upper), so capitals carry no signal. */
  caseless: boolean;
  source: string;
}

const isCap = (t: Token) => /^\p{Lu}/u.test(t.raw);
const isUpperCode = (t: Token) => t.raw.length <= 3 && t.raw === t.raw.toUpperCase() && /^\p{L}+$/u.test(t.raw);

/** Capitalized like a name: every word longer than three letters starts with a capital. */
function capitalized(text: Text, from: number, to: number): boolean {
  if (text.caseless) return false;
  const words = text.tokens.slice(from, to);
  return words.some(isCap) && words.every((t) => t.raw.length <= 3 || isCap(t));
}

function sentenceStart(text: Text, i: number): boolean {
  const t = text.tokens[i];
  if (!t) return false;
  const before = text.source.slice(0, t.start).trimEnd();
  return before === '' || /[.!?:;\n]$/.test(before);
}

const prevWord = (text: Text, i: number) => text.tokens[i - 1]?.norm ?? '';

/** "from X", "leaving X", "out of X": X is where the traveller starts. */
const isOrigin = (text: Text, i: number) =>
  ORIGIN_WORDS.has(prevWord(text, i)) || (prevWord(text, i) === 'of' && prevWord(text, i - 1) === 'out');

/** Whether a matched span is meant as a place, given case, stop words and what precedes it. */
function accepts(cat: Catalog, text: Text, from: number, to: number, key: string, cands: Candidate[]): boolean {
  const w = cat.words;
  const caps = capitalized(text, from, to);
  const locative = w.locative.has(prevWord(text, from));
  const only = to - from === 1 ? text.tokens[from] : undefined;
  // "LA", "SF", "UK", "US": an upper-case abbreviation written as one is meant as the place.
  const abbreviation = cands.some((c) => c.kind === 'alias' || (c.kind === 'name' && c.place.type === 'country'));
  if (only && isUpperCode(only) && !text.caseless && abbreviation) return true;
  if (only && cands.some((c) => c.kind === 'code') && cands.every((c) => c.kind === 'code' || c.place.type === 'city')) {
    return isUpperCode(only) && !text.caseless && !CODE_WORDS.has(key);
  }
  if (cands.every((c) => c.kind === 'demonym')) return false;
  if (w.stop.has(key) || CODE_WORDS.has(key)) {
    if (w.capitalizedOnly.has(key)) return caps && (!sentenceStart(text, from) || locative || joinedToPlace(cat, text, to));
    if (w.locativeOnly.has(key)) return caps || locative;
    return false;
  }
  const best = Math.max(...cands.map((c) => c.place.prior));
  if (caps) return best >= CAPITALIZED_MIN_PRIOR && (!sentenceStart(text, from) || locative || best >= SENTENCE_START_MIN_PRIOR || to - from > 1);
  return best >= LOWERCASE_MIN_PRIOR || cands.some((c) => c.kind === 'alias');
}

/** "Victoria and Vancouver": the next words are "and"/"or" and a capitalized, prominent place name. */
function joinedToPlace(cat: Catalog, text: Text, to: number): boolean {
  const joiner = text.tokens[to];
  const next = text.tokens[to + 1];
  if (!joiner || !next || !['and', 'or'].includes(joiner.norm) || !isCap(next)) return false;
  return candidatesFor(cat, next.norm).some((c) => c.place.prior >= SENTENCE_START_MIN_PRIOR);
}

/** A three-letter IATA code written as one ("SFO", or "sfo" right after "from"/"into"). */
function airportAt(cat: Catalog, text: Text, i: number): Airport | undefined {
  const t = text.tokens[i] as Token;
  if (t.raw.length !== 3 || cat.words.stop.has(t.norm)) return undefined;
  const airport = airportByIata(t.raw);
  if (!airport?.scheduled) return undefined;
  if (isUpperCode(t) && !text.caseless) return airport;
  return AIRPORT_LEAD_WORDS.has(prevWord(text, i)) && airport.size === 'large' ? airport : undefined;
}

/** The city an airport serves: a GeoNames city of the airport's city name nearby, else the nearest city. */
function airportCity(cat: Catalog, airport: Airport): Place | undefined {
  const named = candidatesFor(cat, airport.city.toLowerCase()).find((c) => c.place.type === 'city' && greatCircleKm(c.place, airport) < 60);
  if (named) return named.place;
  const i = cat.cities.nearest(airport.lat, airport.lon, airport.country);
  return i === undefined ? undefined : cat.cityPlace(i);
}

function matchAt(cat: Catalog, text: Text, i: number): Match | undefined {
  const toks = text.tokens;
  const demonym = demonymAt(cat, text, i);
  if (demonym) return demonym;
  for (let len = Math.min(MAX_WORDS, toks.length - i); len >= 1; len--) {
    const key = toks.slice(i, i + len).map((t) => t.norm).join(' ');
    const cands = candidatesFor(cat, key);
    if (!cands.length || !accepts(cat, text, i, i + len, key, cands)) continue;
    // "wine country", "the south" in lower case are themes or directions, not the curated region.
    const generic = cat.words.generic.has(key);
    if (generic && !capitalized(text, i, i + len)) continue;
    const m: Match = { start: i, end: i + len, candidates: cands, origin: isOrigin(text, i), generic };
    extendWithQualifier(cat, text, m, key);
    return m;
  }
  const airport = airportAt(cat, text, i);
  const city = airport && airportCity(cat, airport);
  if (airport && city) return { start: i, end: i + 1, candidates: [{ place: city, kind: 'airport', note: `airport code ${airport.iata}` }], origin: isOrigin(text, i) };
  return misspeltAt(cat, text, i);
}

/** "Barcelone", "Reykjavick": a capitalized word that names nothing, read as an important place one or two letters off. */
function misspeltAt(cat: Catalog, text: Text, i: number): Match | undefined {
  const t = text.tokens[i] as Token;
  if (!capitalized(text, i, i + 1) || cat.words.stop.has(t.norm)) return undefined;
  const candidates = cat.fuzzy.candidates(t.norm);
  return candidates.length ? { start: i, end: i + 1, candidates, origin: isOrigin(text, i) } : undefined;
}

/** "Italian coast", "Mexican beaches": an adjective (or country name) followed by landscape words. */
function demonymAt(cat: Catalog, text: Text, i: number): Match | undefined {
  const words = text.tokens.slice(i, i + MAX_WORDS).map((t) => t.norm);
  const features = cat.words.features;
  for (let k = Math.min(3, words.length - 1); k >= 1; k--) {
    const head = words.slice(0, k).join(' ');
    if (!cat.countries.byDemonym.has(head) && !cat.countries.byName.has(head)) continue;
    let end = k;
    while (end < words.length && features.has(words[end] ?? '')) end++;
    // "Greek islands" and "Japanese Alps" are curated places, not a country plus a theme.
    if (end === k || candidatesFor(cat, words.slice(0, k + 1).join(' ')).length) continue;
    const cands = demonymCandidates(cat, words.slice(0, end));
    if (cands.length) return { start: i, end: i + end, candidates: cands, origin: false };
  }
  return undefined;
}

/** "Portland, Maine" / "Paris TX": a following state or country that contains the head narrows it. */
function extendWithQualifier(cat: Catalog, text: Text, m: Match, headKey: string): void {
  for (let len = 3; len >= 1; len--) {
    const q = text.tokens.slice(m.end, m.end + len);
    if (q.length < len) continue;
    const gap = text.source.slice(text.tokens[m.end - 1]?.end ?? 0, q[0]?.start ?? 0);
    if (!/^\s*,?\s*$/.test(gap)) return;
    const key = q.map((t) => t.norm).join(' ');
    const codeLike = len === 1 && key.length === 2;
    if (codeLike && (text.caseless || !isUpperCode(q[0] as Token))) continue;
    if (!codeLike && !capitalized(text, m.end, m.end + len) && !text.caseless) continue;
    const qualified = qualifiedCandidates(cat, headKey, key);
    if (qualified.length) {
      m.candidates = qualified;
      m.end += len;
      return;
    }
  }
}

/** Place mentions in free text, longest match first, each resolved with the others as context. */
export function extractMentions(cat: Catalog, source: string, ctx?: ResolveContext): Mention[] {
  const tokens = tokenize(source);
  const text: Text = { tokens, source, caseless: !/\p{Ll}/u.test(source) || !/\p{Lu}/u.test(source) };
  const found: Match[] = [];
  for (let i = 0; i < tokens.length; ) {
    const m = matchAt(cat, text, i);
    if (m) found.push(m);
    i = m ? m.end : i + 1;
  }
  // "Tuscany Wine Country": the generic phrase adds no second place next to a specific one.
  const specific = found.some((m) => !m.generic && !m.origin);
  const matches = specific ? found.filter((m) => !m.generic) : found;
  const base: ScoreContext = scoreContext(ctx);
  const first = matches.map((m) => rank(m.candidates, base)[0]?.place);
  // Where the traveller leaves from says nothing about where they go: "Mexico ... from ORD" must not
  // lean towards Mexico, Missouri because Chicago is in the text.
  const leaving = (m: Match, p: Place | undefined) => m.origin || (p !== undefined && base.origin !== undefined && greatCircleKm(base.origin, p) < ORIGIN_CITY_KM);
  const context = first.map((p, j) => (p && !leaving(matches[j] as Match, p) ? p : undefined));
  return matches.flatMap((m, k) => {
    const co = context.filter((p, j): p is Place => p !== undefined && j !== k);
    const ranked = rank(m.candidates, { ...base, co });
    const startTok = tokens[m.start] as Token;
    const endTok = tokens[m.end - 1] as Token;
    const best = toResolved(ranked, source.slice(startTok.start, endTok.end))[0];
    if (!best) return [];
    const mention: Mention = { ...best, start: startTok.start, end: endTok.end };
    if (m.origin) mention.role = 'origin';
    return [mention];
  });
}
