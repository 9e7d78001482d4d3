import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

/**
 * Route schemas are copies (withoutIds) made once per original and shared by every route and every
 * app of the process: a second app must publish and enforce the same schemas as the first, whatever
 * Fastify, Ajv or swagger did with the copies while building the first.
 */
// One app per database: the schemas are shared whatever the store, and each store serves the calls below.
describe('two apps built in one process', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await startServer({ dialect: 'sqlite' });
    second = await startServer({ dialect: 'postgres' });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('publish the same /openapi.json, but for their own address', async () => {
    const described = async (server: TestServer) => (await (await fetch(`${server.baseUrl}/openapi.json`)).text()).replaceAll(server.baseUrl, '<base>');
    const doc = await described(first);
    expect(doc).toContain('/api/v1/travel/search');
    expect(await described(second)).toBe(doc);
  });

  it('both refuse bad input and give answers that match their description', async () => {
    for (const server of [first, second]) {
      const key = await server.activate();
      const me = await server.request('GET', '/api/v1/account/me', { key });
      expect(me.status).toBe(200);
      const bad = await server.request('POST', '/api/v1/travel/search', { key, body: { user_request: 42 } });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ error: expect.any(String) });
    }
  });
});
