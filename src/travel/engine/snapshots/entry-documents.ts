import type { EntryRequirement } from '../../../contracts/travel.js';
import { namedAuthorisation, passportValidity, schengenVisaFree, type EntryDocument } from '../../knowledge/models/entry-documents.js';
import { capitalised } from '../text.js';

const SENTENCE_MAX = 500;

/**
 * The entry requirement with the documents beside the visa rule in documents: the authorisation an
 * ETA rule means by name and date, ETIAS for a visa-free stay in the Schengen area, and how
 * long the passport must still be valid. The passport is the stated one, or the origin country's as the
 * statement's condition (null: none known). Each sentence names its source and date; the file names each in full.
 */
export function withEntryDocuments(
  e: EntryRequirement,
  country: string,
  passport: string | null,
  requirement: EntryRequirement['requirement'],
): EntryRequirement {
  const authorisation = requirement === 'eta' ? namedAuthorisation(country) : null;
  const schengen = requirement === 'visa_free' ? schengenVisaFree(country, passport) : null;
  const validity = passportValidity(country, passport);
  const said: [EntryDocument | null, (words: string) => string][] = [
    [authorisation, (w) => `The authorisation here is ${w}.`],
    [schengen, (w) => `${capitalised(w)}.`],
    [validity, (w) => `${capitalised(w)}.`],
  ];
  const found = said.filter((x): x is [EntryDocument, (words: string) => string] => x[0] !== null);
  if (found.length === 0) return e;
  return {
    ...e,
    documents: found.map(([d, words]) => words(`${d.words} (${d.cite})`).slice(0, SENTENCE_MAX)),
  };
}
