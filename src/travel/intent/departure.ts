import type { Lang } from './language.js';
import { beforeAside, type Tok } from './tokens.js';

/**
 * Words that say where the traveller leaves from when no fixed phrase does: a verb of leaving in any
 * of its forms followed by a "from" word ("nous partirions de Lausanne", "salen de Bogotá",
 * "saímos do Porto", "partiamo da Roma"), and the people the request speaks for being "from" a
 * place ("somos dois casais de Coimbra", "nous sommes de Lyon"). Verb forms are matched by the
 * conjugation patterns of each language, not listed phrase by phrase.
 */
export const LEAVE_VERBS: Record<Lang, RegExp> = {
  en: /^(?:leav(?:e|es|ing)|left|depart(?:s|ing|ed|ure)?|fl(?:y|ying|ies|ew|ight|ights)|set(?:ting)? off)$/,
  fr: /^(?:pars|part(?:ir\w*|ons|ez|ent|ant|i|ie|is|it|ira\w*|iron\w*|irai\w*)?|quitt\w*|decoll\w*|depart|vol(?:s|ons|er|ant)?)$/,
  es: /^(?:sal(?:go|e|es|en|imos|ir|iendo|ida|dre\w*|dria\w*)|part(?:o|en|imos|ir|iendo|ida|ire\w*|iria\w*)|despeg\w*|arranc\w*|vol(?:amos|ar|ando)|vuel(?:o|os|a|an))$/,
  de: /^(?:abflug|abreise|anreise|start(?:en|e|et)?|losfahren|abfahrt|flieg(?:e|en|t)|flug|fluge)$/,
  it: /^(?:part(?:o|e|iamo|ono|ire|endo|enza|ite|ira\w*|ire\w*)|lasci\w*|vol(?:o|i|iamo|are|ando))$/,
  pt: /^(?:sa(?:io|i|imos|em|ir|indo|ida|ire\w*|iria\w*)|part(?:o|e|imos|em|ir|indo|ida|ire\w*|iria\w*)|vo(?:o|os|amos|ar|ando))$/,
};
/**
 * Stems of the verbs and nouns of arriving in the six languages ("chegamos", "llegamos", "arriviamo", "nous arrivons",
 * "wir kommen ... an", "landing"): arriving from a place starts the trip there as leaving it does, and a date after them is
 * the trip's start (date-words.ts).
 */
export const ARRIVAL_STEMS: readonly string[] = ['arriv', 'lleg', 'cheg', 'land', 'aterr', 'atterr', 'ankunft', 'ankomm'];

/** A verb of leaving, or of arriving, which says where the traveller comes from when a "from" word follows. */
export const movesFrom = (w: string, lang: Lang): boolean => LEAVE_VERBS[lang].test(w) || LEAVE_VERBS.en.test(w) || ARRIVAL_STEMS.some((s) => w.startsWith(s));

/** "From" words after a verb of leaving or arriving; chat writes "de" as "d" ("salimos d zaragoza", "saímos d recife"). */
export const FROM: Record<Lang, ReadonlySet<string>> = {
  en: new Set(['from']),
  fr: new Set(['de', 'du', "d'", 'des', 'depuis']),
  es: new Set(['de', 'd', 'del', 'desde']),
  de: new Set(['von', 'ab', 'aus']),
  it: new Set(['da', 'dal', 'dalla', 'dai', 'dallo', "dall'"]),
  pt: new Set(['de', 'd', 'do', 'da', 'dos', 'das', 'desde']),
};
/** "We are ... from X": the party's home, where the trip starts when it goes somewhere else. */
const WE_ARE = new Set([
  'somos',
  'sommes',
  'siamo',
  'sind',
  'sou',
  'soy',
  'sono',
  'suis',
  'viens',
  'venimos',
  'vengo',
  'venho',
  'vivo',
  'moro',
  'habite',
  'habitons',
  'wohne',
  'wohnen',
  'abito',
  'abitiamo',
]);
const CLAUSE_END = new Set(['.', ';', '!', '?', ':', ',']);

/** Words a verb of leaving may stand apart from its "from" word by: a time or a way of travelling ("départ vendredi matin de Montréal", "Anreise mit dem Auto aus Klagenfurt"). */
const LEAVE_GAP = 4;

/** A verb of leaving or arriving shortly before the "from" word at `at`, in the same clause ("on part demain de Lyon", "chegamos de Luanda"). */
export function leavesFrom(toks: readonly Tok[], at: number, lang: Lang): boolean {
  const from = toks[at]?.w ?? '';
  if (!FROM[lang].has(from) && !FROM.en.has(from)) return false;
  for (let k = at - 1; k >= Math.max(0, at - LEAVE_GAP); k--) {
    const w = toks[k]?.w ?? '';
    if (movesFrom(w, lang)) return true;
    if (CLAUSE_END.has(w)) return false;
  }
  return false;
}

/** Italian says where people are from with "di" ("siamo di Rimini", "cinque amici di Milano"), not with the "da" of leaving. */
const PARTY_FROM: Partial<Record<Lang, ReadonlySet<string>>> = { it: new Set(['di', 'da', 'dal', 'dalla']) };

/** "somos dois casais de Coimbra", "nous sommes de Lyon", "siamo due coppie di Verona": the "from" word at `at` says where the party lives. */
export function partyFrom(toks: readonly Tok[], at: number, lang: Lang): boolean {
  if (!(PARTY_FROM[lang] ?? FROM[lang]).has(toks[at]?.w ?? '')) return false;
  // "Somos dois, de Braga": the party's count may stand in its own comma-set phrase before the "from".
  const before = toks[at - 1]?.w === ',' ? at - 1 : at;
  // A bracketed aside stands apart ("Somos seis (quatro adultos e dois miúdos) de Braga").
  for (let k = beforeAside(toks, before - 1), n = 0; k >= 0 && n < 5; k = beforeAside(toks, k - 1), n++) {
    const w = toks[k]?.w ?? '';
    if (CLAUSE_END.has(w)) return false;
    // Spoken French says "we are" as "on est" ("on est de Sherbrooke").
    if (WE_ARE.has(w) || (w === 'est' && toks[k - 1]?.w === 'on')) return true;
  }
  return false;
}

/** Words that ask for somewhere else than where the traveller is ("I'm in London and want somewhere sunny"). */
const ELSEWHERE = new Set([
  'somewhere',
  'anywhere',
  'elsewhere',
  'getaway',
  'escape',
  'ailleurs',
  'evader',
  'escapada',
  'escapar',
  'irgendwo',
  'woanders',
  'altrove',
  'scappare',
  'fugir',
  'escapadinha',
]);
/** Words that ask for it only after one of these ("quelque part", "algún lugar", "qualche parte", "outro lugar"). */
const ELSEWHERE_AFTER = new Map<string, ReadonlySet<string>>([
  ['part', new Set(['quelque', 'autre'])],
  ['parte', new Set(['qualche', 'altra', 'alguna', 'otra', 'outra', 'qualquer', 'cualquier'])],
  ['lugar', new Set(['algun', 'otro', 'algum', 'outro', 'qualquer', 'cualquier'])],
  ['sitio', new Set(['algun', 'otro'])],
]);

/** Token i is the noun of "quelque part", "qualche parte", "algún lugar": somewhere, not a verb ("il part") or a share. */
export const elsewhereNounAt = (toks: readonly Tok[], i: number): boolean => ELSEWHERE_AFTER.get(toks[i]?.w ?? '')?.has(toks[i - 1]?.w ?? '') ?? false;

export function asksForElsewhere(toks: readonly Tok[]): boolean {
  return toks.some((t, i) => ELSEWHERE.has(t.w) || elsewhereNounAt(toks, i));
}

/** Locative words that place a home in its town ("my parents' place in Lyon", "chez ma sœur à Nantes", "casa de mis padres en Córdoba"). */
const LOCATIVE = new Set(['in', 'at', 'a', 'en', 'em', 'no', 'na', 'bei']);
/** Nouns of a home or a lodging ("place", "chez", "casa", "Wohnung"): where someone stays, which a "from" word can govern. */
const HOME_NOUNS = new Set(
  'place house home flat apartment hotel chez maison appartement casa piso departamento apartamento haus wohnung appartamento albergo'.split(' '),
);
/** Words inside a noun phrase of someone's home: linking words and the English possessive ("my parents' place", "casa de mis padres"). */
const HOME_LINKS = new Set(["'", 's', "'s", 'of', 'de', 'del', 'des', 'du', 'di', 'dei', 'della', 'da', 'do', 'dos', 'das', 'von', 'der']);
/** How many words a home's noun phrase may run to between its "from" word and its locative. */
const HOME_PHRASE = 6;

/**
 * "from my parents' place in Lyon", "depuis chez mes parents à Lyon", "desde casa de mis padres en Córdoba", "dalla casa dei
 * miei a Bari", "saindo da casa da minha mãe em Braga": the place in a home's noun phrase that a "from" word governs is where
 * the trip starts. `locative` is the token before the place; `originCueEnd(k)` tells whether a cue of leaving ends at token k;
 * `personWord(w)` whether w is a determiner, possessive or noun of a person.
 */
export function fromSomeonesHome(toks: readonly Tok[], locative: number, originCueEnd: (k: number) => boolean, personWord: (w: string) => boolean): boolean {
  if (!LOCATIVE.has(toks[locative]?.w ?? '')) return false;
  let home = false;
  for (let k = locative - 1; k >= Math.max(0, locative - HOME_PHRASE); k--) {
    // "my sister's flat": the possessive may be written onto the noun.
    const raw = toks[k]?.w ?? '';
    const w = raw.endsWith("'s") ? raw.slice(0, -2) : raw;
    if (home && originCueEnd(k + 1)) return true;
    if (HOME_NOUNS.has(w)) home = true;
    else if (!personWord(w) && !HOME_LINKS.has(w)) return false;
  }
  return false;
}
