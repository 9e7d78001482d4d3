/**
 * The signature of a mail: who wrote it and how to reach them, never part of the request. A company
 * name ("Lincoln Freight Ltd", "Cabinet Marseille Conseil"), a street address ("Hauptstraße 5, 80331
 * München") or a phone number there names no place of the trip and no number of it. A signature is
 * known by its form alone, in the six languages:
 * - the lines under a sign-off ("Best regards," "Cordialement," "Viele Grüße") when a name opens them;
 * - everything under the "-- " delimiter mail clients put above a signature;
 * - a last paragraph that opens with a name and holds a line of contact data (a phone number, an
 *   e-mail address, a web address), with no sign-off above it.
 * Lines are given trimmed, in order; the answer is the index of each line that belongs to a signature.
 */

/** A line of a name only: up to four words, no digits, perhaps a title in brackets ("Margaret Hollis (Mrs)"). */
export const NAME_LINE = /^[\p{L}.'’ ()-]{1,40}$/u;
const isName = (s: string) => NAME_LINE.test(s) && s.split(/\s+/).length <= 4;

/** Words that close a message, alone on their line or before the writer's name ("Cheers, Anna"). */
export const CLOSING =
  /^\s*(?:thanks(?: a lot| so much| again)?|thank you(?: so much)?|many thanks|cheers|best(?: wishes| regards)?|kind regards|regards|warm regards|all the best|(?:bien |très )?cordialement|bien à vous|bien amicalement|merci(?: beaucoup| d'avance)?|bises|amitiés|bonne journée|saludos(?: cordiales)?|un (?:cordial )?saludo|gracias|muchas gracias|atentamente|abrazos|un abrazo|besos|viele grüße|liebe grüße|beste grüße|herzliche grüße|freundliche grüße|mit freundlichen grüßen|grüße|lg|vg|mfg|danke(?: schön)?|vielen dank|cordiali saluti|saluti|un saluto|grazie(?: mille)?|a presto|distinti saluti|abs|abraços|abraço|obrigad[oa]|atenciosamente|beijos|bjs|cumprimentos)\b[\s,.!]*[^\n\d]{0,40}$/iu;

/**
 * The formal closings that end a longer line of a letter ("I remain, yours faithfully,", "Je vous prie d'agréer ...
 * l'expression de mes salutations distinguées.", "les saluda atentamente,", "porgo distinti saluti.").
 */
const FORMAL_CLOSING =
  /(?:yours (?:faithfully|sincerely|truly)|sincerely(?: yours)?|salutations distinguées|sentiments distingués|atentamente|distinti saluti|cordiali saluti|cumprimentos|mit freundlichen grüßen|hochachtungsvoll)[\s,.!]*$/iu;

/** The delimiter mail clients write above a signature, and the line phones add below a message. */
const DELIMITER = /^(?:--|—|__)\s*$/u;
const SENT_FROM = /^(?:sent from my|envoyé de mon|enviado desde mi|von meinem \S+ gesendet|gesendet von meinem|inviato da(?:l mio)?|enviado do meu)\b/iu;

/** Contact data: a phone number (with its label), an e-mail address, a web address. */
const PHONE = /(?:^|\s|:)(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d{2,6}(?:[\s.-]\d{2,6}){1,4}\s*$/u;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/u;
const WEB = /\b(?:https?:\/\/|www\.)\S+/iu;
const isContact = (s: string) => EMAIL.test(s) || WEB.test(s) || (PHONE.test(s) && (s.match(/\d/g)?.length ?? 0) >= 7);

/** A signature line under a name: short, no question, no postscript ("P.S. we also need a car" is the writer again). */
const SIGNATURE_LIKE = (s: string) => s.length <= 90 && !s.endsWith('?') && !/^p\.?\s?s\b/iu.test(s);
/** How many lines a signature spans at most. */
const MAX_LINES = 8;

export function signatureLines(lines: readonly string[]): Set<number> {
  const out = new Set<number>();
  const text = lines.map((s, k) => ({ s, k })).filter((l) => l.s !== '');
  const add = (from: number) => text.slice(from).forEach((l) => out.add(l.k));

  for (const l of text) if (SENT_FROM.test(l.s)) out.add(l.k);
  const delimiter = text.findIndex((l) => DELIMITER.test(l.s));
  // The writer's first line is never a signature ("Thanks! Can you find me a park?").
  if (delimiter >= 1) add(delimiter);

  const rest = text.filter((l) => !out.has(l.k));
  for (let k = rest.length - 1; k >= 1 && k >= rest.length - 1 - MAX_LINES; k--) {
    const l = rest[k] as { s: string; k: number };
    if (!CLOSING.test(l.s) && !FORMAL_CLOSING.test(l.s)) continue;
    const tail = rest.slice(k + 1);
    const signed = tail.length === 0 || (isName(tail[0]?.s ?? '') && tail.every((t) => SIGNATURE_LIKE(t.s)));
    if (signed) [l, ...tail].forEach((t) => out.add(t.k));
    return out;
  }

  // No sign-off: the last paragraph, opened by a name, holding contact data.
  let start = lines.length;
  while (start > 0 && lines[start - 1] !== '') start--;
  const last = text.filter((l) => l.k >= start && !out.has(l.k));
  const signed = start > 0 && last.length >= 2 && isName(last[0]?.s ?? '') && last.some((l) => isContact(l.s)) && last.every((l) => SIGNATURE_LIKE(l.s));
  if (signed) last.forEach((l) => out.add(l.k));
  return out;
}
