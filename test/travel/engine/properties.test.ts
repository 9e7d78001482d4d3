import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TravelSearchRequest, TravelSearchResponse } from '../../../src/contracts/travel.js';
import { pointOf } from '../../../src/travel/engine/gate/scope.js';
import { requestArb } from './arbitraries.js';
import { analysis, context, testEngine } from './engine.js';

const FALSE4 = { live_booking_inventory: false, provider_backed_rates: false, live_airfare: false, booking_supported: false };

/**
 * Oracle, resolved independently from the raw constraints: every result lies inside at least
 * one hard place that does not contain another hard place (the narrower one wins), or inside a
 * hedged place that lies inside a hard place ("Japan, Hakuba, maybe Niseko" searches Niseko too).
 */
function insideHardScope(req: TravelSearchRequest, res: TravelSearchResponse): boolean {
  const { gazetteer } = testEngine().data;
  const resolved = (hard: boolean) =>
    (req.destination_constraints ?? [])
      .filter((c) => (c.hard !== false) === hard)
      .map((c) => {
        const readings = gazetteer.resolve(c.value);
        return readings.find((p) => p.type === c.type) ?? readings[0];
      })
      .filter((p) => p !== undefined);
  const places = resolved(true);
  if (places.length === 0) return true;
  const centre = (p: (typeof places)[number]) => ({ country: p.country ?? '', admin1: p.admin1, lat: p.lat, lon: p.lon, destinationId: p.id });
  const narrow = places.filter((p) => !places.some((q) => q.id !== p.id && gazetteer.contains(p, centre(q)) && !gazetteer.contains(q, centre(p))));
  const hedged = resolved(false).filter((s) => places.some((h) => h.id !== s.id && gazetteer.contains(h, centre(s))));
  return res.results.every((r) => [...narrow, ...hedged].some((p) => gazetteer.contains(p, pointOf(testEngine().catalog.byId(r.id)!))));
}

describe('travel search properties', () => {
  it('never returns a result outside the hard scope; truth boundaries false; bookability follows the assignment rules', async () => {
    await fc.assert(
      fc.asyncProperty(requestArb, async (req) => {
        const res = await testEngine().search(req, context(true));
        expect(res.truth_boundaries).toEqual(FALSE4);
        expect(insideHardScope(req, res)).toBe(true);
        if (res.match_status.status === 'no_match') {
          expect(res.results).toEqual([]);
          expect(res.bookability).toMatchObject({
            status: 'not_bookable',
            source_tier: 'unsupported',
            next_step: 'run_live_search_or_provider_search',
            booking_supported: false,
          });
          expect(res.bookability_status).toBe('not_bookable');
          expect(res.commercial_next_step).toBeNull();
        } else {
          expect(res.results.length).toBeGreaterThan(0);
          expect(res.bookability).toMatchObject({ status: 'handoff_required', next_step: 'execute_provider_handoffs' });
          expect(['handoff_required', 'research_handoff']).toContain(res.bookability.source_tier);
          expect(res.commercial_next_step?.truth_boundaries).toEqual({
            live_booking_inventory: false,
            provider_backed_rates: false,
            live_flight_fares: false,
            booking_supported: false,
          });
        }
        for (const r of res.results) {
          expect(r.bookability).toMatchObject({
            status: 'handoff_required',
            source_tier: 'handoff_required',
            next_step: 'execute_provider_handoffs',
            booking_supported: false,
            live_airfare: false,
          });
          expect(r.coverage).toMatchObject({
            live_flight_fares: false,
            provider_backed_rates: false,
            live_booking_inventory: false,
            destination_supported: true,
          });
          expect(Object.values(r.provider_handoffs.capabilities).every((v) => v === false)).toBe(true);
          if (r.coverage_mode === 'research_ready') expect(r.coverage.curated_strength).toBe('none');
        }
      }),
      {
        numRuns: 80,
        // A hedged place inside a hard place outside the narrower one (Zion in the United States, not in Colorado).
        examples: [
          [
            {
              destination_constraints: [
                { type: 'state', value: 'Colorado' },
                { type: 'country', value: 'United States' },
                { type: 'park', value: 'Zion', hard: false },
              ],
            },
          ],
        ],
      },
    );
  }, 120_000);

  it('with strict_mode, every curated result carries every known required theme', async () => {
    await fc.assert(
      fc.asyncProperty(requestArb, async (req) => {
        const a = analysis({ ...req, strict_mode: true });
        for (const r of a.ranked.filter((x) => x.candidate.themes)) expect(r.gated.themes_missing).toEqual([]);
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
