import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOOL_OPERATIONS } from '../../src/operations/index.js';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';
import { callToolRaw, rpc } from './helpers.js';

const TRIP = { user_request: 'A long weekend in Northern California with redwoods from SFO in May' };

/** Arguments for every tool; travel tools that need a candidate get it from destinations search. */
function argumentsFor(name: string, candidate: { id: string; name: string } | undefined): Record<string, unknown> {
  switch (name) {
    case 'goods.deal.validate':
      return { title: 'iPhone 13 128GB unlocked', price_usd: 380 };
    case 'skill.search':
      return { query: 'how do I poll a research job that is pending' };
    case 'feedback.submit':
      return { rating: 'partially_useful', issue_categories: ['missing_live_data'], notes: 'via MCP' };
    case 'travel.places.search':
    case 'travel.provider_handoffs.generate':
      return candidate ? { ...TRIP, selected_candidate: candidate } : TRIP;
    case 'travel.plan.validate':
      return {
        ...TRIP,
        proposed_plan: { candidate_id: candidate?.id ?? 'unknown', trip_length_days: 3, claims: ['Rooms are available now at 189 USD a night'] },
      };
    default:
      return TRIP;
  }
}

describe.each(DIALECTS)('MCP tools against their REST routes (%s)', (dialect) => {
  let server: TestServer;
  let key: string;
  let outputSchemas: Map<string, object>;
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats.default(ajv);
  let candidate: { id: string; name: string } | undefined;

  beforeAll(async () => {
    server = await startServer({ dialect });
    key = await server.activate();
    const me = await server.request('GET', '/api/v1/account/me', { key });
    await server.store.accounts.setPlan(me.body.account.id, 'pro');
    const list = await rpc(server, 'tools/list');
    outputSchemas = new Map(list.body.result.tools.map((t: { name: string; outputSchema: object }) => [t.name, t.outputSchema]));
  });
  afterAll(async () => server.close());

  it.each(TOOL_OPERATIONS.map((op) => op.tool!.name))('%s returns structuredContent valid against its outputSchema', async (name) => {
    const res = await callToolRaw(server, name, argumentsFor(name, candidate), key);
    expect(res.status).toBe(200);
    const result = res.body.result;
    expect(result.isError, result.content[0].text).toBeFalsy();
    const validate = ajv.compile(outputSchemas.get(name)!);
    expect(validate(result.structuredContent), ajv.errorsText(validate.errors)).toBe(true);
    expect(JSON.parse(result.content[0].text)).toEqual(result.structuredContent);
    if (name === 'travel.destinations.search') {
      const top = result.structuredContent.candidate_destinations[0];
      expect(top, 'an in-scope candidate for the Northern California trip').toBeDefined();
      candidate = { id: top.id, name: top.name };
    }
    if (name.startsWith('travel.') || name === 'rank_travel_destinations') {
      expect(Object.values(result.structuredContent.truth_boundaries ?? {}).every((v) => v === false)).toBe(true);
    }
  });

  it('a tool call and the REST call of the same route give the same answer apart from the request id', async () => {
    const args = argumentsFor('skill.search', undefined);
    const mcp = await callToolRaw(server, 'skill.search', args, key);
    const rest = await server.request('POST', '/api/v1/skills/search', { key, body: args });
    const withoutIds = (body: unknown) => JSON.stringify(body).replace(/req_[a-z0-9]+/g, 'req_*');
    expect(mcp.body.result.structuredContent.request_id).toBe(mcp.body.result._meta['svc/request_id']);
    expect(withoutIds(mcp.body.result.structuredContent)).toBe(withoutIds(rest.body));
  });
});
