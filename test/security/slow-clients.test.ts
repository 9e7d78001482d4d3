import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';
import { openRaw, parseResponse, type RawConnection } from './raw-http.js';

/**
 * Finding: 40 connections sending one body byte every 5 s stayed open for minutes (no request
 * timeout). Defence: header and whole-request deadlines, checked every second, answered with 408
 * in the one error shape. The deadlines are shortened here so the attack is cut within seconds;
 * the attackers keep sending as long as the test waits, so nothing ends them but the server.
 */
const ATTACKERS = 40;
const TRICKLE_MS = 5000;

describe.each(DIALECTS)('slow clients are cut off (%s)', (dialect) => {
  let server: TestServer;
  let port: number;
  const timers: NodeJS.Timeout[] = [];
  beforeAll(async () => {
    server = await startServer({ dialect, env: { HEADERS_TIMEOUT_MS: '2000', REQUEST_TIMEOUT_MS: '4000' } });
    port = Number(new URL(server.baseUrl).port);
  });
  afterAll(async () => {
    for (const t of timers) clearInterval(t);
    await server.close();
  });

  /** Opens the attackers, each sending `first` at once and then `trickle` every 5 s. */
  async function attack(first: string, trickle: string): Promise<RawConnection[]> {
    const conns = await Promise.all(Array.from({ length: ATTACKERS }, () => openRaw(port)));
    for (const conn of conns) {
      conn.socket.write(first);
      timers.push(setInterval(() => !conn.isClosed() && conn.socket.write(trickle), TRICKLE_MS));
    }
    return conns;
  }

  /** Meanwhile the service keeps answering everyone else. */
  async function healthyWhile(conns: RawConnection[]): Promise<number> {
    let answered = 0;
    while (conns.some((c) => !c.isClosed())) {
      if ((await fetch(`${server.baseUrl}/healthz`)).ok) answered++;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return answered;
  }

  async function expectAllCutWith408(conns: RawConnection[]): Promise<void> {
    const answered = await healthyWhile(conns);
    expect(answered).toBeGreaterThan(0);
    for (const raw of await Promise.all(conns.map((c) => c.closed))) {
      const res = parseResponse(raw);
      expect(res.status).toBe(408);
      expect(res.headers).toContain('content-type: application/json');
      const body = JSON.parse(res.body) as Record<string, unknown>;
      expect(Object.keys(body)).toEqual(['error']);
      expect(body.error).toMatch(/not received in time.*within 2000 ms.*within 4000 ms/);
    }
  }

  it('closes 40 connections that send one body byte every 5 s, with 408 {"error"}', async () => {
    const conns = await attack('POST /api/v1/activation HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{', ' ');
    await expectAllCutWith408(conns);
    expect(await server.store.records.count('accounts')).toBe(0);
  });

  it('closes 40 connections that send one header line every 5 s', async () => {
    const conns = await attack('GET /healthz HTTP/1.1\r\nHost: x\r\n', 'X-Slow: 1\r\n');
    await expectAllCutWith408(conns);
  });

  it('serves a client that sends its body in pieces within the deadline', async () => {
    const conn = await openRaw(port);
    const body = JSON.stringify({ agent_name: 'patient client' });
    conn.socket.write(
      `POST /api/v1/activation HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 198.51.250.1\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    for (const piece of body.match(/.{1,8}/g)!) {
      conn.socket.write(piece);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(parseResponse(await conn.closed).status).toBe(201);
  });

  it('applies the documented defaults to the HTTP server', async () => {
    expect(loadConfig({}).timeouts).toEqual({ headersMs: 10_000, requestMs: 30_000, idleSocketMs: 660_000, keepAliveMs: 72_000 });
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '40000', REQUEST_TIMEOUT_MS: '30000' })).toThrow(/HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS/);
    const http = server.app.server;
    expect({ headers: http.headersTimeout, request: http.requestTimeout, keepAlive: http.keepAliveTimeout, idle: http.timeout }).toEqual({
      headers: 2000,
      request: 4000,
      keepAlive: 72_000,
      idle: 660_000,
    });
  });
});
