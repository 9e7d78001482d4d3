import type { TravelWarning } from '../../contracts/travel-understanding.js';
import { grouped } from '../../text/grouped.js';
import { greatCircleKm } from '../geo/distance.js';
import type { SeasonFinding } from './calendars/findings.js';
import { readTravelJson } from './data-files.js';

/**
 * The high_altitude warning: a place high enough for altitude illness to be common (the CDC's
 * bands in data/travel/altitude.json) warns every trip to it, whatever the season, with the
 * height of the place and where that height comes from. It changes no score: the height is
 * often why the traveller goes. A trek or climb from the place that goes much higher (a curated
 * high point within reach) is told by its own height when the trip is one that goes up it.
 */
interface Band {
  from_m: number;
  name: string;
  severity: TravelWarning['severity'];
}
/** The highest point of a usual trek or climb from the places within km of it. */
export interface HighPoint {
  name: string;
  route: string;
  lat: number;
  lon: number;
  km: number;
  metres: number;
  source: string;
  as_of: string;
  verified: boolean;
}
interface AltitudeFile {
  source: string;
  as_of: string;
  illness_common_from_m: number;
  bands: Band[];
  advice: string;
  high_points: HighPoint[];
}

let data: AltitudeFile | undefined;
const file = () => (data ??= readTravelJson<AltitudeFile>('altitude.json'));

/** A place's height and where it was read. */
export interface PlaceHeight {
  metres: number;
  source: string;
}

/** The highest curated trek or climb within reach of a point, if any. */
export function highPointNear(p: { lat: number; lon: number }): HighPoint | null {
  const near = file().high_points.filter((h) => greatCircleKm(h, p) <= h.km);
  return near.sort((a, b) => b.metres - a.metres)[0] ?? null;
}

const bandAt = (metres: number) => [...file().bands].reverse().find((b) => metres >= b.from_m);
const heightWords = (metres: number) => `${grouped(Math.round(metres))} m`;

/** The place's own height, or the high point the trip goes up when that is higher. */
export function altitudeFinding(height: PlaceHeight | null, goesUp: HighPoint | null = null): SeasonFinding | null {
  const climb = goesUp && goesUp.metres > (height?.metres ?? 0) ? goesUp : null;
  const top = climb?.metres ?? height?.metres;
  const band = top === undefined ? undefined : bandAt(top);
  if (!band) return null;
  const f = file();
  const own = height ? `About ${heightWords(height.metres)} above sea level (${height.source})` : '';
  const where = climb ? `${own ? `${own}; the` : 'The'} ${climb.route} reaches about ${heightWords(climb.metres)} (${climb.name})` : own;
  // The high point's own source first: the bands' long source line is what a clipped line loses.
  const climbSource = climb ? `Height of ${climb.name}: ${climb.source}${climb.verified ? '' : ' (not verified against the source)'}; bands: ` : '';
  return {
    warning: {
      code: 'high_altitude',
      severity: band.severity,
      message:
        `${where}: ${band.name}, where altitude illness is common ` +
        `(from ${grouped(f.illness_common_from_m)} m). ${f.advice[0]!.toUpperCase()}${f.advice.slice(1)}.`,
      source: `${climbSource}${f.source}`,
      as_of: f.as_of,
    },
    weather_factor: 1,
    score_factor: 1,
  };
}
