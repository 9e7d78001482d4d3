import { tokenize, type Token } from './names.js';

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

function refersBack(previous: Token | undefined, token: Token): boolean {
  const elided = ELIDED.exec(token.lower);
  return DESCRIPTIONS.some(
    ({ determiners, nouns }) =>
      (nouns.includes(token.lower) && previous !== undefined && determiners.includes(previous.lower)) ||
      (elided?.[1] !== undefined && nouns.includes(elided[1])),
  );
}

/** How many definite descriptions of an organisation each paragraph holds. */
export function organisationReferences(paragraphs: readonly string[]): number[] {
  return paragraphs.map((paragraph) => {
    const tokens = tokenize(paragraph);
    return tokens.filter((token, index) => refersBack(tokens[index - 1], token)).length;
  });
}
