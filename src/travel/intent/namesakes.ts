import { wonByProminence } from '../geo/resolve.js';
import type { PlaceRef } from '../geo/types.js';
import type { RoledMention } from './place-mentions.js';

/**
 * A place name whose readings stay close after every context is used (the request's other places,
 * its origin, a qualifier): said, with the readings, instead of silently picking one. "Close" is a
 * winner holding less than AMBIGUOUS_BELOW of the belief with a runner-up, another place, holding at
 * least RUNNER_UP_MIN of it or RIVAL_SHARE of the winner's (confidences are a softmax of the scores,
 * see geo/score.ts): a name shared by many towns spreads the belief thin. The runner-up may be in
 * the same country when it bears the same name (Springfield, Neustadt): the traveller's country says
 * nothing about which of its own namesakes is meant. A winner under CONTESTED_BELOW that nothing in the
 * request chose (it won by prominence alone) is also in doubt
 * when a namesake of its own rank or above holds CONTESTED_RIVAL of the belief (Cambridge, England or
 * Massachusetts; Portland, Oregon or Maine; Georgia, the country or the state): a town does not contest
 * an island or a country of its name (Crete, Madeira), but a state or region contests a country as it does its peers; as a
 * country's prior stands above a division's (geo/score.ts: the state 0.75 against the country 0.9), a country that
 * won by prominence is in doubt up to COUNTRY_CONTESTED_BELOW.
 */
const AMBIGUOUS_BELOW = 0.6;
const RUNNER_UP_MIN = 0.3;
const RIVAL_SHARE = 0.75;
const CONTESTED_BELOW = 0.75;
const CONTESTED_RIVAL = 0.15;
const COUNTRY_CONTESTED_BELOW = 0.85;
/** How much ground a reading covers: a country over a state or region over a town or anything smaller. */
const rank = (p: PlaceRef) => (p.type === 'country' ? 2 : p.type === 'state' || p.type === 'region' ? 1 : 0);

export interface AmbiguousPlace {
  text: string;
  readings: Array<{ name: string; country: string | null; confidence: number }>;
}

export function ambiguousPlaces(places: readonly RoledMention[]): AmbiguousPlace[] {
  const out: AmbiguousPlace[] = [];
  for (const { mention: m, role } of places) {
    if (role === 'origin' || m.confidence >= (m.type === 'country' ? COUNTRY_CONTESTED_BELOW : CONTESTED_BELOW)) continue;
    // In one country only a town of the same name is a rival (Indio and Coachella are one valley's towns).
    // A reading the request's context chose (the origin's country, a qualifier, another place) is settled.
    const byProminence = wonByProminence(m.reason);
    const namesake = (a: PlaceRef) => a.country !== m.country || (a.type === m.type && a.name === m.name);
    const close = (a: PlaceRef) =>
      m.confidence < AMBIGUOUS_BELOW
        ? a.confidence >= RUNNER_UP_MIN || a.confidence >= RIVAL_SHARE * m.confidence
        : byProminence && a.confidence >= CONTESTED_RIVAL && rank(a) >= Math.min(rank(m), 1);
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
