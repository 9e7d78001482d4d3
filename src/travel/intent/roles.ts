import { COMPASS_WORDS } from '../geo/compass-words.js';
import { STATEMENT_END } from './sentences.js';
import { writtenAsAirportCode } from '../geo/airports.js';
import { ARTICLES, wordBeforeArticles } from './articles.js';
import { bothKept } from './both-kept.js';
import { greatCircleKm } from '../geo/distance.js';
import { asksForElsewhere, fromSomeonesHome, leavesFrom, movesFrom, partyFrom } from './departure.js';
import type { FieldLine } from './labels.js';
import { LANGUAGES, type Lang } from './language.js';
import { numberWord } from './numbers.js';
import { closingNegation, excludingVerb, insideRefusal, namedInstead, refusedAfter, refusingSide } from './refusals.js';
import { LIST_PREPOSITIONS, listedBefore } from './list-scope.js';
import { livesThere, residenceOf, statedHome, thirdPartySubject, travelsOn, writersSeat } from './residence.js';
import { selfPlace } from './self-place.js';
import { JOINERS, LIST_JOINERS, ROUTE_JOINERS } from '../geo/route-words.js';
import { isPersonWord } from './party-words.js';
import { PhraseIndex, type Tok } from './tokens.js';
import { neverVisited, toldAt, visitKind, type VisitKind } from './visited.js';
import { escapedFrom } from './escape.js';
import { boardingPort, landingPort } from './ferry-ports.js';
import { homewardAt, mentionsWayHome } from './homeward.js';
import { clauseAt, clauseRole, clausesOf, visitsSomeone, type ClauseRole, type Cue as ClauseCue } from './clauses.js';
import { corrections, correctionScope, correctives } from './discourse.js';
import { isRelayed } from './perspective.js';
import { alreadyThere, occasionAt, occasionOverAt, staysUntil } from './occasions.js';
import { ordinaryWord } from './ordinary-words.js';
import { NEGATION_ADVERBS, OF_LINKS } from './clause-words.js';
import { decidedAgainst } from './choices.js';
import { eventPlacesStayedAway } from './event-stays.js';
import { venueNames } from './venues.js';
import { saintsFeasts } from './feast-days.js';
import { inRuledOutRelative } from './ruled-out-ones.js';
import { FLIGHT_NOUNS } from './organisations.js';
import { believedPlaces } from './believed.js';
import { pointedBack } from './from-there.js';
import { documentCountries } from './entry-documents.js';
import { teamNames } from './matches.js';
import { onlyForTheJourney, transitWordBefore } from './transit-words.js';
import { zonesOfCountries } from './zones.js';
import type { PlaceMention, Role, RoledMention } from './place-mentions.js';
import type { ReferencePoint } from './reference-points.js';

export type Cue = 'origin' | 'destination' | 'via' | 'via_weak' | 'arrival' | 'departure' | 'excluded' | 'here' | 'soft' | 'from_weak' | 'return' | 'replaced';
/** Cue phrases: [cue, languages ('*' for all), phrases]. A phrase of several languages with different meanings ("no", "da") is listed per language. */
const CUE_TABLE: ReadonlyArray<[Cue, string, string]> = [
  [
    'origin',
    '*',
    "from|fro|ex -|dep .|leaves|city of departure is|departure city is|departure city|leaving|leaving from|leave|depart|departing|departing from|departure from|out of|flying out of|based in|live in|living in|we live in|i live in|home airport|starting in|starting from|coming from|departure|we're based in|we are based in|i'm based in|i am based in|we're from|we are from|i'm from|i am from|home is|origin",
  ],
  [
    'origin',
    'fr',
    "depuis|origine|au depart de|depart de|partir de|quitter|je pars de|en partant de|j'habite a|j'habite en|depart|nous partons de|on part de|nous habitons a|nous habitons en|on habite a|on habite en|nous vivons a|on vit a|je vis a|nous venons de|on vient de|je viens de|depart a|habitant a",
  ],
  [
    'origin',
    'es',
    'desde|origen|salgo de|saliendo de|salida|salida de|salir de|vivo en|vivimos en|saliendo desde|salimos de|salimos desde|partimos de|partiendo de|venimos de|vengo de|salida en|viajo de|viajamos de|voy de|vamos de|vuelo de|volamos de',
  ],
  [
    'origin',
    'de',
    'von|ab|abflug|abreise von|abflug von|aus|ich wohne in|wir wohnen in|wir leben in|ich lebe in|abfahrt in|abreise in|abflug in|start in|starten in|starte in|startet in|wohnhaft in|kommen aus|komme aus|anreise aus|anreise von',
  ],
  [
    'origin',
    'it',
    'partendo da|partenza da|partenza|origine|da|dal|dalla|parto da|partire da|vivo a|abito a|viviamo a|abitiamo a|partiamo da|veniamo da|vengo da|partenza a',
  ],
  [
    'origin',
    'pt',
    'saindo de|saindo do|saindo da|origem|partida|partindo de|partindo do|a partir de|partida de|partir do|partir de|moro em|moro no|moro na|moramos em|moramos no|moramos na|vivemos em|vivo em|desde|saimos de|viemos de|venho de|viajo de|viajo do|viajo da|viajamos de|viajamos do|viajamos da|vou de|vou do|vou da|vamos de|vamos do|vamos da|voo de|voamos de',
  ],
  // The way back home ("heim nach X", "retour à la maison à X", "de volta para X") names where the trip starts when no other home is stated.
  // Where the trip is said to start ("ex Brisbane" in the trade's shorthand, hyphenated "ex-NTE" in every language above, "Start wäre Düsseldorf", "on monte de Lyon", "a começar no Porto"),
  // and "from" as Scots and chat write it ("fae Glasgow", "outta Boston").
  [
    'origin',
    'en',
    'fae|frae|outta|ex|start from|start in|we start in|we start from|starting point|starting point is|setting off from|set off from|heading out from',
  ],
  ['origin', 'fr', 'on monte de|on descend de|nous montons de|nous descendons de|on remonte de|on arrive de|nous arrivons de|point de depart'],
  ['origin', 'es', 'empezando en|empezando desde|comenzando en|arrancamos en|arrancamos desde|punto de partida'],
  ['origin', 'de', 'start ware|start ist|starten in|starten ab|starten von|starten wir in|starten wir ab|startpunkt|startpunkt ist|startort'],
  ['origin', 'it', 'si parte da|cominciando da|iniziando da|punto di partenza'],
  [
    'origin',
    'pt',
    'a comecar no|a comecar em|a comecar na|comecando no|comecando em|comecando na|vamos do|vamos da|vamos de|saem de|saem do|saem da|ponto de partida',
  ],
  ['return', '*', 'home to|flying home to|fly home to|back home to|heading home to|going home to|way back to|way home to'],
  ['return', 'fr', 'retour a|vol retour a|vol retour vers|rentrer a|rentrer a la maison a|retour a la maison a|puis retour a'],
  ['return', 'es', 'regreso a|de regreso a|vuelta a|de vuelta a|vuelta a casa a|regreso a casa a|volver a casa a|vuelo de regreso a'],
  ['return', 'de', 'heim nach|nach hause nach|zuruck nach|ruckflug nach|heimflug nach|heimreise nach|ruckreise nach'],
  ['return', 'it', 'ritorno a|rientro a|a casa a|tornare a casa a|volo di ritorno a|di ritorno a'],
  ['return', 'pt', 'volta para|de volta para|de volta a|regresso a|voo de volta para|volta a casa em|regresso para'],
  ['from_weak', 'fr', "de|du|des|d'"],
  ['from_weak', 'es', 'de|del'],
  ['from_weak', 'pt', 'de|do|da|dos|das'],
  ['destination', '*', 'to|into|towards|toward|visit|visiting|in|at|for|arriving|arrive in|heading to|going to|destination'],
  ['destination', 'fr', 'a|au|aux|en|pour|vers|dans'],
  ['destination', 'es', 'a|al|en|para|hacia'],
  ['destination', 'de', 'nach|zum|zur|im|ziel|in|an der|am|an die|an den|ans|auf die|auf den'],
  ['destination', 'it', 'a|in|per|verso|ad|alle|nelle|sulle|nel|sul|nella'],
  ['destination', 'pt', 'para|a|em|no|na|nos|nas|pro|pra|ao'],
  [
    'via',
    '*',
    'via|stopover in|a stopover in|with a stopover in|layover in|a layover in|with a layover in|connecting through|connecting in|connection in|by way of',
  ],
  ['via', 'fr', 'en passant par|avec escale a|escale a|correspondance a|avec correspondance a'],
  ['via', 'es', 'escala en|con escala en|conexion en|con conexion en'],
  ['via', 'de', 'mit umstieg in|umsteigen in|anschluss in|mit anschluss in'],
  ['via', 'it', 'scalo a|con scalo a|coincidenza a|con coincidenza a'],
  ['via', 'pt', 'com escala em|escala em|conexao em|com conexao em|ligacao em|com ligacao em'],
  ['via_weak', '*', 'through'],
  // Where the flight lands: the place to go when it is a city ("flying into Genoa"), a stop on the way when it is an airport ("landing at KIX").
  [
    'arrival',
    '*',
    'flying into|fly into|flights into|flight into|landing in|landing at|land in|land at|arriving in|arriving into|arriving at|arrive at|touch down in|touching down in',
  ],
  ['arrival', 'fr', 'atterrir a|atterrit a|atterrissons a|atterrirons a|on atterrit a|atterrissage a'],
  ['arrival', 'es', 'aterrizar en|aterrizamos en|aterriza en|aterrizaremos en|aterrizando en'],
  ['arrival', 'de', 'landen in|landen am|landen auf|lande in|lande am|landung in'],
  ['arrival', 'it', 'atterrare a|atterriamo a|atterro a|atterreremo a|atterraggio a'],
  ['arrival', 'pt', 'aterrissar em|aterrissamos em|aterramos em|aterrar em|pousar em|pousamos em|chegamos a|chegamos ao|chegamos em'],
  // Where the flight home leaves from, on a trip flown into one place and out of another (an open jaw): a place of the trip, no
  // origin. A word of going back before "from" says so already (homeward.ts: "fly home from", "regresamos desde").
  ['departure', '*', 'and out of|and fly out of|and flying out of|and leave from|and leaving from'],
  ['departure', 'fr', 'repartir de|repartons de|repartirons de|on repart de|et repartir de'],
  ['departure', 'es', 'y salir de|y salimos de|y saliendo de'],
  ['departure', 'it', 'ripartiamo da|ripartire da|ripartiremo da|e ripartire da'],
  ['departure', 'pt', 'e sair de|e sair do|e sair da|e saimos de|e saimos do|e saimos da'],
  ['via_weak', 'fr', 'par'],
  ['via_weak', 'es', 'por'],
  ['via_weak', 'de', 'uber'],
  ['via_weak', 'it', 'passando per|passando da'],
  ['via_weak', 'pt', 'passando por|por'],
  [
    'excluded',
    '*',
    "not|isn't|isnt|aren't|arent|don't|dont|doesn't|doesnt|won't|wouldn't|except|avoid|avoiding|anywhere but|but not|other than|skip|skipping|without|excluding|apart from|anything but|everywhere but|anywhere except|no|neither|nor|everything but|anything except|everything except",
  ],
  // Nowhere near a place rules it out ("nowhere near Phuket"): the stay keeps away from it.
  ['excluded', '*', 'nowhere near|not near|nowhere close to|not close to'],
  ['excluded', 'fr', 'pas pres de|nulle part pres de|pas a cote de'],
  ['excluded', 'es', 'no cerca de|nada cerca de|ni cerca de'],
  ['excluded', 'it', 'non vicino a|non vicino al|non vicino alla|niente vicino a'],
  ['excluded', 'pt', 'nao perto de|nada perto de'],
  // Dropping a place from the plan rules it out ("we're dropping Crete", "on laisse tomber Nice", "niente più Sharm").
  ['excluded', '*', "dropping|drop|ditch|ditching|cancel|cancelling|no more|no longer|not doing|we're dropping|we are dropping"],
  // "forget Rome", "oubliez Barcelone", "olvida Cancún", "vergiss Paris", "dimentica Roma", "esquece Noronha".
  ['excluded', 'en', 'forget|forget about'],
  ['excluded', 'fr', 'oublie|oubliez|oublions|on oublie'],
  ['excluded', 'es', 'olvida|olvidad|olvidate de|olvidemos|olvidamos'],
  ['excluded', 'de', 'vergiss|vergesst|vergessen wir'],
  ['excluded', 'it', 'dimentica|dimenticate|dimentichiamo'],
  ['excluded', 'pt', 'esquece|esqueca|esquecam|esquecemos'],
  ['excluded', 'fr', 'plus de|on laisse tomber|laisser tomber|on abandonne|abandonner|on annule|annuler'],
  ['excluded', 'es', 'ya no|no mas|ya no vamos a|descartamos|cancelamos|dejamos|adios a'],
  ['excluded', 'de', 'nicht mehr|nicht mehr nach|streichen|gestrichen|absagen|abgesagt'],
  ['excluded', 'it', 'niente piu|non piu|lasciamo perdere|annulliamo|cancelliamo|basta con'],
  ['excluded', 'pt', 'nada mais de|nao mais|chega de|cancelamos|desistimos de'],
  ['excluded', 'fr', 'ni|pas|sauf|sans|eviter|excepte|exceptee|hormis|tout sauf|non|a part|en excluant|exclu|exclue|exclus|hors de|en dehors de'],
  [
    'excluded',
    'es',
    'nada de|nada del|no|tampoco|menos|excepto|salvo|sin|evitando|evitar|ni|cualquier lugar menos|todo menos|aparte de|a excepcion de|excluyendo|excluido|excluida|excluidos|fuera de',
  ],
  [
    'excluded',
    'de',
    'nicht|ausser|außer|ohne|kein|keine|keinen|keinesfalls|auf keinen fall|vermeiden|uberall ausser|überall außer|alles außer|alles ausser|weder|ausgenommen|abgesehen von|außerhalb|ausserhalb|außerhalb von|ausserhalb von',
  ],
  [
    'excluded',
    'it',
    'niente|ne|non|neanche|nemmeno|neppure|tranne|eccetto|senza|evitare|evitando|salvo|tutto tranne|a parte|fuorche|ad eccezione di|escluso|esclusa|esclusi|escluse|escludendo|fuori da|al di fuori di',
  ],
  [
    'excluded',
    'pt',
    'nada de|nada do|nada da|nada dos|nada das|nem|nao|exceto|sem|evitar|evitando|menos|qualquer lugar menos|tudo menos|a excecao de|salvo|excluindo|excluido|excluida|fora|fora de',
  ],
  // A change of mind: the place given up is neither wanted nor refused ("instead of Rome", "lieber Wien statt Prag").
  ['replaced', '*', 'instead of|rather than|in place of|scratch|forget'],
  ['replaced', 'fr', 'au lieu de|au lieu du|au lieu des|plutot que|a la place de|a la place du|a la place des|oublie|oubliez|oublions'],
  ['replaced', 'es', 'en vez de|en vez del|en lugar de|en lugar del|olvida|olvidate|olvidad'],
  ['replaced', 'de', 'statt|anstatt|anstelle von|vergiss|vergesst'],
  [
    'replaced',
    'it',
    'invece di|invece del|invece della|invece dello|invece dei|invece delle|invece degli|invece che|al posto di|al posto del|al posto della|piuttosto che|lascia perdere|scordati',
  ],
  ['replaced', 'pt', 'em vez de|em vez do|em vez da|ao inves de|ao inves do|ao inves da|no lugar de|no lugar do|no lugar da|esquece|esqueca|esquecam'],
  ['here', '*', "i'm in|i am in|im in|i'll be in|i will be in|currently in|we're in|we are in|i'm at|i am at|hello from|hi from|greetings from"],
  // A greeting from a place says where the writer is ("Bonjour de Lyon !", "Olá do Porto!", "Hallo aus Santiago!").
  ['here', 'fr', 'bonjour de|bonjour du|bonjour depuis|salut de|salut du|salut depuis'],
  ['here', 'es', 'hola desde|hola de|saludos desde|saludos de'],
  ['here', 'de', 'hallo aus|gruss aus|grusse aus|servus aus|moin aus'],
  ['here', 'it', 'ciao da|saluti da|buongiorno da'],
  ['here', 'pt', 'ola de|ola do|ola da|oi de|oi do|oi da'],
  [
    'here',
    'fr',
    'je suis a|je suis en|nous sommes a|je suis coince a|je suis coincee a|je suis bloque a|je suis bloquee a|je serai a|je serai en|nous serons a|nous serons en|on sera a|on sera en',
  ],
  ['here', 'es', 'estoy en|estamos en|estare en|estaremos en'],
  ['here', 'de', 'ich bin in|wir sind in|ich bin gerade in|ich bin gerade beruflich in|wir sind gerade in'],
  ['here', 'it', 'sono a|sono in|siamo a|saro a|saro in|saremo a|saremo in'],
  ['here', 'pt', 'estou em|estou no|estou na|estamos em|estarei em|estarei no|estarei na|estaremos em|estaremos no|estaremos na'],
  [
    'soft',
    '*',
    'maybe|perhaps|possibly|open to|thinking about|thinking of|considering|something like|somewhere like|places like|such as|ideally|could be|or even',
  ],
  ['soft', 'fr', 'peut-etre|plutot'],
  ['soft', 'es', 'quizas|tal vez'],
  ['soft', 'de', 'vielleicht|eventuell'],
  ['soft', 'it', 'forse|magari'],
  ['soft', 'pt', 'talvez'],
];
/** Per language: its own cue phrases first, then the English ones ("no" is "in the" in Portuguese). */
const CUES = new Map<Lang, PhraseIndex<Cue>>(
  LANGUAGES.map((lang) => {
    const idx = new PhraseIndex<Cue>();
    for (const pass of [lang, '*'] as const) {
      for (const [cue, langs, phrases] of CUE_TABLE) {
        if (langs !== pass || (pass === '*' && lang === 'pt' && cue === 'excluded')) continue;
        for (const p of phrases.split('|')) idx.add(p, cue);
      }
    }
    return [lang, idx];
  }),
);

/** Words of a trip by transport: "I'm in X" with them (and nowhere else named) is where the trip starts. */
const TRANSPORT = new Set([
  ...FLIGHT_NOUNS,
  'fly',
  'flying',
  'bus',
  'buses',
  'train',
  'trains',
  'one-way',
  'oneway',
  'roundtrip',
  'tren',
  'zug',
  'treno',
  'comboio',
  'autobus',
  'autocar',
  'onibus',
]);
/** "I'll be in X": the traveller will be there, so it is where they go. */
const FUTURE = new Set(["i'll", 'will', 'serai', 'serons', 'sera', 'estare', 'estaremos', 'werde', 'werden', 'saro', 'saremo', 'estarei', 'estaremos']);
const BETWEEN = new Set(['between', 'entre', 'zwischen', 'tra', 'fra']);

/** `holder` is a country the trip goes to that holds `place`. */
const countryHolding = (holder: RoledMention, place: RoledMention): boolean =>
  holder.role === 'destination' && holder.mention.type === 'country' && holder.mention.country === place.mention.country;
const SPLIT = /^(?:split\w*|divid\w*|partag\w*|repart\w*|aufteil\w*|aufgeteilt|teilen|divis\w*)$/;
/** "torn between", "hésiter entre", "no decidimos entre", "schwanken zwischen", "indecisi tra": a choice, not a route. */
const CHOOSE =
  /^(?:torn|choos\w*|chose|decid\w*|undecided|hesit\w*|dud\w*|indecis\w*|schwank\w*|entscheid\w*|scegl\w*|escolh\w*|elegir|eligiendo|wahl\w*|option\w*|opcion\w*|opzion\w*|opco\w*)$/;
const CLAUSE_END = new Set(['.', ';', '!', '?', ':', 'but', 'mais', 'pero', 'aber', 'ma', 'mas', 'then']);

const AIRPORT = new Set(['airport', 'aeroport', 'aeropuerto', 'aeroporto', 'flughafen']);
const AIRPORT_OF = new Set(['of', 'in', 'de', 'del', 'di', 'do', 'da', "d'"]);
/** "a" is both an article and a direction word ("a Madrid"): it is never skipped. */
function skipArticles(toks: readonly Tok[], k: number): number {
  while (k > 0 && ARTICLES.has(toks[k - 1]?.w ?? '') && toks[k - 1]?.w !== 'a') k--;
  return k;
}

/** The class of the cue phrase just before token i, if any: the governing word of the place as the cue lexicons read it. */
/** Words that only say where a trip goes, never where one is ("to Rome", "into Lisbon", "nach Bangkok"). */
const GOING_TO = new Set(['to', 'into', 'nach']);
/** A cue of the airport the trip flies into or home from. */
const gatewayCue = (c: { cue: Cue } | null): boolean => c?.cue === 'arrival' || c?.cue === 'departure';
export const cueClassBefore = (toks: readonly Tok[], i: number, lang: Lang): Cue | null => cueBefore(toks, i, CUES.get(lang) as PhraseIndex<Cue>)?.cue ?? null;

/** The cue just before token i (skipping articles and the airport of the place: "salimos del aeropuerto de Tijuana"), and where it starts. */
function cueBefore(toks: readonly Tok[], i: number, cues: PhraseIndex<Cue>): { cue: Cue; at: number } | null {
  const transit = transitWordBefore(toks, i);
  if (transit !== null) return { cue: 'via', at: transit };
  let k = skipArticles(toks, i);
  if (AIRPORT.has(toks[k - 1]?.w ?? '')) k = skipArticles(toks, k - 1);
  else if (AIRPORT_OF.has(toks[k - 1]?.w ?? '') && AIRPORT.has(toks[k - 2]?.w ?? '')) k = skipArticles(toks, k - 2);
  // A label's colon between the cue and the place ("Origin: Chicago", "Départ : Lyon") keeps the cue.
  const direct = cueEndingAt(toks, k, cues) ?? (toks[k - 1]?.w === ':' ? cueEndingAt(toks, k - 1, cues) : null);
  if (direct?.cue === 'destination' && countedWeAre(toks, direct.at)) return { cue: 'here', at: direct.at };
  if (direct && direct.cue !== 'from_weak') return direct;
  // "partenza da nord Italia", "dans le sud de la France": a compass word says where in the place; the cue before it is the place's.
  const j = OF_LINKS.has(toks[k - 1]?.w ?? '') && COMPASS_WORDS.has(toks[k - 2]?.w ?? '') ? k - 2 : COMPASS_WORDS.has(toks[k - 1]?.w ?? '') ? k - 1 : k;
  return (j < k ? cueEndingAt(toks, skipArticles(toks, j), cues) : null) ?? direct;
}

/** First-person plural forms of "be" that say where the party is ("nous sommes", "somos", "wir sind", "siamo", "we are"). */
const WE_ARE = new Set(['sommes', 'somos', 'estamos', 'sind', 'siamo', 'are', "we're"]);

/**
 * "nous sommes 2 (45 et 48 ans) à Bruxelles", "somos dos en Lima", "we are 4 in Leeds": the party's count, and an aside on it,
 * between "we are" and the preposition before the place at `prep`. The place is where the party is, as "nous sommes à" says.
 */
function countedWeAre(toks: readonly Tok[], prep: number): boolean {
  let k = prep;
  if (toks[k - 1]?.w === ')') {
    while (k > 0 && toks[k - 1]?.w !== '(') k--;
    k--;
  }
  const count = toks[k - 1];
  if (count?.kind !== 'num' && !LANGUAGES.some((l) => numberWord(count?.w ?? '', l) !== undefined)) return false;
  return WE_ARE.has(toks[k - 2]?.w ?? '');
}

/** The cue phrase that ends right before token k, if any. */
function cueEndingAt(toks: readonly Tok[], k: number, cues: PhraseIndex<Cue>): { cue: Cue; at: number } | null {
  for (let len = 5; len >= 1; len--) {
    if (k - len < 0) continue;
    const hit = cues.at(toks, k - len);
    if (hit && hit.end === k) return { cue: hit.value, at: k - len };
  }
  return null;
}

/**
 * The present and conditional forms of "want" in every person (folded): a relayed request says what she or they want ("no
 * quiere ir a X", "non vogliono andare a X", "não quer ir a X") as often as a writer says "no quiero".
 */
const WANT_FORMS = [
  'want wants wanted',
  'veux veut voulons voulez veulent voudrais voudrait voudrions voudriez voudraient',
  'quiero quieres quiere queremos quereis quieren querria querriamos querrian quisiera quisieramos quisieran',
  'will willst wollen wollt mochte mochtest mochten mochtet',
  'voglio vuoi vuole vogliamo volete vogliono vorrei vorresti vorrebbe vorremmo vorrebbero',
  'quero queres quer queremos querem queria queriamos queriam',
].flatMap((forms) => forms.split(' '));
/** The present forms of "go" in every person (folded), for "no va a X", "ne vont pas à X", "non vanno a X". */
const GO_FORMS = [
  'vamos voy vas va van iremos',
  'vais va allons allez vont irons',
  'fahre fahrt fahren fliege fliegt',
  'vado vai va andiamo andate vanno andremo',
  'vou vai vamos vao iremos',
].flatMap((forms) => forms.split(' '));

/** Words that may stand between a negation and the cue of its place ("sin pasar por X", "no quiero ir a X", "nicht nach X"). */
const TO_GO = new Set([
  'interested',
  'keen',
  'interesse',
  'interesses',
  'interesado',
  'interesados',
  'interessiert',
  'interessati',
  'interessado',
  'interessados',
  'stay',
  'staying',
  'stop',
  'rester',
  'loger',
  'quedarnos',
  'alojarnos',
  'bleiben',
  'ubernachten',
  'restare',
  'fermarci',
  'ficar',
  // Sleeping and visiting there are staying there ("non vogliamo dormire a Orvieto", "no queremos dormir en X", "we don't want to visit X").
  'sleep',
  'sleeping',
  'overnight',
  'visit',
  'visiting',
  'dormir',
  'dormire',
  'schlafen',
  'pernoctar',
  'pernottare',
  'alloggiare',
  'hospedar',
  'sejourner',
  'quedar',
  'rimanere',
  'visiter',
  'visitar',
  'visitare',
  'besuchen',
  // A wish that it not be the place ("que no sea Cancún", "purché non sia Rimini", "desde que não seja Cancún").
  'sea',
  'sean',
  'seja',
  'sejam',
  'sia',
  'siano',
  'soit',
  'soient',
  'go',
  'going',
  'fly',
  'flying',
  'travel',
  'ir',
  'aller',
  'andare',
  'fahren',
  'reisen',
  'fliegen',
  'cross',
  'cruzar',
  'traverser',
  'uberqueren',
  'attraversare',
  'atravessar',
  'pasar',
  'passer',
  'passar',
  'passare',
  'volar',
  'voler',
  'volare',
  'voar',
  'to',
  ...WANT_FORMS,
  ...GO_FORMS,
  'umsteigen',
  'stopover',
  'layover',
  'escale',
  'escala',
  'scalo',
]);
/** "not necessarily", "pas forcément", "nicht unbedingt", "no necesariamente": the place is neither wanted nor refused. */
const HEDGES = new Set(['necessarily', 'unbedingt', 'necessairement', 'forcement', 'necesariamente', 'necessariamente', 'obligatoirement', 'zwingend']);
/** "not sure about X", "doesn't matter whether X or Y", "no sé si X", "weiß nicht, ob X", "non so se X", "não sei se X": undecided, not refused. */
const UNDECIDED = ['sure', 'matter', 'matters', 'sais', 'sait', 'se', 'sabemos', 'weiss', 'wissen', 'so', 'sappiamo', 'sei', 'sabemos', 'importa', 'importe'];
/** "not only", "pas seulement", "nicht nur": the negation adds a place instead of ruling it out; a hedge does not rule it out either. */
const ONLY = new Set(['only', 'just', 'seulement', 'que', 'solo', 'solamente', 'nur', 'soltanto', 'so', 'apenas', ...HEDGES, ...UNDECIDED]);

/** A negation followed by a hedge word a few words back in the same clause ("not necessarily Lisbon", "nicht unbedingt nach Wien"). */
function hedgedBefore(toks: readonly Tok[], first: number, cues: PhraseIndex<Cue>): boolean {
  for (let k = first - 1; k >= Math.max(0, first - 5); k--) {
    const w = toks[k]?.w ?? '';
    if (CLAUSE_END.has(w) || w === ',') return false;
    if (!HEDGES.has(w) || k === 0) continue;
    const hit = cues.at(toks, k - 1);
    if (hit?.value === 'excluded' && hit.end === k) return true;
  }
  return false;
}

/**
 * An exclusion phrase ending just before the cue at `at`, with only words of going or of any place between ("no a X", "nicht
 * nach X", "auf keinen Fall umsteigen in X", "nicht irgendwo in X").
 */
function negatedBefore(toks: readonly Tok[], at: number, cues: PhraseIndex<Cue>): boolean {
  const going = (from: number) => toks.slice(from, at).every((t) => TO_GO.has(t.w) || ARTICLES.has(t.w) || ANYWHERE.has(t.w));
  for (let k = at - 1; k >= Math.max(0, at - 6); k--) {
    if (CLAUSE_END.has(toks[k]?.w ?? '')) return false;
    const hit = cues.at(toks, k);
    if (hit?.value === 'excluded' && hit.end <= at && !ONLY.has(toks[hit.end]?.w ?? '') && going(hit.end)) return true;
  }
  return false;
}

/** "Le Vietnam pourquoi pas", "warum nicht": a negation after "why" welcomes the place. */
const WHY = new Set(['why', 'pourquoi', 'que', 'warum', 'wieso', 'perche', 'porque']);
/** "Why not Porto?", "pourquoi pas le Monténégro", "¿por qué no Oporto?": the negation at k, after "why", puts its place forward. */
const welcomes = (toks: readonly Tok[], k: number) => WHY.has(toks[k - 1]?.w ?? '');
const AFTER_WINDOW = 4;
/** Thanks after a negation make it a polite refusal ("Las Vegas no grazie", "Cancún no, gracias"). */
const THANKS = new Set(['thanks', 'thank', 'you', 'merci', 'gracias', 'danke', 'grazie', 'obrigado', 'obrigada']);
/** Pronouns standing for the place between the negation and its verb ("Roma non ci andiamo", "Bali n'y allons"). */
const PLACE_PRONOUNS = new Set(['ci', 'vi', 'y', 'la', 'lo', 'hin']);
/** Words of going that negated say how, not whether ("Bangkok no stopover", "Madeira no flying"). */
const HOW_TO_GO = new Set([
  'stop',
  'stopover',
  'layover',
  'escale',
  'escala',
  'scalo',
  'umsteigen',
  'fly',
  'flying',
  'volar',
  'voler',
  'volare',
  'voar',
  'fliegen',
]);
/** What may follow a negation closing a place's clause: the verb of going or wanting it negates, or thanks. */
const NEGATED_VERB = (w: string) => (TO_GO.has(w) && !HOW_TO_GO.has(w)) || THANKS.has(w) || PLACE_PRONOUNS.has(w);
/**
 * "Berlín no, que ya lo conocemos", "ma Sintra no.", "Ibiza ni de coña,", "Nach Spitzbergen möchten
 * wir nicht.", "A Joanesburgo não queremos ir.", "Bari no grazie": a negating particle (refusals.ts
 * `closingNegation`) closing the clause a few words after the place, alone or before the verb of going or
 * wanting it negates, rules the place out. A line ends the clause.
 */
function negatedAfter(toks: readonly Tok[], last: number, lang: Lang, opensLine: (i: number) => boolean): boolean {
  for (let k = last; k < Math.min(toks.length, last + AFTER_WINDOW); k++) {
    const w = toks[k]?.w ?? '';
    if (w === ',' || CLAUSE_END.has(w) || opensLine(k)) return false;
    if (!closingNegation(w, lang) || WHY.has(toks[k - 1]?.w ?? '')) continue;
    // The negation either closes the clause itself, negates the verb closing it, or opens a short idiom that does ("ni de coña,").
    for (let j = k + 1; j <= Math.min(toks.length, k + 3); j++) {
      const next = toks[j]?.w;
      if (next === undefined || next === ',' || next === '(' || CLAUSE_END.has(next) || opensLine(j))
        return w === 'ni' || w === 'nem' || toks.slice(k + 1, j).every((t) => NEGATED_VERB(t.w));
    }
    return false;
  }
  return false;
}

/**
 * "Crete is out", "Mallorca fällt weg", "a Bahia ficou pra depois", "Sharm è saltato": a place the
 * clause after it drops from the plan is ruled out.
 */
const DROPPED = new PhraseIndex<true>();
for (const p of [
  'streichen wir',
  'lassen wir aus',
  'lassen wir weg',
  'is out',
  'is off',
  'are out',
  'are off',
  'is off the table',
  'is cancelled',
  'is canceled',
  'is no longer',
  'est annule',
  'est annulee',
  "c'est fini",
  "tombe a l'eau",
  'est exclu',
  'est exclue',
  'queda descartado',
  'queda descartada',
  'queda fuera',
  'se cae',
  'se cancela',
  'fallt weg',
  'ist raus',
  'ist gestrichen',
  'entfallt',
  'ist abgesagt',
  'e saltato',
  'e saltata',
  'salta',
  'e fuori',
  'e annullato',
  'e annullata',
  'ficou pra depois',
  'ficou para depois',
  'fica pra depois',
  'fica para depois',
  'esta fora',
  'saiu',
  'foi cancelado',
  'foi cancelada',
])
  DROPPED.add(p, true);
const droppedAfter = (toks: readonly Tok[], last: number) => DROPPED.at(toks, last) !== undefined;

/** Words that carry a refusal on to the next member of a list ("nor", "ni", "weder", "tampoco", "neanche", "either"). */
const NEGATIVE_JOINERS = new Set([
  'neither',
  'nor',
  'either',
  'ni',
  'non',
  'plus',
  'tampoco',
  'weder',
  'noch',
  'auch',
  'neanche',
  'nemmeno',
  'neppure',
  'nem',
  'tambem',
]);
/** Words of any place that a list member may open with ("not Rome or anywhere in Lazio", "ni Madrid ni ningún sitio de Castilla"). */
const ANYWHERE = new Set(
  'anywhere anything everywhere nulle part ailleurs ningun ninguna sitio lugar parte irgendwo sonstwo woanders nessun nessuna posto altrove nenhum nenhuma'.split(
    ' ',
  ),
);

/**
 * An exclusion earlier in the same list ("not Santorini or Mykonos", "pas en Espagne ni au Portugal
 * ou en Italie", "nada en Italia ni en Francia o Alemania, y tampoco Suiza"): between the refused
 * place and this one stand only joiners, articles and, once a joiner is written, a repeated
 * preposition of place, which words of any place may open ("or anywhere in Lazio"). A comma and a
 * preposition alone open a new phrase ("not Italy, in Spain").
 */
function excludedByList(toks: readonly Tok[], first: number, prev: RoledMention | undefined): boolean {
  if (!prev || prev.role !== 'excluded') return false;
  const gap = toks.slice(prev.last, first).map((t) => t.w);
  // "Marrakech non, Essaouira oui": a negation closing the refused place's phrase before a comma is its own, not the list's.
  if (NEGATIVE_JOINERS.has(gap[0] ?? '') && gap[1] === ',') return false;
  const joined = gap.some((w) => w !== ',' && (LIST_JOINERS.has(w) || NEGATIVE_JOINERS.has(w)));
  return gap.every((w) => LIST_JOINERS.has(w) || ARTICLES.has(w) || NEGATIVE_JOINERS.has(w) || (joined && (LIST_PREPOSITIONS.has(w) || ANYWHERE.has(w))));
}

/** "Anywhere in Europe but Paris", "any island but Crete": "but" after a word of any place in its clause means except. */
const ANY_PLACE = new Set(['anywhere', 'any', 'everywhere', 'somewhere', 'wherever']);
function exceptAfterAny(toks: readonly Tok[], first: number): boolean {
  const k = skipArticles(toks, first);
  if (toks[k - 1]?.w !== 'but') return false;
  for (let j = k - 2; j >= Math.max(0, k - 8); j--) {
    const w = toks[j]?.w ?? '';
    if (CLAUSE_END.has(w) || w === ',') return false;
    if (ANY_PLACE.has(w)) return true;
  }
  return false;
}

/** A place alone in brackets right after the start, in its country ("São Paulo (Guarulhos)", "Milano (Linate)"): where in it the trip leaves. */
const whereInStart = (toks: readonly Tok[], first: number, last: number, mention: PlaceMention, prev: RoledMention | undefined): boolean =>
  prev?.role === 'origin' && prev.last === first - 1 && toks[first - 1]?.w === '(' && toks[last]?.w === ')' && prev.mention.country === mention.country;

/** Farthest a part of a city lies from its centre: a name in brackets after the city resolving farther away is a namesake. */
const CITY_PART_KM = 60;
/** A bracket's own list words ("Mexico City (Roma Norte or Condesa)"). */
const BRACKET_LIST = new Set([',', 'or', 'ou', 'o', 'oder', 'and', 'et', 'y', 'e', 'und', '/']);
/**
 * "Mexico City (Roma Norte or Condesa)": a name in the bracket opened right after a city the trip goes to names a part of it,
 * so a reading of the name far from the city ("Roma": Rome) is a namesake and no place of the trip.
 */
function farFromItsCity(toks: readonly Tok[], first: number, mention: PlaceMention, prev: RoledMention | undefined): boolean {
  if (prev?.role !== 'destination' || prev.mention.type !== 'city') return false;
  let k = first - 1;
  while (k > prev.last && (BRACKET_LIST.has(toks[k]?.w ?? '') || toks[k]?.cap === true)) k--;
  return k === prev.last && toks[k]?.w === '(' && greatCircleKm(prev.mention, mention) > CITY_PART_KM;
}

/** Words that place a town near a bigger one ("near", "près de", "cerca de", "vicino a", "perto de", "bei", "in der Nähe von"). */
const NEAR = new Set(['near', 'nearby', 'close', 'outside', 'pres', 'proche', 'cerca', 'vicino', 'perto', 'junto', 'bei', 'nahe']);
/** What may stand around such a word: a comma before it, its "to", "de", "a" after it, German "in der Nähe von". */
const NEAR_LINKS = new Set([',', 'to', 'of', 'de', 'd', "d'", 'du', 'del', 'di', 'a', 'da', 'do', 'von', 'in', 'der', 'la', 'just', 'juste']);
/** "We live in Solihull, near Birmingham", "Abito a Pero, vicino a Milano", "wohnen in Pulheim bei Köln": the town says where the start is. */
function nearTheStart(toks: readonly Tok[], first: number, mention: PlaceMention, prev: RoledMention | undefined): boolean {
  if (prev?.role !== 'origin' || prev.mention.country !== mention.country || first - prev.last > 5) return false;
  const between = toks.slice(prev.last, first).map((t) => t.w);
  return between.some((w) => NEAR.has(w)) && between.every((w) => NEAR.has(w) || NEAR_LINKS.has(w));
}

/** Words of none ("nothing in France", "rien en Grèce", "nada en Italia", "nichts in der Türkei", "niente in Grecia", "nada na Grécia"). */
const NONE = new Set(['nothing', 'nowhere', 'rien', 'nada', 'nichts', 'nirgends', 'nirgendwo', 'niente', 'nulla']);
/** A word of none right before the preposition of a place refuses it; alone it does not ("nothing beats Lisbon"). */
const noneBefore = (toks: readonly Tok[], c: { cue: Cue; at: number } | null) => c?.cue === 'destination' && NONE.has(toks[c.at - 1]?.w ?? '');

const onlyBetween = (toks: readonly Tok[], a: number, b: number, set: ReadonlySet<string>) => {
  const gap = toks
    .slice(a, b)
    .map((t) => t.w)
    .filter((w) => !ARTICLES.has(w) || w === 'a');
  return gap.length <= 2 && gap.every((w) => set.has(w));
};

/** Whether an exclusion phrase ("except", "menos", "tout sauf") ends just before token k. */
function excludedEndsAt(toks: readonly Tok[], k: number, cues: PhraseIndex<Cue>): boolean {
  for (let len = 1; len <= 3 && k - len >= 0; len++) {
    const hit = cues.at(toks, k - len);
    if (hit?.value === 'excluded' && hit.end === k) return true;
  }
  return false;
}

/** Whether a cue of leaving ("from", "depuis", "saindo da") ends just before token k. */
function originCueEndsAt(toks: readonly Tok[], k: number, cues: PhraseIndex<Cue>): boolean {
  for (let len = 1; len <= 3 && k - len >= 0; len++) {
    const hit = cues.at(toks, k - len);
    if (hit?.value === 'origin' && hit.end === k) return true;
  }
  return false;
}

/** Token index range of a character span. */
function tokenRange(toks: readonly Tok[], start: number, end: number): [number, number] {
  let first = toks.findIndex((t) => t.end > start);
  if (first < 0) first = toks.length;
  let last = first;
  while (last < toks.length && (toks[last]?.start ?? end) < end) last++;
  return [first, last];
}

/**
 * How strongly a place is where the trip starts: a verb of leaving or an airport code (4: "leaving
 * from", "ab", "salimos de", "from DEN"), a stated home (3: "we live in", "I'm from", "sou de", "a
 * couple from Leeds"), a "from" or the start of a route (2: inside the trip when a home is stated,
 * "a cruise from Passau to Budapest"), where the traveller is now or a home only inferred (1: "I'm
 * in X", "Leeds family", "Canadian couple"), the way home (0). When several places are read as the
 * start, the strongest is kept.
 */
type Strength = 0 | 1 | 2 | 3 | 4;
const LEAVE: Strength = 4;
const HOME: Strength = 3;
const FROM_START: Strength = 2;
const WEAK_HOME: Strength = 1;
const DEPART = new Set(['out', 'ab', 'airport', 'starting', 'start', 'departure']);
const HOME_WORDS = new Set([
  'based',
  'home',
  'wohnhaft',
  'habitant',
  "we're",
  "i'm",
  'are',
  'am',
  'coming',
  'kommen',
  'komme',
  'venons',
  'viens',
  'venimos',
  'vengo',
  'veniamo',
  'viemos',
  'venho',
]);

function cueStrength(toks: readonly Tok[], at: number, end: number, lang: Lang, mention: PlaceMention): Strength {
  const words = toks.slice(at, end).map((t) => t.w);
  // A verb of leaving just before the cue, in its clause, is part of it ("volamos desde Barcelona", "we fly from London").
  for (let k = at - 1; k >= Math.max(0, at - 3) && !CLAUSE_END.has(toks[k]?.w ?? '') && toks[k]?.w !== ','; k--) words.push(toks[k]?.w ?? '');
  // An airport written as its code ("from DEN") is where a flight leaves, as sure as a verb of leaving.
  if (writtenAsAirportCode(mention.matched_text.trim())) return LEAVE;
  if (words.some((w) => DEPART.has(w) || movesFrom(w, lang))) return LEAVE;
  if (words.some((w) => HOME_WORDS.has(w) || livesThere(w, lang))) return HOME;
  return FROM_START;
}

/** A bare "from" bound to a person noun ("two adults from Madrid", "a couple from Leeds") states a home. */
const boundToPerson = (s: Strength, toks: readonly Tok[], first: number, last: number, mention: PlaceMention, lang: Lang): Strength =>
  s === FROM_START && residenceOf(toks, first, last, mention, lang, false) === 'home' ? HOME : s;

/**
 * "working remotely from Madeira", "teletrabajar desde Canarias", "remote aus Lissabon arbeiten": where one works from is where one
 * goes. Only a weak start is read so: a verb of leaving or an airport code ("remote work month from DEN") outranks the work words.
 */
const WORK = /^(?:work\w*|remote\w*|teletrabaj\w*|trabaj\w*|travaill\w*|arbeit\w*|lavor\w*|telelavor\w*|trabalh\w*|remotamente|homeoffice)$/;
function worksFrom(toks: readonly Tok[], at: number, last: number): boolean {
  const near = [...toks.slice(Math.max(0, at - 3), at).reverse(), null, ...toks.slice(last, last + 2)];
  // Each side is read up to the clause's end only.
  let open = true;
  for (const t of near) {
    if (t === null) open = true;
    else if (CLAUSE_END.has(t.w) || t.w === ',') open = false;
    else if (open && WORK.test(t.w)) return true;
  }
  return false;
}

/** Words of preference and comparison: "plutôt Nice que Cannes", "lieber X als Y", "rather X than Y" give up the place after the comparison word. */
const PREFER = new Set(
  'rather prefer preferably plutot prefere preferons preferez mejor prefiero preferimos lieber eher meglio preferisco preferiamo piuttosto melhor prefiro antes'.split(
    ' ',
  ),
);
const THAN: Record<Lang, string> = { en: 'than', fr: 'que', es: 'que', de: 'als', it: 'che', pt: 'que' };
/** Words that correct what was said before: "actually not Rome", "en fait pas Rome", "eigentlich doch nicht Prag". */
const CORRECTION = new Set(['actually', 'finalement', 'fait', 'realidad', 'final', 'eigentlich', 'doch', 'anzi', 'realta', 'verdade', 'afinal']);

/** Words of a comparison with "than" ("more relaxed than", "plus calme que", "más tranquilo que", "weniger voll als", "mais calmo que"). */
const MORE: Record<Lang, ReadonlySet<string>> = {
  en: new Set(['more', 'less']),
  fr: new Set(['plus', 'moins']),
  es: new Set(['mas', 'menos']),
  de: new Set(['mehr', 'weniger']),
  it: new Set(['piu', 'meno']),
  pt: new Set(['mais', 'menos']),
};
/** English and German make most comparatives with "-er" ("quieter than Albufeira", "ruhiger als Rimini"); "other than X" excepts X. */
const ER_COMPARATIVE = /^\p{L}{3,}er$/u;
const NOT_COMPARED = new Set(['other', 'anderer', 'andere']);
/** How far before "than" the comparison may begin ("more laid back than"). */
const COMPARED_WITHIN = 3;
/** "somewhere quieter than Albufeira", "ruhiger als Warnemünde": the place the stay is measured against is no place to go, nor refused. */
function comparedAgainst(toks: readonly Tok[], first: number, lang: Lang): boolean {
  const than = thanBefore(toks, first, lang);
  if (than < 0) return false;
  const w = toks[than - 1]?.w ?? '';
  // "rather than", "lieber als" prefer: a change of mind (givenUp), which "or both" may take back.
  const er = (lang === 'en' || lang === 'de') && ER_COMPARATIVE.test(w) && !NOT_COMPARED.has(w) && !PREFER.has(w);
  return er || toks.slice(Math.max(0, than - COMPARED_WITHIN), than).some((t) => MORE[lang].has(t.w));
}

/** "than", also elided, alone or with the preposition it runs into ("plutôt qu'Amsterdam", "qu'à Madère"), or after "do" ("melhor do que"). */
const thanAt = (toks: readonly Tok[], k: number, lang: Lang) =>
  toks[k]?.w === THAN[lang] || (lang === 'fr' && (toks[k]?.w ?? '').startsWith("qu'")) || (lang === 'pt' && toks[k]?.w === 'do' && toks[k + 1]?.w === 'que');

/** The "than" before the place at `first`, past its preposition ("plutôt qu'à Madère", "than to Lisbon"), or -1. */
function thanBefore(toks: readonly Tok[], first: number, lang: Lang): number {
  let k = skipArticles(toks, first);
  if (LIST_PREPOSITIONS.has(toks[k - 1]?.w ?? '') && !thanAt(toks, k - 1, lang)) k = skipArticles(toks, k - 1);
  return thanAt(toks, k - 1, lang) ? k - 1 : -1;
}

/**
 * A change of mind: the place given up after a preference ("plutôt qu'à Madère", "rather ... than to Lisbon") or a comparison
 * ("quieter than Albufeira"), or under a corrected negation.
 */
function givenUp(toks: readonly Tok[], first: number, c: { cue: Cue; at: number } | null, lang: Lang): boolean {
  if (comparedAgainst(toks, first, lang)) return true;
  const than = thanBefore(toks, first, lang);
  if (than >= 0) {
    for (let j = than - 1; j >= Math.max(0, than - 7); j--) {
      const w = toks[j]?.w ?? '';
      if (CLAUSE_END.has(w)) break;
      if (PREFER.has(w)) return true;
    }
  }
  if (c?.cue !== 'excluded') return false;
  for (let j = c.at - 1; j >= Math.max(0, c.at - 3); j--) {
    const w = toks[j]?.w ?? '';
    if (CORRECTION.has(w)) return true;
    if (w !== ',' && !ARTICLES.has(w)) break;
  }
  return false;
}

/**
 * Whether a corrective conjunction (discourse.ts) follows in the sentence, and whether it brings another place instead
 * ("no a Roma sino a Nápoles").
 */
function corrected(toks: readonly Tok[], last: number, starts: readonly number[]): 'place' | 'other' | null {
  const end = toks.findIndex((t, k) => k >= last && STATEMENT_END.has(t.w));
  const hit = correctives(toks).find((c) => c.start >= last && (end < 0 || c.start < end));
  if (!hit) return null;
  return starts.some((s) => s >= hit.end && s <= hit.end + 2) ? 'place' : 'other';
}

/** Verbs of joining the party on the way ("join", "nous rejoindre", "unirse", "nachkommen", "raggiungerci", "juntar-se"). */
const JOIN = /^(?:join\w*|rejoin\w*|uni\w*|une|unen|unira|uniran|nachkomm\w*|dazukomm\w*|raggiung\w*|junt\w*|meet)$/;

/** Object pronouns written before a verb ("nous rejoint", "se une", "ci raggiunge", "nos encontra"): not its subject. */
const CLITICS = new Set(['nous', 'se', 'ci', 'nos', 'me', 'te', 'si', 'vous']);
/** Separable parts of joining verbs written after the place ("kommt aus Zürich dazu", "stößt in Lyon hinzu"). */
const JOIN_AFTER = new Set(['dazu', 'hinzu', 'nach']);
/**
 * A joining verb in the clause of a "from": before it ("joins us from", "nous rejoint depuis") or its particle after the
 * place ("kommt aus Zürich dazu"). Where the joiner's subject ends: the verb, or the cue when the verb follows the place.
 */
function joinsFrom(toks: readonly Tok[], at: number, last: number): number | null {
  for (let k = at - 1; k >= Math.max(0, at - 3); k--) {
    const w = toks[k]?.w ?? '';
    if (CLAUSE_END.has(w) || w === ',') break;
    if (JOIN.test(w)) return CLITICS.has(toks[k - 1]?.w ?? '') ? k - 1 : k;
  }
  for (let k = last; k < Math.min(toks.length, last + 2); k++) {
    const w = toks[k]?.w ?? '';
    if (CLAUSE_END.has(w) || w === ',') break;
    if (JOIN_AFTER.has(w) || JOIN.test(w)) return at;
  }
  return null;
}

/** "LHR to anywhere warm", "de Lyon vers n'importe où", "ab Wien irgendwohin": a route whose other end is left open starts at the place. */
const OPEN_ENDS = new Set([
  'anywhere',
  'somewhere',
  'wherever',
  'irgendwo',
  'irgendwohin',
  'ovunque',
  'dovunque',
  'qualsiasi',
  'cualquier',
  'qualquer',
  "n'importe",
]);
const routeToAnywhere = (toks: readonly Tok[], last: number) => ROUTE_JOINERS.has(toks[last]?.w ?? '') && OPEN_ENDS.has(toks[last + 1]?.w ?? '');

/** "Newcastle → somewhere", "LHR -> ?": a place an arrow leaves from opens a route. */
const ARROWS = new Set(['→', '⟶', '➔', '>']);
const arrowAt = (toks: readonly Tok[], k: number) => ARROWS.has(toks[k]?.w ?? '') || (toks[k]?.w === '-' && toks[k + 1]?.w === '>');
const arrowBefore = (toks: readonly Tok[], first: number) => ARROWS.has(toks[first - 1]?.w ?? '');

/** Signs alone between two places of a written-out itinerary ("Tokyo - Kyoto - Osaka", "Madrid → Córdoba → Sevilla"). */
const CHAIN_SIGNS = new Set(['-', '–', '—', '>', '->', '→', '⟶', '➔']);

/**
 * The first tokens of places in a chain of three or more towns joined by dashes or arrows alone: such a chain lists
 * the stops of one trip, so none of them is where the trip leaves from ("Tokyo - Kyoto - Osaka in 12 days"). A chain
 * of airport codes ("LHR-DXB-SYD") is a flight's routing, and its head stays the start.
 */
function chainStops(toks: readonly Tok[], mentions: readonly PlaceMention[]): Set<number> {
  const spans = mentions.map((m) => ({ m, at: tokenRange(toks, m.start, m.end) }));
  const signed = (k: number) => {
    const [a, b] = [spans[k], spans[k + 1]];
    const gap = a && b ? toks.slice(a.at[1], b.at[0]) : [];
    return gap.length > 0 && gap.length <= 2 && gap.every((t) => CHAIN_SIGNS.has(t.w)) && !a?.m.airport && !b?.m.airport;
  };
  const stops = new Set<number>();
  for (let k = 0; k + 2 < spans.length; k++) if (signed(k) && signed(k + 1)) for (const x of spans.slice(k, k + 3)) stops.add(x.at[0]);
  return stops;
}

/** Locatives of being somewhere; a preposition of going ("to", "nach", "para", "verso") makes the place where someone goes. */
const AT = new Set(['in', 'at', 'a', 'en', 'au', 'aux', 'dans', 'em', 'no', 'na', 'nos', 'nas', 'im', 'am', 'auf', 'nel', 'nella', 'ad']);
/** How the clause model reads a place's cue: coming from it, being at it, or another. */
function clauseCue(toks: readonly Tok[], c: { cue: Cue; at: number } | null): ClauseCue {
  if (c?.cue === 'origin' || c?.cue === 'from_weak') return 'from';
  if (c?.cue === 'here' || (c?.cue === 'destination' && AT.has(toks[c.at]?.w ?? ''))) return 'at';
  return 'other';
}

type CueAt = { cue: Cue; at: number };
/** Where the writer is: `future` when they will be there first, `heading` when a heading place only says so (self-place.ts). */
type Here = { mention: PlaceMention; future: boolean; heading?: true };

/** What every place's role is read against: the request's words and what is known of them before any place is read. */
interface RoleText {
  toks: readonly Tok[];
  lang: Lang;
  cues: PhraseIndex<Cue>;
  clauses: ReturnType<typeof clausesOf>;
  relayed: boolean;
  /** The first token of every place mention, in order, as a list and as a set; the last tokens as a set. */
  starts: number[];
  startSet: Set<number>;
  endSet: Set<number>;
  /** Places chained by arrows or dashes, three or more in a row (chainStops). */
  chained: Set<number>;
  references: ReadonlyMap<number, ReferencePoint['kind']>;
  opensLine: (i: number) => boolean;
}

/** One place mention where it stands: its tokens, the form's line it is on, and where the place before it ends. */
interface At {
  mention: PlaceMention;
  first: number;
  last: number;
  line: FieldLine | null;
  field: FieldLine['field'] | null;
  before: number;
}

/** What reading each place in turn collects for the decisions over all of them. */
interface Collected {
  out: RoledMention[];
  aside: RoledMention[];
  strength: Map<RoledMention, Strength>;
  alternatives: Set<RoledMention>;
  weakVia: RoledMention[];
  gateways: RoledMention[];
  clauseFrom: RoledMention[];
  here: Here[];
  home: RoledMention[];
  homeBeside: RoledMention[];
  goingBack: Set<RoledMention>;
  measuredFrom: Set<RoledMention>;
  others: Set<RoledMention>;
  workPlaces: RoledMention[];
  byClause: Map<RoledMention, ClauseRole>;
}

function collected(): Collected {
  return {
    out: [],
    aside: [],
    strength: new Map(),
    alternatives: new Set(),
    weakVia: [],
    gateways: [],
    clauseFrom: [],
    here: [],
    home: [],
    homeBeside: [],
    goingBack: new Set(),
    measuredFrom: new Set(),
    others: new Set(),
    workPlaces: [],
    byClause: new Map(),
  };
}

/** The place's cue and its clause's role; null when the place is set aside or read as no place at all. */
type Look = { c: CueAt | null; clause: ClauseRole | null; fromHome: boolean } | null;

function lookAt(t: RoleText, at: At, acc: Collected): Look {
  const { toks, lang, cues } = t;
  const { mention, first, last, field } = at;
  // "Ibiza ni de coña": a word inside a refusing idiom is part of it, whatever town bears its name.
  if (insideRefusal(toks, first, last, lang)) return null;
  // "saindo de São Paulo (Guarulhos)": a place of the start's country alone in brackets after it says where in it the trip leaves;
  // one the start is said to be near says where the start is ("Abito a Pero, vicino a Milano").
  if (whereInStart(toks, first, last, mention, acc.out[acc.out.length - 1]) || nearTheStart(toks, first, mention, acc.out[acc.out.length - 1])) {
    acc.aside.push({ mention, role: 'origin', soft: false, aside: 'context', first, last });
    return null;
  }
  if (farFromItsCity(toks, first, mention, acc.out[acc.out.length - 1])) {
    acc.aside.push({ mention, role: 'destination', soft: false, aside: 'context', first, last });
    return null;
  }
  const c: CueAt | null = cueBefore(toks, first, cues);
  // "ir a natal e fortaleza": a word listed after a cued word shares its cue.
  const listedAfterCue = JOINERS.has(toks[first - 1]?.w ?? '') && cueBefore(toks, first - (toks[first - 2]?.w === ',' ? 3 : 2), cues) !== null;
  // "pas très sportifs": a negation adverb right before a word says nothing of it being a name.
  const vouched = c !== null && !(c.at === first - 1 && NEGATION_ADVERBS.has(toks[c.at]?.w ?? ''));
  if (!field && ordinaryWord(toks, first, last, mention, lang, vouched || listedAfterCue, t.startSet, t.endSet)) return null;
  // "from my parents' place in Lyon": the "from" governs the home's whole noun phrase, so its town is no one else's place but the start.
  const fromHome = c?.cue === 'destination' && fromSomeonesHome(toks, c.at, (k) => originCueEndsAt(toks, k, cues), isPersonWord);
  const clause = field || fromHome ? null : clauseRole(t.clauses, { first, cue: clauseCue(toks, c), at: c?.at ?? first }, toks, t.relayed);
  const apart = (role: Role, why: 'companion' | 'given_up') => acc.aside.push({ mention, role, soft: false, aside: why, first, last });
  // Where another traveller sets out from is neither the trip's start nor a place to go.
  if (clause === 'companion') apart('origin', 'companion');
  // The place given up in a change of mind is neither wanted nor refused: it is set apart, unless both are kept after all.
  else if ((c?.cue === 'replaced' || givenUp(toks, first, c, lang)) && !bothKept(toks, last)) apart('excluded', 'given_up');
  // "my brother might join from Lima": a companion's own start is neither the trip's start nor a place to go.
  else if (c?.cue === 'origin' && thirdPartySubject(toks, joinsFrom(toks, c.at, last) ?? -1)) apart('origin', 'companion');
  else return { c, clause, fromHome };
  return null;
}

/** The role the place's cue and the words near it give, before what the clause and the rest of the request say. */
interface Ruled {
  role: Role;
  soft: boolean;
  start: Strength;
  backTo: boolean;
  reference: boolean;
}

function cuedRole(t: RoleText, at: At, c: CueAt | null, fromHome: boolean, acc: Collected): Ruled {
  const { toks, lang, cues } = t;
  const { mention, first, last } = at;
  const r: Ruled = { role: 'destination', soft: false, start: FROM_START, backTo: false, reference: false };
  // The way home in the place's clause: where it goes is home, where it leaves from the trip's last stop (homeward.ts).
  // It governs a place with no cue of its own too ("avant de rentrer sur Toulouse", "zurück Richtung Graz").
  const back = homewardAt(toks, c?.at ?? first, last, lang);
  const prev = acc.out[acc.out.length - 1];
  const from = wordBeforeArticles(toks, first);
  // "à 200 km de Toulouse", "pas trop loin de Strasbourg": the place the trip is measured from is its start when no other
  // start is named, whatever the negation before it, and never the place to go.
  r.reference = t.references.get(first) === 'from';
  if (r.reference) [r.role, r.start] = ['origin', WEAK_HOME];
  // "villa à 15 km d'Uzès", "an apartment 5 miles from Asheville": a stay a short way from the place goes there.
  else if (t.references.get(first) === 'near') r.role = 'destination';
  else if (
    (c?.cue === 'excluded' && !welcomes(toks, c.at)) ||
    (excludedByList(toks, first, prev) && !namedInstead(toks, last)) ||
    noneBefore(toks, c) ||
    (lang === 'en' && exceptAfterAny(toks, first)) ||
    inRuledOutRelative(toks, first, lang, (k) => excludedEndsAt(toks, k, cues)) ||
    (c !== null && c.cue !== 'origin' && negatedBefore(toks, c.at, cues))
  )
    r.role = 'excluded';
  else if (c?.cue === 'origin' && back === null && !(cueStrength(toks, c.at, first, lang, mention) < LEAVE && worksFrom(toks, c.at, last)))
    [r.role, r.start] = ['origin', boundToPerson(cueStrength(toks, c.at, first, lang, mention), toks, first, last, mention, lang)];
  else if (c?.cue !== 'origin' && back === null && leavesFrom(toks, from, lang)) [r.role, r.start] = ['origin', LEAVE];
  else if (fromHome) [r.role, r.start] = ['origin', LEAVE];
  else if (c?.cue === 'return') [r.role, r.start] = ['origin', 0];
  else if ((c === null || c.cue === 'destination' || c.cue === 'arrival') && back !== null) [r.role, r.start, r.backTo] = ['origin', 0, true];
  else if (c?.cue === 'via' || c?.cue === 'via_weak' || (gatewayCue(c) && mention.airport) || onlyForTheJourney(toks, last)) r.role = 'via';
  else if (mention.type === 'city' && landingPort(toks, first, last, (i) => t.startSet.has(i))) r.role = 'via';
  else if (c?.cue === 'soft') r.soft = true;
  else if (c?.cue === 'here') acc.here.push({ mention, future: toks.slice(c.at, first).some((tk) => FUTURE.has(tk.w)) });
  return r;
}

/** Words that widen a negation to what follows them ("not even Paris", "pas même Nice", "nicht mal Berlin"). */
const FOCUS = new Set(['even', 'meme', 'mal', 'einmal', 'siquiera', 'nemmeno', 'neanche', 'sequer']);
/**
 * "vol pas cher Paris–Nairobi": a negation adverb at k with one word in lower case between it and the place at `first`
 * negates that word, an adjective or adverb, not the place after it.
 */
const negatesWordBetween = (toks: readonly Tok[], k: number, first: number): boolean => {
  const between = toks[k + 1];
  return (
    first - k === 2 &&
    NEGATION_ADVERBS.has(toks[k]?.w ?? '') &&
    between?.kind === 'word' &&
    !between.cap &&
    !ARTICLES.has(between.w) &&
    !TO_GO.has(between.w) &&
    !FOCUS.has(between.w)
  );
};

/** The role once the words that refuse a place, before or after it, are read; a place visited or told of is refused with the kind. */
function refusedRole(t: RoleText, at: At, c: CueAt | null, cued: Role): { role: Role; visit: VisitKind | null; later: boolean } {
  const { toks, lang, cues, opensLine } = t;
  const { first, last, line } = at;
  let role = cued;
  // An exclusion word or verb a few words back in the same clause ("not a fan of Paris", "evitando Francia", "Evitiamo Palermo").
  if (role === 'destination' && !c) {
    for (let k = first - 1; k >= Math.max(0, first - 4, at.before); k--) {
      const w = toks[k]?.w ?? '';
      // "no flights within Europe": a negation of the way of travelling is not about the place.
      if (CLAUSE_END.has(w) || w === ',' || TRANSPORT.has(w) || opensLine(k + 1)) break;
      if (negatesWordBetween(toks, k, first)) break;
      if ((cues.at(toks, k)?.value === 'excluded' || excludingVerb(w, lang)) && !ONLY.has(toks[k + 1]?.w ?? '')) role = 'excluded';
    }
  }
  // A labelled value ends with its line: the next line's label ("Nicht:") says nothing of this place.
  const scope = line ? toks.slice(0, line.value.end) : toks;
  // Whether a predicate after the place refuses it: it covers the list the place closes (list-scope.ts).
  let later = false;
  if (role === 'destination' && (negatedAfter(scope, last, lang, opensLine) || droppedAfter(scope, last))) [role, later] = ['excluded', true];
  // "Lisbon is ruled out", "Cancún lo descartamos", "nem pensar em X": a refusing predicate of the place's clause.
  const otherPlaceAt = (i: number) => i !== first && t.starts.includes(i);
  const side = (role === 'destination' || role === 'origin') && c?.cue !== 'here' ? refusingSide(scope, first, last, lang, otherPlaceAt, opensLine) : null;
  if (side !== null) [role, later] = ['excluded', later || side === 'after'];
  // "the Maldives package you sent. It's way too expensive", "Mendoza (ya fuimos)": the next clause refers back to refuse it.
  const doneAt = (k: number) => visitKind(scope, k, k + 1, lang) === 'done';
  if (role === 'destination' && c?.cue !== 'here' && refusedAfter(scope, last, lang, otherPlaceAt, opensLine, doneAt)) [role, later] = ['excluded', true];
  const visit =
    role === 'destination' && c?.cue !== 'here' ? (visitKind(toks, first, last, lang) ?? (toldAt(toks, first, last, lang, opensLine) ? 'told' : null)) : null;
  return { role: visit ? 'excluded' : role, visit, later: later || visit !== null };
}

/** The place roled, with what its clause and cue tell the decisions over all places; `role` may differ from the roled one later. */
function noted(t: RoleText, at: At, look: NonNullable<Look>, ruled: Ruled, read: ReturnType<typeof refusedRole>, acc: Collected) {
  const { toks } = t;
  const { mention, first, last } = at;
  const { c, clause } = look;
  let role = read.role;
  const r: RoledMention = { mention, role, soft: ruled.soft, first, last, ...(read.visit ? { visited: read.visit } : {}) };
  if (role === 'origin') acc.strength.set(r, ruled.start);
  if (ruled.reference) acc.measuredFrom.add(r);
  // Someone else's place, a place urged on the writer and set aside, where the writer moves to: context (clauses.ts).
  // An occasion of someone else's ("my son is on Erasmus in Ghent") keeps them there, not the writer.
  const occasion =
    role === 'destination' &&
    (c?.cue === 'destination' || c?.cue === 'here') &&
    occasionAt(toks, c.at, last) &&
    clauseAt(t.clauses, first)?.subject !== 'other';
  if (clause === 'context' && (role === 'destination' || role === 'origin') && !travelsOn(toks, first) && !occasion) {
    r.role = role = 'destination';
    acc.others.add(r);
  }
  if (clause !== null && clause !== 'context') acc.byClause.set(r, clause);
  if (clause === 'now') acc.here.push({ mention, future: false });
  if (clause === 'home' && role === 'destination') acc.home.push(r);
  if (ruled.backTo) acc.goingBack.add(r);
  if (occasion || (role === 'destination' && alreadyThere(toks, first))) acc.workPlaces.push(r);
  // "partenza da Kiel o da Amburgo": a start listed after another start is an alternative to it.
  const prev = acc.out[acc.out.length - 1];
  if (role === 'origin' && c && prev?.role === 'origin' && onlyBetween(toks, prev.last, c.at, LIST_JOINERS)) acc.alternatives.add(r);
  return { r, role };
}

/** The place kept among the trip's, with what its cue, its home words and the list it stands in say of it. */
function kept(t: RoleText, at: At, c: CueAt | null, r: RoledMention, noted: Role, acc: Collected): void {
  const { toks, lang } = t;
  const { mention, first, last, field } = at;
  const prev = acc.out[acc.out.length - 1];
  // "de Paris à Lyon", "del Porto para Madrid": a weak "from" before a route.
  if (c?.cue === 'via_weak' || (gatewayCue(c) && mention.airport)) acc.weakVia.push(r);
  if (gatewayCue(c) && !mention.airport) acc.gateways.push(r);
  if (c?.cue === 'from_weak' && (c.at === 0 || toks[c.at - 1]?.w === ',')) acc.clauseFrom.push(r);
  // A place on a destination line is where to go, whatever a word in the value suggests.
  const role = field === 'destination' && noted === 'origin' ? 'destination' : noted;
  const open = role === 'destination' && !r.soft && field !== 'destination';
  const residence = open ? residenceOf(toks, first, last, mention, lang, c?.cue === 'destination') : null;
  const stated = open && c?.cue !== 'here' ? statedHome(toks, first, lang) : null;
  const from = wordBeforeArticles(toks, first);
  const escaped = open && escapedFrom(toks, first, last, lang);
  const self = open ? selfPlace(toks, first, last, lang, c?.at ?? null, t.opensLine) : null;
  const home = partyFrom(toks, from, lang) || mention.residents || residence === 'home' || stated === 'home' || escaped || self === 'home';
  if (role === 'destination' && home) acc.home.push(r);
  if (residence === 'home_beside' || self === 'beside') acc.homeBeside.push(r);
  if (self === 'label') acc.here.push({ mention, future: false, heading: true });
  const seat = open ? writersSeat(toks, first, lang) : null;
  if (seat === 'home') acc.home.push(r);
  if (residence === 'here' || stated === 'here' || seat === 'here') acc.here.push({ mention, future: false });
  const leaves = arrowAt(toks, last) && !arrowBefore(toks, first) && !t.chained.has(first);
  if (role === 'destination' && !c && !field && (leaves || routeToAnywhere(toks, last))) {
    r.role = 'origin';
    acc.strength.set(r, FROM_START);
  }
  // "con escala en Doha o Dubái", "Umstieg in Frankfurt oder München": a place listed after a stop on the way is another
  // such stop, read as its list's first is ("through Milan or Turin" is on the way only when the trip goes elsewhere).
  if (r.role === 'destination' && !c && !field && prev?.role === 'via' && onlyBetween(toks, prev.last, first, LIST_JOINERS)) {
    r.role = 'via';
    if (acc.weakVia.includes(prev)) acc.weakVia.push(r);
  }
  // "partenza da Verona o Bergamo": a place listed after an origin is another way to start.
  if (r.role === 'destination' && !c && !field && prev?.role === 'origin' && onlyBetween(toks, prev.last, first, LIST_JOINERS)) {
    r.role = 'origin';
    acc.strength.set(r, acc.strength.get(prev) ?? FROM_START);
    acc.alternatives.add(r);
  }
  acc.out.push(r);
}

/** Reads one place in its words, adding it to the trip's places or to those set aside, or to neither. */
function readPlace(t: RoleText, at: At, acc: Collected): void {
  const { mention, first, last, field } = at;
  if (field === 'party') return;
  if (field === 'origin' || field === 'excluded') {
    const r: RoledMention = { mention, role: field, soft: false, first, last };
    if (field === 'origin') acc.strength.set(r, LEAVE);
    acc.out.push(r);
    return;
  }
  const look = lookAt(t, at, acc);
  if (!look) return;
  const ruled = cuedRole(t, at, look.c, look.fromHome, acc);
  const read = refusedRole(t, at, look.c, ruled.role);
  // A hedged place is left out: the request neither asks for it nor rules it out.
  if (hedgedBefore(t.toks, first, t.cues)) return;
  // "Neither of us has been to South America": a place never visited is background, neither asked for nor ruled out.
  if (read.role === 'destination' && look.c?.cue !== 'here' && neverVisited(t.toks, first, last, t.lang)) {
    acc.aside.push({ mention, role: read.role, soft: ruled.soft, first, last, aside: 'context' });
    return;
  }
  const { r, role } = noted(t, at, look, ruled, read, acc);
  // "No quiero ir a Europa en verano sino en otoño": the negation is corrected further on, so it is not about the place;
  // "no a Roma sino a Nápoles" gives the place up for another.
  const correction = role === 'excluded' ? corrected(t.toks, last, t.starts) : null;
  if (correction === 'place') return;
  if (correction === 'other') r.role = 'destination';
  kept(t, at, look.c, r, correction === 'other' ? 'destination' : role, acc);
  if (r.role === 'excluded' && read.later && correction === null)
    for (const member of listedBefore(t.toks, acc.out, r)) {
      if (member.role === 'destination') member.role = 'excluded';
    }
}

/** Places that name something else (a team, a venue, a saint's feast...) or that the writer decided against are set aside. */
function setApart(t: RoleText, acc: Collected): void {
  const { toks, lang } = t;
  const { out, aside } = acc;
  takeBack(toks, out, aside);
  for (const r of decidedAgainst(toks, out)) {
    out.splice(out.indexOf(r), 1);
    aside.push({ ...r, aside: 'given_up' });
  }
  for (const r of [
    ...teamNames(toks, out),
    ...zonesOfCountries(toks, out),
    ...eventPlacesStayedAway(toks, out),
    ...venueNames(toks, out),
    ...saintsFeasts(toks, out),
    ...believedPlaces(toks, out, lang),
    ...documentCountries(toks, out),
  ]) {
    if (!out.includes(r)) continue;
    out.splice(out.indexOf(r), 1);
    aside.push({ ...r, aside: 'context' });
  }
  // Someone else's place is context when the trip goes elsewhere and visits nobody ("my son lives in Denver ... a week in Costa Rica").
  if (!visitsSomeone(toks, t.clauses) && out.some((o) => o.role === 'destination' && !acc.others.has(o))) {
    for (const r of acc.others) {
      out.splice(out.indexOf(r), 1);
      aside.push({ ...r, aside: 'context' });
    }
  }
}

/** A start with a strength above the way home's. */
const strongStart = (strength: ReadonlyMap<RoledMention, Strength>) => (o: RoledMention) => o.role === 'origin' && (strength.get(o) ?? FROM_START) > 0;

/** Makes the place a start; a place already read as one keeps its strength when a later reading (a route) also makes it one. */
function startAt(strength: Map<RoledMention, Strength>, r: RoledMention, s: Strength): void {
  const held = r.role === 'origin' ? strength.get(r) : undefined;
  r.role = 'origin';
  strength.set(r, held !== undefined && held > s ? held : s);
}

/** Does the country or state `o` hold the place `r`? */
const holds = (o: PlaceMention, r: PlaceMention) =>
  o.country === r.country && (o.type === 'country' || (o.type === 'state' && o.admin1 !== null && o.admin1 === r.admin1));

/** Routes, homes and the clauses of a weak "from" make starts; places on the way and airports take their roles among the trip's. */
function routesAndStops(t: RoleText, acc: Collected): void {
  const { toks } = t;
  const { out, strength } = acc;
  const strong = strongStart(strength);
  routes(toks, out, t.cues, t.lang, strong, (r) => startAt(strength, r, FROM_START), t.chained);
  // "quinze jours au Vietnam, de Lyon": a clause of its own opened by a weak "from" names where the trip starts.
  for (const r of acc.clauseFrom) {
    if (r.role === 'destination' && !out.some(strong) && out.some((o) => o !== r && o.role === 'destination')) startAt(strength, r, FROM_START);
  }
  // "siamo di Rimini": where the party lives is where the trip starts unless another origin is named.
  // A stated home outranks a start inside the trip ("we live in Leipzig ... by boat from Passau to Vienna"); an inferred one does not.
  for (const r of acc.home) if (r.role === 'destination') startAt(strength, r, r.mention.residents ? WEAK_HOME : HOME);
  for (const r of acc.homeBeside) if (r.role === 'destination' && !out.some(strong)) startAt(strength, r, WEAK_HOME);
  // "through Milan" is a stop on the way only when the trip goes somewhere else ("a rail trip through Italy" goes to Italy).
  // Where the traveller is now and the way home are not such a place ("en stage à Montréal ... par New York avant de rentrer à Lyon").
  const goesElsewhere = out.some((o) => o.role === 'destination' && !acc.here.some((h) => h.mention === o.mention) && !returnsTo(o, out));
  for (const r of acc.weakVia) if (!goesElsewhere && r.role === 'via') r.role = 'destination';
  // A city flown into is where the trip begins on the ground ("flying into Genoa ... Portofino"), but only the way in to a country the request names ("Vietnam, flying into Hanoi").
  const countryOf = (r: RoledMention) => out.some((o) => o.role === 'destination' && o.mention.type === 'country' && o.mention.country === r.mention.country);
  for (const r of acc.gateways) if (r.role === 'destination' && countryOf(r)) r.role = 'via';
  // An airport flown to is where the flight lands, a stop on the way, when the trip goes to a place named as itself ("fly from Boston to Heathrow ... Cambridge").
  const landsElsewhere = (r: RoledMention) =>
    out.some((o) => o.role === 'destination' && !o.mention.airport && (o.mention.id ?? o.mention.name) !== (r.mention.id ?? r.mention.name));
  for (const r of out) if (r.role === 'destination' && r.mention.airport && landsElsewhere(r)) r.role = 'via';
  // An airport of a city the trip goes to is that city's way in, no stop of its own ("Osaka ... landing at KIX").
  const served = (r: RoledMention) => out.some((o) => o.role === 'destination' && (o.mention.id ?? o.mention.name) === (r.mention.id ?? r.mention.name));
  for (const r of out) if (r.role === 'via' && r.mention.airport && served(r)) r.role = 'destination';
}

/** Where the writer is (at work, staying, now) starts the trip when it goes elsewhere; the clauses' roles, the way back and a start inside another follow. */
function whereTheWriterIs(t: RoleText, acc: Collected): void {
  const { toks, lang } = t;
  const { out, strength } = acc;
  const strong = strongStart(strength);
  const start = (r: RoledMention, s: Strength) => startAt(strength, r, s);
  // Where a conference or a work trip takes the writer is where a leisure extension starts, when the request names no start
  // and no way home: else the work place is one stop of the trip ("zur Konferenz nach Lissabon ... Algarve, Rückflug am Sonntag").
  // The extension goes somewhere other than the work place's own country or state ("San Jose (the one in California)").
  const extendedElsewhere = (r: RoledMention) => out.some((o) => o !== r && o.role === 'destination' && !holds(o.mention, r.mention));
  // Being there until a day ("ich bin bis Freitag beruflich in Mailand", "sarò a Monaco per lavoro fino a venerdì") starts
  // the extension there even with a way home named: the trip asked for begins where that stay ends.
  const named = out.some((o) => o.role === 'origin');
  const wayHome = mentionsWayHome(toks, lang);
  // An occasion said to be over first ("after my conference in Houston ... heading home to Boston") starts it there too. Being
  // there until a day outranks a home ("living in Osaka ... I will be in London for business until 10 September, then
  // Cambridge"), not a verb of leaving; going there does not ("aus Mainhattan ... zur Konferenz nach Lissabon" is a stop).
  const leaving = out.some((o) => o.role === 'origin' && (strength.get(o) ?? FROM_START) >= LEAVE);
  const beingThere = (r: RoledMention) => acc.here.some((h) => h.mention === r.mention);
  for (const r of acc.workPlaces) {
    if (!extendedElsewhere(r)) continue;
    const until = staysUntil(toks, r.first, lang);
    if (until && beingThere(r) && !leaving && out.some(strong)) start(r, LEAVE);
    else if ((!named && !wayHome) || (!out.some(strong) && (until || occasionOverAt(toks, r.first)))) acc.here.push({ mention: r.mention, future: true });
  }
  // "I'm in X": where the traveller is, so the origin only when the request names somewhere else to go.
  const transport = toks.some((tk) => TRANSPORT.has(tk.w));
  const elsewhere = asksForElsewhere(toks);
  for (const h of acc.here) {
    const r = out.find((o) => o.mention === h.mention);
    const asked = (transport && !h.heading) || elsewhere;
    if (r && r.role === 'destination' && (out.some((o) => o !== r && o.role === 'destination') || (asked && !h.future))) start(r, WEAK_HOME);
  }
  byClauseRoles(out, acc.byClause, acc.aside, start, strength);
  // "this summer we're going back to Crete": going back with nowhere else to go, or only to places in it ("torno in
  // Argentina a trovare i parenti a Rosario"), is the trip itself.
  for (const r of acc.goingBack) if (r.role === 'origin' && !out.some((o) => o.role === 'destination' && !holds(r.mention, o.mention))) r.role = 'destination';
  // "Hallo aus Santiago! ... wir leben seit 2019 in Chile": a start inside another start's country or state is where in it the
  // trip leaves, with the other's strength; the holder only says where that is.
  for (const outer of out.filter((o) => o.role === 'origin'))
    for (const inner of out.filter((o) => o !== outer && o.role === 'origin' && holds(outer.mention, o.mention))) {
      strength.set(inner, Math.max(strength.get(inner) ?? FROM_START, strength.get(outer) ?? FROM_START) as Strength);
      strength.set(outer, 0);
    }
}

/**
 * "at my parents' in Inverness, so could fly from there": the place pointed back to is where the trip leaves, with the
 * strength of a verb of leaving (so over a home), even one read as someone else's ("ils habitent Strasbourg, on partirait
 * de là"); working from there ("work remotely from there") and a leg onward after a stated departure ("salimos de
 * Córdoba ... y de ahí bajamos") leave no start.
 */
function pointedBackStarts(t: RoleText, acc: Collected): void {
  const { toks, lang } = t;
  const { out, aside, strength } = acc;
  const pointable = [...out, ...aside].filter((o) => o.role !== 'excluded');
  for (const { from, place: r } of pointedBack(toks, pointable, (at) => leavesFrom(toks, at, lang))) {
    if (worksFrom(toks, from, from + 2) || out.some((o) => o !== r && o.role === 'origin' && strength.get(o) === LEAVE)) continue;
    // "we'll fly to Rome, and from there take the train to Florence", "llegamos a Madrid y desde allí": a place the trip arrives
    // at or goes to by a word only of going ("to", "into", "nach") is a stop, and "from there" a leg on; "à" may say where one is.
    const cue = cueClassBefore(toks, r.first, lang);
    if (r.role === 'destination' && (cue === 'arrival' || (cue === 'destination' && GOING_TO.has(toks[r.first - 1]?.w ?? '')))) continue;
    if (aside.includes(r)) {
      aside.splice(aside.indexOf(r), 1);
      const { aside: _aside, ...back } = r;
      out.push(back);
      startAt(strength, back, LEAVE);
    } else startAt(strength, r, LEAVE);
  }
}

/**
 * A port a ferry is boarded at (ferry-ports.ts) is context when the trip starts elsewhere ("we live in Derby ... taking the
 * ferry from Newcastle"), and the start when the trip goes on to other places from it and names no other start.
 */
function portsOnTheWay(toks: readonly Tok[], acc: Collected): void {
  const { out, aside, strength } = acc;
  const ports = out.filter((r) => (r.role === 'origin' || r.role === 'destination') && boardingPort(toks, r.first, r.last));
  const startsElsewhere = out.some((o) => o.role === 'origin' && !ports.includes(o) && (strength.get(o) ?? FROM_START) > 0);
  for (const r of ports) {
    if (startsElsewhere) {
      out.splice(out.indexOf(r), 1);
      aside.push({ ...r, aside: 'context' });
    } else if (r.role === 'destination' && out.some((o) => o.role === 'destination' && !ports.includes(o))) startAt(strength, r, FROM_START);
  }
}

/**
 * The role of each place the request names, from the words around it, in six languages:
 * origin ("from X", "leaving X", "out of X", "depuis X", "desde X", "ab X", "partendo da X",
 * "saindo de X"), via ("via X", "layover in X", "über X"), excluded ("not X", "except X",
 * "anywhere but X", "sauf X", "menos X", "außer X", "tranne X", "exceto X"; it carries over a
 * list: "not Santorini or Mykonos"), else destination. "X to Y", "between X and Y" and two names
 * side by side ("Lille Londres") are a route: X is the origin. "I'm in X" is the origin when the
 * request names somewhere else to go, else the destination. Hedged destinations ("maybe Spain")
 * are soft. Places set apart (given up, a companion's start) come last, marked `aside`.
 *
 * `labelled` gives the field of a form's labelled line a token lies in (labels.ts): the label says
 * the role of the places in its value ("From: SYD" starts, "Destination: Kyoto" goes, "À éviter :
 * Palerme" is ruled out), and a line of people ("Reisende: Jens (52), Petra (50)") names no place.
 * `references` are the first tokens of places a distance or travel time is measured from (reference-points.ts), by kind:
 * measured `from`, the origin unless another start is named, then context, never a place to go; a stay `near` the place
 * goes there. `opensLine` says whether a token opens a line of the request: a line ends its clause.
 */
export function assignRoles(
  toks: readonly Tok[],
  mentions: readonly PlaceMention[],
  lang: Lang,
  labelled: (i: number) => FieldLine | null,
  references: ReadonlyMap<number, ReferencePoint['kind']>,
  opensLine: (i: number) => boolean,
): RoledMention[] {
  const starts = mentions.map((m) => tokenRange(toks, m.start, m.end)[0]);
  const t: RoleText = {
    toks,
    lang,
    cues: CUES.get(lang) as PhraseIndex<Cue>,
    clauses: clausesOf(toks, lang),
    relayed: isRelayed(toks),
    starts,
    startSet: new Set(starts),
    endSet: new Set(mentions.map((m) => tokenRange(toks, m.start, m.end)[1])),
    chained: chainStops(toks, mentions),
    references,
    opensLine,
  };
  const acc = collected();
  // Where the previous place ends: an exclusion word before it is its own, not the next place's ("not Oslo - Bergen").
  let before = 0;
  for (const mention of mentions) {
    const [first, last] = tokenRange(toks, mention.start, mention.end);
    const line = labelled(first);
    readPlace(t, { mention, first, last, line, field: line?.field ?? null, before }, acc);
    before = last;
  }
  setApart(t, acc);
  routesAndStops(t, acc);
  whereTheWriterIs(t, acc);
  pointedBackStarts(t, acc);
  portsOnTheWay(t.toks, acc);
  const { out, aside, strength, home, homeBeside } = acc;
  const dropped = oneOrigin(out, strength, acc.alternatives);
  // A place beside a person noun stays the place to go when the request names no other ("Yellowstone family road trip from SFO").
  const besideIsHome = (r: RoledMention) => homeBeside.includes(r) && out.some((o) => o !== r && o.role === 'destination' && !homeBeside.includes(o));
  return [
    ...out.filter(
      (r) => !dropped.has(r) && !clarifiesNamesake(r, out) && !(r.role === 'destination' && (home.includes(r) || besideIsHome(r) || returnsTo(r, out))),
    ),
    ...aside,
    // The way home or a reference point beaten by another start is read, not unknown: context of this trip.
    ...[...dropped].filter((r) => strength.get(r) === 0 || acc.measuredFrom.has(r)).map((r): RoledMention => ({ ...r, aside: 'context' })),
  ];
}

/**
 * Places the writer takes back: the place said last before a self-correction in its sentence when another follows it
 * ("Barcelone euh non pardon Valence", "nach Rügen, nein warte, Usedom": the scope dates share, discourse.ts), and every
 * earlier naming of a place given up ("thinking Vienna ... scratch Vienna", "pensado en Ibiza ... en vez de Ibiza").
 */
function takeBack(toks: readonly Tok[], out: RoledMention[], aside: RoledMention[]): void {
  const setAside = (r: RoledMention) => {
    out.splice(out.indexOf(r), 1);
    aside.push({ ...r, aside: 'given_up' });
  };
  const said = out.filter((r) => r.role === 'destination').map((r) => ({ start: r.first, end: r.last, r }));
  for (const mark of corrections(toks)) {
    const { taken, replacing } = correctionScope(toks, said, mark);
    if (taken && replacing && out.includes(taken.r)) setAside(taken.r);
  }
  const same = (a: RoledMention, b: RoledMention) => (a.mention.id ?? a.mention.name) === (b.mention.id ?? b.mention.name);
  for (const g of aside.filter((a) => a.aside === 'given_up'))
    for (const r of out.filter((o) => o.role === 'destination' && o.first < g.first && same(o, g))) out.splice(out.indexOf(r), 1);
}

/**
 * The starts the clause model settles (clauses.ts). Where the writer lives, works or leaves from outranks where they come
 * from ("I'm from Nairobi but doing my masters in Munich"): the place of birth becomes context. Of the places counted shares
 * of the party set out from ("3 from London, 3 from Manchester", "4 en Bilbao, 3 en Madrid"), the first is the trip's
 * start, as the request's own first word on it, and the others are companions' starts.
 */
function byClauseRoles(
  out: RoledMention[],
  byClause: ReadonlyMap<RoledMention, ClauseRole>,
  aside: RoledMention[],
  startAt: (r: RoledMention, s: Strength) => void,
  strength: ReadonlyMap<RoledMention, Strength>,
) {
  const of = (role: ClauseRole) => out.filter((r) => byClause.get(r) === role);
  const setAside = (r: RoledMention, why: 'context' | 'companion') => {
    out.splice(out.indexOf(r), 1);
    aside.push({ ...r, aside: why });
  };
  // Where the writer lives, works or leaves from outranks where they come from ("doing my masters in Munich", "vivimos en Lima
  // ... mi familia es de Arequipa", "grew up in Leeds but live in Bristol"): the place of birth is context then, neither the
  // start nor a stop. A route's first stop does not ("nous sommes de Nantes ... le train de Vienne à Budapest").
  const settled = (r: RoledMention) => byClause.get(r) === 'now' || (byClause.get(r) !== 'birthplace' && (strength.get(r) ?? 0) >= HOME);
  if (out.some((r) => r.role === 'origin' && settled(r))) for (const r of of('birthplace')) if (r.role !== 'excluded') setAside(r, 'context');
  const shares = of('share').filter((r) => r.role !== 'excluded');
  if (shares.length < 2) return;
  startAt(shares[0] as RoledMention, HOME);
  for (const r of shares.slice(1)) setAside(r, 'companion');
}

/**
 * One place to start from: the strongest start wins ("I live in Bristol but we'll fly from London",
 * "von Passau nach Wien ... ab Basel"). A beaten "from" or route start is a place on the trip; the
 * way home is the place to go when nothing else is; a beaten home or an alternative start is dropped.
 */
function oneOrigin(out: RoledMention[], strength: ReadonlyMap<RoledMention, Strength>, alternatives: ReadonlySet<RoledMention>): Set<RoledMention> {
  const dropped = new Set<RoledMention>();
  const origins = out.filter((o) => o.role === 'origin');
  const same = (a: RoledMention, b: RoledMention) => (a.mention.id ?? a.mention.name) === (b.mention.id ?? b.mention.name);
  const best = origins.reduce<RoledMention | undefined>(
    (b, o) => (b === undefined || (strength.get(o) ?? FROM_START) > (strength.get(b) ?? FROM_START) ? o : b),
    undefined,
  );
  if (!best) return dropped;
  for (const o of origins) {
    if (same(o, best)) continue;
    const s = strength.get(o) ?? FROM_START;
    if (s === FROM_START && !alternatives.has(o)) o.role = 'destination';
    else if (s === 0 && !out.some((d) => d.role === 'destination')) o.role = 'destination';
    else dropped.add(o);
  }
  return dropped;
}

/** "Valencia (Venezuela, no España)", "Belém do Pará, não a de Portugal": a country ruled out right after a place that has a namesake there says which one is meant. */
const clarifiesNamesake = (r: RoledMention, out: readonly RoledMention[]) =>
  r.role === 'excluded' &&
  r.mention.type === 'country' &&
  out.some(
    (p) =>
      p !== r &&
      p.last <= r.first &&
      r.first - p.last <= 8 &&
      (p.mention.country === r.mention.country || p.mention.alternatives.some((a) => a.country === r.mention.country)) &&
      p.mention.type !== 'country',
  );

/**
 * Where the party lives when the trip starts elsewhere ("somos de Zaragoza, pero volamos desde
 * Barcelona") and the origin named again for the way back ("rientro a Pisa") are not places to go.
 */
const returnsTo = (r: RoledMention, out: readonly RoledMention[]) =>
  r.mention.id !== null && out.some((o) => o.role === 'origin' && o.mention.id === r.mention.id);

/** Words that say where the place before them lies ("Oia sur Santorin", "Palawan nas Filipinas", "Québec, au Canada", "Cusco (Perú)"). */
const LOCATIVES = new Set([
  ',',
  '(',
  'in',
  'on',
  'sur',
  'dans',
  'en',
  'au',
  'aux',
  'em',
  'na',
  'nas',
  'no',
  'nos',
  'auf',
  'im',
  'a',
  'di',
  'de',
  'do',
  'da',
  'del',
  'du',
  'nel',
  "nell'",
  'nella',
  'nelle',
  'nei',
  'sulla',
]);
/** "San José (the one in California)", "Valencia (celle d'Espagne)": words that point back to the place just named. */
const THE_ONE = new Set(['one', 'celle', 'celui', 'quella', 'quello', 'aquela', 'aquele']);
/** Countries and their first-level divisions, and their sides ("in northern Italy"): the units of a postal address. */
const ADDRESS_UNITS = new Set(['country', 'state']);

/**
 * Whether place b, written right after place a, is a's address: b contains a, and between them stand
 * only a comma or parenthesis, locatives, compass words and words for "the one". A country or
 * first-level division is an address however joined ("Sintra, Portugal", "Cusco (Perú)", "Bordeaux,
 * in Francia", "Kyoto in Japan", "Lake Garda in northern Italy"); a region, island or coast only when
 * written as one, after a comma or in parentheses ("Annecy, Haute-Savoie"). Joined by a bare
 * locative it stays a place of the trip ("Tofino on Vancouver Island"), as a city always does ("the
 * Science Museum in London", "San Gregorio Armeno, a Napoli").
 */
function addressOf(toks: readonly Tok[], a: RoledMention, b: RoledMention, contains: (outer: PlaceMention, inner: PlaceMention) => boolean): boolean {
  if (a.last > b.first) return false;
  const gap = toks
    .slice(a.last, b.first)
    .map((t) => t.w)
    .filter((w) => !ARTICLES.has(w) || w === 'a');
  if (gap.length > 4 || !gap.every((w) => LOCATIVES.has(w) || COMPASS_WORDS.has(w) || w === 'of' || THE_ONE.has(w))) return false;
  const written = gap[0] === ',' || gap[0] === '(';
  const unit = ADDRESS_UNITS.has(b.mention.type) || ADDRESS_UNITS.has(b.mention.side_of?.type ?? '');
  return (unit || (written && b.mention.type !== 'city')) && contains(b.mention, a.mention);
}

/**
 * The one place where a container named beside its member gets its role: as the member's address it
 * is no place of the trip, whatever role the words around it gave it ("No Benidorm (Spain)" refuses
 * Benidorm and wants nothing else); named as a scope of its own ("Portugal: Porto and the Douro") it
 * keeps its role, wanted or refused, beside its members.
 */
export function withoutQualifiers(
  out: readonly RoledMention[],
  toks: readonly Tok[],
  contains: (outer: PlaceMention, inner: PlaceMention) => boolean,
): RoledMention[] {
  return out.filter((b, k) => {
    const a = out[k - 1];
    return !a || !addressOf(toks, a, b, contains);
  });
}

/** A place wanted beside a side of it wanted too ("Tenerife, only the north") is narrowed to that side: the whole is no place of the trip. */
export const withoutNarrowedWholes = (out: readonly RoledMention[]): RoledMention[] =>
  out.filter((r) => r.role !== 'destination' || !out.some((o) => o.role === 'destination' && o.mention.side_of?.id === r.mention.id));

/** The same place named twice in one role ("the Mara river crossings in the Masai Mara") is one constraint. */
export const distinctPlaces = (out: readonly RoledMention[]): RoledMention[] =>
  out.filter((r, k) => r.mention.id === null || !out.slice(0, k).some((o) => o.role === r.role && o.mention.id === r.mention.id));

/** "X to Y", "X -> Y", "between X and Y", "de X à Y", "Lille Londres", "vol X Y": the first place of a route is the origin. */
function routes(
  toks: readonly Tok[],
  out: RoledMention[],
  cues: PhraseIndex<Cue>,
  lang: Lang,
  strong: (o: RoledMention) => boolean,
  start: (r: RoledMention) => void,
  chained: ReadonlySet<number>,
): void {
  for (let k = 0; k + 1 < out.length; k++) {
    const a = out[k] as RoledMention;
    const b = out[k + 1] as RoledMention;
    if (a.role === 'excluded' || b.role === 'excluded' || a.role === 'via' || chained.has(a.first)) continue;
    const cue = cueBefore(toks, a.first, cues);
    // "Rückflug von Pisa nach Berlin": the way home runs from the trip's last stop to home, not from the trip's start.
    if (cue && homewardAt(toks, cue.at, a.last, lang) !== null) continue;
    // "split between Capri and Positano" divides the stay: a list, not a route.
    // "a month in Brazil, between Salvador and Recife": a stretch inside a country the trip goes to is where it stays, a leg at most.
    const leg = out.some((o) => o.last <= a.first && countryHolding(o, a) && countryHolding(o, b));
    const divided = leg || toks.slice(Math.max(0, a.first - 4), a.first - 1).some((t) => SPLIT.test(t.w) || CHOOSE.test(t.w));
    const between = BETWEEN.has(toks[a.first - 1]?.w ?? '') && !divided && onlyBetween(toks, a.last, b.first, new Set(['and', 'et', 'y', 'und', 'e']));
    // A joiner must be written: "Madeira o Lisboa" (an article between, or "or") is a list, not a route.
    const joined = toks.slice(a.last, b.first).some((t) => ROUTE_JOINERS.has(t.w));
    const route = onlyBetween(toks, a.last, b.first, ROUTE_JOINERS) && (joined || between);
    // "Lille Londres": two prominent places written side by side; not "London Battersea" (a district) or "Bryan Adams" (a name).
    const prominent = (x: RoledMention) => x.mention.confidence >= 0.6 && (x.mention.type === 'city' || x.mention.type === 'country');
    const apart = greatCircleKm(a.mention, b.mention) > 50;
    // "vuelo bilbao lanzarote", "flug stuttgart olbia": after a word of transport any two places side by side are a route.
    const afterTransport = TRANSPORT.has(toks[a.first - 1]?.w ?? '');
    const sideBySide = b.first === a.last && toks[a.last - 1]?.w !== ',' && (afterTransport || (prominent(a) && prominent(b))) && apart;
    const weakFrom = cue?.cue === 'from_weak' && onlyBetween(toks, a.last, b.first, new Set([...ROUTE_JOINERS, 'au', 'al', 'aux', 'o', 'em']));
    if (between || weakFrom || ((route || sideBySide) && (a.role === 'destination' || a.role === 'origin') && cue?.cue !== 'destination')) {
      if (out.some((o) => o !== a && strong(o))) continue;
      start(a);
      if (b.role === 'origin') b.role = 'destination';
    }
  }
}
