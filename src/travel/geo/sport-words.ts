import { normalizeToken } from './normalize.js';

/**
 * Words of a sporting match, and of the tickets and events one goes to it with, in the six languages. Two places either side
 * of "vs" are teams only where the request speaks of a match; elsewhere "Lisbon vs Porto" is a choice between places.
 */
const SPORT = new Set(
  (
    'match matches game games derby stadium football soccer fixture kickoff league cup final ' +
    'stade ligue coupe partido partidos futbol estadio liga copa clasico ' +
    'spiel spiele stadion fussball bundesliga pokal derbi partita partite stadio calcio ' +
    'jogo jogos futebol campeonato classico ' +
    'ticket tickets event events billet billets entrada entradas karten eintrittskarten biglietto biglietti ingresso ingressos'
  ).split(' '),
);

/** Whether the request speaks of a sporting match; words in any case and with or without accents. */
export function speaksOfSport(words: readonly string[]): boolean {
  return words.some((w) => SPORT.has(normalizeToken(w)));
}
