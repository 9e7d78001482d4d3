import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * Reads a build script's input file and checks it against the SHA-256 the script pins (listed with
 * its source, commit or version in data/README.md), so a rebuild from another copy of the input
 * fails instead of silently changing the shipped data.
 */
export function readPinned(path: string, sha256: string): string {
  const bytes = readFileSync(path);
  const actual = createHash('sha256').update(bytes).digest('hex');
  if (actual !== sha256) throw new Error(`${path}: SHA-256 ${actual}, expected ${sha256} (see data/README.md for the pinned input)`);
  return bytes.toString('utf8');
}
