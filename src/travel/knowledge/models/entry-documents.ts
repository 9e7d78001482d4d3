import { readTravelJson } from '../data-files.js';
import { SCHENGEN_AREA } from './transfer.js';

/**
 * Entry documents beside the visa rule (data/travel/entry-documents.json, each from its official page
 * or law): the named authorisation of a country whose rule is an ETA (ESTA, eTA, UK ETA...), ETIAS for
 * visa-free visitors to the Schengen area, and how long a passport must still be valid. A
 * country the file does not name gets nothing, never a guess.
 */
interface Sourced {
  words: string;
  /** The source and its date in a few words, said after the sentence. */
  cite: string;
  source: string;
  source_url: string | null;
  as_of: string;
}
interface Scoped extends Sourced {
  country?: string;
  /** SCHENGEN: every Schengen state. */
  area?: 'SCHENGEN';
  /** Passports the entry does not concern (SCHENGEN: those of the Schengen states). */
  outside?: string[];
}
interface DocumentsFile {
  authorisations: (Sourced & { country: string; name: string })[];
  schengen_visa_free: Scoped;
  passport_validity: Scoped[];
}

let file: DocumentsFile | undefined;
const documents = (): DocumentsFile => (file ??= readTravelJson<DocumentsFile>('entry-documents.json'));

const inScope = (e: Scoped, country: string): boolean => (e.area === 'SCHENGEN' ? SCHENGEN_AREA.has(country) : e.country === country);
const concerns = (e: Scoped, passport: string | null): boolean =>
  passport === null || !(e.outside ?? []).some((o) => (o === 'SCHENGEN' ? SCHENGEN_AREA.has(passport) : o === passport));

export type EntryDocument = Pick<Sourced, 'words' | 'cite' | 'source' | 'as_of'>;

/** The authorisation a country's ETA rule means ("the UK ETA, required of ..."), if the file names it. */
export const namedAuthorisation = (country: string): EntryDocument | null => documents().authorisations.find((a) => a.country === country) ?? null;

/** ETIAS, for a visa-free passport (null: not known) entering a Schengen state, unless it is a Schengen state's own. */
export function schengenVisaFree(country: string, passport: string | null): EntryDocument | null {
  const e = documents().schengen_visa_free;
  return inScope(e, country) && concerns(e, passport) ? e : null;
}

/** How long a passport (null: not known) must still be valid to enter the country, if the file says. */
export function passportValidity(country: string, passport: string | null): EntryDocument | null {
  return documents().passport_validity.find((e) => inScope(e, country) && concerns(e, passport)) ?? null;
}
