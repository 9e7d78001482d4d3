import type { SerializerFactory } from '@fastify/fast-json-stringify-compiler';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OPERATIONS } from '../../src/operations/index.js';
import { DIALECTS, startServer, type Dialect, type TestServer } from '../helpers/server.js';

/** Every response serializer the app asked for, by route and status. */
const compiled = vi.hoisted(() => [] as Array<{ method: string; url: string; status: string }>);

/**
 * The app compiles a route's response serializer on that route's first answer (serializers.ts), so
 * a schema fast-json-stringify cannot compile would fail only that route's first call. Here the
 * app is built with Fastify's own compiler called at once for every route and status: building
 * the app throws if any of them cannot be compiled.
 */
vi.mock('../../src/server/serializers.js', async () => {
  const { SerializerSelector: selector } = await vi.importActual<{ SerializerSelector: () => SerializerFactory }>('@fastify/fast-json-stringify-compiler');
  return {
    serializersOnFirstUse: (): SerializerFactory => {
      const build = selector();
      return (externalSchemas, options) => {
        const compile = build(externalSchemas, options);
        return (route) => {
          const serialize = compile(route);
          compiled.push({ method: route.method, url: route.url, status: String(route.httpStatus) });
          return serialize;
        };
      };
    },
  };
});

describe.each(DIALECTS)('response serializers on %s', (dialect: Dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    compiled.length = 0;
    server = await startServer({ dialect, sources: true });
  });
  afterAll(async () => server?.close());

  it('compile for every route and status the app declares', () => {
    for (const op of OPERATIONS) {
      const statuses = new Set(compiled.filter((c) => c.method === op.method && c.url === op.path).map((c) => c.status));
      expect([...statuses], `${op.method} ${op.path}`).toContain(String(op.okStatus ?? 200));
      expect(statuses.size, `${op.method} ${op.path}`).toBeGreaterThan(1);
    }
    expect(compiled.some((c) => c.url === '/healthz')).toBe(true);
  });

  it('are the ones the running app answers with', async () => {
    const health = await server.request('GET', '/healthz');
    expect(health.status).toBe(200);
    const activation = await server.request('POST', '/api/v1/activation', { body: {} });
    expect(activation.status).toBe(201);
  });
});
