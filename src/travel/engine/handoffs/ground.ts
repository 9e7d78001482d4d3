import type { GroundHandoff } from '../../../contracts/travel.js';
import { airportByIata } from '../../geo/airports.js';
import { groundLeg, type GroundLeg } from '../../knowledge/models/ground-legs.js';
import type { Ranked } from '../rank/rank.js';
import type { Trip } from '../trip.js';
import { driveLinks, groundLinks, type Party } from './links.js';

/**
 * ground_handoff: the rail, ferry or road leg the answer proposes: the trip itself when a leg
 * replaces the flight (London-Paris by Eurostar), else the leg from the gateway airport to the place
 * (hydrofoil to Capri), else a leg offered beside the flight (rail London-Edinburgh), else the
 * drive when the place is within driving range of the origin (San Francisco to Sonoma).
 */

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

/**
 * A place within driving range of the origin (the flight model's drive): the road trip itself,
 * with directions and the modelled drive time.
 */
function driveHandoff(r: Ranked, trip: Trip): GroundHandoff | null {
  const p = r.flight.profile;
  const origin = airportByIata(p.origin);
  if (p.mode !== 'ground' || p.ground_leg || !origin || r.flight.basis === 'no_origin_median') return null;
  const [from, to] = [`${origin.name}, ${origin.city}`, r.candidate.name];
  return {
    leg: {
      id: `drive-${origin.iata.toLowerCase()}-${r.candidate.id}`.slice(0, 100),
      role: 'instead_of_flight',
      mode: 'road',
      name: `Drive from ${origin.city} to ${to}`,
      operator: 'Self-drive or car hire',
      from,
      to,
      typical_minutes: Math.round(p.typical_hours * 60),
    },
    search_params: {
      from,
      to,
      departure_date: trip.departure_date,
      return_date: trip.return_date,
      adults: trip.adults,
      children: trip.children,
      infants: trip.infants,
      child_ages: trip.child_ages,
    },
    search_links: driveLinks(from, `${to}, ${r.candidate.region_label}`),
    validation_checklist: ['Road conditions and closures for these dates', 'Car hire or transfer for the whole party, with child seats by age'],
    notes: [
      `About ${p.distance_km} km from ${origin.iata} as the crow flies; ${p.typical_hours} h is the flight model's road estimate (${p.provenance.model ?? 'model_estimate'}), not a route plan.`,
    ],
  };
}

export function groundHandoff(r: Ranked, trip: Trip, party: Party): GroundHandoff | null {
  const proposed = proposedLeg(r);
  if (!proposed) return driveHandoff(r, trip);
  const { leg, role } = proposed;
  const departure = trip.departure_date;
  return {
    leg: { id: leg.id, role, mode: leg.mode, name: leg.name, operator: leg.operator, from: leg.from.name, to: leg.to.name, typical_minutes: leg.minutes },
    search_params: {
      from: leg.from.name,
      to: leg.to.name,
      departure_date: departure,
      return_date: trip.return_date,
      adults: trip.adults,
      children: trip.children,
      infants: trip.infants,
      child_ages: trip.child_ages,
    },
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
