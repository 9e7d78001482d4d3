import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, proKey, startServer, type TestServer } from '../helpers/server.js';

/**
 * Dates far outside the years trips are planned in (9999, 0001) once reached the calendars and
 * answered 500. A structured date outside them is a 400 naming the range, on every operation that
 * takes one; a date in the request text outside them is reported and not used.
 */
describe.each(DIALECTS)('dates outside the planning years (%s)', (dialect) => {
  let server: TestServer;
  let key: string;
  beforeAll(async () => {
    server = await startServer({ dialect });
    key = await proKey(server);
  });
  afterAll(async () => server.close());

  it('refuses a structured departure window outside them with a 400 naming the range', async () => {
    for (const window of [
      ['9999-12-25', '9999-12-31'],
      ['0001-01-01', '0001-01-05'],
      ['2101-01-01', '2101-01-05'],
    ]) {
      const res = await server.request('POST', '/api/v1/travel/search', { key, body: { departure_window: window, trip_length_days: 30, detail: 'summary' } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'body.departure_window.0 must be a valid date (YYYY-MM-DD) in the years 2000 to 2100' });
    }
  });

  it('keeps dates inside them', async () => {
    const res = await server.request('POST', '/api/v1/travel/search', { key, body: { departure_window: ['2100-12-01', '2100-12-20'], detail: 'summary' } });
    expect(res.status).toBe(200);
  });

  it('reports a date in the text outside them instead of using it', async () => {
    for (const text of ['beach week from 9999-12-30 for 2 weeks', 'Lisbon on 12/30/9999']) {
      const res = await server.request('POST', '/api/v1/travel/search', { key, body: { user_request: text, detail: 'standard' } });
      expect(res.status).toBe(200);
      const unresolved = res.body.understanding.unresolved as Array<{ code: string }>;
      expect(unresolved.map((u) => u.code)).toContain('date_out_of_range');
      expect(res.body.understanding.status).not.toBe('complete');
    }
  });
});
