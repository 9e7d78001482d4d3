/**
 * Comparable form of a name: lower case, no accents, no punctuation, single spaces ("Évora," and
 * "evora" agree). Compatibility forms fold to their letters first, so full-width letters typed on
 * an East Asian keyboard ("ＬＡＸ") and ligatures ("ﬁ") read as the plain ones.
 */
export function foldName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Lower case without accents, nothing else changed ("Fête" -> "fete"). */
export const withoutAccents = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** A name as an identifier: its folded letters and digits joined by underscores ("Fête des Lumières" -> "fete_des_lumieres"). */
export const idOfName = (name: string): string =>
  withoutAccents(name)
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
