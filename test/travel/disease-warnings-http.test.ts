import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, proKey, startServer, type TestServer } from '../helpers/server.js';

/** Tropical results over HTTP at summary: each keeps its yellow-fever and malaria warnings, and five stay within 12 KB. */
describe.each(DIALECTS)('yellow fever and malaria over HTTP (%s)', (dialect) => {
  let server: TestServer;
  let key: string;
  beforeAll(async () => {
    server = await startServer({ dialect });
    key = await proKey(server);
  });
  afterAll(async () => server.close());

  it('five South American results: summary <= 12 KB, every result in a country at risk warned', async () => {
    const body = { user_request: 'Two weeks in South America in July from Madrid, a family of four. Do we need vaccinations?', detail: 'summary' };
    const res = await server.request('POST', '/api/v1/travel/search', { key, body });
    expect(res.status).toBe(200);
    expect(res.body.results).toHaveLength(5);
    expect(Buffer.byteLength(res.text)).toBeLessThanOrEqual(12 * 1024);
    const codes = new Map<string, string[]>(
      res.body.results.map((r: { name: string; warnings: Array<{ code: string }> }) => [r.name, r.warnings.map((w) => w.code)]),
    );
    expect(codes.get('Rio de Janeiro')).toEqual(expect.arrayContaining(['yellow_fever', 'malaria']));
    expect(codes.get('Quito')).toEqual(expect.arrayContaining(['yellow_fever', 'malaria']));
    expect(codes.get('Montevideo and Punta del Este')).not.toContain('yellow_fever');
    expect(JSON.stringify(res.body)).toMatch(/Yellow fever \(WHO, CDC\): risk in parts of Brazil \(all but the north-east coast/);
  });
});
