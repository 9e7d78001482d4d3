import { unstorableCharacter } from '../../contracts/input-checks.js';
import { invalidInput } from '../../errors.js';
import type { App } from '../types.js';

/**
 * Refuses the NUL character (U+0000) and unpaired UTF-16 surrogates in a request's path parameters,
 * parsed body and (on routes that read one) query: no text field means them, and PostgreSQL cannot
 * store or even compare such text, so it would otherwise surface as a 500 on one dialect only.
 */
export function registerUnstorableTextGuard(app: App): void {
  app.addHook('preValidation', async (request) => {
    // /mcp answers in JSON-RPC; its tool calls are checked with the operation's input (validateInput).
    if (request.routeOptions.url === '/mcp') return;
    const readsQuery = request.routeOptions.schema?.querystring !== undefined;
    const found: Array<[string, string | null]> = [
      ['path', unstorableCharacter(request.params)],
      ['query string', readsQuery ? unstorableCharacter(request.query) : null],
      ['body', unstorableCharacter(request.body)],
    ];
    const first = found.find(([, what]) => what !== null);
    if (first) throw invalidInput(`the request ${first[0]} contains ${first[1]}; remove it`);
  });
}
