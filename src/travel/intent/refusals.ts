import { AND, CONTRAST } from './clause-words.js';
import { STATEMENT_END } from './sentences.js';
import type { Lang } from './language.js';
import { refusingVerbEnd } from './refusal-verbs.js';
import { fold } from './text.js';
import { PhraseIndex, type Tok } from './tokens.js';

/** Verbs that rule a place or a theme out, in any of their forms ("Evitiamo Palermo", "we'd skip Ibiza", "lo descartamos", "odio il caldo"). */
export const EXCLUDING: Record<Lang, RegExp> = {
  en: /^(?:avoid\w*|exclud\w*|skip\w*|scrap\w*|ditch\w*|nix|hate|hates)$/,
  fr: /^(?:evit\w*|exclu\w*|supprim\w*|annul\w*|detest\w*)$/,
  es: /^(?:evit\w*|exclu\w*|descart\w*|quit(?:a|ad|en|ar|amos|ado|ada|ados|adas)|elimin\w*|odi(?:o|amos|an))$/,
  de: /^(?:vermeid\w*|meid\w*|ausschl\w*|ausgeschlossen|streich\w*|hass\w*)$/,
  it: /^(?:evit\w*|esclud\w*|esclus\w*|scart\w*|togli\w*|tolt[oaie]|cancell\w*|odi(?:o|amo|are))$/,
  pt: /^(?:evit\w*|exclu\w*|descart\w*|odei\w*|odi(?:amos|ar))$/,
};

/**
 * Predicates of refusing: idioms and verbs that rule their place out, as its object ("steer clear of
 * X", "hors de question d'aller à X", "paso de X", "nem pensar em X") or as its topic ("X is ruled
 * out", "X, très peu pour nous", "X lo descartamos", "X kommt nicht in Frage", "X la lasciamo
 * perdere", "X está fora de questão"). Folded, in the six languages.
 */
const REFUSING_PHRASES: Record<Lang, string> = {
  en: "no thanks|no thank you|ruled out|rule out|rules out|off the table|off the list|off our list|out of the question|no way|a no-go|no-go|not an option|vetoed|veto|steer clear of|stay away from|crossed off|cross off|had enough of|fed up with|sick of|done with|not for us|never again|not again|no longer|not anymore|forget about|is out|are out|dropped|not interested in|does not interest|doesn't interest|doesn't appeal|does not appeal|don't fancy|not our thing|not my thing",
  fr: "plus maintenant|non merci|hors de question|pas question|plus question|tres peu pour nous|tres peu pour moi|ne nous dit rien|ne me dit rien|ne nous tente pas|ne me tente pas|ne nous interesse pas|ne m'interesse pas|on oublie|oubliez|oublions|laisse tomber|laissez tomber|on laisse tomber|c'est non|on a deja donne|deja donne|on zappe|on raye|marre de|plus jamais|ras le bol de|exclu|exclue|ne nous attire pas|ne m'attire pas|ne nous attire plus|ne nous plait pas|ne me plait pas|ne nous emballe pas",
  es: 'no gracias|paso de|pasamos de|ni hablar|ni loco|ni locos|ni de broma|ni de cona|harto|harta|hartos|hartas|olvidate de|olvidalo|olvidad|no nos apetece|no me apetece|no nos interesa|no me interesa|ya no|nunca mas|otra vez no|fuera de cuestion|queda fuera|quedan fuera|esta fuera|estan fuera|descartado|descartada|no nos atrae|no me atrae|no nos llama|no me llama|no nos convence|no me convence',
  de: 'nicht mehr|nein danke|kommt nicht in frage|kommt nicht infrage|kommt nicht mehr in frage|fallt flach|fallt weg|fallt raus|ist raus|sind raus|scheidet aus|genug von|haben genug|keine lust auf|nie wieder|nicht nochmal|nicht schon wieder|bloss nicht|auf keinen fall|lieber nicht|streichen wir|gestrichen|vergesst|vergiss|interessiert uns nicht|interessiert mich nicht|reizt uns nicht|reizt mich nicht|spricht uns nicht an|spricht mich nicht an|gefallt uns nicht|gefallt mir nicht',
  it: 'non piu|no grazie|lasciamo perdere|lascio perdere|lasciamo stare|non se ne parla|niente da fare|mai piu|basta|non ci interessa|non mi interessa|non ci attira|non mi attira|e fuori|sono fuori|fuori discussione|fuori questione|scordiamoci|dimentichiamo|non ci convince|non mi convince|non ci piace|non mi piace',
  pt: 'ja nao|nao obrigado|nao obrigada|nao da|nem pensar|nem pensar em|nem quero ouvir falar de|nem ouvir falar de|fora de questao|dispenso|dispensamos|chega de|ja cansou|cansou|nunca mais|sem chance|tirando|esta fora|ta fora|fica fora|ficou fora|nao nos interessa|nao me interessa|de novo nao|esquece|esquecam|nao nos atrai|nao me atrai|nao nos convence|nao me convence|nao curtimos',
};
/**
 * Verdicts of unsuitability that rule out what they are said of: a word of excess before an adjective of
 * cost or distance ("too expensive", "trop loin", "demasiado caro", "zu teuer", "troppo cara", "longe
 * demais"), a verb of costing too much, a superlative of cost ("carísimo") or going over the budget.
 * Their topic may stand further back in the clause ("der Vorschlag mit Kreta für 4.200 € ist uns zu teuer").
 * Only excess refuses: a plain intensifier ("very", "très", "muy", "sehr", "molto", "muito") says how
 * dear a place is, which a traveller may still choose.
 */
const DEGREE: Record<Lang, string[]> = {
  en: ['too'],
  fr: ['trop'],
  es: ['demasiado'],
  de: ['zu'],
  it: ['troppo'],
  pt: ['demasiado'],
};
/** Words of excess written after their adjective ("caro demais", "longe demais"). */
const DEGREE_AFTER: Record<Lang, string[]> = { en: [], fr: [], es: [], de: [], it: [], pt: ['demais'] };
const UNSUITABLE: Record<Lang, string[]> = {
  en: ['expensive', 'pricey', 'costly', 'dear', 'far', 'far away', 'touristy', 'crowded'],
  fr: ['cher', 'chere', 'chers', 'cheres', 'couteux', 'couteuse', 'loin', 'touristique', 'bonde', 'bondee'],
  es: ['caro', 'cara', 'caros', 'caras', 'costoso', 'costosa', 'lejos', 'turistico', 'turistica', 'masificado', 'masificada'],
  de: ['teuer', 'weit', 'weit weg', 'touristisch', 'uberlaufen', 'kostspielig'],
  it: ['caro', 'cara', 'cari', 'care', 'costoso', 'costosa', 'lontano', 'lontana', 'turistico', 'turistica', 'affollato', 'affollata'],
  pt: ['caro', 'cara', 'caros', 'caras', 'longe', 'turistico', 'turistica', 'lotado', 'lotada'],
};
const VERDICTS: Record<Lang, string> = {
  en: 'costs too much|cost too much|over budget|over our budget|out of our budget|beyond our budget|way over',
  fr: 'coute trop|coute trop cher|hors de prix|hors budget|hors de notre budget|au dessus de notre budget',
  es: 'cuesta demasiado|carisimo|carisima|carisimos|carisimas|fuera de presupuesto|fuera de nuestro presupuesto|se nos va de presupuesto|se sale del presupuesto',
  de: 'kostet zu viel|uber budget|uber unserem budget|sprengt das budget|sprengt unser budget',
  it: 'costa troppo|carissimo|carissima|fuori budget|fuori dal budget|fuori dal nostro budget|sopra il budget',
  pt: 'custa demais|carissimo|carissima|fora do orcamento|acima do orcamento|estoura o orcamento',
};
/** How far after its topic a predicate may stand: idioms close to it, verdicts anywhere in its clause. */
type Reach = 'near' | 'clause';
/** One index per language: a word that refuses in one language is ordinary in another ("basta" in English text). */
const REFUSING = Object.fromEntries(
  Object.entries(REFUSING_PHRASES).map(([key, phrases]) => {
    const lang = key as Lang;
    const index = new PhraseIndex<Reach>();
    for (const phrase of phrases.split('|')) index.add(phrase, 'near');
    for (const phrase of VERDICTS[lang].split('|')) index.add(phrase, 'clause');
    for (const degree of DEGREE[lang]) for (const adjective of UNSUITABLE[lang]) index.add(`${degree} ${adjective}`, 'clause');
    for (const degree of DEGREE_AFTER[lang]) for (const adjective of UNSUITABLE[lang]) index.add(`${adjective} ${degree}`, 'clause');
    return [lang, index];
  }),
) as Record<Lang, PhraseIndex<Reach>>;

/**
 * Words after a verdict by which the traveller keeps the place all the same ("too expensive but we want it anyway",
 * "molto cara ma ci andiamo lo stesso", "très cher mais on y tient"). Folded, in the six languages.
 */
const CONCEDING: Record<Lang, string> = {
  en: 'anyway|anyways|still|regardless|all the same|even so|nonetheless|nevertheless|worth it',
  fr: 'quand meme|tout de meme|malgre tout|malgre ca|y tient|y tiens|y tenons|vaut le coup',
  es: 'igual|igualmente|de todos modos|de todas formas|aun asi|vale la pena',
  de: 'trotzdem|dennoch|egal|lohnt sich',
  it: 'lo stesso|comunque|ugualmente|ci teniamo|ci tengo|vale la pena',
  pt: 'mesmo assim|assim mesmo|ainda assim|de qualquer forma|de qualquer jeito|vale a pena|fazemos questao',
};
const CONCEDED = Object.fromEntries(
  Object.entries(CONCEDING).map(([lang, phrases]) => {
    const index = new PhraseIndex<true>();
    for (const phrase of phrases.split('|')) index.add(phrase, true);
    return [lang, index];
  }),
) as Record<Lang, PhraseIndex<true>>;
/** Answers that deny a verdict put as a question ("too expensive? No, it's fine"). */
const DENYING_ANSWERS = new Set(['no', 'non', 'nein', 'nao', 'nope']);
/** How far after its verdict a concession may stand in its sentence. */
const CONCESSION_REACH = 10;

/**
 * Whether a verdict ending at `end` is taken back: by a concession later in its sentence with no other place between
 * ("zu teuer, aber wir wollen trotzdem hin"), or, put as a question, by a denying answer right after it ("trop cher ?
 * Non, ça va").
 */
function withdrawn(toks: readonly Tok[], end: number, lang: Lang, placeAt: (i: number) => boolean): boolean {
  if (toks[end]?.w === '?') return DENYING_ANSWERS.has(toks[end + 1]?.w ?? '');
  for (let k = end; k < Math.min(toks.length, end + CONCESSION_REACH); k++) {
    if (STATEMENT_END.has(toks[k]?.w ?? '') || placeAt(k)) return false;
    if (CONCEDED[lang].at(toks, k) || CONCEDED.en.at(toks, k)) return true;
  }
  return false;
}

/** Where a clause ends: a refusal in another clause is about something else. */
const CLAUSE_END = new Set(['.', ';', '!', '?', ':', '(', ')', 'but', 'mais', 'pero', 'aber', 'ma', 'mas', 'sondern', 'sino', 'then', 'instead']);
/** Negating words that turn a refusal right after them round (litotes: "not vetoed", "nicht gestrichen"). */
const NEGATIONS = new Set(['not', "n'", 'ne', 'pas', 'no', 'nicht', 'non', 'nao']);
/** Where the clause after a place's own begins. */
const NEXT_CLAUSE = new Set(['.', ';', '!', '?', ',', '(']);
const BEFORE_GAP = 4;
const AFTER_GAP = 3;
/** How far after its place a verdict may stand in its clause. */
const CLAUSE_REACH = 8;
/** How long a parenthesis a clause's predicate may be read past. */
const ASIDE = 8;

/** A verb of excluding in the request's language or in English, as requests mix them ("Edinburgh können wir skippen"). */
export const excludingVerb = (w: string, lang: Lang): boolean => EXCLUDING[lang].test(w) || EXCLUDING.en.test(w);

interface Refusal {
  end: number;
  reach: Reach;
}

/** A refusing idiom, verdict or verb starting at token k: a verb of the wordnet (refusal-verbs.ts) or of the hand list. */
const refusalAt = (toks: readonly Tok[], k: number, lang: Lang): Refusal | null => {
  const hit = REFUSING[lang].at(toks, k);
  if (hit) return { end: hit.end, reach: hit.value };
  const verb = refusingVerbEnd(toks, k, lang);
  if (verb >= 0) return { end: verb, reach: 'near' };
  return excludingVerb(toks[k]?.w ?? '', lang) ? { end: k + 1, reach: 'near' } : null;
};

/** Whether the words [first, last) lie inside a refusing idiom ("ni de coña"): they are part of the idiom, not a place. */
export function insideRefusal(toks: readonly Tok[], first: number, last: number, lang: Lang): boolean {
  for (let k = Math.max(0, first - PHRASE_WORDS); k < first; k++) {
    const hit = REFUSING[lang].at(toks, k);
    if (hit && hit.end >= last) return true;
  }
  return false;
}

/** A negation right before a refusal turns it round ("not vetoed", "isn't too far"). */
const negatedAt = (toks: readonly Tok[], k: number) => {
  const before = toks[k - 1]?.w ?? '';
  return (NEGATIONS.has(before) || before.endsWith("n't")) && !NEGATIONS.has(toks[k]?.w ?? '');
};

/** The token after a parenthesis opened at k that names no place ("Kreta (4.200 €) ist zu teuer"), or k when there is none. */
function pastAside(toks: readonly Tok[], k: number, placeAt: (i: number) => boolean): number {
  if (toks[k]?.w !== '(') return k;
  for (let j = k + 1; j < Math.min(toks.length, k + ASIDE); j++) {
    if (placeAt(j)) return k;
    if (toks[j]?.w === ')') return j + 1;
  }
  return k;
}

/** How many words a refusing phrase before its place may have, and how many words may stand between them. */
const PHRASE_WORDS = 4;

/**
 * A refusing idiom or verb ending at most BEFORE_GAP words before the place, in its clause ("crossed off Vienna", "pas question
 * d'aller à X"), or a German split verb whose bracket holds the place ("wir lassen München diesmal aus").
 */
function refusedBefore(
  toks: readonly Tok[],
  first: number,
  last: number,
  lang: Lang,
  placeAt: (i: number) => boolean,
  opensLine: (i: number) => boolean,
): boolean {
  for (let k = first - 1; k >= Math.max(0, first - BEFORE_GAP - PHRASE_WORDS); k--) {
    const w = toks[k]?.w ?? '';
    if (CLAUSE_END.has(w) || w === ',' || placeAt(k) || opensLine(k + 1)) return false;
    const r = refusalAt(toks, k, lang);
    if (r === null || r.reach !== 'near' || negatedAt(toks, k)) continue;
    if ((r.end <= first && first - r.end <= BEFORE_GAP) || r.end > last) return true;
  }
  return false;
}

/**
 * Nouns of a part of a trip, in the six languages (folded): a place after one of them and its preposition ("the flights to
 * Hamburg", "les hôtels à Venise", "die Flüge nach Hamburg") qualifies it, and a verdict of the clause is the part's, not the place's.
 */
const PARTS = new Set(
  (
    'flight flights ticket tickets fare fares train trains ferry ferries hotel hotels accommodation rooms rent rents prices beach beaches restaurants food parking ' +
    'vol vols billet billets train trains ferry hotel hotels hebergement logement chambres loyers prix plage plages restaurants ' +
    'vuelo vuelos billete billetes pasajes tren trenes ferri hotel hoteles alojamiento habitaciones alquiler precios playa playas restaurantes ' +
    'flug fluge ticket tickets zug zuge fahre hotel hotels unterkunft unterkunfte zimmer mieten preise strand strande restaurants ' +
    'volo voli biglietto biglietti treno treni traghetto traghetti albergo alberghi hotel alloggio alloggi camere affitti prezzi spiaggia spiagge ristoranti ' +
    'voo voos passagem passagens comboio trem trens balsa hotel hoteis alojamento hospedagem quartos alugueis precos praia praias restaurantes'
  ).split(' '),
);
/** Prepositions joining a part of a trip to its place ("to", "à", "para", "nach", "per", "em" and the like), with their articles. */
const PART_LINKS = new Set(
  'to in at into for on of near around a au aux en pour vers dans de du des sur hacia para del nach im am an zu zum zur auf von per verso su di da al alla allo ai agli alle nel nella em no na do pra'.split(
    ' ',
  ),
);

/**
 * Whether the place starting at `first` is the complement of a part of the trip ("the flights to Hamburg"): what is said of it
 * is the part's. The part's noun is read as written, as the reader of ways of travel may have taken "flights".
 */
function partBefore(toks: readonly Tok[], first: number): boolean {
  let k = first - 1;
  if (ARTICLES.has(toks[k]?.w ?? '') && PART_LINKS.has(toks[k - 1]?.w ?? '')) k--;
  return PART_LINKS.has(toks[k]?.w ?? '') && PARTS.has(fold(toks[k - 1]?.raw ?? ''));
}

/**
 * A refusing predicate after the place, past at most a comma right after it: an idiom at most AFTER_GAP words on ("X is
 * ruled out", "X, très peu pour nous", "X lo descartamos"), a verdict of cost or distance anywhere in the clause ("X für 4.200
 * € ist uns zu teuer"), neither past a negating word ("Rome, nothing too pricey"), followed by no object of its own, and not
 * taken back (see `withdrawn`).
 */
function refusedLater(toks: readonly Tok[], last: number, lang: Lang, placeAt: (i: number) => boolean, opensLine: (i: number) => boolean): boolean {
  let k = last;
  if (toks[k]?.w === ',') k++;
  for (const start = k; k < Math.min(toks.length, start + CLAUSE_REACH + 1); k = pastAside(toks, k + 1, placeAt)) {
    const w = toks[k]?.w ?? '';
    if (CLAUSE_END.has(w) || w === ',' || placeAt(k) || opensLine(k)) return false;
    const r = refusalAt(toks, k, lang);
    if (r !== null && (r.reach === 'clause' || k - start <= AFTER_GAP || wishedAway(toks, k, r.end)) && !negatedAt(toks, k))
      return !objectAfter(toks, r.end, lang, placeAt, opensLine) && !withdrawn(toks, r.end, lang, placeAt);
    if (negates(w, lang)) return false;
    if (asideRefuses(toks, k + 1, lang, placeAt)) return true;
  }
  return false;
}

/** Object pronouns that stand for the places named before ("skip them", "on les évite", "die lassen wir aus"). */
const BACK_PRONOUNS = new Set(['them', 'it', 'those', 'these', 'both', 'les', 'la', 'le', 'los', 'las', 'lo', 'sie', 'die', 'li', 'os', 'as']);

/** Words of wishing before a verb ("would rather skip", "we'd skip", "prefer to avoid"): the traveller's own choice, no event. */
const WISHING = new Set(['would', 'rather', 'prefer', 'want', 'wanna', 'better', "let's", 'lets', 'to']);

/**
 * Whether a refusing verb [k, end) that the traveller wishes closes its clause, bare or with a pronoun for the places before
 * ("Santorini and Mykonos are a zoo so would rather skip.", "... so we'd skip them"): its object is the clause's topic,
 * however far back it was named. A verb of no wish closing a clause is an event ("mon vol vient d'être annulé").
 */
const wishedAway = (toks: readonly Tok[], k: number, end: number): boolean => {
  const at = BACK_PRONOUNS.has(toks[end]?.w ?? '') ? end + 1 : end;
  const closes = at >= toks.length || toks[at]?.kind === 'punct';
  return closes && [toks[k - 1], toks[k - 2]].some((t) => WISHING.has(t?.w ?? '') || (t?.w.endsWith("'d") ?? false));
};

/** How long a parenthesis of the clause may be whose closing words refuse its topic. */
const REFUSING_ASIDE = 14;

/**
 * Whether a parenthesis opened at k, naming no place, closes with a refusal of the clause's topic ("Kreta ist teuer (4.200 €
 * für 5 Tage, kommt nicht in Frage)", "Noronha ficou cara (R$ 14 mil, nem pensar)").
 */
function asideRefuses(toks: readonly Tok[], k: number, lang: Lang, placeAt: (i: number) => boolean): boolean {
  if (toks[k]?.w !== '(') return false;
  for (let j = k + 1; j < Math.min(toks.length, k + REFUSING_ASIDE); j++) {
    if (placeAt(j) || toks[j]?.w === ')') return false;
    const r = refusalAt(toks, j, lang);
    if (r !== null && toks[r.end]?.w === ')' && !negatedAt(toks, j)) return true;
  }
  return false;
}

/**
 * Whether a refusing predicate of the place's own clause rules it out, before it (`refusedBefore`) or after it
 * (`refusedLater`), unless the place only qualifies a part of the trip the clause is about ("the flights to Hamburg are too
 * expensive"). `placeAt` says whether another place starts at a token, `opensLine` whether a token opens a line of the
 * request: a line ends its clause, as a list's items are phrases of their own ("- max 4k excluding flights" / "- fly from
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
  return refusingSide(toks, first, last, lang, placeAt, opensLine) !== null;
}

/** Where the predicate that refuses the place stands in its clause (see `refusedInClause`), or null. */
export function refusingSide(
  toks: readonly Tok[],
  first: number,
  last: number,
  lang: Lang,
  placeAt: (i: number) => boolean,
  opensLine: (i: number) => boolean,
): 'before' | 'after' | null {
  if (refusedBefore(toks, first, last, lang, placeAt, opensLine)) return 'before';
  return !partBefore(toks, first) && refusedLater(toks, last, lang, placeAt, opensLine) ? 'after' : null;
}

/**
 * Words that open a clause about a place named just before, folded, read in every language as requests mix them: pronouns
 * and demonstratives referring back ("it", "ça", "eso", "das", "quello", "isso"), and, where a clause may leave its subject
 * out, verbs of being ("war nett, aber zu teuer", "es demasiado cara", "è troppo cara", "fica longe demais"). No article: "la
 * playa es demasiado cara" is said of the beach.
 */
const REFERRING: Record<Lang, string> = {
  en: "it it's its that that's this which",
  fr: "ca cela ce c' celui celle celle-la",
  es: 'eso esto ese esa este lo',
  de: 'das dies diese dieser er sie es',
  it: 'quello quella questo questa lo',
  pt: 'isso isto esse essa este esta ele ela',
};
const SUBJECTLESS_BEING: Record<Lang, string> = {
  en: '',
  fr: '',
  es: 'es esta era estaba',
  de: 'ist war wird',
  it: 'e sara era',
  pt: 'e fica ficou ta era',
};
const BACK_REFERENCE = new Set([...Object.values(REFERRING), ...Object.values(SUBJECTLESS_BEING)].flatMap((words) => words.split(' ')).filter((w) => w !== ''));
/** Words that join the clause after a place to it: a contrast or an addition, the clause still about the place. */
const JOINING = new Set([...CONTRAST, ...AND, 'although', 'only', 'just']);
/** Opening words a back-referring clause may have before its predicate ("it's just way too expensive"). */
const OPENING = 3;
/** How many words may follow a predicate referring back ("too pricey for us"): more refuse something else ("hors de question d'aller la voir en hiver"). */
const CLOSING = 2;
/** A short aside after a place telling a visit made ("Mendoza (ya fuimos)", "Porto, già visitata") is about it. */
const VISIT_ASIDE = 4;

/** Words saying a place replaces one refused before it ("scrap Paris, Lyon instead", "on oublie Paris, Lyon à la place"). */
const INSTEAD = new PhraseIndex<true>();
for (const p of ['instead', 'a la place', 'en su lugar', 'en cambio', 'stattdessen', 'dafur', 'invece', 'al suo posto', 'em vez disso', 'no lugar', 'em troca'])
  INSTEAD.add(p, true);
/** How many words after a place its "instead" may stand ("Lyon in May instead"). */
const INSTEAD_REACH = 4;

/** Whether the place ending before token `last` is named as the replacement of a refused one: it is not refused with it. */
export function namedInstead(toks: readonly Tok[], last: number): boolean {
  for (let k = last; k < Math.min(toks.length, last + INSTEAD_REACH); k++) {
    // Past a comma "instead" opens the next phrase ("not Paris or Lyon, instead Nice").
    if (STATEMENT_END.has(toks[k]?.w ?? '') || toks[k]?.w === ',') return false;
    if (INSTEAD.at(toks, k)) return true;
  }
  return false;
}

/**
 * Whether the clause right after the place's own refuses it by referring back to it: opened by a
 * parenthesis, a comma or a sentence end, naming no place of its own, and opening with a word that
 * refers back or a verb without subject (past a joining word) followed by a refusing predicate that
 * closes the clause ("the
 * Maldives package you sent. It's way too expensive", "der Vorschlag mit Kreta war nett, aber zu
 * teuer", "Parigi, quella è fuori", "Val Thorens (too pricey)"), or a short aside telling a visit
 * made ("Mendoza (ya fuimos)", "Porto, già visitata", "Kreta? Kennen wir schon"). `visited` reads a visit told in a clause.
 */
export function refusedAfter(
  toks: readonly Tok[],
  last: number,
  lang: Lang,
  placeAt: (i: number) => boolean,
  opensLine: (i: number) => boolean,
  visited: (at: number) => boolean,
): boolean {
  let k = last;
  while (k < Math.min(toks.length, last + CLAUSE_REACH) && !NEXT_CLAUSE.has(toks[k]?.w ?? '')) {
    if (placeAt(k) || opensLine(k)) return false;
    k++;
  }
  if (!NEXT_CLAUSE.has(toks[k]?.w ?? '')) return false;
  // A visit told right after the place, in brackets, after a comma or as the answer to the place put as a question ("Rovinj?
  // Been there", "Sicilia? Già fatta").
  const aside = toks[k]?.w === '(' || toks[k]?.w === ',' || toks[k]?.w === '?';
  let s = k + 1;
  while (JOINING.has(toks[s]?.w ?? '')) s++;
  const opened = BACK_REFERENCE.has(toks[s]?.w ?? '');
  // A word referring back may stand apart before its predicate ("ça, c'est non", "das, ehrlich gesagt, zu teuer").
  let e = opened && toks[s + 1]?.w === ',' ? s + 2 : s;
  while (e < toks.length && !NEXT_CLAUSE.has(toks[e]?.w ?? '') && !CLAUSE_END.has(toks[e]?.w ?? '') && !opensLine(e)) {
    if (placeAt(e)) return false;
    e++;
  }
  if (e === s || opensLine(s)) return false;
  if (aside && e - s <= VISIT_ASIDE && visited(s)) return true;
  for (let j = s; j < Math.min(e, s + OPENING + 1); j++) {
    const r = refusalAt(toks, j, lang);
    if (r !== null && (opened || j === s) && e - r.end <= CLOSING && !negatedAt(toks, j)) return !withdrawn(toks, r.end, lang, placeAt);
    if (negates(toks[j]?.w ?? '', lang)) return false;
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
 * neither is read outside its language. German "nicht" is also read as Swiss and Bavarian write it ("nöd", "nid", "ned").
 */
const PARTICLES: Record<Lang, string> = {
  en: 'no not never nope',
  fr: 'pas jamais non ni',
  es: 'no nunca ni tampoco',
  de: 'nicht nie niemals ned nid nod',
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
  // Read by tokens alone, the negation of a single word has no place beside it and no lines to cross. A verdict on a part
  // bound for a place ("the flights to Hamburg are too expensive") judges that leg, not the way of travelling.
  const none = () => false;
  const leg = PARTS.has(fold(toks[last - 1]?.raw ?? '')) && PART_LINKS.has(toks[last]?.w ?? '');
  return !leg && refusedInClause(toks, first, last, lang, none, none) ? first : -1;
}
