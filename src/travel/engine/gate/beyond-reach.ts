import { airportsNear } from '../../geo/airports.js';
import { greatCircleKm } from '../../geo/distance.js';
import { advisoryFor } from '../../knowledge/advisories.js';
import { estimateClimate } from '../../knowledge/models/climate.js';
import { highsLows, monthRuns } from '../assemble/weather-answer.js';
import { passportRuleWords } from '../snapshots/entry.js';
import { grouped } from '../../../text/grouped.js';
import { countryName } from '../text.js';
import type { Trip } from '../trip.js';

/** How far the search for the nearest scheduled airport looks (Antarctica's stations lie 3,000-4,000 km from one). */
const FAR_AIRPORT_KM = 6000;

interface FarPlace {
  name: string;
  /** Null for a region the gazetteer places in no one country: no advisory or entry rule is looked up, which the note says. */
  country: string | null;
  lat: number;
  lon: number;
  admin1: string | null;
}

function nearestAirport(p: FarPlace): string {
  const airport = airportsNear(p.lat, p.lon, FAR_AIRPORT_KM)[0];
  if (!airport) return `no scheduled airport within ${grouped(FAR_AIRPORT_KM)} km`;
  const km = Math.round(greatCircleKm(airport, p) / 10) * 10;
  return `nearest scheduled airport ${airport.name} (${airport.iata}, ${countryName(airport.country)}), ${grouped(km)} km away: the rest by ship or charter, which the service does not model`;
}

function normals(p: FarPlace, trip: Trip): string {
  const climate = estimateClimate({ lat: p.lat, lon: p.lon, elevation_m: null });
  const months = climate.months.filter((m) => trip.months.includes(m.month));
  if (months.length === 0) return '';
  const { model, source } = climate.provenance;
  // The latitude model, the last resort far from every station, names no source of its own.
  const basis = [model, source, 'model_estimate'].filter((x) => x !== undefined).join(', ');
  return `; ${monthRuns(trip.months)} normals: ${highsLows(months)} (${basis})`;
}

function advisory(p: FarPlace & { country: string }): string {
  const a = advisoryFor(p);
  return a ? `; US State Department advisory for ${a.where}: Level ${a.level}, ${a.level_name} (${a.issued})` : '; no US State Department advisory in the data';
}

function entry(p: FarPlace & { country: string }, trip: Trip): string {
  const passport = trip.passports[0];
  return passport ? `; entry: ${passportRuleWords(passport, p.country)}` : '';
}

/**
 * What is known of a named place no candidate can cover because no scheduled airport lies within
 * the flight model's reach (Antarctica, Kerguelen): for the place the gazetteer holds there, the
 * nearest scheduled airport and its distance, the climate normals of the trip's months from the
 * station model, the government advisory and the stated passport's entry rule, in one sentence for
 * the gate's note, each part naming its source.
 */
export function beyondReach(p: FarPlace, trip: Trip): string {
  const country = p.country;
  const rules = country
    ? `${advisory({ ...p, country })}${entry({ ...p, country }, trip)}`
    : '; no advisory or entry rule looked up: the gazetteer places it in no one country';
  return `What is known of ${p.name}${country ? ` (${countryName(country)})` : ''}: ${nearestAirport(p)}${normals(p, trip)}${rules}.`;
}
