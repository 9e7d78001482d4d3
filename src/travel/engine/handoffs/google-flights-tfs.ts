/**
 * The `tfs` parameter of a Google Flights search URL: a base64 Protocol Buffers message. Google
 * documents no URL format; the field numbers are the ones the open-source fast-flights project
 * reverse-engineered (github.com/AWeirdDev/flights, fast_flights/flights.proto):
 *   Info { repeated FlightData data = 3; repeated Passenger passengers = 8; Seat seat = 9; Trip trip = 19; }
 *   FlightData { string date = 2; Airport from_flight = 13; Airport to_flight = 14; }   Airport { string airport = 2; }
 *   Passenger: ADULT 1, CHILD 2 (2-11), INFANT_IN_SEAT 3, INFANT_ON_LAP 4; Seat: ECONOMY 1 .. FIRST 4; Trip: ROUND_TRIP 1.
 * Only the writer lives here; tests decode the message back field by field.
 */
export const TFS_FIELDS = { data: 3, passengers: 8, seat: 9, trip: 19, date: 2, from: 13, to: 14, airport: 2 } as const;
export const PASSENGER = { adult: 1, child: 2, infantOnLap: 4 } as const;
export const SEAT = { economy: 1, premium_economy: 2, business: 3, first: 4 } as const;
const ROUND_TRIP = 1;

function varint(n: number): number[] {
  const out: number[] = [];
  let v = n;
  while (v > 127) {
    out.push((v & 127) | 128);
    v >>>= 7;
  }
  out.push(v);
  return out;
}

const key = (field: number, wire: 0 | 2) => varint((field << 3) | wire);
const bytesField = (field: number, bytes: number[]) => [...key(field, 2), ...varint(bytes.length), ...bytes];
const stringField = (field: number, text: string) => bytesField(field, [...Buffer.from(text, 'utf8')]);
const enumField = (field: number, value: number) => [...key(field, 0), ...varint(value)];

function leg(date: string, from: string, to: string): number[] {
  return [
    ...stringField(TFS_FIELDS.date, date),
    ...bytesField(TFS_FIELDS.from, stringField(TFS_FIELDS.airport, from)),
    ...bytesField(TFS_FIELDS.to, stringField(TFS_FIELDS.airport, to)),
  ];
}

/** Passenger kinds by age: under 2 on a lap, 2-11 a child, 12 and over an adult fare. */
export const passengerKind = (age: number): number => (age < 2 ? PASSENGER.infantOnLap : age < 12 ? PASSENGER.child : PASSENGER.adult);

/** A round trip with the party; ages null means only the adults are written (the ages are unknown). */
export function googleFlightsTfs(
  q: { origin: string; destination: string; departure: string; return: string; cabin: keyof typeof SEAT; party: { adults: number } },
  ages: number[] | null,
): string {
  const passengers = [...Array<number>(q.party.adults).fill(PASSENGER.adult), ...(ages ?? []).map(passengerKind)];
  const message = [
    ...bytesField(TFS_FIELDS.data, leg(q.departure, q.origin, q.destination)),
    ...bytesField(TFS_FIELDS.data, leg(q.return, q.destination, q.origin)),
    ...bytesField(TFS_FIELDS.passengers, passengers.flatMap(varint)),
    ...enumField(TFS_FIELDS.seat, SEAT[q.cabin]),
    ...enumField(TFS_FIELDS.trip, ROUND_TRIP),
  ];
  return Buffer.from(message).toString('base64');
}
