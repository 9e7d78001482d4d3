/**
 * The calendar years svc plans trips in. Dates outside them are never a trip (year 9999 is a typo or
 * a probe) and the calendars (holidays, seasons, events) are not computed for them: a structured date
 * outside the range is a 400 naming it, and a date read from free text outside it is reported as not
 * understood instead of being used.
 */
export const PLANNING_YEARS = { first: 2000, last: 2100 } as const;

export const PLANNING_YEARS_TEXT = `the years ${PLANNING_YEARS.first} to ${PLANNING_YEARS.last}`;

/** Whether an ISO date or date-time (YYYY-MM-DD...) falls in the planning years. */
export function inPlanningYears(iso: string): boolean {
  const year = Number(iso.slice(0, 4));
  return /^\d{4}-/.test(iso) && year >= PLANNING_YEARS.first && year <= PLANNING_YEARS.last;
}
