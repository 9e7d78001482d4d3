import type { TravelMode, TravelModesRead } from '../../contracts/travel-modes.js';
import { correctionScope, correctives } from './discourse.js';
import type { Lang } from './language.js';
import { isPossessive } from '../geo/cues.js';
import { FROM_PROPER } from './from-words.js';
import { journeyCap } from './journey-caps.js';
import { pick, type Conflicts } from './merge.js';
import { excludingVerb, negates, negationOver } from './refusals.js';
import { currencyAt } from './money.js';
import { MULTIPLIERS } from './numbers.js';
import { clip } from './text.js';
import { touching, type Tok } from './tokens.js';

/**
 * The ways of travelling a request states, in the six languages: a recogniser proposing spans over
 * the request's tokens (tokens.ts) for the chart (chart.ts), read by a small grammar:
 *   ruled out = a flight word ("fly", "avion", "vuelo", "fliegen", "aereo", "voo"...) in the scope of
 *               a negation or refusal (refusals.ts `negationOver`: "no", "pas", "sin", "nicht", "senza",
 *               "sem", "out of the question"...), or a fear of flying ("peur de l'avion", "Flugangst");
 *   imposed   = a preposition of means and a vehicle ("by train", "en voiture", "en tren", "mit dem Auto",
 *               "in traghetto", "de carro"); a road vehicle the traveller owns, a possessive or "own"
 *               before it or "own" after it ("our own car", "mit dem eigenen Auto", "con la nostra auto",
 *               "no nosso carro", "en coche propio"); or a verb of driving ("we'll drive", "conduire",
 *               "manejamos", "guidare", "dirigir") that is not a noun of distance ("a 3-hour drive",
 *               "within driving distance"); unless it is about getting around there ("explore Tuscany by
 *               car", "drive around Iceland") or the request also flies ("fly to Lisbon, then by train to Porto");
 *   own       = the owned vehicle, or driving from a place ("manejar desde Santiago"): the travellers take
 *               their own vehicle, so flying is ruled out too ("road trip with our car" that reaches nowhere does
 *               not fall back to flying); driving alone does not, for the drive may be a leg by hire car within
 *               the trip ("could we drive over to Sinai?").
 * A corrective conjunction after a negated flight word (discourse.ts `correctives`, scoped by
 * `correctionScope`) decides what the negation denied: the flight when a way replaces it ("nicht
 * mit dem Flugzeug, sondern mit dem Zug"), the complement otherwise ("wir fliegen nicht ab
 * Frankfurt, sondern ab Hamburg"). Allowed = the imposed modes plus the ferry (a surface trip may
 * cross water), or every mode; less the ruled-out ones. The spans chosen are no other reader's.
 */

const FLIGHT = new Set(
  'fly flying flies flight flights plane planes airplane airplanes aeroplane aeroplanes avion avions vol vols voler aerien vuelo vuelos volar vuele aviones flug fluge fliegen fliege fliegt flugzeug flieger aereo aerei volo voli volare aviao avioes voo voos voar'.split(
    ' ',
  ),
);
/** Words that may stand between a negation and the flight word it rules out: verbs of wanting and going, articles, means. */
const CROSSABLE = new Set(
  "to a an the any more i we us me my our want wanna like do does will would can could should take taking get getting go going by air travel of d' l' le la les de du un une en prendre prends prenons prend veux voulons aller el los las una queremos quiero podemos puedo ir tomar coger mas wir ich will wollen mochten mogen konnen mit dem den einen gern gerne mehr vor vorm il lo gli di al del dell' degli vogliamo voglio possiamo posso prendere andare piu o os um uma quero pegar vamos voy allons vais fahren fahre andiamo vado vou vai vao iremos".split(
    ' ',
  ),
);
/** A word after the flight word that makes the negation about a kind of flight ("no flights over 5 hours", "sans vol de nuit"). */
const QUALIFIER = new Set(
  'over longer more above than with plus mas mehr uber langer oltre piu acima mais de di da del della du des con mit com via through before after at under'.split(
    ' ',
  ),
);
/** "of" or "from": a kind of flight before a common noun ("vol de nuit"), the origin before a name ("senza aereo da Milano"). */
const OF = new Set(['de', 'di', 'da', 'du', 'des', 'del', 'della']);
/** Portuguese "no" is also "in the" ("no voo de ida"). */
const CONTRACTED = new Set(['voo', 'voos', 'aviao', 'avioes']);
const FEAR = new Set('fear afraid scared terrified phobia peur miedo angst paura medo'.split(' '));
const FEAR_WORDS = new Set(['flugangst', 'aerophobia', 'aviophobia', 'aerophobie']);

const VEHICLES: ReadonlyMap<string, TravelMode> = new Map([
  ...'train trains rail railway tgv eurostar tren trenes zug bahn treno treni trem comboio'.split(' ').map((w): [string, TravelMode] => [w, 'rail']),
  ...'car cars road coach bus voiture autocar coche carro carretera autobus auto wagen fernbus macchina pullman onibus autocarro pickup truck suv camper campervan motorhome rv caravan motorbike motorcycle moto camionnette furgoneta autocaravana caravana wohnmobil wohnwagen motorrad furgone roulotte carrinha motocicleta'
    .split(' ')
    .map((w): [string, TravelMode] => [w, 'road']),
  ...'ferry ferries boat bateau barco ferri fahre faehre schiff traghetto nave balsa navio'.split(' ').map((w): [string, TravelMode] => [w, 'ferry']),
]);
const MEANS = new Set('by en par por mit per in con de'.split(' '));
/** German vehicle nouns after "in" are a place ("wohne in Zug"): German says "mit dem Zug". */
const PLACE_NOUNS = new Set(['zug', 'bahn', 'wagen', 'fahre', 'faehre', 'schiff', 'fernbus']);
const ARTICLE = new Set("the le la l' el dem der den il lo o a un une".split(' '));
/**
 * Words before a vehicle that make it a way of getting around there or an outing ("explore Tuscany by car",
 * "paseo en barco"), or a thing named after it ("estação de comboio", "billete de tren"), not the way there.
 */
const LOCAL = new Set(
  'around explore exploring tour touring rent rental hire visit sur place alquilar alquiler recorrer mieten erkunden rundreise noleggiare noleggio girare esplorare alugar explorar percorrer passear there station gare estacion estacao stazione bahnhof ticket tickets billet billets billete billetes bilhete bilhetes biglietto biglietti horario horarios horaires orari fahrplan pass pase passe'.split(
    ' ',
  ),
);
/** Nouns of an outing ("boat trip", "paseo en barco", "gita in traghetto"): an outing's vehicle, unless the traveller owns it ("road trip with our car"). */
const OUTING = new Set('ride trip excursion balade promenade paseo ausflug gita giro passeio excursao'.split(' '));
/** "Own" before a vehicle ("our own car", "mit dem eigenen Auto") or after it ("en coche propio", "com carro próprio"). */
const OWN = new Set('own eigenen eigenem eigener eigenes eigene propio propia proprio propria propre personnelle'.split(' '));
/** Prepositions that carry the traveller's own vehicle ("with our car", "avec notre voiture", "com o nosso carro", "no nosso carro"). */
const WITH = new Set([...MEANS, 'with', 'avec', 'com', 'no', 'na', 'nel', 'nella', 'im']);
/** The verb of driving in its forms; German "fahren" is any going ("mit dem Zug fahren"), so German states the car. */
const DRIVE = new Set(
  'drive drives driving drove conduire conduis conduisons conduisez conducir conduzco conducimos conduciremos conduciendo manejar manejo manejamos manejaremos manejando guidare guido guidiamo guideremo guidando dirigir dirijo dirigimos dirigiremos dirigindo conduzir conduzo conduzimos conduziremos conduzindo'.split(
    ' ',
  ),
);
/** Words after a form of "drive" that make it a measure ("driving distance", "drive time"), and words before it that make it a noun ("a scenic drive", "3 hours drive", "an hour's drive"). */
const DRIVE_MEASURE = new Set('distance time times range radius hours minutes away'.split(' '));
const DRIVE_NOUN = new Set('a an the this that one short long easy scenic day test hour hours hr hrs h min mins minute minutes of'.split(' '));
/** Words after a form of "drive" that make it getting around there ("drive around Iceland"). */
const DRIVE_LOCAL = new Set('around round autour alrededor herum rund intorno'.split(' '));

/** Words that order the stops of a route, and words that mark where the trip starts. */
const SEQUENCE = new Set('then puis ensuite luego despues dann danach poi quindi depois'.split(' '));
const ORIGIN = new Set('from depuis desde von ab dal dalla partendo saindo partindo leaving departing'.split(' '));

/** One proposal of the recogniser: a way ruled out or imposed, over tokens [start, end). */
export interface ModeProposal {
  start: number;
  end: number;
  kind: 'ruled_out' | 'imposed';
  mode: TravelMode;
  /** The travellers go in their own vehicle (an owned car or camper, or driving from a place): they will not fly there. */
  own: boolean;
  /** The vehicle or flight word the span binds to. */
  head: string;
}

export interface ModeWords {
  proposals: ModeProposal[];
  /** A flight word outside any negation: the request flies, so a vehicle named is a leg's, not the trip's. */
  flies: boolean;
}

/** The clause of token i: the tokens between the punctuation around it. */
function clauseOf(toks: readonly Tok[], i: number): Tok[] {
  let a = i;
  let b = i;
  while (a > 0 && toks[a - 1]?.kind !== 'punct') a--;
  while (b < toks.length - 1 && toks[b + 1]?.kind !== 'punct') b++;
  return toks.slice(a, b + 1);
}

/** "Lisbon then Porto by train": a way named in a clause of ordered stops, with no start, is the leg's, not the trip's. */
const betweenStops = (toks: readonly Tok[], i: number): boolean => {
  const clause = clauseOf(toks, i);
  return clause.some((x) => SEQUENCE.has(x.w)) && !clause.some((x) => ORIGIN.has(x.w));
};

/** A fear that is itself negated ("not afraid of flying", "non ho paura di volare", "keine Flugangst"). */
const unafraid = (toks: readonly Tok[], k: number, lang: Lang): boolean => [toks[k - 1], toks[k - 2]].some((t) => t !== undefined && negates(t.w, lang));

/** The negation ruling out the flight word at i, as the span [start, end) it and the word cover, or null. */
function negatedFlight(toks: readonly Tok[], i: number, lang: Lang): [number, number] | null {
  const next = toks[i + 1]?.kind === 'word' ? (toks[i + 1]?.w ?? '') : '';
  if (QUALIFIER.has(next) && !(OF.has(next) && toks[i + 2]?.cap)) return null;
  for (let k = i - 1; k >= Math.max(0, i - 5) && toks[k]?.kind === 'word'; k--) {
    const w = toks[k]?.w ?? '';
    if (FEAR.has(w)) return unafraid(toks, k, lang) ? null : [k, i + 1];
    if (!CROSSABLE.has(w)) break;
  }
  const flight = toks[i]?.w ?? '';
  const crossable = (w: string) => CROSSABLE.has(w);
  const at = negationOver(toks, i, i + 1, lang, crossable);
  if (at < 0 || (toks[at]?.w === 'no' && at === i - 1 && CONTRACTED.has(flight)) || leftOutOfAmount(toks, i, lang)) return null;
  return [Math.min(at, i), Math.max(at, i) + 1];
}

/**
 * Whether the negation of the flight word at i follows an amount of money: then it says what the amount leaves out ("USD 6,000 excluding
 * international flights", "3000 € sans les vols", "1.500 Euro ohne Flüge"), not a way of travelling refused.
 */
function leftOutOfAmount(toks: readonly Tok[], i: number, lang: Lang): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 4) && toks[k]?.kind === 'word'; k--) {
    const w = toks[k]?.w ?? '';
    if (negates(w, lang) || excludingVerb(w, lang)) return afterAmount(toks, k, lang);
  }
  return false;
}

/** Whether an amount of money ends right before token k ("USD 6,000", "3000 €", "1.500 Euro", "R$ 30 mil"): money.ts reads its currency. */
function afterAmount(toks: readonly Tok[], k: number, lang: Lang): boolean {
  // A token inside a currency's words: one starts there, or one starting a token before ("R$") runs over it.
  const inCurrency = (j: number) => currencyAt(toks, j, lang) !== undefined || (currencyAt(toks, j - 1, lang)?.end ?? 0) > j;
  const part = (j: number) => toks[j]?.kind === 'num' || MULTIPLIERS.has(toks[j]?.w ?? '') || inCurrency(j);
  let j = k;
  while (j > Math.max(0, k - 4) && part(j - 1)) j--;
  const span = Array.from({ length: k - j }, (_, n) => j + n);
  return span.some((n) => toks[n]?.kind === 'num') && span.some(inCurrency);
}

/** The vehicle phrase ending at token i ("by train", "mit dem Zug", "de carro"), as its first token, or -1. */
function meansBefore(toks: readonly Tok[], i: number): number {
  const article = ARTICLE.has(toks[i - 1]?.w ?? '') ? 1 : 0;
  const means = toks[i - 1 - article];
  if (!means || !MEANS.has(means.w) || (means.w === 'in' && PLACE_NOUNS.has(toks[i]?.w ?? ''))) return -1;
  const from = i - 1 - article;
  return notTheWayThere(toks, from, i) ? -1 : from;
}

/**
 * Getting around there, or a leg between ordered stops, rather than the way there, for the phrase [from, to);
 * an outing's noun counts only for a vehicle the traveller does not own.
 */
const notTheWayThere = (toks: readonly Tok[], from: number, to: number, owned = false): boolean =>
  toks.slice(Math.max(0, from - 3), from).some((x) => LOCAL.has(x.w) || (!owned && OUTING.has(x.w))) || betweenStops(toks, to);

/** The phrase of a road vehicle the traveller owns ending at token i ("with our own car", "mit dem eigenen Auto"), as its first token, or -1. */
function ownedBefore(toks: readonly Tok[], i: number, lang: Lang): number {
  let k = i - 1;
  // A hyphenated compound is owned as a whole ("notre camping-car").
  while (toks[k]?.w === '-' && touching(toks[k - 1], toks[k]) && touching(toks[k], toks[k + 1])) k -= 2;
  const ownBefore = OWN.has(toks[k]?.w ?? '');
  if (ownBefore) k--;
  const possessed = isPossessive(toks[k]?.w ?? '', lang);
  if (!possessed && !ownBefore && !OWN.has(toks[i + 1]?.w ?? '')) return -1;
  let from = possessed ? k : k + 1;
  if (ARTICLE.has(toks[from - 1]?.w ?? '')) from--;
  if (WITH.has(toks[from - 1]?.w ?? '')) from--;
  return notTheWayThere(toks, from, i, true) ? -1 : from;
}

/** A form of "drive" at token i that is the traveller driving there, not a distance, a noun or a street ("Ocean Drive"). */
function drivesThere(toks: readonly Tok[], i: number): boolean {
  const before = toks[i - 1];
  const after = toks[i + 1]?.w ?? '';
  if (before && ((before.cap && toks[i]?.cap) || before.kind === 'num' || DRIVE_NOUN.has(before.w) || /\d|'s$/.test(before.w))) return false;
  return !DRIVE_MEASURE.has(after) && !DRIVE_LOCAL.has(after) && !notTheWayThere(toks, i, i, true);
}

/** The span of the road imposed at token i (an owned road vehicle or a verb of driving), or null. */
function roadAt(toks: readonly Tok[], i: number, lang: Lang): [number, number] | null {
  const w = toks[i]?.w ?? '';
  const from = VEHICLES.get(w) === 'road' ? ownedBefore(toks, i, lang) : DRIVE.has(w) && drivesThere(toks, i) ? i : -1;
  if (from < 0) return null;
  const end = OWN.has(toks[i + 1]?.w ?? '') ? i + 2 : i + 1;
  return negationOver(toks, from, end, lang, (x) => CROSSABLE.has(x)) < 0 ? [from, end] : null;
}

/** How far after a verb of driving its "from" may stand ("conduire, de Lyon à Nice", "driving down in our pickup from Denver"). */
const FROM_REACH = 5;
/** "de", "da", "do" are "from" only before a name ("de Lyon"); they are also "of". */
const FROM_BEFORE_NAME = new Set(['de', 'da', 'do', "d'"]);

/** Whether the verb of driving at token i starts from a place in its sentence: the way there from the origin, not a leg on the trip. */
function drivesFrom(toks: readonly Tok[], i: number): boolean {
  for (let k = i + 1; k <= i + FROM_REACH && k < toks.length; k++) {
    const t = toks[k]!;
    if (['.', '?', '!', ';'].includes(t.w)) return false;
    if (FROM_PROPER.has(t.w) || (FROM_BEFORE_NAME.has(t.w) && toks[k + 1]?.cap === true)) return true;
  }
  return false;
}

/** The recogniser: every way ruled out or imposed, and whether the request flies. */
export function proposeModes(toks: readonly Tok[], lang: Lang): ModeWords {
  const proposals: ModeProposal[] = [];
  let flies = false;
  toks.forEach((t, i) => {
    if (t.kind !== 'word') return;
    if (FEAR_WORDS.has(t.w) && !unafraid(toks, i, lang)) proposals.push({ start: i, end: i + 1, kind: 'ruled_out', mode: 'flight', head: t.w, own: false });
    else if (FLIGHT.has(t.w)) {
      const span = negatedFlight(toks, i, lang);
      if (span) proposals.push({ start: span[0], end: span[1], kind: 'ruled_out', mode: 'flight', head: t.w, own: false });
      else flies = true;
    }
    const mode = VEHICLES.get(t.w);
    const road = roadAt(toks, i, lang);
    const from = mode && !road ? meansBefore(toks, i) : -1;
    // An owned vehicle rules flying out, and so does driving from a place ("manejar desde Santiago"); driving alone may be a
    // leg by hire car within the trip ("could we drive over to Sinai?").
    const own = VEHICLES.get(t.w) === 'road' || drivesFrom(toks, i);
    if (road) proposals.push({ start: road[0], end: road[1], kind: 'imposed', mode: 'road', head: t.w, own });
    else if (mode && from >= 0) proposals.push({ start: from, end: i + 1, kind: 'imposed', mode, head: t.w, own: false });
  });
  // A flight whose negation a corrective shows to be about its complement is flown.
  const denied = complementDenied(toks, proposals);
  for (const p of borneAversions(toks, proposals)) denied.add(p);
  return { proposals: proposals.filter((p) => !denied.has(p)), flies: flies || denied.size > 0 };
}

/** Words of dislike or fear of flying, which a traveller may still bear for a while ("hates flying", "peur de l'avion"). */
const AVERSION = new Set([
  ...FEAR,
  ...FEAR_WORDS,
  ...'hate hates hated loathe loathes dislike dislikes deteste detestons detestent odio odia odiamos hasse hasst hassen odeio odeia odiamos'.split(' '),
]);

/** How far before a ruled-out flight its aversion may stand ("hates flying", "has a fear of flights"). */
const AVERSION_REACH = 3;

/**
 * Flights ruled out only by an aversion, in a request that states the hours the traveller will bear ("one of us hates
 * flying so 4.5 hours max"): the hours cap the flight (journey-caps.ts), so flying is not ruled out.
 */
function borneAversions(toks: readonly Tok[], proposals: readonly ModeProposal[]): ModeProposal[] {
  const aversion = (p: ModeProposal) => toks.slice(Math.max(0, p.start - AVERSION_REACH), p.end).some((t) => AVERSION.has(t.w));
  const averse = proposals.filter((p) => p.kind === 'ruled_out' && p.mode === 'flight' && aversion(p));
  if (averse.length === 0) return [];
  const capped = toks.some((t, i) => t.kind === 'num' && journeyCap(toks, i, Number(t.w.replace(',', '.'))));
  return capped ? averse : [];
}

/** How near after a corrective the way replacing a negated flight must stand ("sondern mit dem Zug"). */
const REPLACING_REACH = 3;

/** The negated flights a corrective says are about their complement: no way replaces them ("nicht ab Frankfurt, sondern ab Hamburg"). */
function complementDenied(toks: readonly Tok[], proposals: readonly ModeProposal[]): Set<ModeProposal> {
  const out = new Set<ModeProposal>();
  for (const mark of correctives(toks)) {
    const { taken, replacing } = correctionScope(toks, proposals, mark);
    if (taken?.kind !== 'ruled_out' || taken.head === 'flugangst') continue;
    if (!replacing || replacing.start - mark.end > REPLACING_REACH) out.add(taken);
  }
  return out;
}

/** What the chosen spans state: the allowed modes and the words read, or null when they state none. */
export interface ModesReading {
  allowed: TravelMode[];
  flight_ruled_out: boolean;
  text: string;
}

/** The modes the chosen proposals allow, or null when they state none. */
export function modesFrom(words: ModeWords, chosen: readonly ModeProposal[], spanText: (p: ModeProposal) => string): ModesReading | null {
  const ownVehicle = !words.flies && chosen.some((p) => p.own);
  const ruledOut = chosen.some((p) => p.kind === 'ruled_out');
  const imposed = new Set(words.flies ? [] : chosen.filter((p) => p.kind === 'imposed').map((p) => p.mode));
  if (!ruledOut && imposed.size === 0) return null;
  // A ferry is taken to a port by road or rail; any surface way may cross water by ferry.
  const onlyFerry = imposed.size === 1 && imposed.has('ferry');
  const base = new Set<TravelMode>(imposed.size > 0 && !onlyFerry ? [...imposed, 'ferry'] : ['flight', 'rail', 'road', 'ferry']);
  if (ruledOut || imposed.size > 0) base.delete('flight');
  const read = chosen.filter((p) => p.kind === 'ruled_out' || !words.flies);
  return {
    allowed: (['flight', 'rail', 'road', 'ferry'] as const).filter((m) => base.has(m)),
    flight_ruled_out: ruledOut || ownVehicle,
    text: read.map(spanText).join(', '),
  };
}

const sameModes = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((m) => b.includes(m));

export interface StatedModes {
  allowed: TravelMode[] | null;
  details: TravelModesRead;
}

/** The ways of travelling the text states, merged over the request's travel_modes (the text wins). */
export function statedModes(read: ModesReading | null, provided: TravelMode[] | undefined, conflicts: Conflicts): StatedModes {
  const allowed = pick('travel_modes', provided, read?.allowed ?? null, sameModes, conflicts) ?? null;
  const source = read ? 'user_request' : allowed ? 'structured' : 'none';
  const ruledOut = read ? read.flight_ruled_out : allowed !== null && !allowed.includes('flight');
  return { allowed, details: { allowed, source, text: read ? clip(read.text, 300) : null, flight_ruled_out: ruledOut } };
}
