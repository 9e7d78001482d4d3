import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ROOT_DIR } from '../../data-paths.js';
import type { RenderedDocs } from './docs-shell.js';
import type { Precompressed } from './precompressed.js';

/** Where `npm run build` stores the rendered, compressed docs. */
const BUILT = join(ROOT_DIR, 'dist', 'docs-site.json');

/**
 * What the rendered docs are made from: the guide, the site's assets, the page and reference code,
 * the operation table and contracts (the reference is generated from them) and the locked package
 * versions (markdown-it, highlight.js). A change to any of them, or another base URL (the examples
 * name it), makes a stored build stale: the server then renders on first use instead.
 */
const SOURCES = [
  'docs/guide.md',
  'assets',
  'src/server/web',
  'src/server/discovery',
  'src/operations',
  'src/contracts',
  'node_modules/markdown-it/package.json',
  'node_modules/highlight.js/package.json',
];

function sourceFiles(path: string): string[] {
  const full = join(ROOT_DIR, path);
  if (!existsSync(full) || !statSync(full).isDirectory()) return [path];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((name) => join(path, name))
    .filter((name) => statSync(join(ROOT_DIR, name)).isFile())
    .sort();
}

export function docsSignature(base: string): string {
  const hash = createHash('sha256').update(`${base}\0`);
  for (const file of SOURCES.flatMap(sourceFiles)) {
    const full = join(ROOT_DIR, file);
    hash
      .update(`${file}\0`)
      .update(existsSync(full) ? readFileSync(full) : 'missing')
      .update('\0');
  }
  return hash.digest('base64url');
}

interface Stored {
  signature: string;
  rendered: RenderedDocs;
  /** Per page: its ETag and its Brotli and gzip bytes (base64); the plain bytes are the page itself. */
  compressed: Record<string, { etag: string; br: string; gzip: string }>;
}

export function storeBuiltDocs(base: string, rendered: RenderedDocs, compressed: Map<string, Precompressed>): string {
  const stored: Stored = {
    signature: docsSignature(base),
    rendered,
    compressed: Object.fromEntries(
      [...compressed].map(([slug, body]) => [slug, { etag: body.etag, br: body.br.toString('base64'), gzip: body.gzip.toString('base64') }]),
    ),
  };
  mkdirSync(dirname(BUILT), { recursive: true });
  writeFileSync(BUILT, JSON.stringify(stored));
  return BUILT;
}

/** The stored docs when they were built from these sources for this base URL; otherwise undefined. */
export function loadBuiltDocs(base: string): { rendered: RenderedDocs; compressed: Map<string, Precompressed> } | undefined {
  if (!existsSync(BUILT)) return undefined;
  const stored = JSON.parse(readFileSync(BUILT, 'utf8')) as Stored;
  if (stored.signature !== docsSignature(base)) return undefined;
  const compressed = new Map<string, Precompressed>();
  for (const [slug, body] of Object.entries(stored.compressed)) {
    const page = stored.rendered.pages[slug];
    if (page === undefined) continue;
    compressed.set(slug, {
      type: 'text/html; charset=utf-8',
      etag: body.etag,
      identity: Buffer.from(page),
      br: Buffer.from(body.br, 'base64'),
      gzip: Buffer.from(body.gzip, 'base64'),
    });
  }
  return { rendered: stored.rendered, compressed };
}
