import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VERDICT_CASES } from '../verdicts/jsonl.js';
import { type NeutralLaunchCase, neutralLaunchReport, runNeutralLaunch } from './neutral.js';

describe('neutral-format launch cases (test/fixtures/verdict-cases, development part)', () => {
  it('says ready on the good sites only: docs linked from llms.txt count, a declared 404 for an unknown id is an answer, a route the site does not serve is not', async () => {
    const outcomes = await runNeutralLaunch(VERDICT_CASES('launch').dev);
    console.log(neutralLaunchReport('launch (dev, in-sample)', outcomes));
    expect(outcomes.filter((o) => o.ready !== o.expected.ready).map((o) => `${o.id}: ${o.blockers.join(' | ')}`)).toEqual([]);
  }, 240_000);

  it('takes an llms.txt as the proposal allows it (links in a plain list, before the first section, no summary) and still needs its H1', async () => {
    const outcomes = await runNeutralLaunch(new URL('../fixtures/verdict-cases/launch.s15.jsonl', import.meta.url).pathname);
    expect(outcomes.filter((o) => o.ready !== o.expected.ready).map((o) => `${o.id}: ${o.blockers.join(' | ')}`)).toEqual([]);
    expect(outcomes.find((o) => o.id === 's15-l-llms-no-title-a2a')?.blockers.join(' ')).toContain('exactly one H1');
  }, 60_000);

  it('reads the OpenAPI document a site declares (llms.txt, Link rel="service-desc"), in YAML or JSON, and fails one that does not parse', async () => {
    const outcomes = await runNeutralLaunch(new URL('../fixtures/verdict-cases/launch.s16.jsonl', import.meta.url).pathname);
    expect(outcomes.filter((o) => o.ready !== o.expected.ready).map((o) => `${o.id}: ${o.blockers.join(' | ')}`)).toEqual([]);
    // The operations of a document read only where it is declared are probed too.
    expect(outcomes.find((o) => o.id === 's16-l-llms-yaml-routes-missing')?.blockers.join(' ')).toContain('openapi.paths_live');
    expect(outcomes.find((o) => o.id === 's16-l-llms-yaml-broken')?.blockers.join(' ')).toMatch(/declared by llms\.txt.*neither JSON nor valid YAML/u);
    expect(outcomes.find((o) => o.id === 's16-l-declared-spec-is-html')?.blockers.join(' ')).toContain('not an OpenAPI document');
  }, 60_000);

  it('raises no false alarm on well-built sites in every valid shape (A2A 0.3 and 1.0 cards, URLs in llms.txt prose, redirects, charsets, specific robots agents), and still fails their flawed twins', async () => {
    const outcomes = await runNeutralLaunch(new URL('../fixtures/verdict-cases/launch.s19.jsonl', import.meta.url).pathname);
    expect(outcomes.filter((o) => o.ready !== o.expected.ready).map((o) => `${o.id}: ${o.blockers.join(' | ')}`)).toEqual([]);
    expect(outcomes.find((o) => o.id === 'f-card-v03-no-url')?.blockers.join(' ')).toContain("A2A 0.3 schema: the card must have required property 'url'");
    expect(outcomes.find((o) => o.id === 'f-llms-prose-dead-link')?.blockers.join(' ')).toMatch(/\/docs\/limits: HTTP 404/u);
    // The docs page about MCP (/docs/mcp) is not taken for the endpoint: the endpoint named in the summary is probed.
    expect(outcomes.find((o) => o.id === 'f-mcp-prose-endpoint-failing')?.blockers.join(' ')).toMatch(/\/mcp\b(?!\/)[^|]*tools\/list/u);
    expect(outcomes.find((o) => o.id === 'f-mcp-prose-endpoint-failing')?.blockers.join(' ')).not.toContain('/docs/mcp');
  }, 120_000);

  it('reads an MCP server card in every published shape and at /.well-known/mcp.json, and probes the endpoint it declares there', async () => {
    const outcomes = await runNeutralLaunch(new URL('../fixtures/verdict-cases/launch.s24.jsonl', import.meta.url).pathname);
    expect(outcomes.filter((o) => o.ready !== o.expected.ready).map((o) => `${o.id}: ${o.blockers.join(' | ')}`)).toEqual([]);
    expect(outcomes.find((o) => o.id === 's24-l-card-transport-without-endpoint')?.blockers.join(' ')).toContain('transport must give the endpoint');
    expect(outcomes.find((o) => o.id === 's24-l-card-short-path-dead-endpoint')?.blockers.join(' ')).toMatch(/\/v2\/mcp initialize -> HTTP 404/u);
  }, 60_000);

  it("writes the site's own origin into response headers too, so a Link header naming {{origin}} declares a document the site serves", async () => {
    const good = readFileSync(VERDICT_CASES('launch').dev, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as NeutralLaunchCase)
      .find((c) => c.id === 'lc-good-api');
    if (!good) throw new Error('lc-good-api is missing from the development launch cases');
    const { '/openapi.json': spec, ...rest } = good.site;
    const site = {
      ...rest,
      '/': { ...rest['/'], headers: { link: '<{{origin}}/developers/openapi.json>; rel="service-desc"' } },
      '/developers/openapi.json': spec,
    } as NeutralLaunchCase['site'];
    const file = join(mkdtempSync(join(tmpdir(), 'launch-')), 'case.jsonl');
    writeFileSync(file, `${JSON.stringify({ ...good, id: 'link-origin', site })}\n`);
    const [outcome] = await runNeutralLaunch(file);
    expect(outcome?.failing.filter((f) => f.startsWith('openapi.present'))).toEqual([]);
    expect(outcome?.ready).toBe(true);
  }, 60_000);
});
