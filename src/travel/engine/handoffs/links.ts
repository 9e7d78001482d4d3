import { googleFlightsTfs } from './google-flights-tfs.js';

/**
 * Deep links to public search pages that take the handoff's parameters, each in the provider's own
 * URL format (the formats and where they are documented are listed in docs/guide.md, "Provider
 * handoff links"). Paths are built of encodeURIComponent parts and queries with URLSearchParams, so every
 * value is encoded. svc does not fetch or check what these pages show.
 *
 * Every link says how much of the party it carries: the whole party (adults, each child's age,
 * rooms where the page takes them), adults only (children whose ages the request does not give:
 * ages are never invented, the agent must ask), or none (a page that takes no party).
 */

export type PartyCarried = 'whole_party' | 'adults_only' | 'none';

export interface SearchLink {
  label: string;
  url: string;
  provider_kind: string;
  carries_party: PartyCarried;
}

/** The travelling party as links need it. childAges is null when the request has children without (all) ages. */
export interface Party {
  adults: number;
  /** Every traveller under 18 (children and infants), or 0. */
  minors: number;
  childAges: number[] | null;
  rooms: number;
}

/** Ages the links may encode: all of them known, or nobody under 18. */
export const knownAges = (p: Party): number[] | null => (p.minors === 0 ? [] : p.childAges && p.childAges.length === p.minors ? p.childAges : null);

/** A fixed base (a literal URL without query, or one built of encoded parts) and its query, every value form-encoded. */
const withQuery = (base: string, params: Array<[string, string]>): string => `${base}?${new URLSearchParams(params).toString()}`;

const carried = (ages: number[] | null): PartyCarried => (ages ? 'whole_party' : 'adults_only');

export interface FlightQuery {
  origin: string | null;
  destination: string;
  departure: string | null;
  return: string | null;
  cabin: 'economy' | 'premium_economy' | 'business' | 'first';
  party: Party;
}

/** KAYAK: /flights/JFK-LIS/2027-06-10/2027-06-17[/business]/2adults[/children-5-11]; an infant under 2 is "1L" (on a lap). */
function kayakFlights(q: FlightQuery & { origin: string; departure: string; return: string }, ages: number[] | null): string {
  const cabin = q.cabin === 'economy' ? '' : `/${q.cabin === 'premium_economy' ? 'premium' : q.cabin}`;
  const kids = ages?.length ? `/children-${ages.map((a) => (a < 2 ? '1L' : String(a))).join('-')}` : '';
  const path = `/flights/${encodeURIComponent(q.origin)}-${encodeURIComponent(q.destination)}/${q.departure}/${q.return}${cabin}/${q.party.adults}adults${kids}`;
  return `https://www.kayak.com${path}`;
}

/** Skyscanner: /transport/flights/jfk/lis/270610/270617/?adultsv2=2&childrenv2=5|11&cabinclass=economy&rtn=1. */
function skyscannerFlights(q: FlightQuery & { origin: string; departure: string; return: string }, ages: number[] | null): string {
  const yymmdd = (d: string) => d.slice(2).replace(/-/g, '');
  const base = `https://www.skyscanner.com/transport/flights/${encodeURIComponent(q.origin.toLowerCase())}/${encodeURIComponent(q.destination.toLowerCase())}/${yymmdd(q.departure)}/${yymmdd(q.return)}/`;
  return withQuery(base, [
    ['adultsv2', String(q.party.adults)],
    ['childrenv2', (ages ?? []).join('|')],
    ['cabinclass', q.cabin],
    ['rtn', '1'],
  ]);
}

export function flightLinks(q: FlightQuery): SearchLink[] {
  const ages = knownAges(q.party);
  const links: SearchLink[] = [];
  if (q.origin && q.departure && q.return) {
    const full = { ...q, origin: q.origin, departure: q.departure, return: q.return };
    links.push(
      {
        label: 'Google Flights search',
        url: withQuery('https://www.google.com/travel/flights/search', [['tfs', googleFlightsTfs(full, ages)]]),
        provider_kind: 'flight_metasearch',
        carries_party: carried(ages),
      },
      { label: 'KAYAK flight search', url: kayakFlights(full, ages), provider_kind: 'flight_metasearch', carries_party: carried(ages) },
      { label: 'Skyscanner flight search', url: skyscannerFlights(full, ages), provider_kind: 'flight_metasearch', carries_party: carried(ages) },
    );
  } else {
    const q2 = `Flights ${q.origin ? `from ${q.origin} ` : ''}to ${q.destination}`;
    links.push({
      label: 'Google Flights search',
      url: withQuery('https://www.google.com/travel/flights', [['q', q2]]),
      provider_kind: 'flight_metasearch',
      carries_party: 'none',
    });
  }
  return links;
}

/** Booking.com: searchresults.html?ss=...&group_adults=2&group_children=2&age=5&age=11&no_rooms=1 (one age parameter per child). */
export function hotelLinks(p: { destination: string; check_in: string | null; check_out: string | null; party: Party }): SearchLink[] {
  const ages = knownAges(p.party);
  const params: Array<[string, string]> = [['ss', p.destination]];
  if (p.check_in && p.check_out) params.push(['checkin', p.check_in], ['checkout', p.check_out]);
  params.push(['group_adults', String(p.party.adults)], ['no_rooms', String(p.party.rooms)]);
  if (ages?.length) params.push(['group_children', String(ages.length)], ...ages.map((a): [string, string] => ['age', String(a)]));
  return [
    {
      label: 'Booking.com lodging search',
      url: withQuery('https://www.booking.com/searchresults.html', params),
      provider_kind: 'hotel_search',
      carries_party: carried(ages),
    },
    { label: 'Google Maps lodging search', url: mapsSearch(`hotels in ${p.destination}`), provider_kind: 'maps', carries_party: 'none' },
  ];
}

export function mapsSearch(query: string): string {
  return withQuery('https://www.google.com/maps/search/', [
    ['api', '1'],
    ['query', query],
  ]);
}

/** Labels name the provider and the search, not the place: the handoff's search_params say that once. */
export function placeLinks(p: { destination: string; categories: readonly string[] }): SearchLink[] {
  return [
    {
      label: 'OpenStreetMap search',
      url: withQuery('https://www.openstreetmap.org/search', [['query', p.destination]]),
      provider_kind: 'maps',
      carries_party: 'none',
    },
    ...p.categories.slice(0, 3).map((cat): SearchLink => ({
      label: `Google Maps: ${cat}`,
      url: mapsSearch(`${cat} near ${p.destination}`),
      provider_kind: 'maps',
      carries_party: 'none',
    })),
  ];
}

export interface GroundQuery {
  mode: 'rail' | 'ferry' | 'road';
  operator: string;
  operatorUrl: string;
  from: string;
  to: string;
  departure: string | null;
  /** Ferryhopper port codes of the two ends, where the leg has them. */
  ports?: [string, string];
  party: Party;
}

/** A drive or a rail trip without a timetable of ours: Google Maps directions and a Rome2rio route map (neither carries the party). */
export function directionLinks(from: string, to: string, mode: 'driving' | 'transit' = 'driving'): SearchLink[] {
  return [
    {
      label: `Google Maps: ${mode === 'driving' ? 'driving' : 'public transport'} directions`,
      url: withQuery('https://www.google.com/maps/dir/', [
        ['api', '1'],
        ['origin', from],
        ['destination', to],
        ['travelmode', mode],
      ]),
      provider_kind: 'route_planner',
      carries_party: 'none',
    },
    rome2rio(from, to),
  ];
}

function rome2rio(from: string, to: string): SearchLink {
  const city = (name: string) => encodeURIComponent(name.replace(/\s+/g, '-'));
  return {
    label: 'Rome2rio route map',
    url: `https://www.rome2rio.com/map/${city(from)}/${city(to)}`,
    provider_kind: 'route_planner',
    carries_party: 'none',
  };
}

/** Rail and ferry legs: the operator's timetable page, a Rome2rio route map, and Ferryhopper (ports, date, passengers) where it sells the route. */
export function groundLinks(q: GroundQuery): SearchLink[] {
  const links: SearchLink[] = [
    {
      label: `${q.operator} timetable`,
      url: q.operatorUrl,
      provider_kind: q.mode === 'ferry' ? 'ferry_operator' : q.mode === 'rail' ? 'rail_operator' : 'ground_operator',
      carries_party: 'none',
    },
    rome2rio(q.from, q.to),
  ];
  if (q.ports && q.departure) {
    // pax is a head count without ages: with children aboard it carries the adults only.
    const params: Array<[string, string]> = [
      ['itinerary', q.ports.join(',')],
      ['dates', q.departure.replace(/-/g, '')],
      ['pax', String(q.party.adults)],
    ];
    links.push({
      label: 'Ferryhopper ferry search',
      url: withQuery('https://www.ferryhopper.com/en/booking/results', params),
      provider_kind: 'ferry_search',
      carries_party: q.party.minors ? 'adults_only' : 'whole_party',
    });
  }
  return links;
}
