import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';
import { uniqueEmail, WebClient } from '../web/web-client.js';

/**
 * Finding 3 of the security review: a signed-in user opening /login?next=/.//x.example was sent to
 * //x.example (also /..//, /%2e//, /a/..//, and on /signup). Every redirect target must resolve
 * to this origin.
 */
const ATTACKS = [
  '/.//x.example',
  '/..//x.example',
  '/%2e//x.example',
  '/%2E%2e//x.example',
  '/a/..//x.example',
  '/a/b/../..//x.example',
  '/.//x.example/%2e%2e',
  '//x.example',
  '/\\x.example',
  '/.\\\\x.example',
  'https://x.example',
];

describe.each(DIALECTS)('redirect targets after sign-in (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ dialect });
  });
  afterAll(async () => server.close());

  const sameOrigin = (location: string | null) => new URL(location ?? '', server.baseUrl).origin === server.baseUrl && !(location ?? '').startsWith('//');

  it('keeps every redirect on this origin for GET and POST of /login and /signup', async () => {
    const email = uniqueEmail('redirect');
    const signedIn = new WebClient(server.baseUrl, '198.51.100.50');
    await signedIn.signup(email);
    let n = 0;
    for (const next of ATTACKS) {
      const query = `?next=${encodeURIComponent(next)}`;
      for (const path of ['/login', '/signup']) {
        const res = await signedIn.get(`${path}${query}`);
        expect(res.status, `${path} ${next}`).toBe(303);
        expect(sameOrigin(res.location), `${path} ${next} -> ${res.location}`).toBe(true);
      }
      const login = await new WebClient(server.baseUrl, `198.51.100.${60 + (n % 20)}`).login(email, 'correct horse battery', next);
      expect(login.status, `POST /login ${next}`).toBe(303);
      expect(sameOrigin(login.location), `POST /login ${next} -> ${login.location}`).toBe(true);
      const signup = await new WebClient(server.baseUrl, `198.51.101.${n}`).signup(uniqueEmail('redirect'), 'correct horse battery', next);
      expect(signup.status, `POST /signup ${next}`).toBe(303);
      expect(sameOrigin(signup.location), `POST /signup ${next} -> ${signup.location}`).toBe(true);
      n += 1;
    }
    expect((await signedIn.get('/login?next=%2Fbilling')).location).toBe('/billing');
  }, 60_000);
});
