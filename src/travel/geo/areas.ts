import { AREA_KINDS, type AreaKind } from './area-kinds.js';
import type { CuratedRegion } from './curated.js';
import { dataText } from './json.js';
import { normalize } from './normalize.js';

/**
 * Half the side of the box drawn around an area's point, by kind (model_estimate): the source gives a point,
 * not an outline, so the places "in" a valley or on a coast are those within a distance typical of its kind.
 */
export const RADIUS_KM: Record<AreaKind, number> = {
  region: 45,
  valley: 20,
  coast: 40,
  island: 20,
  archipelago: 60,
  peninsula: 30,
  lake: 20,
  river: 10,
  cape: 15,
  mountains: 35,
  park: 25,
  ski_resort: 8,
  wine_region: 30,
  route: 80,
  village: 6,
};

export const AREA_ID_PREFIX = 'wv:';
const KM_PER_DEGREE = 111.2;

/** An area line of areas.tsv: kind, names (the first is the name), point and country. */
export interface Area {
  kind: AreaKind;
  names: string[];
  lat: number;
  lon: number;
  country: string;
  /** How many Wikivoyage articles link to the area's page (its prominence), when it has one. */
  links?: number;
  /** Where the area and its point come from, when not from Wikivoyage's list. */
  source?: string;
}

/** A city line: other names of a GeoNames place ("Frankfurt an der Oder" of "Frankfurt (Oder)"), found by its name at its point. */
export interface CityNames {
  names: string[];
  city: { name: string; country: string; lat: number; lon: number };
}

const isKind = (k: string): k is AreaKind => (AREA_KINDS as readonly string[]).includes(k);

export function loadAreas(): { areas: Area[]; cityNames: CityNames[] } {
  const areas: Area[] = [];
  const cityNames: CityNames[] = [];
  for (const line of dataText('areas.tsv').split('\n')) {
    if (!line || line.startsWith('#')) continue;
    // The sixth column is a city line's GeoNames name, an area line's count of linking articles.
    const [kind = '', names = '', lat, lon, country = '', city = ''] = line.split('\t');
    const point = { lat: Number(lat), lon: Number(lon) };
    if (kind === 'city') cityNames.push({ names: names.split('|'), city: { name: city, country, ...point } });
    else if (isKind(kind)) areas.push({ kind, names: names.split('|'), ...point, country, links: Number(city) || 0 });
  }
  return { areas, cityNames };
}

/** The region record of an area: a box of its kind's radius around its point, inside its country when it has one. */
export function areaRegion(a: Area, name: string): CuratedRegion {
  const dLat = RADIUS_KM[a.kind] / KM_PER_DEGREE;
  const dLon = dLat / Math.max(0.1, Math.cos((a.lat * Math.PI) / 180));
  return {
    id: `${AREA_ID_PREFIX}${normalize(name).replace(/\s+/g, '-')}`,
    type: a.kind === 'coast' ? 'coast' : 'region',
    feature: a.kind,
    name,
    aliases: a.names.slice(1),
    members: [{ ...(a.country ? { countries: [a.country] } : {}), bbox: [a.lat - dLat, a.lon - dLon, a.lat + dLat, a.lon + dLon] }],
    source: a.source ?? 'English Wikivoyage (CC BY-SA 3.0); kind and extent model_estimate (src/travel/geo/scripts/build-areas.ts)',
    as_of: '2024-06-06',
  };
}
