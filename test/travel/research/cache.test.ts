import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProviders, type FakeProviders } from './fake-providers.js';
import { AMPLE_BUDGET_MS, harness, providerEnv, scope, subject, type Harness } from './support.js';

let fake: FakeProviders;
let h: Harness;
beforeAll(async () => {
  fake = await startFakeProviders();
});
afterAll(() => fake.close());
afterEach(() => h?.close());

const DAY = 86_400_000;

describe('evidence cache', () => {
  it('a second search for the same destination within the TTL uses cache evidence with the original retrieved_at and calls no provider', async () => {
    h = await harness(providerEnv(fake.baseUrl));
    h.clock.set('2026-11-22T10:00:00.000Z');
    const place = subject('cache-test', 'Cachetown', ['activities', 'events']);
    const first = await h.research.port.statusFor(place, 'bounded', AMPLE_BUDGET_MS, scope(h.accountId));
    expect(first.research_status.cache_state).toBe('miss');
    expect(first.evidence.every((e) => e.retrieved_at === '2026-11-22T10:00:00.000Z')).toBe(true);
    const calls = fake.seen.length;
    expect(calls).toBe(4); // two categories x two providers

    h.clock.set('2026-11-23T16:00:00.000Z'); // 1.25 days later: within both TTLs (events 2 days, activities 14)
    const second = await h.research.port.statusFor(place, 'bounded', AMPLE_BUDGET_MS, scope(h.accountId));
    expect(fake.seen.length).toBe(calls);
    expect(second.research_status).toMatchObject({ cache_state: 'fresh', job_id: null, poll_url: null, mode: 'research_complete_enough', freshness_days: 1.3 });
    expect(second.evidence.length).toBe(first.evidence.length);
    for (const e of second.evidence) {
      expect(e.source).toBe('cache');
      expect(e.retrieved_at).toBe('2026-11-22T10:00:00.000Z');
      expect(e.freshness_days).toBe(1.3);
      expect(e.caveats[0]).toMatch(/^Cached (search_provider_a|other_search) result, first retrieved 2026-11-22T10:00:00.000Z/);
    }
    expect(second.place_candidates).toEqual(first.place_candidates);
  });

  it('expires by category: after the events TTL only events are fetched again', async () => {
    h = await harness(providerEnv(fake.baseUrl));
    h.clock.set('2026-11-22T10:00:00.000Z');
    const place = subject('ttl-test', 'Ttlville', ['activities', 'events']);
    await h.research.port.statusFor(place, 'bounded', AMPLE_BUDGET_MS, scope(h.accountId));
    fake.seen.length = 0;
    h.clock.advance(3 * DAY);
    const later = await h.research.port.statusFor(place, 'bounded', AMPLE_BUDGET_MS, scope(h.accountId));
    expect(
      fake.seen.map((s) => s.query.get('q') ?? new URLSearchParams(s.body).get('data')).every((q) => /events calendar|amenity"="theatre"/.test(q ?? '')),
    ).toBe(true);
    expect(fake.seen).toHaveLength(2);
    const sources = (category: string) => new Set(later.evidence.filter((e) => e.category === category).map((e) => e.source));
    expect(sources('activities')).toEqual(new Set(['cache']));
    expect(sources('events')).toEqual(new Set(['search_provider_a', 'other_search']));
  });
});
