import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { dataFilePath } from '../../data-paths.js';

const require = createRequire(import.meta.url);

/** Loads a JSON file shipped in an npm data package (Node 20 needs require for JSON). */
export function packageJson<T>(specifier: string): T {
  return require(specifier) as T;
}

/** The raw text of a file in an npm data package, for files too large to parse into objects. */
export function packageText(specifier: string): string {
  return readFileSync(require.resolve(specifier), 'utf8');
}

/**
 * Installed version of a package, read from the package.json above a file it exports (some packages
 * export neither package.json nor a working main entry: pass one of their exported files).
 */
export function packageVersion(name: string, exportedFile: string = name): string {
  for (let dir = dirname(require.resolve(exportedFile)); dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (pkg.name === name) return pkg.version ?? 'unknown';
  }
  return 'unknown';
}

/** Absolute path of a file or folder under data/geo/. */
export function dataPath(file: string): string {
  return dataFilePath(`geo/${file}`);
}

export function dataText(file: string): string {
  return readFileSync(dataPath(file), 'utf8');
}

/** Loads one of our curated files under data/geo/. */
export function dataJson<T>(file: string): T {
  return JSON.parse(dataText(file)) as T;
}
