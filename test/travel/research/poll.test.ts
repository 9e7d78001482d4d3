import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../../helpers/server.js';
import { startFakeProviders, type FakeProviders } from './fake-providers.js';
import { providerEnv, scope, subject, until } from './support.js';

/** GET /api/v1/travel/research/jobs/{id} over real HTTP; every body is checked against /openapi.json by the harness. */
describe.each(DIALECTS)('research job poll (%s)', (dialect) => {
  let fake: FakeProviders;
  let server: TestServer;
  let owner: string;
  let ownerAccount: string;
  let other: string;

  beforeAll(async () => {
    fake = await startFakeProviders('slow');
    fake.slowMs = 100;
    server = await startServer({ dialect, env: providerEnv(fake.baseUrl, { RESEARCH_POLL_MS: '50' }) });
    owner = await server.activate();
    other = await server.activate();
    ownerAccount = (await server.request<{ account: { id: string } }>('GET', '/api/v1/account/me', { key: owner })).body.account.id;
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  it('shows the owner its job: pending while running, then complete with evidence; polling uses no quota', async () => {
    const out = await server.ctx.research.port.statusFor(subject('poll-test', 'Pollville'), 'async_only', null, scope(ownerAccount));
    const path = out.research_status.poll_url!;
    const first = await server.request('GET', path, { key: owner });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      job_id: out.research_status.job_id,
      status: 'running',
      coverage_mode: 'research_pending',
      safe_to_use_as_final_plan: false,
      destination: { id: 'poll-test', name: 'Pollville' },
    });
    expect(first.body.pending_categories).toEqual(['lodging_areas', 'activities', 'local_transport']);
    expect(first.body.bookability).toMatchObject({ status: 'handoff_required', booking_supported: false, live_airfare: false });
    const remaining = first.headers.get('ratelimit-remaining');
    let last = first;
    await until(async () => {
      last = await server.request('GET', path, { key: owner });
      return last.body.status === 'complete';
    });
    expect(last.body.coverage_mode).toBe('research_complete_enough');
    expect(last.body.evidence.length).toBeGreaterThan(0);
    expect(last.body.next_actions.join(' ')).not.toContain('Poll');
    expect(remaining).not.toBeNull();
    expect(last.headers.get('ratelimit-remaining')).toBe(remaining);
  });

  it("answers 404 with an error body for another account's job and for unknown ids", async () => {
    const out = await server.ctx.research.port.statusFor(subject('private-test', 'Privateville'), 'async_only', null, scope(ownerAccount));
    const foreign = await server.request('GET', out.research_status.poll_url!, { key: other });
    expect(foreign.status).toBe(404);
    expect(Object.keys(foreign.body)).toEqual(['error']);
    const unknown = await server.request('GET', '/api/v1/travel/research/jobs/rj_doesnotexist', { key: owner });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toContain('rj_doesnotexist');
  });

  it('answers 404 for the longest accepted id that is not a job', async () => {
    const res = await server.request('GET', `/api/v1/travel/research/jobs/${'x'.repeat(100)}`, { key: owner });
    expect(res.status).toBe(404);
    expect(Object.keys(res.body)).toEqual(['error']);
  });

  it('requires a key', async () => {
    const res = await server.request('GET', '/api/v1/travel/research/jobs/rj_x');
    expect(res.status).toBe(401);
  });
});
