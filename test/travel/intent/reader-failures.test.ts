import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../../helpers/server.js';

/**
 * Every reading failure named in the reader's issue, asked as a client would: over HTTP
 * (POST /api/v1/travel/intent/parse and /search) and over MCP (the SDK client calling
 * travel.intent.parse on POST /mcp). Each request carries reference_date, so relative dates are
 * reproducible.
 */
type Details = {
  origin: { iata: string | null; name: string | null };
  hard_geography: Array<{ id: string | null; name: string; country: string | null }>;
  soft_geography: Array<{ name: string }>;
  excluded: Array<{ name: string }>;
  date_window: { start: string | null; end: string | null };
  trip_length: { days: number | null };
  party: { adults: number | null; children: number | null; travellers: number | null; child_ages: number[] };
  budget: {
    amount: number | null;
    currency: string | null;
    per: string | null;
    amount_usd: number | null;
    usd_rate: number | null;
    rates_as_of: string | null;
    tier: string | null;
  };
  required_themes: string[];
  soft_themes: string[];
  event: { id: string | null };
};
type Understanding = {
  status: string;
  reference_date: string;
  unresolved: Array<{ code: string; text: string }>;
  clarifying_questions: Array<{ field: string }>;
};
interface Parsed {
  details: Details;
  understanding: Understanding;
}
interface Case {
  name: string;
  body: Record<string, unknown>;
  check: (p: Parsed) => void;
}

const SGD_DAY = '2019-03-01';
const ref = (user_request: string, reference_date = '2026-01-14') => ({ user_request, reference_date });
const names = (xs: Array<{ name: string }>) => xs.map((x) => x.name);
const themes = (d: Details) => [...d.required_themes, ...d.soft_themes];

const CASES: Case[] = [
  {
    name: 'lower case: origin and destination',
    body: ref('i want to fly from boston to denver'),
    check: ({ details: d }) => {
      expect(d.origin.iata).toBe('BOS');
      expect(names(d.hard_geography)).toEqual(['Denver']);
    },
  },
  {
    name: 'upper case: origin and destination',
    body: ref('I WANT TO FLY FROM CHICAGO TO MIAMI'),
    check: ({ details: d }) => {
      expect(d.origin.iata).toBe('ORD');
      expect(names(d.hard_geography)).toEqual(['Miami']);
    },
  },
  {
    name: '"the 6th" is the next 6th',
    body: ref('a bus to Fresno on the 6th', SGD_DAY),
    check: ({ details: d }) => expect([d.date_window.start, d.date_window.end]).toEqual(['2019-03-06', '2019-03-06']),
  },
  {
    name: '"the 12th of this month" is one day',
    body: ref('hotel in Denver from the 12th of this month', SGD_DAY),
    check: ({ details: d }) => expect(d.date_window.start).toBe('2019-03-12'),
  },
  {
    name: '"Wednesday next week" is one day',
    body: ref('flight to Seattle Wednesday next week', SGD_DAY),
    check: ({ details: d }) => expect([d.date_window.start, d.date_window.end]).toEqual(['2019-03-06', '2019-03-06']),
  },
  {
    name: '"Aug 16 to 19" keeps its end',
    body: ref('Chicago Aug 16 to 19', SGD_DAY),
    check: ({ details: d }) => expect([d.date_window.start, d.date_window.end]).toEqual(['2019-08-16', '2019-08-19']),
  },
  {
    name: '"leave August 31 be back September 17" (once a 500)',
    body: ref('leave August 31 be back September 17'),
    check: ({ details: d }) => expect([d.date_window.start, d.date_window.end]).toEqual(['2026-08-31', '2026-09-17']),
  },
  { name: '"2 tickets"', body: ref('2 tickets to Portland'), check: ({ details: d }) => expect(d.party.travellers).toBe(2) },
  { name: '"3 seats"', body: ref('3 seats on a bus to Fresno'), check: ({ details: d }) => expect(d.party.travellers).toBe(3) },
  { name: '"1 person"', body: ref('a bus for 1 person to Sacramento'), check: ({ details: d }) => expect(d.party.travellers).toBe(1) },
  { name: '"for two"', body: ref('Paris for two next week'), check: ({ details: d }) => expect(d.party.travellers).toBe(2) },
  { name: '"we\'ll be 3 in total"', body: ref("we'll be 3 in total, going to San Diego"), check: ({ details: d }) => expect(d.party.travellers).toBe(3) },
  {
    name: 'a car that seats 4 is not the party',
    body: ref('rent a car that seats 4 in Orlando, just me'),
    check: ({ details: d }) => expect(d.party.travellers).toBe(1),
  },
  {
    name: 'a stated count beats "couples trip"',
    body: ref("it's a couples trip but I need a ticket for 1 person to Cancun"),
    check: ({ details: d }) => expect(d.party.travellers).toBe(1),
  },
  {
    name: "children's ages as stated",
    body: ref('Rome with 2 adults and 2 kids aged 7 and 10'),
    check: ({ details: d }) => expect(d.party).toMatchObject({ adults: 2, children: 2, travellers: 4, child_ages: [7, 10] }),
  },
  {
    name: 'bare budget "for 2500"',
    body: ref('flight to Denver for 2500'),
    check: ({ details: d }) => expect(d.budget).toMatchObject({ amount: 2500, currency: 'USD', per: 'total' }),
  },
  {
    name: 'bare budget "1800 max"',
    body: ref('hotel in Vegas, 1800 max'),
    check: ({ details: d }) => expect(d.budget).toMatchObject({ amount: 1800, per: 'total' }),
  },
  { name: 'bare budget "under 6666"', body: ref('under 6666 for the whole trip to Peru'), check: ({ details: d }) => expect(d.budget.amount).toBe(6666) },
  {
    name: 'a nightly hotel price is not the trip budget',
    body: ref('Hotel at $250/night max, total trip budget 4k, Honolulu'),
    check: ({ details: d }) => expect(d.budget).toMatchObject({ amount: 4000, per: 'total' }),
  },
  {
    name: "a car's daily price is not the trip budget",
    body: ref('car rental at $45 per day in Maui, total budget $3,000'),
    check: ({ details: d }) => expect(d.budget).toMatchObject({ amount: 3000, per: 'total' }),
  },
  {
    name: 'yen converted, with rate and date',
    body: ref('budget 500000 yen for a week in Tokyo'),
    check: ({ details: d }) => {
      expect(d.budget).toMatchObject({ amount: 500000, currency: 'JPY', rates_as_of: '2026-04-13' });
      expect(d.budget.amount_usd).toBeGreaterThan(2000);
      expect(d.budget.amount_usd).toBeLessThan(5000);
    },
  },
  {
    name: 'euros converted',
    body: ref('3000 euros for 10 days in Greece'),
    check: ({ details: d }) => expect(d.budget).toMatchObject({ amount: 3000, currency: 'EUR', amount_usd: 3505.2 }),
  },
  { name: 'pounds converted', body: ref('2500 pounds for Lisbon'), check: ({ details: d }) => expect(d.budget.currency).toBe('GBP') },
  {
    name: '"8000 EUR" converted, not refused',
    body: ref('8000 EUR for the family, Sicily'),
    check: ({ details: d }) => expect(d.budget.amount_usd).toBeCloseTo(8000 * 1.1684, 0),
  },
  {
    name: 'French "depuis Paris" is the origin',
    body: ref('depuis Paris, un week-end à Rome en mars'),
    check: ({ details: d }) => {
      expect(d.origin.iata).toBe('CDG');
      expect(names(d.hard_geography)).toEqual(['Rome']);
    },
  },
  {
    name: 'Spanish "desde Madrid" is the origin',
    body: ref('Quiero volar desde Madrid a Buenos Aires'),
    check: ({ details: d }) => {
      expect(d.origin.iata).toBe('MAD');
      expect(names(d.hard_geography)).toEqual(['Buenos Aires']);
    },
  },
  {
    name: 'SFO is the origin of a trip with no destination',
    body: ref('a 5-day hiking and food trip from SFO under $4,500'),
    check: ({ details: d }) => {
      expect(d.origin.iata).toBe('SFO');
      expect(d.hard_geography).toEqual([]);
      expect(d.trip_length.days).toBe(5);
      expect(d.budget.amount).toBe(4500);
    },
  },
  {
    name: '"from SFO before ..." does not swallow the tail',
    body: ref('from SFO before March 20, somewhere warm'),
    check: ({ details: d }) => {
      expect(d.origin.iata).toBe('SFO');
      expect(d.date_window.end).toBe('2026-03-20');
    },
  },
  {
    name: 'exclusions are read as exclusions',
    body: ref('a quiet Greek island, not Santorini or Mykonos'),
    check: ({ details: d }) => expect(names(d.excluded).sort()).toEqual(['Mykonos', 'Santorini']),
  },
  { name: 'northern lights', body: ref('northern lights in Norway in February'), check: ({ details: d }) => expect(themes(d)).toContain('aurora') },
  { name: 'cherry blossoms', body: ref('cherry blossoms in Japan'), check: ({ details: d }) => expect(themes(d)).toContain('cherry_blossom') },
  {
    name: 'Christmas markets (not the Christmas dates)',
    body: ref('christmas markets in Germany in December'),
    check: ({ details: d }) => {
      expect(themes(d)).toContain('christmas_markets');
      expect(d.date_window.start).toBe('2026-12-01');
    },
  },
  { name: '"by train"', body: ref('Europe by train'), check: ({ details: d }) => expect(themes(d)).toContain('rail_travel') },
  { name: 'Great Migration', body: ref('see the Great Migration in Kenya'), check: ({ details: d }) => expect(themes(d)).toContain('wildlife_migration') },
  {
    name: '"Inca Trail" never becomes Inca, Mallorca',
    body: ref('trek the Inca Trail in May'),
    check: ({ details: d }) => expect(d.hard_geography.filter((p) => p.country === 'ES')).toEqual([]),
  },
  {
    name: 'Whistler is recognised',
    body: ref('Whistler ski trip in February'),
    check: ({ details: d }) => expect(d.hard_geography.map((p) => p.country)).toContain('CA'),
  },
  {
    name: 'Chefchaouen is recognised',
    body: ref('Chefchaouen and Fes, 8 days'),
    check: ({ details: d }) => expect(d.hard_geography.map((p) => p.country)).toContain('MA'),
  },
  {
    name: '"we\'ll" is not Well',
    body: ref("we'll need a hotel in Chicago for 3 nights"),
    check: ({ details: d }) => expect(names(d.hard_geography)).toEqual(['Chicago']),
  },
  {
    name: '"Sedan" and "Economy" are not places',
    body: ref('Sedan rental and an Economy flight to Phoenix'),
    check: ({ details: d }) => expect(names(d.hard_geography)).toEqual(['Phoenix']),
  },
  {
    name: 'airline names are not places',
    body: ref('Alaska Airlines or Southwest from Portland to Anchorage'),
    check: ({ details: d }) => expect(names(d.hard_geography)).toEqual(['Anchorage']),
  },
  {
    name: 'Broadway is not a place',
    body: ref('a show on Broadway in New York'),
    check: ({ details: d }) => expect(d.hard_geography.map((p) => p.country)).toEqual(['US']),
  },
  { name: '"St. Louis" is not cut to "St"', body: ref('St. Louis to Chicago by train'), check: ({ details: d }) => expect(d.origin.iata).toBe('STL') },
  {
    name: 'Montreal as an origin',
    body: ref('leave Montreal on March 3 and fly to Monterrey'),
    check: ({ details: d }) => {
      expect(d.origin.iata).toBe('YUL');
      expect(names(d.hard_geography)).toEqual(['Monterrey']);
    },
  },
  { name: 'Singapore as an origin', body: ref('Singapore to Bali for 5 nights'), check: ({ details: d }) => expect(d.origin.iata).toBe('SIN') },
  { name: 'Hong Kong as an origin', body: ref('leaving from Hong Kong to Tokyo'), check: ({ details: d }) => expect(d.origin.iata).toBe('HKG') },
  { name: 'Macau as an origin', body: ref('Macau to Taipei, 2 seats'), check: ({ details: d }) => expect(d.origin.iata).toBe('MFM') },
  { name: 'NY is New York City', body: ref('NY to Boston on Monday'), check: ({ details: d }) => expect(d.origin.iata).toBe('JFK') },
  {
    name: 'nonsense is not understood',
    body: ref('asdf qwerty'),
    check: ({ understanding: u }) => {
      expect(u.status).toBe('not_understood');
      expect(u.clarifying_questions.length).toBeGreaterThan(0);
    },
  },
  { name: '"flying from constructor" (once a 500)', body: ref('flying from constructor'), check: ({ details: d }) => expect(d.origin.iata).toBeNull() },
  {
    name: '"trip for 101 adults" is reported, not a 500',
    body: ref('trip for 101 adults to Paris'),
    check: ({ understanding: u, details: d }) => {
      expect(u.unresolved.map((x) => x.code)).toContain('party_too_large');
      expect(d.party.travellers).toBeNull();
    },
  },
];

describe.each(DIALECTS)('the reader over HTTP and MCP (%s)', (dialect) => {
  let server: TestServer;
  let key: string;
  let mcp: Client;
  beforeAll(async () => {
    server = await startServer({ dialect });
    key = await server.activate();
    const me = await server.request('GET', '/api/v1/account/me', { key });
    await server.store.accounts.setPlan(me.body.account.id, 'pro');
    mcp = new Client({ name: 'svc-reader-test', version: '1.0.0' });
    await mcp.connect(new StreamableHTTPClientTransport(new URL(`${server.baseUrl}/mcp`), { requestInit: { headers: { authorization: `Bearer ${key}` } } }));
  }, 60_000);
  afterAll(async () => {
    await mcp?.close();
    await server.close();
  });

  it.each(CASES.map((c) => [c.name, c] as const))('HTTP: %s', async (_name, c) => {
    const res = await server.request('POST', '/api/v1/travel/intent/parse', { key, body: c.body });
    expect(res.status).toBe(200);
    expect(res.body.understanding.reference_date).toBe(c.body.reference_date);
    c.check({ details: res.body.parsed_intent.details, understanding: res.body.understanding });
  });

  it.each(CASES.map((c) => [c.name, c] as const))('MCP travel.intent.parse: %s', async (_name, c) => {
    const result = await mcp.callTool({ name: 'travel.intent.parse', arguments: c.body });
    expect(result.isError).toBeFalsy();
    const out = result.structuredContent as { parsed_intent: { details: Details }; understanding: Understanding };
    c.check({ details: out.parsed_intent.details, understanding: out.understanding });
  });

  it('search: nonsense is no_match / empty_ranked_set with questions, never generic results', async () => {
    const res = await server.request('POST', '/api/v1/travel/search', { key, body: ref('asdf qwerty') });
    expect(res.status).toBe(200);
    expect(res.body.match_status).toMatchObject({ status: 'no_match', reason: 'empty_ranked_set' });
    expect(res.body.results).toEqual([]);
    expect(res.body.understanding.status).toBe('not_understood');
    expect(res.body.understanding.clarifying_questions.length).toBeGreaterThan(0);
  });

  it('search: an excluded island is never ranked, and a plan that picks it is flagged', async () => {
    const res = await server.request('POST', '/api/v1/travel/search', { key, body: ref('a quiet Greek island, not Santorini or Mykonos') });
    expect(res.status).toBe(200);
    const ids: string[] = res.body.results.map((r: { id: string }) => r.id);
    expect(ids.some((id) => /santorini|mykonos/i.test(id))).toBe(false);
    const plan = await server.request('POST', '/api/v1/travel/plan/validate', {
      key,
      body: { ...ref('a quiet Greek island, not Santorini'), proposed_plan: { candidate_id: 'santorini' } },
    });
    expect(plan.status).toBe(200);
    expect(plan.body.plan_validation.candidate_intent_coherence.status).toBe('mismatch_detected');
  });

  it.each([
    ['origin "__proto__"', { origin: '__proto__', user_request: 'a week in Lisbon' }],
    ['origin "constructor"', { origin: 'constructor' }],
    ['a destination constraint named "toString"', { destination_constraints: [{ type: 'city', value: 'toString' }] }],
    ['2,000 digits', { user_request: '9'.repeat(2000) }],
    ['2,000 commas', { user_request: ','.repeat(2000) }],
    ['a Buddhist-era year', { user_request: 'Bangkok on 12/05/2569' }],
  ])('no 5xx on every travel route and MCP: %s', async (_name, body) => {
    for (const path of [
      '/api/v1/travel/search',
      '/api/v1/travel/intent/parse',
      '/api/v1/travel/destinations/search',
      '/api/v1/travel/places/search',
      '/api/v1/travel/provider-handoffs/generate',
    ]) {
      const res = await server.request('POST', path, { key, body });
      expect(res.status, `${path} ${JSON.stringify(res.body).slice(0, 200)}`).toBe(200);
    }
    const result = await mcp.callTool({ name: 'travel.intent.parse', arguments: body });
    expect(result.isError).toBeFalsy();
  });

  it('200k characters of digits or commas are a 400 with the error shape, never a 5xx', async () => {
    for (const user_request of ['1'.repeat(200_000), ','.repeat(200_000)]) {
      const res = await server.request('POST', '/api/v1/travel/intent/parse', { key, body: { user_request } });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(Object.keys(res.body)).toEqual(['error']);
    }
  });

  it('reference_date with an odd year is a 400', async () => {
    const res = await server.request('POST', '/api/v1/travel/intent/parse', { key, body: { user_request: 'Paris next week', reference_date: '2569-01-01' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['error']);
  });
});
