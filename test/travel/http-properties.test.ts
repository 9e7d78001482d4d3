import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';
import { requestArb } from './engine/arbitraries.js';

/**
 * Random requests over HTTP: the harness validates every JSON response against /openapi.json,
 * so a response that breaks its published schema fails here.
 */
describe.each(DIALECTS)('travel responses validate against /openapi.json (%s)', (dialect) => {
  let server: TestServer;
  let key: string;
  beforeAll(async () => {
    server = await startServer({ dialect });
    key = await server.activate();
    const me = await server.request('GET', '/api/v1/account/me', { key });
    await server.store.accounts.setPlan(me.body.account.id, 'pro');
  });
  afterAll(async () => server.close());

  it('search and the five primitives on random requests', async () => {
    await fc.assert(
      fc.asyncProperty(requestArb, fc.constantFrom('maui', 'paris', 'nope-id'), async (req, id) => {
        const calls: Array<[string, object]> = [
          ['/api/v1/travel/search', req],
          ['/api/v1/travel/intent/parse', req],
          ['/api/v1/travel/destinations/search', req],
          ['/api/v1/travel/places/search', { ...req, selected_candidate: { id } }],
          [
            '/api/v1/travel/plan/validate',
            { ...req, proposed_plan: { candidate_id: id, departure_date: '2026-07-01', claims: ['Book now, price guaranteed.'] } },
          ],
          ['/api/v1/travel/provider-handoffs/generate', { ...req, selected_candidate: { id } }],
        ];
        for (const [path, body] of calls) {
          const res = await server.request('POST', path, { key, body });
          expect(res.status, `${path} ${res.text.slice(0, 300)}`).toBe(200);
          expect(Object.values(res.body.truth_boundaries).every((v) => v === false)).toBe(true);
        }
      }),
      { numRuns: 15 },
    );
  }, 180_000);

  it('answers within the schema limits at the input limits: long unresolvable scope values, blank themes', async () => {
    const long = 'x'.repeat(199);
    const req = {
      user_request: 'a week somewhere in June',
      destination_constraints: [`${long}w`, `${long}y`, `${long}z`].map((value) => ({ type: 'city', value, hard: true })),
      required_themes: ['\t\n', 'hiking'],
    };
    for (const path of ['/api/v1/travel/search', '/api/v1/travel/intent/parse', '/api/v1/travel/provider-handoffs/generate']) {
      const res = await server.request('POST', path, { key, body: path.endsWith('generate') ? { ...req, selected_candidate: { id: 'maui' } } : req });
      expect(res.status, `${path} ${res.text.slice(0, 300)}`).toBe(200);
    }
    const parsed = (await server.request('POST', '/api/v1/travel/intent/parse', { key, body: req })).body;
    expect(parsed.parsed_intent.effective_input.required_themes).toEqual(['hiking']);
  });
});
