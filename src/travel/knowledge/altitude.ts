import type { TravelWarning } from '../../contracts/travel-understanding.js';
import { grouped } from '../../text/grouped.js';
import type { SeasonFinding } from './calendars/findings.js';
import { readTravelJson } from './data-files.js';

/**
 * The high_altitude warning: a place high enough for altitude illness to be common (the CDC's
 * bands in data/travel/altitude.json) warns every trip to it, whatever the season, with the
 * height of the place and where that height comes from. It changes no score: the height is
 * often why the traveller goes.
 */
interface Band {
  from_m: number;
  name: string;
  severity: TravelWarning['severity'];
}
interface AltitudeFile {
  source: string;
  as_of: string;
  illness_common_from_m: number;
  bands: Band[];
  advice: string;
}

let data: AltitudeFile | undefined;
const file = () => (data ??= readTravelJson<AltitudeFile>('altitude.json'));

/** A place's height and where it was read. */
export interface PlaceHeight {
  metres: number;
  source: string;
}

export function altitudeFinding(height: PlaceHeight | null): SeasonFinding | null {
  if (!height) return null;
  const f = file();
  const band = [...f.bands].reverse().find((b) => height.metres >= b.from_m);
  if (!band) return null;
  return {
    warning: {
      code: 'high_altitude',
      severity: band.severity,
      message:
        `About ${grouped(Math.round(height.metres))} m above sea level (${height.source}): ${band.name}, where altitude illness is common ` +
        `(from ${grouped(f.illness_common_from_m)} m). ${f.advice[0]!.toUpperCase()}${f.advice.slice(1)}.`,
      source: f.source,
      as_of: f.as_of,
    },
    weather_factor: 1,
    score_factor: 1,
  };
}
