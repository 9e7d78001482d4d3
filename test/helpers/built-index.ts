import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeBuiltIndex } from '../../src/built-indexes.js';

/**
 * Writes each content as the built index of its name in a fresh folder, as `npm run build` does, and
 * gives that folder to `check`; the folder is removed after, whether `check` passed or threw.
 */
export function withBuiltIndexes<R>(indexes: Record<string, unknown>, check: (dir: string) => R): R {
  const dir = mkdtempSync(join(tmpdir(), 'svc-indexes-'));
  try {
    for (const [name, content] of Object.entries(indexes)) writeBuiltIndex(dir, name, content);
    return check(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
