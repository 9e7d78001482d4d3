import { featureOf, type FieldReading } from './doubt-features.js';

/**
 * The kinds of evidence that the destinations read may be wrong which the doubt model (doubt.ts) does not weigh: it
 * was trained before they were figures of a reading, or never saw them. The kinds:
 * - home: a country read as a destination holds the place the trip starts from ("never left Canada", from Ottawa), the
 *   writer's home more often than where they go;
 * - misspelt: the name was read as the misspelling of a place;
 * - common_word: a word of the language read as a small place from weak evidence;
 * - alone: the place is all that was read from a text that most of it leaves unexplained ("Tell me a joke about Paris"):
 *   whether it is a travel request at all is in doubt.
 * scripts/calibrate-place-doubt.ts measures, on labelled requests, the share of wrong readings with each kind and
 * without any: a kind is kept when its share reaches the break-even of the reader's stated cost (a wrong value answered as
 * complete costs 3, a right reading made partial 1, so doubt pays from a share wrong of 1/4).
 */
export const PLACE_DOUBT_KINDS = ['home', 'misspelt', 'common_word', 'alone'] as const;
export type PlaceDoubtKind = (typeof PLACE_DOUBT_KINDS)[number];

/** The share of a text's letters that no field explains above which a lone place may be no trip's. */
const MOSTLY_UNEXPLAINED = 0.5;

const TESTS: Record<PlaceDoubtKind, (r: FieldReading, fields: number) => boolean> = {
  home: (r) => featureOf(r, 'holds_origin') === 1,
  misspelt: (r) => featureOf(r, 'misspelt') === 1,
  common_word: (r) => featureOf(r, 'weak') === 1,
  alone: (r, fields) => fields === 1 && featureOf(r, 'count') === 1 && featureOf(r, 'share_unexplained') > MOSTLY_UNEXPLAINED,
};

/** How each kind is said in the reason of a doubted reading. */
export const PLACE_DOUBT_WORDS: Record<PlaceDoubtKind, string> = {
  home: 'the country the trip starts from',
  misspelt: 'read as a misspelling',
  common_word: 'also an ordinary word',
  alone: 'nothing else of a trip was read',
};

/** The kinds of evidence against a place field's reading (none: it is read plainly), among `fields` fields read. */
export function placeDoubts(r: FieldReading, fields: number): PlaceDoubtKind[] {
  return PLACE_DOUBT_KINDS.filter((k) => TESTS[k](r, fields));
}
