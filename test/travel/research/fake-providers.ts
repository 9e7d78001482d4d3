import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Local stand-ins for the live providers, speaking their real wire formats: Brave Search
 * (GET /res/v1/web/search), OpenStreetMap Overpass (POST /api/interpreter, form field `data`) and
 * SerpApi (GET /search.json?engine=google_flights|google_hotels). Each can be told to misbehave.
 */
export type Behaviour = 'ok' | 'empty' | 'slow' | 'never' | 'rate_limited' | 'error' | 'malformed' | 'html' | 'huge' | 'flaky';

export interface SeenRequest {
  path: string;
  method: string;
  query: URLSearchParams;
  body: string;
  token: string | null;
  at: number;
  endedAt: number | null;
}

export interface FakeProviders {
  baseUrl: string;
  behaviour: Behaviour;
  slowMs: number;
  retryAfterS: number;
  seen: SeenRequest[];
  /** Number of Brave requests whose q contains this text. */
  countQueries(text: string): number;
  close(): Promise<void>;
}

export function braveBody(q: string) {
  const slug = encodeURIComponent(q.split(' ')[0] ?? 'x');
  return {
    type: 'search',
    query: { original: q },
    web: {
      type: 'search',
      results: [
        {
          title: `<strong>${q}</strong> official guide`,
          url: `https://www.visit-${slug.toLowerCase()}.example.org/guide`,
          description: `Where to go in <strong>${q}</strong>.`,
          page_age: '2026-10-01T00:00:00',
          age: 'October 1, 2026',
        },
        { title: 'Forum thread', url: `https://forum.example.com/t/${slug}`, description: 'People talk.' },
        { title: 'no url', description: 'skipped' },
        { title: 'bad url', url: 'javascript:alert(1)' },
      ],
    },
  };
}

export function overpassBody(data: string) {
  const around = /around:\d+,(-?[\d.]+),(-?[\d.]+)/.exec(data);
  const lat = Number(around?.[1] ?? 0);
  const lon = Number(around?.[2] ?? 0);
  const tag = /nwr\["([^"]+)"="([^"]+)"\]/.exec(data);
  const tags = tag ? { [tag[1]!]: tag[2]! } : {};
  return {
    version: 0.6,
    generator: 'Overpass API (fake)',
    elements: [
      { type: 'node', id: 101, lat: lat + 0.001, lon: lon + 0.001, tags: { ...tags, name: 'Harbour Museum', website: 'https://museum.example.org' } },
      { type: 'way', id: 202, center: { lat: lat - 0.002, lon: lon + 0.002 }, tags: { ...tags, name: 'Old Town Square' } },
      { type: 'node', id: 303, lat, lon, tags: { ...tags } },
      { type: 'node', id: 404, lat: 999, lon, tags: { ...tags, name: 'Broken coordinates' } },
    ],
  };
}

function serpBody(engine: string | null) {
  if (engine === 'google_flights') {
    return {
      search_metadata: { google_flights_url: 'https://www.google.com/travel/flights?q=x' },
      best_flights: [{ price: 612 }, { price: 655 }],
      other_flights: [{ price: 540 }, { nope: 1 }],
    };
  }
  return {
    properties: [{ name: 'Hotel Example', link: 'https://hotel.example.com', rate_per_night: { lowest: '$180', extracted_lowest: 180 } }, { name: 'No rate' }],
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeProviders(initial: Behaviour = 'ok'): Promise<FakeProviders> {
  const sockets = new Set<Socket>();
  const delayed = new Set<NodeJS.Timeout>();
  let flaky = 0;
  const fake: FakeProviders = {
    baseUrl: '',
    behaviour: initial,
    slowMs: 1500,
    retryAfterS: 0,
    seen: [],
    countQueries: (text) => fake.seen.filter((s) => s.path === '/res/v1/web/search' && (s.query.get('q') ?? '').includes(text)).length,
    close: () =>
      new Promise((resolve) => {
        for (const t of delayed) clearTimeout(t);
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const body = await readBody(req);
    const seen: SeenRequest = {
      path: url.pathname,
      method: req.method ?? '',
      query: url.searchParams,
      body,
      token: (req.headers['x-subscription-token'] as string | undefined) ?? url.searchParams.get('api_key'),
      at: Date.now(),
      endedAt: null,
    };
    fake.seen.push(seen);
    res.on('close', () => (seen.endedAt = Date.now()));
    const json = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      res.end(JSON.stringify(payload));
    };
    const good = () => {
      if (url.pathname === '/res/v1/web/search') return json(200, braveBody(url.searchParams.get('q') ?? ''));
      if (url.pathname === '/api/interpreter') return json(200, overpassBody(new URLSearchParams(body).get('data') ?? ''));
      if (url.pathname === '/search.json') return json(200, serpBody(url.searchParams.get('engine')));
      return json(404, { error: 'not found' });
    };
    switch (fake.behaviour) {
      case 'ok':
        return good();
      case 'empty':
        return url.pathname === '/api/interpreter' ? json(200, { elements: [] }) : json(200, { query: {} });
      case 'slow': {
        const timer = setTimeout(() => {
          delayed.delete(timer);
          good();
        }, fake.slowMs);
        return void delayed.add(timer);
      }
      case 'never':
        return; // holds the connection open and never answers
      case 'rate_limited':
        return json(429, { error: 'rate limited' }, { 'retry-after': String(fake.retryAfterS) });
      case 'error':
        return json(500, { error: 'boom' });
      case 'malformed':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"web": {"results": [');
      case 'html':
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<html>maintenance</html>');
      case 'huge': {
        res.writeHead(200, { 'content-type': 'application/json' });
        const chunk = ' '.repeat(64 * 1024);
        let sent = 0;
        const push = () => {
          while (sent < 64 * 1024 * 1024) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', push);
          }
          res.end('{}');
        };
        return push();
      }
      case 'flaky':
        flaky += 1;
        return flaky % 2 === 1 ? json(503, { error: 'try again' }, { 'retry-after': '0' }) : good();
    }
  };
  const server: Server = createServer((req, res) => void handle(req, res));
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  fake.baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return fake;
}
