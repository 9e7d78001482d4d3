import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentPool } from '../../src/fetched/pool.js';
import { createSafeFetcher } from '../../src/net/safe-fetcher.js';
import type { FetchSuccess } from '../../src/net/types.js';
import { startLocalServer, type LocalServer } from '../net/local-server.js';
import type { TASKS } from './body-tasks.js';

const PAGE = `<html><body>${'<p>páge</p>'.repeat(50_000)}</body></html>`;

/**
 * A fetched body reaches a reader thread without a copy (the thread that answers requests would
 * otherwise spend time in proportion to every page's size on each read) and stays with the thread
 * that fetched it whatever becomes of the read: a plan stopped at its budget must leave the
 * audit its first round to judge. Shared memory does both; a copy does neither the first, a
 * transfer does not the second.
 */
describe('fetched bodies are shared with the content readers', () => {
  let site: LocalServer;
  const pool = createContentPool();
  const reader = pool.reader<typeof TASKS>('./body-tasks', import.meta.url);
  const fetcher = createSafeFetcher({ allowLoopback: true });
  beforeAll(async () => {
    site = await startLocalServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE));
  });
  afterAll(async () => {
    await Promise.all([pool.close(), site.close()]);
  });

  async function page(): Promise<FetchSuccess> {
    const result = await fetcher.fetch(site.origin);
    if (!result.ok) throw new Error(result.message);
    return result;
  }

  it('a reader reads the very bytes the fetcher kept', async () => {
    const fetched = await page();
    const read = await reader.run('mark', { page: fetched }, 30_000);
    expect(read).toEqual({ ok: true, value: PAGE });
    // The reader's write is seen here: one memory, not a copy.
    expect(fetched.body[0]).toBe(42);
    expect(fetched.body.byteLength).toBe(Buffer.byteLength(PAGE));
  });

  it('a read stopped at its time budget leaves the body whole', async () => {
    const fetched = await page();
    const read = await reader.run('hold', { ms: 5000, page: fetched }, 300);
    expect(read).toMatchObject({ ok: false, reason: 'time_budget' });
    expect(new TextDecoder().decode(fetched.body)).toBe(PAGE);
  });
});
