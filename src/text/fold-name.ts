/** Comparable form of a name: lower case, no accents, no punctuation, single spaces ("Évora," and "evora" agree). */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
