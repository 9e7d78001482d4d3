import type { ResolvedPlace } from '../geo/types.js';
import { fold, overlaps, type Span } from './text.js';

/**
 * Sorts place mentions into hard scope ("in Northern California", "only in Italy", "trip to
 * Japan"), soft preference ("maybe Spain or Portugal", "somewhere like Bali") and exclusions
 * ("not Florida"). A destination named without a hedge is hard: that is what people mean.
 */
export type Mention = ResolvedPlace & { start: number; end: number };

export interface GeographyReading {
  hard: Mention[];
  soft: Mention[];
  excluded: Mention[];
}

const EXCLUDE_BEFORE = /\b(?:not|no|avoid|avoiding|except|anywhere but|other than|rather than|instead of|don't want|do not want|skip|skipping|without)\s+(?:[\w'-]+\s+){0,3}$/;
/** A hedge governs a place only when it sits a few words before it ("maybe Spain", "thinking about going to Spain"). */
const SOFT_BEFORE = /\b(?:maybe|perhaps|possibly|open to|thinking (?:about|of)|considering|something like|somewhere like|(?:a )?places? like|(?:destinations?|countries|cities|spots?) like|such as|e\.g\.|ideally|preferably|could be|might|or even|if not)\s+(?:[\w'-]+,?\s+){0,3}$/;
const SOFT_AFTER = /^\s*(?:maybe|perhaps|\?|or something|or similar|or somewhere similar|-ish|would be nice|is an option|are options)/;
/** Low-confidence readings (a common word that is also a town name) are not scope. */
const MIN_CONFIDENCE = 0.35;

export function classifyPlaces(text: string, mentions: readonly Mention[], blocked: readonly Span[]): GeographyReading {
  const folded = fold(text);
  const out: GeographyReading = { hard: [], soft: [], excluded: [] };
  for (const m of mentions) {
    if (m.role === 'origin' || m.confidence < MIN_CONFIDENCE || overlaps(blocked, m.start, m.end)) continue;
    // Part of a hyphenated word ("step-free", "kid-friendly") is not a place name.
    if (text[m.start - 1] === '-' || text[m.end] === '-') continue;
    if (out.hard.concat(out.soft, out.excluded).some((o) => o.id === m.id)) continue;
    const near = folded.slice(Math.max(0, m.start - 60), m.start);
    if (EXCLUDE_BEFORE.test(folded.slice(Math.max(0, m.start - 40), m.start))) out.excluded.push(m);
    else if (SOFT_BEFORE.test(near.split(/[.;!?]/).pop() ?? '') || SOFT_AFTER.test(folded.slice(m.end, m.end + 25))) out.soft.push(m);
    else out.hard.push(m);
  }
  return out;
}

const MULTI_CUE = /\b(?:two|three|several|multiple|a few|a couple of|2|3) (?:cities|city|towns|places|stops)\b|\bmulti[- ]?(?:city|destination|stop)\b|\bcity[- ]hopping\b|\bsplit (?:the|our|my) (?:time|trip|week)\b|\bcombine\b|\bitinerary covering\b/;
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
