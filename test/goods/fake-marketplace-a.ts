import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for marketplace_a that speaks the eBay Browse API wire format:
 * POST /identity/v1/oauth2/token (client credentials, Basic auth, form body) and
 * GET /buy/browse/v1/item_summary/search (Bearer token, eBay headers, itemSummaries).
 * Tests script failures per endpoint: status codes, Retry-After, delays, bad bodies.
 */
export interface Scripted {
  status: number;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  delayMs?: number;
}

export interface FakeMarketplaceA {
  url: string;
  clientId: string;
  clientSecret: string;
  tokenRequests: Array<{ authorization: string | undefined; body: string }>;
  searchRequests: Array<{ url: URL; headers: IncomingMessage['headers'] }>;
  items: unknown[];
  /** Answers used, in order, before the normal behaviour resumes. */
  tokenScript: Scripted[];
  searchScript: Scripted[];
  tokenTtlSeconds: number;
  /** Tokens the server no longer accepts (to simulate revocation). */
  revoked: Set<string>;
  close(): Promise<void>;
}

export async function startFakeMarketplaceA(items: unknown[] = []): Promise<FakeMarketplaceA> {
  let issued = 0;
  const valid = new Set<string>();
  const fake: Omit<FakeMarketplaceA, 'url' | 'close'> = {
    clientId: 'test-client',
    clientSecret: 'test-secret',
    tokenRequests: [],
    searchRequests: [],
    items,
    tokenScript: [],
    searchScript: [],
    tokenTtlSeconds: 7200,
    revoked: new Set(),
  };

  const send = async (res: ServerResponse, s: Scripted) => {
    if (s.delayMs) await new Promise((r) => setTimeout(r, s.delayMs));
    if (res.destroyed) return;
    res.writeHead(s.status, { 'content-type': 'application/json', ...s.headers });
    res.end(s.raw ?? JSON.stringify(s.body ?? {}));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    if (req.method === 'POST' && url.pathname === '/identity/v1/oauth2/token') {
      fake.tokenRequests.push({ authorization: req.headers.authorization, body });
      const scripted = fake.tokenScript.shift();
      if (scripted) return send(res, scripted);
      const expected = `Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64')}`;
      const form = new URLSearchParams(body);
      if (req.headers.authorization !== expected || form.get('grant_type') !== 'client_credentials') {
        return send(res, { status: 401, body: { error: 'invalid_client', error_description: 'client authentication failed' } });
      }
      const token = `v^1.1#i^1#token-${++issued}`;
      valid.add(token);
      return send(res, { status: 200, body: { access_token: token, expires_in: fake.tokenTtlSeconds, token_type: 'Application Access Token' } });
    }
    if (req.method === 'GET' && url.pathname === '/buy/browse/v1/item_summary/search') {
      fake.searchRequests.push({ url, headers: req.headers });
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!valid.has(token) || fake.revoked.has(token)) {
        return send(res, { status: 401, body: { errors: [{ errorId: 1001, domain: 'OAuth', category: 'REQUEST', message: 'Invalid access token' }] } });
      }
      const scripted = fake.searchScript.shift();
      if (scripted) return send(res, scripted);
      const limit = Number(url.searchParams.get('limit') ?? 50);
      const page = fake.items.slice(0, limit);
      return send(res, { status: 200, body: { href: url.toString(), total: fake.items.length, limit, offset: 0, itemSummaries: page } });
    }
    return send(res, { status: 404, body: { errors: [{ errorId: 2002, message: 'Resource not found' }] } });
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** An ItemSummary as the Browse API returns it (strings for money and feedback percentage). */
export function itemSummary(id: string, title: string, price: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    itemId: `v1|${id}|0`,
    title,
    price: { value: price.toFixed(2), currency: 'USD' },
    condition: 'Used',
    conditionId: '3000',
    seller: { username: `seller_${id}`, feedbackPercentage: '99.1', feedbackScore: 250 },
    itemWebUrl: `https://www.ebay.com/itm/${id}`,
    itemLocation: { city: 'Austin', stateOrProvince: 'Texas', postalCode: '787**', country: 'US' },
    itemCreationDate: '2026-11-10T10:00:00.000Z',
    image: { imageUrl: `https://i.ebayimg.com/images/g/${id}/s-l225.jpg` },
    buyingOptions: ['FIXED_PRICE'],
    categories: [{ categoryId: '9355', categoryName: 'Cell Phones & Smartphones' }],
    ...extra,
  };
}
