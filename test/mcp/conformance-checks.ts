import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One check of a conformance scenario, as its checks.json lists it. */
export interface Check {
  id: string;
  status: 'SUCCESS' | 'FAILURE' | 'WARNING' | 'INFO' | 'SKIPPED';
  errorMessage?: string;
}

/**
 * Checks that cannot apply here, each with the reason: they exercise diagnostic tools of the
 * suite's own reference server (test_*), or capabilities this server does not offer (it has tools
 * only: no prompts, resources, logging or client requests).
 */
export const NOT_APPLICABLE: Array<{ scenario: string; check: RegExp; reason: string }> = [
  {
    scenario: 'server-stateless',
    check:
      /^sep-2575-(server-rejects-undeclared-capability|missing-capability-http-400|http-server-no-independent-requests-on-stream|server-no-log-without-loglevel)$/,
    reason: 'needs the reference server diagnostic tools (test_missing_capability, test_streaming_elicitation, test_logging_tool)',
  },
  {
    scenario: 'caching',
    check: /^sep-2549-(prompts-list|resources-list|resources-templates-list)-caching-hints$/,
    reason: 'no prompts or resources capability: those methods are -32601',
  },
];

/** The checks a scenario's run wrote: the one checks.json somewhere under its output folder. */
export function readChecks(dir: string): Check[] {
  const found = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f === 'checks.json' || f.endsWith('/checks.json'));
  if (found.length !== 1) throw new Error(`expected one checks.json in ${dir}, found ${found.length}`);
  return JSON.parse(readFileSync(join(dir, found[0]!), 'utf8')) as Check[];
}

/**
 * What keeps a scenario's run from passing: each failure that is not one of NOT_APPLICABLE's, each
 * warning, and a run in which no check passed (the scenario never reached this server).
 */
export function unmetChecks(scenario: string, checks: Check[]): string[] {
  const unmet = checks
    .filter((c) => (c.status === 'FAILURE' && !NOT_APPLICABLE.some((n) => n.scenario === scenario && n.check.test(c.id))) || c.status === 'WARNING')
    .map((c) => `${c.id} ${c.status}${c.errorMessage ? `: ${c.errorMessage}` : ''}`);
  return checks.some((c) => c.status === 'SUCCESS') ? unmet : [...unmet, 'no check passed'];
}
