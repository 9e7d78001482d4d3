import { createMCPClient } from '@ai-sdk/mcp';
import { convertToOpenAITool } from '@langchain/core/utils/function_calling';
import { MultiServerMCPClient } from '@langchain/mcp-adapters';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOOL_OPERATIONS } from '../../src/operations/index.js';
import { DIALECTS, proKey, startServer, type TestServer } from '../helpers/server.js';

/**
 * Real third-party MCP clients against a real server: connect, list, convert the tools to the
 * framework's own format (with the portable names model APIs require), call, and see errors.
 * All of them run on Node 20 and Node 24 (@ai-sdk/mcp 1.x: Node >= 18).
 */
const MODEL_API_NAME = /^[a-zA-Z0-9_-]{1,64}$/;
const TRIP = { user_request: 'A long weekend in Northern California with redwoods from SFO in May', detail: 'summary' };
const SPEC_NAMES = TOOL_OPERATIONS.map((op) => op.tool!.name);
const PORTABLE_NAMES = SPEC_NAMES.map((n) => n.replace(/\./g, '_'));

describe.each(DIALECTS)('MCP interop with real client libraries (%s)', (dialect) => {
  let server: TestServer;
  let key: string;
  beforeAll(async () => {
    server = await startServer({ dialect });
    key = await proKey(server);
  });
  afterAll(async () => server.close());

  const url = (portable = false) => new URL(`${server.baseUrl}/mcp${portable ? '?tool_names=portable' : ''}`);
  const auth = () => ({ authorization: `Bearer ${key}` });

  describe.each([
    ['2026-07-28', { versionNegotiation: { mode: { pin: '2026-07-28' as const } } }, 'modern'],
    ['2025-06-18', { supportedProtocolVersions: ['2025-06-18'] }, 'legacy'],
  ])('official SDK v2 client on %s', (version, options, era) => {
    it('connects, lists, calls, and gets tool and protocol errors', async () => {
      const client = new Client({ name: 'interop', version: '1.0.0' }, options);
      await client.connect(new StreamableHTTPClientTransport(url(true), { requestInit: { headers: auth() } }));
      expect(client.getProtocolEra()).toBe(era);
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual(PORTABLE_NAMES);
      for (const tool of tools) expect(tool.name).toMatch(MODEL_API_NAME);
      expect(tools.find((t) => t.name === 'feedback_submit')?.annotations).toMatchObject({ readOnlyHint: false, idempotentHint: false });
      expect(tools.find((t) => t.name === 'rank_travel_destinations')?.annotations).toMatchObject({ readOnlyHint: true, openWorldHint: true });

      // The client validates structuredContent against the tool's outputSchema itself.
      const result = await client.callTool({ name: 'rank_travel_destinations', arguments: TRIP });
      expect(result.isError).toBeFalsy();
      const structured = result.structuredContent as { detail: string; results: Array<{ id: string; handoff_links: unknown[] }> };
      expect(structured.detail).toBe('summary');
      expect(structured.results[0]?.handoff_links.length).toBeGreaterThan(0);
      expect(JSON.parse((result.content as Array<{ text: string }>)[0]!.text)).toEqual(structured);

      const invalid = await client.callTool({ name: 'skill_search', arguments: { query: 'short' } });
      expect(invalid.isError).toBe(true);
      expect((invalid.content as Array<{ text: string }>)[0]!.text).toBe('body.query must NOT have fewer than 12 characters');
      await expect(client.callTool({ name: 'travel_book_now', arguments: {} })).rejects.toThrow(/unknown tool "travel_book_now"/);
      await client.close();
    });
  });

  it(`official SDK v2 client in auto mode finds 2026-07-28 (${SPEC_NAMES.length} tools under their spec names)`, async () => {
    const client = new Client({ name: 'interop', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
    await client.connect(new StreamableHTTPClientTransport(url()));
    expect(client.getProtocolEra()).toBe('modern');
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual(SPEC_NAMES);
    const anonymous = await client.callTool({ name: 'travel.intent.parse', arguments: TRIP });
    expect(anonymous.isError).toBe(true);
    expect(anonymous._meta).toMatchObject({ 'svc/http_status': 401 });
    await client.close();
  });

  it('Vercel AI SDK MCP client: tools() become AI SDK tools with portable names; execute calls; errors come back', async () => {
    const client = await createMCPClient({ transport: { type: 'http', url: url(true).toString(), headers: auth() } });
    const tools = await client.tools();
    expect(Object.keys(tools)).toEqual(PORTABLE_NAMES);
    for (const name of Object.keys(tools)) expect(name).toMatch(MODEL_API_NAME);
    const parse = tools.travel_intent_parse!;
    expect(parse.description).toMatch(/Step 1 of the validated chain/);
    const schema = (parse.inputSchema as { jsonSchema: { type: string; properties: Record<string, unknown> } }).jsonSchema;
    expect(schema.type).toBe('object');
    expect(schema.properties.detail).toBeDefined();
    const ok = (await parse.execute!(TRIP, { toolCallId: 'call-1', messages: [] })) as { isError?: boolean; structuredContent?: { detail: string } };
    expect(ok.isError).toBeFalsy();
    expect(ok.structuredContent?.detail).toBe('summary');
    const bad = (await tools.skill_search!.execute!({ query: 'short' }, { toolCallId: 'call-2', messages: [] })) as {
      isError?: boolean;
      content: Array<{ text: string }>;
    };
    expect(bad.isError).toBe(true);
    expect(bad.content[0]!.text).toMatch(/fewer than 12 characters/);
    await client.close();
  });

  it("LangChain MCP adapters: tools become StructuredTools, convert to OpenAI function definitions, invoke, and raise the tool's error", async () => {
    const client = new MultiServerMCPClient({ mcpServers: { svc: { transport: 'http', url: url(true).toString(), headers: auth() } } });
    try {
      const tools = await client.getTools();
      expect(tools.map((t) => t.name)).toEqual(PORTABLE_NAMES);
      for (const tool of tools) expect(convertToOpenAITool(tool).function.name).toMatch(MODEL_API_NAME);
      const search = tools.find((t) => t.name === 'rank_travel_destinations')!;
      const answer = await search.invoke(TRIP);
      const text = typeof answer === 'string' ? answer : JSON.stringify(answer);
      expect(text).toContain('"detail":"summary"');
      // Input the tool's schema refuses never leaves the client; an error of the server arrives as a ToolException.
      const skills = tools.find((t) => t.name === 'skill_search')!;
      await expect(skills.invoke({ query: 'fill in a fillable PDF form', max_results: 99 })).rejects.toThrow(/did not match expected schema/);
    } finally {
      await client.close();
    }
    const keyless = new MultiServerMCPClient({ mcpServers: { svc: { transport: 'http', url: url(true).toString() } } });
    try {
      const skills = (await keyless.getTools()).find((t) => t.name === 'skill_search')!;
      await expect(skills.invoke({ query: 'fill in a fillable PDF form' })).rejects.toThrow(/returned an error: missing API key/);
    } finally {
      await keyless.close();
    }
  });
});
