import { cueBefore, isDeterminer, isFunctionWord, isWordOf } from './cues.js';
import { isFeastWord } from './feasts.js';
import { isGivenName, isKin } from './people.js';
import { normalize, type Token } from './normalize.js';

/**
 * What a capitalised name names where it stands, read from the phrase around it rather than from the name: a name that is
 * also a town ("Florence", "Tiradentes", "Hütten") is the town only where the sentence lets it be one.
 * - An occasion: the name a calendar head governs ("Waitangi weekend", "Victoria Day", "feriado de Tiradentes", "le pont de
 *   l'Ascension", "ponte di Sant'Ambrogio"), or a saint's name after a feast noun ("la fête de la Saint-Jean").
 * - A person: after a kinship or party noun ("my aunt Florence", "notre bébé Victoria"), with an age ("Austin (2)", "Lina,
 *   jetzt 5 Monate"), joined to the writer ("Jordan and I", "Sofia e io") or the subject of a verb only people take ("Sydney
 *   turns 90", "Dolores cumple 85", "Lourdes fête ses 80 ans"); never where a place cue governs it ("to Jordan and I").
 * - An institution: the object of a verb of study ("starts at Yale", "studies at Harvard").
 * - A German noun: German capitalises every noun, so a word after an attributive adjective ("gemütliche Hütten") is one.
 */
export interface NameRoles {
  /** Tokens of occasion names: never a place (an event's name is left to the chart). */
  occasions: ReadonlySet<number>;
  /** Tokens of people and institutions in an ungoverned slot: never a place, however famous. */
  people: ReadonlySet<number>;
  /** Tokens a German attributive word makes a noun: a place only when prominent or under a cue. */
  nouns: ReadonlySet<number>;
}

const words = (s: string) => new Set(s.split(' '));
const isCap = (t: Token | undefined) => t !== undefined && /^\p{Lu}/u.test(t.raw);
const gap = (source: string, a: Token | undefined, b: Token | undefined) => (a && b ? source.slice(a.end, b.start) : '');

/** Calendar nouns a name is put before ("Waitangi weekend", "Canada Day", "Presidents Day long weekend"). */
const HEADS_AFTER = words('weekend weekends holiday holidays break day');
/** Calendar nouns that govern a name through "of" ("feriado de X", "week-end de la X", "puente de X", "ponte di X"). */
const HEADS_BEFORE = words('weekend pont jour journee puente dia feriado feriadao festivo semana finde ponte giorno vispera veille vigilia');
/** A calendar head before "of", "week-end" written with its hyphen included. */
const headBefore = (tokens: readonly Token[], k: number) =>
  HEADS_BEFORE.has(tokens[k]?.norm ?? '') || (tokens[k]?.norm === 'end' && tokens[k - 1]?.norm === 'week');
/** Feast nouns that govern a saint's or a feast's name ("la fête de la Saint-Jean", "fiestas de San Isidro", "festa di San Giovanni"). */
const FEAST_NOUNS = words('fete fetes fiesta fiestas festa feste festas feast');
/** Words that open a saint's or the Virgin's name. */
const SAINTS = words('saint sainte st ste san santa sant santo sao sankt nossa nuestra notre madonna');
const OF = words('of de du des di del della dello dell dei degli do da dos das');
const ARTICLE = words('la le l el lo il la a o the der die');
/** Words that may stand inside a feast's name between capitalised ones ("Nossa Senhora da Conceição", "Día de la Hispanidad"). */
const INNER = words('de da do das dos di del della la of the');

/** The capitalised run of a name opening at token i (linked by "de", "da", hyphens and apostrophes): its end, or i when none. */
function nameRun(tokens: readonly Token[], source: string, i: number): number {
  let j = i;
  while (isCap(tokens[j])) {
    j++;
    if (INNER.has(tokens[j]?.norm ?? '') && isCap(tokens[j + 1]) && /^\s+$/.test(gap(source, tokens[j - 1], tokens[j]))) j++;
    if (j < tokens.length && !/^[\s'’-]*$/.test(gap(source, tokens[j - 1], tokens[j]))) break;
  }
  return j;
}

/** The start of the capitalised run that ends right before token k, or k when none. */
function runBefore(tokens: readonly Token[], source: string, k: number): number {
  let i = k;
  while (i > 0 && isCap(tokens[i - 1]) && /^[\s'’-]+$/.test(gap(source, tokens[i - 1], tokens[i]))) i--;
  return i;
}

/** Occasions' tokens; where capitals mark no names ("caseless"), a name is only a holiday's own word, never a capitalised run. */
function occasionTokens(tokens: readonly Token[], source: string, lang: string, caseless: boolean): Set<number> {
  const out = new Set<number>();
  const take = (a: number, b: number) => {
    for (let k = a; k < b; k++) out.add(k);
  };
  tokens.forEach((t, k) => {
    // Governed through "of": "feriado de Tiradentes", "le week-end de la Trinité", "la fête de la Saint-Jean".
    const calendar = headBefore(tokens, k);
    if ((calendar || FEAST_NOUNS.has(t.norm)) && OF.has(tokens[k + 1]?.norm ?? '')) {
      const first = ARTICLE.has(tokens[k + 2]?.norm ?? '') && !isCap(tokens[k + 2]) ? k + 3 : k + 2;
      // A holiday's own word names it in lower case too ("feriadão de tiradentes").
      const run = caseless ? first : nameRun(tokens, source, first);
      const end = run === first && isFeastWord(tokens[first]?.norm ?? '', lang) ? first + 1 : run;
      const saint = SAINTS.has(tokens[first]?.norm ?? '') || isFeastWord(tokens[first]?.norm ?? '', lang);
      // The article goes with the name: "la Trinité" is no La Trinité either.
      if (end > first && (calendar || saint)) take(k + 2, end);
    }
    // Put before the head: "Canada Day", "Waitangi weekend", "Fronleichnam-Wochenende". A bare "weekend" after a name is as often
    // the place's ("a Paris weekend"): only a word of a holiday's name counts there, or a capitalised "Day".
    if (!HEADS_AFTER.has(t.norm) && t.norm !== 'wochenende') return;
    const start = caseless ? k - 1 : runBefore(tokens, source, k);
    if (start === k || start < 0) return;
    const day = t.norm === 'day' && isCap(t) && !caseless;
    if (day || [...Array(k - start).keys()].some((d) => isFeastWord(tokens[start + d]?.norm ?? '', lang))) take(start, k);
  });
  return out;
}

/** Age units after a name ("Austin (2 yrs)", "Lina, jetzt 5 Monate", "Soledad (4 años)"). */
const AGE_UNIT = String.raw`(?:years?|yrs?|yo|y\/o|months?|mos?|ans?|mois|a[nñ]os|meses|jahre?n?|j|monate?n?|anni|mesi|anos)\b`;
const NOW = String.raw`(?:now|just|maintenant|ahora|jetzt|erst|ora|agora)\s+`;
/** An age in brackets after any name ("Georgia (5 yrs)"); a bare number in brackets or an age after a comma only after a given name. */
const BRACKET_AGE = new RegExp(String.raw`^\s*\(\s*\d{1,2}\s*${AGE_UNIT}(?:\s*old)?\s*\)`, 'iu');
const GIVEN_AGE = new RegExp(String.raw`^\s*(?:\(\s*\d{1,2}\s*\)|(?:,\s*)?(?:${NOW})?\d{1,2}\s*${AGE_UNIT})`, 'iu');
/** The writer joined to a name: "Jordan and I", "Nancy et moi", "Mercedes y yo", "Mia und ich", "Sofia e io", "Vitória e eu". */
const AND_I = /^\s*(?:and|&|et|y|und|e)\s+(?:i|me|moi|yo|ich|io|eu)\b/iu;
/** Verbs only people take after their subject, with the age or the partner they bring ("turns 90", "cumple 85", "fête ses 80 ans", "wird 18"). */
const HUMAN_VERB = new RegExp(
  String.raw`^\s*(?:` +
    [
      String.raw`(?:turns|turned|is\s+turning|will\s+turn)\s+\d|is\s+getting\s+married|gets\s+married|graduates`,
      String.raw`f[eê]te\s+ses|aura\s+\d+\s+ans|va\s+avoir\s+\d+\s+ans|se\s+marie`,
      String.raw`cumple|celebra\s+sus|se\s+casa|va\s+a\s+cumplir`,
      String.raw`wird\s+\d|feiert\s+(?:ihren|seinen)|heiratet`,
      String.raw`compie|festeggia\s+(?:i\s+suoi\s+)?\d|si\s+sposa`,
      String.raw`(?:faz|completa|vai\s+fazer)\s+\d+\s+anos`,
    ].join('|') +
    ')',
  'iu',
);
/** Verbs of study whose object is a school, not a trip place ("studies at Harvard", "graduates from Cornell", "our son starts at Yale"). */
const STUDY = /\b(?:(?:studies|studying|enrolled|graduates|graduated|graduating)\s+(?:at|from)|(?:start|starts|started|starting|is\s+starting)\s+at)\s+$/iu;
/** A study verb's subject is a person; "starting at" alone opens a route as often ("starting at Boston"). */
const studies = (source: string, t: Token) => {
  const m = STUDY.exec(source.slice(Math.max(0, t.start - 40), t.start));
  return (
    m !== null &&
    (!/^start/iu.test(m[0].trim()) ||
      isKin(
        normalize(
          source
            .slice(0, t.start - m[0].length)
            .trim()
            .split(/\s+/)
            .pop() ?? '',
        ),
      ))
  );
};

/**
 * A kinship noun right before token i, in lower case ("my aunt Florence"), opening a sentence ("Aunt Florence is ...") or in
 * German, which writes it with a capital ("meine Tochter Regina"); elsewhere a capitalised one opens a place's name ("Madre de Dios").
 */
function kinBefore(tokens: readonly Token[], source: string, i: number, lang: string): boolean {
  const prev = tokens[i - 1];
  if (prev === undefined || !isKin(prev.norm)) return false;
  return !isCap(prev) || lang === 'de' || i === 1 || /[.!?\n]/.test(gap(source, tokens[i - 2], prev));
}

function personSlot(tokens: readonly Token[], source: string, i: number, end: number, lang: string): boolean {
  const after = source.slice(tokens[end - 1]?.end ?? 0);
  const prev = tokens[i - 1];
  const kin = prev !== undefined && kinBefore(tokens, source, i, lang) && /^\s+$/.test(gap(source, prev, tokens[i]));
  const given = isGivenName(tokens[i]?.norm ?? '');
  return kin || BRACKET_AGE.test(after) || (given && GIVEN_AGE.test(after)) || AND_I.test(after) || HUMAN_VERB.test(after);
}

/**
 * People named in a person's slot, and the same names said again where no place cue governs them ("My aunt Florence is
 * turning 70 ... me, my sister and Florence").
 */
function personTokens(tokens: readonly Token[], source: string, lang: string): Set<number> {
  const out = slotted(tokens, source, lang);
  const named = new Set([...out].map((i) => tokens[i]?.norm));
  tokens.forEach((t, i) => {
    if (isCap(t) && named.has(t.norm) && cueBefore(wordsBefore(tokens, i), lang) === null) out.add(i);
  });
  return out;
}

const wordsBefore = (tokens: readonly Token[], i: number) => tokens.slice(Math.max(0, i - 3), i).map((w) => w.norm);

function slotted(tokens: readonly Token[], source: string, lang: string): Set<number> {
  const out = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    const prev = tokens[i - 1];
    // Inside a longer name ("Capo Vaticano"), save after a kinship noun German writes with a capital ("meine Tochter Regina").
    if (!isCap(t) || isFunctionWord(t.norm, lang) || (isCap(prev) && !kinBefore(tokens, source, i, lang))) continue;
    const end = Math.min(nameRun(tokens, source, i), i + 2);
    const study = studies(source, t);
    if (study || (cueBefore(wordsBefore(tokens, i), lang) === null && personSlot(tokens, source, i, end, lang))) for (let k = i; k < end; k++) out.add(k);
  }
  return out;
}

/**
 * A German adjective inflected before a noun ("gemütliche", "alten", "urige"): its stem is a word ("gemütlich", "alt") or
 * ends as adjectives are derived ("-lich", "-isch", "-ig"); a verb's seldom is ("besuch-", "woll-"), and a verb follows its
 * subject pronoun ("wir besuchen Bamberg").
 */
const INFLECTION = /^(\p{Ll}{2,}?)(?:e|en|er|es|em)$/u;
const ADJECTIVE_STEM = /(?:lich|isch|bar|sam|haft|los|voll|ig)$/u;
const SUBJECTS = words('ich wir sie ihr man er es du');
function attributive(tokens: readonly Token[], k: number): boolean {
  const t = tokens[k] as Token;
  const stem = /^\p{Ll}/u.test(t.raw) ? INFLECTION.exec(t.norm)?.[1] : undefined;
  if (stem === undefined || SUBJECTS.has(tokens[k - 1]?.norm ?? '')) return false;
  return isWordOf(stem, 'de') || (ADJECTIVE_STEM.test(stem) && !t.norm.endsWith('igen'));
}

/** German nouns a lower-case attributive word opens ("einfache Hütten", "kleine Mühlen"), outside a place cue. */
function germanNouns(tokens: readonly Token[], lang: string): Set<number> {
  const out = new Set<number>();
  if (lang !== 'de') return out;
  tokens.forEach((t, i) => {
    const prev = tokens[i - 1];
    if (!isCap(t) || prev === undefined || !attributive(tokens, i - 1) || isFunctionWord(prev.norm, lang) || isDeterminer(prev.norm, lang)) return;
    if (
      cueBefore(
        tokens.slice(Math.max(0, i - 4), i - 1).map((w) => w.norm),
        lang,
      ) === null
    )
      out.add(i);
  });
  return out;
}

/** The roles of a text's names; where the writer's capitals mark no names, only the occasions their holiday words name. */
export const nameRoles = (tokens: readonly Token[], source: string, lang: string, caseless: boolean): NameRoles => ({
  occasions: occasionTokens(tokens, source, lang, caseless),
  people: caseless ? new Set() : personTokens(tokens, source, lang),
  nouns: caseless ? new Set() : germanNouns(tokens, lang),
});
