import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { toolList, type SchemaProfile, type ToolNaming } from '../../src/mcp/tools.js';

/**
 * tools/list is loaded into a model's context (or a host's cache) whole: the compact projection
 * must stay under 40 KB of JSON, and every tool keeps an input and output schema a validator
 * compiles. (That real answers validate against the output schemas is held by tools.test.ts.)
 */
const BUDGET_BYTES = 40_000;

describe.each<[ToolNaming, SchemaProfile]>([
  ['spec', 'compact'],
  ['portable', 'compact'],
  ['portable', 'strict'],
])('tools/list size (%s names, %s schemas)', (naming, profile) => {
  const list = toolList(naming, profile);

  it(`is under ${BUDGET_BYTES} bytes of JSON in total`, () => {
    const perTool = Object.fromEntries(list.tools.map((t) => [t.name, Buffer.byteLength(JSON.stringify(t))]));
    const total = Buffer.byteLength(JSON.stringify(list));
    console.log(`tools/list (${naming}, ${profile}): ${total} bytes`, perTool);
    expect(total).toBeLessThan(BUDGET_BYTES);
  });

  it('gives every tool an input and an output schema that compile', () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    for (const tool of list.tools) {
      expect(tool.outputSchema.type, tool.name).toBe('object');
      expect(() => ajv.compile(tool.outputSchema), tool.name).not.toThrow();
      expect(() => ajv.compile(tool.inputSchema), tool.name).not.toThrow();
    }
  });
});
