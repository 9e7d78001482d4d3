import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';
import { freePort } from '../helpers/process.js';
import { oneLine, spawnSvc, svc } from './run.js';

const TRIP = { user_request: 'A long weekend in Northern California with redwoods from SFO in May' };

/**
 * The command against a real server. Most runs call the program in this process (run.ts); the
 * runs that cross the process boundary (exit status, stdout, stderr, stdin, a file argument, the
 * environment) spawn the real command.
 */
describe.each(DIALECTS)('svc CLI against a real server (%s)', (dialect) => {
  let server: TestServer;
  let key: string;
  let env: Record<string, string>;
  const dir = mkdtempSync(join(tmpdir(), 'svc-cli-'));

  beforeAll(async () => {
    server = await startServer({ dialect });
    key = await server.activate();
    const me = await server.request('GET', '/api/v1/account/me', { key });
    await server.store.accounts.setPlan(me.body.account.id, 'pro');
    env = { SVC_BASE_URL: server.baseUrl, SVC_API_KEY: key };
  });
  afterAll(async () => server.close());

  it('--help on the program and on every command documents usage and the exit codes', async () => {
    for (const args of [['--help'], ['mcp-chain', '--help'], ['research', 'wait', '--help'], ['skills', 'search', '--help'], ['eval', '--help']]) {
      const run = await svc(args);
      expect(run.code, args.join(' ')).toBe(0);
      expect(run.stdout).toMatch(/Usage: svc/);
    }
    const top = await spawnSvc(['--help']);
    expect(top.code).toBe(0);
    expect(top.stdout).toMatch(/7 {2}declined by the budget gate/);
    expect(top.stdout).toMatch(/SVC_API_KEY/);
  });

  it('an unknown option or command is a usage error (exit 2) with one line on stderr', async () => {
    const run = await spawnSvc(['me', '--bogus'], env);
    expect(run.code).toBe(2);
    expect(oneLine(run)).toMatch(/unknown option '--bogus'/);
    expect((await svc(['fly'], env)).code).toBe(2);
  });

  it('activate prints the new account as JSON and the export line on stderr', async () => {
    const run = await svc(['activate', '--agent-name', 'cli-test'], { SVC_BASE_URL: server.baseUrl });
    expect(run.code).toBe(0);
    const body = JSON.parse(run.stdout);
    expect(body.api_key.value).toMatch(/^svc_live_/);
    expect(oneLine(run)).toBe(`store the key now, it is shown once: export SVC_API_KEY=${body.api_key.value}`);
  });

  it('me prints compact JSON by default and indented JSON with --pretty', async () => {
    const plain = await spawnSvc(['me'], env);
    expect(plain.code).toBe(0);
    expect(plain.stdout.trim().split('\n')).toHaveLength(1);
    const pretty = await svc(['--pretty', 'me'], env);
    expect(pretty.stdout).toMatch(/^{\n {2}"account": {/);
    expect(JSON.parse(pretty.stdout).account).toEqual(JSON.parse(plain.stdout).account);
    expect(JSON.parse(plain.stdout).key.prefix).toBe(key.slice(0, JSON.parse(plain.stdout).key.prefix.length));
  });

  it('no key is exit 3 before any request; a wrong key is exit 3 with the server message', async () => {
    const none = await svc(['me'], { SVC_BASE_URL: server.baseUrl });
    expect(none.code).toBe(3);
    expect(oneLine(none)).toMatch(/^svc: SVC_API_KEY is not set/);
    const wrong = await svc(['me'], { SVC_BASE_URL: server.baseUrl, SVC_API_KEY: `svc_live_${'x'.repeat(40)}` });
    expect(wrong.code).toBe(3);
    expect(oneLine(wrong)).toMatch(/^svc: 401: API key not recognized/);
  });

  it('a base URL where nothing listens is exit 5; one that is not a URL is exit 2', async () => {
    const closed = await svc(['me'], { SVC_API_KEY: key, SVC_BASE_URL: `http://127.0.0.1:${await freePort()}` });
    expect(closed.code).toBe(5);
    expect(oneLine(closed)).toMatch(/cannot reach http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\); check SVC_BASE_URL/);
    const notUrl = await svc(['me'], { SVC_API_KEY: key, SVC_BASE_URL: 'localhost-8787' });
    expect(notUrl.code).toBe(2);
    expect(oneLine(notUrl)).toMatch(/is not a URL/);
  });

  it('skills search takes plain words, --max-results, or a JSON request on stdin', async () => {
    const words = await svc(['skills', 'search', 'fill in a fillable PDF form with the customer address', '--max-results', '2'], env);
    expect(words.code).toBe(0);
    const body = JSON.parse(words.stdout);
    expect(body.product).toBe('skill_search_v0');
    expect(body.options).toHaveLength(2);
    const stdin = await spawnSvc(['skills', 'search', '-'], env, JSON.stringify({ query: 'how do I poll a research job that is pending', max_results: 1 }));
    expect(JSON.parse(stdin.stdout).options[0].id).toBe('svc.research-job-polling');
  });

  it('bad JSON is exit 2 with one stderr line, and the server is not called', async () => {
    const before = await server.store.records.count('request_log');
    const run = await svc(['feedback', '{"rating": "useful",'], env);
    expect(run.code).toBe(2);
    expect(oneLine(run)).toMatch(/^svc: the argument is not valid JSON/);
    const notObject = await svc(['goods', 'validate', '[1, 2]'], env);
    expect(notObject.code).toBe(2);
    expect(oneLine(notObject)).toMatch(/must be a JSON object, not an array/);
    const missing = await svc(['search', '@/nonexistent/trip.json'], env);
    expect(missing.code).toBe(2);
    expect(oneLine(missing)).toMatch(/cannot read \/nonexistent\/trip.json: ENOENT/);
    expect(await server.store.records.count('request_log')).toBe(before);
  });

  it('a request the API rejects with 400 is exit 2 and quotes the API message', async () => {
    const run = await svc(['goods', 'validate', '{"title": "iPhone 13 128GB"}'], env);
    expect(run.code).toBe(2);
    expect(oneLine(run)).toMatch(/^svc: 400: .*price_usd/);
  });

  it('goods validate and feedback (from @file) print the API answer', async () => {
    const deal = await svc(['goods', 'validate', JSON.stringify({ title: 'iPhone 13 128GB unlocked', price_usd: 380 })], env);
    expect(deal.code).toBe(0);
    expect(JSON.parse(deal.stdout).product).toBe('used_goods_deal_validation_v0');
    const file = join(dir, 'feedback.json');
    writeFileSync(file, JSON.stringify({ rating: 'useful', issue_categories: ['other'], notes: 'from the CLI' }));
    const feedback = await spawnSvc(['feedback', `@${file}`], env);
    expect(feedback.code).toBe(0);
    expect(JSON.parse(feedback.stdout)).toMatchObject({ stored: true, issue_categories: ['other'] });
  });

  it('search and destinations call the travel API', async () => {
    const search = await svc(['search', JSON.stringify(TRIP)], env);
    const destinations = await svc(['destinations'], env);
    expect(search.code, search.stderr).toBe(0);
    expect(JSON.parse(search.stdout).match_status.status).toBe('matched');
    expect(JSON.parse(search.stdout).truth_boundaries).toEqual({
      live_booking_inventory: false,
      provider_backed_rates: false,
      live_airfare: false,
      booking_supported: false,
    });
    expect(destinations.code, destinations.stderr).toBe(0);
  });

  it('mcp-chain runs the five primitives over MCP', async () => {
    const run = await svc(['mcp-chain', JSON.stringify(TRIP), '--tool-budget-usd', '0.5'], env);
    expect(run.code, run.stderr).toBe(0);
    const out = JSON.parse(run.stdout);
    expect(out.tools_called).toEqual([
      'travel.intent.parse',
      'travel.destinations.search',
      'travel.places.search',
      'travel.plan.validate',
      'travel.provider_handoffs.generate',
    ]);
    expect(out.match_status.status).toBe('matched');
    expect(out.candidate_intent_coherence.status).toBe('coherent');
    expect(out.provider_handoffs).not.toBeNull();
    expect(out.truth_boundaries).toEqual({ live_booking_inventory: false, provider_backed_rates: false, live_airfare: false, booking_supported: false });
    expect(out.svc_primitive_calls).toBe(5);
  });

  it('research wait answers exit 2 for an unknown job', async () => {
    const run = await svc(['research', 'wait', 'rj_does_not_exist', '--timeout', '1'], env);
    expect(run.code).toBe(2);
    expect(oneLine(run)).toMatch(/^svc: 404: /);
  });

  it('eval prints one summary with per-case decisions and budget_decline_cases', async () => {
    const run = await svc(['eval'], env);
    const summary = JSON.parse(run.stdout);
    console.log('svc eval counts:', JSON.stringify(summary.counts));
    expect(summary.product).toBe('svc_cli_eval_v0');
    expect(summary.cases.map((c: { id: string }) => c.id)).toEqual(['in_scope_chain', 'no_match', 'stale_plan', 'research_pending', 'budget_too_low']);
    expect(summary.counts.budget_decline_cases).toBe(1);
    expect(summary.cases.find((c: { id: string }) => c.id === 'budget_too_low')).toMatchObject({
      status: 'passed',
      decision: 'decline_paid_tool_budget_too_low',
      svc_primitive_calls: 0,
      api_was_worth_spending_budget: false,
    });
    for (const id of ['in_scope_chain', 'no_match', 'stale_plan']) {
      expect(summary.cases.find((c: { id: string }) => c.id === id)?.status, id).toBe('passed');
    }
    expect(summary.counts.failed).toBe(0);
    expect(run.code).toBe(0);
  });

  it('an exhausted activation key is exit 4 with the quota message', async () => {
    const small = await server.activate();
    for (let i = 0; i < 10; i++)
      expect((await server.request('POST', '/api/v1/feedback', { key: small, body: { rating: 'useful', issue_categories: ['other'] } })).status).toBe(200);
    const run = await svc(['feedback', '{"rating": "useful", "issue_categories": ["other"]}'], { SVC_BASE_URL: server.baseUrl, SVC_API_KEY: small });
    expect(run.code).toBe(4);
    expect(oneLine(run)).toMatch(/^svc: 429: quota exceeded: this key has used its hourly limit of 10 requests/);
    const other = await svc(['skills', 'search', 'fill in a fillable PDF form'], { SVC_BASE_URL: server.baseUrl, SVC_API_KEY: small });
    expect(other.code).toBe(4);
  });
});
