import type { Lang } from './language.js';
import { PhraseIndex, type Tok } from './tokens.js';

/** Verbs that rule a place out, in any of their forms ("Evitiamo Palermo", "Escludono la Costa Smeralda", "we'd skip Ibiza", "lo descartamos"). */
export const EXCLUDING: Record<Lang, RegExp> = {
  en: /^(?:avoid\w*|exclud\w*|skip\w*)$/,
  fr: /^(?:evit\w*|exclu\w*)$/,
  es: /^(?:evit\w*|exclu\w*|descart\w*)$/,
  de: /^(?:vermeid\w*|meid\w*|ausschl\w*|ausgeschlossen)$/,
  it: /^(?:evit\w*|esclud\w*|esclus\w*|scart\w*)$/,
  pt: /^(?:evit\w*|exclu\w*|descart\w*)$/,
};

/**
 * Predicates of refusing: idioms and verbs that rule their place out, as its object ("steer clear of
 * X", "hors de question d'aller à X", "paso de X", "nem pensar em X") or as its topic ("X is ruled
 * out", "X, très peu pour nous", "X lo descartamos", "X kommt nicht in Frage", "X la lasciamo
 * perdere", "X está fora de questão"). Folded, in the six languages.
 */
const REFUSING_PHRASES: Record<Lang, string> = {
  en: 'ruled out|rule out|rules out|off the table|off the list|off our list|out of the question|no way|a no-go|no-go|not an option|vetoed|veto|steer clear of|stay away from|crossed off|cross off|had enough of|fed up with|sick of|done with|not for us|never again',
  fr: 'hors de question|pas question|tres peu pour nous|tres peu pour moi|ne nous dit rien|ne me dit rien|ne nous tente pas|ne me tente pas|on oublie|on a deja donne|deja donne|on zappe|on raye|marre de|plus jamais|ras le bol de|exclu|exclue',
  es: 'paso de|pasamos de|ni hablar|ni loco|ni locos|ni de broma|harto|harta|hartos|hartas|olvidate de|no nos apetece|no me apetece|ya no|nunca mas|fuera de cuestion',
  de: 'kommt nicht in frage|kommt nicht infrage|kommt nicht mehr in frage|fallt flach|fallt weg|scheidet aus|genug von|haben genug|keine lust auf|nie wieder|bloss nicht|auf keinen fall|lieber nicht|streichen wir|gestrichen',
  it: 'lasciamo perdere|lascio perdere|lasciamo stare|non se ne parla|niente da fare|mai piu|basta|non ci interessa|non mi interessa|non ci attira|non mi attira',
  pt: 'nao da|nem pensar|nem pensar em|nem quero ouvir falar de|nem ouvir falar de|fora de questao|dispenso|dispensamos|chega de|ja cansou|cansou|nunca mais|sem chance|tirando',
};
/** One index per language: a word that refuses in one language is ordinary in another ("basta" in English text). */
const REFUSING = Object.fromEntries(
  Object.entries(REFUSING_PHRASES).map(([lang, phrases]) => {
    const index = new PhraseIndex<true>();
    for (const phrase of phrases.split('|')) index.add(phrase, true);
    return [lang, index];
  }),
) as Record<Lang, PhraseIndex<true>>;

/** Where a clause ends: a refusal in another clause is about something else. */
const CLAUSE_END = new Set(['.', ';', '!', '?', ':', '(', ')', 'but', 'mais', 'pero', 'aber', 'ma', 'mas', 'sondern', 'sino', 'then', 'instead']);
/** A negation right before a refusal turns it round (litotes: "not vetoed", "nicht gestrichen"). */
const NEGATIONS = new Set(['not', "n'", 'ne', 'pas', 'no', 'nicht', 'non', 'nao']);
const BEFORE_GAP = 4;
const AFTER_GAP = 3;

/** A verb of excluding in the request's language or in English, as requests mix them ("Edinburgh können wir skippen"). */
export const excludingVerb = (w: string, lang: Lang): boolean => EXCLUDING[lang].test(w) || EXCLUDING.en.test(w);

const refusalAt = (toks: readonly Tok[], k: number, lang: Lang): number | null => {
  const hit = REFUSING[lang].at(toks, k);
  if (hit) return hit.end;
  return excludingVerb(toks[k]?.w ?? '', lang) ? k + 1 : null;
};

/**
 * Whether a refusing predicate of the place's own clause rules it out: one ending at most four words
 * before the place with no comma, clause end or other place between ("crossed off Vienna", "pas
 * question d'aller à X"), or one starting at most three words after it, past at most a comma right
 * after the place ("X is ruled out", "X, très peu pour nous", "X lo descartamos"). `placeAt` says
 * whether another place starts at a token, `opensLine` whether a token opens a line of the request: a line
 * ends its clause, as a list's items are phrases of their own ("- max 4k excluding flights" / "- fly from
 * Bristol"). A negated refusal ("not vetoed") rules nothing out.
 */
export function refusedInClause(
  toks: readonly Tok[],
  first: number,
  last: number,
  lang: Lang,
  placeAt: (i: number) => boolean,
  opensLine: (i: number) => boolean,
): boolean {
  const negated = (k: number) => NEGATIONS.has(toks[k - 1]?.w ?? '') && !NEGATIONS.has(toks[k]?.w ?? '');
  for (let k = first - 1; k >= Math.max(0, first - BEFORE_GAP - 4); k--) {
    const w = toks[k]?.w ?? '';
    if (CLAUSE_END.has(w) || w === ',' || placeAt(k) || opensLine(k + 1)) break;
    const end = refusalAt(toks, k, lang);
    if (end !== null && end <= first && first - end <= BEFORE_GAP && !negated(k)) return true;
  }
  let k = last;
  if (toks[k]?.w === ',') k++;
  for (const start = k; k < Math.min(toks.length, start + AFTER_GAP + 1); k++) {
    const w = toks[k]?.w ?? '';
    if (CLAUSE_END.has(w) || w === ',' || placeAt(k) || opensLine(k)) return false;
    const end = refusalAt(toks, k, lang);
    if (end !== null && !negated(k)) return !objectAfter(toks, end, lang, placeAt, opensLine);
  }
  return false;
}

const ARTICLES = new Set(['the', 'a', 'an', 'la', 'le', 'les', "l'", 'el', 'los', 'las', 'il', 'lo', 'o', 'os', 'as', 'der', 'die', 'das']);

/**
 * A refusal followed by a place of its own clause, or by a name (a capitalised word outside German),
 * refuses that ("Dublin, skipping Cork"), not the place before it.
 */
function objectAfter(toks: readonly Tok[], end: number, lang: Lang, placeAt: (i: number) => boolean, opensLine: (i: number) => boolean): boolean {
  let n = end;
  while (ARTICLES.has(toks[n]?.w ?? '')) n++;
  if (lang !== 'de' && toks[n]?.kind === 'word' && toks[n]?.cap && !opensLine(n)) return true;
  for (let j = end; j < Math.min(toks.length, end + BEFORE_GAP + 1); j++) {
    const w = toks[j]?.w ?? '';
    if (CLAUSE_END.has(w) || w === ',' || opensLine(j)) return false;
    if (placeAt(j)) return true;
  }
  return false;
}

/**
 * Words that negate what follows them in their clause, in the six languages (folded): particles, which also negate
 * what comes before them when they close a clause ("Berlín no,", "wir fliegen nicht."), and words that only
 * negate what follows (prepositions, verbs and pronouns of refusal: "sans", "avoid", "niente"; "en plus" adds). Each
 * language reads its own and the English ones; Portuguese "no" is "in the" and Italian "mai" a month in German, so
 * neither is read outside its language.
 */
const PARTICLES: Record<Lang, string> = {
  en: 'no not never nope',
  fr: 'pas jamais non ni',
  es: 'no nunca ni tampoco',
  de: 'nicht nie niemals',
  it: 'no non mai',
  pt: 'nao nem nunca',
};
const FORWARD: Record<Lang, string> = {
  en: 'without avoid avoiding nothing',
  fr: 'sans aucun aucune eviter plus',
  es: 'sin nada evitar',
  de: 'kein keine keinen keiner ohne vermeiden',
  it: 'niente senza evitare ne',
  pt: 'sem nada evitar',
};
const wordsOf = (table: Record<Lang, string>) =>
  Object.fromEntries(
    Object.entries(table).map(([lang, words]) => [lang, new Set([...words.split(' '), ...table.en.split(' ')].filter((w) => !(lang === 'pt' && w === 'no')))]),
  ) as Record<Lang, Set<string>>;
const PARTICLE_WORDS = wordsOf(PARTICLES);
const FORWARD_WORDS = wordsOf(FORWARD);
/** Whether a token is a negating particle of `lang`: it may close a clause and negate what stands before it. */
export const negatingParticle = (w: string, lang: Lang): boolean => PARTICLE_WORDS[lang].has(w) || (lang === 'en' && w.endsWith("n't"));
/** Whether a token negates what follows it in `lang` ("don't", "isn't" and the like in English). */
export const negates = (w: string, lang: Lang): boolean => negatingParticle(w, lang) || FORWARD_WORDS[lang].has(w);
/**
 * Particles read in any language where they close a clause right after a place ("Cancún nem", "Berlín no."): a short
 * request is often taken for another language. Italian "mai" is left out: it closes "im Mai." as a month.
 */
const CLOSING_ANYWHERE = new Set(
  Object.values(PARTICLES)
    .flatMap((words) => words.split(' '))
    .filter((w) => w !== 'mai'),
);
/** Whether a token closing a clause negates what stands before it ("Berlín no, que ya lo conocemos", "wir nicht."). */
export const closingNegation = (w: string, lang: Lang): boolean => negatingParticle(w, lang) || CLOSING_ANYWHERE.has(w);

/** How far back a negation may stand from what it negates, and how far after it in a clause it closes ("wir fliegen nicht"). */
const NEGATION_REACH = 5;
const CLOSING_REACH = 2;

/**
 * The negation whose scope holds the words [first, last) of one clause, as the index of its first
 * word, or -1: a negating word before them with only words `crossable` (verbs of wanting and going,
 * articles, means) between ("no quiero volar", "sans l'avion", "nicht mit dem Flugzeug"); a refusing
 * predicate of the clause ("flying is out of the question", "plus jamais l'avion"); or a negating
 * particle closing the clause right after them ("wir fliegen nicht", "l'avion jamais"; not "no",
 * which as often opens the next phrase), as roles.ts reads a place ruled out before such a particle.
 * `crossable` is the reader's own: what may stand between depends on what is negated.
 */
export function negationOver(toks: readonly Tok[], first: number, last: number, lang: Lang, crossable: (w: string) => boolean): number {
  for (let k = first - 1; k >= 0 && k >= first - NEGATION_REACH; k--) {
    const t = toks[k] as Tok;
    if (t.kind === 'punct') break;
    if (negates(t.w, lang)) return k;
    if (!crossable(t.w)) break;
  }
  for (let k = last; k < Math.min(toks.length, last + CLOSING_REACH); k++) {
    const t = toks[k] as Tok;
    if (t.kind === 'punct') break;
    if (negatingParticle(t.w, lang) && t.w !== 'no') return k;
  }
  // Read by tokens alone, the negation of a single word has no place beside it and no lines to cross.
  const none = () => false;
  return refusedInClause(toks, first, last, lang, none, none) ? first : -1;
}
