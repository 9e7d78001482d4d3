import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

/**
 * Finding: npm warned that better-sqlite3's and esbuild's install scripts were "not yet covered by
 * allowScripts"; once npm skips unapproved scripts by default, a fresh install would have no SQLite
 * driver. Defence: package.json approves exactly the packages whose scripts the install needs.
 */
describe('install scripts', () => {
  it('leaves no installed package with an install script outside allowScripts', async () => {
    const { stdout } = await run('npm', ['install-scripts', 'ls', '--json'], { timeout: 110_000 });
    expect(JSON.parse(stdout)).toEqual({ allowScripts: [] });
  });

  it('allows (not merely reviews) the native SQLite build', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { allowScripts: Record<string, boolean> };
    expect(pkg.allowScripts).toEqual({ 'better-sqlite3': true, esbuild: true });
  });
});
