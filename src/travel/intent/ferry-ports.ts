import { wordBeforeArticles } from './articles.js';
import { fold } from './text.js';
import type { Tok } from './tokens.js';

/**
 * Where a ferry is boarded ("the ferry from Newcastle", "en prenant le traversier à Souris", "tomando el ferry en Dénia",
 * "mit der Fähre ab Rostock", "col traghetto da Civitavecchia", "a balsa de Itajaí") is a port on the way: the trip
 * starts there only when the request names no other start, and it is no place to go in itself. A cruise is a trip of its
 * own, so its ports are not such places ("a Rhine cruise from Basel").
 */
const BOATS = new Set([
  'ferry',
  'ferries',
  'ferryboat',
  'boat',
  'traversier',
  'bateau',
  'navire',
  'bac',
  'transbordador',
  'barco',
  'buque',
  'schiff',
  'faehre',
  'traghetto',
  'traghetti',
  'nave',
  'aliscafo',
  'balsa',
]);
/** German "Fähre" folds to "fahre" (I drive): the ferry is read from the written word. */
const BOAT_RAW = new Set(['fähre', 'fähren']);
/** Words of boarding at or leaving from a port ("from", "at", "à", "desde", "en", "ab", "von", "da", "dal", "de", "do", "em"). */
const BOARD_AT = new Set(['from', 'at', 'in', 'out', 'a', 'au', 'de', 'du', 'depuis', 'desde', 'en', 'del', 'ab', 'von', 'da', 'dal', 'do', 'em', 'no']);
/** Words that may stand between the boat and its port ("the ferry over from", "le bateau au départ de"). */
const BETWEEN = new Set(['over', 'across', 'out', 'of', 'depart', 'salida', 'partenza', 'partida', 'au', 'con', 'di']);
const REACH = 3;

/** A word as written: the reader blanks the words of a way of travelling ("con el ferry") once it has read them as such. */
const said = (t: Tok | undefined): string => (t === undefined ? '' : t.w || fold(t.raw));
const isBoat = (t: Tok | undefined): boolean => t !== undefined && (BOATS.has(said(t)) || BOAT_RAW.has(t.raw.toLowerCase()));

/** Words that go on to the crossing's other end: "from Naples to Palermo", "de Marseille à Ajaccio", "von Passau nach Wien". */
const TO = new Set(['to', 'a', 'au', 'aux', 'vers', 'pour', 'hacia', 'hasta', 'para', 'pra', 'ate', 'nach', 'per', 'verso', 'ad', '-']);

/**
 * Whether the place from token `first` to `last` is where a ferry is boarded. A crossing said with its other end is a
 * route inside the trip ("the ferry from Piraeus to Santorini", "il traghetto da Napoli a Palermo"): both ends are its places.
 */
export function boardingPort(toks: readonly Tok[], first: number, last: number): boolean {
  if (TO.has(said(toks[last]))) return false;
  const prep = wordBeforeArticles(toks, first);
  if (!BOARD_AT.has(toks[prep]?.w ?? '')) return false;
  for (let k = prep - 1; k >= Math.max(0, prep - REACH); k--) {
    if (isBoat(toks[k])) return true;
    if (!BETWEEN.has(said(toks[k])) && !BOARD_AT.has(said(toks[k]))) return false;
  }
  return false;
}

/**
 * Words of going straight on from where the boat lands ("straight on to", "sin parar seguimos a", "e poi subito verso", "direkt
 * weiter nach"); a bare "then" may follow a stay there ("the ferry to Naxos and then Paros").
 */
const ONWARD = new Set(
  'straight onward onwards directly weiter direkt sofort seguimos seguir seguiremos parar inmediatamente directo proseguiamo proseguire subito direttamente directement continuons seguindo direto imediatamente'.split(
    ' ',
  ),
);
/** How far back from its preposition the boat may stand ("the ferry across to Dublin", "traghetto da Napoli per Palermo"). */
const BOAT_WITHIN = 6;
/** How far after the landing place the words of going on and the next place may come. */
const ONWARD_WITHIN = 8;
const SENTENCE_END = new Set(['.', '!', '?', ';']);

/**
 * Whether the place from token `first` to `last` is where a ferry lands on the way: the boat goes to it ("the ferry across to
 * Dublin", "en ferry hasta Tánger", "traghetto per Palermo") and the sentence goes straight on from it to another place
 * (`placeAt`): "then straight on to Galway", "y sin parar seguimos a Chefchaouen", "e poi subito verso Cefalù".
 */
export function landingPort(toks: readonly Tok[], first: number, last: number, placeAt: (i: number) => boolean): boolean {
  const prep = wordBeforeArticles(toks, first);
  if (!TO.has(said(toks[prep])) && !BOARD_AT.has(said(toks[prep]))) return false;
  const before = toks.slice(Math.max(0, prep - BOAT_WITHIN), prep);
  const boatAt = before.findLastIndex(isBoat);
  if (boatAt < 0 || before.slice(boatAt).some((t) => SENTENCE_END.has(t.w))) return false;
  for (let k = last; k < Math.min(toks.length, last + ONWARD_WITHIN); k++) {
    if (SENTENCE_END.has(toks[k]?.w ?? '')) return false;
    if (!ONWARD.has(said(toks[k]))) continue;
    for (let j = k + 1; j <= k + ONWARD_WITHIN && j < toks.length && !SENTENCE_END.has(toks[j]?.w ?? ''); j++) if (placeAt(j)) return true;
    return false;
  }
  return false;
}
