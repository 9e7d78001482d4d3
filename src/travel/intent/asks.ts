import type { ASK_TOPICS } from '../../contracts/travel-intent.js';
import { PhraseIndex, type Tok } from './tokens.js';

/**
 * What the traveller asks about beyond the search itself: ferries, rail passes and reservations,
 * medical needs, assistance animals and pets, airlines' infant rules, permits, documents, safety,
 * road and border rules, tickets. The engine holds no knowledge of these and says so; the reader
 * only recognises the topic (a lexicon of the six languages, folded; words that are also common
 * words of another language, such as German "Fähre" folded to "fahre", Italian "età" or Spanish
 * "esta", are left out). A topic sets no other field and does not change the status by itself.
 */
export type AskTopic = (typeof ASK_TOPICS)[number];

const ASKS = new PhraseIndex<AskTopic>();
for (const [topic, phrases] of [
  [
    'ferry',
    'ferry|ferries|ferry crossing|boat between|traghetto|traghetti|ferry-boat|transbordador|ferri|barco entre|fahrschiff|fahrverbindung|balsa|travessia de barco',
  ],
  [
    'rail',
    'rail pass|railpass|interrail|eurail|seat reservation|seat reservations|train timetable|train timetables|pass ferroviaire|reservation de siege|horaires des trains|pase de tren|reserva de asiento|horarios de tren|bahnpass|sitzplatzreservierung|fahrplan|fahrplane|abbonamento ferroviario|prenotazione del posto|orari dei treni|passe ferroviario|reserva de assento|horarios de comboio|horarios de trem',
  ],
  [
    'medical',
    'dialysis|oxygen|oxygen tank|insulin|pacemaker|chemotherapy|medical condition|medication|dialyse|oxygene|insuline|traitement medical|dialisis|oxigeno|insulina|medicacion|dialyse|sauerstoff|insulin|medikamente|dialisi|ossigeno|farmaci|dialise|oxigenio|medicacao|remedios',
  ],
  [
    'assistance_animal',
    'guide dog|service dog|assistance dog|emotional support animal|our dog|my dog|the dog|our cat|my cat|pet|pets|chien guide|chien d assistance|notre chien|mon chien|animal de compagnie|perro guia|perro de asistencia|nuestro perro|mi perro|mascota|mascotas|blindenhund|assistenzhund|unser hund|unserem hund|mein hund|meinem hund|haustier|cane guida|cane da assistenza|il nostro cane|il mio cane|animale domestico|cao-guia|cao guia|nosso cao|meu cao|nosso cachorro|meu cachorro|animal de estimacao',
  ],
  [
    'infant_rules',
    'bassinet|infant seat|lap infant|infant fare|car seat|berceau|siege bebe|tarif bebe|cuna de avion|moises|silla de coche|tarifa de bebe|babybett|babyschale|kindersitz|babytarif|culla|seggiolino|tariffa neonato|berco|cadeirinha|tarifa de bebe',
  ],
  ['permits', 'permit|permits|trekking permit|park permit|diving permit|permis|permiso|permisos|genehmigung|permesso|permessi|licenza|permissao|licenca'],
  [
    'documents',
    'visa|visas|visum|visums|vistos|visado|visados|passport|passports|entry requirements|id card|passeport|carte d identite|pasaporte|documentos|dni|reisepass|personalausweis|einreisebestimmungen|passaporto|carta d identita|passaporte|documento de identidade',
  ],
  [
    'safety',
    'is it safe|safe|unsafe|safe to travel|safety|dangerous|est-ce sur|securite|dangereux|es seguro|seguridad|peligroso|ist es sicher|sicherheit|gefahrlich|e sicuro|sicurezza|pericoloso|e seguro|seguranca|perigoso',
  ],
  [
    'road_rules',
    'border crossing|cross the border|driving licence|driving license|international driving permit|toll|tolls|vignette|peage|permis de conduire|passage de la frontiere|cruzar la frontera|permiso de conducir|peaje|peajes|grenzubergang|fuhrerschein|maut|passare il confine|patente|pedaggio|pedaggi|cruzar a fronteira|carta de conducao|carteira de motorista|portagem|pedagio',
  ],
  [
    'tickets',
    'tickets for|ticket for|entry tickets|concert tickets|match tickets|billets pour|billet pour|entradas para|boletos para|tickets fur|karten fur|eintrittskarten|biglietti per|biglietto per|ingressos para|bilhetes para',
  ],
] as const)
  for (const p of phrases.split('|')) ASKS.add(p, topic);

export interface Ask {
  topic: AskTopic;
  start: number;
  end: number;
}

/** Every topic phrase of the request, once per topic (the first mention). */
export function readAsks(toks: readonly Tok[]): Ask[] {
  const out: Ask[] = [];
  for (const hit of ASKS.all(toks)) if (!out.some((a) => a.topic === hit.value)) out.push({ topic: hit.value, start: hit.start, end: hit.end });
  return out;
}
