import type { FastifyRequest } from 'fastify';
import secureJson from 'secure-json-parse';
import { invalidInput } from '../../errors.js';
import type { App } from '../types.js';

/**
 * JSON request bodies, parsed so each refusal says what is wrong: the parser's own reason for
 * malformed JSON, and a separate sentence for well-formed JSON that uses a key naming an object
 * prototype (`__proto__`, `constructor.prototype`), which is refused so no code downstream can be
 * tricked into changing a prototype.
 */
export function registerJsonBody(app: App): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request: FastifyRequest, body: string | Buffer, done) => {
    try {
      done(null, parseJsonBody(String(body)));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}

export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') throw invalidInput('request body is empty; send a JSON object (use {} when no field is needed)');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message.slice(0, 160) : 'parse error';
    throw invalidInput(`request body is not valid JSON (${reason})`);
  }
  if (value !== null && typeof value === 'object') {
    try {
      secureJson.scan(value, { protoAction: 'error', constructorAction: 'error' });
    } catch {
      throw invalidInput('request body uses the key "__proto__" or "constructor.prototype", which this API refuses; rename or remove it');
    }
  }
  return value;
}
