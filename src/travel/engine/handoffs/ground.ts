import type { GroundHandoff } from '../../../contracts/travel.js';
import { airportByIata } from '../../geo/airports.js';
import { groundLeg, type GroundLeg } from '../../knowledge/models/ground-legs.js';
import { TRANSFER_MODEL } from '../../knowledge/models/transfer.js';
import { WATER_CROSSING_MODEL } from '../../knowledge/models/water-crossing.js';
import type { Ranked } from '../rank/ranked.js';
import type { Trip } from '../trip.js';
import { directionLinks, groundLinks, type Party } from './links.js';

/**
 * ground_handoff: the rail, ferry or road leg the answer proposes: the trip itself when a leg
 * replaces the flight (London-Paris by Eurostar), else the leg from the gateway airport to the place
 * (hydrofoil to Capri), else a leg offered beside the flight (rail London-Edinburgh), else the drive
 * when the place is within driving range of the origin (San Francisco to Sonoma) or the rail trip
 * modelled from distance when the traveller asked for rail, else the road and ferry to a place
 * across water, or the road from a gateway TRANSFER_NAMED_KM or more away (a park or trek start
 * reached from the airport with the service).
 */
const TRANSFER_NAMED_KM = 40;

type Role = GroundHandoff['leg']['role'];

function proposedLeg(r: Ranked): { leg: GroundLeg; role: Role } | null {
  const p = r.flight.profile;
  const pick = (ref: { id: string; from: string } | undefined, role: Role) => {
    const leg = ref && groundLeg(ref.id, { name: ref.from });
    return leg ? { leg, role } : null;
  };
  if (p.ground_leg) return pick(p.ground_leg, 'instead_of_flight');
  const link = r.candidate.airports.find((a) => a.iata === p.destination_airport);
  const transfer = link?.transfer_leg ? groundLeg(link.transfer_leg, { airport: link.iata }) : undefined;
  if (p.mode === 'flight' && transfer) return { leg: transfer, role: 'airport_transfer' };
  return pick(p.ground_alternatives?.[0], 'alternative');
}

function searchParams(trip: Trip, from: string, to: string): GroundHandoff['search_params'] {
  return {
    from,
    to,
    departure_date: trip.departure_date,
    return_date: trip.return_date,
    adults: trip.adults,
    children: trip.children,
    infants: trip.infants,
    child_ages: trip.child_ages,
  };
}

/**
 * A surface trip from the origin with no leg in the data: the flight model's drive, or the rail
 * trip modelled from distance; directions and route maps, with the modelled time.
 */
function modelledTrip(r: Ranked, trip: Trip): GroundHandoff | null {
  const p = r.flight.profile;
  const origin = airportByIata(p.origin);
  const rail = p.ground_leg?.mode === 'rail' && !groundLeg(p.ground_leg.id, { name: p.ground_leg.from }) ? p.ground_leg : null;
  if (p.mode !== 'ground' || (p.ground_leg && !rail) || !origin || r.flight.basis === 'no_origin') return null;
  const [from, to] = rail ? [origin.city, r.candidate.name] : [`${origin.name}, ${origin.city}`, r.candidate.name];
  const model = p.provenance.model ?? 'model_estimate';
  const water = rail ? undefined : p.water_crossing;
  const dest = `${to}, ${r.candidate.region_label}`;
  return {
    leg: {
      id: `${rail ? 'rail' : 'drive'}-${origin.iata.toLowerCase()}-${r.candidate.id}`.slice(0, 100),
      role: 'instead_of_flight',
      mode: rail ? 'rail' : water ? 'ferry' : 'road',
      name: rail
        ? rail.name
        : water?.ferry
          ? `Drive from ${origin.city}, car ferry ${water.ferry.name}, drive on to ${to}`
          : water
            ? `Drive from ${origin.city} to the shore, then ferry to ${to}`
            : `Drive from ${origin.city} to ${to}`,
      operator: rail
        ? rail.operator
        : water?.ferry
          ? `Self-drive, then ${water.ferry.operator}`
          : water
            ? 'Self-drive, then ferry operators (no timetable in the data)'
            : 'Self-drive or car hire',
      from,
      to,
      typical_minutes: Math.round(p.typical_hours * 60),
    },
    search_params: searchParams(trip, from, to),
    search_links: water ? ferryLinks(from, dest) : directionLinks(from, dest, rail ? 'transit' : 'driving'),
    validation_checklist: rail
      ? ['Rail route, changes and timetable for these dates', 'Fare for the whole party, including child fares by age']
      : water
        ? FERRY_CHECKS
        : ['Road conditions and closures for these dates', 'Car hire or transfer for the whole party, with child seats by age'],
    notes: [
      `About ${p.distance_km} km from ${origin.iata} as the crow flies${water ? `, about ${water.km} km of it open water (${WATER_CROSSING_MODEL.name})` : ''}; ${p.typical_hours} h is ${model}'s estimate, not a ${rail ? 'timetable' : 'route plan'}.`,
    ],
  };
}

/** Route planners that list ferries, and a ferry booking site, for a crossing without a timetable in the data. */
const ferryLinks = (from: string, to: string) => [
  ...directionLinks(from, to, 'transit'),
  {
    label: 'Direct Ferries (ferry operators and timetables)',
    url: 'https://www.directferries.com/',
    provider_kind: 'ferry_search',
    carries_party: 'none' as const,
  },
];

const FERRY_CHECKS = [
  'Ferry timetable, operator and seasonal schedule for these dates',
  'Fare for the whole party, with a vehicle if driving',
  'Sea conditions',
];

/**
 * The way from a gateway airport to the place when no leg of the data makes it: road and ferry
 * when the place lies across water (water_crossing_model_v1), else the road when it is
 * TRANSFER_NAMED_KM or more, named with the model's time.
 */
function gatewayTransfer(r: Ranked, trip: Trip): GroundHandoff | null {
  const p = r.flight.profile;
  const link = r.candidate.airports.find((a) => a.iata === p.destination_airport);
  const airport = airportByIata(p.destination_airport);
  const water = link?.water_crossing;
  if (p.mode !== 'flight' || !link || link.transfer_leg || !airport || (!water && link.distance_km < TRANSFER_NAMED_KM)) return null;
  const [from, to] = [`${airport.name}, ${airport.city}`, r.candidate.name];
  const dest = `${to}, ${r.candidate.region_label}`;
  const model = water ? WATER_CROSSING_MODEL.name : TRANSFER_MODEL;
  return {
    leg: {
      id: `${water ? 'ferry' : 'road'}-${airport.iata.toLowerCase()}-${r.candidate.id}`.slice(0, 100),
      role: 'airport_transfer',
      mode: water ? 'ferry' : 'road',
      name: water ? `Road from ${airport.iata} (${airport.city}) to the shore, then ferry to ${to}` : `Road from ${airport.iata} (${airport.city}) to ${to}`,
      operator: water ? 'Ferry operators (no timetable in the data)' : 'Car hire, transfer or bus',
      from,
      to,
      typical_minutes: link.transfer_minutes,
    },
    search_params: searchParams(trip, from, to),
    search_links: water ? ferryLinks(from, dest) : directionLinks(from, dest),
    validation_checklist: water ? FERRY_CHECKS : ['Road conditions and closures for these dates', 'Transfer or car hire for the whole party'],
    notes: [
      `About ${link.distance_km} km from ${airport.iata} as the crow flies${water ? `, about ${water.km} km of it open water` : ''}; ${link.transfer_minutes} min is ${model}'s estimate (model_estimate), not a ${water ? 'timetable' : 'route plan'}.`,
    ],
  };
}

export function groundHandoff(r: Ranked, trip: Trip, party: Party): GroundHandoff | null {
  const proposed = proposedLeg(r);
  if (!proposed) return modelledTrip(r, trip) ?? gatewayTransfer(r, trip);
  const { leg, role } = proposed;
  const departure = trip.departure_date;
  return {
    leg: { id: leg.id, role, mode: leg.mode, name: leg.name, operator: leg.operator, from: leg.from.name, to: leg.to.name, typical_minutes: leg.minutes },
    search_params: searchParams(trip, leg.from.name, leg.to.name),
    search_links: groundLinks({
      mode: leg.mode,
      operator: leg.operator,
      operatorUrl: leg.url,
      from: leg.from.name,
      to: leg.to.name,
      departure,
      ...(leg.ports ? { ports: leg.ports } : {}),
      party,
    }),
    validation_checklist: [
      'Timetable and seat or deck availability for these dates',
      'Fare for the whole party, including child fares by age',
      ...(leg.mode === 'ferry' ? ['Sea conditions and seasonal schedules'] : []),
    ],
    notes: [
      `Typical fastest journey ${leg.minutes} min (${leg.operator} timetable, as of the ground-leg table); not a ticket or fare check.`,
      ...(role === 'airport_transfer' ? [`From the gateway airport, allow about ${leg.access_minutes} min to reach ${leg.from.name}.`] : []),
    ],
  };
}
