import type { SeasonFinding } from './calendars/findings.js';
import { readTravelJson } from './data-files.js';

/**
 * The flying_after_diving warning: a trip that dives flies home (or on) afterwards, and flying too
 * soon after diving risks decompression sickness. Every result of a trip whose themes include
 * diving says the surface intervals of data/travel/diving.json, whatever the place; it changes no
 * score.
 */
interface DivingFile {
  source: string;
  as_of: string;
  themes: string[];
  single_dive_hours: number;
  repetitive_dive_hours: number;
  decompression_dives: string;
}

let data: DivingFile | undefined;
const file = () => (data ??= readTravelJson<DivingFile>('diving.json'));

export function flyingAfterDivingFinding(themes: readonly string[]): SeasonFinding | null {
  const f = file();
  if (!themes.some((t) => f.themes.includes(t))) return null;
  return {
    warning: {
      code: 'flying_after_diving',
      severity: 'caution',
      message:
        `If you scuba dive here, do not fly for at least ${f.single_dive_hours} h after a single no-decompression dive, ` +
        `${f.repetitive_dive_hours} h after several dives a day or several days of diving, and ${f.decompression_dives} after decompression dives: ` +
        'plan the last dive a day before the flight.',
      source: f.source,
      as_of: f.as_of,
    },
    weather_factor: 1,
    score_factor: 1,
  };
}
