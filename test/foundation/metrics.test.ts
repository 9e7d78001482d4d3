import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';

describe.each(DIALECTS)('metrics (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ dialect, env: { METRICS_ENABLED: 'true', METRICS_TOKEN: 'scrape-token-123' } });
  });
  afterAll(async () => server.close());

  it('counts requests, latency and quota rejections in Prometheus text format', async () => {
    const key = await server.activate();
    for (let i = 0; i < 11; i++) await server.request('POST', '/api/v1/feedback', { key, body: { rating: 'useful', issue_categories: ['other'] } });
    const refused = await server.request('GET', '/metrics');
    expect(refused.status).toBe(401);
    const res = await server.request('GET', '/metrics', { headers: { authorization: 'Bearer scrape-token-123' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/plain/);
    expect(res.text).toContain('svc_http_requests_total{method="POST",route="/api/v1/feedback",status="200"} 10');
    expect(res.text).toContain('svc_http_requests_total{method="POST",route="/api/v1/feedback",status="429"} 1');
    expect(res.text).toContain('svc_quota_rejections_total{limit="hourly"} 1');
    expect(res.text).toMatch(/svc_http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/feedback"\} 11/);
    expect(res.text).toMatch(/svc_http_request_duration_seconds_bucket\{le="\+Inf",method="POST",route="\/api\/v1\/feedback"\} 11/);
  });

  it('is absent unless enabled', async () => {
    const plain = await startServer({ dialect });
    try {
      expect((await plain.request('GET', '/metrics')).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
