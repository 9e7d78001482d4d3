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

/** The most words (a preposition, an article) that stand between a transit word and its place. */
const GAP = 2;

/** The index of a transit word that governs the place starting at `first` (nothing but its preposition between), or null. */
export function transitWordBefore(toks: readonly Tok[], first: number): number | null {
  for (let k = first - 1; k >= Math.max(0, first - 1 - GAP); k--) {
    const w = toks[k]?.w ?? '';
    if (TRANSIT.has(w)) return k;
    if (toks[k]?.kind !== 'word') return null;
  }
  return null;
}

/** Whether a phrase ending before `end` in a transit word governs a place (per `isPlace`): "no layover in Madrid", not "direct flight from Amsterdam". */
export function placeAfterTransit(toks: readonly Tok[], end: number, isPlace: (i: number) => boolean): boolean {
  if (!TRANSIT.has(toks[end - 1]?.w ?? '')) return false;
  for (let k = end; k <= Math.min(toks.length - 1, end + GAP); k++) {
    if (isPlace(k)) return true;
    if (toks[k]?.kind !== 'word') return false;
  }
  return false;
}
