import { fileURLToPath } from 'node:url';
import { buildCliBundle, bundleIsStale, bundlePaths } from './cli-bundle.js';

/**
 * Writes dist/svc.mjs, the single-file CLI that GET /cli serves, unless it is newer than every
 * file it was built from. Part of `npm run build`. Usage: tsx scripts/build-cli.ts
 */
const paths = bundlePaths(fileURLToPath(new URL('..', import.meta.url)));
if (bundleIsStale(paths)) {
  const { bytes, inputs } = await buildCliBundle(paths);
  console.log(`wrote ${paths.outFile}: ${(bytes / 1024).toFixed(1)} KiB from ${inputs} inputs`);
}
