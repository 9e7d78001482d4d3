import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Builds the downloadable single-file CLI (dist/svc.mjs, served by GET /cli) with esbuild, and
 * tells whether an existing bundle is older than any file it was built from. Used by
 * scripts/build-cli.ts (`npm run build`) and by the test of GET /cli.
 */
export interface BundlePaths {
  root: string;
  outFile: string;
  /** The input files of the last build (esbuild's metafile), for the staleness check. */
  metaFile: string;
}

export function bundlePaths(root: string): BundlePaths {
  return { root, outFile: join(root, 'dist', 'svc.mjs'), metaFile: join(root, 'dist', 'svc.inputs.json') };
}

const HEADER = `#!/usr/bin/env node
// svc: command-line wrapper for the svc API and hosted MCP endpoint (one file, Node >= 20.19, no dependencies).
//   SVC_BASE_URL=https://your-svc-server SVC_API_KEY=svc_live_... ./svc me
//   ./svc --help            commands, environment and exit codes
// (With Node older than 20.19, save this file as svc.mjs.)
import { createRequire as __svcCreateRequire } from 'node:module';
const require = __svcCreateRequire(import.meta.url);`;

/** True when the bundle is missing or any recorded input changed after it was written. */
export function bundleIsStale(paths: BundlePaths): boolean {
  let built: number;
  let inputs: string[];
  try {
    built = statSync(paths.outFile).mtimeMs;
    inputs = JSON.parse(readFileSync(paths.metaFile, 'utf8')) as string[];
  } catch {
    return true;
  }
  return inputs.some((input) => {
    try {
      return statSync(join(paths.root, input)).mtimeMs > built;
    } catch {
      return true;
    }
  });
}

/** Bundles src/cli/main.ts; writes to a temporary name and renames, so a reader never sees half a file. */
export async function buildCliBundle(paths: BundlePaths): Promise<{ bytes: number; inputs: number }> {
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: paths.root,
    entryPoints: [join(paths.root, 'src/cli/main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    metafile: true,
    legalComments: 'none',
    banner: { js: HEADER },
    logLevel: 'silent',
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error('esbuild produced no output');
  mkdirSync(join(paths.root, 'dist'), { recursive: true });
  const inputs = Object.keys(result.metafile.inputs).map((input) => relative(paths.root, join(paths.root, input)));
  const suffix = `.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(paths.metaFile + suffix, JSON.stringify(inputs));
  writeFileSync(paths.outFile + suffix, output.contents, { mode: 0o755 });
  renameSync(paths.metaFile + suffix, paths.metaFile);
  renameSync(paths.outFile + suffix, paths.outFile);
  return { bytes: output.contents.byteLength, inputs: inputs.length };
}
