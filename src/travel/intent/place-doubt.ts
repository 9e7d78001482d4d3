import { featureOf, type FieldReading } from './doubt-features.js';

/**
 * The kinds of evidence that the destinations read may be wrong, which the doubt model (doubt.ts) weighs too little or
 * not at all; a destination read by a name of its own, with no namesake the context left standing, in a role the role
 * model is sure of and no frame around it, carries none, and only the model judges it. The kinds:
 * - frame: a country or region read beside a place inside it ("Portugal: Lisbon and Porto"), which writers mean as the
 *   frame of the trip as often as one more stop;
 * - home: a country read as a destination holds the place the trip starts from ("never left Canada", from Ottawa), the
 *   writer's home more often than where they go;
 * - namesake: a reading in another country keeps some belief the context did not take away ("Córdoba", "Victoria");
 * - close_call: the reading chosen won over its runner-up by a small margin;
 * - prominence: among several places, one won over its namesakes by prominence alone (nothing in the text chose it);
 * - unclear_role: the role model is unsure the place is where the traveller goes;
 * - misspelt: the name was read as the misspelling of a place;
 * - common_word: a word of the language read as a small place from weak evidence;
 * - alone: the place is all that was read from a text that most of it leaves unexplained ("Tell me a joke about Paris"):
 *   whether it is a travel request at all is in doubt.
 * scripts/calibrate-place-doubt.ts measures, on labelled requests, the share of wrong readings with each kind and
 * without any: a kind is kept when its share reaches the break-even of the reader's stated cost (a wrong value answered as
 * complete costs 3, a right reading made partial 1, so doubt pays from a share wrong of 1/4), and the cut of a graded
 * figure where the bands beyond it clear the break-even by more than one standard error (a cut is one choice of many).
 */
export const PLACE_DOUBT_KINDS = ['frame', 'home', 'namesake', 'close_call', 'prominence', 'unclear_role', 'misspelt', 'common_word', 'alone'] as const;
export type PlaceDoubtKind = (typeof PLACE_DOUBT_KINDS)[number];

/** The belief a namesake abroad may keep before it counts: below it, the context ruled the namesake out. */
const NAMESAKE_BELIEF = 0.05;
/** The lead over the runner-up below which a pick is a close call. */
const CLOSE_MARGIN = 0.7;
/** The role model's belief below which a place's role is unclear. */
const SURE_ROLE = 0.95;
/** The share of a text's letters that no field explains above which a lone place may be no trip's. */
const MOSTLY_UNEXPLAINED = 0.5;

const TESTS: Record<PlaceDoubtKind, (r: FieldReading, fields: number) => boolean> = {
  frame: (r) => featureOf(r, 'holds_another') === 1,
  home: (r) => featureOf(r, 'holds_origin') === 1,
  namesake: (r) => featureOf(r, 'namesake_abroad') >= NAMESAKE_BELIEF,
  close_call: (r) => featureOf(r, 'min_margin') < CLOSE_MARGIN,
  prominence: (r) => featureOf(r, 'by_prominence') === 1 && featureOf(r, 'count') > 1,
  unclear_role: (r) => featureOf(r, 'role_p') < SURE_ROLE,
  misspelt: (r) => featureOf(r, 'misspelt') === 1,
  common_word: (r) => featureOf(r, 'weak') === 1,
  alone: (r, fields) => fields === 1 && featureOf(r, 'count') === 1 && featureOf(r, 'share_unexplained') > MOSTLY_UNEXPLAINED,
};

/** How each kind is said in the reason of a doubted reading. */
export const PLACE_DOUBT_WORDS: Record<PlaceDoubtKind, string> = {
  frame: 'a country or region named beside a place inside it',
  home: 'the country the trip starts from',
  namesake: 'a place of that name elsewhere',
  close_call: 'another reading of the name came close',
  prominence: 'one of them was chosen over its namesakes by prominence alone',
  unclear_role: 'its role in the trip is unclear',
  misspelt: 'read as a misspelling',
  common_word: 'also an ordinary word',
  alone: 'nothing else of a trip was read',
};

/** The kinds of evidence against a place field's reading (none: it is read plainly), among `fields` fields read. */
export function placeDoubts(r: FieldReading, fields: number): PlaceDoubtKind[] {
  return PLACE_DOUBT_KINDS.filter((k) => TESTS[k](r, fields));
}
