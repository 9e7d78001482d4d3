import { compact, tokenize, type Token } from './names.js';

/**
 * Definite descriptions that refer back to an organisation a piece is about: "the company",
 * "the firm", "das Unternehmen", "la société", "l'entreprise", "la empresa". A writer names the
 * organisation once or twice and then says "the company"; counted only where the piece is about
 * the entity (see classify.ts), since elsewhere "the company" may be any other firm.
 */
const DESCRIPTIONS: ReadonlyArray<{ determiners: readonly string[]; nouns: readonly string[] }> = [
  {
    determiners: ['the', 'this'],
    nouns:
      'company firm startup start-up business group maker manufacturer developer brand retailer producer studio agency lab laboratory bank insurer airline chain operator charity nonprofit organisation organization institute cooperative co-op publisher platform supplier'.split(
        ' ',
      ),
  },
  {
    determiners: ['das', 'die', 'der', 'dem', 'den', 'des', 'dieses', 'diese'],
    nouns: ['unternehmen', 'unternehmens', 'firma', 'konzern', 'konzerns', 'hersteller', 'herstellers', 'gesellschaft', 'gruppe', 'start-up'],
  },
  { determiners: ['la', 'le', 'cette', 'ce'], nouns: ['société', 'entreprise', 'firme', 'groupe', 'start-up', 'fabricant', 'compagnie'] },
  { determiners: ['la', 'el', 'esta', 'este'], nouns: ['empresa', 'compañía', 'firma', 'sociedad', 'grupo', 'fabricante'] },
  { determiners: ['la', 'il', 'questa', 'questo'], nouns: ['azienda', 'società', 'impresa', 'gruppo'] },
  { determiners: ['a', 'o', 'esta', 'este'], nouns: ['empresa', 'companhia', 'firma', 'grupo', 'fabricante'] },
  { determiners: ['het', 'de', 'dit', 'deze'], nouns: ['bedrijf', 'onderneming', 'firma', 'fabrikant'] },
];

/** "l'entreprise", "l'azienda": the article written into the noun. */
const ELIDED = /^l['’](.+)$/u;

const DETERMINERS = new Set(DESCRIPTIONS.flatMap(({ determiners }) => determiners));
const isLowerCase = (token: Token) => token.word === token.lower;

/**
 * A definite description: a known noun of organisations after its determiner, or, written in lower
 * case after any determiner, a word of the entity's own name that says what kind of thing it is
 * ("la coopérative" for "Coopérative Les Jardins du Fleuve", "the foundation" for "Arden Foundation").
 */
function refersBack(previous: Token | undefined, token: Token, kindWords: ReadonlySet<string>): boolean {
  const elided = ELIDED.exec(token.lower);
  const named = (noun: string | undefined) => noun !== undefined && kindWords.has(noun) && isLowerCase(token);
  return (
    DESCRIPTIONS.some(
      ({ determiners, nouns }) =>
        (nouns.includes(token.lower) && previous !== undefined && determiners.includes(previous.lower)) ||
        (elided?.[1] !== undefined && nouns.includes(elided[1])),
    ) ||
    (previous !== undefined && DETERMINERS.has(previous.lower) && named(token.lower)) ||
    named(elided?.[1])
  );
}

/** Words of a name long enough to say a kind ("coopérative", "foundation", "museum"), not its articles and joiners. */
const MIN_KIND_WORD = 4;

/** How many definite descriptions of an organisation each paragraph holds; `nameWords` are the entity's name, lower-cased. */
export function organisationReferences(paragraphs: readonly string[], nameWords: readonly string[] = []): number[] {
  const kindWords = new Set(nameWords.filter((word) => word.length >= MIN_KIND_WORD));
  return paragraphs.map((paragraph) => {
    const tokens = tokenize(paragraph);
    return tokens.filter((token, index) => refersBack(tokens[index - 1], token, kindWords)).length;
  });
}

/**
 * Words that credit a work to its maker right before the maker's name: "The Saltpetre Republic, by
 * Tomás Echeverría", "un roman de", "ein Buch von", "a cura di".
 */
const CREDITS = new Set(['by', 'von', 'de', 'par', 'di', 'da', 'door', 'av', 'af']);
/** A determiner or possessive, then a noun for a work: "the book", "his album", "le livre", "das Buch". */
const WORK_DETERMINERS = new Set([
  ...DETERMINERS,
  ...'his her their its sein seine ihr ihre son sa ses su sus suo sua seu sua zijn haar hans hennes'.split(' '),
]);
const WORKS = new Set(
  'book novel memoir biography monograph album film documentary exhibition livre roman essai recueil exposition buch ausstellung libro novela película ensayo romanzo saggio livro romance filme ensaio boek'.split(
    ' ',
  ),
);

/** The page credits a work to the entity ("..., by Tomás Echeverría"): a review of the work is coverage of its maker. */
export function creditsWork(paragraphs: readonly string[], nameWords: readonly string[]): boolean {
  if (nameWords.length === 0) return false;
  return paragraphs.some((paragraph) => {
    const tokens = tokenize(paragraph);
    return tokens.some((token, index) => CREDITS.has(token.lower) && nameWords.every((word, offset) => tokens[index + 1 + offset]?.lower === word));
  });
}

/** How many descriptions of a work ("the book", "son roman") each paragraph holds: in a review of the entity's work they refer to it. */
export function workReferences(paragraphs: readonly string[]): number[] {
  return paragraphs.map((paragraph) => {
    const tokens = tokenize(paragraph);
    return tokens.filter((token, index) => WORKS.has(token.lower) && WORK_DETERMINERS.has(tokens[index - 1]?.lower ?? '')).length;
  });
}

/**
 * Third-person singular pronouns that refer back to a person a piece is about ("she", "his",
 * "elle", "er", "hij"): counted, like the descriptions above, only in a piece whose headline or
 * lead names the entity, after its first mention.
 */
const PERSONAL_PRONOUNS = new Set(
  'he she him his her hers himself herself er sie ihm ihr ihre ihren ihrem sein seine seinen seinem il elle lui son sa ses él ella lei suo sua suoi sue ele ela dele dela hij zij haar zijn hem han hun hon hans hennes henne'.split(
    ' ',
  ),
);

/** How many personal pronouns each paragraph holds. */
export function personalReferences(paragraphs: readonly string[]): number[] {
  return paragraphs.map((paragraph) => tokenize(paragraph).filter((token) => PERSONAL_PRONOUNS.has(token.lower)).length);
}

/**
 * How many times each paragraph names one of `organisations` (compact names, "northmoorgames"):
 * the organisation a person founded or runs, whose coverage is coverage of their work. After its
 * full name, its capitalised first word counts too ("Northmoor's largest campaign").
 */
export function organisationMentions(paragraphs: readonly string[], organisations: readonly string[]): number[] {
  const keys = new Set(organisations.filter((key) => key.length >= 5));
  const longest = Math.max(0, ...[...keys].map((key) => key.length));
  const named = new Set<string>();
  const shortForm = (token: Token) =>
    token.word[0] !== token.word[0]?.toLowerCase() &&
    compact(token.word).length >= 5 &&
    [...named].some((key) => key !== compact(token.word) && key.startsWith(compact(token.word)));
  return paragraphs.map((paragraph) => {
    const tokens = tokenize(paragraph);
    let found = 0;
    for (let start = 0; start < tokens.length; start += 1) {
      let joined = '';
      let end = start;
      for (; end < tokens.length && joined.length < longest; end += 1) {
        joined += compact(tokens[end]?.word ?? '');
        if (keys.has(joined)) break;
      }
      if (keys.has(joined)) {
        named.add(joined);
        found += 1;
        start = end;
      } else if (shortForm(tokens[start] as Token)) found += 1;
    }
    return found;
  });
}
