import { ARRIVAL_STEMS } from './departure.js';
import { LANGUAGES, type Lang } from './language.js';
import { numberWord } from './numbers.js';
import { PhraseIndex, type Tok } from './tokens.js';

/**
 * Words of the date grammar in six languages, folded (lower case, no accents). Data, not logic:
 * add a word here to teach the reader a phrasing.
 */

const table = (rows: ReadonlyArray<[number, string]>): Map<string, number> => {
  const m = new Map<string, number>();
  for (const [n, words] of rows) for (const w of words.split(' ')) m.set(w, n);
  return m;
};

/**
 * The words that put a count of days ahead of today ("in 5 days", "dans 5 jours", "tra 5 giorni", "en 5 días"). Italian
 * "in" and French "en" before a count say how long something takes ("Siracusa e Noto in 6 giorni", "Lisbonne en 5
 * jours"): lengths there, not dates. Spanish "en" and Portuguese "em" mostly look ahead ("me voy en dos semanas").
 */
const AHEAD_WORDS: Record<Lang, readonly string[]> = {
  en: ['in'],
  de: ['in'],
  fr: ['dans'],
  es: ['dentro', 'en'],
  it: ['tra', 'fra'],
  pt: ['daqui', 'dentro', 'em'],
};

/** Prepositions that count ahead of today and may as well say what a length holds ("Rome and Florence in two weeks"). */
export const PLACE_OR_AHEAD = new Set(['in', 'en', 'em']);

/** Words that make a month word that is also an ordinary word ("may", "march", "mars") a month. */
const MONTH_OPENERS = new Set(['in', 'en', 'em', 'im', 'a', 'ad', 'de', 'of', 'early', 'mid', 'late', 'debut', 'fin', 'anfang', 'ende']);

/** Whether the tokens name a month ("in April", "en mayo"), which then dates the trip. */
function namesMonth(toks: readonly Tok[]): boolean {
  return toks.some((t, k) => MONTHS.has(t.w) && (!AMBIGUOUS_MONTHS.has(t.w) || MONTH_OPENERS.has(toks[k - 1]?.w ?? '')));
}

/**
 * Whether the word at i puts a count of days ahead of today: an ahead word, or Italian "in" and French "en" right after a
 * verb of leaving or coming ("parto in 6 giorni", "j'arrive en 3 jours"), where the count is when, not how long. When a month
 * dates the trip, "in", "en" and "em" say how long it lasts ("Tokyo - Kyoto in 12 days in April", "Portugal en 10 días en
 * mayo") unless such a verb stands right before them.
 */
export function looksAhead(toks: readonly Tok[], i: number, lang: Lang): boolean {
  const w = toks[i]?.w ?? '';
  const leaving = cueOf(toks[i - 1]?.w ?? '') !== null;
  if (AHEAD_WORDS[lang].includes(w)) return leaving || !PLACE_OR_AHEAD.has(w) || !namesMonth(toks);
  return ((lang === 'it' && w === 'in') || (lang === 'fr' && w === 'en')) && leaving;
}

/** Month names of the six languages (and German spellings of Jänner and März without their accent) -> 1..12. */
const MONTH_NAMES: ReadonlyArray<[number, string]> = [
  [1, 'january janvier enero januar gennaio janeiro'],
  [2, 'february fevrier febrero februar febbraio fevereiro'],
  [3, 'march mars marzo marz marco'],
  [4, 'april avril abril aprile'],
  [5, 'may mai mayo maggio maio'],
  [6, 'june juin junio juni giugno junho'],
  [7, 'july juillet julio juli luglio julho'],
  [8, 'august aout agosto'],
  [9, 'september septembre septiembre setiembre settembre setembro'],
  [10, 'october octobre octubre oktober ottobre outubro'],
  [11, 'november novembre noviembre novembro'],
  [12, 'december decembre diciembre dezember dicembre dezembro'],
];
const MONTH_SPELLINGS: ReadonlyArray<[number, string]> = [
  [1, 'janner jaenner'],
  [3, 'maerz'],
];

/** The abbreviations most writers use. */
const USUAL_ABBREVIATIONS = new Set('jan janv ene genn feb febr fev mar apr avr abr jun juil giu jul lug aug sep sept oct okt ott nov dec dic dez'.split(' '));

/**
 * Abbreviations are the first three or four letters of a month's name in any of the six languages ("Sept", "déc.", "ene",
 * "Okt.", "ago", "set.", "févr."), when those letters begin no other month's name. Beside the usual ones, no number word
 * ("nove", "otto").
 */
function abbreviations(): Map<string, number> {
  const months = new Map<string, Set<number>>();
  for (const [n, words] of MONTH_NAMES) {
    for (const w of words.split(' '))
      for (const len of [3, 4]) if (w.length > len) months.set(w.slice(0, len), (months.get(w.slice(0, len)) ?? new Set()).add(n));
  }
  const isNumber = (w: string) => LANGUAGES.some((lang) => numberWord(w, lang) !== undefined);
  const kept = [...months].filter(([w, ns]) => ns.size === 1 && (USUAL_ABBREVIATIONS.has(w) || !isNumber(w)));
  return new Map(kept.map(([w, ns]) => [w, Math.min(...ns)]));
}

const ABBREVIATIONS = abbreviations();
const usual = (rare: boolean) => new Map([...ABBREVIATIONS].filter(([w]) => USUAL_ABBREVIATIONS.has(w) !== rare));
/** Month names and the usual abbreviations -> 1..12. "may", "march", "mars" are checked for context by the grammar. */
export const MONTHS = new Map([...usual(false), ...table(MONTH_NAMES), ...table(MONTH_SPELLINGS)]);
/**
 * The other abbreviations -> 1..12, few writers' and often ordinary words or names ("ago", "out", "gen", "Jane", "Marc"): a
 * month only after a day ("dal 10 al 17 ago", "20 ago.") or with a full stop and a date word beside it ("em set.", "ago. 20").
 */
export const RARE_ABBREVIATIONS: ReadonlyMap<string, number> = new Map([...usual(true)].filter(([w]) => !MONTHS.has(w)));

/** "Orthodox" and "Greek" before or after a feast's name in the six languages: the feast by the Julian calendar. */
export const ORTHODOX_WORDS: ReadonlySet<string> = new Set(
  'orthodox orthodoxe orthodoxes orthodoxen orthodoxer ortodoxa ortodoxo ortodoxas ortodossa ortodosso ortodosse greek grecque griechische griechischen griega greca grega'.split(
    ' ',
  ),
);

/** Month words that are also ordinary words: a month only with a date context around them. */
export const AMBIGUOUS_MONTHS = new Set([
  'may',
  'march',
  'mar',
  'jan',
  'sat',
  'sun',
  'set',
  'out',
  'dez',
  'jun',
  'jul',
  'aug',
  'dec',
  'sept',
  'ene',
  'fev',
  'mars',
  'marco',
]);

/** Weekday names -> 0 (Sunday) .. 6 (Saturday). */
export const WEEKDAYS = table([
  [0, 'sunday sun dimanche domingo sonntag domenica'],
  [1, 'monday mon lundi lunes montag lunedi segunda segunda-feira'],
  [2, 'tuesday tue tues mardi martes dienstag martedi terca terca-feira'],
  [3, 'wednesday wed mercredi miercoles mittwoch mercoledi quarta quarta-feira'],
  [4, 'thursday thu thur thurs jeudi jueves donnerstag giovedi quinta quinta-feira'],
  [5, 'friday fri vendredi viernes freitag venerdi sexta sexta-feira'],
  [6, 'saturday sat samedi sabado samstag sonnabend sabato'],
]);
/** German writes a time of day onto its weekday ("Freitagabend", "Sonntagnachmittag"): the compound is that weekday. */
const GERMAN_DAY_TIMES = ['morgen', 'vormittag', 'mittag', 'nachmittag', 'abend', 'nacht'];
for (const [day, n] of [...WEEKDAYS]) {
  if (/(tag|woch|abend)$/.test(day)) for (const time of GERMAN_DAY_TIMES) WEEKDAYS.set(day + time, n);
}
/** Short weekday forms read only inside a range of weekdays ("sab-dom", "fr-mo", "ven.-lun."). */
export const WEEKDAY_SHORT = table([
  [0, 'dim dom so'],
  [1, 'lun mo seg'],
  [2, 'mar di ter'],
  [3, 'mer mie mi qua'],
  [4, 'jeu jue do gio qui'],
  [5, 'ven vie fr sex'],
  [6, 'sam sab sa'],
]);
/** Words that open a range of weekdays ("du vendredi au dimanche", "von Freitag bis Sonntag", "de quinta a domingo"). */
export const WEEKDAY_FROM = new Set(['from', 'du', 'de', 'del', 'desde', 'von', 'da', 'dal', "dall'", 'do']);
/** Words that close it. */
export const WEEKDAY_TO = new Set(['to', 'through', 'thru', 'till', 'until', '-', 'au', 'a', 'al', 'hasta', 'bis', 'ate', 'alla']);

/** Weekday words that are also ordinary words. */
export const AMBIGUOUS_WEEKDAYS = new Set(['sun', 'sat', 'wed', 'mon', 'tue', 'thu', 'fri', 'segunda', 'quarta', 'quinta', 'sexta']);

/** Days from today. */
export const RELATIVE_DAYS = new Map<string, number>([
  ['today', 0],
  ['tonight', 0],
  ['later today', 0],
  ['this evening', 0],
  ['tomorrow', 1],
  ['tmrw', 1],
  ['tomorow', 1],
  ['day after tomorrow', 2],
  ['the day after tomorrow', 2],
  ["aujourd'hui", 0],
  ['ce soir', 0],
  ['demain', 1],
  ['apres-demain', 2],
  ['apres demain', 2],
  ['hoy', 0],
  ['esta noche', 0],
  ['manana', 1],
  ['pasado manana', 2],
  ['heute', 0],
  ['heute abend', 0],
  ['morgen', 1],
  ['ubermorgen', 2],
  ['oggi', 0],
  ['stasera', 0],
  ['domani', 1],
  ['dopodomani', 2],
  ['hoje', 0],
  ['hoje a noite', 0],
  ['amanha', 1],
  ['depois de amanha', 2],
]);

/** "next" / "this" before or after a weekday, week or month word. */
export const NEXT_WORDS = new Set([
  'next',
  'coming',
  'following',
  'prochain',
  'prochaine',
  'proximo',
  'proxima',
  'que viene',
  'nachsten',
  'nachste',
  'nachster',
  'kommenden',
  'kommende',
  'prossimo',
  'prossima',
  'seguinte',
  'que vem',
]);
export const THIS_WORDS = new Set(['this', 'ce', 'cette', 'este', 'esta', 'diesen', 'diese', 'dieses', 'dieser', 'questo', 'questa', 'deste', 'desta']);
/** Demonstratives that point back to a time said before ("that weekend", "ese fin de semana", "quel weekend", "esse fim de semana"). */
export const THAT_WORDS = new Set(['that', 'ese', 'aquel', 'quel', 'quello', 'esse', 'aquele', 'jenes', 'jenem']);

export type Unit = 'day' | 'week' | 'weekend' | 'month' | 'year';
export const UNITS = new Map<string, Unit>([
  ['day', 'day'],
  ['days', 'day'],
  ['jour', 'day'],
  ['jours', 'day'],
  ['dia', 'day'],
  ['dias', 'day'],
  ['tag', 'day'],
  ['tage', 'day'],
  ['tagen', 'day'],
  ['giorno', 'day'],
  ['giorni', 'day'],
  ['week', 'week'],
  ['weeks', 'week'],
  ['wk', 'week'],
  ['wks', 'week'],
  ['semaine', 'week'],
  ['semaines', 'week'],
  ['semana', 'week'],
  ['semanas', 'week'],
  ['woche', 'week'],
  ['wochen', 'week'],
  ['settimana', 'week'],
  ['settimane', 'week'],
  ['weekend', 'weekend'],
  ['week-end', 'weekend'],
  ['wochenende', 'weekend'],
  ['fine settimana', 'weekend'],
  ['fin de semana', 'weekend'],
  ['finde', 'weekend'],
  ['fim de semana', 'weekend'],
  ['month', 'month'],
  ['months', 'month'],
  ['mois', 'month'],
  ['mes', 'month'],
  ['meses', 'month'],
  ['monat', 'month'],
  ['monate', 'month'],
  ['monaten', 'month'],
  ['mese', 'month'],
  ['mesi', 'month'],
]);

/** The middle of a month: its middle third, the 11th to the 20th, between the early (1-10) and late (21-end) thirds. */
export const MID: [number, number] = [11, 20];

/** Parts of a month: "early June", "mid-July", "fin septembre", "Anfang Mai", "a fine agosto". Days as [from, to]; a negative number counts from the month end. */
export const MONTH_PARTS = new Map<string, [number, number]>([
  ['early', [1, 10]],
  ['beginning of', [1, 10]],
  ['the beginning of', [1, 10]],
  ['start of', [1, 10]],
  ['the start of', [1, 10]],
  ['mid', MID],
  ['middle of', MID],
  ['the middle of', MID],
  ['late', [21, -1]],
  ['end of', [21, -1]],
  ['the end of', [21, -1]],
  ['first week of', [1, 7]],
  ['the first week of', [1, 7]],
  ['second week of', [8, 14]],
  ['the second week of', [8, 14]],
  ['third week of', [15, 21]],
  ['the third week of', [15, 21]],
  ['last week of', [-7, -1]],
  ['the last week of', [-7, -1]],
  ['first half of', [1, 15]],
  ['the first half of', [1, 15]],
  ['second half of', [16, -1]],
  ['the second half of', [16, -1]],
  ['debut', [1, 10]],
  ['debut de', [1, 10]],
  ['mi', MID],
  ['fin', [21, -1]],
  ['fin de', [21, -1]],
  ['la premiere semaine de', [1, 7]],
  ['principios de', [1, 10]],
  ['a principios de', [1, 10]],
  ['inicios de', [1, 10]],
  ['mediados de', MID],
  ['a mediados de', MID],
  ['finales de', [21, -1]],
  ['finales del', [21, -1]],
  ['a finales del', [21, -1]],
  ['principios del', [1, 10]],
  ['a principios del', [1, 10]],
  ['mediados del', MID],
  ['a mediados del', MID],
  ['a finales de', [21, -1]],
  ['fines de', [21, -1]],
  ['anfang', [1, 10]],
  ['mitte', MID],
  ['ende', [21, -1]],
  ['inizio', [1, 10]],
  ['inizio di', [1, 10]],
  ['a inizio', [1, 10]],
  ['meta', MID],
  ['a meta', MID],
  ['fine', [21, -1]],
  ['a fine', [21, -1]],
  ['fine di', [21, -1]],
  ['inicio de', [1, 10]],
  ['no inicio de', [1, 10]],
  ['meados de', MID],
  ['final de', [21, -1]],
  ['no final de', [21, -1]],
  ['fim de', [21, -1]],
  ['no fim de', [21, -1]],
  ...nthWeekPhrases(),
  ...halfPhrases(),
  ...dayRunPhrases(),
]);

/**
 * The first or last days of a month and its early or latter part, as the six languages say them ("the latter part of May",
 * "les premiers jours de juin", "los últimos días de julio", "ai primi di settembre", "em finais de maio", "in den letzten Tagen
 * im August"): the same days as early and late.
 */
function dayRunPhrases(): Array<[string, [number, number]]> {
  const early: [number, number] = [1, 10];
  const late: [number, number] = [21, -1];
  const runs: Array<[string, [number, number]]> = [
    ['the early part of|early part of|the first days of|first days of|the first few days of|first few days of', early],
    [
      'the latter part of|latter part of|the later part of|later part of|towards the end of|toward the end of|the last days of|last days of|the last few days of',
      late,
    ],
    ['les premiers jours de|premiers jours de|au debut de|au debut du mois de', early],
    ['les derniers jours de|derniers jours de|a la fin de|a la fin du mois de|vers la fin de', late],
    ['los primeros dias de|primeros dias de|comienzos de|a comienzos de|primeros de|a primeros de', early],
    ['los ultimos dias de|ultimos dias de|hacia finales de', late],
    ['in den ersten tagen im|in den ersten tagen des|die ersten tage im|anfang des monats', early],
    ['in den letzten tagen im|in den letzten tagen des|die letzten tage im|gegen ende', late],
    ['i primi giorni di|primi giorni di|ai primi di|agli inizi di|inizi di', early],
    ['gli ultimi giorni di|ultimi giorni di|verso la fine di|verso fine', late],
    ['os primeiros dias de|primeiros dias de|em principios de|no comeco de|comeco de', early],
    ['os ultimos dias de|finais de|em finais de|fins de|em fins de|no finalzinho de', late],
  ];
  return runs.flatMap(([phrases, days]) => phrases.split('|').map((p): [string, [number, number]] => [p, days]));
}

/**
 * "the first weekend", "le dernier week-end", "el primer fin de semana", "am zweiten Wochenende", "l'ultimo weekend", "o último fim de
 * semana": which weekend of an event of several (1, 2, 3, or -1 for the last), said with the event ("the last weekend of Oktoberfest").
 */
export const NTH_WEEKENDS = new Map<string, number>(
  (
    [
      [1, 'first 1st premier 1er primer primero 1º erste ersten 1. primo primeiro'],
      [2, 'second 2nd deuxieme second 2e segundo zweite zweiten 2. secondo'],
      [3, 'third 3rd troisieme 3e tercer tercero dritte dritten 3. terzo terceiro'],
      [-1, 'last final dernier ultimo letzte letzten'],
    ] as const
  ).flatMap(([n, words]) =>
    words
      .split(' ')
      .flatMap((w) =>
        ['weekend', 'week-end', 'week end', 'fin de semana', 'finde', 'wochenende', 'fim de semana'].map((end) => [`${w} ${end}`, n] as [string, number]),
      ),
  ),
);

/**
 * Ordinal words that pick a part of a month (its weeks and halves) in the six languages: a correction may say only the ordinal
 * again ("la primera semana de diciembre, no, mejor la segunda").
 */
export const PART_ORDINALS = new Set(
  'first second third fourth last 1st 2nd 3rd 4th premiere deuxieme seconde troisieme quatrieme derniere primera segunda tercera cuarta ultima erste ersten zweite zweiten dritte dritten vierte vierten letzte letzten prima seconda terza quarta primeira terceira'.split(
    ' ',
  ),
);

/**
 * "Nth week of <month>" in each language, built from its ordinals, its word for week and its "of"
 * ("la deuxième semaine de", "la segunda semana de", "die zweite Woche im", "la seconda settimana di",
 * "a segunda semana de"): weeks are days 1-7, 8-14, 15-21, 22-28 and the last seven days.
 */
function nthWeekPhrases(): Array<[string, [number, number]]> {
  const weeks: Array<[number, number]> = [
    [1, 7],
    [8, 14],
    [15, 21],
    [22, 28],
    [-7, -1],
  ];
  const langs: Array<{ articles: string[]; ordinals: string[][]; week: string; of: string[] }> = [
    {
      articles: ['', 'la '],
      ordinals: [['premiere'], ['deuxieme', 'seconde', '2e', '2eme'], ['troisieme', '3e', '3eme'], ['quatrieme', '4e', '4eme'], ['derniere']],
      week: 'semaine',
      of: ['de', "d'", 'du mois de'],
    },
    { articles: ['', 'la '], ordinals: [['primera'], ['segunda'], ['tercera'], ['cuarta'], ['ultima']], week: 'semana', of: ['de', 'del mes de'] },
    {
      articles: ['', 'die ', 'der '],
      ordinals: [
        ['erste', 'ersten'],
        ['zweite', 'zweiten'],
        ['dritte', 'dritten'],
        ['vierte', 'vierten'],
        ['letzte', 'letzten'],
      ],
      week: 'woche',
      of: ['im', 'des', 'von'],
    },
    { articles: ['', 'la '], ordinals: [['prima'], ['seconda'], ['terza'], ['quarta'], ['ultima']], week: 'settimana', of: ['di', 'del mese di'] },
    { articles: ['', 'a ', 'na '], ordinals: [['primeira'], ['segunda'], ['terceira'], ['quarta'], ['ultima']], week: 'semana', of: ['de', 'do mes de'] },
    { articles: ['', 'the '], ordinals: [['1st'], ['2nd'], ['3rd'], ['fourth', '4th'], ['final']], week: 'week', of: ['of', 'in'] },
  ];
  const out: Array<[string, [number, number]]> = [];
  for (const l of langs) {
    l.ordinals.forEach((words, n) => {
      for (const a of l.articles) for (const o of words) for (const of of l.of) out.push([`${a}${o} ${l.week} ${of}`, weeks[n] as [number, number]]);
    });
  }
  return out;
}

/**
 * The halves of a month in each language, as fortnights ("la deuxième quinzaine de juillet",
 * "la primera quincena de", "la seconda quindicina di", "a segunda quinzena de") and as halves
 * ("the second half of", "la seconda metà di", "die zweite Hälfte des"): days 1-15 and 16 to the end.
 */
function halfPhrases(): Array<[string, [number, number]]> {
  const halves: Array<[number, number]> = [
    [1, 15],
    [16, -1],
  ];
  const langs: Array<{ articles: string[]; ordinals: string[][]; nouns: string[]; of: string[] }> = [
    {
      articles: ['', 'la ', 'dans la ', 'pendant la '],
      ordinals: [
        ['premiere', '1re', '1ere'],
        ['deuxieme', 'seconde', '2e', '2eme', 'derniere'],
      ],
      nouns: ['quinzaine', 'moitie'],
      of: ['de', '', 'du mois de'],
    },
    {
      articles: ['', 'la ', 'en la '],
      ordinals: [
        ['primera', '1a', '1ª', '1ra', '1era'],
        ['segunda', '2a', '2ª', '2da', 'ultima'],
      ],
      nouns: ['quincena', 'mitad'],
      of: ['de', 'del mes de'],
    },
    {
      articles: ['', 'die ', 'der ', 'in der '],
      ordinals: [
        ['erste', 'ersten'],
        ['zweite', 'zweiten', 'letzte', 'letzten'],
      ],
      nouns: ['halfte', 'monatshalfte'],
      of: ['des', 'im', 'von'],
    },
    { articles: ['', 'la ', 'nella '], ordinals: [['prima'], ['seconda', 'ultima']], nouns: ['quindicina', 'meta'], of: ['di', 'del mese di'] },
    {
      articles: ['', 'a ', 'na '],
      ordinals: [
        ['primeira', '1a', '1ª'],
        ['segunda', '2a', '2ª', 'ultima'],
      ],
      nouns: ['quinzena', 'metade'],
      of: ['de', 'do mes de'],
    },
    {
      articles: ['', 'the '],
      ordinals: [
        ['first', '1st'],
        ['second', '2nd', 'last'],
      ],
      nouns: ['fortnight', 'half'],
      of: ['of', 'in'],
    },
  ];
  const out: Array<[string, [number, number]]> = [];
  for (const l of langs) {
    l.ordinals.forEach((words, n) => {
      for (const a of l.articles)
        for (const o of words) for (const noun of l.nouns) for (const of of l.of) out.push([`${a}${o} ${noun} ${of}`, halves[n] as [number, number]]);
    });
  }
  return out;
}

/** "the week of March 9", "la semaine du 24 avril", "la semana del 14 de septiembre", "die Woche vom 3. Mai", "la settimana del 12", "a semana do dia 12": seven days from that date. */
export const WEEK_OF = new Map<string, 'week' | 'weekend'>([
  ...['week of', 'semaine du', 'semana del', 'semana de', 'semana do', 'semana do dia', 'woche vom', 'woche ab', 'settimana del', 'settimana dal'].map(
    (p) => [p, 'week'] as [string, 'week'],
  ),
  ...[
    'weekend of',
    'week-end du',
    'weekend du',
    'fin de semana del',
    'finde del',
    'wochenende vom',
    'weekend del',
    'fine settimana del',
    'fim de semana de',
    'fim de semana do',
  ].map((p) => [p, 'weekend'] as [string, 'weekend']),
]);

/** Words that say a date is the start or the end of the trip. */
export const START_CUES = new Set([
  'leave',
  'leaving',
  'depart',
  'departing',
  'departure',
  'outbound',
  'going',
  'go',
  'fly',
  'flying',
  'arrive',
  'arriving',
  'start',
  'starting',
  'checking',
  'from',
  'on',
  'leaves',
  'partir',
  'depart',
  'aller',
  'arrivee',
  'salir',
  'salgo',
  'salida',
  'ida',
  'llegada',
  'abreise',
  'abflug',
  'hinflug',
  'anreise',
  'ab',
  'partire',
  'partenza',
  'andata',
  'arrivo',
  'sair',
  'saindo',
  'partida',
  'chegada',
  'du',
  'del',
  'dal',
  'vom',
  'dall',
  "dall'",
]);
export const END_CUES = new Set([
  'return',
  'returning',
  'back',
  'returns',
  'until',
  'till',
  'til',
  'through',
  'thru',
  'checkout',
  'home',
  'retour',
  'revenir',
  'rentrer',
  'jusqu',
  "jusqu'au",
  'volver',
  'vuelta',
  'regreso',
  'regresar',
  'hasta',
  'ruckflug',
  'zuruck',
  'ruckreise',
  'ruckfahrt',
  'heimreise',
  'heimfahrt',
  'bis',
  'tornare',
  'ritorno',
  'rientro',
  'fino',
  'voltar',
  'volta',
  'regresso',
  'ate',
]);
/**
 * Stems of the verbs and nouns of arriving and of going home in the six languages, so every conjugated form is a cue
 * ("llegamos el 23", "chegamos no dia 12", "arriviamo il 15", "on repart le 18", "ripartiamo il 18", "volvemos el 30",
 * "voltamos", "torniamo", "we land on the 9th"). Going home is tested first: "repart" holds "part".
 */
const END_STEMS = [
  'volv',
  'vuelv',
  'voltam',
  'voltar',
  'volto',
  'regres',
  'tornia',
  'tornare',
  'torno',
  'rientr',
  'rentr',
  'revien',
  'revenon',
  'repart',
  'ripart',
  'ruckfl',
  'ruckreis',
  'heimfl',
  'heimreis',
];
const START_STEMS = [...ARRIVAL_STEMS, 'anreis', 'partim', 'partons', 'partiamo', 'salim', 'saimos'];
const START_WORDS = new Set(['part', 'pars', 'parto', 'saio', 'salgo']);

/** Whether a word says that a date after it is the trip's start or its end, by the cue lists and the stems above. */
export function cueOf(w: string): 'start' | 'end' | null {
  if (END_CUES.has(w) || END_STEMS.some((s) => w.startsWith(s))) return 'end';
  if (START_CUES.has(w) || START_WORDS.has(w) || START_STEMS.some((s) => w.startsWith(s))) return 'start';
  return null;
}

/** Words joining the two ends of a range ("3-7", "3 to 7", "du 3 au 7", "del 3 al 7", "vom 3. bis 7.", "dal 3 al 7", "de 3 a 7"). */
export const RANGE_JOINERS = new Set([
  '-',
  'to',
  'through',
  'thru',
  'till',
  'until',
  'and',
  'au',
  'al',
  'a',
  'bis',
  'ate',
  'ao',
  'hasta',
  "jusqu'au",
  "all'",
  'alla',
  'e',
  'et',
  'y',
  'und',
]);
/**
 * Words that rule the date after them out ("not in July or August", "EXCEPT August", "sauf en août", "menos en julio",
 * "nicht im Juli", "tranne agosto", "exceto em julho"): that date is no part of the window.
 */
export const DATE_EXCLUSIONS: Record<Lang, ReadonlySet<string>> = {
  en: new Set(['not', 'no', 'except', 'excluding']),
  fr: new Set(['pas', 'sauf', 'hormis', 'excepte', 'ni']),
  es: new Set(['no', 'ni', 'excepto', 'salvo', 'menos']),
  de: new Set(['nicht', 'ausser', 'ausgenommen']),
  it: new Set(['non', 'tranne', 'eccetto']),
  pt: new Set(['nao', 'nem', 'exceto']),
};
/** Words after a negation that make it a bound, not an exclusion ("no later than", "pas avant le 10", "nicht vor dem 5."). */
export const BOUND_AFTER_NEGATION = new Set([
  'later',
  'earlier',
  'more',
  'before',
  'after',
  'sooner',
  'until',
  'plus',
  'avant',
  'apres',
  'mas',
  'antes',
  'despues',
  'spater',
  'fruher',
  'vor',
  'nach',
  'vorher',
  'piu',
  'prima',
  'dopo',
  'mais',
  'depois',
]);
/** Words that open a range joined by "and": two months ("between May and October", "entre mai et octobre"), two amounts ("entre 2.000 y 2.500"). */
export const BETWEEN_WORDS = new Set(['between', 'entre', 'zwischen', 'tra', 'fra']);

/**
 * "before March 20", "entro il 10": the day is the latest the trip may end. So is the day after the words of a deadline: "no
 * later than", "au plus tard", "a más tardar", "al più tardi", "o mais tardar", "spätestens" (their last word stands for them).
 */
export const BEFORE_WORDS = new Set(['before', 'avant', 'antes', 'prima', 'entro', 'later', 'tard', 'tardar', 'tardi', 'spatestens']);
/** Words that read a day number as a day of the month ("the 6th", "le 6", "el 6", "am 6.", "il 6", "dia 6"). */
export const DAY_ARTICLES = new Set(['the', 'le', 'el', 'am', 'vom', 'zum', 'il', 'dia', 'den', 'lo', "l'", 'ao', 'a', "all'", "dall'"]);
/** "of this month", "de ce mois", "de este mes", "dieses Monats", "di questo mese", "deste mes". */
export const THIS_MONTH = [
  'of this month',
  'this month',
  'de ce mois',
  'ce mois-ci',
  'de este mes',
  'este mes',
  'dieses monats',
  'di questo mese',
  'questo mese',
  'deste mes',
  'este mes',
];
export const NEXT_MONTH = [
  'of next month',
  'next month',
  'du mois prochain',
  'le mois prochain',
  'del mes que viene',
  'del proximo mes',
  'el mes que viene',
  'el proximo mes',
  'nachsten monats',
  'nachsten monat',
  'del mese prossimo',
  'del prossimo mese',
  'il mese prossimo',
  'do proximo mes',
  'o proximo mes',
  'no proximo mes',
];

/** Occasions whose ordinal counts years, not a day ("our 25th anniversary", "her 40th birthday"). */
export const OCCASIONS = new Set([
  'anniversary',
  'birthday',
  'wedding',
  'jubilee',
  'anniversaire',
  'aniversario',
  'cumpleanos',
  'jahrestag',
  'hochzeitstag',
  'geburtstag',
  'anniversario',
  'compleanno',
]);

/** "übernächste Woche", "the week after next": the unit after the next one. */
export const AFTER_NEXT_BEFORE = new Set(['ubernachste', 'ubernachsten', 'ubernachstes', 'ubernachster']);
export const AFTER_NEXT_AFTER = ['after next', 'en huit'];

/** A date said as an offset from another ("two weeks before Christmas", "la semaine après Pâques", "una settimana dopo Pasqua"). */
export const OFFSET_RELATIONS = new Map<string, 'after' | 'before'>([
  ['after', 'after'],
  ['before', 'before'],
  ['apres', 'after'],
  ['avant', 'before'],
  ['despues de', 'after'],
  ['despues del', 'after'],
  ['antes de', 'before'],
  ['antes del', 'before'],
  ['nach', 'after'],
  ['vor', 'before'],
  ['dopo', 'after'],
  ['prima di', 'before'],
  ['prima del', 'before'],
  ['prima della', 'before'],
  ['depois de', 'after'],
  ['depois do', 'after'],
  ['depois da', 'after'],
  ['antes do', 'before'],
  ['antes da', 'before'],
  ['siguiente a', 'after'],
  ['siguiente al', 'after'],
  ['seguinte a', 'after'],
  ['seguinte ao', 'after'],
  ['successivo a', 'after'],
  ['successivo al', 'after'],
]);
/**
 * The day next to another, in one word ("le lendemain de Noël", "la veille du Nouvel An", "la víspera de Reyes", "a véspera do
 * Natal", "der Tag danach" has none: "am Folgetag von Ostern", "am Vortag").
 */
export const NEXT_DAY_WORDS = new Map<string, 'after' | 'before'>([
  ['lendemain', 'after'],
  ['veille', 'before'],
  ['vispera', 'before'],
  ['vespera', 'before'],
  ['vortag', 'before'],
  ['folgetag', 'after'],
]);
/** Parts of a day that stand for the day in an offset ("the morning after Diwali", "la mañana después de Reyes", "am Abend vor Ostern"). */
export const DAY_PARTS = [
  'morning',
  'evening',
  'night',
  'matin',
  'soir',
  'nuit',
  'manana',
  'tarde',
  'noche',
  'morgen',
  'abend',
  'mattina',
  'sera',
  'notte',
  'manha',
  'noite',
];
/** Words that make an offset a trip length rather than a date ("for a week after Easter"). */
export const LENGTH_OPENERS = new Set(['for', 'pour', 'pendant', 'durante', 'por', 'fur', 'per']);

/** A year said relative to today ("next year", "l'an prochain", "el año que viene", "nächsten Jahres", "l'anno prossimo", "o ano que vem"). */
export const YEAR_PHRASES = new Map<string, 0 | 1>([
  ...[
    'next year',
    "l'annee prochaine",
    "l'an prochain",
    "de l'annee prochaine",
    'el ano que viene',
    'ano que viene',
    'ano proximo',
    'del ano que viene',
    'el proximo ano',
    'del proximo ano',
    'el ano proximo',
    'nachstes jahr',
    'nachsten jahres',
    'kommendes jahr',
    'kommenden jahres',
    "l'anno prossimo",
    "dell'anno prossimo",
    'il prossimo anno',
    'del prossimo anno',
    'o proximo ano',
    'do proximo ano',
    'no proximo ano',
    'o ano que vem',
    'do ano que vem',
    'no ano que vem',
  ].map((p) => [p, 1] as [string, 1]),
  ...['this year', 'cette annee', 'este ano', 'de este ano', 'dieses jahr', 'dieses jahres', "quest'anno", 'deste ano'].map((p) => [p, 0] as [string, 0]),
]);
/** A month part read for a year: early is January to March, mid May to August, late October to December. */
export const YEAR_PARTS: ReadonlyArray<[number, [number, number]]> = [
  [1, [1, 3]],
  [MID[0], [5, 8]],
  [21, [10, 12]],
];

/** Joiners between two month phrases ("end of June into July", "late Dec/early Jan", "fin juin et début juillet"). */
export const MONTH_JOINERS = new Set([
  '-',
  '/',
  'to',
  'into',
  'through',
  'until',
  'and',
  'or',
  'au',
  'a',
  'et',
  'y',
  'hasta',
  'al',
  'und',
  'bis',
  'e',
  'ate',
  'oder',
  'ou',
  'o',
]);

/** The joiners that give two month phrases as alternatives ("the first 2 weeks of July or the last 2 of August"). */
export const MONTH_ALTERNATIVES = new Set(['or', 'ou', 'o', 'oder']);

/** Possessives before an ordinal that make it an age or a count of years ("my 30th", "son 40e", "su 50", "ihren 60.", "il mio 30°", "meu 30º"). */
export const POSSESSIVES = new Set([
  'my',
  'our',
  'his',
  'her',
  'their',
  'your',
  'mon',
  'ma',
  'son',
  'sa',
  'notre',
  'leur',
  'mi',
  'su',
  'nuestro',
  'nuestra',
  'mein',
  'meinen',
  'meinem',
  'sein',
  'seinen',
  'ihr',
  'ihren',
  'unser',
  'unseren',
  'mio',
  'suo',
  'nostro',
  'meu',
  'seu',
  'nosso',
]);

/**
 * Words that make a length said after a dated stay an extension of it ("add two nights right after", "ensuite rester deux
 * nuits", "tres noches más", "danach noch zwei Nächte", "aggiungere tre notti", "esticar mais duas noites").
 */
export const EXTEND_CUES = new Set([
  'after',
  'afterwards',
  'afterward',
  'then',
  'more',
  'extra',
  'additional',
  'add',
  'extend',
  'another',
  'apres',
  'ensuite',
  'puis',
  'supplementaires',
  'supplementaire',
  'prolonger',
  'ajouter',
  'rajouter',
  'encore',
  'despues',
  'luego',
  'mas',
  'adicionales',
  'anadir',
  'agregar',
  'alargar',
  'prolongar',
  'danach',
  'anschliessend',
  'noch',
  'zusatzlich',
  'zusatzliche',
  'weitere',
  'verlangern',
  'dranhangen',
  'dopo',
  'poi',
  'piu',
  'aggiungere',
  'prolungare',
  'altre',
  'altri',
  'depois',
  'mais',
  'esticar',
  'emendar',
  'estender',
  'acrescentar',
]);
/** "more or less", "plus ou moins", "más o menos", "mehr oder weniger", "più o meno", "mais ou menos": an approximation, not an extension. */
export const APPROX_TAILS = new Set(['less', 'moins', 'menos', 'weniger', 'meno']);

/**
 * A tolerance stated on a date ("around the 12th, give or take", "vers le 10 mai, à quelques jours près", "más o menos a
 * mediados de noviembre", "plus/minus eine Woche", "giorno più giorno meno", "mais ou menos"): the writer says the day is
 * not fixed. Plain "around"/"vers" is not one: "around May 20, 2 nights" still means those days.
 */
export const TOLERANCES = [
  'give or take',
  'more or less',
  'plus or minus',
  'either way',
  'or thereabouts',
  '+ / -',
  'plus ou moins',
  'jours pres',
  'jour pres',
  'a peu pres',
  'mas o menos',
  'dia mas dia menos',
  'plus / minus',
  'plus minus',
  'mehr oder weniger',
  'piu o meno',
  'giorno piu giorno meno',
  'mais ou menos',
  'dia mais dia menos',
];

/** Words just before a holiday that make it the day the trip starts ("ab Heiligabend", "from Christmas Eve", "a partir de Noël"). */
export const FROM_DAY = new Set(
  'from starting leaving departing leave depart partir des depuis desde salir saliendo ab abflug abreise anreise vom partire partenza dal dalla sair saindo partida'.split(
    ' ',
  ),
);

/**
 * Words for the long weekend a holiday makes, said before the holiday or day ("the long weekend of July 4th", "le pont de
 * l'Ascension", "el puente del 12 de octubre", "das lange Wochenende um Fronleichnam", "il ponte del 25 aprile", "o feriadão de
 * Tiradentes", "o fim de semana prolongado do 5 de Outubro") or, in English, after it ("the 4th of July long weekend").
 */
export const BRIDGE_WORDS: readonly string[] = [
  'long weekend',
  'long week-end',
  'bank holiday weekend',
  'pont',
  'week-end prolonge',
  'weekend prolonge',
  'puente',
  'finde largo',
  'fin de semana largo',
  'feriado largo',
  ...['lange', 'langes', 'langen', 'verlangerte', 'verlangertes', 'verlangerten'].map((w) => `${w} wochenende`),
  'ponte',
  'weekend lungo',
  'lungo weekend',
  'fine settimana lungo',
  'feriadao',
  'feriado prolongado',
  'fim de semana prolongado',
  'fim de semana alargado',
  'fim de semana longo',
  'fds prolongado',
  'fds longo',
];
/** Words that join a bridge word to its holiday or day ("of", "de", "dell'", "um"). */
export const BRIDGE_LINKS = [
  'of',
  'the',
  'de',
  'du',
  'del',
  'de la',
  "de l'",
  'des',
  'um',
  'den',
  'dem',
  'am',
  'vom',
  'zu',
  'di',
  'della',
  "dell'",
  'dei',
  'do',
  'da',
  'dos',
  'das',
  'la',
  'le',
  "l'",
  'il',
  'lo',
  'el',
  'o',
  'a',
  'for',
  'over',
  'around',
  'no',
  'na',
  'nel',
  'al',
  'au',
  'feriado',
  'holiday',
];

/**
 * The definite articles, and prepositions fused with one, that may stand before a holiday's name in each language ("o Natal",
 * "no Natal", "pelo Natal", "la Toussaint", "el Pilar", "am Pfingstmontag"). A place's name takes none in most of them ("em
 * Natal", "para Natal", "a Natal"), so the article says the holiday is meant where its name is also a place's. Bare
 * prepositions ("a", "de", "da") belong to both readings and are left out.
 */
export const HOLIDAY_ARTICLES: Record<Lang, ReadonlySet<string>> = {
  en: new Set(['the']),
  fr: new Set(['le', 'la', "l'", 'les', 'du', 'au', 'aux', 'des']),
  es: new Set(['el', 'la', 'los', 'las', 'del', 'al']),
  de: new Set(['der', 'die', 'das', 'dem', 'den', 'am', 'im', 'zum', 'zur', 'vom']),
  it: new Set(['il', 'lo', 'la', "l'", 'gli', 'le', 'del', 'della', 'dello', 'al', 'alla', 'nel', 'nella', 'dalla']),
  pt: new Set(['o', 'os', 'as', 'no', 'na', 'nos', 'nas', 'do', 'dos', 'das', 'ao', 'aos', 'pelo', 'pela', 'pelos', 'pelas']),
};

/** Words before a number that make it a week of the year ("week 14", "KW 32", "semaine 32", "settimana 33", "semana 14"). */
export const WEEK_NUMBER_WORDS = new Set([
  'week',
  'weeks',
  'wk',
  'cw',
  'kw',
  'kalenderwoche',
  'kalenderwochen',
  'woche',
  'wochen',
  'semaine',
  'semaines',
  'sem',
  'semana',
  'semanas',
  'settimana',
  'settimane',
  'sett',
]);
/** Week words that name a week of the year with an ordinal before them too ("33. KW", "die 33. Kalenderwoche"). */
export const ORDINAL_WEEK_WORDS = new Set(['kw', 'kalenderwoche']);
/** The words for a quarter of the year ("Q3", "third quarter", "3e trimestre", "tercer trimestre", "drittes Quartal", "terzo trimestre"). */
export const QUARTER_WORDS = new Set(['quarter', 'trimestre', 'quartal', 'quartals']);
/** Ordinal words of the four quarters in the six languages ("first", "deuxième", "tercer", "viertes", "secondo", "terceiro"). */
export const QUARTER_ORDINALS = new Map<string, number>([
  ...['first', 'premier', 'primer', 'primero', 'erste', 'erstes', 'ersten', 'erstem', 'primo', 'primeiro'].map((w) => [w, 1] as [string, number]),
  ...['second', 'deuxieme', 'segundo', 'zweite', 'zweites', 'zweiten', 'zweitem', 'secondo'].map((w) => [w, 2] as [string, number]),
  ...['third', 'troisieme', 'tercer', 'tercero', 'dritte', 'drittes', 'dritten', 'drittem', 'terzo', 'terceiro'].map((w) => [w, 3] as [string, number]),
  ...['fourth', 'quatrieme', 'cuarto', 'vierte', 'viertes', 'vierten', 'viertem', 'quarto'].map((w) => [w, 4] as [string, number]),
]);
/**
 * Words before "T3" that make it a quarter in French and Italian ("au T2", "pour le T3", "nel T4"), where a bare "T3" is also a
 * flat of three rooms; Spanish writes quarters "T3" and "3T" freely, Portuguese only for flats.
 */
export const QUARTER_T_CUES = new Set(['au', 'en', 'pour', 'pendant', 'durant', 'des', 'nel', 'per', 'entro', 'dal', 'al', 'il', 'le']);
/**
 * Words before a day that say a stay ends on it ("until 14 May", "jusqu'au 12 octobre", "hasta el 20", "bis 22. Juni", "fino
 * al 18", "até dia 9", "the conference ends on the 14th"): a length said after it with "then" is a trip that starts the day after.
 */
export const STAY_END_WORDS = new Set([
  'until',
  'till',
  'til',
  "jusqu'au",
  "jusqu'a",
  'jusqu',
  'hasta',
  'bis',
  'fino',
  'ate',
  'ends',
  'ending',
  'endet',
  'termine',
  'termina',
  'finit',
  'finisce',
  'acaba',
]);
/** Words that mark a length as the whole trip's ("3 weeks in total", "insgesamt 10 Tage", "en tout 12 jours", "ao todo 15 dias"). */
export const WHOLE_TRIP_WORDS = [
  'in total',
  'total',
  'altogether',
  'all told',
  'overall',
  'en tout',
  'au total',
  'en total',
  'en totalidad',
  'insgesamt',
  'gesamt',
  'in tutto',
  'in totale',
  'complessivamente',
  'no total',
  'ao todo',
  'em total',
];

/** YEAR_PHRASES and MONTH_PARTS as phrase indexes, one each for the readers of dates and of numbered periods. */
export const YEAR_PHRASE_INDEX = new PhraseIndex<0 | 1>();
for (const [p, v] of YEAR_PHRASES) YEAR_PHRASE_INDEX.add(p, v);
export const MONTH_PART_INDEX = new PhraseIndex<[number, number]>();
for (const [p, v] of MONTH_PARTS) MONTH_PART_INDEX.add(p, v);
