import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';
import { rawRequest } from '../mcp/raw-http.js';
import { openRaw } from './raw-http.js';

/**
 * Request bodies with Content-Encoding are decoded (with the body limit applied to the decoded
 * bytes) or refused with 415, never read as if plain; and a body declared over the limit with
 * `Expect: 100-continue` gets its 413 before any "100 Continue".
 */
describe.each(DIALECTS)('request body encodings and Expect: 100-continue (%s)', (dialect) => {
  let server: TestServer;
  const LIMIT = 65536;
  beforeAll(async () => {
    server = await startServer({ dialect, env: { BODY_LIMIT_BYTES: String(LIMIT) } });
  });
  afterAll(async () => server.close());

  const post = async (body: Buffer, encoding: string) => {
    const res = await fetch(`${server.baseUrl}/api/v1/activation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': encoding, 'x-forwarded-for': '198.18.20.1' },
      body: new Uint8Array(body),
    });
    return { status: res.status, json: (await res.json()) as unknown };
  };
  const json = Buffer.from(JSON.stringify({ agent_name: 'encoded', surprise: true }));

  it.each([
    ['gzip', gzipSync],
    ['deflate', deflateSync],
    ['br', brotliCompressSync],
  ] as const)('decodes %s before reading the JSON', async (encoding, encode) => {
    // The decoded body names an unknown field: the refusal proves the JSON inside was read.
    const res = await post(encode(json), encoding);
    expect(res).toEqual({ status: 400, json: { error: expect.stringContaining('unknown field "surprise"') } });
  });

  it('applies the body limit to the decoded bytes', async () => {
    const bomb = gzipSync(Buffer.from(JSON.stringify({ agent_name: 'x'.repeat(10 * LIMIT) })));
    expect(bomb.length).toBeLessThan(LIMIT);
    expect(await post(bomb, 'gzip')).toEqual({ status: 413, json: { error: `request body is larger than the limit of ${LIMIT} bytes` } });
  });

  it('refuses an encoding it does not decode with 415, and a broken stream with 400', async () => {
    expect(await post(json, 'compress')).toEqual({ status: 415, json: { error: expect.stringContaining('Content-Encoding "compress" is not accepted') } });
    expect(await post(json, 'gzip')).toEqual({ status: 400, json: { error: expect.stringContaining('request body is not valid gzip data') } });
  });

  it('answers 413 without 100 Continue for a declared 1 GB body', async () => {
    const conn = await openRaw(Number(new URL(server.baseUrl).port));
    conn.socket.write(
      `POST /api/v1/activation HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000000000\r\nExpect: 100-continue\r\n\r\n`,
    );
    const answer = await conn.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).not.toContain('100 Continue');
    expect(answer).toContain(`{"error":"request body is larger than the limit of ${LIMIT} bytes"}`);
  });

  it('tells a client with an acceptable body to continue, and serves it', async () => {
    const body = JSON.stringify({ agent_name: 'continued' });
    const res = await rawRequest(
      server.baseUrl,
      'POST',
      '/api/v1/activation',
      { host: '127.0.0.1', 'content-type': 'application/json', expect: '100-continue', 'x-forwarded-for': '198.18.20.2' },
      body,
    );
    expect(res.status).toBe(201);
  });
});
