import { normalize } from './normalize.js';

/**
 * The side of a place a compass word names (compass-parts.ts): the north or south half, the east or west half, a corner
 * (two halves at once), or the middle.
 */
export type CompassSide = 'n' | 's' | 'e' | 'w' | 'ne' | 'nw' | 'se' | 'sw' | 'c';

const WORDS: Record<CompassSide, readonly string[]> = {
  n: [
    'north',
    'northern',
    'nord',
    'norte',
    'norden',
    'nordlich',
    'nordliche',
    'nordlichen',
    'nordlicher',
    'nordliches',
    'settentrionale',
    'septentrional',
    'septentrionale',
  ],
  s: ['south', 'southern', 'sud', 'sur', 'sul', 'suden', 'sudlich', 'sudliche', 'sudlichen', 'sudlicher', 'sudliches', 'meridionale', 'meridional'],
  e: ['east', 'eastern', 'est', 'este', 'leste', 'osten', 'ostlich', 'ostliche', 'ostlichen', 'ostlicher', 'ostliches', 'oriental', 'orientale'],
  w: ['west', 'western', 'ouest', 'oeste', 'ovest', 'westen', 'westlich', 'westliche', 'westlichen', 'westlicher', 'westliches', 'occidental', 'occidentale'],
  ne: ['northeast', 'northeastern', 'nordeste', 'nordest', 'nordost'],
  nw: ['northwest', 'northwestern', 'noroeste', 'nordovest', 'nordwest'],
  se: ['southeast', 'southeastern', 'sudeste', 'sudest', 'sudost'],
  sw: ['southwest', 'southwestern', 'sudoeste', 'sudovest', 'sudwest'],
  c: ['central', 'centre', 'center', 'centrale', 'centro'],
};

const SIDE_OF: ReadonlyMap<string, CompassSide> = new Map(
  (Object.entries(WORDS) as Array<[CompassSide, readonly string[]]>).flatMap(([side, words]) => words.map((w) => [w, side] as const)),
);

/**
 * Compass words of the six languages (folded), as nouns and adjectives: "the south", "le Sud", "nördlichen", "meridionale".
 * A name made only of them ("Sud", "Nord-Est", "Northern") is relative: it says where inside some other place, never which.
 */
export const COMPASS_WORDS: ReadonlySet<string> = new Set(SIDE_OF.keys());

/** The side a folded compass word names; two written apart make a corner ("north east", "sud-ouest"). */
export function compassSide(first: string, second?: string): CompassSide | undefined {
  const a = SIDE_OF.get(first);
  const b = second === undefined ? undefined : SIDE_OF.get(second);
  if (!a || second === undefined) return a;
  if (!b) return undefined;
  const corner = `${a}${b}`;
  return corner === 'ne' || corner === 'nw' || corner === 'se' || corner === 'sw' ? corner : undefined;
}

/** Whether a name is made only of compass words ("Sud", "Nord-Ouest", "North East", "Centre"). */
export const isCompassName = (name: string): boolean => {
  const words = normalize(name)
    .split(/[\s-]+/)
    .filter(Boolean);
  return words.length > 0 && words.every((w) => COMPASS_WORDS.has(w));
};
