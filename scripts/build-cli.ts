import { fileURLToPath } from 'node:url';
import { buildCliBundle, bundlePaths } from '../src/cli/bundle.js';

/** Writes dist/svc.mjs, the single-file CLI that GET /cli serves. Usage: tsx scripts/build-cli.ts */
const paths = bundlePaths(fileURLToPath(new URL('..', import.meta.url)));
const { bytes, inputs } = await buildCliBundle(paths);
console.log(`wrote ${paths.outFile}: ${(bytes / 1024).toFixed(1)} KiB from ${inputs} inputs`);
