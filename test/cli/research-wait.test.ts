import { afterEach, describe, expect, it } from 'vitest';
import { countingServer, oneLine, svc } from './run.js';

/**
 * The polling loop of `svc research wait`, against a local server that plays a research job's
 * status sequence (the real job route belongs to the travel area; commands.test.ts runs the
 * command against the real server too).
 */
function job(status: string, completed: string[], pending: string[]) {
  return {
    job_id: 'rj_1',
    status,
    destination: { id: 'big-sur', name: 'Big Sur' },
    coverage_mode: status === 'complete' ? 'research_complete_enough' : 'research_pending',
    completed_categories: completed,
    pending_categories: pending,
    evidence: [],
    safe_to_use_as_final_plan: false,
    bookability: {},
    next_actions: [],
  };
}

describe('svc research wait', () => {
  let server: Awaited<ReturnType<typeof countingServer>> | undefined;
  afterEach(async () => server?.close());

  function playing(sequence: Array<ReturnType<typeof job>>) {
    let i = 0;
    return countingServer((req, res) => {
      if (req.headers.authorization !== `Bearer svc_live_${'k'.repeat(40)}`)
        return res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"missing API key"}');
      const body = sequence[Math.min(i++, sequence.length - 1)];
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  }
  const env = (url: string) => ({ SVC_BASE_URL: url, SVC_API_KEY: `svc_live_${'k'.repeat(40)}` });

  it('polls until complete with one progress line per poll on stderr, then prints the final status', async () => {
    server = await playing([job('running', [], ['places', 'weather']), job('partial', ['places'], ['weather']), job('complete', ['places', 'weather'], [])]);
    const run = await svc(['research', 'wait', 'rj_1', '--interval', '0.05'], env(server.url));
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).status).toBe('complete');
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^research rj_1: running \(0\/2 categories complete; pending: places, weather\) \d+\.\ds$/);
    expect(lines[2]).toMatch(/^research rj_1: complete \(2\/2 categories complete\)/);
    expect(server.requests).toEqual(Array(3).fill('GET /api/v1/travel/research/jobs/rj_1'));
  });

  it('stops at --timeout with exit 8, still printing the last status', async () => {
    server = await playing([job('running', [], ['places'])]);
    // Two seconds of 50 ms polls: several polls even when the machine is busy.
    const run = await svc(['research', 'wait', 'rj_1', '--timeout', '2', '--interval', '0.05'], env(server.url));
    expect(run.code).toBe(8);
    expect(JSON.parse(run.stdout).status).toBe('running');
    expect(run.stderr.trim().split('\n').at(-1)).toMatch(/^svc: research job rj_1 is still running after \d+ s \(--timeout\)/);
    expect(server.requests.length).toBeGreaterThanOrEqual(2);
  });

  it('a failed job is exit 8 after one poll', async () => {
    server = await playing([job('failed', [], [])]);
    const run = await svc(['research', 'wait', 'rj_1'], env(server.url));
    expect(run.code).toBe(8);
    expect(server.requests).toHaveLength(1);
  });

  it('a 401 from the job route is exit 3', async () => {
    server = await playing([job('running', [], [])]);
    const run = await svc(['research', 'wait', 'rj_1'], { SVC_BASE_URL: server.url, SVC_API_KEY: `svc_live_${'z'.repeat(40)}` });
    expect(run.code).toBe(3);
    expect(oneLine(run)).toBe('svc: 401: missing API key');
  });
});
