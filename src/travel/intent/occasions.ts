import { OCCASIONS } from './date-words.js';
import type { Lang } from './language.js';
import { UNTIL } from './party-change.js';
import { statementAround } from './sentences.js';
import type { Tok } from './tokens.js';

/**
 * A place the writer will already be in before the trip asked for, because an occasion takes them there: work ("my
 * conference ends in Singapore", "nach der Messe in Hannover", "estaré en Lima por trabajo"), a family occasion ("my
 * sister's wedding is in Cork", "la boda de mi prima en Oaxaca") or a course ("sarò a Vienna per un master", "en stage à
 * Montréal"). A leisure trip from there starts there, like "I'm in X": it is the origin when the request goes somewhere
 * else and names no home to go back to. The occasion is said before the place ("après mon congrès à Lyon") or right
 * after it ("à Montréal pour un congrès").
 */
const OCCASION = new Set(
  (
    'conference conferences summit congress convention workshop expo offsite wedding graduation semester internship masters ' +
    'congres colloque seminaire salon mariage noces semestre stage ' +
    'conferencia congreso feria seminario boda bodas casamiento graduacion semestre cuatrimestre pasantia practicas intercambio ' +
    'konferenz kongress tagung messe seminar dienstreise geschaftsreise hochzeit abschlussfeier auslandssemester praktikum ' +
    'conferenza congresso convegno fiera riunione trasferta matrimonio nozze laurea semestre tirocinio erasmus ' +
    'conferencia congresso feira reuniao casamento formatura estagio intercambio'
  ).split(' '),
);
/** "for a master", "pour un master", "per un master": a course named by a word that is a title elsewhere needs its article. */
const COURSE = new Set(['master', 'mba', 'phd', 'doctorat', 'doctorado', 'dottorato', 'doutorado', 'mestrado']);
/** "business trip", "work trip", "viaje de trabajo", "viaggio di lavoro", "viagem de negócios", "voyage d'affaires". */
const TRIP = new Set(['trip', 'travel', 'viaje', 'viaggio', 'viagem', 'voyage', 'deplacement']);
const WORK = new Set(['business', 'work', 'trabajo', 'negocios', 'lavoro', 'affari', 'trabalho', 'affaires', 'professionnel', 'boulot', 'negocio']);
/** "for work", "pour le travail", "por trabajo", "per lavoro", "a trabalho", "num congresso": the reason a place is where the writer is. */
const FOR = new Set(['for', 'pour', 'por', 'per', 'para', 'a', 'em', 'num', 'numa', 'zur', 'zum', 'fur', 'wegen']);
/** "beruflich", "geschäftlich": a word that alone says the stay is for work. */
const FOR_WORK = new Set(['beruflich', 'geschaftlich', 'dienstlich']);
/** "sending me to", "m'envoie à", "me manda a", "schickt mich nach", "mi manda a", "me manda para". */
const SEND =
  /^(?:send|sends|sending|sent|envoie|envoient|envoye|envoyee|manda|mandan|mandano|mandam|mandou|envia|envian|enviam|enviou|schickt|schicken|geschickt)$/;
/** Where an occasion said before a place stops reaching it: a clause's end, or the writer as a new subject ("for our wedding we go to Bali"). */
const CLAUSE_ENDS = new Set(['.', ';', '!', '?', ',', ':', 'and', 'then', 'et', 'puis', 'y', 'luego', 'und', 'dann', 'e', 'poi', 'depois', 'but', 'mais']);
const WRITER = new Set(['i', 'we', 'je', 'nous', 'on', 'yo', 'nosotros', 'ich', 'wir', 'io', 'noi', 'eu', 'nos']);
const BOUNDS = new Set([...CLAUSE_ENDS, ...WRITER]);
const REACH = 4;
/** Articles and possessives between "for" and the occasion ("pour un congrès", "for my sister's wedding"). */
const FILLERS = new Set([
  'a',
  'an',
  'the',
  'my',
  'our',
  'un',
  'une',
  'le',
  'la',
  'mon',
  'ma',
  'notre',
  'el',
  'un',
  'una',
  'mi',
  'nuestro',
  'eine',
  'einen',
  'einem',
  'einer',
  'ein',
  'die',
  'der',
  'den',
  'dem',
  'il',
  'lo',
  'uno',
  'mio',
  'nostro',
  'um',
  'uma',
  'o',
  'meu',
  'minha',
  'nosso',
  'nossa',
  "l'",
]);

/** An occasion that takes people somewhere ("wedding", "congrès", "Messe"): the date reader keeps its day apart from the trip's window. */
export const isOccasionWord = (w: string): boolean => OCCASION.has(w);

const isOccasion = (toks: readonly Tok[], k: number): boolean => {
  // "wedding's on 4 September": the noun with its clitic.
  const w = (toks[k]?.w ?? '').replace(/'s$/, '');
  if (OCCASION.has(w) || SEND.test(w)) return true;
  if (COURSE.has(w)) return FILLERS.has(toks[k - 1]?.w ?? '');
  return TRIP.has(w) && (WORK.has(toks[k - 1]?.w ?? '') || WORK.has(toks[k + 1]?.w ?? '') || WORK.has(toks[k + 2]?.w ?? ''));
};

/** The period of a German ordinal day ("bis 22. Juni"): part of a date, no sentence's end. */
const ordinalPeriod = (toks: readonly Tok[], k: number): boolean => toks[k]?.w === '.' && toks[k - 1]?.kind === 'num' && toks[k + 1]?.kind !== undefined;
/** How far back a word of working for the stay ("beruflich", "geschäftlich") reaches over a date ("beruflich bis zum 9. Mai in Mailand"). */
const FOR_WORK_REACH = 8;

/** Whether the place whose cue starts at token `at` is where a work event or a work trip takes the writer (said before it). */
function workEventBefore(toks: readonly Tok[], at: number): boolean {
  for (let k = at - 1; k >= Math.max(0, at - FOR_WORK_REACH); k--) {
    const w = toks[k]?.w ?? '';
    if (FOR_WORK.has(w)) return true;
    if (BOUNDS.has(w) && !ordinalPeriod(toks, k)) return false;
    if (k >= at - REACH && isOccasion(toks, k)) return true;
  }
  return false;
}

/**
 * A fair or a show is also a festival the trip is for ("para la Feria de Abril"): said after the place, no stay of its own,
 * unless an indefinite article makes it one fair among others, a trade fair ("per una fiera", "por una feria", "numa feira").
 */
const FAIRS = new Set(['salon', 'feria', 'messe', 'fiera', 'feira', 'expo']);
const INDEFINITE = new Set(['a', 'an', 'un', 'une', 'una', 'uno', 'uma', 'ein', 'eine', 'einer', 'einem', 'numa', 'num']);
const tradeFair = (toks: readonly Tok[], k: number): boolean => FAIRS.has(toks[k]?.w ?? '') && INDEFINITE.has(toks[k - 1]?.w ?? '');

/** Whether the words right after a place (ending before token `end`) give an occasion that keeps the writer there. */
function occasionAfter(toks: readonly Tok[], end: number): boolean {
  const w = toks[end]?.w ?? '';
  if (FOR_WORK.has(w)) return true;
  if (!FOR.has(w)) return false;
  let k = end + 1;
  while (k < end + REACH && FILLERS.has(toks[k]?.w ?? '')) k++;
  return WORK.has(toks[k]?.w ?? '') || (isOccasion(toks, k) && (!FAIRS.has(toks[k]?.w ?? '') || tradeFair(toks, k)));
}

/** A move for work or study that a date may be said for ("transferred to Munich from September", "contratto di 2 anni"). */
const MOVE =
  /^(?:transferred|relocat\w*|posting|posted|contract|mutee?|mutation|traslad\w*|contrato|versetzt|umzug|trasferit[oa]|trasferimento|contratto|transferid[oa])$/;

/** Italian "è" and Portuguese "é" ("il mio compleanno è a marzo"), folded as "e" (and), join no clauses. */
const isVerbBe = (t: Tok | undefined): boolean => t?.w === 'e' && t.raw.toLowerCase() !== 'e';

/** "for", "zu", "pour", "para", "per": the trip is for the celebration named after it. */
const PURPOSE = new Set([...FOR, 'zu', 'pro']);
/** How far before a celebration its "for" may stand ("for our 25th wedding anniversary", "zu meinem 50. Geburtstag"). */
const PURPOSE_REACH = 5;

/**
 * A birthday or an anniversary named as the date's ("my birthday is in March", "il mio compleanno è a marzo"), not as what the
 * trip is for ("for my 40th birthday in March", "zu meinem 50. Geburtstag im Juni"), which makes its date the trip's.
 */
function celebratedApart(toks: readonly Tok[], k: number): boolean {
  if (!OCCASIONS.has((toks[k]?.w ?? '').replace(/'s$/, ''))) return false;
  for (let j = k - 1; j >= Math.max(0, k - PURPOSE_REACH); j--) {
    const w = toks[j]?.w ?? '';
    if (PURPOSE.has(w)) return false;
    if (CLAUSE_ENDS.has(w) && !ordinalPeriod(toks, j)) break;
  }
  return true;
}

/** How far before its date an occasion may be named ("la boda de mi hermano es el 20"). */
const DATE_REACH = 6;

/**
 * Whether the date from token `start` to `end` is an occasion's, a stay for work or a move's, said in its clause before it
 * ("a conference in Singapore 8-11 March", "la boda es el 16", "per lavoro fino al 9 marzo", "me trasladan a Múnich en
 * septiembre", "a semester in Barcelona from September") or right after it ("am 17. Juni auf der Hochzeit", "vom 14. bis 16.
 * Mai eine Konferenz", "ab Februar ein Auslandssemester").
 */
export function occasionDate(toks: readonly Tok[], start: number, end: number): boolean {
  const forWork = (k: number) => (WORK.has(toks[k]?.w ?? '') && FOR.has(toks[k - 1]?.w ?? '')) || FOR_WORK.has(toks[k]?.w ?? '') || MOVE.test(toks[k]?.w ?? '');
  // The word right before the date is its preposition ("on 1 July"), never the writer's "on".
  for (let k = start - 1; k >= Math.max(0, start - DATE_REACH); k--) {
    if (isVerbBe(toks[k])) continue;
    if ((k < start - 1 && BOUNDS.has(toks[k]?.w ?? '')) || (CLAUSE_ENDS.has(toks[k]?.w ?? '') && !ordinalPeriod(toks, k))) break;
    if (isOccasion(toks, k) || forWork(k) || celebratedApart(toks, k)) return true;
  }
  // After the date, "for" says the date is the journey to the occasion ("we fly on 7 September for a friend's wedding").
  for (let k = end; k < Math.min(toks.length, end + REACH); k++) {
    if ((CLAUSE_ENDS.has(toks[k]?.w ?? '') && !ordinalPeriod(toks, k)) || FOR.has(toks[k]?.w ?? '')) return false;
    if (isOccasion(toks, k) || MOVE.test(toks[k]?.w ?? '')) return true;
  }
  return false;
}

/** Whether the place from its cue (token `at`) to token `end` is where an occasion keeps the writer, said before or after it. */
export const occasionAt = (toks: readonly Tok[], at: number, end: number): boolean => workEventBefore(toks, at) || occasionAfter(toks, end);

/** "already", "déjà", "ya", "sowieso", "già", "já": the writer will be in the place anyway, before the trip asked for. */
const ALREADY = new Set(['already', 'anyway', 'deja', 'ya', 'sowieso', 'ohnehin', 'bereits', 'schon', 'gia', 'ja']);
/** Locatives of being in a place ("in Rome", "à Nice", "en Buenos Aires", "in Wien", "a Milano", "em Paris"). */
const IN = new Set(['in', 'at', 'a', 'en', 'au', 'aux', 'dans', 'em', 'no', 'na', 'im', 'am', 'nel', 'nella']);
const ALREADY_REACH = 6;

/** Whether the place starting at token `first`, after a locative, is where the writer says they will already be ("we'll already be in Rome"). */
export function alreadyThere(toks: readonly Tok[], first: number): boolean {
  let k = first - 1;
  while (k > 0 && FILLERS.has(toks[k]?.w ?? '') && !IN.has(toks[k]?.w ?? '')) k--;
  if (!IN.has(toks[k]?.w ?? '')) return false;
  for (let j = k - 1; j >= Math.max(0, k - ALREADY_REACH); j--) {
    const w = toks[j]?.w ?? '';
    if (ALREADY.has(w)) return true;
    if (w !== ',' && CLAUSE_ENDS.has(w)) return false;
  }
  return false;
}

/** "after", "après", "después de", "nach", "dopo", "depois de": the occasion named next is over when what follows begins. */
const AFTER = new Set(['after', 'following', 'apres', 'despues', 'nach', 'dopo', 'depois']);
/** Words between "after" and its occasion beyond the articles and possessives ("después de un", "depois do meu", "nach meiner"). */
const AFTER_LINKS = new Set(['de', 'del', 'do', 'da', 'dem', 'der', 'meiner', 'meinem', 'unserer', 'unserem', "d'"]);
/** How many words (a kind of event: "trade", "medical") may stand between the occasion and its locative. */
const OCCASION_SPAN = 2;

/**
 * Whether the place starting at token `first` is where an occasion is held that is over before the trip asked for begins
 * ("after my conference in Houston", "après mon colloque à Genève", "nach meiner Messe in Mailand", "depois do meu congresso
 * em Recife"): the writer is there when the trip starts, whatever way home is named.
 */
export function occasionOverAt(toks: readonly Tok[], first: number): boolean {
  const at = (k: number) => toks[k]?.w ?? '';
  if (!IN.has(at(first - 1))) return false;
  for (let j = first - 2; j >= Math.max(0, first - 2 - OCCASION_SPAN); j--) {
    if (!isOccasion(toks, j)) continue;
    let a = j - 1;
    while (a > 0 && (FILLERS.has(at(a)) || AFTER_LINKS.has(at(a)))) a--;
    return AFTER.has(at(a));
  }
  return false;
}

/** The writer being somewhere, now or to come ("I am", "je serai", "estaremos", "ich bin", "sarò", "estarei"). */
const WRITER_IS: Record<Lang, ReadonlySet<string>> = {
  en: new Set(["i'm", 'im', 'am', "we're", "i'll", "we'll", 'be']),
  fr: new Set(['suis', 'sommes', 'serai', 'serons', 'sera']),
  es: new Set(['estoy', 'estamos', 'estare', 'estaremos']),
  de: new Set(['bin', 'sind', 'werde', 'werden']),
  it: new Set(['sono', 'siamo', 'saro', 'saremo']),
  pt: new Set(['estou', 'estamos', 'estarei', 'estaremos']),
};

/**
 * Whether the statement before the place at token `first` says the writer is or will be there until a day ("ich bin bis
 * Freitag beruflich in Mailand", "sarò a Monaco per lavoro fino a venerdì", "I'm in Madrid until the 5th"): the trip asked
 * for begins where that stay ends.
 */
export function staysUntil(toks: readonly Tok[], first: number, lang: Lang): boolean {
  const [s, e] = statementAround(toks, first);
  const words = toks.slice(s, e).map((t) => t.w);
  return words.slice(0, first - s).some((w) => WRITER_IS[lang].has(w)) && words.some((w) => UNTIL.has(w));
}
