import { countryName } from '../country-name.js';
import { readTravelJson } from '../data-files.js';
import type { PlacePoint } from './area.js';
import { dayNumber, fromDayNumber, MONTH_NAMES, type DateRange } from './dates.js';
import type { SeasonFinding, TripDates } from './findings.js';

/**
 * The national public holidays of the destination's country (calendars/national-holidays.json,
 * from date-holidays): the days told to a trip that overlaps them, and the nights of a stay that
 * fall in a long weekend they make (holiday_weekend_model_v1).
 */
interface NationalHolidaysFile {
  as_of: string;
  years: [number, number];
  countries: Record<string, { names: string[]; every_year: string; days: Record<string, string> }>;
}

let file: NationalHolidaysFile | undefined;
const data = (): NationalHolidaysFile => (file ??= readTravelJson<NationalHolidaysFile>('calendars/national-holidays.json'));

export interface PublicHoliday {
  date: string;
  name: string;
}

const byYear = new Map<string, PublicHoliday[]>();
/** The country's public holidays in one year, in date order; none for a year the data does not cover. */
function holidaysOfYear(country: string, year: number): PublicHoliday[] {
  const key = `${country}:${year}`;
  let held = byYear.get(key);
  if (held) return held;
  const c = data().countries[country];
  const days = c?.days[year];
  const parse = (list: string) =>
    list
      .split(' ')
      .filter(Boolean)
      .map((day) => ({ date: `${year}-${day.slice(0, 2)}-${day.slice(2, 4)}`, name: c!.names[Number(day.slice(5))]! }));
  held = c && days !== undefined ? [...parse(c.every_year), ...parse(days)].sort((a, b) => a.date.localeCompare(b.date)) : [];
  byYear.set(key, held);
  return held;
}

export function publicHolidaysIn(country: string, range: DateRange): PublicHoliday[] {
  const out: PublicHoliday[] = [];
  for (let y = Number(range.start.slice(0, 4)); y <= Number(range.end.slice(0, 4)); y++)
    out.push(...holidaysOfYear(country, y).filter((h) => h.date >= range.start && h.date <= range.end));
  return out;
}

/**
 * holiday_weekend_model_v1: a public holiday next to a weekend (Saturday and Sunday; the model does
 * not know countries whose weekend is another pair of days) makes a run of three or more days off,
 * when residents travel at home. A night whose evening and next morning both fall in such a run is
 * a holiday-weekend night, priced at `lodging` x the ordinary rate. The factor is an editorial
 * estimate, no source in the data measures it.
 */
export const HOLIDAY_WEEKEND_MODEL = { name: 'holiday_weekend_model_v1', lodging: 1.25, min_run_days: 3 } as const;

/** Nights of the stay (check-in from range.start, check-out on range.end) inside a long weekend that holds a public holiday. */
export function holidayWeekendNights(country: string, stay: DateRange): number {
  const first = dayNumber(stay.start) - HOLIDAY_WEEKEND_MODEL.min_run_days;
  const last = dayNumber(stay.end) + HOLIDAY_WEEKEND_MODEL.min_run_days;
  const holidays = new Set(publicHolidaysIn(country, { start: fromDayNumber(first), end: fromDayNumber(last) }).map((h) => h.date));
  if (holidays.size === 0) return 0;
  const inLongWeekend = new Set<number>();
  let run: number[] = [];
  const close = () => {
    if (run.length >= HOLIDAY_WEEKEND_MODEL.min_run_days && run.some((d) => holidays.has(fromDayNumber(d)))) run.forEach((d) => inLongWeekend.add(d));
    run = [];
  };
  for (let d = first; d <= last; d++) {
    const weekday = new Date(fromDayNumber(d)).getUTCDay();
    if (weekday === 0 || weekday === 6 || holidays.has(fromDayNumber(d))) run.push(d);
    else close();
  }
  close();
  let nights = 0;
  for (let d = dayNumber(stay.start); d < dayNumber(stay.end); d++) if (inLongWeekend.has(d) && inLongWeekend.has(d + 1)) nights++;
  return nights;
}

/**
 * Whether the stay overlaps the period whatever day of the window it leaves on: a holiday only some
 * departures of a month's window reach is left unsaid. A window no longer than the stay is the
 * stay's own dates (a request's "from 12 to 16 July"), and then any overlap counts.
 */
export function heldWhateverDeparture(period: DateRange, trip: TripDates): boolean {
  const [first, last] = [dayNumber(period.start), dayNumber(period.end)];
  const start = dayNumber(trip.range.start);
  const end = dayNumber(trip.range.end);
  const lastDeparture = trip.last_departure ? dayNumber(trip.last_departure) : start;
  const stayDays = end - lastDeparture;
  if (lastDeparture - start <= stayDays) return first <= (trip.last_departure ? lastDeparture : end) && last >= start;
  return first <= start + stayDays && last >= lastDeparture;
}

const MAX_LISTED = 3;
/** The source as a warning names it; the data file's own source line says more. */
const SOURCE = 'date-holidays 3.37.0, national public holidays (data CC-BY-3.0)';
const dayAndMonth = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTH_NAMES[Number(iso.slice(5, 7)) - 1]}`;

/** The public holidays of the place's country during the stay (known dates only), as information. */
export function publicHolidayFinding(place: PlacePoint, trip: TripDates): SeasonFinding | null {
  if (trip.assumed) return null;
  const days = publicHolidaysIn(place.country, trip.range).filter((h) => heldWhateverDeparture({ start: h.date, end: h.date }, trip));
  if (days.length === 0) return null;
  const listed = days.slice(0, MAX_LISTED).map((h) => `${h.name} (${dayAndMonth(h.date)})`);
  const more = days.length > MAX_LISTED ? ` and ${days.length - MAX_LISTED} more` : '';
  return {
    warning: {
      code: 'public_holiday',
      severity: 'info',
      message: `Public holidays in ${countryName(place.country)}: ${listed.join(', ')}${more}. Offices and many shops close; long weekends fill trains and hotels.`,
      source: SOURCE,
      as_of: data().as_of,
    },
    weather_factor: 1,
    score_factor: 1,
  };
}
