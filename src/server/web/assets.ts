import { readFileSync, readdirSync } from 'node:fs';
import { extname } from 'node:path';
import { readBuiltIndex } from '../../built-indexes.js';
import { assetsUrl } from '../../data-paths.js';
import { minifiedAssets } from './asset-minify.js';
import { contentHash, fromStoredCompression, precompress, storedCompression, type Precompressed, type StoredCompression } from './precompressed.js';

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

function typeOf(plain: string): string {
  const type = TYPES.get(extname(plain));
  if (!type) throw new Error(`no content type for asset ${plain}`);
  return type;
}

function publish(plain: string, body: Precompressed): string {
  // An earlier version stays reachable: a page still open in a browser may ask for it.
  const asset = { name: fingerprinted(plain, body.identity), body };
  byPlainName.set(plain, asset);
  byName.set(asset.name, asset);
  return `/assets/${asset.name}`;
}

/** Adds an asset (a file or one built at start, such as the docs search index) and returns its URL. */
export const publishAsset = (plain: string, bytes: Buffer | string): string => publish(plain, precompress(bytes, typeOf(plain)));

/**
 * The built index of the site's files as visitors get them (src/built-indexes.ts): each style
 * sheet and script minified, every file compressed at the best levels, so a compiled server
 * compresses none of them at run time.
 */
export const SITE_ASSETS_INDEX = 'site-assets';

/** A file under assets/ as the built index stores it: its served bytes (base64) and their compressed forms. */
type StoredAsset = StoredCompression & { identity: string };

/** Every file under assets/ as served: style sheets and scripts minified, then each compressed (what `npm run build` stores). */
export function builtAssets(): Record<string, StoredAsset> {
  const minified = minifiedAssets();
  const built: Record<string, StoredAsset> = {};
  for (const name of readdirSync(assetsDir).sort()) {
    if (!TYPES.has(extname(name))) continue;
    const body = precompress(minified[name] ?? readFileSync(new URL(name, assetsDir)), typeOf(name));
    built[name] = { identity: body.identity.toString('base64'), ...storedCompression(body) };
  }
  return built;
}

let shippedLoaded = false;

/**
 * Read (and, without a current build, minified and compressed) on first use, not at import: a
 * process that answers only the API (or a test that never asks for a page) pays for none of it.
 */
function loadShipped(): void {
  if (shippedLoaded) return;
  shippedLoaded = true;
  // Built from the same assets/ or made now (the index is signed with the files under assets/), so it has every file.
  const built = readBuiltIndex<Record<string, StoredAsset>>(SITE_ASSETS_INDEX) ?? builtAssets();
  for (const [name, stored] of Object.entries(built)) publish(name, fromStoredCompression(stored, Buffer.from(stored.identity, 'base64'), typeOf(name)));
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
