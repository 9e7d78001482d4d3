import type { RoledMention } from './roles.js';

/**
 * A place name whose readings stay close after every context is used (the request's other places,
 * its origin, a qualifier): said, with the readings, instead of silently picking one. "Close" is a
 * winner holding less than AMBIGUOUS_BELOW of the belief with a runner-up in another country holding
 * at least RUNNER_UP_MIN (confidences are a softmax of the scores, see geo/score.ts).
 */
const AMBIGUOUS_BELOW = 0.6;
const RUNNER_UP_MIN = 0.3;

export interface AmbiguousPlace {
  text: string;
  readings: Array<{ name: string; country: string | null; confidence: number }>;
}

export function ambiguousPlaces(places: readonly RoledMention[]): AmbiguousPlace[] {
  const out: AmbiguousPlace[] = [];
  for (const { mention: m, role } of places) {
    if (role === 'origin' || m.confidence >= AMBIGUOUS_BELOW) continue;
    const rival = m.alternatives.find((a) => a.country !== m.country && a.confidence >= RUNNER_UP_MIN);
    if (!rival) continue;
    out.push({
      text: m.matched_text,
      readings: [
        { name: m.name, country: m.country, confidence: m.confidence },
        { name: rival.name, country: rival.country, confidence: rival.confidence },
      ],
    });
  }
  return out;
}
