import type { Tok } from './tokens.js';

/**
 * A place where the writer works before the trip asked for: "my conference ends in Singapore",
 * "attending a summit in Vancouver", "my company is sending me to Buenos Aires", "après mon congrès
 * à Lyon", "tras el congreso en Madrid", "nach der Messe in Hannover", "dopo il convegno a Bologna",
 * "depois da conferência em Lisboa". A leisure extension starts there, like "I'm in X": it is the
 * origin when the request goes somewhere else and names no home to go back to.
 */
const EVENT = new Set(
  (
    'conference conferences summit congress convention workshop expo offsite ' +
    'congres colloque seminaire salon ' +
    'conferencia congreso feria seminario ' +
    'konferenz kongress tagung messe seminar dienstreise geschaftsreise ' +
    'conferenza congresso convegno fiera riunione trasferta ' +
    'conferencia congresso feira reuniao'
  ).split(' '),
);
/** "business trip", "work trip", "viaje de trabajo", "viaggio di lavoro", "viagem de negócios", "voyage d'affaires". */
const TRIP = new Set(['trip', 'travel', 'viaje', 'viaggio', 'viagem', 'voyage', 'deplacement']);
const WORK = new Set(['business', 'work', 'trabajo', 'negocios', 'lavoro', 'affari', 'trabalho', 'affaires', 'professionnel']);
/** "sending me to", "m'envoie à", "me manda a", "schickt mich nach", "mi manda a", "me manda para". */
const SEND =
  /^(?:send|sends|sending|sent|envoie|envoient|envoye|envoyee|manda|mandan|mandano|mandam|mandou|envia|envian|enviam|enviou|schickt|schicken|geschickt)$/;
const BOUNDS = new Set(['.', ';', '!', '?', ',', ':', 'and', 'then', 'et', 'puis', 'y', 'luego', 'und', 'dann', 'e', 'poi', 'depois']);
const REACH = 4;

/** Whether the place whose cue starts at token `at` is where a work event or a work trip takes the writer. */
export function workEventBefore(toks: readonly Tok[], at: number): boolean {
  for (let k = at - 1; k >= Math.max(0, at - REACH); k--) {
    const w = toks[k]?.w ?? '';
    if (BOUNDS.has(w)) return false;
    if (EVENT.has(w) || SEND.test(w)) return true;
    if (TRIP.has(w) && (WORK.has(toks[k - 1]?.w ?? '') || WORK.has(toks[k + 1]?.w ?? '') || WORK.has(toks[k + 2]?.w ?? ''))) return true;
  }
  return false;
}
