import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

/**
 * Finding: npm warned that install scripts were "not yet covered by allowScripts"; once npm skips
 * unapproved scripts by default, a fresh install would miss what they do. Defence: package.json
 * approves exactly the packages whose scripts the install needs (esbuild), and declines the SQLite
 * driver's implicit native build (it ships prebuilt Node-API binaries) and the scripts of two
 * development packages that do nothing the project needs (@google/genai's no-op preinstall,
 * protobufjs's postinstall version notice).
 */
describe('install scripts', () => {
  it('leaves no installed package with an install script outside allowScripts', async () => {
    const { stdout } = await run('npm', ['install-scripts', 'ls', '--json'], { timeout: 110_000 });
    expect(JSON.parse(stdout)).toEqual({ allowScripts: [] });
  });

  it('allows (not merely reviews) exactly the scripts the install needs', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { allowScripts: Record<string, boolean> };
    expect(pkg.allowScripts).toEqual({ '@google/genai': false, 'better-sqlite3': false, esbuild: true, protobufjs: false });
  });
});
