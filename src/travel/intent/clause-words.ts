import type { Lang } from './language.js';

/** The per-language words the clause model (clauses.ts) reads: joiners, subjects, predicates and the words of visiting someone. */

export const PUNCT = new Set(['.', ',', ';', ':', '!', '?', '(', ')', '—', '–', '[', ']', '>']);

export const SENTENCE = new Set(['.', ';', '!', '?', '\n']);

export const AND = new Set(['and', 'et', 'y', 'und', 'e']);

/** Words of "of" linking a noun to the one it belongs to ("the north of Spain", "la semaine de relâche", "la settimana della"). */
export const OF_LINKS = new Set(['of', 'de', 'del', 'du', 'des', 'di', 'della', 'do', 'da', 'dos']);

export const CONTRAST = new Set([
  'but',
  'though',
  'however',
  'mais',
  'pourtant',
  'pero',
  'aunque',
  'sino',
  'aber',
  'sondern',
  'doch',
  'ma',
  'pero',
  'mas',
  'porem',
]);

/** A contrast word in the request's language: Italian "ma" (but) is French "ma" (my) elsewhere ("ma mère"). */
export const contrastIn = (w: string, lang: Lang): boolean => CONTRAST.has(w) && (w !== 'ma' || lang === 'it');

/** Subordinators and relative pronouns ("que", "che", "dass", "who", "which"): a clause of its own. */
export const SUBORDINATE = new Set([
  'that',
  'who',
  'which',
  'because',
  'while',
  'since',
  'whereas',
  'que',
  'qui',
  "qu'",
  'parce',
  'car',
  'porque',
  'mientras',
  'dass',
  'weil',
  'wahrend',
  'che',
  'perche',
  'mentre',
  'pois',
  'enquanto',
]);

/** Words for the writer or a group that includes them, and verbs only the writer is the subject of ("soy", "bin", "sou"). */
export const PARTY: Record<Lang, ReadonlySet<string>> = {
  en: new Set("i i'm i've i'd i'll we we're we've we'll we'd am".split(' ')),
  fr: new Set("je j' moi nous on suis sommes habite viens".split(' ')),
  es: new Set('yo nosotros nosotras soy estoy somos estamos vivo vengo trabajo'.split(' ')),
  de: new Set('ich wir bin wohne lebe komme arbeite studiere'.split(' ')),
  it: new Set('io noi sto siamo vivo abito vengo lavoro'.split(' ')),
  pt: new Set('eu nos gente sou estou somos estamos vivo moro venho trabalho'.split(' ')),
};

/** Verbs in the first person plural, by their ending ("queremos", "salimos", "vogliamo", "partiamo"). */
export const FIRST_PLURAL: Partial<Record<Lang, RegExp>> = {
  es: /^\p{L}{2,}(?:amos|emos|imos)$/u,
  pt: /^\p{L}{2,}(?:amos|emos|imos)$/u,
  it: /^\p{L}{2,}iamo$/u,
};

/** Third-person pronouns ("él" and "ele" fold to articles in some languages, so each language has its own). */
export const OTHER_PRONOUNS: Record<Lang, ReadonlySet<string>> = {
  en: new Set("he she they he's she's they're".split(' ')),
  fr: new Set('il elle ils elles'.split(' ')),
  es: new Set('ella ellos ellas'.split(' ')),
  de: new Set('er sie ihr'.split(' ')),
  it: new Set('lui lei loro'.split(' ')),
  pt: new Set('ele ela eles elas'.split(' ')),
};

/** Words before a person noun that make it an object, not the subject ("with my sister", "con mi hermana", "per il mio titolare"). */
export const WITH = new Set(['with', 'avec', 'con', 'mit', 'com', 'and', 'et', 'y', 'und', 'e', 'for', 'pour', 'para', 'per', 'fur', 'pra']);

/** Counted shares of the party ("3 from Manchester", "deux de Bordeaux", "un po' da Napoli", "the rest from Glasgow"). */
export const SHARE_WORDS = new Set(['some', 'others', 'rest', 'autres', 'otros', 'anderen', 'altri', 'po', 'outros', 'alcuni', 'algunos', 'einige']);

/** Words after a count that make it a length or an amount, not people. */
export const UNIT_AFTER = new Set(
  (
    'day days night nights week weeks month months year years jour jours nuit nuits semaine semaines mois an ans ' +
    'dia dias noche noches semana semanas mes meses ano anos tag tage nacht nachte woche wochen monat monate jahr jahre ' +
    'giorno giorni notte notti settimana settimane mese mesi anno anni noite noites'
  ).split(' '),
);

/** Verbs of being somewhere, which say where the subject is ("she's in Glasgow", "elle est à Lyon", "ist in Köln"). */
export const BE: Record<Lang, RegExp> = {
  en: /^(?:am|is|are|was|were|i'm|we're|he's|she's|they're|'s|'re|stays?|staying|based)$/,
  fr: /^(?:suis|est|sont|sommes|etait|etaient|base|basee|basees)$/,
  es: /^(?:soy|estoy|esta|estan|estaba|es|son|somos|estamos|era|eran)$/,
  de: /^(?:bin|ist|sind|war|waren|lebt|leben)$/,
  it: /^(?:è|sono|sto|era|erano|stat[oaie]|siamo)$/,
  pt: /^(?:sou|estou|esta|estao|estava|sao|è|somos|estamos|era|eram)$/,
};

/**
 * Words of being born or growing up somewhere ("grew up in", "was born in", "a grandi à", "nació en", "ist in X
 * aufgewachsen", "è cresciuta a", "nasceu em"): where the subject comes from, whatever preposition follows.
 */
export const BORN =
  /^(?:born|grew|raised|grandi|grandie|nee|nees|naci|nacio|nacimos|nacid[oa]s?|creci|crecio|crecimos|criad[oa]s?|geboren|aufgewachsen|nat[oaie]|cresciut[oaie]|nasci|nasceu|nascemos|nascid[oa]s?|cresci|cresceu|crescemos)$/;

/** Words of study or work ("doing my masters in", "en Erasmus à", "Praktikum in", "dottorato", "mestrado em", "at uni in", "pendle nach"). */
export const WORK =
  /^(?:commut\w*|pendl\w*|pendol\w*|stud(?:y|ying|ies|ied|ent)|postdoc|masters?|phd|doctorate|erasmus|internship|intern|semester|uni|university|college|work|works|working|etudi\w*|etudes|stage|these|doctorat|travaill\w*|boss(?:e|es|ons|ent)|universite|estudi\w*|maestria|doctorado|practicas|trabaj\w*|universidad|studier\w*|praktikum|promotion|auslandssemester|arbeit\w*|studio|studiamo|dottorato|tirocinio|lavor\w*|universita|estudo|estudamos|mestrado|doutorado|doutoramento|estagio|intercambio|trabalh\w*|universidade|faculdade)$/;

/** Words of urging a trip ("keeps telling me to visit", "n'arrête pas de me dire", "siempre nos dice", "sagt ständig", "insiste"). */
export const URGE =
  /^(?:tell\w*|told|say|says|saying|said|suggest\w*|recommend\w*|insist\w*|dit|disent|dire|conseill\w*|recommand\w*|sugger\w*|repete\w*|dice|dicen|decir|recomiend\w*|sugier\w*|sagt|sagen|meint|meinen|empfiehlt|empfehlen|dicono|consigli\w*|diz|dizem|dizer|recomend\w*|suger\w*)$/;

/** Words of moving house or being posted elsewhere ("moving to Lisbon", "vou me mudar pra", "nach Hamburg versetzt"). */
export const MOVE =
  /^(?:mov(?:e|es|ing)|relocat\w*|transferred|demenag\w*|mud(?:o|ar|amos|anza|anca|ando)|traslad\w*|umzieh\w*|ziehe|ziehen|versetzt|trasferi\w*)$/;

/** Locatives of being somewhere ("in", "à", "en", "em", "im", "a"). */
export const AT = new Set(['in', 'at', 'a', 'en', 'au', 'aux', 'dans', 'em', 'no', 'na', 'nos', 'nas', 'im', 'am', 'auf', 'nel', 'nella', 'ad']);

/**
 * Words of "from" after a verb of being or coming: where someone is from ("is from", "est de", "es de", "ist aus", "è di",
 * "é de"): the words of origin, where from-words.ts holds those a measure starts its place with ("2 hours from").
 */
export const ORIGIN_FROM = new Set(['from', 'de', "d'", 'du', 'aus', 'di', 'da', 'do', 'dal']);

/** Words of one's origin on their own ("originally from", "à la base", "ursprünglich", "originario di"). */
export const ORIGINALLY = new Set([
  'originally',
  'base',
  'origine',
  'originaire',
  'originario',
  'originaria',
  'ursprunglich',
  'gebürtig',
  'geburtig',
  'natural',
]);

export const COME = /^(?:come|comes|coming|viens|vient|venons|vengo|venimos|viene|komme|kommt|kommen|vengo|veniamo|viene|venho|viemos|vem)$/;

/** Words of a party spread over several towns ("spread between", "sparsi tra", "répartis entre", "verteilt auf"). */
export const SPREAD = /^(?:spread|scattered|sparsi|sparse|sparpagliati|repartis|reparties|disperses|repartidos|dispersos|verteilt|espalhados|divididos)$/;

/** Words that may stand between a subject and its "from" in a clause without a verb ("ihr beide aus Düsseldorf"). */
export const BESIDE_SUBJECT = new Set('both all two beide alle zwei tous toutes deux todos todas ambos dos tutti tutte entrambi due dois'.split(' '));

export const NAME_JOINERS = new Set(['&', '.', 'and', 'et', 'y', 'und', 'e']);

/** Verbs of visiting someone, in the six languages ("visit", "rendre visite", "visitar", "besuchen", "trovare", "verla"). */
export const VISIT = /^(?:visit\w*|rendre|besuch\w*|trovar\w*|verl[aoe]s?|vederl[aoie]|invit\w*)$/;

/** Verbs of seeing, which visit only a person ("see my sister", "voir ma fille", "ver a mi hija", "vedere mia figlia", "ver o meu irmão"). */
export const SEE = new Set(['see', 'seeing', 'voir', 'revoir', 'ver', 'sehen', 'vedere', 'rever']);

export const PERSON_OBJECT = new Set(
  'him her them my our le la les lui leur mon ma mes notre nos a al lo los las mi mis su sus ihn sie ihre meine meinen unsere unseren li mio mia miei nostra nostro o os as meu minha meus nossa nosso'.split(
    ' ',
  ),
);

/** Object pronouns written before the verb ("aller la voir", "la voglio vedere", "ihn sehen"). */
export const CLITICS = new Set(['le', 'la', 'les', "l'", 'lui', 'leur', 'lo', 'li', 'ihn', 'sie', 'ihm', 'o', 'a', 'os', 'as']);

/** Going to someone's place: "chez", "da lei", "zu ihr", "casa de". */
export const TO_SOMEONE = new Set(['chez', 'zu']);

export const NEGATION = new Set([
  'not',
  "won't",
  'wont',
  "don't",
  'dont',
  'no',
  'pas',
  'sans',
  'nicht',
  'ohne',
  'kein',
  'non',
  'nao',
  'nem',
  'ni',
  'sin',
  'sem',
  'senza',
]);

/**
 * Negation adverbs, which negate whatever follows them ("pas très sportifs", "nicht weit", "non troppo caro"), unlike the
 * excepting prepositions ("sauf", "ohne", "tranne"), which take a noun phrase: after one, an ordinary word is no name.
 */
export const NEGATION_ADVERBS = new Set(['not', 'no', 'pas', 'nicht', 'non', 'nao']);

export const VISIT_CLAUSE = new Set(['.', ',', ';', ':', '!', '?', '(', ')', 'and', 'but', 'et', 'mais', 'y', 'pero', 'und', 'aber', 'ma', 'mas']);

/** Words of excess before what they qualify ("too much sun", "trop chaud", "troppo caldo", "demasiado calor"). */
export const EXCESS = new Set(['too', 'trop', 'demasiado', 'troppo']);
/** Words of excess after it ("calor demais", "calor demasiado"); German "zu" is one only right before its word ("zu heiß"). */
export const EXCESS_AFTER = new Set(['demais', 'demasiado']);
