import { readBuiltIndex, writeBuiltIndex } from '../../built-indexes.js';
import type { RenderedDocs } from './docs-shell.js';
import { fromStoredCompression, storedCompression, type Precompressed, type StoredCompression } from './precompressed.js';

/**
 * The rendered, compressed docs as `npm run build` stores them: a built index (src/built-indexes.ts)
 * beside the others, under the same signature of its sources (the guide and the site's assets; the
 * page and reference code is the compiled code itself), for the base URL the examples name. Another
 * base URL or a stale signature makes the server render on first use instead.
 */
export const DOCS_INDEX = 'docs-site';

interface Stored {
  base: string;
  rendered: RenderedDocs;
  /** Per page: its compressed forms; the plain bytes are the page itself. */
  compressed: Record<string, StoredCompression>;
}

export function storeBuiltDocs(dir: string, base: string, rendered: RenderedDocs, compressed: Map<string, Precompressed>): void {
  const stored: Stored = {
    base,
    rendered,
    compressed: Object.fromEntries([...compressed].map(([slug, body]) => [slug, storedCompression(body)])),
  };
  writeBuiltIndex(dir, DOCS_INDEX, stored);
}

/** The stored docs when they were built from these sources for this base URL; otherwise undefined. */
export function loadBuiltDocs(base: string): { rendered: RenderedDocs; compressed: Map<string, Precompressed> } | undefined {
  const stored = readBuiltIndex<Stored>(DOCS_INDEX);
  if (stored?.base !== base) return undefined;
  const compressed = new Map<string, Precompressed>();
  for (const [slug, body] of Object.entries(stored.compressed)) {
    const page = stored.rendered.pages[slug];
    if (page === undefined) continue;
    compressed.set(slug, fromStoredCompression(body, Buffer.from(page), 'text/html; charset=utf-8'));
  }
  return { rendered: stored.rendered, compressed };
}
