import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TravelResult } from '../../src/contracts/travel.js';
import { DIALECTS, type TestServer } from '../helpers/server.js';
import { qualitySearch } from './quality/run.js';

/**
 * Entry requirements over HTTP: the passport is the one the request states, never one assumed from the origin; every result's
 * visa_stay_snapshot names the requirement with source and date, and a visa to obtain is a warning
 * on every result at every detail level (responses checked against /openapi.json by the client).
 */
describe.each(DIALECTS)('entry requirements over HTTP (%s)', (dialect) => {
  let server: TestServer;
  let search: (body: Record<string, unknown>) => Promise<TravelResult[]>;
  beforeAll(async () => {
    ({ server, search } = await qualitySearch(dialect));
  }, 60_000);
  afterAll(async () => server.close());
  const fromDelhi = { user_request: 'a week in Europe in June', origin: 'DEL', passports: ['IN'] };

  it.each(['summary', 'standard', 'full'])('a traveller from India to the Schengen area is warned of the visa on every result (%s)', async (detail) => {
    const results = await search({ ...fromDelhi, detail });
    expect(results.length).toBeGreaterThan(1);
    for (const r of results) {
      const visa = r.warnings.find((w) => w.code === 'visa_required');
      expect(visa, r.name).toMatchObject({ severity: 'serious', as_of: '2025-01-12' });
      // Summary leaves each warning's source line to standard and full.
      if (detail !== 'summary') expect(visa!.source).toMatch(/Passport Index/);
      expect(visa!.message).toMatch(/India passport holders need a visa/);
      expect(visa!.message).toMatch(/Passport as stated/);
    }
  });

  it("names the requirement, its source and date in every result's visa_stay_snapshot, and keeps the editorial notes", async () => {
    const results = await search(fromDelhi);
    for (const r of results) {
      expect(r.visa_stay_snapshot?.entry_requirement, r.name).toMatchObject({
        passport: 'IN',
        passport_basis: 'stated',
        requirement: 'visa_required',
        visa_free_days: null,
        as_of: '2025-01-12',
      });
      expect(r.visa_stay_snapshot?.visa_rule_status).toMatch(/verify with official sources/);
    }
  });

  it('an ETA, an e-visa and a stay past the visa-free days are warnings; free movement is not', async () => {
    const code = async (body: Record<string, unknown>) => (await search(body))[0]!.warnings.map((w) => w.code);
    expect(await code({ user_request: 'a week in London in May', origin: 'JFK', passports: ['US'] })).toContain('entry_authorisation_required');
    expect(await code({ user_request: 'two weeks in Goa in January', origin: 'LHR', passports: ['GB'], trip_length_days: 14 })).toContain(
      'entry_authorisation_required',
    );
    const long = await search({ user_request: 'Bangkok for three months', origin: 'FRA', passports: ['DE'], trip_length_days: 90 });
    const over = long[0]!.warnings.find((w) => w.code === 'stay_exceeds_visa_free_days');
    expect(over?.message).toMatch(/90-day stay is longer than the 60 visa-free days/);
    const barcelona = await search({ user_request: 'a week in Barcelona', origin: 'CDG', passports: ['FR'] });
    expect(barcelona[0]!.visa_stay_snapshot?.entry_requirement).toMatchObject({ passport: 'FR', requirement: 'visa_free', visa_free_days: null });
    expect(barcelona[0]!.warnings.filter((w) => /visa|entry/.test(w.code))).toEqual([]);
  });

  it("uses the passport the request states instead of the origin's, and says so", async () => {
    const london = await search({ user_request: "I'm Moroccan, living in Paris. 5 days in London in May" });
    expect(london[0]!.name).toMatch(/London/);
    expect(london[0]!.visa_stay_snapshot?.entry_requirement).toMatchObject({ passport: 'MA', passport_basis: 'stated', requirement: 'visa_required' });
    const visa = london[0]!.warnings.find((w) => w.code === 'visa_required');
    expect(visa?.message).toMatch(/Morocco passport holders need a visa.*as stated/);
    const tokyo = await search({ user_request: '10 days in Tokyo in October', origin: 'DEL', passports: ['US'] });
    expect(tokyo[0]!.visa_stay_snapshot?.entry_requirement).toMatchObject({ passport: 'US', passport_basis: 'stated', visa_free_days: 90 });
    expect(tokyo[0]!.warnings.filter((w) => /visa|entry/.test(w.code))).toEqual([]);
  });

  it('a trip within the country it starts in crosses no border: no visa, whatever the passport', async () => {
    const zermatt = await search({ user_request: '4 days in Zermatt in February', origin: 'ZRH', passports: ['IN'] });
    expect(zermatt[0]!.name).toMatch(/Zermatt/);
    expect(zermatt[0]!.visa_stay_snapshot?.entry_requirement).toMatchObject({ passport: 'IN', requirement: 'own_country' });
    expect(zermatt[0]!.visa_stay_snapshot?.entry_requirement.statement).toMatch(/crosses no border/);
    expect(zermatt[0]!.warnings.filter((w) => /visa|entry/.test(w.code))).toEqual([]);
    const london = await search({ user_request: '4 days in London in May', origin: 'ZRH', passports: ['IN'] });
    expect(london[0]!.visa_stay_snapshot?.entry_requirement).toMatchObject({ passport: 'IN', requirement: 'visa_required' });
  });

  it('with two passports takes the one with the easier entry, and names the other with its own requirement', async () => {
    const results = await search({ user_request: 'a week in London in May', origin: 'DEL', passports: ['IN', 'CA'] });
    const entry = results[0]!.visa_stay_snapshot!.entry_requirement;
    expect(entry).toMatchObject({ passport: 'CA', passport_basis: 'stated' });
    expect(entry.statement).toMatch(
      /the Canada one has the easiest entry here; each traveller needs what their own passport needs \(India: visa before travel\)/,
    );
    expect(results[0]!.warnings.map((w) => w.code)).not.toContain('visa_required');
  });

  it('answers passports that are not country codes with a 400', async () => {
    const res = await server.request('POST', '/api/v1/travel/search', {
      key: await server.activate(),
      body: { user_request: 'Paris', passports: ['Morocco'] },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body as object)).toEqual(['error']);
  });

  it("with no passport stated assumes none from the origin: the requirement is unknown, the origin country's rule a stated condition", async () => {
    const results = await search({ user_request: '4 days in London in September', origin: 'DUS' });
    const entry = results[0]!.visa_stay_snapshot!.entry_requirement;
    expect(entry).toMatchObject({ passport: null, passport_basis: 'none', requirement: 'unknown', as_of: '2025-04-02' });
    expect(entry.statement).toMatch(/depends on your passport.*If it is a Germany passport: Germany passport holders need an electronic travel authorisation/);
    expect(results[0]!.warnings.filter((w) => /visa|entry/.test(w.code))).toEqual([]);
  });

  it('without an origin the requirement is unknown and no visa is claimed', async () => {
    const results = await search({ user_request: 'a week in Paris in June' });
    const entry = results[0]!.visa_stay_snapshot!.entry_requirement;
    expect(entry).toMatchObject({ passport: null, passport_basis: 'none', requirement: 'unknown', as_of: null });
    expect(entry.statement).toMatch(/unknown/);
    expect(results[0]!.warnings.filter((w) => /visa|entry/.test(w.code))).toEqual([]);
  });
});
