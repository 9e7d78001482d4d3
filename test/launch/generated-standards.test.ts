import { AgentCard } from '@a2a-js/sdk';
import { validate } from '@readme/openapi-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LaunchGenerateResponseBody } from '../../src/contracts/launch.js';
import type { LaunchDeps } from '../../src/launch/audit.js';
import { generateLaunchPack } from '../../src/launch/generate.js';
import { createSafeFetcher } from '../../src/net/safe-fetcher.js';
import { serveRoutes } from './agent-sites.js';

/** Generated files against the tools their ecosystems use: a real OpenAPI parser, Redocly's recommended rules, the A2A SDK's AgentCard type. */
const deps: LaunchDeps = {
  fetcher: createSafeFetcher({ allowLoopback: true, timeoutMs: 3000 }),
  now: () => new Date('2025-06-01T12:00:00Z'),
  newId: () => 'scan_std',
};

let pack: LaunchGenerateResponseBody;
beforeAll(async () => {
  const site = await serveRoutes(() => ({ '/docs': { type: 'text/html', body: '<h1>Docs</h1>' } }));
  pack = await generateLaunchPack({ url: site.origin, product_name: 'Acme Finder', capabilities: ['Search listings', 'Compare prices'] }, deps);
  await site.close();
});
afterAll(() => undefined);

const content = (path: string) => pack.files.find((file) => file.path === path)?.content ?? '';

describe('generated files against their standards', () => {
  it('the OpenAPI skeleton passes @readme/openapi-parser', async () => {
    const result = await validate(JSON.parse(content('/openapi.json')) as never);
    expect(result.valid ? [] : result.errors.map((error) => error.message)).toEqual([]);
  });

  it("the OpenAPI skeleton passes Redocly's recommended ruleset with no errors", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: content('/openapi.json'), absoluteRef: 'openapi.json', config });
    const errors = problems.filter((problem) => problem.severity === 'error').map((problem) => `${problem.ruleId}: ${problem.message}`);
    expect(errors).toEqual([]);
  });

  it('the agent card round-trips through @a2a-js/sdk AgentCard without loss', () => {
    const card = JSON.parse(content('/.well-known/agent-card.json')) as Record<string, unknown>;
    expect(AgentCard.toJSON(AgentCard.fromJSON(card))).toEqual(card);
  });
});
