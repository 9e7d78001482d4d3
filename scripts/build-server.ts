import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

/**
 * Writes dist/server.js, what `npm start` runs: the compiled server (dist/server/main.js, from tsc)
 * and the packages it imports as one module, so a start reads and links one file instead of about
 * 1,700 (the module loader's file lookups were about half of the import's CPU time). Modules the
 * server imports on first use stay separate chunks (dist/server-chunk-*.js), shared with the entry,
 * so they are still read only when a request needs them. Part of `npm run build`.
 * Usage: tsx scripts/build-server.ts
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');

/**
 * Packages that stay in node_modules: a native addon (better-sqlite3), an optional one pg may ask
 * for, and those that start worker threads or read files beside their own code (__dirname).
 */
const EXTERNAL_PACKAGES = ['better-sqlite3', 'pg-native', 'piscina', 'pino', 'thread-stream', '@fastify/swagger'];

/**
 * Compiled modules that locate files from their own import.meta.url (the content pool's worker
 * script, the readers' task tables, the fetch thread's module): imported from their compiled place in dist/, never bundled.
 */
const LOCATED_MODULES = new Set(['fetched/pool.js', 'net/fetch-thread.js', 'launch/content-reader.js', 'proof/content-reader.js'].map((m) => join(dist, m)));

const keepLocatedModules: Plugin = {
  name: 'keep-located-modules',
  setup(b) {
    b.onResolve({ filter: /^\.\.?\// }, (args) => {
      const target = join(args.resolveDir, args.path);
      return LOCATED_MODULES.has(target) ? { path: `./${relative(dist, target)}`, external: true } : undefined;
    });
  },
};

for (const file of readdirSync(dist)) if (/^server(-chunk-[\w-]+)?\.js(\.map)?$/.test(file)) rmSync(join(dist, file));
const result = await build({
  absWorkingDir: root,
  entryPoints: { server: join(dist, 'server', 'main.js') },
  outdir: dist,
  chunkNames: 'server-chunk-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: 'linked',
  external: EXTERNAL_PACKAGES,
  plugins: [keepLocatedModules],
  // Bundled CommonJS packages call require(); an ES module has none of its own.
  banner: { js: "import { createRequire as __serverCreateRequire } from 'node:module';\nconst require = __serverCreateRequire(import.meta.url);" },
  legalComments: 'eof',
  metafile: true,
  logLevel: 'warning',
});
// A bundled module's import.meta.url is its chunk's, in dist/: only data-paths.js (the repository
// root is one folder up from both) and package lookups through createRequire may still use it.
const located = Object.keys(result.metafile.inputs).filter(
  (input) =>
    input.startsWith('dist/') &&
    input !== 'dist/data-paths.js' &&
    readFileSync(join(root, input), 'utf8').replaceAll('createRequire(import.meta.url)', '').includes('import.meta.url'),
);
if (located.length) throw new Error(`these modules find files from their own location; add them to LOCATED_MODULES: ${located.join(', ')}`);
const outputs = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.js'));
console.log(`wrote dist/server.js and ${outputs.length - 1} chunks from ${Object.keys(result.metafile.inputs).length} modules`);
