import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { buildCliBundle, bundleIsStale, bundlePaths } from '../../cli/bundle.js';
import { sendError } from '../plugins/errors.js';
import type { App, AppContext } from '../types.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Makes sure dist/svc.mjs exists and is newer than its sources, building it when it is not (needs
 * esbuild, a dev dependency; a deployment without it must run `tsx scripts/build-cli.ts` first).
 * Returns the bundle text.
 */
async function ensureBundle(log: App['log']): Promise<string> {
  const paths = bundlePaths(ROOT);
  if (bundleIsStale(paths)) {
    const { bytes } = await buildCliBundle(paths);
    log.info({ bytes }, 'built the CLI bundle dist/svc.mjs');
  }
  return readFile(paths.outFile, 'utf8');
}

/** GET /cli: the svc command as one file, with a header naming this server and this server as its default address. */
export async function cliRoutes(app: App, ctx: AppContext): Promise<void> {
  const base = ctx.config.publicBaseUrl;
  // Started now so the first download does not wait; a failure is reported by the route.
  const bundle = ensureBundle(app.log).then(
    (text) => ({ text, error: null }),
    (err: unknown) => {
      app.log.warn({ err }, 'the CLI bundle could not be built');
      return { text: null, error: err instanceof Error ? err.message : String(err) };
    },
  );

  app.get('/cli', { schema: { hide: true } }, async (_request, reply) => {
    const { text, error } = await bundle;
    if (text === null) return sendError(reply, 503, `the CLI bundle is not available on this server (${error}); build it with "tsx scripts/build-cli.ts"`);
    const newline = text.indexOf('\n');
    const served = JSON.stringify(base);
    const here = `// Downloaded from ${base}/cli. Usage:\n//   curl -s ${base}/cli -o svc && chmod +x svc\n//   SVC_BASE_URL=${base} SVC_API_KEY=svc_live_... ./svc me\n`;
    return reply
      .type('text/javascript; charset=utf-8')
      .header('content-disposition', 'attachment; filename="svc"')
      .send(text.slice(0, newline + 1) + here + text.slice(newline + 1).replace(/(["'])__SVC_SERVED_FROM__\1/, () => served));
  });
}
