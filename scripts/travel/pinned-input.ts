import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Reads a build script's input file and checks it against the SHA-256 the script pins (listed with
 * its source, commit or version in data/README.md), so a rebuild from another copy of the input
 * fails instead of silently changing the shipped data.
 */
export function readPinned(path: string, sha256: string, encoding: BufferEncoding = 'utf8'): string {
  return checked(readFileSync(path), path, sha256).toString(encoding);
}

/** A file of a git checkout as it was at the pinned commit (whatever the checkout's HEAD), checked against its SHA-256. */
export function readPinnedAt(gitDir: string, commit: string, path: string, sha256: string, encoding: BufferEncoding = 'utf8'): string {
  const bytes = execFileSync('git', ['-C', gitDir, 'show', `${commit}:${path}`], { maxBuffer: 1 << 27 });
  return checked(bytes, `${path} at ${commit}`, sha256).toString(encoding);
}

/** The folder of npm package `name` under `modules` (a node_modules folder), refused unless it is the pinned version. */
export function pinnedPackage(modules: string, name: string, version: string): string {
  const dir = join(modules, name);
  const found = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
  if (found !== version) throw new Error(`${name} ${found} found in ${modules}; the build is pinned to ${version} (see data/README.md)`);
  return dir;
}

function checked(bytes: Buffer, name: string, sha256: string): Buffer {
  const actual = createHash('sha256').update(bytes).digest('hex');
  if (actual !== sha256) throw new Error(`${name}: SHA-256 ${actual}, expected ${sha256} (see data/README.md for the pinned input)`);
  return bytes;
}
