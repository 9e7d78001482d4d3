import { TFS_FIELDS } from '../../../src/travel/engine/handoffs/google-flights-tfs.js';

/**
 * Parsers that read provider search links back into the party and trip they encode, written from
 * the providers' URL formats (docs/guide.md, "Provider handoff links") independently of the
 * builders, so a wrong builder fails the tests.
 */

export interface ParsedFlightLink {
  origin: string;
  destination: string;
  departure: string;
  return: string;
  adults: number;
  childAges: number[];
}

/** KAYAK /flights/JFK-LIS/2027-06-10/2027-06-17[/cabin]/2adults[/children-5-11]; "1L" is an infant on a lap (age under 2, read as 1). */
export function parseKayak(href: string): ParsedFlightLink & { cabin: string } {
  const parts = new URL(href).pathname.split('/').filter(Boolean);
  const [kind, route = '', departure = '', ret = '', ...rest] = parts;
  if (kind !== 'flights') throw new Error(`not a KAYAK flight search: ${href}`);
  const [origin = '', destination = ''] = route.split('-');
  const adultsPart = rest.find((p) => /^\d+adults$/.test(p)) ?? '';
  const childPart = rest.find((p) => p.startsWith('children-'));
  const cabin = rest.find((p) => !/^\d+adults$/.test(p) && !p.startsWith('children-')) ?? 'economy';
  const childAges = childPart
    ? childPart
        .slice('children-'.length)
        .split('-')
        .map((a) => (a === '1L' ? 1 : Number(a)))
    : [];
  return { origin, destination, departure, return: ret, adults: Number(adultsPart.replace('adults', '')), childAges, cabin };
}

/** Skyscanner /transport/flights/jfk/lis/270610/270617/?adultsv2=2&childrenv2=5|11 */
export function parseSkyscanner(href: string): ParsedFlightLink {
  const u = new URL(href);
  const [, , origin = '', destination = '', out = '', back = ''] = u.pathname.split('/').filter(Boolean);
  const date = (d: string) => `20${d.slice(0, 2)}-${d.slice(2, 4)}-${d.slice(4, 6)}`;
  const kids = u.searchParams.get('childrenv2') ?? '';
  return {
    origin: origin.toUpperCase(),
    destination: destination.toUpperCase(),
    departure: date(out),
    return: date(back),
    adults: Number(u.searchParams.get('adultsv2')),
    childAges: kids ? kids.split('|').map(Number) : [],
  };
}

function readVarint(bytes: Uint8Array, at: { i: number }): number {
  let result = 0;
  let shift = 0;
  for (;;) {
    const b = bytes[at.i++] ?? 0;
    result += (b & 127) * 2 ** shift;
    if (b < 128) return result;
    shift += 7;
  }
}

type Fields = Map<number, Array<number | Uint8Array>>;

/** A protobuf message as field number -> values (varints as numbers, length-delimited as bytes). */
function decode(bytes: Uint8Array): Fields {
  const out: Fields = new Map();
  const at = { i: 0 };
  while (at.i < bytes.length) {
    const key = readVarint(bytes, at);
    const field = key >> 3;
    const wire = key & 7;
    let value: number | Uint8Array;
    if (wire === 0) value = readVarint(bytes, at);
    else if (wire === 2) {
      const len = readVarint(bytes, at);
      value = bytes.slice(at.i, at.i + len);
      at.i += len;
    } else throw new Error(`unexpected wire type ${wire}`);
    out.set(field, [...(out.get(field) ?? []), value]);
  }
  return out;
}

const text = (v: number | Uint8Array | undefined) => Buffer.from(v as Uint8Array).toString('utf8');

/** Google Flights ?tfs=: legs (date, from, to), passenger kinds, seat and trip type. */
export function parseGoogleTfs(href: string): { legs: Array<{ date: string; from: string; to: string }>; passengers: number[]; seat: number; trip: number } {
  const tfs = new URL(href).searchParams.get('tfs') ?? '';
  const info = decode(Buffer.from(tfs, 'base64'));
  const legs = (info.get(TFS_FIELDS.data) ?? []).map((raw) => {
    const leg = decode(raw as Uint8Array);
    const airport = (f: number) => text(decode(leg.get(f)?.[0] as Uint8Array).get(TFS_FIELDS.airport)?.[0]);
    return { date: text(leg.get(TFS_FIELDS.date)?.[0]), from: airport(TFS_FIELDS.from), to: airport(TFS_FIELDS.to) };
  });
  const packed = info.get(TFS_FIELDS.passengers)?.[0] as Uint8Array | undefined;
  const passengers: number[] = [];
  if (packed) for (const at = { i: 0 }; at.i < packed.length;) passengers.push(readVarint(packed, at));
  return { legs, passengers, seat: info.get(TFS_FIELDS.seat)?.[0] as number, trip: info.get(TFS_FIELDS.trip)?.[0] as number };
}

/** Booking.com searchresults.html?ss=..&group_adults=2&group_children=2&age=5&age=11&no_rooms=1 */
export function parseBooking(href: string): {
  destination: string;
  checkin: string | null;
  checkout: string | null;
  adults: number;
  children: number;
  ages: number[];
  rooms: number;
} {
  const q = new URL(href).searchParams;
  return {
    destination: q.get('ss') ?? '',
    checkin: q.get('checkin'),
    checkout: q.get('checkout'),
    adults: Number(q.get('group_adults')),
    children: Number(q.get('group_children') ?? 0),
    ages: q.getAll('age').map(Number),
    rooms: Number(q.get('no_rooms')),
  };
}
