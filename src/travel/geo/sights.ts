import type { CuratedPark } from './curated.js';
import { dataText } from './json.js';
import { normalize } from './normalize.js';

/** The kinds of sight data/geo/sights.tsv holds: a work of people (a temple, a fortress, a garden) or of nature (a gorge, a glacier). */
export const SIGHT_KINDS = ['landmark', 'natural'] as const;
export type SightKind = (typeof SIGHT_KINDS)[number];

/**
 * The distance from a sight's point within which a place lies at it (model_estimate): the source gives a point, and a
 * temple or a fortress is a few streets across where a gorge or a canyon runs for tens of kilometres.
 */
const SIGHT_RADIUS_KM: Record<SightKind, number> = { landmark: 3, natural: 15 };

export const SIGHT_ID_PREFIX = 'sight:';

/** A line of sights.tsv: a sight with a Wikivoyage article of its own. */
export interface Sight {
  kind: SightKind;
  /** The article's title, then the other names its first sentence gives ("Les Gorges du Verdon"). */
  names: string[];
  lat: number;
  lon: number;
  country: string;
  /** The GeoNames place nearest the sight, the town it is visited from. */
  town: string;
  /** How many Wikivoyage articles link to the sight's article (its prominence). */
  links: number;
}

const isKind = (k: string): k is SightKind => (SIGHT_KINDS as readonly string[]).includes(k);

export function loadSights(): Sight[] {
  const sights: Sight[] = [];
  for (const line of dataText('sights.tsv').split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [kind = '', names = '', lat, lon, country = '', town = '', links] = line.split('\t');
    if (isKind(kind)) sights.push({ kind, names: names.split('|'), lat: Number(lat), lon: Number(lon), country, town, links: Number(links) || 0 });
  }
  return sights;
}

/** The park record of a sight, so it resolves, contains and scopes a trip as the curated landmarks do. */
export function sightPark(s: Sight, names: readonly string[]): CuratedPark {
  const name = s.names[0] ?? '';
  return {
    id: `${SIGHT_ID_PREFIX}${s.country.toLowerCase()}-${normalize(name).replace(/\s+/g, '-')}`,
    name,
    aliases: names.filter((n) => n !== name),
    country: s.country,
    admin1: null,
    lat: s.lat,
    lon: s.lon,
    radius_km: SIGHT_RADIUS_KM[s.kind],
    kind: 'landmark',
    source: `English Wikivoyage (CC BY-SA 3.0), the sight's own article, near ${s.town}; kind and extent model_estimate (src/travel/geo/scripts/build-sights.ts)`,
    as_of: '2024-06-06',
  };
}
