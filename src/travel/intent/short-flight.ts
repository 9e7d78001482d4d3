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

/** The words asking for a short flight, as written (folded), or null. */
export function shortFlightWords(text: string): string | null {
  return SHORT_FLIGHT.exec(fold(text))?.[1] ?? null;
}
