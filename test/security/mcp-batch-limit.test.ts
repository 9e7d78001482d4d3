import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';
import { rawRequest } from '../mcp/raw-http.js';

/**
 * The anonymous MCP limit counts JSON-RPC messages: a batch of ten is ten requests, so batches
 * cannot multiply an address's allowance.
 */
describe.each(DIALECTS)('anonymous MCP limit by message (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ dialect, env: { MCP_ANONYMOUS_PER_HOUR: '12' } });
  });
  afterAll(async () => server.close());

  const ping = (id: number) => ({ jsonrpc: '2.0', id, method: 'ping' });
  const post = (body: unknown, address: string) =>
    rawRequest(
      server.baseUrl,
      'POST',
      '/mcp',
      { host: new URL(server.baseUrl).host, 'content-type': 'application/json', 'x-forwarded-for': address },
      JSON.stringify(body),
    );

  it('counts every message of a batch', async () => {
    const batch = await post(
      Array.from({ length: 10 }, (_, i) => ping(i)),
      '198.18.7.1',
    );
    expect(batch.status).toBe(200);
    expect(batch.headers['ratelimit-remaining']).toBe('2');
    expect((await post(ping(11), '198.18.7.1')).status).toBe(200);
    expect((await post(ping(12), '198.18.7.1')).status).toBe(200);
    const over = await post(ping(13), '198.18.7.1');
    expect(over.status).toBe(429);
    expect(over.json).toEqual({ error: expect.stringMatching(/^limit of 12 MCP messages without a valid key per hour/) });
  });

  it('refuses a batch larger than what is left, and another address is unaffected', async () => {
    expect((await post(ping(1), '198.18.8.1')).status).toBe(200);
    expect(
      (
        await post(
          Array.from({ length: 10 }, (_, i) => ping(i)),
          '198.18.8.1',
        )
      ).status,
    ).toBe(200);
    expect((await post([ping(1), ping(2)], '198.18.8.1')).status).toBe(429);
    expect((await post([ping(1), ping(2)], '198.18.9.1')).status).toBe(200);
  });
});
