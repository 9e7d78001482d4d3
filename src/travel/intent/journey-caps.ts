import { HOUR_UNITS } from './aside-numbers.js';
import { THEN } from './discourse.js';
import { ceilingAfter, ceilingBefore } from './requirements.js';
import { touching, type Tok } from './tokens.js';
import { isTransitWord } from './transit-words.js';

/** The most hours a cap on the journey can state; a longer span is a stay or a delay, not a journey. */
const MAX_CAP_HOURS = 24;
/** How far before the hours the noun they are bound to may stand ("a layover under 2 hours"). */
const BOUND_NOUN_REACH = 3;

/** An hour unit after the number at token i, or an "h" written against it ("6h", "4h30"). */
const hoursAfter = (toks: readonly Tok[], i: number): boolean =>
  HOUR_UNITS.has(toks[i + 1]?.w ?? '') || (toks[i + 1]?.w === 'h' && touching(toks[i], toks[i + 1]));

/**
 * Whether the number at token i caps the time of the journey: hours under a ceiling, a negation or a reach ("Flug max. 5
 * Std.", "höchstens 5 Stunden Fahrt", "com menos de 4 horas", "no more than 3 hours"), or before a ceiling ("5 hours
 * tops", "3 ore al massimo"). Such a cap changes no field: it
 * filters the places the answer may hold, and the engine applies it to each candidate's modelled travel time
 * (engine/rank/flight-cap.ts). Hours measured from a place ("3 hours from Lyon") are a reference point, which its reader
 * takes before the accounting; hours bound to a change of planes ("a layover under 2 hours") time the change, not the journey.
 */
export function journeyCap(toks: readonly Tok[], i: number, value: number): boolean {
  if (!hoursAfter(toks, i) || !(value > 0 && value <= MAX_CAP_HOURS)) return false;
  // Hours of a change of planes or of a leg after another ("le vol puis 2 heures de route max") time that part, not the journey.
  const change = toks.slice(Math.max(0, i - BOUND_NOUN_REACH), i).some((t) => isTransitWord(t.w) || THEN.has(t.w));
  return (ceilingBefore(toks, i) || ceilingAfter(toks, i + 1)) && !change;
}
