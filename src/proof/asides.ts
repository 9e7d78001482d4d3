import { sentencesOf } from './subject.js';

/**
 * How a writer tells the person a page is about from a namesake, in the languages svc reads: "not
 * to be confused with the Olympic rower of the same name", "no relation to", "shares her name with",
 * "nicht zu verwechseln mit", "à ne pas confondre avec", "no confundir con", "da non confondere con",
 * "não confundir com", "niet te verwarren met". Such a clause describes the other person, so the
 * field, place, employer or death it gives are no evidence about the page's person. Editorial
 * wording (svc maintainers), lower case.
 */
const DISAMBIGUATIONS = [
  'not to be confused with',
  'no relation to',
  'not related to',
  'shares her name with',
  'shares his name with',
  'shares their name with',
  'same name as',
  'of the same name',
  'nicht zu verwechseln mit',
  'nicht verwandt mit',
  'gleichnamig',
  'namensvetter',
  'à ne pas confondre avec',
  'a ne pas confondre avec',
  'homonyme',
  'no confundir con',
  'sin relación con',
  'homónimo',
  'homónima',
  'da non confondere con',
  'omonimo',
  'omonima',
  'não confundir com',
  'sem relação com',
  'homônimo',
  'homônima',
  'niet te verwarren met',
  'naamgenoot',
];

const disambiguates = (text: string) => {
  const lower = text.toLowerCase().replace(/’/gu, "'");
  return DISAMBIGUATIONS.some((phrase) => lower.includes(phrase));
};

/** A paragraph without its disambiguating asides: a bracket or dash aside holding one, else the sentence holding one. */
export function withoutAsides(paragraph: string): string {
  const bracketed = paragraph.replace(/\([^()]*\)|[–—][^–—]*[–—]/gu, (aside) => (disambiguates(aside) ? ' ' : aside));
  return sentencesOf(bracketed)
    .filter((sentence) => !disambiguates(sentence))
    .join(' ');
}
