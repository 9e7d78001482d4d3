import { addDays, dayNumber, type Window } from './calendar.js';
import { travelData } from './data.js';
import type { Lang } from './language.js';

/**
 * School holidays of the countries the reader's languages are written from, per region where they differ
 * (data/travel/school-holidays.json, from the OpenHolidays data): "the Easter holidays" from Munich are Bavaria's
 * Osterferien, "les vacances d'hiver" from Lyon zone A's. A name means the school holidays of the writer's country
 * only; the writer's region chooses among the regions' dates, and when it is not known and the regions differ the
 * window spans them all and says so (`regional`).
 */
export interface SchoolHoliday {
  id: string;
  country: string;
  names: Partial<Record<Lang, string[]>>;
  /** First and last day (ISO) and the regions (ISO 3166-2) they hold in; null: the whole country. */
  periods: Array<[string, string, string[] | null]>;
}

/** One occurrence for a writer: the days off, widened to the weekends around them, and whether the regions' dates differ. */
export type SchoolWindow = Window & { regional: boolean };

export const SCHOOL_HOLIDAYS = travelData<{ holidays: SchoolHoliday[] }>('school-holidays.json').holidays;

/** Regions' periods this far apart in start are one occurrence (the winter holidays of the three French zones). */
const SAME_OCCURRENCE_DAYS = 45;

const iso = (s: string) => new Date(`${s}T00:00:00Z`);

/** The school week-ends around the days off: from the Saturday before a Sunday-to-Tuesday start, to the Sunday after a Friday or Saturday end. */
function withWeekends(first: Date, last: Date): Window {
  const back = [1, 2, 3, 0, 0, 0, 0][first.getUTCDay()] as number;
  const ahead = last.getUTCDay() === 5 ? 2 : last.getUTCDay() === 6 ? 1 : 0;
  return { start: addDays(first, -back), end: addDays(last, ahead) };
}

/** The occurrences of a school holiday for a writer of this region (null: not known), in order. */
export function schoolWindows(h: SchoolHoliday, region: string | null): SchoolWindow[] {
  const mine = h.periods.filter((p) => region === null || p[2] === null || p[2].includes(region));
  const out: Array<SchoolWindow & { first: Date }> = [];
  for (const [a, b] of mine) {
    const w = withWeekends(iso(a), iso(b));
    const same = out.find((o) => Math.abs(dayNumber(o.first) - dayNumber(iso(a))) <= SAME_OCCURRENCE_DAYS);
    if (!same) {
      out.push({ ...w, first: iso(a), regional: false });
      continue;
    }
    if (same.start.getTime() === w.start.getTime() && same.end.getTime() === w.end.getTime()) continue;
    same.regional = true;
    if (w.start < same.start) same.start = w.start;
    if (w.end > same.end) same.end = w.end;
  }
  return out.map(({ start, end, regional }) => ({ start, end, regional })).sort((x, y) => x.start.getTime() - y.start.getTime());
}
