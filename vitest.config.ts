import { defineConfig } from 'vitest/config';

/**
 * Files that only call pure modules: no server, no database, no browser, no change to the
 * process's environment or globals. `npm test` runs them in worker processes that each load the
 * module graph once for many files (`--no-isolate`, scripts/test.sh); loading the graph again for
 * every file cost more CPU than these files' tests. A file that starts a server, opens a database or
 * changes process-wide state belongs in the isolated project: new files land there unless listed.
 */
const SHARED_MODULES = [
  'test/travel/engine/**/*.test.ts',
  'test/travel/knowledge/**/*.test.ts',
  'test/travel/geo/**/*.test.ts',
  'test/travel/intent/!(reader-failures).test.ts',
  'test/travel/detail-warnings.test.ts',
  'test/travel/research/{cache,modes,progress,providers}.test.ts',
  'test/goods/!(http|snapshots).test.ts',
  'test/skills/!(http).test.ts',
  'test/launch/{agent-readiness,audit,generate,generated-standards,neutral,validators,verify}.test.ts',
  'test/proof/{case-set,neutral,preflight}.test.ts',
  'test/net/*.test.ts',
  'test/cli/{budget,chain,research-wait}.test.ts',
  'test/mcp/tools-list-size.test.ts',
  'test/security/{body-allowance,fair-scheduler,database-unavailable}.test.ts',
  'test/web/{travel-currency,units}.test.ts',
  'test/text/*.test.ts',
  'test/foundation/import-cycles.test.ts',
];
/**
 * Files that start the service inside the test process and change no process-wide state
 * (environment, globals, module replacements, child processes, browsers). `npm test` runs them in
 * workers that keep their loaded modules from file to file (`--no-isolate`, scripts/test.sh):
 * loading the service's modules cost more CPU than most of these files' tests. Files that measure
 * timing or the content-reading pool's own life stay isolated.
 */
const SHARED_SERVER = [
  'test/discovery/{a2a,agent-readiness}.test.ts',
  'test/foundation/{auth,discovery,errors,flow,key-lookup,metrics,migration-upgrade,operations,quota,retention}.test.ts',
  'test/fuzz/openapi.test.ts',
  'test/goods/http.test.ts',
  'test/launch/{http,self-audit}.test.ts',
  'test/mcp/{detail,endpoint,interop,jsonrpc-details,protocol,strict-schemas,tools}.test.ts',
  'test/proof/http.test.ts',
  'test/security/{business-records,conventions,idempotency-key,login-throttle-concurrency,mcp-batch-limit,open-redirect}.test.ts',
  'test/security/{password-reset-disclosure,planning-years,prototype-names,ratelimit-fields,request-bodies}.test.ts',
  'test/security/{server-errors-keep-quota,travel-demo-budget,unpaired-surrogates}.test.ts',
  'test/skills/http.test.ts',
  'test/travel/{detail-size,http-entry,http-properties,http-route,http-warnings,http,places-http}.test.ts',
  'test/travel/intent/reader-failures.test.ts',
  'test/travel/quality/quality.test.ts',
  'test/travel/research/{poll,search-http,store}.test.ts',
  'test/web/{account-keys,account,auth,billing,dashboard,docs,error-pages,transport}.test.ts',
];
/**
 * Files that measure the event loop, answer latency or reading budgets while they load the
 * service: `npm test` runs them after the others, one at a time, so the suite's own workers do not
 * compete with what they measure.
 */
const TIMING = ['test/security/fetched-content.test.ts', 'test/security/content-fairness.test.ts', 'test/load/mixed.test.ts'];

export default defineConfig({
  test: {
    globalSetup: ['test/helpers/postgres-setup.ts', 'test/helpers/database-templates.ts'],
    // Generous: CI shares two cores with other work, and a test that waits on a real browser,
    // database or child process can be starved for a long while. Hangs still end here.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Most integration files spend their time waiting (PostgreSQL, Chromium, child processes,
    // sockets), so more files than cores run at once; vitest's default (cores - 1) runs one at a
    // time on two cores.
    maxWorkers: 3,
    minWorkers: 1,
    reporters: ['default'],
    // The built service (dist/service.js, which test/helpers/server.ts imports) is loaded by Node,
    // chunks and all, as `npm start` loads it, not compiled again module by module.
    server: { deps: { external: [/\/dist\/service\.js$/] } },
    projects: [
      { extends: true, test: { name: 'shared', include: SHARED_MODULES } },
      { extends: true, test: { name: 'shared-server', include: SHARED_SERVER } },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...SHARED_MODULES, ...SHARED_SERVER, ...TIMING],
        },
      },
      { extends: true, test: { name: 'timing', include: TIMING } },
    ],
  },
});
