import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TravelSearchResponse } from '../../src/contracts/travel.js';
import { BY_KIND_LISTS, standardSchema } from '../../src/contracts/travel-detail.js';
import { DIALECTS, proKey, startServer, type TestServer } from '../helpers/server.js';

/**
 * Heavy answers at detail standard over HTTP with the service's default research: families priced in
 * their own currency, flights, transfers, lodging and ground handoffs and operator-compiled evidence
 * for every result.
 */
const HEAVY_TRIPS = [
  'Mit zwei Kindern (7 und 11) im Juli von Frankfurt zu den Nationalparks im Westen der USA, Budget 12000 Euro',
  'Family of five, kids 3, 6 and 10, two weeks in August from LHR to national parks in the western USA, budget 15000 pounds',
];

const KB = 1024;
type Obj = Record<string, unknown>;

/** Each item of the named list at any depth, in document order. */
function itemsOf(value: unknown, list: string, out: Obj[] = []): Obj[] {
  if (Array.isArray(value)) for (const v of value) itemsOf(v, list, out);
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) {
      if (key === list && Array.isArray(v)) out.push(...(v as Obj[]));
      else itemsOf(v, list, out);
    }
  return out;
}

describe.each(DIALECTS)('standard states reference notes once per kind (%s)', (dialect) => {
  let server: TestServer;
  let key: string;
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const validStandard = ajv.compile(standardSchema(TravelSearchResponse));
  beforeAll(async () => {
    server = await startServer({ dialect });
    key = await proKey(server);
  });
  afterAll(async () => server.close());

  const search = (body: object) => server.request('POST', '/api/v1/travel/search', { key, body });

  it.each(HEAVY_TRIPS)('5 results of the heavy kind: standard <= 36 KB, valid, every evidence item and link rebuilt from common (%s)', async (request) => {
    const full = await search({ user_request: request });
    const standard = await search({ user_request: request, detail: 'standard' });
    expect(full.body.results).toHaveLength(5);
    expect(Buffer.byteLength(standard.text)).toBeLessThanOrEqual(36 * KB);
    expect(validStandard(standard.body), JSON.stringify(validStandard.errors)).toBe(true);
    expect(itemsOf(full.body.results, 'evidence').length).toBeGreaterThan(2);
    for (const [list, field] of BY_KIND_LISTS) {
      const notes = (standard.body.common?.[`${list}_by_${field}`] ?? {}) as Record<string, Obj>;
      const rebuilt = itemsOf(standard.body.results, list).map((item) => ({ ...notes[item[field] as string], ...item }));
      const handoffs = full.body.results.map(({ provider_handoffs: { place_handoff: _places, ...booking }, ...rest }: { provider_handoffs: Obj } & Obj) => ({
        ...rest,
        provider_handoffs: booking,
      }));
      const expected = itemsOf(handoffs, list).map((item) => Object.fromEntries(Object.entries(item).filter(([, v]) => v !== null)));
      expect(rebuilt).toEqual(expected);
    }
    // The caveats of operator-compiled evidence are stated once, not on each item.
    expect(standard.body.common.evidence_by_source.operator_snapshot.caveats.length).toBeGreaterThan(0);
    for (const item of itemsOf(standard.body.results, 'evidence')) expect(item).not.toHaveProperty('caveats');
    // Warnings keep their own source lines on every result.
    expect(standard.body.results.map((r: Obj) => r.warnings ?? [])).toEqual(full.body.results.map((r: Obj) => r.warnings));
  });
});
