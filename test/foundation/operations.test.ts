import { readFileSync } from 'node:fs';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProgram } from '../../src/cli/program.js';
import { plainJsonSchema } from '../../src/mcp/tools.js';
import { operationsTable } from '../../src/operations/docs-table.js';
import { OPERATIONS, portableToolName, TOOL_OPERATIONS } from '../../src/operations/index.js';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';

/**
 * One table, every surface: each operation of src/operations appears identically on REST
 * (/openapi.json is generated from the routes), MCP, the CLI, the docs and /llms.txt.
 */
const openapiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

async function cliHelp(words: string[]): Promise<string> {
  let out = '';
  const program = buildProgram({
    env: {},
    fetch: () => Promise.reject(new Error('no network in a help test')),
    stdout: (t) => (out += t),
    stderr: (t) => (out += t),
    readFile: () => Promise.reject(new Error('unused')),
    readStdin: () => Promise.reject(new Error('unused')),
    sleep: async () => {},
    now: () => 0,
  });
  expect(await program.run([...words, '--help'])).toBe(0);
  return out.replace(/\s+/g, ' ');
}

describe.each(DIALECTS)('every operation appears identically on every surface (%s)', (dialect) => {
  let server: TestServer;
  let doc: { paths: Record<string, Record<string, any>> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- an OpenAPI document
  beforeAll(async () => {
    server = await startServer({ dialect });
    doc = (await server.request('GET', '/openapi.json')).body;
  });
  afterAll(async () => server.close());

  it.each(OPERATIONS.map((op) => [op.id, op] as const))('%s: REST route and OpenAPI entry come from its definition', async (_id, op) => {
    const entry = doc.paths[openapiPath(op.path)]?.[op.method.toLowerCase()];
    expect(entry, `${op.method} ${op.path} in /openapi.json`).toBeDefined();
    expect(entry).toMatchObject({ operationId: op.id, summary: op.summary, description: op.description, tags: [op.tag] });
    expect(entry.security).toEqual(op.auth === 'bearer' ? [{ bearerAuth: [] }] : []);
    expect(Object.keys(entry.responses)).toContain(String(op.okStatus ?? 200));
    if (op.auth === 'bearer') expect(Object.keys(entry.responses)).toContain('401');
    for (const status of op.errors ?? []) expect(Object.keys(entry.responses)).toContain(String(status));
    const inputFields = Object.keys((op.input as { properties?: object }).properties ?? {}).sort();
    if (op.method === 'POST') {
      expect(Object.keys(entry.requestBody.content['application/json'].schema.properties ?? {}).sort()).toEqual(inputFields);
    } else {
      expect(
        (entry.parameters ?? [])
          .filter((p: { in: string }) => p.in === 'path')
          .map((p: { name: string }) => p.name)
          .sort(),
      ).toEqual(inputFields);
    }
    // The route answers at that method and path (not 404/405).
    const res = await fetch(`${server.baseUrl}${op.path.replace(/:\w+/g, 'x')}`, {
      method: op.method,
      headers: { 'content-type': 'application/json' },
      body: op.method === 'POST' ? '{"__unknown_field__": 1}' : undefined,
    });
    expect([400, 401], `${op.method} ${op.path}`).toContain(res.status);
  });

  it('MCP tools/list publishes exactly the tool operations, named, described and typed by their definitions', async () => {
    const list = async (query: string) =>
      (await server.request('POST', `/mcp${query}`, { body: { jsonrpc: '2.0', id: 1, method: 'tools/list' } })).body.result.tools as Array<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tool definitions
    const spec = await list('');
    const portable = await list('?tool_names=portable');
    expect(spec.map((t) => t.name)).toEqual(TOOL_OPERATIONS.map((op) => op.tool!.name));
    expect(portable.map((t) => t.name)).toEqual(TOOL_OPERATIONS.map((op) => portableToolName(op.tool!.name)));
    for (const [i, op] of TOOL_OPERATIONS.entries()) {
      const tool = spec[i]!;
      expect(tool.title).toBe(op.tool!.title);
      expect(tool.description).toBe(`${op.tool!.description} (${op.method} ${op.path}; Bearer key; one request of quota.)`);
      // A compact projection of the contract: the same fields less deprecated aliases, required ones and closedness (the prose is in /openapi.json).
      const contract = plainJsonSchema(op.input) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a JSON Schema
      const current = Object.entries(contract.properties ?? {}).filter(([, field]) => (field as { deprecated?: boolean }).deprecated !== true);
      expect(Object.keys(tool.inputSchema.properties ?? {})).toEqual(current.map(([name]) => name));
      expect(tool.inputSchema.required).toEqual(contract.required);
      expect(tool.inputSchema.additionalProperties).toEqual(contract.additionalProperties);
      expect(portable[i]!.inputSchema).toEqual(tool.inputSchema);
      expect(tool.annotations).toMatchObject({ readOnlyHint: !op.writes, openWorldHint: op.tool!.openWorld, destructiveHint: false });
    }
    expect(OPERATIONS.filter((op) => op.tool).length).toBe(TOOL_OPERATIONS.length);
  });

  it.each(OPERATIONS.filter((op) => op.cli).map((op) => [op.cli!.command, op] as const))(
    'CLI: svc %s is the operation (same summary, method and path)',
    async (command, op) => {
      const help = await cliHelp(command.split(' '));
      expect(help).toContain(`Usage: svc ${command}`);
      const parent = await cliHelp(command.split(' ').slice(0, -1));
      expect(parent).toContain(`${op.summary} (${op.method} ${op.path}`);
    },
  );

  it('the docs table and /llms.txt are generated from the same table', async () => {
    expect(readFileSync(new URL('../../docs/guide.md', import.meta.url), 'utf8')).toContain(operationsTable());
    const llms = (await server.request('GET', '/llms.txt')).text;
    for (const op of TOOL_OPERATIONS) expect(llms).toContain(`same as ${op.method} ${op.path}`);
    expect(llms).toContain(`${server.baseUrl}/mcp?tool_names=portable`);
    const card = (await server.request('GET', '/.well-known/mcp/server-card.json')).body;
    expect(card._meta['svc/portable_tool_names'].url).toBe(`${server.baseUrl}/mcp?tool_names=portable`);
  });

  it("/openapi.json passes Redocly's recommended ruleset with no error and no warning", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`)).toEqual([]);
  });
});
