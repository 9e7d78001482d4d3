import type { TravelMode, TravelModesRead } from '../../contracts/travel-modes.js';
import { pick, type Conflicts } from './merge.js';
import { clip } from './text.js';

/**
 * The ways of travelling a request states, in the six languages, read by a small grammar rather than
 * a list of sentences:
 *   ruled out = a negation ("no", "pas", "sin", "nicht", "senza", "sem"...) before a flight word ("fly",
 *               "avion", "vuelo", "fliegen", "aereo", "voo"...), with only verbs and function words of
 *               the clause between them, or after it in German and English ("wir fliegen nicht"); a fear
 *               of flying ("peur de l'avion", "Flugangst", "medo de voar") is one too;
 *   imposed   = a preposition of means and a vehicle ("by train", "en voiture", "en tren", "mit dem Auto",
 *               "in traghetto", "de carro"), unless it is about getting around there ("explore Tuscany by
 *               car") or the request also flies ("fly to Lisbon, then by train to Porto").
 * Allowed = the imposed modes plus the ferry (a surface trip may cross water), or every mode; less the
 * ruled-out ones. The words read are blanked from the text the other readers see; a trip by rail alone is
 * also the rail trip's theme (see `modeThemes`).
 */

const FLIGHT = new Set(
  'fly flying flies flight flights plane planes airplane airplanes aeroplane aeroplanes avion avions vol vols voler aerien vuelo vuelos volar vuele avión aviones flug flüge fluege fliegen fliege fliegt flugzeug flieger aereo aerei volo voli volare aviao avião aviões avioes voo voos voar'.split(
    ' ',
  ),
);
const NEGATION = new Set(
  'no not never without avoid avoiding t pas sans jamais aucun éviter sin nunca nada evitar kein keine keinen nicht ohne nie niente senza mai non evitare não nao sem nem'.split(
    ' ',
  ),
);
/** Words that may stand between a negation and the flight word it rules out. */
const FILLER = new Set(
  'to a an the any more i we us me my our want wanna like do does will would can could should take taking get getting go going by air travel of d l le la les de du un une en prendre prends prenons prend veux voulons aller el los las un una queremos quiero podemos puedo ir tomar coger más mas wir ich will wollen möchten mochten mögen mogen können konnen mit dem den einen gern gerne mehr vor vorm il lo gli di al del dell degli vogliamo voglio possiamo posso prendere andare più piu o os um uma quero queremos podemos posso pegar ir tomar mais'.split(
    ' ',
  ),
);
/** German puts the negation after the verb ("wir fliegen nicht"). */
const NEGATED_AFTER = new Set(['fliegen', 'fliege', 'fliegt']);
/** A word after the flight word that makes the negation about a kind of flight ("no flights over 5 hours", "sans vol de nuit"). */
const QUALIFIER = new Set(
  'over longer more above than with plus más mas mehr über uber länger langer oltre più piu acima mais de di da del della du des con mit com via through before after at under'.split(
    ' ',
  ),
);
/** "of" or "from": a kind of flight before a common noun ("vol de nuit"), the origin before a name ("senza aereo da Milano"). */
const OF = new Set(['de', 'di', 'da', 'du', 'des', 'del', 'della']);
const named = (text: string, w: Word | undefined): boolean => w !== undefined && /\p{Lu}/u.test(text[w.start] ?? '');
/** Portuguese "no" is also "in the" ("no voo de ida"). */
const CONTRACTED = new Set(['voo', 'voos', 'avião', 'aviao', 'aviões', 'avioes']);
const FEAR = new Set('fear afraid scared terrified phobia peur miedo angst paura medo'.split(' '));
const FEAR_WORDS = new Set(['flugangst', 'aerophobia', 'aviophobia', 'aérophobie', 'aerophobie']);

const VEHICLES: ReadonlyMap<string, TravelMode[]> = new Map([
  ...'train trains rail railway tgv eurostar tren trenes zug bahn treno treni trem comboio'.split(' ').map((w): [string, TravelMode[]] => [w, ['rail']]),
  ...'car road coach bus voiture autocar coche carro carretera autobús autobus auto wagen fernbus macchina pullman ônibus onibus autocarro'
    .split(' ')
    .map((w): [string, TravelMode[]] => [w, ['road']]),
  ...'ferry ferries boat bateau barco ferri fähre faehre schiff traghetto nave balsa navio'.split(' ').map((w): [string, TravelMode[]] => [w, ['ferry']]),
]);
const MEANS = new Set('by en par por mit per in con de'.split(' '));
/** German vehicle nouns after "in" are a place ("wohne in Zug"): German says "mit dem Zug". */
const PLACE_NOUNS = new Set(['zug', 'bahn', 'wagen', 'fähre', 'faehre', 'schiff', 'fernbus']);
const ARTICLE = new Set('the le la l el dem der den il lo o a un une'.split(' '));
/**
 * Words before a vehicle that make it a way of getting around there or an outing ("explore Tuscany by car",
 * "paseo en barco"), or a thing named after it ("estação de comboio", "billete de tren"), not the way there.
 */
const LOCAL = new Set(
  'around explore exploring tour touring rent rental hire visit ride trip excursion sur place balade promenade tour alquilar alquiler recorrer paseo excursión excursion mieten erkunden rundreise ausflug noleggiare noleggio girare esplorare gita giro alugar explorar percorrer passear passeio excursão excursao there station gare estación estacion estação estacao stazione bahnhof ticket tickets billet billets billete billetes bilhete bilhetes biglietto biglietti horario horarios horaires horários orari fahrplan pass pase passe'.split(
    ' ',
  ),
);

interface Word {
  w: string;
  start: number;
  end: number;
}

function wordsOf(text: string): Word[] {
  const out: Word[] = [];
  for (const m of text.toLowerCase().matchAll(/\p{L}+/gu)) out.push({ w: m[0], start: m.index, end: m.index + m[0].length });
  return out;
}

/** A fear that is itself negated ("not afraid of flying", "non ho paura di volare", "keine Flugangst"). */
const unafraid = (words: readonly Word[], k: number): boolean => [words[k - 1]?.w, words[k - 2]?.w].some((w) => NEGATION.has(w ?? ''));

/** Whether words i and i + 1 stand in one phrase: nothing but spaces, apostrophes or hyphens between them. */
const joined = (text: string, words: readonly Word[], i: number): boolean => {
  const a = words[i];
  const b = words[i + 1];
  return a !== undefined && b !== undefined && /^[\s'’-]*$/.test(text.slice(a.end, b.start));
};

/** Conjunctions that correct what a negation denied ("nicht ab Frankfurt, sondern ab Hamburg", "no desde Madrid sino desde Sevilla"). */
const CORRECTIVE = new Set(['sondern', 'sino', 'bensì', 'bensi', 'plutôt', 'plutot', 'rather']);
/** Whether a corrective conjunction follows word i in its sentence: the negation then denies a complement, not the flight. */
function corrected(text: string, words: readonly Word[], i: number): boolean {
  for (let k = i + 1; k < words.length; k++) {
    if (/[.!?\n]/.test(text.slice(words[k - 1]?.end ?? 0, words[k]?.start ?? 0))) return false;
    if (CORRECTIVE.has(words[k]?.w ?? '')) return true;
  }
  return false;
}

/** The negation a flight word at i is in (within its phrase), as the index of its first word, or -1. */
function negatedFrom(text: string, words: readonly Word[], i: number): number {
  const flight = words[i]?.w ?? '';
  if (corrected(text, words, i)) return -1;
  const next = joined(text, words, i) ? (words[i + 1]?.w ?? '') : '';
  if (QUALIFIER.has(next) && !(OF.has(next) && named(text, words[i + 2]))) return -1;
  if (NEGATED_AFTER.has(flight) && next === 'nicht') return i + 1;
  for (let k = i - 1; k >= 0 && k >= i - 5 && joined(text, words, k); k--) {
    const w = words[k]?.w ?? '';
    if (FEAR.has(w)) return unafraid(words, k) ? -1 : k;
    if (NEGATION.has(w) && !(w === 'no' && k === i - 1 && CONTRACTED.has(flight))) return k;
    if (!FILLER.has(w)) break;
  }
  return -1;
}

/** Words that order the stops of a route, and words that mark where the trip starts. */
const SEQUENCE = new Set('then puis ensuite luego después despues dann danach poi quindi depois'.split(' '));
const ORIGIN = new Set('from depuis desde von ab dal dalla partendo saindo partindo leaving departing'.split(' '));

/** The words of the clause (no punctuation between) around word i. */
function clauseOf(text: string, words: readonly Word[], i: number): Word[] {
  let a = i;
  let b = i;
  while (a > 0 && joined(text, words, a - 1)) a--;
  while (b < words.length - 1 && joined(text, words, b)) b++;
  return words.slice(a, b + 1);
}

/** "Lisbon then Porto by train": a way named in a clause of ordered stops, with no start, is the leg's, not the trip's. */
const betweenStops = (text: string, words: readonly Word[], i: number): boolean => {
  const clause = clauseOf(text, words, i);
  return clause.some((x) => SEQUENCE.has(x.w)) && !clause.some((x) => ORIGIN.has(x.w));
};

interface Reading {
  ruled_out_flight: boolean;
  flies: boolean;
  imposed: Set<TravelMode>;
  spans: Array<[number, number]>;
}

function read(text: string): Reading {
  const words = wordsOf(text);
  const r: Reading = { ruled_out_flight: false, flies: false, imposed: new Set(), spans: [] };
  words.forEach((word, i) => {
    if (FEAR_WORDS.has(word.w) && !unafraid(words, i)) {
      r.ruled_out_flight = true;
      r.spans.push([word.start, word.end]);
    } else if (FLIGHT.has(word.w)) {
      const from = negatedFrom(text, words, i);
      if (from < 0) r.flies = true;
      else {
        r.ruled_out_flight = true;
        const last = from > i ? from : i;
        // "don't fly": the span opens at the verb the clipped negation belongs to.
        const first = Math.min(from, i) - (words[from]?.w === 't' && from > 0 ? 1 : 0);
        r.spans.push([(words[first] as Word).start, (words[last] as Word).end]);
      }
    }
    const modes = VEHICLES.get(word.w);
    const article = ARTICLE.has(words[i - 1]?.w ?? '') ? 1 : 0;
    const means = words[i - 1 - article];
    if (!modes || !means || !MEANS.has(means.w) || !joined(text, words, i - 1 - article) || (means.w === 'in' && PLACE_NOUNS.has(word.w))) return;
    const local = words.slice(Math.max(0, i - 4 - article), i - 1 - article).some((x) => LOCAL.has(x.w));
    if (local || betweenStops(text, words, i)) return;
    for (const m of modes) r.imposed.add(m);
    r.spans.push([means.start, word.end]);
  });
  return r;
}

/** The modes a reading allows, or null when it states none. */
function allowedOf(r: Reading): TravelMode[] | null {
  const imposed = r.flies ? new Set<TravelMode>() : r.imposed;
  if (!r.ruled_out_flight && imposed.size === 0) return null;
  // A ferry is taken to a port by road or rail; any surface way may cross water by ferry.
  const onlyFerry = imposed.size === 1 && imposed.has('ferry');
  const base = new Set<TravelMode>(imposed.size > 0 && !onlyFerry ? [...imposed, 'ferry'] : ['flight', 'rail', 'road', 'ferry']);
  if (r.ruled_out_flight || imposed.size > 0) base.delete('flight');
  return (['flight', 'rail', 'road', 'ferry'] as const).filter((m) => base.has(m));
}

const sameModes = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((m) => b.includes(m));

export interface StatedModes {
  /** The text with the words read blanked, for the other readers. */
  rest: string;
  allowed: TravelMode[] | null;
  details: TravelModesRead;
}

/** The ways of travelling the text states, merged over the request's travel_modes (the text wins). */
export function statedModes(text: string, provided: TravelMode[] | undefined, conflicts: Conflicts): StatedModes {
  const r = read(text);
  const fromText = allowedOf(r);
  const allowed = pick('travel_modes', provided, fromText, sameModes, conflicts) ?? null;
  let rest = text;
  if (fromText) for (const [s, e] of r.spans) rest = rest.slice(0, s) + ' '.repeat(e - s) + rest.slice(e);
  const said = fromText ? r.spans.map(([s, e]) => text.slice(s, e)).join(', ') : null;
  const source = fromText ? 'user_request' : allowed ? 'structured' : 'none';
  const ruledOut = fromText ? r.ruled_out_flight : allowed !== null && !allowed.includes('flight');
  return { rest, allowed, details: { allowed, source, text: said ? clip(said, 300) : null, flight_ruled_out: ruledOut } };
}

/** The theme a way stated in the text implies: rail as the only way over land is a rail trip ("Europe by train"). */
export function modeThemes(m: StatedModes): string[] {
  const a = m.details.source === 'user_request' ? m.allowed : null;
  return a !== null && a.includes('rail') && !a.includes('road') ? ['rail_travel'] : [];
}
