import type { ResolvedPlace } from '../geo/types.js';
import { fold } from './text.js';

export type Mention = ResolvedPlace & { start: number; end: number };

const MULTI_CUE =
  /\b(?:two|three|several|multiple|a few|a couple of|2|3) (?:cities|city|towns|places|stops)\b|\bmulti[- ]?(?:city|destination|stop)\b|\bcity[- ]hopping\b|\bsplit (?:the|our|my) (?:time|trip|week)\b|\bcombine\b|\bitinerary covering\b/;
const JOINER = /^\s*(?:,|and|&|\+|then|followed by|before|after|plus|with a few days in|and then)\s*(?:a few days in\s+|then\s+)?$/;

/**
 * Several cities in one trip: an explicit cue ("two cities", "city hopping") or two hard
 * city mentions joined by and/then/commas ("Paris and Rome"), not by "or".
 */
export function readMultiCity(text: string, hard: readonly Mention[]): { requested: boolean; cities: string[]; text: string | null } {
  const folded = fold(text);
  const cue = MULTI_CUE.exec(folded);
  const cities = hard.filter((m) => m.type === 'city').sort((a, b) => a.start - b.start);
  let joined = false;
  for (let i = 1; i < cities.length; i++) {
    const prev = cities[i - 1] as Mention;
    const cur = cities[i] as Mention;
    if (JOINER.test(folded.slice(prev.end, cur.start))) joined = true;
  }
  const requested = Boolean(cue) || joined;
  const first = cities[0];
  const last = cities[cities.length - 1];
  const matched = cue ? cue[0] : joined && first && last ? text.slice(first.start, last.end) : null;
  return { requested, cities: requested ? cities.map((c) => c.name) : [], text: matched };
}
