import { homewardAt } from '../../intent/homeward.js';
import type { Lang } from '../../intent/language.js';
import { cueClassBefore } from '../../intent/roles.js';
import { FLIGHT_NOUNS } from '../../intent/organisations.js';
import { PhraseIndex, tokenize, type Tok } from '../../intent/tokens.js';
import { transitWordBefore } from '../../intent/transit-words.js';
import { mention } from './stop-nights.js';

/**
 * The order of a route's stops from the grammar of the request, not from where the names happen to
 * be written. Each stop falls in a band: the airport flown into (the reader's arrival cue, "flying
 * into Genoa", "atterrir à", "landen in"), a stop a first word governs ("starting in", "en commençant
 * par", "primero", "zuerst", "prima di tutto", "primeiro"), the rest, a stop a last word governs ("and
 * finally", "ending in", "pour finir à", "por último", "zum Schluss", "infine", "por fim"), and the
 * airport flown home from (the reader's departure cue, "and out of Porto", "repartir de", "ripartiamo
 * da", or a start the way home governs, "fly back from Glasgow", "regresamos desde", "von Venedig zurück"). A word governs the place right after it and every place listed
 * after that one with only list words between (its scope); a first or last word said right after a
 * place governs that place ("Kyoto first", "Sevilla por último"). Within a band the stops keep the
 * order they are written in, except the places on the way to a stop: a via word after it ("to Nice
 * via Lyon and Avignon", "nach Wien über Salzburg und Hallstatt") puts its scope just before it.
 * Names the request does not write keep their place at the end.
 */
type Band = 'arrival' | 'first' | 'middle' | 'last' | 'departure';
const RANK: Record<Band, number> = { arrival: 0, first: 1, middle: 2, last: 3, departure: 4 };

/** First and last words said before the places they govern, in the six languages (folded). */
const BEFORE = new PhraseIndex<Band>();
for (const [band, phrases] of [
  [
    'first',
    "first|firstly|first of all|to start|to start with|starting in|starting with|starting at|start in|start with|beginning in|beginning with|begin in|begin with|d abord|d'abord|tout d abord|en commencant par|pour commencer|commencer par|primero|primero de todo|para empezar|empezando por|comenzando por|zuerst|zunachst|als erstes|beginnend in|beginnend mit|anfangen in|prima di tutto|per cominciare|iniziando da|cominciando da|primeiro|para comecar|comecando por|comecando em",
  ],
  [
    'last',
    'finally|and finally|lastly|last|ending in|ending at|ending with|end in|end at|end with|finishing in|finishing at|finishing with|finish in|finish at|finish with|enfin|et enfin|pour finir|pour finir a|pour finir par|pour terminer|pour terminer a|pour terminer par|finir a|terminer a|por ultimo|y por ultimo|por fin|y finalmente|finalmente|para terminar|para terminar en|para acabar|para acabar en|terminando en|acabando en|zum schluss|zuletzt|schliesslich|und schliesslich|am ende|zum abschluss|infine|e infine|per finire|per finire a|per finire con|per ultimo|per ultima|alla fine|por fim|e por fim|para terminar em|para acabar em|terminando em|acabando em',
  ],
] as const)
  for (const p of phrases.split('|')) BEFORE.add(p, band);

/** First and last words said right after the place they govern ("Kyoto first", "Sevilla por último"). */
const AFTER = new PhraseIndex<Band>();
for (const [band, phrases] of [
  ['first', "first|d'abord|d abord|en premier|primero|zuerst|als erstes|prima|per prima|primeiro"],
  ['last', 'last|at the end|en dernier|a la fin|al final|por ultimo|zuletzt|zum schluss|per ultima|per ultimo|alla fine|por fim|por ultimo'],
] as const)
  for (const p of phrases.split('|')) AFTER.add(p, band);

/** Words that only list places: a cue before the first of them governs them all. */
const LIST = new Set([',', 'and', '&', '+', 'et', 'y', 'e', 'ed', 'und']);

interface Span {
  index: number;
  first: number;
  last: number;
  band: Band;
  /** On the way to the stop written before the via word. */
  via: boolean;
}

/** The band of the place at tokens [first, last], from the words right before or right after it. */
function bandAt(toks: readonly Tok[], first: number, last: number, lang: Lang): { band: Band; via: boolean } | null {
  const cue = cueClassBefore(toks, first, lang);
  if (cue === 'arrival' || cue === 'departure') return { band: cue, via: false };
  // "fly back from Glasgow", "regresamos desde Venecia", "von Venedig zurück": a start the way home governs is where it leaves from.
  if (cue === 'origin' && homewardAt(toks, first, last, lang) !== null) return { band: 'departure', via: false };
  if ((cue === 'via' || cue === 'via_weak') && transitWordBefore(toks, first) === null) return { band: 'middle', via: true };
  for (let k = Math.max(0, first - 5); k < first; k++) {
    const hit = BEFORE.at(toks, k);
    if (hit && (hit.end === first || (hit.end === first - 1 && cue !== null))) return { band: hit.value, via: false };
  }
  const after = AFTER.at(toks, last + 1);
  return after ? { band: after.value, via: false } : null;
}

const onlyListed = (toks: readonly Tok[], from: number, to: number): boolean => toks.slice(from, to).every((t) => LIST.has(t.w));

export interface StopOrder {
  /** Indices of the names given, in the order of the trip. */
  order: number[];
  /** Some name is governed by a first or last word: the request orders its places as one trip. */
  sequenced: boolean;
  /** Names said as the airport flown into, and as the one flown home from. */
  arrivals: number;
  departures: number;
}

export function stopOrder(request: string, lang: Lang, names: readonly string[]): StopOrder {
  const toks = tokenize(request);
  const spans: Span[] = [];
  names.forEach((name, index) => {
    const m = mention(toks, request, name);
    if (m) spans.push({ index, ...m, band: 'middle', via: false });
  });
  spans.sort((a, b) => a.first - b.first);
  spans.forEach((s, k) => {
    const prev = spans[k - 1];
    const own = bandAt(toks, s.first, s.last, lang);
    const inherited = prev && onlyListed(toks, prev.last + 1, s.first) ? { band: prev.band, via: prev.via } : null;
    Object.assign(s, own ?? inherited ?? {});
  });
  // A place on the way sorts just before the stop written before its via word, keeping the order of its list.
  const key = new Map<Span, number>();
  spans.forEach((s, k) => {
    const anchor = s.via ? spans.slice(0, k).findLast((p) => !p.via) : undefined;
    key.set(s, anchor ? anchor.first - 1 + (k + 1) / (spans.length + 1) : s.first);
  });
  const ordered = [...spans].sort((a, b) => RANK[a.band] - RANK[b.band] || (key.get(a) ?? 0) - (key.get(b) ?? 0));
  const seen = new Set(ordered.map((s) => s.index));
  const count = (band: Band) => spans.filter((s) => s.band === band).length;
  return {
    order: [...ordered.map((s) => s.index), ...names.map((_, i) => i).filter((i) => !seen.has(i))],
    sequenced: count('first') + count('last') > 0,
    arrivals: count('arrival'),
    departures: count('departure'),
  };
}

/** Whether the request names the place after a word of changing planes ("a layover in Madrid", "escale à Dubaï"): a connection, never a stop. */
export function saidAsLayover(request: string, name: string): boolean {
  const toks = tokenize(request);
  const m = mention(toks, request, name);
  return m !== null && transitWordBefore(toks, m.first) !== null;
}

/** Verbs and nouns of flying besides the word for a flight, in the six languages (folded). */
const FLYING = new Set([
  ...FLIGHT_NOUNS,
  ...'fly flying flies flew plane voler volons volerons avion volar volamos volaremos fliegen fliegt fliege flugzeug volare voliamo aereo voar voamos aviao'.split(
    ' ',
  ),
]);

/** Whether the request speaks of flying ("cheap flights to Lisbon via Madrid"): then a place "via" is where the flight connects. */
export const speaksOfFlying = (request: string): boolean => tokenize(request).some((t) => FLYING.has(t.w));
