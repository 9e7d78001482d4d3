import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TravelSearchResponse } from '../../src/contracts/travel.js';
import { DIALECTS, type TestServer } from '../helpers/server.js';
import { qualityServer } from './quality/run.js';

type Warned = { name: string; warnings: Array<{ code: string; severity: string; message: string }> };

/**
 * A party at higher risk of heat illness (infants and young children) is cautioned about heat from a
 * lower threshold than other travellers (climate_extremes_v1 heat_sensitive_high_c), at every detail level.
 */
describe.each(DIALECTS)('heat cautions for young children, over HTTP (%s)', (dialect) => {
  let server: TestServer;
  let key: string;
  const search = async (body: Record<string, unknown>) => {
    const res = await server.request<TravelSearchResponse>('POST', '/api/v1/travel/search', { key, body });
    expect(res.status).toBe(200);
    return (res.body as unknown as { results: Warned[] }).results;
  };
  beforeAll(async () => {
    ({ server, key } = await qualityServer(dialect));
  }, 60_000);
  afterAll(async () => server.close());

  const heat = (results: Warned[]) => results.find((r) => /mallorca/i.test(r.name))?.warnings.find((w) => w.code === 'extreme_heat');

  it.each(['summary', 'standard'])('cautions a family with toddlers in a hot August, not two adults (%s)', async (detail) => {
    const body = { reference_date: '2026-10-01', detail };
    const family = heat(await search({ ...body, user_request: 'Una semana en Mallorca en agosto de 2027 con nuestros hijos de 2 y 4 años desde Madrid' }));
    expect(family).toMatchObject({ severity: 'caution', message: expect.stringMatching(/infants and young children/) });
    expect(heat(await search({ ...body, user_request: 'Una semana en Mallorca en agosto de 2027 desde Madrid, dos adultos' }))).toBeUndefined();
  });
});
