import { placeContains } from './contains.js';
import type { RegionMember } from './curated.js';
import type { Gazetteer } from './gazetteer.js';
import { publicPlace, type Place } from './place.js';
import type { GazetteerPlace } from './types.js';

/** Parks rank among cities as if they had this member rank (a named park is a destination in itself). */
const PARK_RANK = 0.7;
/** Grid cells are 0.25 degrees (~28 km of latitude); a park's radius is searched in rings of cells. */
const KM_PER_CELL = 28;

/**
 * Lists of city indices, each highest member rank first (MEMBER_RANK_MODEL), that together hold every city inside the
 * place: its country's or subdivision's list, or for a region one list per member (subdivisions,
 * countries, the countries of a subregion or continent, else the grid cells of its box or outline).
 */
function sourcesFor(cat: Gazetteer, place: Place): Array<ArrayLike<number>> {
  switch (place.type) {
    case 'country':
      return [cat.cityOrder.country(place.country)];
    case 'state':
      return [place.admin1 ? cat.cityOrder.admin1(place.admin1) : cat.cityOrder.country(place.country)];
    case 'park': {
      // Cells narrow towards the poles: size the ring by the east-west width of a cell there.
      const cellKm = KM_PER_CELL * Math.max(0.1, Math.cos((place.lat * Math.PI) / 180));
      const ring = Math.ceil((place.park?.radius_km ?? 10) / cellKm) + 1;
      return [nearby(cat, place.lat, place.lon, ring)];
    }
    default:
      return (place.region?.members ?? []).flatMap((m) => memberSources(cat, m));
  }
}

function memberSources(cat: Gazetteer, m: RegionMember): Array<ArrayLike<number>> {
  const order = cat.cityOrder;
  if (m.admin1) return m.admin1.map((iso) => order.admin1(iso));
  if (m.countries) return m.countries.map((cc) => order.country(cc));
  const box = m.bbox ?? (m.polygon ? boundsOf(m.polygon) : undefined);
  if (box) return [inBoxCells(cat, box)];
  const inGroup = (code: string) => {
    const c = cat.countries.byCode.get(code);
    return Boolean(c && (!m.subregions || m.subregions.includes(c.subregion)) && (!m.continents || m.continents.includes(c.region)));
  };
  return order
    .countries()
    .filter(inGroup)
    .map((cc) => order.country(cc));
}

const boundsOf = (polygon: Array<[number, number]>): [number, number, number, number] => [
  Math.min(...polygon.map((p) => p[0])),
  Math.min(...polygon.map((p) => p[1])),
  Math.max(...polygon.map((p) => p[0])),
  Math.max(...polygon.map((p) => p[1])),
];

const rankOf = (cat: Gazetteer, i: number) => cat.cityOrder.rank[i] ?? 0;
const byRank = (cat: Gazetteer, ids: number[]) => ids.sort((a, b) => rankOf(cat, b) - rankOf(cat, a) || a - b);

function nearby(cat: Gazetteer, lat: number, lon: number, ring: number): number[] {
  const out: number[] = [];
  cat.cities.grid.around(lat, lon, ring, (i) => out.push(i));
  return byRank(cat, out);
}

/** Cities in the grid cells over a [south, west, north, east] box, highest rank first. */
function inBoxCells(cat: Gazetteer, box: [number, number, number, number]): number[] {
  const out: number[] = [];
  cat.cities.grid.inBox(box, (i) => out.push(i));
  return byRank(cat, out);
}

/**
 * The towns travellers go to and the parks inside a place, highest member rank first: villages
 * (MEMBER_RANK_MODEL) only when the place holds no town at all, never for lying near its centre or
 * its airport.
 */
export function withinPlace(cat: Gazetteer & { readonly parks: readonly Place[] }, place: Place, limit: number): GazetteerPlace[] {
  if (limit <= 0 || place.type === 'city') return [];
  const parks = cat.parks.filter(
    (p) => p.id !== place.id && placeContains(cat, place, { country: p.country, admin1: p.admin1, lat: p.lat, lon: p.lon, destinationId: p.id }),
  );
  const cities = townsWithin(cat, place, limit)
    .slice(0, limit)
    .map((i) => ({ p: cat.cityPlace(i), rank: rankOf(cat, i) }));
  return [...parks.map((p) => ({ p, rank: PARK_RANK })), ...cities]
    .sort((a, b) => b.rank - a.rank)
    .slice(0, limit)
    .map(({ p }) => publicPlace(p));
}

/** Up to `limit` towns inside the place from each of its source lists (villages when it holds no town), highest member rank first. */
export function townsWithin(cat: Gazetteer, place: Place, limit: number): number[] {
  const towns = citiesWithin(cat, place, limit, true);
  return byRank(cat, towns.length > 0 ? towns : citiesWithin(cat, place, limit, false));
}

/** Up to `limit` cities inside the place from each source list, only notable towns when `towns`. */
function citiesWithin(cat: Gazetteer, place: Place, limit: number, towns: boolean): number[] {
  const found = new Set<number>();
  // The best `limit` cities inside are among the best `limit` inside of each source list.
  for (const list of sourcesFor(cat, place)) {
    let hits = 0;
    for (let k = 0; k < list.length && hits < limit; k++) {
      const i = list[k] as number;
      if (towns && !cat.cityOrder.notable(i)) continue;
      const point = { country: cat.cities.country(i), admin1: cat.cities.admin1(i)?.iso ?? null, lat: cat.cities.lat[i] ?? 0, lon: cat.cities.lon[i] ?? 0 };
      if (!placeContains(cat, place, point)) continue;
      hits++;
      found.add(i);
    }
  }
  return [...found];
}
