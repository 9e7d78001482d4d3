import { foldName } from '../../text/fold-name.js';
import type { GazetteerPlace, PlaceRef } from '../geo/types.js';
import { BoundedMemo } from './memo.js';
import { greatCircleKm } from '../geo/distance.js';
import type { PlaceHeight } from '../knowledge/altitude.js';
import { gatewaysFor } from '../knowledge/index.js';
import type { Destination } from '../knowledge/types.js';
import { basisForRecord } from '../knowledge/models/tiers.js';
import { calendarThemeStrengths, placeCalendar } from '../knowledge/calendars/index.js';
import { comfortTable } from './climate-comfort.js';
import { curatedTwin } from './same-place.js';
import { utcOffsets } from './time-zones.js';
import { curatedDerivations, type CuratedDerivation } from './catalog-index.js';
import type { Candidate, EngineData } from './types.js';

/**
 * The candidate catalog: every curated destination turned into a Candidate once at start
 * (comfort tables, time-zone offsets, venue keys), plus research-ready candidates built on
 * demand from gazetteer places with the knowledge models' estimates.
 */
export interface Catalog {
  readonly curated: readonly Candidate[];
  byId(id: string): Candidate | undefined;
  /**
   * The candidate for a gazetteer place: the curated record when the place is one (same place or a
   * place its name lists, see same-place.ts), else a research-ready candidate, or null when no
   * airport can serve it.
   */
  researchCandidate(place: GazetteerPlace): Candidate | null;
  /** Notable gazetteer places inside a place (gazetteer.placesWithin, memoized per place id). */
  placesWithin(place: PlaceRef, limit: number): GazetteerPlace[];
}

const RESEARCH_PREFIX = 'gz:';

/** What a curated candidate's derivation reads. */
type GeoData = Pick<EngineData, 'gazetteer'>;

function regionLabel(data: GeoData, country: string, admin1: string | null): string {
  const c = data.gazetteer.country(country);
  const state = admin1 ? data.gazetteer.byId(`state:${admin1.toLowerCase()}`)?.name : undefined;
  return [state, c?.name ?? country].filter(Boolean).join(', ');
}

/** How far a curated place may be from the gazetteer town whose height it takes. */
const HEIGHT_TOWN_KM = 10;

/** A gazetteer place's height (a place read from the request carries none: its gazetteer record does), named by where it comes from. */
function heightOf(data: GeoData, place: GazetteerPlace): PlaceHeight | null {
  const metres = place.elevation_m ?? data.gazetteer.byId(place.id)?.elevation_m;
  if (metres === null || metres === undefined) return null;
  const source = place.type === 'city' ? `GeoNames height of ${place.name}` : `editorial height of ${place.name}`;
  return { metres, source };
}

/**
 * A curated place's height: that of the gazetteer place of the same name at the same spot, else
 * of the nearest town when it is that close (none otherwise).
 */
function curatedHeight(data: GeoData, d: Destination): PlaceHeight | null {
  const named = data.gazetteer.resolve(d.name, { countryHint: d.country }).find((p) => p.country === d.country && greatCircleKm(p, d) <= HEIGHT_TOWN_KM);
  const twin = named ? data.gazetteer.byId(named.id) : undefined;
  const town = data.gazetteer.nearestCity({ lat: d.lat, lon: d.lon }, d.country);
  const near = town && greatCircleKm(town, d) <= HEIGHT_TOWN_KM ? town : undefined;
  return (twin && heightOf(data, twin)) ?? (near ? heightOf(data, near) : null);
}

/** A town this close to a record's centre shares its first-level region. */
const REGION_TOWN_KM = 50;

/**
 * The record's first-level region (ISO 3166-2), else the region of the nearest town of its country,
 * so regional hazards and sub-national advisories reach records written without one (Santiago's
 * winter smog in CL-RM).
 */
function recordAdmin1(data: GeoData, d: Destination): string | null {
  if (d.admin1) return d.admin1;
  const town = data.gazetteer.nearestCity(d, d.country);
  return town && greatCircleKm(town, d) <= REGION_TOWN_KM ? town.admin1 : null;
}

/** What a curated record's candidate computes from the gazetteer, calendars and models (built into an index by `npm run build`). */
export function curatedDerivation(data: GeoData, d: Destination): CuratedDerivation {
  const admin1 = recordAdmin1(data, d);
  return {
    admin1,
    region_label: regionLabel(data, d.country, admin1),
    calendar_themes: calendarThemeStrengths(d),
    cost_basis: basisForRecord(d),
    utc_offsets: utcOffsets(d.remote_work.time_zone),
    height: curatedHeight(data, d),
    calendar: placeCalendar({ ...d, admin1 }),
  };
}

function curatedCandidate(d: Destination, x: CuratedDerivation): Candidate {
  return {
    id: d.id,
    name: d.name,
    coverage_mode: 'curated_ready',
    kind: d.kind,
    country: d.country,
    admin1: x.admin1,
    lat: d.lat,
    lon: d.lon,
    region_label: x.region_label,
    themes: { ...d.themes, ...x.calendar_themes },
    climate: d.climate,
    climate_provenance: d.provenance.climate,
    comfort: comfortTable(d.climate),
    costs: d.costs,
    cost_basis: x.cost_basis,
    airports: d.airports,
    flights: d.flights,
    time_zone: d.remote_work.time_zone,
    utc_offsets: x.utc_offsets,
    record: d,
    venue_keys: [...d.event_venues, ...d.neighbourhoods].map(foldName),
    height: x.height,
    calendar: x.calendar,
  };
}

function buildResearchCandidate(data: EngineData, place: GazetteerPlace): Candidate | null {
  let airports: Candidate['airports'];
  try {
    airports = gatewaysFor(place).links;
  } catch {
    return null; // No scheduled airport within reach: the models cannot cover this place.
  }
  // The climate is adjusted to the place's own height, which a place read from the request carries only in its gazetteer record.
  const height = heightOf(data, place);
  const estimate = data.kb.estimateForPlace({
    lat: place.lat,
    lon: place.lon,
    elevation_m: height?.metres ?? null,
    country: place.country,
    name: place.name,
    admin1: place.admin1,
  });
  const tz = data.gazetteer.timeZoneAt(place.lat, place.lon);
  return {
    id: `${RESEARCH_PREFIX}${place.id}`,
    name: place.name,
    coverage_mode: 'research_ready',
    kind: place.type,
    country: place.country,
    admin1: place.admin1,
    lat: place.lat,
    lon: place.lon,
    region_label: regionLabel(data, place.country, place.admin1),
    themes: null,
    climate: estimate.climate.months,
    climate_provenance: estimate.climate.provenance,
    comfort: comfortTable(estimate.climate.months),
    costs: estimate.costs.costs,
    cost_basis: estimate.costs.basis,
    airports,
    flights: estimate.flights,
    time_zone: tz,
    utc_offsets: utcOffsets(tz),
    record: null,
    venue_keys: [foldName(place.name)],
    height,
    calendar: placeCalendar({ id: `${RESEARCH_PREFIX}${place.id}`, country: place.country, admin1: place.admin1, lat: place.lat, lon: place.lon }),
  };
}

export function buildCatalog(data: EngineData): Catalog {
  const destinations = data.kb.destinations;
  const derived = curatedDerivations(destinations, (d) => curatedDerivation(data, d));
  const curated = destinations.map((d, k) => curatedCandidate(d, derived[k]!));
  const index = new Map(curated.map((c) => [c.id, c]));
  const research = new BoundedMemo<Candidate | null>(2000);
  const within = new BoundedMemo<GazetteerPlace[]>(500);
  const researchCandidate = (place: GazetteerPlace) => research.get(place.id, () => curatedTwin(place, curated) ?? buildResearchCandidate(data, place));
  return {
    curated,
    byId(id) {
      const found = index.get(id);
      if (found || !id.startsWith(RESEARCH_PREFIX)) return found;
      const place = data.gazetteer.byId(id.slice(RESEARCH_PREFIX.length));
      return place ? (researchCandidate(place) ?? undefined) : undefined;
    },
    researchCandidate,
    placesWithin: (place, limit) => within.get(`${place.id}|${limit}`, () => data.gazetteer.placesWithin(place, limit)),
  };
}
