import { countryName } from '../country-name.js';
import { readTravelJson } from '../data-files.js';
import type { PlacePoint } from './area.js';
import { MONTH_NAMES } from './dates.js';
import type { SeasonFinding, TripDates } from './findings.js';
import { heldWhateverDeparture } from './public-holidays.js';

/**
 * School holidays at the destination (data/travel/school-holidays.json, OpenHolidays data for nine
 * European countries): families who live there travel, so resorts, trains and sights fill and
 * rooms cost more. A period is told when it holds in the place's region, or anywhere in the country
 * when the place's region is unknown.
 */
interface SchoolHolidaysFile {
  as_of: string;
  holidays: Array<{ id: string; country: string; names: { en?: string[] }; periods: Array<[string, string, string[] | null]> }>;
}

let file: SchoolHolidaysFile | undefined;
const data = (): SchoolHolidaysFile => (file ??= readTravelJson<SchoolHolidaysFile>('school-holidays.json'));

/** The source as a warning names it; the data file's own source line gives the commit. */
const SOURCE = 'OpenHolidays API data (ODbL 1.0), school holidays';

const dayAndMonth = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTH_NAMES[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

/** The data's names are folded to lower case: the answer starts them with a capital. */
const sentenceCase = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

export function schoolHolidayFinding(place: PlacePoint, trip: TripDates): SeasonFinding | null {
  if (trip.assumed) return null;
  const held: string[] = [];
  for (const h of data().holidays) {
    if (h.country !== place.country) continue;
    const period = h.periods.find(
      ([start, end, regions]) => heldWhateverDeparture({ start, end }, trip) && (place.admin1 === null || !regions || regions.includes(place.admin1)),
    );
    if (period)
      held.push(
        `${sentenceCase(h.names.en?.[0] ?? h.id)} (${dayAndMonth(period[0])} - ${dayAndMonth(period[1])}${place.admin1 === null ? ', in parts of the country' : ''})`,
      );
  }
  if (held.length === 0) return null;
  return {
    warning: {
      code: 'school_holidays',
      severity: 'info',
      message: `School holidays in ${countryName(place.country)}: ${held.join(', ')}. Families travel: resorts, trains and sights are busier, rooms dearer.`,
      source: SOURCE,
      as_of: data().as_of,
    },
    weather_factor: 1,
    score_factor: 1,
  };
}
