import { hazardOverlaps, sourceOf } from '../../knowledge/calendars/index.js';
import { COMFORT_MODEL, comfortIn, weatherPurpose, type WeatherWant } from '../climate-comfort.js';
import type { Ranked } from '../rank/ranked.js';
import { MONTH_NAMES, weatherVerdict } from '../rank/fits.js';
import type { Trip } from '../trip.js';
import type { Candidate } from '../types.js';
import { datesOf, fitting, notFound, type Found } from './season-answers.js';

/**
 * "Is July a good time?", "quel temps fait-il ?", "vale a pena nessa época?": the season at the
 * place for the trip's months, from what the ranking already weighs: the climate normals of the
 * place (their source and tier), the ranking's weather fit for the kind of trip (comfort_model_v1
 * times the calendar's hazards: its verdict) and the months comfort_model_v1 rates best here, the seasonal events and phenomena the trip asks for (in their season or not,
 * from the travel calendar) and the calendar's hazards in the dates. Normals, never a forecast.
 */
/** Months within this much of the place's best comfort count among its best months. */
const BEST_MARGIN = 0.05;
/** Room for the normals, the verdict and the best months beside an event and a hazard's name; under the contract's 300. */
const ANSWER_ROOM = 260;

/** An as-of that is a date (a year, a month or a day), not a period of normals ("1991-2020"). */
const DATED = /^\d{4}(-\d{2}){0,2}$/;

const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

/** The mean highs and lows of some months' normals, in words ("highs about 24 C, lows 15 C"). */
export const highsLows = (months: ReadonlyArray<{ high_c: number; low_c: number }>): string =>
  `highs about ${Math.round(mean(months.map((m) => m.high_c)))} C, lows ${Math.round(mean(months.map((m) => m.low_c)))} C`;

/** Months as runs ("Jun-Sep, Dec"), wrapping round the year end ("Nov-Feb"). */
export function monthRuns(months: readonly number[]): string {
  const set = new Set(months);
  if (set.size === 12) return 'all year';
  const starts = [...set].sort((a, b) => a - b).filter((m) => !set.has(m === 1 ? 12 : m - 1));
  return starts
    .map((start) => {
      let end = start;
      while (set.has(end === 12 ? 1 : end + 1)) end = end === 12 ? 1 : end + 1;
      return end === start ? MONTH_NAMES[start - 1] : `${MONTH_NAMES[start - 1]}-${MONTH_NAMES[end - 1]}`;
    })
    .join(', ');
}

/** The months whose comfort for the kind of trip is within BEST_MARGIN of the place's best. */
function bestMonths(c: Candidate, want: WeatherWant): number[] {
  const comfort = comfortIn(c, want);
  const table = Array.from({ length: 12 }, (_, i) => comfort(i + 1));
  const top = Math.max(...table);
  return table.flatMap((v, i) => (v >= top - BEST_MARGIN ? [i + 1] : []));
}

export function weatherAnswer(r: Ranked, trip: Trip): Found {
  const c = r.candidate;
  const { range, lead } = datesOf(trip);
  const normals = c.climate.filter((m) => trip.months.includes(m.month));
  if (normals.length === 0) return notFound(`No climate normals for ${c.name} in the data: nothing here says what the weather is then.`);
  const purpose = weatherPurpose(trip);
  // The ranking's weather fit: comfort over the months times the calendar's hazards in the dates.
  const fit = r.breakdown.weather_fit;
  const verdict = weatherVerdict(fit);
  const best = bestMonths(c, trip);
  const inBest = trip.months.every((m) => best.includes(m));
  const weather = `${monthRuns(trip.months)}: ${highsLows(normals)}, ${Math.round(mean(normals.map((m) => m.rainy_days)))} rainy days a month, ${verdict} for ${purpose}`;
  const events = r.season.events.map(
    (e) =>
      [
        e.in_season
          ? `${e.event.name}: your dates are in its season${e.season ? ` (${e.season.start} to ${e.season.end})` : ''}`
          : e.at_place && e.season
            ? `${e.event.name}: not in your dates (next ${e.season.start} to ${e.season.end})`
            : `${e.event.name}: not found here`,
        '',
      ] as const,
  );
  // The hazard's dates and words are in the result's warnings: the answer names it only.
  const hazards = hazardOverlaps(c.calendar.hazards, range)
    .filter((o) => o.days > 0)
    .map((o) => [`in the ${o.record.name}`, ''] as const);
  const bestWords = [inBest ? `among its best months for ${purpose}` : `best months here for ${purpose}: ${monthRuns(best)}`, ''] as const;
  const prov = c.climate_provenance;
  const sources = [
    `${prov.source ?? prov.model ?? 'climate normals'} (${prov.tier})`,
    `${COMFORT_MODEL} (model_estimate)`,
    ...r.season.events.slice(0, 1).map((e) => sourceOf(e.event)),
  ];
  return {
    known: true,
    answer: `${fitting(lead, [...events, [weather, ''], bestWords, ...hazards], ANSWER_ROOM)}.`,
    source: sources.join('; '),
    as_of: DATED.test(prov.as_of ?? '') ? (prov.as_of ?? null) : null,
  };
}
