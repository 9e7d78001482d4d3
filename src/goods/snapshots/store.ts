import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseSnapshot, type LineProblem, type Snapshot } from './parse.js';

/**
 * The marketplace_b snapshot folder: one `<snapshot_id>.jsonl` per authorized snapshot.
 * Reads are cached per file (name, size, mtime) so imports are picked up without a restart.
 */

export interface LoadedSnapshots {
  snapshots: Snapshot[];
  /** Files that failed validation: skipped whole, named so the operator can fix them. */
  rejected: Array<{ file: string; problems: LineProblem[] }>;
}

export class SnapshotFolder {
  private readonly cache = new Map<string, { stamp: string; result: ReturnType<typeof parseSnapshot> }>();

  constructor(readonly dir: string) {}

  load(): LoadedSnapshots {
    const loaded: LoadedSnapshots = { snapshots: [], rejected: [] };
    if (!existsSync(this.dir)) return loaded;
    for (const file of readdirSync(this.dir)
      .filter((f) => f.endsWith('.jsonl'))
      .sort()) {
      const path = join(this.dir, file);
      const stat = statSync(path);
      const stamp = `${stat.size}:${stat.mtimeMs}`;
      let entry = this.cache.get(file);
      if (!entry || entry.stamp !== stamp) {
        entry = { stamp, result: parseSnapshot(readFileSync(path, 'utf8')) };
        this.cache.set(file, entry);
      }
      if (entry.result.ok) loaded.snapshots.push(entry.result.snapshot);
      else loaded.rejected.push({ file, problems: entry.result.problems });
    }
    return loaded;
  }
}

export type ImportResult =
  { ok: true; path: string; snapshotId: string; listingCount: number; replaced: boolean } | { ok: false; problems: LineProblem[]; reason: string };

/**
 * Validates the whole file first; only a fully valid file is written, to a temporary
 * name in the same folder and then renamed into place, so readers never see a partial
 * file and a failed import leaves every existing snapshot as it was.
 */
export function importSnapshotFile(sourcePath: string, dir: string, options: { replace: boolean }): ImportResult {
  const parsed = parseSnapshot(readFileSync(sourcePath, 'utf8'));
  if (!parsed.ok)
    return { ok: false, problems: parsed.problems, reason: `${basename(sourcePath)} has ${parsed.problems.length} problem(s); nothing was imported` };
  const { header, listings } = parsed.snapshot;
  const target = join(dir, `${header.snapshot_id}.jsonl`);
  const replaced = existsSync(target);
  if (replaced && !options.replace) {
    return { ok: false, problems: [], reason: `snapshot ${header.snapshot_id} already exists at ${target}; pass --replace to replace it` };
  }
  mkdirSync(dir, { recursive: true });
  const temp = join(dir, `.${header.snapshot_id}.${randomBytes(6).toString('hex')}.tmp`);
  const body = [header, ...listings].map((record) => JSON.stringify(record)).join('\n') + '\n';
  try {
    writeFileSync(temp, body, { flag: 'wx' });
    renameSync(temp, target);
  } finally {
    rmSync(temp, { force: true });
  }
  return { ok: true, path: target, snapshotId: header.snapshot_id, listingCount: listings.length, replaced };
}
