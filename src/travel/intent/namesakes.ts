import { wonByProminence } from '../geo/resolve.js';
import { CONFIDENCE_TEMPERATURE } from '../geo/score.js';
import type { PlaceRef } from '../geo/types.js';
import type { RoledMention } from './place-mentions.js';

/**
 * A place name whose readings stay close after every context is used (the request's other places,
 * its origin, a qualifier): said, with the readings, instead of silently picking one. "Close" is one
 * measure, the winner's lead in score over a rival namesake (geo/score.ts: the prior plus the context;
 * the confidences are a softmax of the scores, so the lead is read back from their ratio). Any namesake within CLOSE_LEAD is a coin toss, whatever chose the winner. A winner
 * that nothing in the request chose (it won by prominence alone) is in doubt up to PROMINENCE_LEAD
 * against a namesake of its own rank or above (Cambridge, England or Massachusetts; Portland, Oregon
 * or Maine; Georgia, the country or the state; Córdoba, Argentina or Spain): a prior says which place
 * is better known, not which one this traveller means. A town does not contest an island or a
 * country of its name (Crete, Madeira), but a state or region contests a country as it does its
 * peers. The runner-up may be in the same country when it bears the same name (Springfield,
 * Neustadt): the traveller's country says nothing about which of its own namesakes is meant.
 */
const CLOSE_LEAD = 0.08;
const PROMINENCE_LEAD = 0.18;
/** The winner's lead in score over a reading, from their confidences (a confidence rounded to 0 is no rival). */
const leadOver = (winner: number, other: number) => (other > 0 ? CONFIDENCE_TEMPERATURE * Math.log(winner / other) : Infinity);
/** How much ground a reading covers: a country over a state or region over a town or anything smaller. */
const rank = (p: PlaceRef) => (p.type === 'country' ? 2 : p.type === 'state' || p.type === 'region' ? 1 : 0);

export interface AmbiguousPlace {
  text: string;
  readings: Array<{ name: string; country: string | null; confidence: number }>;
}

export function ambiguousPlaces(places: readonly RoledMention[]): AmbiguousPlace[] {
  const out: AmbiguousPlace[] = [];
  for (const { mention: m, role } of places) {
    if (role === 'origin') continue;
    // In one country only a town of the same name is a rival (Indio and Coachella are one valley's towns).
    // A reading the request's context chose (the origin's country, a qualifier, another place) is settled unless a namesake is within CLOSE_LEAD.
    const byProminence = wonByProminence(m.reason);
    const namesake = (a: PlaceRef) => a.country !== m.country || (a.type === m.type && a.name === m.name);
    const close = (a: PlaceRef) => {
      const lead = leadOver(m.confidence, a.confidence);
      return lead < CLOSE_LEAD || (byProminence && lead < PROMINENCE_LEAD && rank(a) >= Math.min(rank(m), 1));
    };
    const rival = m.alternatives.find((a) => a.id !== m.id && close(a) && namesake(a));
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
