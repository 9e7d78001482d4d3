import type { EntryRequirement, TravelWarning } from '../../../contracts/travel.js';
import { airportByIata } from '../../geo/airports.js';
import {
  closureOverlaps,
  DAYLIGHT_MODEL,
  daylightOver,
  hazardOverlaps,
  hazardsCoded,
  sourceOf,
  tripDays,
  type Overlap,
} from '../../knowledge/calendars/index.js';
import type { Closure, Hazard } from '../../knowledge/calendars/types.js';
import { petRuleFor } from '../../knowledge/models/pet-rules.js';
import { SCHENGEN_AREA } from '../../knowledge/models/transfer.js';
import { tripDates } from '../rank/seasonal.js';
import { passportRuleWords } from '../snapshots/entry.js';
import type { Trip } from '../trip.js';
import type { Candidate } from '../types.js';
import { countryName } from '../text.js';
import { withoutAccents } from '../../../text/fold-name.js';

/**
 * Answers to the questions a traveller asks about a place in the trip's dates, each from one
 * named source: daylight from daylight_model_v1 (model_estimate), closures and hazards from the
 * travel calendars, a pet's entry from the curated import rules, a long stay from the visa-free
 * days of the entry data. A topic the data holds nothing on for the place is said to be unknown.
 */
export interface Found {
  known: boolean;
  answer: string;
  source: string;
  as_of: string | null;
}

/** Season answers stay short: the result's warnings already carry each hazard's and closure's full words. */
const MAX_ANSWER = 220;
export const notFound = (answer: string): Found => ({ known: false, answer, source: '', as_of: null });

/** The trip's dates in words, and the prefix an answer for assumed dates carries. */
export function datesOf(trip: Trip) {
  const d = tripDates(trip);
  return { range: d.range, span: tripDays(d), lead: d.assumed ? 'No travel dates given; for the next two months: ' : `${d.range.start} to ${d.range.end}: ` };
}

/** A clause and its detail, the detail cut back to its last whole part (at a comma or semicolon) to fit `room`. */
function withDetail(clause: string, detail: string, room: number): string {
  if (!detail) return clause;
  const full = `${clause}: ${detail}`;
  if (full.length <= room) return full;
  const cut = Math.max(detail.lastIndexOf(';', room - clause.length - 2), detail.lastIndexOf(',', room - clause.length - 2));
  return cut > 0 ? `${clause}: ${detail.slice(0, cut)}` : clause;
}

/** Clauses, each with its detail, joined while they fit the answer's length: the first is always kept. */
export function fitting(lead: string, clauses: ReadonlyArray<readonly [string, string]>, max = MAX_ANSWER): string {
  const [first, ...rest] = clauses;
  let out = first ? `${lead}${withDetail(first[0], first[1], max - lead.length - 1)}` : lead;
  for (const [clause, detail] of rest) {
    const room = max - out.length - 3;
    if (clause.length <= room) out += `; ${withDetail(clause, detail, room)}`;
  }
  return out;
}

const hours = (h: number) => (Math.round(h * 10) / 10).toString();

export function daylightAnswer(c: Candidate, trip: Trip): Found {
  const { range, lead } = datesOf(trip);
  const s = daylightOver(c.lat, range.start, range.end);
  const where = `At ${Math.abs(c.lat).toFixed(1)} ${c.lat >= 0 ? 'N' : 'S'}`;
  let said: string;
  if (s.polar_night_days === s.days) said = `polar night, the sun does not rise; about ${hours(s.polar_twilight_hours)} h of twilight around noon`;
  else if (s.midnight_sun_days === s.days) said = 'midnight sun, the sun does not set';
  else {
    const span = s.min_hours === s.max_hours || hours(s.min_hours) === hours(s.max_hours) ? hours(s.min_hours) : `${hours(s.min_hours)}-${hours(s.max_hours)}`;
    said = `${span} h of daylight a day, sunrise to sunset`;
    if (s.polar_night_days) said += `; polar night (no sunrise) on ${s.polar_night_days} of the ${s.days} days`;
    if (s.midnight_sun_days) said += `; midnight sun on ${s.midnight_sun_days} of the ${s.days} days`;
  }
  return {
    known: true,
    answer: `${lead}${where}: ${said}.`,
    source: `${DAYLIGHT_MODEL.name} (model_estimate): sunrise equation, sun 0.833 degrees below the horizon, solar declination by Cooper's approximation`,
    as_of: null,
  };
}

/** The warning of a holiday that shuts the whole place for a day or more (a notice of calendars/events.json: Nyepi). */
const HOLIDAY_CLOSURE = 'holiday_closure';
const ANSWER_MAX = 300;

/**
 * Whether the place or part of it is closed in the trip's dates: a holiday that shuts the whole place
 * (told first: it closes the airport and the roads), else the seasonal closures of the calendar.
 */
export function closuresAnswer(c: Candidate, trip: Trip, warnings: readonly TravelWarning[]): Found {
  const shut = warnings.find((w) => w.code === HOLIDAY_CLOSURE);
  if (shut) return { known: true, answer: shut.message.slice(0, ANSWER_MAX), source: shut.source, as_of: shut.as_of };
  const { range, span, lead } = datesOf(trip);
  const all = closureOverlaps(c.calendar.closures, range);
  if (all.length === 0) return notFound(`No seasonal closure at ${c.name} in the data: nothing here says whether it is open or closed in your dates.`);
  const closed = all.filter((o) => o.days > 0);
  const clauses = closed.length
    ? closed.map((o) => [`${o.record.name} is closed ${o.when} (${o.days >= span ? 'all' : 'part'} of your dates)`, o.record.what] as const)
    : all.map((o, i) => [`${i === 0 ? 'not closed in your dates: ' : ''}${o.record.name} (closed ${o.when})`, ''] as const);
  const first = (closed[0] ?? all[0]) as Overlap<Closure>;
  return { known: true, answer: `${fitting(lead, clauses)}.`, source: sourceOf(first.record), as_of: first.record.as_of };
}

/** Words of a hazard asked about (folded) and the hazard codes of the calendar they mean. */
const HAZARD_WORDS: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/hurric|typhoon|cyclon|ciclon|tifon|taifun|wirbelsturm|uragan|furac|tufao|ouragan|typhon|storm/, ['tropical_cyclone_season']],
  [/monsoon|mousson|monzon|monsun|monson|moncao|rain|pluie|lluvia|regen|piogg|chuva/, ['monsoon', 'wet_season']],
  [/fire|smoke|incend|feu|humo|rauch|fumo|fumee|fumaca|brand|smog|haze|air|pollu|contamin|luft/, ['wildfire_season', 'air_quality']],
  [/jelly|sting|medus|quall|aguas-vivas/, ['marine_stingers']],
  [/sargass|sargaz|sargac|seaweed/, ['sargassum']],
  [/flood|inond|inund|uberschw|alluv|enchent|acqua alta/, ['flooding']],
  [/wind|vent|viento|vento|meltemi|bora|rough sea|mer agitee|mar agitad|mare mosso|seegang/, ['strong_winds']],
];

/**
 * A hazard asked about that the calendar holds no record of for the place: no data, said as such,
 * with the areas the calendar does cover for that hazard, never as the hazard's absence.
 */
function noHazardData(c: Candidate, asked: string, codes: readonly string[] | undefined): Found {
  if (!codes)
    return notFound(
      `No data: the hazard calendar holds no record for ${c.name} (it covers cyclones, monsoons and wet seasons, wildfires, smog, stingers, sargassum, floods and seasonal winds at sea in listed areas only); nothing here confirms or rules out a hazard.`,
    );
  const lead = `No data on "${asked}" for ${c.name}: nothing here confirms or rules it out. The hazard calendar holds it only as `;
  const covered = hazardsCoded(codes).map((h) => [h.name, ''] as const);
  return notFound(covered.length ? `${fitting(lead, covered)}.` : `No data on "${asked}" for ${c.name} or anywhere: nothing here confirms or rules it out.`);
}

export function hazardsAnswer(c: Candidate, trip: Trip, asked: string): Found {
  const { range, lead } = datesOf(trip);
  const words = withoutAccents(asked);
  const codes = HAZARD_WORDS.find(([re]) => re.test(words))?.[1];
  const all = hazardOverlaps(c.calendar.hazards, range).filter((o) => !codes || codes.includes(o.record.code));
  if (all.length === 0) return noHazardData(c, asked, codes);
  const inSeason = all.filter((o) => o.days > 0);
  const clauses = inSeason.length
    ? inSeason.map((o) => [`${o.record.name} (${o.when}): your dates fall in its ${o.peak_days > 0 ? 'peak' : 'season'}`, ''] as const)
    : all.map((o) => [`${o.record.name} (${o.when}): your dates are outside it`, ''] as const);
  const first = (inSeason[0] ?? all[0]) as Overlap<Hazard>;
  return { known: true, answer: `${fitting(lead, clauses)}.`, source: sourceOf(first.record), as_of: first.record.as_of };
}

export function petsAnswer(c: Candidate, trip: Trip, assistance: boolean): Found {
  const rule = petRuleFor(c.country);
  const from = trip.origin ? airportByIata(trip.origin)?.country : undefined;
  if (from === c.country)
    return {
      known: true,
      answer: `No border crossed (from and to ${countryName(c.country)}): no import rules apply; the carrier and the lodging have their own.`,
      source: 'The origin airport and the result are in the same country (gazetteer).',
      as_of: null,
    };
  const lead = assistance ? "Import health rules (assistance animals too; carriage is the carrier's rule): " : '';
  if (rule.general) return notFound(`No import rules for ${countryName(c.country)} in the data. ${rule.rule} (${rule.authority})`);
  return { known: true, answer: `${lead}${rule.rule}`, source: rule.source, as_of: rule.as_of };
}

/** The Schengen short-stay rule, told when a visitor's visa-free days there are the Schengen 90. */
const SCHENGEN_RULE = 'Schengen Borders Code, Regulation (EU) 2016/399, art. 6';

export function longStayAnswer(e: EntryRequirement, country: string, trip: Trip): Found {
  if (e.requirement === 'own_country') {
    const said =
      e.passport === country
        ? `${countryName(e.passport)} passport holders have no limit in their own country.`
        : `The trip starts in ${countryName(country)}: the stay the traveller already holds there (a residence permit or the visa entered on) applies, not a visitor's rule.`;
    return { known: true, answer: said, source: e.source, as_of: e.as_of };
  }
  if (e.requirement === 'unknown' || !e.passport)
    return notFound(
      e.passport_basis === 'none' && e.as_of
        ? e.statement
        : `No entry rule for this passport at ${countryName(country)} in the data: the visa-free stay is unknown.`,
    );
  const holders = `${countryName(e.passport)} passport holders`;
  const longer = 'Longer stays (work, study, digital nomad) need a long-stay visa: the data holds none.';
  const schengen = e.requirement === 'visa_free' && e.visa_free_days === 90 && SCHENGEN_AREA.has(country) && !SCHENGEN_AREA.has(e.passport);
  let said: string;
  if (e.requirement === 'visa_free' && e.visa_free_days) {
    const over = trip.days_known && trip.days > e.visa_free_days ? ` Your ${trip.days} days are more than that.` : '';
    said = `${holders} may stay up to ${e.visa_free_days} days visa-free${schengen ? ' in any 180 days across the Schengen area' : ''}.${over} ${longer}`;
  } else if (e.requirement === 'no_admission') said = `${holders} are refused admission.`;
  else said = `${passportRuleWords(e.passport, country)}; the data gives no length of stay. ${longer}`;
  return { known: true, answer: said, source: schengen ? `${e.source}; ${SCHENGEN_RULE}` : e.source, as_of: e.as_of };
}
