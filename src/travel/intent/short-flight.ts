import { escapeRegex } from '../../text/regex.js';
import { fold } from './text.js';

/**
 * Whether the traveller asks for a short flight without giving hours ("short flight only", "not a crazy long flight",
 * "pas trop de vol", "vuelo corto", "Kurzstrecke", "volo breve", "voo curto"). The engine reads it as a cap on the flying
 * time (rank/flight-cap.ts SHORT_FLIGHT); stated hours win over it.
 */
const SHORT = [
  'short(?:er)? (?:flights?|flying|haul)',
  'short-haul',
  'not (?:an? )?(?:crazy |very |too |super )?long (?:flights?|haul)',
  'no long (?:flights?|haul)',
  'not too (?:much|long) (?:flying|a flight|in the air)',
  'pas trop de vol',
  'pas (?:un )?(?:trop )?long vol',
  'vols? courts?',
  'court-courrier',
  'vuelos? (?:corto|cortos|no muy largos?)',
  'poco vuelo',
  'no (?:muchas|demasiadas) horas de vuelo',
  'kurz(?:er|en|e)? flug',
  'kurzstrecke',
  'nicht (?:zu )?lange? (?:fliegen|flug)',
  'vol[oi] (?:breve|brevi|corto|corti)',
  'poche ore di volo',
  'voos? (?:curto|curtos|rapido|rapidos)',
  'pouco tempo de voo',
];
const SHORT_FLIGHT = new RegExp(`(?:^|[^\\p{L}])(${SHORT.join('|')})(?![\\p{L}])`, 'u');

/** "Not too far", in the six languages (folded): said of the trip, a wish for a short journey. */
const NOT_FAR =
  /(?:^|[^\p{L}])(not (?:too |very |that |so )?far(?: away)?|pas (?:trop |tres )?loin|no (?:muy |tan |demasiado )?lejos|nicht (?:zu |so |allzu )?weit(?: weg)?|non (?:troppo |molto |tanto )?lontano|nao (?:muito |tao )?longe)(?![\p{L}])/u;
/** "from" after "not too far", in the six languages (folded). */
const FROM = String.raw`^\s*(?:from|de|da|do|von|di|dal)\s+`;
/** What may follow "not too far from" when it is said of the trip: home, or the origin's name. */
const FROM_HOME = new RegExp(`${FROM}(?:home|here|us|casa|chez nous|zuhause|hier|qui|aqui|aca)(?![\\p{L}])`, 'u');

/**
 * The words asking for a short journey without giving hours, as written (folded), or null: a short flight ("short flight
 * only", "vuelo corto"), or "not too far" said of the trip, alone or from home or the origin ("not too far from Berlin"), not
 * of a place ("a hotel not far from the beach").
 */
export function shortFlightWords(text: string, origin: string | null = null): string | null {
  const folded = fold(text);
  const short = SHORT_FLIGHT.exec(folded)?.[1];
  if (short) return short;
  const near = NOT_FAR.exec(folded);
  if (!near?.[1]) return null;
  const rest = folded.slice(near.index + near[0].length);
  const fromOrigin = origin !== null && new RegExp(`${FROM}${escapeRegex(fold(origin))}(?![\\p{L}])`, 'u').test(rest);
  return /^\s*(?:[,.;!?)]|$)/u.test(rest) || FROM_HOME.test(rest) || fromOrigin ? near[1] : null;
}
