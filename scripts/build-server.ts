import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

/**
 * Writes dist/server.js, what `npm start` runs: the compiled server (dist/server/main.js, from tsc)
 * and the packages it imports, bundled, so a start reads and links the entry and the chunks it
 * imports (dist/server-chunk-*.js) instead of every package's files one by one (the module loader's
 * file lookups were much of the import's CPU time). Modules the server imports on first use are
 * further chunks, still read only when a request needs them. The same build writes dist/service.js
 * from dist/server/service.js, the parts main.js composes, for programs that start the service inside
 * their own process (the tests' in-process servers): its code is the entry's, in the chunks they
 * share. Part of `npm run build`.
 * Usage: tsx scripts/build-server.ts
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');

/**
 * Packages that stay in node_modules: a native addon (better-sqlite3), an optional one pg may ask
 * for, and those that start worker threads or read files beside their own code (__dirname). pino
 * and @fastify/swagger are bundled: they do either only for what this server never asks of them
 * (pino's transports; swagger's static mode, and the default title it reads from its own
 * package.json, which our info replaces), and loading them file by file cost CPU at every start. light-my-request stays out as Fastify requires it only inside `inject`, on its call.
 */
const EXTERNAL_PACKAGES = ['better-sqlite3', 'pg-native', 'piscina', 'thread-stream', 'light-my-request'];

/**
 * Packages that bundled ones require at their top level but use only in calls this server makes
 * rarely or never: yaml (@fastify/swagger's YAML form of the description), mime-db (@fastify/compress's
 * lookup of a content type its own pattern does not name; JSON, HTML and text never get there) and
 * @opentelemetry/api (prom-client's default CPU metric, which is not collected). Each is bundled as a
 * stand-in that requires the package from node_modules at the first read of one of its exports, so
 * its code is not compiled at every start.
 */
const ON_FIRST_USE = new Set(['yaml', 'mime-db', '@opentelemetry/api']);

const loadOnFirstUse: Plugin = {
  name: 'load-on-first-use',
  setup(b) {
    b.onResolve({ filter: /^[@\w]/ }, (args) => {
      if (!ON_FIRST_USE.has(args.path)) return undefined;
      // The stand-in's own require is of the package itself, left to Node.
      return args.namespace === 'on-first-use' ? { path: args.path, external: true } : { path: args.path, namespace: 'on-first-use' };
    });
    b.onLoad({ filter: /.*/, namespace: 'on-first-use' }, (args) => ({
      contents: `let real;\nmodule.exports = new Proxy({}, { get: (_, name) => (real ??= require(${JSON.stringify(args.path)}))[name] });\n`,
      loader: 'js',
    }));
  },
};

/**
 * readable-stream is a copy of Node's own streams for older runtimes; @fastify/compress takes its
 * Readable (for Readable.from) and Transform from it at its top level. Node 24's own classes answer
 * those calls the same, so the bundle takes them from node:stream instead of carrying the copy and
 * its shims. Only @fastify/compress's imports are redirected: another package that asks for
 * readable-stream gets the copy it asked for.
 */
const COMPRESS_DIR = `${join('node_modules', '@fastify', 'compress')}/`;

const streamsFromNode: Plugin = {
  name: 'streams-from-node',
  setup(b) {
    b.onResolve({ filter: /^readable-stream$/ }, (args) => (args.importer.includes(COMPRESS_DIR) ? { path: 'node:stream', external: true } : undefined));
  },
};

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

for (const file of readdirSync(dist)) if (/^(server(-chunk-[\w-]+)?|service)\.js(\.map)?$/.test(file)) rmSync(join(dist, file));
const result = await build({
  absWorkingDir: root,
  entryPoints: { server: join(dist, 'server', 'main.js'), service: join(dist, 'server', 'service.js') },
  outdir: dist,
  chunkNames: 'server-chunk-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node26',
  // esbuild does not count Node among the runtimes that read \p{...} in a regular expression literal
  // and would rewrite each such literal as `new RegExp(...)`, a new object parsed at every call (the
  // tokenizer's capital check and the readers' letter tests run per token). Node reads them.
  supported: { 'regexp-unicode-property-escapes': true },
  sourcemap: 'linked',
  external: EXTERNAL_PACKAGES,
  plugins: [keepLocatedModules, loadOnFirstUse, streamsFromNode],
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
for (const file of outputs) writeFileSync(join(root, file), asciiOnly(readFileSync(join(root, file), 'utf8'), file));
console.log(`wrote dist/server.js, dist/service.js and ${outputs.length - 2} chunks from ${Object.keys(result.metafile.inputs).length} modules`);

/**
 * The output with every character above U+007F written as a \u escape. esbuild escapes strings and
 * names but leaves regular expression literals, tagged templates and comments as written, and one
 * dash or quote there makes Node decode the whole module at every start into a string of two bytes
 * per character by its slow path. An escape means the same character in
 * a regular expression, in a template's cooked text (what every tag here reads) and in a comment;
 * one after a backslash would not, so the build stops there instead.
 */
function asciiOnly(code: string, file: string): string {
  return code.replace(/[^\0-\x7f]/g, (c, at: number) => {
    if (code[at - 1] === '\\') throw new Error(`${file}: a non-ASCII character after a backslash at ${at}; escape it in its source`);
    return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}
