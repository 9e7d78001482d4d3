import type { FlightSnapshot, StaySnapshot, WeatherSnapshot } from '../../../contracts/travel.js';
import type { FlightProfile } from '../../knowledge/types.js';
import { airportByIata } from '../../geo/airports.js';
import { costProvenance } from '../../knowledge/models/tiers.js';
import { WATER_CROSSING_MODEL } from '../../knowledge/models/water-crossing.js';
import { gatewayLeg, type GatewayLeg } from '../../knowledge/index.js';
import type { Ranked } from '../rank/ranked.js';
import { TRIP_TOTAL_MODEL, wayThereKnown } from '../rank/costs.js';
import { round } from '../text.js';
import { groundLegSnapshot } from './ground-leg.js';
import { noOriginSentence, ADULT_BED_AGE, type Trip } from '../trip.js';

/** flight_snapshot, weather_snapshot and stay_snapshot: the baseline figures the ranking used. */

/** A ground leg this long from the airport is worth naming; a shorter one is the airport's own town. */
const GATEWAY_NOTE_KM = 40;

function routeNote(p: FlightProfile): string {
  const route =
    p.route === 'nonstop'
      ? 'Nonstop'
      : p.route === 'connection'
        ? `${p.connections} connection(s)`
        : `${p.connections} connection(s) by the flight model (route not in the data)`;
  return `${route} ${p.origin}-${p.destination_airport}${p.nonstop_provenance.as_of ? ` (route data as of ${p.nonstop_provenance.as_of})` : ''}.`;
}

function routeOf(p: FlightProfile, basis: Ranked['flight']['basis']): FlightSnapshot['route'] {
  const prov = p.nonstop_provenance;
  if (p.mode !== 'flight' || !p.route || basis === 'no_origin' || !prov.source || !prov.as_of) return null;
  return {
    status: p.route,
    connections: p.connections,
    source: prov.source.slice(0, 300),
    as_of: prov.as_of.slice(0, 60),
    note: prov.note?.slice(0, 300) ?? null,
  };
}

/**
 * The airport the flight lands at, with the ground leg on, when it tells more than the airport
 * code: a leg of GATEWAY_NOTE_KM or more, a rail or ferry leg, or a domestic airport reached from abroad.
 */
function gatewayOf(r: Ranked, international: boolean): GatewayLeg | null {
  const p = r.flight.profile;
  const link = p.mode === 'flight' ? r.candidate.airports.find((l) => l.iata === p.destination_airport) : undefined;
  const g = link ? gatewayLeg(link) : null;
  return g && (g.distance_km >= GATEWAY_NOTE_KM || g.mode !== 'road' || (international && g.role === 'domestic')) ? g : null;
}

const ROAD_WORDS = { road: 'by road', rail: 'by rail', ferry: 'by ferry' } as const;

function gatewayNote(g: GatewayLeg, international: boolean): string {
  const landing = international && g.role === 'domestic' ? ` (no scheduled international route in the data: connect within the country first)` : '';
  const about = `about ${round(g.minutes / 60, 1)} h (${g.model})`;
  if (g.model === WATER_CROSSING_MODEL.name) return `Land at ${g.airport}${landing}, then ${g.distance_km} km to the place: ${g.leg}, ${about}.`;
  const how = g.leg ? `${ROAD_WORDS[g.mode]} (${g.leg})` : ROAD_WORDS[g.mode];
  return `Land at ${g.airport}${landing}, then ${g.distance_km} km ${how} to the place, ${about}.`;
}

export function flightSnapshot(r: Ranked, trip: Trip): FlightSnapshot {
  const p = r.flight.profile;
  const international = airportByIata(p.origin)?.country !== r.candidate.country;
  const gateway = gatewayOf(r, international);
  // From no origin the profile's origin is a stand-in hub, so no way there (route, rail, drive or alternative) is the traveller's.
  const fromOrigin = r.flight.basis !== 'no_origin';
  const leg = fromOrigin ? groundLegSnapshot(p) : null;
  const way = !fromOrigin
    ? null
    : p.ground_leg
      ? `By ${p.ground_leg.mode} instead of a flight: ${p.ground_leg.name} (${p.ground_leg.operator}), about ${p.typical_hours} h with access; the fare is a typical range, not a quote.`
      : p.mode === 'ground'
        ? p.water_crossing
          ? `Within driving range of the origin, across about ${p.water_crossing.km} km of water: modelled as a drive to the shore and a ferry; no flight leg.`
          : `Within driving range of the origin: modelled as a drive; no flight leg.${p.no_rail_with_pet ? ` Not by train: ${p.no_rail_with_pet}.` : ''}`
        : routeNote(p);
  const notes = [
    ...(way ? [way] : []),
    ...(gateway ? [gatewayNote(gateway, international)] : []),
    ...(fromOrigin && p.ground_alternatives?.length ? [`Also by ${p.ground_alternatives.map((g) => `${g.mode}: ${g.name}`).join('; ')}.`] : []),
    'Baseline for ranking only: not live airfare; check current fares with a flight provider.',
  ];
  if (r.flight.basis === 'no_origin')
    notes.push(`${noOriginSentence(trip)}: the flight is neither timed nor priced, only the arrival airport named; the total leaves it out.`);
  if (r.flight.basis === 'unsupported_origin_model')
    notes.push(`Origin ${trip.origin} is not a supported flight-profile origin: default model_estimate flight values.`);
  return {
    origin: r.flight.basis === 'no_origin' ? null : p.origin,
    destination_airport: p.mode === 'ground' ? null : p.destination_airport,
    origin_supported: trip.origin_supported,
    estimated_round_trip_usd: r.cost.flight_per_person_usd,
    estimated_travel_hours: wayThereKnown(r.flight) ? p.typical_hours : null,
    basis: p.provenance.tier,
    model: p.provenance.model ?? null,
    as_of: p.provenance.as_of ?? null,
    live_airfare: false,
    route: routeOf(p, r.flight.basis),
    ...(gateway ? { gateway } : {}),
    ...(leg ? { ground_leg: leg } : {}),
    notes,
  };
}

function seasonLabel(comfort: number): string {
  return comfort >= 0.75 ? 'favourable' : comfort >= 0.5 ? 'mixed' : 'unfavourable';
}

export function weatherSnapshot(r: Ranked, trip: Trip): WeatherSnapshot {
  const c = r.candidate;
  const months = c.climate.filter((m) => trip.months.includes(m.month));
  const avg = (f: (m: (typeof months)[number]) => number) => (months.length ? round(months.reduce((s, m) => s + f(m), 0) / months.length, 1) : null);
  const prov = c.climate_provenance;
  return {
    window: trip.window,
    months: trip.months,
    avg_high_c: avg((m) => m.high_c),
    avg_low_c: avg((m) => m.low_c),
    precipitation_mm: avg((m) => m.precip_mm),
    season_label: `${seasonLabel(r.breakdown.weather_fit)} for ${trip.weather_profile === 'general' ? 'sightseeing' : trip.weather_profile === 'beach' ? 'beach time' : 'snow'}`,
    basis: prov.tier,
    source: prov.source ?? prov.model ?? null,
    as_of: prov.as_of ?? null,
    notes: [
      'Climate normals, not a forecast.',
      ...(trip.months_assumed ? ['No travel dates given: the next two months were read.'] : []),
      ...(prov.note ? [prov.note] : []),
    ],
  };
}

const LODGING_TIER = { budget: 'budget', mid: 'midrange', luxury: 'luxury' } as const;

/** Who the stay is priced for, saying when the request gave no party (or only a family's head count) and it was assumed. */
function partyWords(trip: Trip): string {
  const parts = [`${trip.adults} adult(s)`, ...(trip.children ? [`${trip.children} child(ren)`] : []), ...(trip.infants ? [`${trip.infants} infant(s)`] : [])];
  const assumed = trip.party_assumed
    ? trip.adults === 2 && trip.children === 0
      ? ' (assumed: the request says "we" or names a group without a count)'
      : ' (assumed: the request gave no party size)'
    : trip.family_split_assumed
      ? ' (assumed: the family was given as a head count, read as two adults and the rest children)'
      : '';
  return `${parts.join(', ')}${assumed}`;
}

/** How the rooms were counted, when more than one. */
const ROOM_RULE = `a standard room sleeps two adults, or two adults and two children under ${ADULT_BED_AGE}`;

export function staySnapshot(r: Ranked, trip: Trip): StaySnapshot {
  const prov = costProvenance(r.candidate.cost_basis);
  const rule = trip.rooms > 1 && r.cost.stay_units.endsWith('room(s)') ? ` (${ROOM_RULE})` : '';
  return {
    nights: trip.nights,
    lodging_tier: LODGING_TIER[trip.tier],
    estimated_nightly_usd: r.cost.nightly_usd,
    estimated_stay_total_usd: r.cost.stay_usd,
    basis: prov.tier,
    model: r.cost.stay_model?.name ?? prov.model ?? null,
    as_of: r.cost.stay_model ? r.cost.stay_model.as_of : (prov.as_of ?? null),
    provider_backed_rates: false,
    rooms: {
      count: r.cost.stay_count,
      unit: r.cost.stay_unit,
      party: `${partyWords(trip)}${rule}`.slice(0, 300),
      ...(r.cost.room_sharing ? { sharing: r.cost.room_sharing } : {}),
    },
    ...(trip.product ? { product: trip.product } : {}),
    ...(r.cost.adjustments.length ? { adjustments: r.cost.adjustments.map((a) => a.slice(0, 500)) } : {}),
    notes: [
      `${r.cost.stay_units} x ${trip.nights} night(s); whole-trip total is ${TRIP_TOTAL_MODEL}.`,
      ...(r.cost.activities_note ? [`The whole-trip total also includes ${r.cost.activities_note}: ${r.cost.activities_usd} USD.`] : []),
      ...(prov.source ? [`Source: ${prov.source}.`] : []),
      'Not a room rate or availability: check current rates with a lodging provider.',
    ],
  };
}
