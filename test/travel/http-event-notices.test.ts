import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TravelSearchResponse } from '../../src/contracts/travel.js';
import { DIALECTS, type TestServer } from '../helpers/server.js';
import { qualityServer } from './quality/run.js';

type Warned = { name: string; warnings: Array<{ code: string; message: string }> };

/**
 * A trip timed to a holiday is still told what the holiday does to the place (full trains, closed
 * shops, crowds), on every result at every detail level: going for it does not make it news.
 */
describe.each(DIALECTS)('holiday notices on trips timed to the holiday, over HTTP (%s)', (dialect) => {
  let server: TestServer;
  let key: string;
  const search = async (body: Record<string, unknown>) => {
    const res = await server.request<TravelSearchResponse>('POST', '/api/v1/travel/search', { key, body });
    expect(res.status).toBe(200);
    return res.body as unknown as { results: Warned[] };
  };
  beforeAll(async () => {
    ({ server, key } = await qualityServer(dialect));
  }, 60_000);
  afterAll(async () => server.close());

  it.each(['summary', 'standard', 'full'])('tells the Lunar New Year rush to a trip going for it (%s)', async (detail) => {
    const res = await search({
      user_request: 'Shanghai for the Spring Festival 2027, five days, two of us from Singapore',
      reference_date: '2026-09-01',
      detail,
    });
    expect(res.results.length).toBeGreaterThan(0);
    for (const r of res.results) {
      const notice = r.warnings.find((w) => w.code === 'holiday_crowds');
      expect(notice?.message, r.name).toMatch(/trains and flights are full/);
    }
  });

  it('tells Holy Week to a Spanish request timed to it', async () => {
    const res = await search({
      user_request: 'Queremos ver la Semana Santa 2027 en Sevilla, cuatro días, desde Madrid en pareja',
      reference_date: '2026-09-01',
      detail: 'standard',
    });
    const seville = res.results.find((r) => /sevill/i.test(r.name));
    expect(seville?.warnings.find((w) => w.code === 'holiday_crowds')?.message).toMatch(/processions/);
  });
});
