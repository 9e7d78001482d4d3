import { readdirSync, readFileSync, statSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { COMPILED_INDEX_DIR, ROOT_DIR } from './data-paths.js';

/**
 * Indexes that `npm run build` computes from the shipped data (scripts/build-indexes.ts) and the
 * compiled server reads with one read, instead of deriving them at every start. Each records the
 * signature of the sources it was built from; a server whose data/ (or lockfile, or Node's time-zone
 * data) differs from that computes from the sources as the code run from source always does.
 */
interface IndexFile<T> {
  built_by: string;
  sources: string;
  content: T;
}

/**
 * Size and modification time of every file under the given folders (data/ by default) and of the
 * lockfile, with Node's time-zone data version: any edit, checkout or package change makes a built
 * index stale. Stat only (about 2 ms), where hashing the 21 MB of data would cost more than some
 * indexes save.
 */
export function sourcesSignature(folders: readonly string[] = ['data']): string {
  const hash = createHash('sha256').update(`tz ${process.versions.tz ?? ''}\n`);
  const files = folders.flatMap((folder) => readdirSync(join(ROOT_DIR, folder), { recursive: true, encoding: 'utf8' }).map((f) => join(folder, f))).sort();
  for (const file of [...files, 'package-lock.json']) {
    const s = statSync(join(ROOT_DIR, file), { throwIfNoEntry: false });
    if (s?.isFile()) hash.update(`${file} ${s.size} ${s.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

const fileOf = (dir: string, name: string) => join(dir, `${name}.json`);

export function writeBuiltIndex<T>(dir: string, name: string, content: T, sources = sourcesSignature()): void {
  mkdirSync(dir, { recursive: true });
  const file: IndexFile<T> = { built_by: 'scripts/build-indexes.ts from the files under data/; do not edit', sources, content };
  writeFileSync(fileOf(dir, name), JSON.stringify(file));
}

let signature: string | undefined;

/**
 * A built index's content, or undefined when there is none (the code runs from source, or nothing
 * was built) or it was built from other sources (said once in a log line, as the start is slower).
 */
export function readBuiltIndex<T>(name: string, dir: string | null = COMPILED_INDEX_DIR, sources?: string): T | undefined {
  if (!dir || !existsSync(fileOf(dir, name))) return undefined;
  const file = JSON.parse(readFileSync(fileOf(dir, name), 'utf8')) as IndexFile<T>;
  const expected = sources ?? (signature ??= sourcesSignature());
  if (file.sources === expected) return file.content;
  console.error(
    JSON.stringify({
      level: 'warn',
      msg: `built index ${name} was built from other sources (data/, the lockfile or Node's time-zone data changed since npm run build): computing it from them`,
    }),
  );
  return undefined;
}
