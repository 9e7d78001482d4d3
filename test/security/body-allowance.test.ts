import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOWANCE_WAIT, BodyAllowance } from '../../src/net/body-allowance.js';
import { createSafeFetcher } from '../../src/net/safe-fetcher.js';
import type { SafeFetcher } from '../../src/net/types.js';
import { startLocalServer, type LocalServer } from '../net/local-server.js';

const KB = 1024;
const PAGE = 'x'.repeat(100 * KB);

/**
 * Finding: the pages an audit fetched were held until it ended, without bound, so one caller
 * starting many audits at once made the service hold (and read off its sockets) as many pages as
 * those audits could fetch, and the collections of that memory stalled every other caller. Now the
 * bytes a caller holds at once are bounded; its oldest audit always goes on, the others wait for
 * bytes to be let go, and other callers are not held back by its storm.
 */
describe('the bytes of fetched bodies one caller holds at once are bounded', () => {
  let site: LocalServer;
  const inner = createSafeFetcher({ allowLoopback: true });
  // Requests cap their bodies at 110 KB, so one fetch in flight counts as 110 KB.
  const get = (fetcher: SafeFetcher, timeoutMs = 5000) => fetcher.fetch(site.origin, { maxBytes: 110 * KB, timeoutMs });
  beforeAll(async () => {
    site = await startLocalServer((_request, response) => response.writeHead(200, { 'content-type': 'text/plain' }).end(PAGE));
  });
  afterAll(() => site.close());

  it("lets a caller's oldest work fetch on, holds its newer work until bytes are let go, and never holds back another caller", async () => {
    const allowance = new BodyAllowance({ perCallerBytes: 150 * KB, totalBytes: 1024 * KB });
    const oldest = allowance.hold('storm');
    const newer = allowance.hold('storm');
    expect((await get(oldest.fetcher(inner))).ok).toBe(true);
    expect((await get(oldest.fetcher(inner))).ok).toBe(true);
    expect(allowance.heldBytes('storm')).toBe(200 * KB);

    // Over its allowance: the newer audit waits, the oldest does not, another caller does not.
    let newerDone = false;
    const waiting = get(newer.fetcher(inner)).then((result) => {
      newerDone = true;
      return result;
    });
    const other = allowance.hold('healthy');
    expect((await get(other.fetcher(inner))).ok).toBe(true);
    expect((await get(oldest.fetcher(inner))).ok).toBe(true);
    expect(newerDone).toBe(false);

    oldest.release();
    expect((await waiting).ok).toBe(true);
    expect(allowance.heldBytes('storm')).toBe(100 * KB);
    other.release();
    newer.release();
    expect(allowance.heldBytes()).toBe(0);
  });

  it('a fetch that waits longer than its own timeout fails as a timeout that names the allowance', async () => {
    const allowance = new BodyAllowance({ perCallerBytes: 50 * KB, totalBytes: 1024 * KB });
    const oldest = allowance.hold('storm');
    expect((await get(oldest.fetcher(inner))).ok).toBe(true);
    const started = Date.now();
    const late = await get(allowance.hold('storm').fetcher(inner), 300);
    expect(late).toMatchObject({ ok: false, code: 'timeout', message: ALLOWANCE_WAIT });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    oldest.release();
  });

  it("shares the total between the callers that hold bodies: a newcomer's share shrinks the others'", async () => {
    const allowance = new BodyAllowance({ perCallerBytes: 1024 * KB, totalBytes: 300 * KB });
    const [a1, a2] = [allowance.hold('a'), allowance.hold('a')];
    expect((await get(a1.fetcher(inner))).ok).toBe(true);
    expect((await get(a2.fetcher(inner))).ok).toBe(true);
    // Alone, a may hold up to 300 KB: its newer audit fetches again.
    expect((await get(a2.fetcher(inner))).ok).toBe(true);
    const b = allowance.hold('b');
    expect((await get(b.fetcher(inner))).ok).toBe(true);
    // With b holding bodies, a's share is 150 KB, which it is over: its newer audit waits.
    expect(await get(a2.fetcher(inner), 300)).toMatchObject({ ok: false, message: ALLOWANCE_WAIT });
    for (const holding of [a1, a2, b]) holding.release();
  });
});
