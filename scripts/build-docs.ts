/**
 * Renders the public guide, the API reference and the search index, compresses every page at the
 * best level, and stores them in dist/indexes/docs-site.json with the signature of their sources
 * (src/built-indexes.ts) and the base URL (PUBLIC_BASE_URL, else HOST and PORT, as the server derives
 * it). A compiled server whose sources and base URL match serves these pages and no visitor waits for
 * a render; otherwise it renders on first use. Part of `npm run build`.
 * Usage: tsx scripts/build-docs.ts
 */
import { join } from 'node:path';
import { loadConfig } from '../src/config.js';
import { ROOT_DIR } from '../src/data-paths.js';
import { publicGuide } from '../src/server/discovery/documents.js';
import { DOCS_INDEX, storeBuiltDocs } from '../src/server/web/docs-build.js';
import { renderDocs } from '../src/server/web/docs-pages.js';
import { compressPage } from '../src/server/web/docs-site.js';
import type { Precompressed } from '../src/server/web/precompressed.js';

const base = loadConfig(process.env).publicBaseUrl;
const rendered = renderDocs(publicGuide(base));
const compressed = new Map<string, Precompressed>(Object.entries(rendered.pages).map(([slug, page]) => [slug, compressPage(page)]));
storeBuiltDocs(join(ROOT_DIR, 'dist', 'indexes'), base, rendered, compressed);
console.log(`docs for ${base}: ${compressed.size} pages -> dist/indexes/${DOCS_INDEX}.json`);
