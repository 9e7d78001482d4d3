import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../errors.js';
import { bearerToken } from '../../operations/caller.js';
import { OPERATIONS } from '../../operations/index.js';
import { invoke, type Outcome } from '../../operations/invoke.js';
import type { Charge } from '../../operations/limits.js';
import type { Operation } from '../../operations/types.js';
import { bearerSecurity, responses } from '../schemas.js';
import type { App, AppContext } from '../types.js';

/** Errors every operation can answer with, by how it is called. */
function errorStatuses(op: Operation): number[] {
  const statuses = op.method === 'POST' ? [400, 413, 415, 429, 503] : [429, 503];
  if (op.auth === 'bearer') statuses.push(401);
  if (op.idempotent) statuses.push(409);
  return [...new Set([...statuses, ...(op.errors ?? [])])].sort((a, b) => a - b);
}

/** The Fastify route schema of an operation: what @fastify/swagger turns into its OpenAPI entry. */
export function routeSchema(op: Operation) {
  return {
    operationId: op.id,
    summary: op.summary,
    description: op.description,
    tags: [op.tag],
    // Public operations say so explicitly: no security requirement at all.
    security: op.auth === 'bearer' ? bearerSecurity : [],
    ...(op.method === 'POST' ? { body: op.input } : Object.keys(op.input.properties ?? {}).length ? { params: op.input } : {}),
    ...(op.idempotent ? { headers: IDEMPOTENCY_HEADER } : {}),
    response: responses(op.output, errorStatuses(op), op.okStatus ?? 200),
  };
}

const IDEMPOTENCY_HEADER = {
  type: 'object',
  properties: {
    'idempotency-key': {
      type: 'string',
      minLength: 1,
      maxLength: 255,
      description:
        'Optional. The first response to a key (per account, kept 24 hours) is replayed, with Idempotent-Replayed: true, to a retry with the same body; the same key with another body is a 409. A call that failed on the server side (5xx) or was refused before it ran (401, 400, 429) keeps nothing.',
    },
  },
};

/** Charges of answers still being sent, given back when sending fails with a 5xx. */
const pending = new WeakMap<FastifyRequest, Charge>();

/**
 * Up to this many characters, text already serialised goes out as a string: Node joins it to the
 * header into one string chunk, which costs less than a header string and a buffer (measured on
 * the account answer, about 1 KB). Longer text goes out as bytes encoded once: as a string it
 * would be measured for Content-Length and then encoded again by the socket write.
 */
const STRING_BODY_MAX = 16 * 1024;

/**
 * Sets the outcome's status and headers and gives back the payload for the handler to return.
 * Returning the reply itself instead would make Fastify wait on it as a thenable, which costs a
 * stream-end listener per request.
 */
function answer(reply: FastifyReply, outcome: Outcome): unknown {
  for (const [name, value] of Object.entries(outcome.headers)) reply.header(name, value);
  if (!outcome.ok) throw outcome.error;
  if (outcome.charge) pending.set(reply.request, outcome.charge);
  reply.code(outcome.status);
  if (outcome.json === null) return outcome.body;
  reply.type('application/json; charset=utf-8');
  return outcome.json.length <= STRING_BODY_MAX ? outcome.json : Buffer.from(outcome.json);
}

/**
 * One REST route per operation, generated from the operation table. Input is validated by
 * invoke (the same validator MCP uses), so Fastify's own validation is switched off here; the
 * route schemas stay for the OpenAPI description and the response allow-lists.
 */
export async function apiRoutes(app: App, ctx: AppContext): Promise<void> {
  app.addHook('onResponse', async (request, reply) => {
    const charge = pending.get(request);
    if (charge && reply.statusCode >= 500) await charge.refund();
  });
  for (const op of OPERATIONS) {
    app.route({
      method: op.method,
      url: op.path,
      schema: routeSchema(op),
      validatorCompiler: () => () => true,
      // A POST with a missing or malformed key is refused before its body is read; the key itself is checked by invoke.
      onRequest: op.auth === 'bearer' && op.method === 'POST' ? async (request) => refuseWithoutBearer(request.headers.authorization) : undefined,
      handler: async (request, reply) => {
        const input = op.method === 'POST' ? request.body : request.params;
        const outcome = await invoke(
          ctx.services,
          op,
          {
            surface: 'REST',
            requestId: request.id,
            clientAddress: request.ip,
            authorization: request.headers.authorization,
            idempotencyKey: headerValue(request.headers['idempotency-key']),
          },
          input,
        );
        return answer(reply, outcome);
      },
    });
  }
}

function refuseWithoutBearer(header: string | undefined): void {
  const parsed = bearerToken(header);
  if ('problem' in parsed) throw new DomainError('unauthorized', parsed.problem);
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value;
}
