/** The text as a literal inside a regular expression: every character with a meaning there escaped. */
export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Literal alternatives for one group, longest first so a longer phrase wins over its own first word ("written by" before "by"). */
export const alternatives = (words: Iterable<string>) =>
  [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegex)
    .join('|');
