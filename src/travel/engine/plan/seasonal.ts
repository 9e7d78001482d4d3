import type { PlanValidation, TravelPlanValidateRequest } from '../../../contracts/travel.js';
import type { Analysis } from '../analyze.js';
import { advisoryFor } from '../../knowledge/advisories.js';
import { clipMessage } from '../../knowledge/calendars/index.js';
import { assessSeason } from '../rank/seasonal.js';
import { addDaysIso, daysBetween } from '../text.js';
import type { Candidate } from '../types.js';

/**
 * The calendars' and advisories' view of a plan's own dates: a closure that matters to the trip, or a
 * holiday that shuts the place (seasonal_closure), a hazard in its peak or an extreme (seasonal_hazard), a level-3/4
 * advisory (travel_advisory) or a requested event the dates miss (event_out_of_season) each
 * raise a coherence signal. Informational findings do not.
 */
type Check = PlanValidation['constraint_satisfaction']['checks'][number];
type Plan = TravelPlanValidateRequest['proposed_plan'];

// eslint-disable-next-line no-restricted-syntax -- looked up with the service's own warning codes
const SIGNAL_FOR: Record<string, string> = {
  seasonal_closure: 'seasonal_closure',
  winter_conditions: 'seasonal_closure',
  off_season: 'seasonal_closure',
  holiday_closure: 'seasonal_closure',
  tropical_cyclone_season: 'seasonal_hazard',
  monsoon: 'seasonal_hazard',
  wet_season: 'seasonal_hazard',
  marine_stingers: 'seasonal_hazard',
  sargassum: 'seasonal_hazard',
  air_quality: 'seasonal_hazard',
  flooding: 'seasonal_hazard',
  wildfire_season: 'seasonal_hazard',
  dangerous_surf: 'seasonal_hazard',
  dangerous_wildlife: 'seasonal_hazard',
  strong_winds: 'seasonal_hazard',
  extreme_heat: 'seasonal_hazard',
  extreme_cold: 'seasonal_hazard',
  travel_advisory: 'travel_advisory',
  event_out_of_season: 'event_out_of_season',
};

/** The plan's dates, else the request's; null when neither has any. */
function planWindow(plan: Plan, a: Analysis): { start: string; days: number } | null {
  if (!plan.departure_date) return a.trip.window ? { start: a.trip.window[0], days: a.trip.days } : null;
  const days = plan.trip_length_days ?? (plan.return_date ? daysBetween(plan.departure_date, plan.return_date) + 1 : a.trip.days);
  return { start: plan.departure_date, days: Math.max(1, Math.round(days)) };
}

/**
 * No closure, hazard or advisory flagged in the plan's dates: satisfied only for what the data
 * holds on the place (its hazard and closure records, outside the dates, and its advisory); a place
 * the hazard calendar holds no record for is unknown, never a clean bill.
 */
function nothingFlagged(c: Candidate, span: string): Check {
  const checked = [...c.calendar.hazards, ...c.calendar.closures].map((r) => r.name);
  const advisory = advisoryFor(c);
  const held = [checked.length ? `${checked.join(', ')} (outside the dates)` : '', advisory ? `the US advisory (Level ${advisory.level})` : ''].filter(Boolean);
  const constraint = 'no closure, seasonal hazard or advisory for the plan dates';
  if (c.calendar.hazards.length === 0)
    return {
      constraint,
      status: 'unknown',
      detail: clipMessage(
        `${c.name}, ${span}: no data, the hazard calendar holds no record for this place, so nothing here rules a hazard out${held.length ? `; checked: ${held.join('; ')}` : ''}.`,
      ),
    };
  return { constraint, status: 'satisfied', detail: clipMessage(`${c.name}, ${span}: checked ${held.join('; ')}; hazards of other kinds: no data.`) };
}

export function seasonalPlanChecks(plan: Plan, c: Candidate, a: Analysis, signals: string[]): Check[] {
  const w = planWindow(plan, a);
  if (!w) return [];
  const season = assessSeason(c, { ...a.trip, window: [w.start, w.start], days: w.days, nights: w.days - 1, months_assumed: false });
  const flagged = season.warnings.filter((x) => x.severity !== 'info' && SIGNAL_FOR[x.code]);
  const span = `${w.start} to ${addDaysIso(w.start, w.days - 1)}`;
  for (const x of flagged) signals.push(clipMessage(`${SIGNAL_FOR[x.code]}: ${x.message}`));
  if (flagged.length === 0) return [nothingFlagged(c, span)];
  return flagged.map((x) => ({
    constraint: `no ${x.code.replace(/_/g, ' ')} for the plan dates`,
    status: 'violated' as const,
    detail: clipMessage(`${c.name}, ${span}: ${x.message}`),
  }));
}
