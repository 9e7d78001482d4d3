import type { Lang } from './language.js';
import { ROOMS } from './lodging-words.js';
import { countsBack, toldInPast } from './past-tense.js';
import type { RoledMention } from './place-mentions.js';
import type { TextReading } from './read-text.js';
import { statementAround } from './sentences.js';
import type { Tok } from './tokens.js';
import { isTransitWord } from './transit-words.js';

/**
 * How much the text frames a trip to come (pure), the sum of its frames' weights: a word of travel, stay, lodging,
 * transport, holiday or of things to do there (with the reader's own lodging and transit words, its ways of travelling and
 * its travel themes), a place governed by a direction or stay cue ("to Rome", "nach Wien", "em Lisboa") or a wish ("we
 * want Sicily"), a place the trip leaves from, avoids or gives up (a route "X → Y" is one), a place heading a terse
 * request or said with a date, a length or a party ("Rome. May. 2 ppl.", "Sylt im September"), a verb of leaving or an
 * amount said with a date, a spending tier, a party told as adults and children. A frame in a statement that looks back
 * (two of thanks, a verb in the past and a time counted back, with no wish) is a story or thanks, not a request. Dates,
 * numbers, weekdays and places named alone ("the capital of Australia", "a joke about Paris", "drinks on Friday") frame
 * nothing.
 */
export function tripEvidence(text: string, r: TextReading, toks: readonly Tok[]): TripEvidence {
  const frames = [...wordFrames(toks), ...readingFrames(text, r).map(weighed(SAID)), ...placeFrames(text, toks, r)];
  const ahead = frames.filter((f) => !looksBack(toks, f.at, r.lang));
  // A trip told in the past with no date, length or party said of one to come is a story of a trip had.
  const toldOnly = ahead.length < frames.length && [...fieldStatements(toks, r)].every((s) => signsOfPast(statementFrom(toks, s), r.lang) > 0);
  return { weight: ahead.reduce((sum, f) => sum + f.weight, 0), told: toldOnly };
}

/** The weight of the frames of a trip to come, and whether the text tells of a trip had and of none to come. */
export interface TripEvidence {
  weight: number;
  told: boolean;
}

/** A frame's offset in the text and how much it weighs. */
interface Frame {
  at: number;
  weight: number;
}
/**
 * What a frame weighs: a word of travel or a reading's trip signal says a trip outright; a known place framed by a cue or
 * said with the trip's fields is a place to go; a name no gazetteer knows after a cue may be a team's or a common noun
 * (German writes them all with a capital).
 */
const SAID = 3;
const PLACED = 2;
const NAMED = 1;
const weighed =
  (weight: number) =>
  (at: number): Frame => ({ at, weight });

/** Words of travel, stay, lodging, transport and holidays in the six languages (folded). */
const TRIP_WORDS = new Set(
  (
    'trip trips travel travels travelling traveling vacation vacations holiday holidays hols getaway journey flight flights fly flying ' +
    'tour tours touring cruise itinerary visit visiting destination destinations hotel hotels hostel motel resort resorts airbnb villa ' +
    'lodge cabin cottage chalet campsite camping glamping stay nights honeymoon babymoon stag hen bachelor bachelorette backpacking ' +
    'roadtrip sightseeing abroad overseas airport attraction attractions excursion excursions event events concert concerts festival ' +
    'voyage voyages voyager vacances sejour sejourner vol vols avion hotel gite gites croisiere circuit escapade nuits nuitee auberge ' +
    'aeroport visiter evjf evg viaje viajes viajar vacaciones vuelo vuelos volar hoteles hostal alojamiento estancia crucero ' +
    'itinerario noches aeropuerto visitar turismo reise reisen urlaub ferien flug fluge fliegen unterkunft ferienwohnung ' +
    'ferienhaus ubernachtung ubernachtungen nachte kreuzfahrt rundreise ausflug kurztrip kurzurlaub flughafen hochzeitsreise ' +
    'flitterwochen junggesellenabschied viaggio viaggi viaggiare vacanza vacanze volo voli volare albergo alberghi soggiorno ' +
    'crociera notti pernottamento aeroporto gita agriturismo ostello viagem viagens ferias voo voos voar hoteis pousada estadia ' +
    'hospedagem cruzeiro roteiro noites excursao ' +
    // Transport and its tickets, lodging let whole, cabin classes, things to see and an unnamed destination.
    'bus buses coach train trains ferry ferries plane rail rental rent hire ticket tickets economy house houses somewhere ' +
    'activities activity museum museums landmark landmarks checkin checkout billet billets autocar traversee quelque ' +
    'autobus tren avion billete billetes boleto boletos pasaje pasajes zug bahn fahre fahrkarte fahrkarten mietwagen irgendwo ' +
    'treno traghetto aereo noleggio pullman biglietto biglietti onibus trem comboio balsa aviao aluguel bilhete bilhetes passagem passagens ' +
    // Departures and returns, travellers and passports, a form's destination, sights and outings.
    'depart departure departing departures retour aller salida regreso ida abreise abfahrt abflug ruckreise ruckflug hinflug ' +
    'partenza ritorno andata volta partida regresso passport passports passeport pasaporte reisepass passaporto passaporte ' +
    'travellers travelers passengers voyageurs viajeros pasajeros reisende viaggiatori passeggeri passageiros viajantes ' +
    'visa visum destino ziel reiseziel destinazione meta tourist tourists touristy spot spots admission amusement passeio paseo boat bateau barco'
  ).split(' '),
);
/** Themes had at home as much as on a trip (themes.json ids): every other theme is a kind of trip in itself. */
const EVERYDAY_THEMES = new Set('food culture nightlife family remote_work wellness shopping art music history architecture swimming'.split(' '));
/** "something to do", "places to go", "places of interest", "que faire", "qué hacer", "was unternehmen", "cosa fare", "o que fazer": asking for things to do. */
const DO = new Set(['do', 'go', 'see', 'interest', 'faire', 'visiter', 'hacer', 'ir', 'unternehmen', 'fare', 'fazer']);
/** Marks of a route between two places ("KRK ⇄ TFS", "Lyon → Nice"), whether or not the places are known. */
const ROUTE_MARKS = new Set(['→', '⇄', '↔', '⇆', '✈']);
const SOMETHING = new Set(['something', 'anything', 'things', 'stuff', 'place', 'places', 'que', 'quoi', 'endroits', 'lugares', 'was', 'cosa', 'coisas']);

/** Where each trip word stands (character offsets), an everyday one weighing less. */
function wordFrames(toks: readonly Tok[]): Frame[] {
  const doing = (k: number) => DO.has(toks[k]?.w ?? '') && toks.slice(Math.max(0, k - 4), k).some((t) => SOMETHING.has(t.w));
  const checking = (k: number) => toks[k]?.w === 'check' && (toks[k + 1]?.w === 'in' || toks[k + 1]?.w === 'out');
  const frames = (t: Tok, k: number) => TRIP_WORDS.has(t.w) || ROUTE_MARKS.has(t.w) || ROOMS.has(t.w) || isTransitWord(t.w) || doing(k) || checking(k);
  return toks.flatMap((t, k) => (frames(t, k) ? [{ at: t.start, weight: EVERYDAY.has(t.w) ? NAMED : SAID }] : []));
}

/** Trip words that everyday errands use as much ("pay the rent", "visit the dentist", "aller chez le coiffeur", "a parking ticket"). */
const EVERYDAY = new Set(
  'house houses rent ticket tickets train trains visit visiting visiter visitar stay spot spots activity activities event events aller volta ida meta'.split(
    ' ',
  ),
);

/**
 * Cues that govern a place the trip goes to or stays in, per language (folded), with the words that take the plan on to it:
 * a next stop ("puis Fès"), this time's choice ("cette fois la Sicile") and a conclusion ("so Vienna it is", "also Krakau").
 */
const cues = (words: string): ReadonlySet<string> => new Set(words.split(' '));
const CUES: Record<Lang, ReadonlySet<string>> = {
  en: cues('to into towards toward in visit visiting see explore around near then time so'),
  fr: cues('a au aux en vers dans pour visiter puis fois donc alors'),
  es: cues('a al en hacia para visitar conocer luego despues vez entonces'),
  de: cues('nach in im zu zum zur auf an ans am besuchen besichtigen dann danach mal also'),
  it: cues('a in per verso visitare girare ad poi volta quindi allora'),
  pt: cues('a ao para pra em no na nos nas visitar conhecer depois vez entao'),
};
const ARTICLES = new Set(['the', 'la', 'le', 'les', "l'", 'el', 'los', 'las', 'die', 'den', 'der', 'dem', 'il', 'lo', 'o', 'os', 'a', 'as']);

/**
 * Where each place a cue governs, each origin or place avoided, each place heading a terse request, and each place or named
 * event said in one statement with a date, a length or a party ("Sylt im September, zu zweit") stands. A place that is the
 * topic of a noun ("the capital of Australia", "une blague sur Paris") frames nothing.
 */
function placeFrames(text: string, toks: readonly Tok[], r: TextReading): Frame[] {
  // In a text written in both cases a name written in lower case is a common word ("la reunión"), no place a cue governs.
  const mixed = /\p{Ll}/u.test(text) && /\p{Lu}/u.test(text);
  const fields = fieldStatements(toks, r);
  const statement = (k: number) => statementAround(toks, k)[0];
  const moves = new Set(toks.flatMap((t, k) => (MOVE.has(t.w) ? [statement(k)] : [])));
  const framed = (x: RoledMention) => {
    const k = toks.findIndex((t) => t.start === x.mention.start);
    // A place given up for another ("statt Mailand", "em vez de Faro") is a change of the trip's plan.
    if (x.aside === 'given_up') return true;
    if (x.aside || k < 0) return false;
    // Where the trip leaves from or what it avoids is said by a trip's own cue ("from", "→", "not"); a stop may be a river's.
    if (x.role === 'origin' || x.role === 'excluded') return true;
    if (x.role !== 'destination' || governs(toks, k, TOPIC)) return false;
    // A place wished for with a hedge ("maybe Puglia", "pas forcément Nice") is a wish for a trip.
    if (x.soft) return true;
    // A place read once may be named again under a cue ("Vienna 5, Prague 2, so Vienna it is").
    const named = toks.flatMap((t, i) => (t.start >= x.mention.start && text.startsWith(x.mention.matched_text, t.start) ? [i] : []));
    if (named.some((i) => cuedAt(toks, i, r.lang)) && !(mixed && !toks[k]?.cap)) return true;
    if (moves.has(statement(k))) return true;
    return fields.size > 0 && (fields.has(statement(k)) || heads(text, toks, k, x));
  };
  const departures = toks.flatMap((t, k) => (MOVE.has(t.w) && fields.has(statement(k)) ? [t.start] : []));
  // An amount said with a date or a party ("900 euros a dois", "120 € pro Tag zu zweit") is what the trip may cost; days
  // from one to another wished for ("we just want 2 to 9 June") are the trip's.
  const money = r.budget ? (toks[r.budget.start]?.start ?? -1) : -1;
  const costs = money >= 0 && fields.has(statement(toks.findIndex((t) => t.start >= money))) ? [money] : [];
  const span = r.dates?.exact && r.dates.start !== r.dates.end ? r.dates.span.start : -1;
  const window =
    span >= 0 &&
    wishes(
      toks,
      toks.findIndex((t) => t.end > span),
    )
      ? [span]
      : [];
  const events = r.events.flatMap((e) => at(text, e.text)).filter((p) => fields.has(statement(toks.findIndex((t) => t.end > p))));
  // A name no gazetteer knows after a place cue ("to Narnia", "em Madri") is where a trip was asked to go or start.
  const unknown = r.unknown_places
    .flatMap((u) => at(text, u.text))
    .filter((p) =>
      governs(
        toks,
        toks.findIndex((t) => t.start >= p),
        CUES[r.lang],
      ),
    );
  const placed = [...r.places.filter(framed).map((x) => x.mention.start), ...events, ...departures, ...costs, ...window];
  return [...placed.map(weighed(PLACED)), ...unknown.map(weighed(NAMED))];
}

/** Verbs and words of leaving and coming back: with a date or a place in their statement they state the trip's way there or back. */
const MOVE = new Set(
  (
    'leave leaving leaves depart back off partir pars part partons partez rentre rentrons rentrer revenir revenons salir salimos ' +
    'salgo regresar regresamos volver volvemos vamos fahren fahre fahrt abfahren zuruck partire parto partiamo tornare torniamo ' +
    'sair saimos voltar voltamos regressar regressamos'
  ).split(' '),
);

/** The first token of each statement holding a date, a length or a party. */
function fieldStatements(toks: readonly Tok[], r: TextReading): Set<number> {
  const spans = [...(r.dates ? [r.dates.span] : []), ...(r.duration ? [r.duration.span] : []), ...r.party.spans];
  return new Set(
    spans
      .map((s) => toks.findIndex((t) => t.end > s.start))
      .filter((k) => k >= 0)
      .map((k) => statementAround(toks, k)[0]),
  );
}

/** The tokens of the statement opening at token s. */
const statementFrom = (toks: readonly Tok[], s: number): Tok[] => toks.slice(s, statementAround(toks, s)[1]);

/** Words that make the place after them the topic of a noun or a question ("capital of", "about", "du", "sobre", "über", "di"). */
const TOPIC = new Set(['of', 'about', 'du', 'des', 'de', "d'", 'sobre', 'uber', 'von', 'di', 'del', 'della', 'dello', "dell'", 'do', 'da', 'das', 'dos']);

/** A direction, stay or wish cue governs the place at token i. */
const cuedAt = (toks: readonly Tok[], i: number, lang: Lang): boolean => governs(toks, i, CUES[lang]) || governs(toks, i, WISH);

/** The word before the place (an article skipped) is one of the words. */
function governs(toks: readonly Tok[], k: number, words: ReadonlySet<string>): boolean {
  const before = toks[k - 1];
  const cue = before && ARTICLES.has(before.w) && !words.has(before.w) ? toks[k - 2] : before;
  return cue !== undefined && words.has(cue.w);
}

/** The place opens the text or one of its lines and stands alone there: a number, a mark or the end follows it ("Rome. May."). */
function heads(text: string, toks: readonly Tok[], k: number, x: RoledMention): boolean {
  const first = toks.findIndex((t) => t.kind === 'word');
  const opensLine = k === first || /\n\s*$/.test(text.slice(0, toks[k]?.start ?? 0));
  const after = toks.find((t) => t.start >= x.mention.end);
  return opensLine && (after === undefined || after.kind !== 'word');
}

/**
 * Where the reading's own trip signals stand: a way of travelling, a travel theme, a spending tier, a party told as adults and
 * children, several cities, a length with a place or a party.
 */
function readingFrames(text: string, r: TextReading): number[] {
  const counted = r.places.length > 0 || r.party.travellers !== null || r.party.adults !== null || r.writer_plural;
  return [
    ...at(text, r.modes?.text ?? null),
    ...r.themes.filter((t) => !EVERYDAY_THEMES.has(t.theme)).flatMap((t) => at(text, t.text)),
    ...at(text, r.tier?.text ?? null),
    ...(r.party.adults !== null && (r.party.children !== null || r.party.infants !== null) ? r.party.spans.map((sp) => sp.start) : []),
    ...(r.multi_city.requested ? at(text, r.multi_city.text) : []),
    ...(r.duration && counted ? [r.duration.span.start] : []),
  ];
}

/** Where words the reading quotes stand in the text (the first place they do). */
const at = (text: string, said: string | null): number[] => (said ? [Math.max(0, text.toLowerCase().indexOf(said.toLowerCase()))] : []);

export const THANKS: ReadonlySet<string> = new Set(
  'thanks thank thx merci remercier remercie gracias agradecer agradezco danke dank grazie ringrazio ringraziare obrigado obrigada agradeco'.split(' '),
);
/** Words that count time back before or after a unit ("last summer", "l'été dernier", "el año pasado", "letztes Jahr", "il mese scorso"). */
const BACK = new Set(
  'last yesterday dernier derniere hier pasado pasada ayer anoche letzte letzten letztes letzter vergangene vergangenen vergangenes gestern scorso scorsa ieri passado passada ontem'.split(
    ' ',
  ),
);
/** Words of wanting or planning: a statement holding one asks for something to come, whatever else it tells. */
const WISH = new Set(
  (
    'want wants wanna would like looking planning plan hoping need needs next now maybe perhaps ' +
    'maintenant peut veut veux voulons voulez veulent voudrait ahora quizas jetzt vielleicht soll sollte ora forse agora talvez ' +
    'voudrais voudrions aimerais aimerions souhaite souhaitons cherche cherchons prevoyons envisageons ' +
    'quiero queremos quisiera quisieramos gustaria buscamos busco planeamos ' +
    'mochte mochten wollen will wurden suchen suche planen ' +
    'vorrei vorremmo vogliamo voglio cerchiamo cerco ' +
    'quero queremos gostaria gostariamos procuramos procuro planejamos'
  ).split(' '),
);

/** The statement holding token k wishes for something. */
function wishes(toks: readonly Tok[], k: number): boolean {
  const [s, e] = statementAround(toks, k);
  return toks.slice(s, e).some((t) => WISH.has(t.w));
}

/** Marks that close a clause inside a statement. */
const CLAUSE_MARKS = new Set([',', '(', ')', ':']);

/**
 * The statement holding the offset looks back: the clause holding it shows one of thanks, a verb in the past and a time
 * counted back, the statement two of them, and the statement wishes for nothing.
 */
function looksBack(toks: readonly Tok[], at: number, lang: Lang): boolean {
  const k = toks.findIndex((t) => t.end > at);
  if (k < 0) return false;
  const [s, e] = statementAround(toks, k);
  let from = k;
  while (from > s && !CLAUSE_MARKS.has(toks[from - 1]?.w ?? '')) from--;
  let to = k;
  while (to < e && !CLAUSE_MARKS.has(toks[to]?.w ?? '')) to++;
  const statement = toks.slice(s, e);
  return !wishes(toks, k) && signsOfPast(toks.slice(from, to), lang) >= 1 && signsOfPast(statement, lang) >= 2;
}

/** How many of thanks, a verb told in the past and a time counted back the statement holding token k shows. */
export function pastSigns(toks: readonly Tok[], k: number, lang: Lang): number {
  const [s, e] = statementAround(toks, k);
  return signsOfPast(toks.slice(s, e), lang);
}

/** The statement holding token k counts time back ("last night", "hier soir", "ayer", "gestern", "ieri", "ontem"). */
export function countedBack(toks: readonly Tok[], k: number, lang: Lang): boolean {
  const [s, e] = statementAround(toks, k);
  return backIn(
    toks.slice(s, e).map((t) => t.w),
    lang,
  );
}

const backIn = (words: readonly string[], lang: Lang): boolean => words.some((w) => BACK.has(w)) || countsBack(words, lang);

/** How many of thanks, a verb told in the past and a time counted back the words show. */
function signsOfPast(toks: readonly Tok[], lang: Lang): number {
  const words = toks.map((t) => t.w);
  const written = toks.map((t) => t.raw.toLowerCase());
  const signs = [words.some((w) => THANKS.has(w)), toldInPast(words, written, lang), backIn(words, lang)];
  return signs.filter(Boolean).length;
}
