import { describe, expect, it } from 'vitest';
import { PASSENGER, passengerKind } from '../../../src/travel/engine/handoffs/google-flights-tfs.js';
import { flightLinks, groundLinks, hotelLinks, type Party } from '../../../src/travel/engine/handoffs/links.js';
import { parseBooking, parseGoogleTfs, parseKayak, parseSkyscanner } from './handoff-urls.js';

const trip = { origin: 'JFK', destination: 'LIS', departure: '2027-06-10', return: '2027-06-17', cabin: 'economy' as const };
const parties: Array<{ name: string; party: Party }> = [
  { name: 'two adults and children aged 5 and 11', party: { adults: 2, minors: 2, childAges: [5, 11], rooms: 1 } },
  { name: 'a three-year-old and a baby', party: { adults: 2, minors: 2, childAges: [3, 0], rooms: 1 } },
  { name: 'four adults in two rooms', party: { adults: 4, minors: 0, childAges: [], rooms: 2 } },
  { name: 'one adult', party: { adults: 1, minors: 0, childAges: [], rooms: 1 } },
  { name: 'a teenager of 14 (adult fare on Google)', party: { adults: 1, minors: 1, childAges: [14], rooms: 1 } },
];

const byLabel = (links: Array<{ label: string; url: string; carries_party: string }>, label: string) => {
  const link = links.find((l) => l.label.startsWith(label));
  if (!link) throw new Error(`no ${label} link`);
  return link;
};

describe("provider links carry the whole party, parsed back in each provider's own format", () => {
  for (const { name, party } of parties) {
    it(name, () => {
      const ages = party.childAges ?? [];
      const flights = flightLinks({ ...trip, party });
      const kayak = byLabel(flights, 'KAYAK');
      expect(kayak.carries_party).toBe('whole_party');
      expect(parseKayak(kayak.url)).toEqual({ ...trip, cabin: 'economy', adults: party.adults, childAges: ages.map((a) => (a < 2 ? 1 : a)) });
      const sky = byLabel(flights, 'Skyscanner');
      expect(parseSkyscanner(sky.url)).toEqual({
        origin: 'JFK',
        destination: 'LIS',
        departure: trip.departure,
        return: trip.return,
        adults: party.adults,
        childAges: ages,
      });
      const google = parseGoogleTfs(byLabel(flights, 'Google Flights').url);
      expect(google.legs).toEqual([
        { date: trip.departure, from: 'JFK', to: 'LIS' },
        { date: trip.return, from: 'LIS', to: 'JFK' },
      ]);
      expect(google.passengers.sort()).toEqual([...Array<number>(party.adults).fill(PASSENGER.adult), ...ages.map(passengerKind)].sort());
      expect(google.trip).toBe(1);
      expect(google.seat).toBe(1);
      const booking = byLabel(hotelLinks({ destination: 'Lisbon, Portugal', check_in: trip.departure, check_out: trip.return, party }), 'Booking.com');
      expect(booking.carries_party).toBe('whole_party');
      expect(parseBooking(booking.url)).toEqual({
        destination: 'Lisbon, Portugal',
        checkin: trip.departure,
        checkout: trip.return,
        adults: party.adults,
        children: ages.length,
        ages,
        rooms: party.rooms,
      });
    });
  }

  it('never invents ages: children without ages leave every link with the adults only, and say so', () => {
    const party: Party = { adults: 2, minors: 2, childAges: null, rooms: 1 };
    const flights = flightLinks({ ...trip, party });
    for (const l of flights) expect(l.carries_party).toBe('adults_only');
    expect(parseKayak(byLabel(flights, 'KAYAK').url).childAges).toEqual([]);
    expect(parseSkyscanner(byLabel(flights, 'Skyscanner').url).childAges).toEqual([]);
    expect(parseGoogleTfs(byLabel(flights, 'Google Flights').url).passengers).toEqual([PASSENGER.adult, PASSENGER.adult]);
    const booking = byLabel(hotelLinks({ destination: 'Lisbon', check_in: null, check_out: null, party }), 'Booking.com');
    expect(booking.carries_party).toBe('adults_only');
    expect(parseBooking(booking.url)).toMatchObject({ adults: 2, children: 0, ages: [] });
    // A partial list of ages is no list of ages.
    expect(flightLinks({ ...trip, party: { ...party, childAges: [7] } }).every((l) => l.carries_party === 'adults_only')).toBe(true);
  });

  it("a business-class search keeps the cabin in KAYAK's path and Google's seat field", () => {
    const flights = flightLinks({ ...trip, cabin: 'business', party: parties[0]!.party });
    expect(parseKayak(byLabel(flights, 'KAYAK').url).cabin).toBe('business');
    expect(parseGoogleTfs(byLabel(flights, 'Google Flights').url).seat).toBe(3);
  });

  it('ferry searches carry ports, date and passengers where the route has Ferryhopper ports; rail links name the route', () => {
    const party: Party = { adults: 2, minors: 0, childAges: [], rooms: 1 };
    const ferry = groundLinks({
      mode: 'ferry',
      operator: 'Blue Star Ferries',
      operatorUrl: 'https://www.bluestarferries.com/en',
      from: 'Piraeus port',
      to: 'Santorini Athinios port',
      departure: '2027-06-01',
      ports: ['PIR', 'JTR'],
      party,
    });
    const fh = new URL(byLabel(ferry, 'Ferryhopper').url);
    expect(Object.fromEntries(fh.searchParams)).toEqual({ itinerary: 'PIR,JTR', dates: '20270601', pax: '2' });
    const rail = groundLinks({
      mode: 'rail',
      operator: 'Eurostar',
      operatorUrl: 'https://www.eurostar.com/',
      from: 'London St Pancras International',
      to: 'Paris Gare du Nord',
      departure: '2027-04-02',
      party,
    });
    expect(new URL(byLabel(rail, 'Rome2rio').url).pathname).toBe('/map/London-St-Pancras-International/Paris-Gare-du-Nord');
    expect(rail.find((l) => l.label.startsWith('Ferryhopper'))).toBeUndefined();
    expect(byLabel(rail, 'Eurostar').carries_party).toBe('none');
  });
});
