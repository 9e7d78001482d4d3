/**
 * Open-loop load generation for the load tests: requests are sent on a fixed schedule whatever
 * the latency, so a slow server shows up as latency rather than as a lower offered rate.
 */
export interface Call {
  name: string;
  method: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Outcome {
  name: string;
  status: number;
  ms: number;
  /** Set when the connection itself failed (refused, reset, timed out). */
  error?: string;
}

export async function send(baseUrl: string, call: Call, key: string, timeoutMs = 10_000): Promise<Outcome> {
  const started = performance.now();
  try {
    const res = await fetch(`${baseUrl}${call.path}`, {
      method: call.method,
      headers: { authorization: `Bearer ${key}`, ...(call.body === undefined ? {} : { 'content-type': 'application/json' }), ...call.headers },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.arrayBuffer();
    return { name: call.name, status: res.status, ms: performance.now() - started };
  } catch (err) {
    return { name: call.name, status: 0, ms: performance.now() - started, error: (err as Error).message };
  }
}

/** Sends `rate` requests per second for `seconds`, cycling through calls and base URLs. */
export async function openLoop(opts: { baseUrls: string[]; calls: Call[]; key: string; rate: number; seconds: number }): Promise<Outcome[]> {
  const total = Math.round(opts.rate * opts.seconds);
  const interval = 1000 / opts.rate;
  const start = performance.now();
  const pending: Array<Promise<Outcome>> = [];
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(send(opts.baseUrls[i % opts.baseUrls.length]!, opts.calls[i % opts.calls.length]!, opts.key));
  }
  return Promise.all(pending);
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The traffic mix: ranked search, the primitives, MCP, goods, skills and account introspection. */
export function mixedCalls(): Call[] {
  const trip = { user_request: 'A long weekend in Northern California with redwoods and rugged coast from SFO in May' };
  const rpc = (name: string, args: unknown) => ({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } });
  return [
    { name: 'travel.search', method: 'POST', path: '/api/v1/travel/search', body: trip },
    { name: 'account.me', method: 'GET', path: '/api/v1/account/me' },
    {
      name: 'travel.intent',
      method: 'POST',
      path: '/api/v1/travel/intent/parse',
      body: { user_request: 'two weeks in Japan in April for food and temples, family of four from LAX' },
    },
    { name: 'skills.search', method: 'POST', path: '/api/v1/skills/search', body: { query: 'fill in a PDF form from an agent' } },
    {
      name: 'travel.destinations',
      method: 'POST',
      path: '/api/v1/travel/destinations/search',
      body: { user_request: 'beach week in the Caribbean in February under $3k from JFK' },
    },
    { name: 'goods.validate', method: 'POST', path: '/api/v1/goods/deal/validate', body: { title: 'iPhone 13 128GB unlocked', price_usd: 320 } },
    { name: 'mcp.rank', method: 'POST', path: '/mcp', body: rpc('rank_travel_destinations', { user_request: 'ski trip in the Rockies in January from ORD' }) },
    { name: 'travel.list', method: 'GET', path: '/api/v1/travel/destinations' },
  ];
}
