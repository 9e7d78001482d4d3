import { hasNul } from '../../contracts/input-checks.js';
import { invalidInput } from '../../errors.js';
import type { App } from '../types.js';

/**
 * Refuses the NUL character (U+0000) in a request's path parameters, parsed body and (on routes that
 * read one) query: no text field means it, and PostgreSQL cannot store or even compare text
 * containing it, so it would otherwise surface as a 500 on one dialect only.
 */
export function registerNulGuard(app: App): void {
  app.addHook('preValidation', async (request) => {
    // /mcp answers in JSON-RPC; its tool calls are checked with the operation's input (validateInput).
    if (request.routeOptions.url === '/mcp') return;
    const readsQuery = request.routeOptions.schema?.querystring !== undefined;
    const where = hasNul(request.params) ? 'path' : readsQuery && hasNul(request.query) ? 'query string' : hasNul(request.body) ? 'body' : null;
    if (where) throw invalidInput(`the request ${where} contains the NUL character (\\u0000 or %00); remove it`);
  });
}
