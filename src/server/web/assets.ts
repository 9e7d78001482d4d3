import { readFileSync, readdirSync } from 'node:fs';
import { extname } from 'node:path';
import { readBuiltIndex } from '../../built-indexes.js';
import { assetsUrl } from '../../data-paths.js';
import { minifiedAssets, SITE_ASSETS_INDEX } from './asset-minify.js';
import { contentHash, precompress, type Precompressed } from './precompressed.js';

const assetsDir = assetsUrl('');
const TYPES: ReadonlyMap<string, string> = new Map([
  ['.css', 'text/css; charset=utf-8'],
  ['.js', 'text/javascript; charset=utf-8'],
  ['.json', 'application/json; charset=utf-8'],
  ['.svg', 'image/svg+xml'],
  ['.png', 'image/png'],
]);

export interface Asset {
  /** The fingerprinted name (`site.3f9a….css`): its bytes never change, so it is cached for good. */
  name: string;
  body: Precompressed;
}

const byPlainName = new Map<string, Asset>();
const byName = new Map<string, Asset>();

function fingerprinted(plain: string, bytes: Buffer): string {
  const ext = extname(plain);
  return `${plain.slice(0, -ext.length)}.${contentHash(bytes)}${ext}`;
}

/** Adds an asset (a file or one built at start, such as the docs search index) and returns its URL. */
export function publishAsset(plain: string, bytes: Buffer | string): string {
  const type = TYPES.get(extname(plain));
  if (!type) throw new Error(`no content type for asset ${plain}`);
  const body = precompress(bytes, type);
  // An earlier version stays reachable: a page still open in a browser may ask for it.
  const asset = { name: fingerprinted(plain, body.identity), body };
  byPlainName.set(plain, asset);
  byName.set(asset.name, asset);
  return `/assets/${asset.name}`;
}

let shippedLoaded = false;

/**
 * Read and compressed on first use, not at import: a process that answers only the API (or a
 * test that never asks for a page) does not pay for compressing the site's files.
 */
function loadShipped(): void {
  if (shippedLoaded) return;
  shippedLoaded = true;
  // Built from the same assets/ or made now (the index is signed with the files under assets/), so it has every style sheet and script.
  const minified = readBuiltIndex<Record<string, string>>(SITE_ASSETS_INDEX) ?? minifiedAssets();
  for (const name of readdirSync(assetsDir)) if (TYPES.has(extname(name))) publishAsset(name, minified[name] ?? readFileSync(new URL(name, assetsDir)));
}

/** A shipped or published asset by its plain name; a name that is neither is a programming error. */
export function asset(plain: string): Asset {
  loadShipped();
  const found = byPlainName.get(plain);
  if (!found) throw new Error(`no such asset: ${plain}`);
  return found;
}

/** The URL pages link to: the fingerprinted name. */
export const assetUrl = (plain: string) => `/assets/${asset(plain).name}`;

/**
 * The asset a request names: by fingerprinted name (immutable) or by its plain name (for links
 * kept from before fingerprints, revalidated by ETag).
 */
export function findAsset(name: string): { asset: Asset; immutable: boolean } | undefined {
  loadShipped();
  const exact = byName.get(name);
  if (exact) return { asset: exact, immutable: true };
  const plain = byPlainName.get(name);
  return plain ? { asset: plain, immutable: false } : undefined;
}
