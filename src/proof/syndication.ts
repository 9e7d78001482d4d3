import { tokenize } from './names.js';

/**
 * One story carried by several publishers (a wire story reprinted by newspapers) is one source.
 * Pages are compared by the shingles (runs of SHINGLE words) of the paragraphs naming the
 * entity; two pages sharing at least SAME_STORY_SHARE of the smaller set carry the same story.
 */
const SHINGLE = 6;
const MAX_SHINGLES = 400;
export const SAME_STORY_SHARE = 0.5;

/** 32-bit FNV-1a of a string. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

export function fingerprint(paragraphs: readonly string[]): number[] {
  const words = tokenize(paragraphs.join(' ')).map((token) => token.lower);
  const shingles = new Set<number>();
  for (let index = 0; index + SHINGLE <= words.length && shingles.size < MAX_SHINGLES; index += 1)
    shingles.add(hash(words.slice(index, index + SHINGLE).join(' ')));
  return [...shingles];
}

export function sameStory(a: readonly number[], b: readonly number[]): boolean {
  if (a.length === 0 || b.length === 0) return false;
  const smaller = a.length <= b.length ? a : b;
  const larger = new Set(a.length <= b.length ? b : a);
  const shared = smaller.filter((value) => larger.has(value)).length;
  return shared >= smaller.length * SAME_STORY_SHARE;
}

/** Groups item indexes that carry the same story; each group is one source. */
export function storyGroups(fingerprints: readonly number[][]): number[][] {
  const groups: number[][] = [];
  fingerprints.forEach((print, index) => {
    if (print.length === 0) return;
    const group = groups.find((members) => sameStory(fingerprints[members[0] as number] as number[], print));
    if (group) group.push(index);
    else groups.push([index]);
  });
  return groups;
}
