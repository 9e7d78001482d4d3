import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';
import { parseBooking, parseGoogleTfs, parseKayak, parseSkyscanner } from './engine/handoff-urls.js';

interface Case {
  id: string;
  text: string;
  party: { adults: number; child_ages: number[] | null; rooms: number };
  expect: { rail_handoff?: boolean; ferry_handoff?: boolean };
}
const cases = (JSON.parse(readFileSync(new URL('../fixtures/places-handoffs.json', import.meta.url), 'utf8')) as { cases: Case[] }).cases;
/** The destination each case names, and for Capri a structured constraint (what an agent passes when it knows the place). */
const DESTINATION: Record<string, string> = {
  'family-two-kids-with-ages': 'Lisbon',
  'kids-without-ages': 'Lisbon',
  'infant-and-child': 'Barcelona',
  'two-rooms': 'Rome',
  solo: 'Tokyo',
  'rail-leg-london-paris': 'Paris',
  'ferry-leg-capri': 'Capri',
};

interface Link {
  label: string;
  url: string;
  carries_party: string;
}
interface Params {
  adults: number;
  children: number;
  infants: number;
  child_ages: number[] | null;
  rooms?: number;
  departure_date?: string | null;
  check_in?: string | null;
}

/** Each link checked against the handoff's own search parameters, field by field, after parsing it back. */
function linkProblems(links: Link[], p: Params): string[] {
  const out: string[] = [];
  const ages = p.child_ages;
  const minors = p.children + p.infants;
  const wantAges = minors === 0 ? [] : ages && ages.length === minors ? ages : null;
  for (const l of links) {
    if (l.carries_party === 'none') continue;
    const expected = wantAges ? 'whole_party' : 'adults_only';
    if (l.carries_party !== expected) out.push(`${l.label}: ${l.carries_party}, expected ${expected}`);
    const encoded = wantAges ?? [];
    if (l.label.startsWith('KAYAK')) {
      const k = parseKayak(l.url);
      if (k.adults !== p.adults || JSON.stringify(k.childAges) !== JSON.stringify(encoded.map((a) => (a < 2 ? 1 : a)))) out.push(`KAYAK ${l.url}`);
    } else if (l.label.startsWith('Skyscanner')) {
      const s = parseSkyscanner(l.url);
      if (s.adults !== p.adults || JSON.stringify(s.childAges) !== JSON.stringify(encoded)) out.push(`Skyscanner ${l.url}`);
    } else if (l.label.startsWith('Google Flights')) {
      const g = parseGoogleTfs(l.url);
      if (g.passengers.length !== p.adults + encoded.length) out.push(`Google Flights passengers ${g.passengers}`);
    } else if (l.label.startsWith('Booking.com')) {
      const b = parseBooking(l.url);
      if (b.adults !== p.adults || b.rooms !== p.rooms || JSON.stringify(b.ages) !== JSON.stringify(encoded) || b.children !== encoded.length)
        out.push(`Booking.com ${l.url}`);
    }
  }
  return out;
}

describe.each(DIALECTS)('places handoffs over HTTP (%s)', (dialect) => {
  let server: TestServer;
  let key: string;
  beforeAll(async () => {
    server = await startServer({ dialect });
    server.clock.set('2026-11-20T12:00:00Z');
    key = await server.activate();
    const me = await server.request('GET', '/api/v1/account/me', { key });
    await server.store.accounts.setPlan(me.body.account.id, 'pro');
  }, 60_000);
  afterAll(async () => server.close());

  for (const c of cases) {
    it(`${c.id}: links carry what the handoff reads, never invented ages`, async () => {
      const place = DESTINATION[c.id] ?? '';
      const body =
        c.id === 'ferry-leg-capri' ? { user_request: c.text, destination_constraints: [{ type: 'city', value: 'Capri' }] } : { user_request: c.text };
      const res = await server.request('POST', '/api/v1/travel/search', { key, body });
      expect(res.status).toBe(200);
      const result = res.body.results.find((r: { name: string }) => r.name.includes(place));
      expect(result, `${place} among ${res.body.results.map((r: { name: string }) => r.name)}`).toBeDefined();
      const h = result.provider_handoffs;
      const hotel = h.hotel_handoff.search_params as Params;
      expect(hotel.adults).toBe(c.party.adults);
      // Ages reach the handoff only when the request states them, and never differ from it.
      if (hotel.child_ages?.length) expect(hotel.child_ages).toEqual(c.party.child_ages);
      const problems = [
        ...linkProblems(h.hotel_handoff.search_links, hotel),
        ...(h.flight_handoff ? linkProblems(h.flight_handoff.search_links, h.flight_handoff.search_params) : []),
      ];
      if (h.ground_handoff) problems.push(...linkProblems(h.ground_handoff.search_links, h.ground_handoff.search_params));
      expect(problems).toEqual([]);
      const minors = hotel.children + hotel.infants;
      if (minors > 0 && !(hotel.child_ages && hotel.child_ages.length === minors)) expect(h.required_external_checks).toContain('children_ages');
      else expect(h.required_external_checks).not.toContain('children_ages');
      if (c.expect.rail_handoff) {
        expect(h.flight_handoff).toBeNull();
        expect(h.ground_handoff.leg).toMatchObject({ role: 'instead_of_flight', mode: 'rail', operator: 'Eurostar' });
        expect(result.flight_snapshot.destination_airport).toBeNull();
      }
      if (c.expect.ferry_handoff) expect(h.ground_handoff.leg).toMatchObject({ role: 'airport_transfer', mode: 'ferry' });
    });
  }
});
