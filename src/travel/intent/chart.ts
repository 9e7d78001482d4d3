import type { Tok } from './tokens.js';

/**
 * The chart: every recogniser proposes typed candidate spans over the one token sequence of the
 * request, and one chooser keeps a consistent set of them. Overlapping candidates are decided by
 * the evidence each carries (a head word it binds to, a cue before it, its length), never by the
 * order the recognisers ran in. Roles, negation scope, conflicts and the accounting of what was
 * not read then work once, over the chosen spans.
 */
export type CandidateKind =
  'date' | 'duration' | 'money' | 'party' | 'quantity' | 'place' | 'theme' | 'event' | 'service' | 'access' | 'tier' | 'vague_time' | 'cue' | 'unknown';

export interface Candidate<V = unknown> {
  kind: CandidateKind;
  /** Token span [start, end). */
  start: number;
  end: number;
  /** The recogniser's reading (a date window, an amount, a resolved place...). */
  value: V;
  /**
   * Strength of the evidence, 0..1: 1 for a span bound to its head word ("10 months old",
   * "4 nights", "$250 a night"), lower for a bare reading ("10", a lone month name).
   */
  score: number;
  /** The word(s) the span is read with, when it binds to one ("old", "nights", "night", "people"). */
  head?: string;
  /** Which recogniser proposed it, for tracing. */
  by: string;
}

const length = (c: Candidate) => c.end - c.start;
const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;

/**
 * Keeps the best consistent set: candidates are taken by score, then by length (a longer reading
 * explains more of the text), then by position; a candidate overlapping one already kept is
 * dropped unless it lies wholly inside it and is of a kind that may nest (a place inside an event
 * name keeps both). Returned in text order.
 */
export function choose(cands: readonly Candidate[], nests: (outer: Candidate, inner: Candidate) => boolean = () => false): Candidate[] {
  const ranked = [...cands].sort((a, b) => b.score - a.score || length(b) - length(a) || a.start - b.start);
  const kept: Candidate[] = [];
  for (const c of ranked) {
    const clash = kept.some((k) => overlaps(k, c) && !(c.start >= k.start && c.end <= k.end && nests(k, c)));
    if (!clash) kept.push(c);
  }
  return kept.sort((a, b) => a.start - b.start || b.end - a.end);
}

/** Token indices covered by the chosen candidates. */
export function covered(chosen: readonly Candidate[]): Set<number> {
  const out = new Set<number>();
  for (const c of chosen) for (let i = c.start; i < c.end; i++) out.add(i);
  return out;
}

/** The text a candidate spans, as written. */
export const spanText = (text: string, toks: readonly Tok[], c: { start: number; end: number }): string =>
  text.slice(toks[c.start]?.start ?? 0, toks[c.end - 1]?.end ?? 0);
