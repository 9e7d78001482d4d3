import { fold } from './text.js';

/**
 * Whether the traveller keeps to their own country: a trip said to be domestic ("domestic only", "sin salir del país",
 * "im Inland") or one taken without a passport ("we don't have passports", "my passport is expired", "sem passaporte",
 * "no passport hassles"). The engine then scopes the search to the lands of the origin's nationality (its country and
 * the territories whose people hold its passport). A question about a passport ("do we need a passport?") keeps nothing home.
 */
const PASSPORT = '(?:passports?|passeports?|pasaportes?|reisepasse?s?|passaport[oi]|passaportes?)(?![\\p{L}])';
const LACK = [
  // A passport lacking, expired or not wanted.
  `(?:no|without|sans|pas de|sin|ohne|keine?n?|senza|sem|nao temos|no tenemos|don'?t have|do not have|doesn'?t have|has no|have no|neither of us has an?)\\s+(?:a |an |the |un |une |el |il |o |um |our |nos |nuestros? |unsere?n? )?${PASSPORT}`,
  `${PASSPORT}\\s+(?:is |are |est |es |ist |e |esta |sind |sont )?(?:expired|expire|expires|vencidos?|caducados?|abgelaufen|scadut[oi]|vencidos?|expirados?)`,
  `(?:expired|abgelaufene?n?)\\s+${PASSPORT}`,
  '(?:ohne|keinen) pass(?![\\p{L}])',
  `${PASSPORT}[- ]free`,
  `no ${PASSPORT} needed`,
];
const DOMESTIC = [
  'domestic (?:only|trips?|travel|destinations?|holidays?|vacations?|getaways?|places)',
  '(?:stay|keep it|somewhere|only) domestic',
  'domestically',
  'stay(?:ing)? (?:in|within) the country',
  '(?:within|inside) (?:the|our) (?:own )?country',
  'without leaving the country',
  'nothing (?:international|abroad)',
  'sans (?:quitter|sortir (?:de|du)) (?:la france|le pays|notre pays)',
  'sin salir del? (?:pais|nuestro pais)',
  'dentro del pais',
  '(?:viaje|destino|turismo) nacional',
  'im inland',
  'inlands?(?:reise|urlaub)',
  'nicht ins ausland',
  "senza (?:uscire|andare) (?:dal|dall'|all'estero)",
  'vacanz[ae] in patria',
  'sem sair do pais',
  'dentro do pais',
  '(?:viagem|destino|turismo) nacional',
];
const HOME_ONLY = new RegExp(`(?:^|[^\\p{L}])(?:${[...LACK, ...DOMESTIC].join('|')})`, 'u');

export const keepsHome = (text: string): boolean => HOME_ONLY.test(fold(text));
