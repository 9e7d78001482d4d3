import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, proKey, startServer, type TestServer } from '../helpers/server.js';
import { BY_KIND_LISTS } from '../../src/contracts/travel-detail.js';
import { callToolRaw } from './helpers.js';

/** Requests that rank five candidates (the budgets are stated for five results). */
const FIVE_RESULT_TRIPS = [
  { user_request: 'Beach holiday in Europe in June from JFK for a family of four, two kids, under 8000 dollars' },
  { user_request: 'City break in Europe in October from LHR for two, museums and food' },
  { user_request: 'Warm winter getaway in the Caribbean in January from LAX for a couple, beaches and snorkeling' },
  { user_request: 'Ski trip in the Alps in February from JFK for four friends' },
];

/**
 * The heavy kind for summary: a family priced in its own currency, flights, transfers and lodging
 * for every result, entry and seasonal warnings on each.
 */
const HEAVY_SUMMARY_TRIPS = [
  { user_request: 'Mit zwei Kindern (7 und 11) im Juli von Frankfurt zu den Nationalparks im Westen der USA, Budget 12000 Euro', passports: ['DE'] },
];

const KB = 1024;

interface SearchLink {
  label: string;
  url: string;
  carries_party: string;
}
const CARRIES: Record<string, number> = { whole_party: 2, adults_only: 1 };

describe.each(DIALECTS)('detail levels of travel answers (%s)', (dialect) => {
  let server: TestServer;
  let key: string;
  beforeAll(async () => {
    server = await startServer({ dialect });
    key = await proKey(server);
  });
  afterAll(async () => server.close());

  const search = (body: object) => server.request('POST', '/api/v1/travel/search', { key, body });

  it.each(FIVE_RESULT_TRIPS)('5 results: summary <= 12 KB and standard <= 36 KB, both smaller than full ($user_request)', async (trip) => {
    const full = await search(trip);
    const standard = await search({ ...trip, detail: 'standard' });
    const summary = await search({ ...trip, detail: 'summary' });
    expect(full.body.results).toHaveLength(5);
    const bytes = { full: Buffer.byteLength(full.text), standard: Buffer.byteLength(standard.text), summary: Buffer.byteLength(summary.text) };
    expect(bytes.summary, JSON.stringify(bytes)).toBeLessThanOrEqual(12 * KB);
    expect(bytes.standard, JSON.stringify(bytes)).toBeLessThanOrEqual(36 * KB);
    expect(bytes.standard).toBeLessThan(bytes.full);
  });

  it.each(HEAVY_SUMMARY_TRIPS)('5 results of the heavy kind: summary <= 12 KB ($user_request)', async (trip) => {
    const summary = await search({ ...trip, detail: 'summary' });
    expect(summary.body.results).toHaveLength(5);
    expect(summary.body.results.every((r: { handoff_links?: unknown[]; warnings: unknown[] }) => r.handoff_links?.length && r.warnings.length)).toBe(true);
    expect(Buffer.byteLength(summary.text)).toBeLessThanOrEqual(12 * KB);
  });

  it('summary keeps what an agent needs to choose and hand off, for every candidate of the full answer', async () => {
    const trip = FIVE_RESULT_TRIPS[0]!;
    const full = (await search(trip)).body;
    const summary = (await search({ ...trip, detail: 'summary' })).body;
    expect(summary.detail).toBe('summary');
    expect(summary.results.map((r: { id: string }) => r.id)).toEqual(full.results.map((r: { id: string }) => r.id));
    for (const [i, r] of summary.results.entries()) {
      const f = full.results[i];
      expect(r).toMatchObject({ id: f.id, name: f.name, score: f.score, confidence: f.confidence.level });
      // Every warning of the full answer, each without its source line.
      expect(r.warnings).toEqual(f.warnings.map((w: Record<string, unknown>) => Object.fromEntries(Object.entries(w).filter(([k]) => k !== 'source'))));
      expect(r.whole_party_estimate).toMatchObject({ usd: f.total_trip_estimate_usd, tier: 'model_estimate', travelers: 4 });
      expect(r.top_reasons).toEqual(f.match_reasons.slice(0, 3));
      // One link per flight, lodging and ground handoff (of its alternatives, the one that carries the most of the party);
      // the place handoff (things to do there) is left out and named.
      const { place_handoff: places, ...booking } = f.provider_handoffs as Record<string, { search_links?: SearchLink[] } | null>;
      const carries = (l: SearchLink) => CARRIES[l.carries_party] ?? 0;
      const best = Object.values(booking).flatMap((b) => (b?.search_links?.length ? [b.search_links.reduce((k, l) => (carries(l) > carries(k) ? l : k))] : []));
      expect(best.length).toBeGreaterThan(1);
      expect(r.handoff_links.map((l: { url: string }) => l.url)).toEqual(best.map((l) => l.url));
      expect(places?.search_links?.length).toBeGreaterThan(0);
      for (const link of places?.search_links ?? []) expect(r.handoff_links.map((l: { url: string }) => l.url)).not.toContain(link.url);
    }
    expect(summary.omitted).toContain('place_handoff');
    expect(summary.match_status).toEqual({
      status: full.match_status.status,
      reason: full.match_status.reason,
      ...(full.match_status.recommended_next_tool ? { recommended_next_tool: full.match_status.recommended_next_tool } : {}),
      provider_validation_required: full.match_status.provider_validation_required,
    });
    expect(summary.truth_boundaries).toEqual(full.truth_boundaries);
    expect(summary.omitted).toEqual(expect.arrayContaining(['commercial_next_step', 'intelligence_basis']));
  });

  it('standard states blocks shared by every result once, and merging them back gives the full answer minus the omitted blocks', async () => {
    const trip = FIVE_RESULT_TRIPS[0]!;
    const full = (await search(trip)).body;
    const standard = (await search({ ...trip, detail: 'standard' })).body;
    expect(standard.detail).toBe('standard');
    expect(standard.common.results.booking_readiness).toBeDefined();
    // Only the full answer presents the paid-plan offer, and the request record says which did.
    expect(standard.omitted).toContain('commercial_next_step');
    expect(full.commercial_next_step).not.toBeNull();
    // The place handoff's searches for things to do plan the stay; standard leaves them to full.
    expect(standard.omitted).toContain('place_handoff');
    expect(JSON.stringify([standard.results, standard.common])).not.toContain('place_handoff');
    expect(full.results[0].provider_handoffs.place_handoff.search_links.length).toBeGreaterThan(0);
    expect((await server.store.records.findRequest(full.request_id))?.commercial_next_step_presented).toBe(1);
    expect((await server.store.records.findRequest(standard.request_id))?.commercial_next_step_presented).toBe(0);
    const merge = (common: Record<string, unknown>, own: Record<string, unknown>): Record<string, unknown> => {
      const out: Record<string, unknown> = { ...common };
      for (const [k, v] of Object.entries(own)) {
        const c = common[k];
        out[k] =
          c && typeof c === 'object' && !Array.isArray(c) && v && typeof v === 'object' && !Array.isArray(v)
            ? merge(c as Record<string, unknown>, v as Record<string, unknown>)
            : v;
      }
      return out;
    };
    // Reference lists (evidence, search links) state their per-kind notes once: put them back into each item.
    const withNotes = (v: unknown): unknown => {
      if (Array.isArray(v)) return v.map(withNotes);
      if (!v || typeof v !== 'object') return v;
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
        const field = BY_KIND_LISTS.get(k);
        const notes = field ? (standard.common[`${k}_by_${field}`] ?? {}) : undefined;
        out[k] = notes && Array.isArray(x) ? x.map((item: Record<string, unknown>) => ({ ...notes[item[field!] as string], ...item })) : withNotes(x);
      }
      return out;
    };
    const omitted = new Set<string>(standard.omitted);
    const strip = (v: unknown): unknown => {
      if (Array.isArray(v)) return v.map(strip);
      if (!v || typeof v !== 'object') return v;
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>)
          .filter(([k, x]) => !omitted.has(k) && x !== null && !(Array.isArray(x) && x.length === 0))
          .map(([k, x]) => [k, strip(x)]),
      );
    };
    // Two searches were made, so each result's research time is its own; everything else must agree.
    const untimed = (result: Record<string, unknown>): Record<string, unknown> => {
      const research = result.research_status as Record<string, unknown> | undefined;
      return research ? { ...result, research_status: { ...research, elapsed_ms: 0 } } : result;
    };
    for (const [i, own] of standard.results.entries())
      expect(untimed(withNotes(merge(standard.common.results, own)) as Record<string, unknown>)).toEqual(
        untimed(strip(full.results[i]) as Record<string, unknown>),
      );
  });

  it('the primitives take detail too, and MCP returns the same bytes as REST at every level', async () => {
    const trip = FIVE_RESULT_TRIPS[1]!;
    for (const detail of ['summary', 'standard', 'full']) {
      const rest = await server.request('POST', '/api/v1/travel/destinations/search', { key, body: { ...trip, detail } });
      const mcp = await callToolRaw(server, 'travel.destinations.search', { ...trip, detail }, key);
      expect(rest.status).toBe(200);
      expect(mcp.body.result.structuredContent).toEqual(rest.body);
      expect(mcp.body.result.content[0].text).toBe(rest.text);
      if (detail !== 'full') expect(rest.body.detail).toBe(detail);
    }
    const handoffs = await server.request('POST', '/api/v1/travel/provider-handoffs/generate', { key, body: { ...trip, detail: 'summary' } });
    expect(handoffs.body.handoff_links.length).toBeGreaterThan(0);
    expect(handoffs.body.provider_handoffs).toBeUndefined();
  });

  it('an unknown detail level is a 400 naming the allowed values', async () => {
    const res = await search({ ...FIVE_RESULT_TRIPS[0], detail: 'tiny' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('body.detail must be one of: full, standard, summary');
  });
});
