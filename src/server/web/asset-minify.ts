import type * as Esbuild from 'esbuild';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname } from 'node:path';
import { assetsUrl } from '../../data-paths.js';

/*
 * The site's style sheets and scripts as visitors get them: minified by esbuild (whitespace,
 * comments, local names), which parses them as a browser does, so no string, template or regular
 * expression is mistaken for a comment. `npm run build` stores the result, compressed, as a built
 * index (assets.ts); the code run from source, or a build older than assets/, minifies here.
 */

const LOADERS: ReadonlyMap<string, 'css' | 'js'> = new Map([
  ['.css', 'css'],
  ['.js', 'js'],
]);

/**
 * esbuild, a build tool (a devDependency, which tsx also brings): required by name only when assets
 * are minified, so the server bundle neither holds it nor loads it when the built index is current.
 */
const esbuild = (): typeof Esbuild => createRequire(import.meta.url)('esbuild') as typeof Esbuild;

/**
 * The minified text of each style sheet and script under assets/, by file name. No source map: the
 * served files name none, and assets/ holds what they were made from. Legal comments (`/*!`) stay.
 */
export function minifiedAssets(): Record<string, string> {
  const { transformSync } = esbuild();
  const minified: Record<string, string> = {};
  const names = readdirSync(assetsUrl('')).filter((file) => LOADERS.has(extname(file)));
  for (const name of names.sort()) {
    const source = readFileSync(assetsUrl(name), 'utf8');
    // Served as UTF-8, so characters stay as written instead of growing into escapes.
    minified[name] = transformSync(source, { loader: LOADERS.get(extname(name)), minify: true, charset: 'utf8', sourcefile: `assets/${name}` }).code;
  }
  return minified;
}
