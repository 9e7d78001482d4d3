import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';
import { csrfOf, uniqueEmail, WebClient } from '../web/web-client.js';

/**
 * Finding 2 of the security review: 100 simultaneous wrong guesses for one account from one
 * address got 64 password checks, 40 with the last one right logged in, and five wrong guesses
 * locked the owner out everywhere. Attempts are now reserved before the password is checked.
 */
describe.each(DIALECTS)('login throttling under concurrency (%s)', (dialect) => {
  let server: TestServer;
  const password = 'correct horse battery';

  beforeAll(async () => {
    server = await startServer({ dialect });
  });
  afterAll(async () => server.close());

  /** Fires `count` sign-in posts from one browser at once; the right password is the last of them. */
  async function burst(web: WebClient, email: string, count: number): Promise<number[]> {
    const csrf = csrfOf((await web.get('/login')).text);
    const posts = Array.from({ length: count }, (_, i) =>
      web.request('POST', '/login', { csrf, email, password: i === count - 1 ? password : `wrong guess ${i}` }).then((r) => r.status),
    );
    return Promise.all(posts);
  }

  it('checks no more than the limit of 100 simultaneous guesses, and the right one among them does not get in', async () => {
    const email = uniqueEmail('victim');
    const owner = new WebClient(server.baseUrl, '198.51.100.1');
    await owner.signup(email);
    await owner.post('/logout', { csrf: csrfOf((await owner.get('/dashboard')).text) });

    const attacker = new WebClient(server.baseUrl, '203.0.113.200');
    const statuses = await burst(attacker, email, 100);
    const checked = statuses.filter((s) => s !== 429);
    expect(checked.length).toBe(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(95);
    // Only a reserved attempt may reach the password: the right guess, if it came late, was refused unchecked.
    expect(statuses.filter((s) => s === 303).length).toBeLessThanOrEqual(statuses.at(-1) === 303 ? 1 : 0);
    expect((await attacker.login(email, password)).status).toBe(429);

    // The owner is not locked out: neither from the browser they use, nor from another network.
    expect((await owner.login(email, password)).status).toBe(303);
    expect((await new WebClient(server.baseUrl, '198.51.100.2').login(email, password)).status).toBe(303);
  }, 60_000);

  it('bounds guessing spread over many networks without locking out the owner’s browser', async () => {
    const email = uniqueEmail('spread');
    const owner = new WebClient(server.baseUrl, '198.51.100.10');
    await owner.signup(email);
    await owner.post('/logout', { csrf: csrfOf((await owner.get('/dashboard')).text) });

    // Eleven networks, five wrong guesses each, all at once: 55 tries against an allowance of 50 for unknown browsers.
    const networks = Array.from({ length: 11 }, (_, i) => new WebClient(server.baseUrl, `203.0.113.${10 + i}`));
    const statuses = (
      await Promise.all(
        networks.map(async (web) => {
          const csrf = csrfOf((await web.get('/login')).text);
          return Promise.all(Array.from({ length: 5 }, (_, i) => web.request('POST', '/login', { csrf, email, password: `wrong ${i}` }).then((r) => r.status)));
        }),
      )
    ).flat();
    expect(
      statuses.filter((s) => s === 401),
      JSON.stringify(statuses),
    ).toHaveLength(50);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    // A new network, even with the right password, now waits; the owner's own browser does not.
    expect((await new WebClient(server.baseUrl, '198.51.100.11').login(email, password)).status).toBe(429);
    expect((await owner.login(email, password)).status).toBe(303);
  }, 60_000);
});
