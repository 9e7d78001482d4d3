import { describe, expect, it } from 'vitest';
import { atLevel } from '../../../src/operations/travel/detail.js';
import { parseGoogleTfs } from './handoff-urls.js';
import { context, testEngine } from './engine.js';

const search = (body: Parameters<ReturnType<typeof testEngine>['search']>[0]) => testEngine().search(body, context());

describe('provider handoffs', () => {
  it('rooms follow the party: a room sleeps two adults, or two adults and two children', async () => {
    const rooms = async (user_request: string) => (await search({ user_request })).results[0]?.provider_handoffs.hotel_handoff?.search_params.rooms;
    expect(await rooms('a week in Orlando in July for two adults and four children')).toBe(2);
    expect(await rooms('a week in Orlando in July for two adults and two children')).toBe(1);
    expect(await rooms('a week in Orlando in July for five adults')).toBe(3);
  });

  it('prices two adults, labelled assumed, when the writer says "we" without a count, and one when nothing says more', async () => {
    const priced = async (user_request: string) => {
      const top = (await search({ user_request })).results[0]!;
      return { adults: top.provider_handoffs.flight_handoff?.search_params.adults, note: top.stay_snapshot.rooms?.party };
    };
    const we = await priced('We would love a week in Lisbon in May from London');
    expect(we.adults).toBe(2);
    expect(we.note).toMatch(/^2 adult\(s\) \(assumed: the request says "we" or names a group without a count\)/);
    const wir = await priced('Wir möchten im Mai eine Woche nach Lissabon, ab London');
    expect(wir.adults).toBe(2);
    const nobody = await priced('A week in Lisbon in May from London');
    expect(nobody.adults).toBe(1);
    expect(nobody.note).toMatch(/^1 adult\(s\) \(assumed: the request gave no party size\)/);
  });

  it('teenagers take adult beds, and the stay says how the rooms were counted', async () => {
    const res = await search({ user_request: 'a week in Orlando in July for two adults and three children aged 13, 15 and 17' });
    const top = res.results[0]!;
    expect(top.provider_handoffs.hotel_handoff?.search_params.rooms).toBe(3);
    expect(top.stay_snapshot.notes[0]).toMatch(/^3 room\(s\) x 6 night\(s\)/);
    expect(top.stay_snapshot.rooms).toEqual({
      count: 3,
      unit: 'room',
      party: '2 adult(s), 3 child(ren) (a standard room sleeps two adults, or two adults and two children under 12)',
    });
    const young = await search({ user_request: 'a week in Orlando in July for two adults and two children aged 4 and 7' });
    expect(young.results[0]?.provider_handoffs.hotel_handoff?.search_params.rooms).toBe(1);
  });

  it('a product and the season that priced the stay are fields of the stay, kept at standard detail', async () => {
    const res = await search({ user_request: 'All-inclusive week in Cancun over Christmas for two adults and two kids aged 5 and 9, from Chicago' });
    const stay = JSON.parse(atLevel('standard', res).text).results[0].stay_snapshot;
    expect(stay.product).toBe('all_inclusive');
    expect(stay.rooms).toMatchObject({ count: 1, unit: 'room' });
    expect(stay.adjustments.join(' ')).toMatch(/all-inclusive.*product_pricing_model_v1/);
    expect(stay.adjustments.join(' ')).toMatch(/peak season.*resort_season_model_v1/);
  });

  it('flight and hotel links carry the origin, airport, dates and party', async () => {
    const res = await search({ user_request: 'a week in Maui from SFO for two adults', departure_window: ['2026-05-22', '2026-05-22'], trip_length_days: 7 });
    const top = res.results.find((r) => r.id === 'maui')!;
    const f = top.provider_handoffs.flight_handoff!;
    expect(f.search_params).toMatchObject({ origin: 'SFO', departure_date: '2026-05-22', return_date: '2026-05-28', adults: 2, flexible_dates: false });
    const [google, kayak] = f.search_links;
    const dest = f.search_params.destination_airport;
    expect(parseGoogleTfs(google!.url)).toMatchObject({
      legs: [
        { date: '2026-05-22', from: 'SFO', to: dest },
        { date: '2026-05-28', from: dest, to: 'SFO' },
      ],
      passengers: [1, 1],
    });
    expect(kayak!.url).toBe(`https://www.kayak.com/flights/SFO-${dest}/2026-05-22/2026-05-28/2adults`);
    expect(f.search_links.every((l) => l.carries_party === 'whole_party')).toBe(true);
    const booking = new URL(top.provider_handoffs.hotel_handoff.search_links[0]!.url);
    expect(booking.pathname).toBe('/searchresults.html');
    expect(Object.fromEntries(booking.searchParams)).toMatchObject({ checkin: '2026-05-22', checkout: '2026-05-28', group_adults: '2', no_rooms: '1' });
    expect(booking.searchParams.get('ss')).toContain('Maui');
    expect(top.provider_handoffs.required_external_checks).toEqual(
      expect.arrayContaining(['current_airfare', 'available_rooms', 'provider_rates', 'taxes_and_fees']),
    );
    expect(top.provider_handoffs.capabilities).toEqual({
      live_booking_inventory: false,
      provider_backed_rates: false,
      live_flight_fares: false,
      booking_supported: false,
      lowest_connected_supplier_price: false,
    });
    expect(top.provider_handoffs.lowest_price_selection.status).toBe('not_available');
    expect(['pending_credentials', 'unavailable']).toContain(top.provider_handoffs.provider_status);
  });

  it('a drive-to destination has no flight handoff and no airfare check; the nightly cap follows the budget', async () => {
    const res = await search({ user_request: 'Long weekend from SFO in Northern California with redwoods, under $2k for two, in May' });
    const drive = res.results.find((r) => r.flight_snapshot.destination_airport === null)!;
    expect(drive.provider_handoffs.flight_handoff).toBeNull();
    expect(drive.provider_handoffs.required_external_checks).not.toContain('current_airfare');
    expect(drive.provider_handoffs.hotel_handoff.search_params.max_nightly_usd).toBeGreaterThan(0);
    const place = new URL(drive.provider_handoffs.place_handoff.search_links[0]!.url);
    expect(place.host).toBe('www.openstreetmap.org');
    expect(place.searchParams.get('query')).toBe(drive.name);
  });

  it('handoffs generated for a selected candidate are tied to it; an off-scope candidate gets none', () => {
    const body = { user_request: 'Northern California, 4 days in May from SFO' };
    const chosen = testEngine().searchDestinations(body, context().now()).candidate_destinations[2]!;
    const tied = testEngine().generateHandoffs({ ...body, selected_candidate: { id: chosen.id } }, context().now());
    expect(tied.selected_candidate).toMatchObject({ id: chosen.id, in_scope: true });
    expect(tied.provider_handoffs!.hotel_handoff.search_params.destination.startsWith(chosen.name)).toBe(true);
    const off = testEngine().generateHandoffs({ ...body, selected_candidate: { id: 'maui' } }, context().now());
    expect(off).toMatchObject({ bookability_status: 'not_bookable', provider_handoffs: null, selected_candidate: { id: 'maui', in_scope: false } });
  });
});

describe('snapshots', () => {
  it('intent snapshots appear with their intent, with provenance', async () => {
    const res = await search({
      user_request: 'remote work for 30 days in Lisbon, Portugal in October from LHR, wheelchair user, family of four with two kids',
    });
    const r = res.results[0]!;
    expect(r.remote_work_snapshot?.recommended_next_tool).toBe('live_local_workation_and_official_stay_sources');
    expect(r.remote_work_snapshot?.time_zone_overlap_with_california).toMatch(/of 8 workday hours/);
    expect(r.family_snapshot).toMatchObject({ assumed_travelers: 4, assumed_children: 2, party_size_cost_estimate_usd: r.total_trip_estimate_usd });
    expect(r.accessibility_snapshot?.official_validation_required).toBe(true);
    expect(r.visa_stay_snapshot?.stay_length_days).toBe(30);
    for (const s of [r.remote_work_snapshot, r.family_snapshot, r.accessibility_snapshot, r.visa_stay_snapshot])
      expect(s?.provenance).toMatch(/^(model_estimate|curated_baseline)/);
    expect(r.unsupported_constraints.map((u) => u.field)).toContain('accessibility');
    expect(r.event_snapshot).toBeUndefined();
  });

  it('flight, weather and stay snapshots say what they are and are never live', async () => {
    const res = await search({ user_request: 'a week in Maui in May from SFO' });
    const r = res.results[0]!;
    expect(r.flight_snapshot).toMatchObject({ origin: 'SFO', origin_supported: true, live_airfare: false });
    expect(r.weather_snapshot.months).toEqual([5]);
    expect(r.weather_snapshot.notes[0]).toMatch(/not a forecast/);
    expect(r.stay_snapshot).toMatchObject({ nights: 6, provider_backed_rates: false });
    expect(r.suggested_itinerary?.days).toHaveLength(7);
    expect(r.intelligence_basis.model_estimates.map((m) => m.model)).toContain('trip_total_model_v1');
    expect(r.evidence).toEqual([]);
    expect(r.research_status).toMatchObject({ cache_state: 'disabled', poll_url: null });
  });

  it('event and multi-city snapshots carry the event and compared options', async () => {
    const res = await search({ user_request: 'concert at the Hollywood Bowl in Los Angeles in July, 3 days from SFO, then San Diego' });
    const r = res.results[0]!;
    expect(r.event_snapshot?.live_validation_required).toBe(true);
    expect(r.event_fit.requested).toBe(true);
    if (r.multi_city_snapshot) expect(r.multi_city_snapshot.compared_option_names).not.toContain(r.name);
  });

  it("every result's multi-city snapshot says why the top result wins in the top result's own reasons", async () => {
    const res = await search({ user_request: 'Lisbon, then Porto, then Madrid, 12 days in May from JFK' });
    const top = res.results[0]!;
    expect(res.results.length).toBeGreaterThan(1);
    for (const r of res.results) {
      expect(r.multi_city_snapshot?.why_top_result_wins).toHaveLength(3);
      expect(top.match_reasons).toEqual(expect.arrayContaining(r.multi_city_snapshot!.why_top_result_wins));
      expect(r.multi_city_snapshot?.compared_option_names).toEqual(
        res.results
          .filter((x) => x !== r)
          .map((x) => x.name)
          .slice(0, 4),
      );
    }
  });
});
