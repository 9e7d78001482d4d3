import type { Tok } from './tokens.js';

/**
 * Words for changing planes or trains on the way, in the six languages (folded): a place after one of them ("a layover in
 * Doha", "escale à Dubaï", "Umstieg in Frankfurt", "scalo negli Stati Uniti") is passed through, not visited, and a negation
 * before the word ("no transit through the US", "sans escale", "kein Umstieg", "senza scalo", "sem conexão") rules the
 * place out of the route.
 */
const TRANSIT = new Set([
  'transit',
  'transits',
  'transiting',
  'layover',
  'layovers',
  'stopover',
  'stopovers',
  'connection',
  'connections',
  'connecting',
  'escale',
  'escales',
  'correspondance',
  'correspondances',
  'escala',
  'escalas',
  'transito',
  'conexion',
  'conexiones',
  'umstieg',
  'umsteigen',
  'zwischenstopp',
  'zwischenlandung',
  'anschluss',
  'scalo',
  'scali',
  'coincidenza',
  'coincidenze',
  'conexao',
  'conexoes',
]);

/** Whether a word is one for changing planes or trains ("layover", "escale", "Umstieg"): hours bound to it time the change. */
export const isTransitWord = (w: string): boolean => TRANSIT.has(w) || TRANSIT_IF_AIR.has(w);

/**
 * "Transit" alone also names city transport ("good public transit in Vienna") and Portuguese "trânsito" traffic: they are
 * transit words only in a sentence about flying.
 */
const TRANSIT_IF_AIR = new Set(['transit', 'transits', 'transiting', 'transito']);
const AIR = new Set(
  'flight flights fly flying airport plane vol vols avion aeroport vuelo vuelos volar avion aeropuerto flug fluge fliegen flughafen volo voli volare aereo aeroporto voo voos voar aviao'.split(
    ' ',
  ),
);
const SENTENCE_END = new Set(['.', '!', '?', ';']);

/** "Transit through the US", "transito por": passing through, whatever the sentence says of flying. */
const THROUGH = new Set(['through', 'via', 'por', 'durch', 'par', 'attraverso', 'pelo', 'pela', 'pelos']);

/** Whether the sentence holding token k is about flying. */
function airSentence(toks: readonly Tok[], k: number): boolean {
  let from = k;
  while (from > 0 && !SENTENCE_END.has(toks[from - 1]?.w ?? '')) from--;
  for (let j = from; j < toks.length && !SENTENCE_END.has(toks[j]?.w ?? ''); j++) if (AIR.has(toks[j]?.w ?? '')) return true;
  return false;
}

/** A connection onward to a place ("Anschluss nach Rom", "connection to Rome", "correspondance pour Rome") goes there, not through it. */
const ONWARD = new Set(['to', 'nach', 'pour', 'vers', 'para', 'per']);

/** Is token k a transit word that governs what follows? */
function transitAt(toks: readonly Tok[], k: number): boolean {
  const w = toks[k]?.w ?? '';
  if (!TRANSIT.has(w) || ONWARD.has(toks[k + 1]?.w ?? '')) return false;
  return !TRANSIT_IF_AIR.has(w) || THROUGH.has(toks[k + 1]?.w ?? '') || airSentence(toks, k);
}

/** The most words (a preposition, an article) that stand between a transit word and its place. */
const GAP = 2;

/** The index of a transit word that governs the place starting at `first` (nothing but its preposition between), or null. */
export function transitWordBefore(toks: readonly Tok[], first: number): number | null {
  for (let k = first - 1; k >= Math.max(0, first - 1 - GAP); k--) {
    if (transitAt(toks, k)) return k;
    if (toks[k]?.kind !== 'word') return null;
  }
  return null;
}

/** Whether a phrase ending before `end` in a transit word governs a place (per `isPlace`): "no layover in Madrid", not "direct flight from Amsterdam". */
export function placeAfterTransit(toks: readonly Tok[], end: number, isPlace: (i: number) => boolean): boolean {
  if (!transitAt(toks, end - 1)) return false;
  for (let k = end; k <= Math.min(toks.length - 1, end + GAP); k++) {
    if (isPlace(k)) return true;
    if (toks[k]?.kind !== 'word') return false;
  }
  return false;
}

/** "only", "just", "seulement", "solo", "nur", "soltanto", "apenas", "só": the place serves nothing but what follows. */
const ONLY = new Set(['only', 'just', 'seulement', 'uniquement', 'juste', 'solo', 'solamente', 'nur', 'soltanto', 'apenas', 'so']);
/** Words of purpose before that ("for the connection", "pour la correspondance", "para coger el avión", "zum Umsteigen", "per il volo"). */
const FOR = new Set(['for', 'to', 'pour', 'para', 'pra', 'per', 'zum', 'zur', 'fur', 'um']);
/** How far after the place "only" may come ("Lima ma solo per", "Lisboa é só para"), and the purpose's object after its word. */
const ONLY_WITHIN = 3;
const PURPOSE_WITHIN = 3;
const CLAUSE_ENDS = new Set(['.', '!', '?', ';']);

/**
 * Whether the words from `end` (the token after a place) say it serves only the journey: "Frankfurt only for the connection", "Zürich nur zum
 * Umsteigen", "Lisboa é só para apanhar o voo", "Lima ma solo per il volo interno": "only" and a word of purpose whose object,
 * a few words on, is a change of planes or trains or a flight. The place is passed through, not visited.
 */
export function onlyForTheJourney(toks: readonly Tok[], end: number): boolean {
  for (let k = end; k < end + ONLY_WITHIN && k < toks.length; k++) {
    const w = toks[k]?.w ?? '';
    if (CLAUSE_ENDS.has(w)) return false;
    if (!ONLY.has(w) || !FOR.has(toks[k + 1]?.w ?? '')) continue;
    const object = toks.slice(k + 2, k + 2 + PURPOSE_WITHIN).map((t) => t.w);
    return object.some((o) => TRANSIT.has(o) || AIR.has(o));
  }
  return false;
}
