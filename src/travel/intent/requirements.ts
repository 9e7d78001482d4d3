import type { Ask, AskTopic } from './asks.js';
import type { Lang } from './language.js';
import { sentenceOf } from './sentences.js';
import { PhraseIndex, type Tok } from './tokens.js';
import { placeAfterTransit } from './transit-words.js';

/**
 * Hard requirements of a trip that no field holds, in the six languages (folded): a pet that travels, flights without
 * stops, a one-way trip, a ruled-out or imposed means of transport, a cabin class, a hotel chain or its loyalty points,
 * and a cap on the flying time ("no more than a 3h flight", "pas plus de 4h de vol"). Each is reported, so a request
 * that states one is not answered as if it had been read in full. The lexicon holds phrases of each kind; a flying-time
 * cap is read by its form (a number of hours bound to a flight word).
 */
export type RequirementKind = 'pet' | 'direct_flight' | 'one_way' | 'transport_mode' | 'cabin_class' | 'hotel_chain' | 'flight_time';

const LEXICON: ReadonlyArray<[RequirementKind, string]> = [
  [
    'pet',
    'dog|dogs|puppy|puppies|cat|cats|kitten|pet|pets|chien|chiens|chienne|chiot|notre chat|mon chat|nos chats|nos deux chats|perro|perros|perrito|perritos|perrita|gato|gatos|gatito|mascota|mascotas|hund|hunde|hunden|hundin|katze|katzen|haustier|haustiere|cane|cani|cagnolino|cagnolina|gatto|gatti|gattino|cao|caes|cachorro|cachorros|cachorrinho|cachorrinha|gata|🐕|🐶|🐈|🐱|🐩',
  ],
  [
    'direct_flight',
    'direct flight|direct flights|nonstop|non-stop|non stop|no layover|no layovers|no stopover|no connections|no connecting flights|vol direct|vols directs|sans escale|pas d escale|avec escale|vuelo directo|vuelos directos|sin escalas|sin escala|direktflug|direktfluge|ohne umsteigen|ohne zwischenstopp|kein umsteigen|volo diretto|voli diretti|senza scali|senza scalo|voo direto|voos diretos|sem escalas|sem escala',
  ],
  ['one_way', 'one way|one-way|oneway|aller simple|solo ida|ida solamente|nur hinflug|einfache fahrt|sola andata|solo andata|so ida|somente ida|apenas ida'],
  [
    'transport_mode',
    "no flights|no more flights|no flying|no planes|don't fly|doesn't fly|do not fly|does not fly|can't fly|train only|by train only|only by train|bus only|only by bus|don't drive|doesn't drive|no car|no driving|pas d avion|sans avion|pas l avion|en train uniquement|uniquement en train|que en train|nada de aviones|sin avion|sin aviones|no vuelan|no vuela|no volamos|solo en autobus|solo en bus|solo en tren|tiene que ser en autobus|tiene que ser en tren|kein flug|keine fluge|nicht fliegen|nur zug|nur mit dem zug|nur mit der bahn|nur bahn|niente aerei|senza aereo|niente aereo|solo treno|solo in treno|solo in pullman|sem aviao|nada de aviao|menos aviao|nao voa|nao voam|so de onibus|so onibus|so de comboio|so de trem",
  ],
  [
    'cabin_class',
    'business class|first class|premium economy|classe affaires|premiere classe|clase business|primera clase|business-class|businessclass|erste klasse|classe business|prima classe|classe executiva|primeira classe',
  ],
  [
    'hotel_chain',
    'marriott|hilton|hyatt|sheraton|westin|holiday inn|intercontinental|ihg|accor|novotel|ibis|mercure|radisson|best western|kempinski|melia|four seasons|ritz-carlton|premier inn|loyalty points|our points|my points|bonvoy|punti fedelta|per i punti|puntos de fidelidad|treuepunkte|pontos de fidelidade',
  ],
];

const INDEX = new PhraseIndex<RequirementKind>();
for (const [kind, phrases] of LEXICON) for (const p of phrases.split('|')) INDEX.add(p, kind);

const HOURS = new Set(['h', 'hours', 'hour', 'hrs', 'hr', 'heures', 'heure', 'horas', 'hora', 'stunden', 'stunde', 'std', 'ore', 'ora']);
const FLIGHT_WORDS = new Set(['flight', 'flights', 'flying', 'vol', 'vols', 'vuelo', 'vuelos', 'flug', 'fluge', 'flugzeit', 'volo', 'voli', 'voo', 'voos']);
const OF = new Set(['of', 'de', 'di', 'd', "d'", 'du']);

export interface Requirement {
  kind: RequirementKind;
  start: number;
  end: number;
}

/**
 * Words that compare a flight's length with a number of hours, folded: "over", "longer than", "länger als", "plus de",
 * "más de", "più di", "mais de", and the joining "de"/"di" of "pas de vol de plus de".
 */
const COMPARISON = new Set([
  'over',
  'under',
  'above',
  'below',
  'longer',
  'shorter',
  'more',
  'less',
  'than',
  'max',
  'maximum',
  'exceeding',
  'langer',
  'kurzer',
  'als',
  'mehr',
  'weniger',
  'uber',
  'unter',
  'maximal',
  'hochstens',
  'maximo',
  'maxima',
  'massimo',
  'massima',
  'plus',
  'moins',
  'mas',
  'menos',
  'piu',
  'meno',
  'oltre',
  'lungo',
  'lunghi',
  'mais',
  'longo',
  'longos',
  'largo',
  'largos',
  'de',
  'di',
  'du',
  'd',
  'do',
  'que',
  'com',
  'con',
  'al',
  'au',
  'no',
  'como',
]);
/** Words that only join a comparison ("de", "com", "con", "que") and carry none. */
const JOINING = new Set([...OF, 'do', 'que', 'com', 'con', 'al', 'au', 'no', 'como']);
/** The comparison words that carry the comparison (not only the joining "de"). */
const COMPARES = (w: string) => COMPARISON.has(w) && !JOINING.has(w);

const NEGATIONS = new Set([
  'no',
  'not',
  'without',
  'sans',
  'pas',
  'sin',
  'ohne',
  'kein',
  'keine',
  'keinen',
  'senza',
  'niente',
  'sem',
  'nao',
  'nada',
  'non',
  'nessun',
  'nessuno',
  'nenhum',
  'ningun',
  'ninguno',
  'aucun',
  'never',
  'nunca',
  'jamais',
]);
/**
 * Words that make a comparison a cap in the six languages ("flights under 8 hours", "at most", "au maximum", "maxi", "como
 * máximo", "höchstens", "al massimo", "no máximo"); a negation does too ("no flight over 10 hours").
 */
const CEILINGS = new Set([
  'max',
  'maxi',
  'maximum',
  'maximo',
  'maxima',
  'massimo',
  'massima',
  'most',
  'under',
  'below',
  'shorter',
  'less',
  'unter',
  'kurzer',
  'weniger',
  'maximal',
  'hochstens',
  'moins',
  'menos',
  'meno',
]);

/** Words that bound a reach by distance or time ("within 300 km", "entro 2 ore", "innerhalb von 5 Stunden", "dentro de"). */
const REACH = new Set(['within', 'entro', 'innerhalb', 'dentro', 'umkreis', 'radius', 'jusqu', 'hasta', 'fino', 'ate', 'up']);
const WORDS_BEFORE = 3;
const before = (toks: readonly Tok[], i: number) => toks.slice(Math.max(0, i - WORDS_BEFORE), i).map((t) => t.w);

/** A reach word in the three words before token i ("within 300 km", "dentro de 2 horas"): the number bounds where the trip may go. */
const reachBefore = (toks: readonly Tok[], i: number): boolean => before(toks, i).some((w) => REACH.has(w));

/**
 * A bound in the three words before token i: a comparison, a ceiling, a negation or a reach ("max 5 Std Fahrt", "oltre le 8
 * ore", "not more than 3 hours", "within 5 hours"). Hours so bound cap the journey, which the answer must respect.
 */
export const boundBefore = (toks: readonly Tok[], i: number): boolean =>
  reachBefore(toks, i) || before(toks, i).some((w) => COMPARES(w) || CEILINGS.has(w) || NEGATIONS.has(w));

/**
 * A cap in the three words before token i: a ceiling, a negation or a reach ("max. 5 Std.", "höchstens 5 Stunden", "no more
 * than 4 hours", "com menos de 4 horas", "within 3 hours"). A comparison alone ("over 10 hours are fine") caps nothing.
 */
export const ceilingBefore = (toks: readonly Tok[], i: number): boolean =>
  reachBefore(toks, i) || before(toks, i).some((w) => CEILINGS.has(w) || NEGATIONS.has(w));

/**
 * Ceilings written after what they cap, a closed class in the six languages ("5 hours tops", "4 horas como máximo", "3 ore al
 * massimo", "5 Stunden maximal", "3 heures au plus", "at the most").
 */
const CEILINGS_AFTER: readonly (readonly string[])[] = [
  ['tops'],
  ['max'],
  ['maxi'],
  ['maximum'],
  ['maximal'],
  ['maximo'],
  ['massimo'],
  ['hochstens'],
  ['at', 'most'],
  ['at', 'the', 'most'],
  ['at', 'max'],
  ['al', 'massimo'],
  ['al', 'piu'],
  ['como', 'maximo'],
  ['no', 'maximo'],
  ['a', 'lo', 'sumo'],
  ['au', 'maximum'],
  ['au', 'plus'],
  ['tout', 'au', 'plus'],
  ['grand', 'maximum'],
];
/** What may stand between the hours and a ceiling after them: the journey they measure ("3 heures de vol au maximum"). */
const JOURNEY_NOUNS = new Set([
  'on',
  'the',
  'plane',
  'flight',
  'travel',
  'fahrt',
  'reise',
  'trajet',
  'route',
  'viaje',
  'viaggio',
  'viagem',
  'treno',
  'tren',
  'train',
  'zug',
]);
const MEASURED = (w: string) => OF.has(w) || FLIGHT_WORDS.has(w) || JOURNEY_NOUNS.has(w);
const MEASURED_REACH = 3;

/** A ceiling after the unit at token `unit`, past the journey the hours measure ("5 hours tops", "3 heures de vol au maximum"). */
export function ceilingAfter(toks: readonly Tok[], unit: number): boolean {
  for (let k = unit + 1; k <= unit + 1 + MEASURED_REACH; k++) {
    if (CEILINGS_AFTER.some((phrase) => phrase.every((w, j) => toks[k + j]?.w === w))) return true;
    if (!MEASURED(toks[k]?.w ?? '')) return false;
  }
  return false;
}

const hoursAt = (toks: readonly Tok[], i: number) => toks[i]?.kind === 'num' && HOURS.has(toks[i + 1]?.w ?? '');

/**
 * A cap on flying time from token i, to the token after it: a number of hours before a flight word ("3h flight", "4h de
 * vol", "5 horas de vuelo", "4 Stunden Flug"), or a flight word, comparison words only, then a number of hours ("no flight
 * over 10 hours", "kein Flug länger als 12 Stunden", "pas de vol de plus de 6 heures"). Any other word in the gap ("flights
 * with a layover under 2 hours") binds the hours to something else.
 */
function flightTimeAt(toks: readonly Tok[], i: number): number | null {
  if (hoursAt(toks, i)) {
    let k = i + 2;
    if (OF.has(toks[k]?.w ?? '')) k++;
    return FLIGHT_WORDS.has(toks[k]?.w ?? '') ? k + 1 : null;
  }
  if (!FLIGHT_WORDS.has(toks[i]?.w ?? '')) return null;
  let k = i + 1;
  while (COMPARISON.has(toks[k]?.w ?? '')) k++;
  const compared = toks.slice(i + 1, k).some((t) => COMPARES(t.w));
  // "flights over 10 hours are fine" states no cap: the comparison caps only under a negation or a ceiling word.
  const capping = NEGATIONS.has(toks[i - 1]?.w ?? '') || NEGATIONS.has(toks[i - 2]?.w ?? '') || toks.slice(i + 1, k).some((t) => CEILINGS.has(t.w));
  return compared && capping && hoursAt(toks, k) ? k + 2 : null;
}

/**
 * Every requirement phrase, once per kind. A phrase written with a capital outside German is a name ("Cat Ba", "Cao
 * Bang"), not a requirement, unless it names a hotel chain; a phrase another reader took as a theme is still a requirement (themes are informative).
 */
export function readRequirements(toks: readonly Tok[], lang: Lang, taken: (i: number) => boolean): Requirement[] {
  const out: Requirement[] = [];
  const add = (r: Requirement) => {
    // A hotel chain is a name, written as one.
    const named = r.kind !== 'hotel_chain' && lang !== 'de' && r.start > 0 && toks[r.start]?.cap === true && !/[.!?\n]/.test(toks[r.start - 1]?.w ?? '');
    if (
      !named &&
      !out.some((x) => x.kind === r.kind) &&
      !(r.kind === 'pet' && petNotRequired(toks, r, taken)) &&
      // A way of travelling read by its own reader (travel-modes.ts) is a field, not an unread requirement.
      !(r.kind === 'transport_mode' && Array.from({ length: r.end - r.start }, (_, k) => r.start + k).some(taken)) &&
      !(r.kind === 'direct_flight' && transitPlace(toks, r, taken)) &&
      // A chain's name inside a place's ("Hilton Head Island") is the place.
      !(r.kind === 'hotel_chain' && taken(r.start))
    )
      out.push(r);
  };
  for (const hit of INDEX.all(toks)) add({ kind: hit.value, start: hit.start, end: hit.end });
  for (let i = 0; i < toks.length; i++) {
    const end = flightTimeAt(toks, i);
    if (end !== null) add({ kind: 'flight_time', start: i, end });
  }
  return out.sort((a, b) => a.start - b.start);
}

const STAYS = new Set(['staying', 'stays', 'stay', 'reste', 'restent', 'queda', 'quedan', 'bleibt', 'bleiben', 'resta', 'restano', 'fica', 'ficam']);

const ASSISTANCE = new Set(['guide', 'service', 'assistance', 'support', 'therapy', 'guia', 'lazarillo', 'assistenza']);

/**
 * A pet that is no unread requirement: ruled out or left at home ("no pets this time", "the dog is staying with my mom",
 * "ohne Hund"), or an assistance animal, which the accessibility reader reads ("a guide dog", "service dog").
 */
function petNotRequired(toks: readonly Tok[], r: Requirement, taken: (i: number) => boolean): boolean {
  const before = [toks[r.start - 1]?.w, toks[r.start - 2]?.w];
  const after = toks.slice(r.end, r.end + 3).map((t) => t.w);
  return before.some((w) => NEGATIONS.has(w ?? '')) || after.some((w) => STAYS.has(w)) || ASSISTANCE.has(before[0] ?? '') || taken(r.start);
}

/** "no layover in Madrid", "sans escale aux États-Unis": a connection at a place, read as a stop or an exclusion by the roles. */
const transitPlace = (toks: readonly Tok[], r: Requirement, taken: (i: number) => boolean) => placeAfterTransit(toks, r.end, taken);

/** Words of a visa in the six languages; "ESTA" only as written in capitals (Spanish "esta" is "this"). */
export const VISA = new Set(['visa', 'visas', 'visto', 'vistos', 'visum', 'visums', 'visa-free']);

/** Whether the sentence holding token i ends with a question mark. */
const inQuestion = (toks: readonly Tok[], i: number): boolean => toks[sentenceOf(toks, i)[1]]?.w === '?';

/**
 * Topics every result answers from the service's own models whatever the place: the weather and whether the time is worth it
 * (the climate normals and the weather fit), crowds and peak prices (the calendar and the cost model), and which way of
 * travelling (the flight, rail and drive models), and yellow fever and malaria (the per-country data, known either way). A
 * question on them is read and answered, not left over.
 */
const MODELLED = new Set<AskTopic>(['season', 'crowds', 'getting_there', 'health_risks']);

/**
 * Questions the request asks that a search may not answer: a visa, and any topic of asks.ts but the modelled ones asked in a
 * sentence that ends with a question mark ("do we need a pet passport?", "¿El pase incluye...?"). Returns the token spans,
 * once per topic.
 */
export function unansweredQuestions(toks: readonly Tok[], asks: readonly Ask[]): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  // A visa asked about ("do I need a visa?", "hace falta un ESTA, ¿nos lo gestionáis?"); one only mentioned ("I have no US visa") is context.
  const visa = toks.findIndex((t, i) => (VISA.has(t.w) || (t.raw === 'ESTA' && t.kind === 'word')) && inQuestion(toks, i));
  if (visa >= 0) out.push({ start: visa, end: visa + 1 });
  for (const a of asks)
    if (!MODELLED.has(a.topic) && inQuestion(toks, a.start) && !out.some((o) => o.start <= a.start && o.end >= a.end)) out.push({ start: a.start, end: a.end });
  return out.sort((a, b) => a.start - b.start);
}
