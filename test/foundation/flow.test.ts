import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';

describe.each(DIALECTS)('activation to commercial intent on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ dialect });
  });
  afterAll(async () => server.close());

  it('activates, introspects, records feedback, an API request and commercial intent', async () => {
    const activation = await server.request('POST', '/api/v1/activation', {
      body: { agent_name: 'flow-test', traffic_type: 'smoke_test' },
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(activation.status).toBe(201);
    const key: string = activation.body.api_key.value;
    expect(key.startsWith('svc_live_')).toBe(true);
    expect(activation.body.api_key.prefix).toBe(key.slice(0, activation.body.api_key.prefix.length));
    expect(activation.body.account.traffic_type).toBe('smoke_test');
    expect(activation.body.limits).toEqual({ hourly: 10, monthly: 100 });

    const me = await server.request('GET', '/api/v1/account/me', { key });
    expect(me.status).toBe(200);
    expect(me.body.account.id).toBe(activation.body.account.id);
    expect(me.body.key.prefix).toBe(activation.body.api_key.prefix);
    expect(me.body.quota.used).toEqual({ hourly: 0, monthly: 0 });
    expect(JSON.stringify(me.body)).not.toContain(key);
    expect(me.headers.get('ratelimit-limit')).toBe('10');
    expect(me.headers.get('ratelimit-remaining')).toBe('10');

    const feedback = await server.request('POST', '/api/v1/feedback', {
      key,
      body: { rating: 'partially_useful', issue_categories: ['missing_live_data', 'docs_confusing'], notes: 'more fares' },
    });
    expect(feedback.status).toBe(200);
    expect(feedback.body.roadmap_buckets).toEqual(['live_data_providers', 'docs_and_onboarding']);
    expect(feedback.body.roadmap_bucket).toBe('live_data_providers');
    expect(feedback.headers.get('ratelimit-remaining')).toBe('9');
    const feedbackRequestId = feedback.headers.get('x-request-id')!;

    const apiRequest = await server.request('POST', '/api/v1/api-requests', {
      key,
      body: { requested_api_name: 'live hotel availability', problem: 'users ask whether rooms are free on their dates', urgency: 'high' },
    });
    expect(apiRequest.status).toBe(200);
    expect(apiRequest.body.incentive.credit_usd).toBe(100);
    expect(apiRequest.body.roadmap_bucket).toBe('agent_requested_api');

    const search = await server.request('POST', '/api/v1/travel/search', {
      key,
      body: { user_request: 'Long weekend from SFO in Northern California with redwoods, in May' },
    });
    expect(search.body.commercial_next_step).not.toBeNull();
    const intent = await server.request('POST', '/api/v1/commercial/intent', { key, body: { request_id: search.body.request_id } });
    expect(intent.status).toBe(200);
    expect(intent.body.event).toBe('commercial_intent_requested');
    expect(intent.body.traffic_type).toBe('smoke_test');
    expect(intent.body.billing_bridge.billing_url_after_login).toBe(`${server.baseUrl}/billing`);
    expect(intent.body.billing_bridge.paid_login_url).toBe(`${server.baseUrl}/login?next=%2Fbilling`);

    const meAfter = await server.request('GET', '/api/v1/account/me', { key });
    expect(meAfter.body.quota.used).toEqual({ hourly: 4, monthly: 4 });

    expect(await server.store.records.count('feedback')).toBe(1);
    expect(await server.store.records.count('api_requests')).toBe(1);
    expect(await server.store.records.count('commercial_intents')).toBe(1);
    const logged = await server.store.records.findRequest(feedbackRequestId);
    expect(logged).toMatchObject({ endpoint: '/api/v1/feedback', status: 200, account_id: activation.body.account.id });
  });

  it('refuses commercial intent for another account or an unknown request id alike', async () => {
    const keyA = await server.activate();
    const keyB = await server.activate();
    const a = await server.request('GET', '/api/v1/account/me', { key: keyA });
    const requestOfA = a.headers.get('x-request-id')!;
    const foreign = await server.request('POST', '/api/v1/commercial/intent', { key: keyB, body: { request_id: requestOfA } });
    expect(foreign.status).toBe(404);
    expect(Object.keys(foreign.body)).toEqual(['error']);
    const unknown = await server.request('POST', '/api/v1/commercial/intent', { key: keyB, body: { request_id: 'req_doesnotexist' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.replace('req_doesnotexist', requestOfA)).toBe(foreign.body.error);
  });

  it('returns the key exactly once', async () => {
    const res = await server.request('POST', '/api/v1/activation', { headers: { 'x-forwarded-for': '203.0.113.99' } });
    expect(res.status).toBe(201);
    const key = res.body.api_key.value as string;
    const stored = await server.store.db.kysely.selectFrom('api_keys').selectAll().where('id', '=', res.body.api_key.id).executeTakeFirstOrThrow();
    expect(stored.hash).not.toContain(key);
    expect(JSON.stringify(stored)).not.toContain(key);
    const activations = await server.store.db.kysely.selectFrom('activations').selectAll().execute();
    expect(JSON.stringify(activations)).not.toContain('203.0.113.99');
  });
});
