import { onTheSea } from '../climate-comfort.js';
import { MIN_RESULTS } from '../gate/gate.js';
import type { Trip } from '../trip.js';
import { MONTH_NAMES, weatherVerdict } from './fits.js';
import type { Ranked } from './ranked.js';

/** Left-out places a note names; the rest are counted. */
const NAMED = 5;

/** Whether a place meets a swim wish: on the sea, and its weather (air and sea) at least fair for a swim. */
const meets = (r: Ranked) => onTheSea(r.candidate) && weatherVerdict(r.fits.weather_fit.score) !== 'poor';

/**
 * A stated wish to swim, on a search that names no place, is what the trip is for, and a cold sea rules the swim out
 * whatever else the place offers: a place off the sea, or one whose weather the warmth model (warmth_comfort_model_v1,
 * with the sea's estimated temperature) rates poor for a swim in the trip's months, is left out when at least
 * MIN_RESULTS places meet the wish, else it follows them. The note names what was left out or says how few meet it. A
 * wish for warmth alone only weighs in the ranking (a mild place can be what "winter sun" means), and a place the
 * traveller named is never left out for its weather.
 */
export function withinSwimWish(ranked: Ranked[], trip: Trip, open: boolean): { ranked: Ranked[]; note: string | null } {
  if (!trip.warmth?.swim || !open) return { ranked, note: null };
  const poor = ranked.filter((r) => !meets(r));
  if (poor.length === 0) return { ranked, note: null };
  const met = ranked.filter(meets);
  const when = trip.months.map((m) => MONTH_NAMES[m - 1]).join('-');
  if (met.length >= MIN_RESULTS) {
    const named = poor.slice(0, NAMED).map((r) => r.candidate.name);
    const more = poor.length > NAMED ? ` and ${poor.length - NAMED} more` : '';
    return {
      ranked: met,
      note: `Off the sea or poor for swimming in ${when} by the climate normals and sea model (see each weather fit), left out: ${named.join(', ')}${more}.`,
    };
  }
  return {
    ranked: [...met, ...poor],
    note: `Only ${met.length} candidate(s) are on the sea and fair or good for swimming in ${when}; the others follow them.`,
  };
}
