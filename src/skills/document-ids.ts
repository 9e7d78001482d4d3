/**
 * Documents named by their identifier, each read as the kind of document it names: a security
 * advisory (CVE-2021-23337, GHSA-35jh-r3h4-6jhm), a standard (RFC 9110, ISO 8601, ISO/IEC 27001,
 * IEEE 754, ECMA-262) or a research paper (doi 10.1038/nphys1170, arXiv:2101.00001). The query is
 * about that document; its number is no word an option could cover.
 */
const DOCUMENT_IDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:CVE-\d{4}-\d{4,7}|GHSA(?:-[0-9a-z]{4}){3})\b/gi, 'security advisory'],
  [/\b(?:RFC|BCP|ISO(?:\/IEC)?|IEC|IEEE|ECMA)[\s-]?\d{2,6}(?:[-:]\d{1,4})?\b/gi, 'standard rfc'],
  [/\b10\.\d{4,9}\/[\w.;()/:-]+|\barxiv:\s?\d{4}\.\d{4,5}(?:v\d+)?\b/gi, 'research paper doi'],
];

/** The text with each document identifier read as its kind. */
export const documentIdsRead = (text: string): string => DOCUMENT_IDS.reduce((read, [id, kind]) => read.replace(id, ` ${kind} `), text);
