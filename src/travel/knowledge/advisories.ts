import type { TravelWarning } from '../../contracts/travel-understanding.js';
import type { PlacePoint } from './calendars/area.js';
import { dayNumber } from './calendars/dates.js';
import type { SeasonFinding } from './calendars/findings.js';
import { readTravelJson } from './data-files.js';
import { keptDecision } from './kept-decision.js';

/**
 * US State Department travel advisory levels (data/travel/advisories/us-state-department.json),
 * with sub-national levels where the advisory sets them (Mexico by state, Gaza, and the "Do Not
 * Travel" regions and areas inside other countries), keyed to where the traveller will be. Levels 3 and 4
 * carry a warning and a ranking penalty (advisory_penalty_v1: level 3 x0.8, level 4 x0.5).
 */

/** One country's entry in the advisory file (the build script writes this shape). */
export interface CountryAdvisory {
  name: string;
  level: number;
  issued: string;
  url: string;
  /** Levels that differ inside the country: ISO 3166-2 region -> level, or named boxes [south, west, north, east]. */
  regions?: Record<string, number>;
  /** Names of the regions in `regions`, for the warning. */
  region_names?: Record<string, string>;
  areas?: Array<{ name: string; level: number; box: [number, number, number, number] }>;
  note?: string;
}

interface AdvisoryFile {
  source: string;
  as_of: string;
  levels: Record<string, string>;
  countries: Record<string, CountryAdvisory>;
}

export interface Advisory {
  country: string;
  /** The country, or the state or area the level is set for. */
  where: string;
  level: number;
  level_name: string;
  issued: string;
  url: string;
  country_name: string;
  /** The country's other parts at Level 4 (Do Not Travel) that this place is not in, by name. */
  do_not_travel_elsewhere: string[];
}

export const ADVISORY_PENALTY = { name: 'advisory_penalty_v1', factors: { 3: 0.8, 4: 0.5 } as Record<number, number> };

let data: AdvisoryFile | undefined;
const file = () => (data ??= readTravelJson<AdvisoryFile>('advisories/us-state-department.json'));
export const advisoriesAsOf = (): string => file().as_of;

/** The advisory for a place: its area's level where the country sets levels by area, else its region's, else the country's. */
export const advisoryFor = keptDecision((p: Pick<PlacePoint, 'country' | 'admin1' | 'lat' | 'lon'>): Advisory | null => {
  const f = file();
  const c = f.countries[p.country];
  if (!c) return null;
  const area = c.areas?.find(({ box: [s, w, n, e] }) => p.lat >= s && p.lat <= n && p.lon >= w && p.lon <= e);
  const region = p.admin1 ? c.regions?.[p.admin1] : undefined;
  const level = area?.level ?? region ?? c.level;
  const part = area?.name ?? (region !== undefined && p.admin1 ? (c.region_names?.[p.admin1] ?? `state ${p.admin1}`) : null);
  const where = part ? `${c.name}, ${part}` : c.name;
  const elsewhere = new Set<string>();
  for (const [code, l] of Object.entries(c.regions ?? {})) if (l >= 4 && code !== p.admin1) elsewhere.add(c.region_names?.[code] ?? code);
  for (const a of c.areas ?? []) if (a.level >= 4 && a !== area) elsewhere.add(a.name);
  if (part) elsewhere.delete(part);
  const levelName = f.levels[String(level)] ?? `Level ${level}`;
  return {
    country: p.country,
    country_name: c.name,
    where,
    level,
    level_name: levelName,
    issued: c.issued,
    url: c.url,
    do_not_travel_elsewhere: [...elsewhere],
  };
});

/** How many of a country's Do Not Travel parts a warning names before counting the rest. */
const NAMED_PARTS = 4;

function namedParts(a: Advisory): string {
  const parts = a.do_not_travel_elsewhere;
  return parts.slice(0, NAMED_PARTS).join('; ') + (parts.length > NAMED_PARTS ? ` and ${parts.length - NAMED_PARTS} more` : '');
}

const elsewhereClause = (a: Advisory): string =>
  a.do_not_travel_elsewhere.length ? ` Level 4, Do Not Travel, elsewhere in the country: ${namedParts(a)} (not where this place is).` : '';

/** Whole months between two ISO dates. */
const monthsBetween = (from: string, to: string) => Math.max(0, Math.floor((dayNumber(to) - dayNumber(from)) / 30.44));

/**
 * The warning and penalty for a level-3 or level-4 advisory, and an information warning (no penalty)
 * for a place at a lower level in a country whose advisory sets Do Not Travel parts elsewhere, so a
 * traveller planning onward legs knows where not to go; null otherwise. `today` dates the staleness note.
 */
export function advisoryFinding(a: Advisory | null, today: string): SeasonFinding | null {
  if (!a || (a.level < 3 && a.do_not_travel_elsewhere.length === 0)) return null;
  if (a.level < 3) return elsewhereFinding(a);
  const f = file();
  const age = monthsBetween(f.as_of, today);
  const severity: TravelWarning['severity'] = a.level >= 4 ? 'serious' : 'caution';
  const factor = ADVISORY_PENALTY.factors[a.level] ?? 1;
  return {
    warning: {
      code: 'travel_advisory',
      severity,
      message:
        `US State Department advisory for ${a.where}: Level ${a.level}, ${a.level_name} (issued ${a.issued}).${elsewhereClause(a)} ` +
        `Our copy is as of ${f.as_of}${age > 0 ? `, ${age} month(s) old` : ''}: check ${a.url} for the current level; other governments' advice may differ. ` +
        `Ranking lowered (x${factor}).`,
      source: 'U.S. Department of State, travel.state.gov travel advisories',
      as_of: f.as_of,
    },
    weather_factor: 1,
    score_factor: factor,
  };
}

/**
 * A place below level 3 in a country with Do Not Travel parts elsewhere: information, no penalty,
 * stated short (it rides on every result in the country, at every detail level).
 */
function elsewhereFinding(a: Advisory): SeasonFinding {
  return {
    warning: {
      code: 'travel_advisory',
      severity: 'info',
      message: `US State Department: Level 4, Do Not Travel, in parts of ${a.country_name}: ${namedParts(a)}. ${a.where} itself: Level ${a.level}, ${a.level_name} (issued ${a.issued}).`,
      source: `U.S. Department of State, travel.state.gov travel advisories (${a.url})`,
      as_of: file().as_of,
    },
    weather_factor: 1,
    score_factor: 1,
  };
}
