import type { Gazetteer } from '../geo/types.js';
import type { PartRole } from './discourse.js';
import { AND } from './clause-words.js';
import type { Lang } from './language.js';
import { EITHER_OR } from './or-words.js';
import { KIN, PERSON_NOUNS } from './party-words.js';
import { livesThere } from './residence.js';
import type { PlaceMention, RoledMention } from './place-mentions.js';
import type { Tok } from './tokens.js';
import { transitWordBefore } from './transit-words.js';
import { pastVisitClauses } from './visited.js';

/**
 * The features of a place mention's setting that the role model (role-model.ts) weighs beside role-features.ts's: where
 * it stands among the other places (inside one, holding one, an alternative another mention settles), the whole
 * sentence's tense, mood and negation, a person or a flight it belongs to, brackets around it, and the message part it is
 * read in (discourse.ts). Each is a structure of the text, named so the model learns its weight; none is a phrasing.
 */
export interface RoleContext {
  /** The message part the text is (discourse.ts): a plain request is one `newest` part. */
  part: PartRole;
  /** Whether `outer` holds `inner` (its country or region, or around it), as the gazetteer says. */
  inside: (outer: PlaceMention, inner: PlaceMention) => boolean;
}

/** The gazetteer's answer to whether one named place holds another (a place never holds itself). */
export const holdsPlace =
  (gazetteer: Gazetteer): RoleContext['inside'] =>
  (outer, inner) =>
    outer.id !== inner.id &&
    gazetteer.contains(outer, { country: inner.country ?? '', admin1: inner.admin1, lat: inner.lat, lon: inner.lon, destinationId: inner.id });

const SENTENCE_END = new Set(['.', '!', '?', ';']);

/** The request's sentences, shared by role-features.ts and this module: each token's sentence and each sentence's tokens [start, end). */
export interface SentenceIndex {
  of: readonly number[];
  bounds: ReadonlyArray<readonly [number, number]>;
}

/** The sentences of the tokens: a sentence ends after ".", "!", "?" or ";". */
export function sentenceIndex(toks: readonly Tok[]): SentenceIndex {
  const of: number[] = [];
  const bounds: Array<[number, number]> = [];
  toks.forEach((_, i) => {
    const n = (of[i - 1] ?? 0) + (i > 0 && SENTENCE_END.has(toks[i - 1]?.w ?? '') ? 1 : 0);
    of.push(n);
    if (bounds[n]) bounds[n][1] = i + 1;
    else bounds[n] = [i, i + 1];
  });
  return { of, bounds };
}

const BETWEEN = new Set(['between', 'entre', 'zwischen', 'tra', 'fra']);
/** Words of flying and changing planes, whose places are where a flight is, not where the trip stays. */
const AIR =
  /^(?:flights?|flying|fly|flew|airport|airports|airline|layover|stopover|connection|vol|vols|aeroport|escale|correspondance|vuelo|vuelos|aeropuerto|escala|conexion|flug|fluge|flughafen|umsteigen|zwischenstopp|volo|voli|aeroporto|scalo|voo|voos|conexao)$/;
/** A flight number: an airline's two-character code and its number ("BA 728", "FR2815", "OS 512"). */
const FLIGHT_CODE = /^[a-z0-9]{2}$/;
/** Written as a code: capitals throughout ("BA", not the word "Em" before a year). */
const isCode = (raw: string) => /\p{Lu}/u.test(raw) && raw === raw.toUpperCase();
/** Words of comparing a place with another ("like Santiago", "comme Lyon", "wie Wien", "tipo Lisbona"). */
const COMPARE = new Set(['like', 'than', 'comme', 'genre', 'como', 'tipo', 'wie', 'als', 'come', 'quanto', 'style', 'stile', 'estilo']);
/** Neighbours this close (in tokens) that locate a place ("Halifax, Nova Scotia", "Ragusa (Sicilia)"). */
const LOCATOR_GAP = 3;

const word = (toks: readonly Tok[], i: number) => toks[i]?.w ?? '';

/** The sentence holding token i, as token indices [start, end). */
const sentenceOf = (sentences: SentenceIndex, i: number): readonly [number, number] => sentences.bounds[sentences.of[i] ?? 0] ?? [0, 0];

/** Is the mention inside brackets opened in its sentence and not closed before it? */
function bracketed(toks: readonly Tok[], sentences: SentenceIndex, first: number): boolean {
  const [s] = sentenceOf(sentences, first);
  let depth = 0;
  for (let k = s; k < first; k++) depth += word(toks, k) === '(' ? 1 : word(toks, k) === ')' ? -1 : 0;
  return depth > 0;
}

/** Are two mentions alternatives: joined by an "or" word, or by "and" after a "between" ("entre Tenerife y La Palma")? */
function alternatives(toks: readonly Tok[], a: RoledMention, b: RoledMention): boolean {
  const between = toks.slice(a.last, b.first).map((t) => t.w);
  if (between.length > 3 || !between.every((w) => EITHER_OR.has(w) || AND.has(w) || w === ',')) return false;
  return between.some((w) => EITHER_OR.has(w)) || (between.some((w) => AND.has(w)) && [1, 2].some((d) => BETWEEN.has(word(toks, a.first - d))));
}

/** Two mentions of one place: one gazetteer entry, or the same name. */
export const sameSpot = (a: RoledMention, b: RoledMention) => (a.mention.id ?? a.mention.name) === (b.mention.id ?? b.mention.name);

/** The mentions of `named` that are only context: those, when a place to go other than them remains (a venue's or a visa's country). */
export const asideWhenTripGoesElsewhere = (out: readonly RoledMention[], named: readonly RoledMention[]): RoledMention[] =>
  out.some((r) => r.role === 'destination' && !named.includes(r)) ? [...named] : [];

/** An alternative ("X or Y"): kept when named again after the pair, dropped when only its sibling is. */
function alternativeFeatures(r: RoledMention, order: readonly RoledMention[], toks: readonly Tok[]): string[] {
  const k = order.indexOf(r);
  const siblings = [order[k - 1], order[k + 1]].filter(
    (o): o is RoledMention => o !== undefined && (o.first < r.first ? alternatives(toks, o, r) : alternatives(toks, r, o)),
  );
  if (siblings.length === 0) return [];
  const end = Math.max(r.last, ...siblings.map((o) => o.last));
  const later = order.filter((o) => o.first >= end);
  const again = later.some((o) => sameSpot(o, r));
  const siblingAgain = siblings.some((s) => later.some((o) => sameSpot(o, s)));
  return ['alternative', ...(again ? ['alternative_named_again'] : siblingAgain ? ['alternative_sibling_named_again'] : [])];
}

/** Where the place stands among the others: holding one named next to it (a locator), inside one, holding one further off. */
function containmentFeatures(r: RoledMention, others: readonly RoledMention[], inside: RoleContext['inside']): string[] {
  const f: string[] = [];
  const near = (o: RoledMention) => Math.min(Math.abs(r.first - o.last), Math.abs(o.first - r.last)) <= LOCATOR_GAP;
  const held = others.filter((o) => inside(r.mention, o.mention));
  if (held.length > 0) f.push(held.some((o) => o.last <= r.first && near(o)) ? 'holds_place_just_before' : 'holds_named_place');
  const holders = others.filter((o) => inside(o.mention, r.mention));
  if (holders.length > 0) f.push(holders.some(near) ? 'inside_place_beside' : 'inside_named_place');
  return f;
}

/** The sentence's year, flight and visit told, a comparison, and the person or living verb in the place's own stretch of it. */
function sentenceFeatures(
  r: RoledMention,
  others: readonly RoledMention[],
  toks: readonly Tok[],
  lang: Lang,
  sentences: SentenceIndex,
  pastClauses: ReadonlyArray<[number, number]>,
): string[] {
  const [s, e] = sentenceOf(sentences, r.first);
  const words = toks.slice(s, e).map((t) => t.w);
  // The place's own stretch: from the place named before it in the sentence (or the sentence's start) to the next one.
  const from = Math.max(s, ...others.filter((o) => o.last <= r.first).map((o) => o.last));
  const to = Math.min(e, ...others.filter((o) => o.first >= r.last).map((o) => o.first));
  const f: string[] = [];
  if (pastClauses.some(([a, b]) => r.first >= a && r.first < b)) f.push('in_past_visit_clause');
  if (words.some((w) => /^(?:19|20)\d\d$/.test(w))) f.push('year_in_sentence');
  if (toks.slice(from, r.first).some((t) => KIN.has(t.w) || PERSON_NOUNS.has(t.w))) f.push('person_before');
  if (toks.slice(from, to).some((t) => livesThere(t.w, lang))) f.push('living_beside');
  if (words.some((w) => AIR.test(w))) f.push('flight_in_sentence');
  if (toks.slice(s, e).some((t, k) => FLIGHT_CODE.test(t.w) && isCode(t.raw) && toks[s + k + 1]?.kind === 'num')) f.push('flight_number_in_sentence');
  if (transitWordBefore(toks, r.first) !== null) f.push('transit_word');
  if (COMPARE.has(word(toks, r.first - 1)) || COMPARE.has(word(toks, r.first - 2))) f.push('compared');
  return f;
}

/** For each roled mention (in the order given), the names of its setting's features. */
export function contextFeatures(toks: readonly Tok[], roled: readonly RoledMention[], lang: Lang, context: RoleContext, sentences: SentenceIndex): string[][] {
  const order = [...roled].sort((a, b) => a.first - b.first);
  const pastClauses = pastVisitClauses(toks, lang);
  return roled.map((r) => {
    const others = order.filter((o) => o !== r);
    return [
      `part=${context.part}`,
      ...(others.some((o) => o.first > r.first && sameSpot(o, r)) ? ['named_again_later'] : []),
      ...(bracketed(toks, sentences, r.first) ? ['in_brackets'] : []),
      ...alternativeFeatures(r, order, toks),
      ...containmentFeatures(r, others, context.inside),
      ...sentenceFeatures(r, others, toks, lang, sentences, pastClauses),
    ];
  });
}
