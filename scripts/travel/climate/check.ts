import { readFileSync } from 'node:fs';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import type { GazetteerPlace } from '../../../src/travel/geo/types.js';
import { estimateClimate } from '../../../src/travel/knowledge/models/climate.js';
import { monthly, stationTable } from '../../../src/travel/knowledge/models/climate-stations.js';

/**
 * The climate check of test/fixtures/places-climate-check.json: each place is resolved through the
 * gazetteer (its coordinates and GeoNames height), its normals are estimated with its own WMO
 * station left out, and the 12 monthly highs are compared with that station's 1991-2020 TMAX.
 * A name the gazetteer does not resolve (GeoNames spells it otherwise: "Acapulco de Juarez") is
 * located as the GeoNames place of that country nearest the station, and the row says so: the
 * check is about climate, name recognition is tested elsewhere.
 */

interface CheckPlace {
  name: string;
  country: string;
  admin1?: string;
  wmo_station: string;
}
export interface CheckRow {
  place: CheckPlace;
  resolved: GazetteerPlace;
  locatedByStation: boolean;
  station: string;
  errors: number[];
  mae: number;
  usedStations: string[];
}

const FIXTURE = new URL('../../../test/fixtures/places-climate-check.json', import.meta.url);

export function climateCheck(): { rows: CheckRow[]; mae: number; target: number } {
  const fixture = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { target_mae_c: number; places: CheckPlace[] };
  const gazetteer = loadGazetteer();
  const stations = new Map(stationTable().stations.map((s) => [s.id, s]));
  const rows = fixture.places.map((place) => {
    const id = `wmo:${place.wmo_station}`;
    const station = stations.get(id);
    const truth = station && monthly(station, 'tmax');
    if (!station || !truth) throw new Error(`climate check: station ${id} is not in the station table`);
    const resolved = gazetteer
      .resolve(place.name, { countryHint: place.country, types: ['city'] })
      .find((r) => r.country === place.country && (!place.admin1 || r.admin1 === place.admin1));
    const gp = (resolved && gazetteer.byId(resolved.id)) || gazetteer.nearestCity(station, place.country);
    if (!gp) throw new Error(`climate check: no GeoNames place near station ${id} in ${place.country}`);
    const estimate = estimateClimate({ lat: gp.lat, lon: gp.lon, elevation_m: gp.elevation_m ?? null }, { exclude: new Set([id]) });
    const errors = estimate.months.map((m, i) => m.high_c - (truth[i] ?? 0));
    return {
      place,
      resolved: gp,
      locatedByStation: !resolved,
      station: id,
      errors,
      mae: errors.reduce((s, e) => s + Math.abs(e), 0) / 12,
      usedStations: (estimate.stations ?? []).map((s) => s.id),
    };
  });
  return { rows, mae: rows.reduce((s, r) => s + r.mae, 0) / rows.length, target: fixture.target_mae_c };
}
