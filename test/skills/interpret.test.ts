import { describe, expect, it } from 'vitest';
import { interpretQuery } from '../../src/skills/interpret.js';

describe('interpretQuery', () => {
  it('prefers a specific task over a generic verb that comes first', () => {
    const intent = interpretQuery('build a test suite for the web app running on localhost');
    expect(intent.task).toBe('test');
    expect(intent.artifacts).toEqual(['code', 'web_app']);
  });

  it('takes the task said before a colon over one named in the list after it', () => {
    const intent = interpretQuery('write up the incident for the sales team: impact, root cause, follow-ups');
    expect(intent.task).toBe('write');
    expect(intent.artifacts[0]).toBe('internal_message');
    expect(interpretQuery('one more thing: the checkout page is broken').task).toBe('debug');
  });

  it('falls back to the generic task when nothing more specific is said', () => {
    expect(interpretQuery('create slides for the board meeting').task).toBe('create');
  });

  it('lists artifacts in order of appearance and tolerates plural endings', () => {
    expect(interpretQuery('merge two PDFs and put the totals in a spreadsheet').artifacts).toEqual(['pdf', 'spreadsheet']);
  });

  it('matches on word boundaries only', () => {
    const intent = interpretQuery('summarize the appendix of the document');
    expect(intent.artifacts).not.toContain('web_app');
    expect(intent.artifacts).not.toContain('pdf');
  });

  it('reads constraints', () => {
    expect(interpretQuery('offline only: check the svc endpoint with official sources').constraints).toEqual([
      'offline_only',
      'use_svc_api',
      'official_sources_only',
    ]);
  });

  it('does not read "use this service" from the words of a system the asker owns, unless the service is named', () => {
    expect(interpretQuery('wrap our existing REST API as MCP tools').constraints).not.toContain('use_svc_api');
    expect(interpretQuery("the import times out on a supplier's REST endpoint").constraints).not.toContain('use_svc_api');
    expect(interpretQuery('their API endpoint returns 500 since Monday').constraints).not.toContain('use_svc_api');
    expect(interpretQuery("which fields does the service's search endpoint accept").constraints).toContain('use_svc_api');
    expect(interpretQuery('call the MCP tools of this service from our backend').constraints).toContain('use_svc_api');
    expect(interpretQuery('list the MCP tools').constraints).toContain('use_svc_api');
  });

  it('returns null and empty lists when nothing is recognised', () => {
    expect(interpretQuery('zxqv blorp frobnicate')).toEqual({ task: null, artifacts: [], constraints: [] });
  });
});
