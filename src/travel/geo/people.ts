import { isDeterminer, isFunctionWord, isPossessive } from './cues.js';
import { isPlaceNameHead } from './feature-words.js';
import { dataText } from './json.js';
import { normalize, type Token } from './normalize.js';

/**
 * People named in a request ("Dr. Almeida", "Saludos, Andrés", "con Luca Ferraro", "my brother
 * Tom"): the reader must not take them for the small places that bear the same name. Given and
 * family names come from data/geo/person-names.json (person-name lists of the six languages'
 * locales, see data/geo/README.md); the honorifics, greetings and kinship words that announce a
 * name are the grammar of each language.
 */
interface Names {
  given: Set<string>;
  family: Set<string>;
}

let names: Names | undefined;

function load(): Names {
  const data = JSON.parse(dataText('person-names.json')) as { given: string[]; family: string[] };
  return { given: new Set(data.given.map(normalize)), family: new Set(data.family.map(normalize)) };
}

export function isPersonName(key: string): boolean {
  names ??= load();
  return names.given.has(key) || names.family.has(key);
}

/** A given name ("Charles", "Tom", "Indira"): a name with one in it is most often a person's. */
export function isGivenName(key: string): boolean {
  names ??= load();
  return names.given.has(key);
}

const words = (s: string) => new Set(s.split(' '));

/** Honorifics and professional titles written before a name, folded as the tokenizer folds them ("Dott.ssa" -> "dottssa"). */
const TITLES = new Map<string, Set<string>>([
  ['en', words('mr mrs ms miss mister madam dr doctor prof professor sir dame lady lord rev captain capt')],
  ['fr', words('m mme mlle mmes mm monsieur madame mademoiselle me maitre dr docteur pr professeur')],
  [
    'es',
    words(
      'sr sra srta sres don dona d lic licenciado licenciada ing ingeniero ingeniera dr dra doctor doctora arq senor senora senorita prof profesor profesora',
    ),
  ],
  ['de', words('herr herrn frau fraulein dr prof professor professorin')],
  [
    'it',
    words(
      'sig sigra signor signore signora signorina dott dottssa dottor dottore dottoressa avv avvocato ing ingegnere prof professore professoressa geom rag arch',
    ),
  ],
  ['pt', words('sr sra srta senhor senhora dona d dr dra doutor doutora prof professor professora eng engenheiro engenheira seu')],
]);

/** A title of address of the request language ("mrs", "sra", "sig"): written in lower case or in capitals it still names no airport. */
export const isTitleWord = (norm: string, lang: string): boolean => (TITLES.get(lang) ?? TITLES.get('en'))?.has(norm) === true;

/** Greetings and sign-offs right before a name ("Hola Marta", "Saludos, Andrés", "Cordiali saluti, Marco"). */
const GREETINGS = words(
  'hi hello hey dear thanks cheers regards best love bonjour salut coucou cher chere merci cordialement amities bises hola querido querida estimado estimada gracias saludos abrazo besos hallo liebe lieber sehr geehrter geehrte danke gruss grusse ciao caro cara gentile gentilissimo gentilissima grazie saluti cordiali abbraccio ola oi prezado prezada querido obrigado obrigada abracos beijos atenciosamente',
);

/** Kinship, companion and child nouns that a given name may follow ("my brother Tom", "meine Kollegin Anna"). */
const KIN = words(
  'brother sister son daughter wife husband partner friend mum mom dad father mother cousin uncle aunt colleague boss boyfriend girlfriend grandson granddaughter nephew niece grandmother grandfather grandma grandpa ' +
    'frere soeur fils fille femme mari ami amie copain copine cousin cousine oncle tante collegue patron beaufrere bellesoeur grandmere grandpere mere pere ' +
    'hermano hermana hijo hija esposa esposo marido mujer amigo amiga primo prima tio tia colega jefe jefa novio novia abuela abuelo madre padre ' +
    'bruder schwester sohn tochter frau mann freund freundin cousine onkel tante kollege kollegin chef chefin oma opa mutter vater ' +
    'fratello sorella figlio figlia moglie marito amico amica cugino cugina zio zia collega capo fidanzato fidanzata nonna nonno madre padre ' +
    'irmao irma filho filha esposa marido mulher amigo amiga primo prima tio tia colega chefe namorado namorada avo mae pai ' +
    'baby toddler kid bebe nourrisson nene nena bambino bambina bimbo bimba neonato neonata crianca menino menina',
);

/**
 * Nouns for a family or a married couple that a family name follows ("Familie Krüger", "la famille Martin", "los esposos
 * García", "i coniugi De Luca", "o casal Moreira"); English puts the name between "the" and the noun ("the Kruger family").
 * After a preposition ("en famille", "mit der Familie") and in English, where "the Menorca family hotels" is as common,
 * only a known family name is taken.
 */
const FAMILY = words('famille familia famiglia familie couple epoux matrimonio esposos ehepaar eheleute coniugi casal');

const isCap = (t: Token | undefined) => t !== undefined && /^\p{Lu}/u.test(t.raw);

/** A kinship or party noun, singular or plural ("daughters", "hijas", "filles", "Töchter"). */
export const isKin = (norm: string) => KIN.has(norm) || KIN.has(norm.replace(/e?s$/, ''));

/** Words that join the names of a list of people ("Sydney and Florence", "Victoria y Lucía"). */
const NAME_JOINERS = words('and y e et und &');
/** Prepositions of company before the people one travels with ("with", "con", "mit", "com a"). */
const WITH = words('with avec con mit com');

/** The capitalised given names ending at token `last`, listed with commas or joiners ("Sydney and Florence"), first to last. */
function nameList(tokens: readonly Token[], source: string, last: number, given: ReadonlySet<string>): number[] {
  const list: number[] = [];
  let j = last;
  while (isCap(tokens[j]) && given.has(tokens[j]?.norm ?? '')) {
    list.unshift(j);
    const before = tokens[j - 1];
    if (before !== undefined && NAME_JOINERS.has(before.norm)) j -= 2;
    else if (before !== undefined && source.slice(before.end, (tokens[j] as Token).start).includes(',')) j -= 1;
    else break;
  }
  return list;
}

/** The names opening at token `first` follow a preposition of company ("with", "com a") or open a sentence. */
function inCompany(tokens: readonly Token[], source: string, first: number, lang: string): boolean {
  const prev = tokens[first - 1];
  if (prev === undefined || /[.!?\n]/.test(source.slice(prev.end, (tokens[first] as Token).start))) return true;
  // An article may stand between ("com a Vitória", "con la Marta"): in Portuguese "a" is one, though no determiner of the tables.
  return WITH.has(prev.norm) || (isFunctionWord(prev.norm, lang) && WITH.has(tokens[first - 2]?.norm ?? ''));
}

/**
 * Given names in apposition to a kinship noun ("with Sydney and Florence, my two daughters", "con Victoria, mi hija", "com a
 * Vitória, minha filha"): the words name the travellers' companions, however famous a place that bears them. The noun
 * follows a comma and a possessive, with at most one word between them ("my two daughters"); the names are a list of
 * capitalised given names right before that comma, after a preposition of company or opening a sentence (in "to
 * Florence, my wife and I" Florence is where they go).
 */
export function companionTokens(tokens: readonly Token[], source: string, lang: string): Set<number> {
  const { given } = (names ??= load());
  const out = new Set<number>();
  tokens.forEach((t, k) => {
    if (!isKin(t.norm)) return;
    const owner = [k - 1, k - 2].find((j) => isPossessive(tokens[j]?.norm ?? '', lang));
    const last = owner === undefined ? undefined : tokens[owner - 1];
    if (owner === undefined || last === undefined || !source.slice(last.end, (tokens[owner] as Token).start).includes(',')) return;
    const list = nameList(tokens, source, owner - 1, given);
    if (list.length > 0 && inCompany(tokens, source, list[0] as number, lang)) for (const j of list) out.add(j);
  });
  return out;
}

/**
 * Token positions that name a person: one or two capitalised words after a title of the request
 * language, with the titles ("Lic. Ramírez", "Frau Dr. Heinemann"), after a greeting or sign-off ("Hola Marta",
 * "Saludos, Andrés"), a kinship noun ("mon beau-frère Thierry") or a family noun ("Familie Krüger"), a given name followed by a family
 * name ("Luca Ferraro"), and a line that holds only such names (a signature).
 */
export function personTokens(tokens: readonly Token[], source: string, lang: string): Set<number> {
  names ??= load();
  const { given, family } = names;
  const titles = TITLES.get(lang) ?? TITLES.get('en') ?? new Set<string>();
  const out = new Set<number>();
  // The titles before a name name the person too: "Mrs" in "from Mrs Patel" is no airport code (MRS, Marseille).
  const takeName = (i: number, title?: number) => {
    let j = i;
    // A further title may follow the first ("Frau Dr. Heinemann").
    while (titles.has(tokens[j]?.norm ?? '') && isCap(tokens[j])) j++;
    if (!isCap(tokens[j])) return;
    for (let k = title ?? j; k <= j; k++) out.add(k);
    if (isCap(tokens[j + 1]) && family.has(tokens[j + 1]?.norm ?? '') && sameLine(source, tokens[j], tokens[j + 1])) out.add(j + 1);
  };
  tokens.forEach((t, i) => {
    const next = tokens[i + 1];
    if (next === undefined || !sameLine(source, t, next)) return;
    if (titles.has(t.norm) && (isCap(t) || t.norm.length > 3)) takeName(i + 1, i);
    else if (GREETINGS.has(t.norm) && isCap(next) && given.has(next.norm)) takeName(i + 1);
    else if (KIN.has(t.norm) && isCap(next) && given.has(next.norm)) takeName(i + 1);
    else if (FAMILY.has(t.norm) && isCap(next) && /^\s+$/.test(source.slice(t.end, next.start))) {
      if (!afterPreposition(tokens, i, lang) || family.has(next.norm)) takeName(i + 1);
    } else if (t.norm === 'the' && isCap(next) && family.has(next.norm) && tokens[i + 2]?.norm === 'family' && sameLine(source, next, tokens[i + 2]))
      out.add(i + 1);
    // A word that opens places' names ("Monte Verde", "San Marino") heads a place there, not a person's given name.
    else if (
      isCap(t) &&
      isCap(next) &&
      given.has(t.norm) &&
      !isPlaceNameHead(t.norm) &&
      family.has(next.norm) &&
      /^\s+$/.test(source.slice(t.end, next.start))
    ) {
      out.add(i);
      out.add(i + 1);
    }
  });
  for (const line of signatureLines(tokens, source)) for (const i of line) out.add(i);
  return out;
}

/**
 * The family noun at i follows a preposition, with or without an article ("en famille", "in famiglia", "de casal", "mit
 * der Familie"): a trip taken as a family, whose next word is as often a destination ("en familia Asturias") as a name.
 */
function afterPreposition(tokens: readonly Token[], i: number, lang: string): boolean {
  const k = isDeterminer(tokens[i - 1]?.norm ?? '', lang) ? i - 2 : i - 1;
  const w = tokens[k]?.norm ?? '';
  return isFunctionWord(w, lang) && !isDeterminer(w, lang);
}

const sameLine = (source: string, a: Token | undefined, b: Token | undefined) =>
  a !== undefined && b !== undefined && !source.slice(a.end, b.start).includes('\n');

/** Lines after the first that hold one to three capitalised words, all of them person names: a signature ("Jen", "Gonzalo Ibáñez"). */
function signatureLines(tokens: readonly Token[], source: string): number[][] {
  const lines: number[][] = [];
  let line: number[] = [];
  const flush = () => {
    if (line.length > 0 && line.length <= 3) {
      const first = tokens[line[0] as number] as Token;
      const before = source.slice(0, first.start);
      const own = before.includes('\n') && /\n[\s>]*$/.test(before);
      if (own && line.every((i) => isCap(tokens[i]) && isPersonName(tokens[i]?.norm ?? ''))) lines.push(line);
    }
    line = [];
  };
  tokens.forEach((t, i) => {
    const prev = tokens[i - 1];
    if (prev && source.slice(prev.end, t.start).includes('\n')) flush();
    line.push(i);
  });
  flush();
  return lines;
}
