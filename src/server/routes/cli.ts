import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT_DIR } from '../../data-paths.js';
import { sendError } from '../plugins/errors.js';
import type { App, AppContext } from '../types.js';

/** The single-file CLI, built by `npm run build` (which `npm install` runs). */
const BUNDLE = join(ROOT_DIR, 'dist', 'svc.mjs');

/** GET /cli: the svc command as one file, with a header naming this server and this server as its default address. */
export async function cliRoutes(app: App, ctx: AppContext): Promise<void> {
  const base = ctx.config.publicBaseUrl;
  const bundle = readFile(BUNDLE, 'utf8').then(
    (text) => ({ text, error: null }),
    (err: unknown) => {
      app.log.warn({ err }, 'the CLI bundle dist/svc.mjs could not be read');
      return { text: null, error: err instanceof Error ? err.message : String(err) };
    },
  );

  app.get('/cli', { schema: { hide: true } }, async (_request, reply) => {
    const { text, error } = await bundle;
    if (text === null) return sendError(reply, 503, `the CLI bundle is not available on this server (${error}); build it with "npm run build"`);
    const newline = text.indexOf('\n');
    const served = JSON.stringify(base);
    const here = `// Downloaded from ${base}/cli. Usage:\n//   curl -s ${base}/cli -o svc && chmod +x svc\n//   SVC_BASE_URL=${base} SVC_API_KEY=svc_live_... ./svc me\n`;
    return reply
      .type('text/javascript; charset=utf-8')
      .header('content-disposition', 'attachment; filename="svc"')
      .send(text.slice(0, newline + 1) + here + text.slice(newline + 1).replace(/(["'])__SVC_SERVED_FROM__\1/, () => served));
  });
}
