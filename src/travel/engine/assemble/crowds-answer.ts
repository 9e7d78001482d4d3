import { eventAt, sourceOf, type EventAtPlace } from '../../knowledge/calendars/index.js';
import { LEISURE_COST_MODEL } from '../../knowledge/models/tiers.js';
import { TRIP_TOTAL_MODEL } from '../rank/costs.js';
import type { Ranked } from '../rank/ranked.js';
import type { Trip } from '../trip.js';
import { datesOf, fitting, notFound, type Found } from './season-answers.js';

/**
 * "Will it be crowded?", "¿qué tanto suben los precios?", "prenotare con tanto anticipo?": the
 * events and holidays of the travel calendar that fill the place or close things in the trip's
 * dates (Golden Week, Semana Santa, Oktoberfest, Ramadan), each with the lodging demand the
 * calendar records for it, and the rate changes the cost model applied to the stay (the months'
 * rates, the resort season, the event's demand). Nothing else is said about crowds or prices.
 */
export function crowdsAnswer(r: Ranked, trip: Trip): Found {
  const c = r.candidate;
  const { range, lead } = datesOf(trip);
  const ids = [...new Set([...c.calendar.demand_events, ...c.calendar.notice_events])];
  const inDates = ids.map((id) => eventAt(id, c, range)).filter((e): e is EventAtPlace => e !== null && e.in_season && e.strength > 0);
  const events = inDates.map((e) => {
    const demand = e.event.lodging_demand > 1 ? `, lodging demand x${e.event.lodging_demand} in the calendar` : '';
    // A label that already names the event ("cherry blossom (Kyoto observations)") stands alone, and so does a name that already names the place ("Golden Week (Japan)").
    const [label, name] = [e.label.toLowerCase(), e.event.name.toLowerCase()];
    const what = label.includes(name) ? e.label : name.includes(label) ? e.event.name : `${e.event.name} (${e.label})`;
    return [`${what} falls in your dates${demand}`, ''] as const;
  });
  const rates = r.cost.adjustments.map((a) => [`the estimate's rates: ${a}`, ''] as const);
  if (events.length === 0 && rates.length === 0)
    return notFound(`No event, holiday or peak rate for ${c.name} in your dates in the data's calendar: nothing here says how busy it is or how prices move.`);
  const first = inDates[0];
  return {
    known: true,
    answer: `${fitting(lead, [...events, ...rates])}.`,
    source: first ? `${sourceOf(first.event)}; ${TRIP_TOTAL_MODEL} (model_estimate)` : `${TRIP_TOTAL_MODEL} and ${LEISURE_COST_MODEL.name} (model_estimate)`,
    as_of: first?.event.as_of ?? null,
  };
}
