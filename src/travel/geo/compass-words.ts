import { normalize } from './normalize.js';

/**
 * Compass words of the six languages (folded), as nouns and adjectives: "the south", "le Sud", "nördlichen", "meridionale".
 * A name made only of them ("Sud", "Nord-Est", "Northern") is relative: it says where inside some other place, never which.
 */
export const COMPASS_WORDS: ReadonlySet<string> = new Set([
  'north',
  'south',
  'east',
  'west',
  'northeast',
  'northwest',
  'southeast',
  'southwest',
  'northern',
  'southern',
  'eastern',
  'western',
  'northeastern',
  'northwestern',
  'southeastern',
  'southwestern',
  'central',
  'centre',
  'center',
  'centrale',
  'nord',
  'sud',
  'est',
  'ouest',
  'norte',
  'sur',
  'sul',
  'este',
  'oeste',
  'nordeste',
  'noroeste',
  'sudeste',
  'sudoeste',
  'centro',
  'norden',
  'suden',
  'osten',
  'westen',
  'nordlichen',
  'sudlichen',
  'ostlichen',
  'westlichen',
  'settentrionale',
  'meridionale',
]);

/** Whether a name is made only of compass words ("Sud", "Nord-Ouest", "North East", "Centre"). */
export const isCompassName = (name: string): boolean => {
  const words = normalize(name)
    .split(/[\s-]+/)
    .filter(Boolean);
  return words.length > 0 && words.every((w) => COMPASS_WORDS.has(w));
};
