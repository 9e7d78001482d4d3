import type { AuthInfo } from '@modelcontextprotocol/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorBody } from '../../contracts/common.js';
import { McpJsonRpcError, McpJsonRpcRequest, McpJsonRpcResponse } from '../../contracts/mcp.js';
import { DomainError } from '../../errors.js';
import type { McpEndpoint } from '../../mcp/endpoint.js';
import type { McpExchange } from '../../mcp/server.js';
import type { SchemaProfile, ToolNaming } from '../../mcp/tools.js';
import { authenticate, type Caller } from '../../operations/caller.js';
import { onFirstUse } from '../../operations/first-use.js';
import { chargeAddress, keyRateLimitHeaders, ThrottledError, type Charge } from '../../operations/limits.js';
import { API_VERSION } from '../openapi.js';
import { sendError } from '../plugins/errors.js';
import { answerPreflight } from './preflight.js';
import { ERROR_MEANINGS } from '../schemas.js';
import type { App, AppContext } from '../types.js';
import { MCP_DESCRIPTION } from './mcp-description.js';

const ALLOW = 'OPTIONS, POST';
const ACCEPT_BOTH = 'application/json, text/event-stream';
/** Request headers a browser MCP client sends; preflight allows exactly these. */
const CORS_REQUEST_HEADERS = 'authorization, content-type, accept, mcp-protocol-version, mcp-method, mcp-name, mcp-session-id, last-event-id, idempotency-key';
const CORS_EXPOSED_HEADERS =
  'mcp-session-id, mcp-protocol-version, www-authenticate, retry-after, ratelimit, ratelimit-policy, ratelimit-limit, ratelimit-remaining, ratelimit-reset, x-request-id';
/**
 * The request headers the SDK reads: content negotiation and MCP's own headers (Mcp-Method,
 * Mcp-Name, Mcp-Param-*, the protocol version). Authentication, Host and Origin are checked here
 * and the body is handed over parsed, so nothing else is copied onto its web Request.
 */
const forSdk = (name: string) => name.startsWith('mcp-') || name === 'content-type' || name === 'last-event-id';

interface RawBody {
  /** The parsed JSON, or undefined when the body is not JSON. */
  value: unknown;
}

const internalError = { ...ErrorBody, description: ERROR_MEANINGS[500] };

function rpcError(reply: FastifyReply, httpStatus: number, code: number, message: string, id: string | number | null = null, data?: unknown): FastifyReply {
  const error = data === undefined ? { code, message } : { code, message, data };
  return reply.code(httpStatus).type('application/json; charset=utf-8').send({ jsonrpc: '2.0', id, error });
}

/**
 * The web-standard Request the SDK reads, with an Accept both transports take (clients that send
 * none must work). It has no body: the SDK is always handed the body already parsed.
 */
function webRequest(request: FastifyRequest): Request {
  const accept = request.headers.accept ?? '';
  const headers: Record<string, string> = { accept: accept.includes('application/json') && accept.includes('text/event-stream') ? accept : ACCEPT_BOTH };
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined && forSdk(name)) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return new Request(`http://${request.headers.host ?? '127.0.0.1'}${request.url}`, { method: 'POST', headers });
}

/** The key of the POST, when it authenticates; an invalid key counts as none (and tools/call says why). */
async function callerOf(ctx: AppContext, authorization: string | undefined): Promise<Caller | null> {
  if (!authorization) return null;
  try {
    return await authenticate(ctx.services, authorization, ctx.now());
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'unauthorized') return null;
    throw error;
  }
}

export async function mcpRoutes(app: App, ctx: AppContext): Promise<void> {
  let loaded: McpEndpoint | null = null;
  const endpoint = onFirstUse(async () => {
    const { createMcpEndpoint } = await import('../../mcp/endpoint.js');
    return (loaded = createMcpEndpoint(ctx.config, (err) => app.log.debug({ err }, 'mcp')));
  });
  app.addHook('onClose', async () => loaded?.close());

  const cors = async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = (await endpoint()).access.corsOrigin(request.headers.origin);
    reply.header('vary', 'origin');
    if (origin) reply.header('access-control-allow-origin', origin).header('access-control-expose-headers', CORS_EXPOSED_HEADERS);
  };

  /** Host and Origin checks; the reply is sent when they fail. */
  const refused = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | null> => {
    const { access } = await endpoint();
    const problem = access.hostProblem(request.headers.host) ?? access.originProblem(request.headers.origin);
    return problem ? rpcError(reply, 403, -32000, problem) : null;
  };

  // Encapsulated so the JSON parser below applies to /mcp only.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, { value: JSON.parse(body as string) as unknown } satisfies RawBody);
      } catch {
        done(null, { value: undefined } satisfies RawBody);
      }
    });

    scope.post(
      '/mcp',
      {
        schema: {
          operationId: 'mcp',
          summary: 'Hosted MCP endpoint (JSON-RPC: initialize or server/discover, tools/list, tools/call)',
          description: MCP_DESCRIPTION,
          tags: ['mcp'],
          security: [{}, { bearerAuth: [] }],
          querystring: {
            type: 'object',
            properties: {
              tool_names: {
                type: 'string',
                enum: ['spec', 'portable'],
                description: 'portable: tools/list names every tool with ^[a-zA-Z0-9_-]{1,64}$ (dots become underscores).',
              },
              schemas: {
                type: 'string',
                enum: ['compact', 'strict'],
                description:
                  'strict: tools/list gives input schemas in the profile that OpenAI strict mode, Anthropic strict tool use and Gemini accept (every field required, optional ones nullable, constraints stated in descriptions). On every URL, tools/call reads a null for an optional argument as the argument left out.',
              },
            },
          },
          body: McpJsonRpcRequest,
          response: {
            200: McpJsonRpcResponse,
            202: { description: 'Notification accepted; no body.' },
            400: {
              ...McpJsonRpcError,
              description: 'Body is not JSON (-32700), not a valid JSON-RPC message or batch (-32600), or an unsupported protocol version.',
            },
            403: { ...McpJsonRpcError, description: 'Host or Origin not allowed (DNS rebinding and cross-site protection).' },
            413: { ...ErrorBody, description: 'Request body larger than the limit.' },
            415: { ...ErrorBody, description: 'Body is not application/json.' },
            429: {
              ...ErrorBody,
              description:
                'JSON-RPC messages without a valid key (each message of a batch) are limited per client address per hour (MCP_ANONYMOUS_PER_HOUR, default 600); see Retry-After and RateLimit. A keyed tools/call over its quota is a tool result with isError instead.',
            },
            500: internalError,
          },
        },
        // The envelope is checked below and by the SDK; the schema above documents it.
        validatorCompiler: () => () => true,
      },
      async (request, reply) => {
        await cors(request, reply);
        if (await refused(request, reply)) return reply;
        const body = request.body as RawBody;
        if (body.value === undefined) return rpcError(reply, 400, -32700, 'Parse error: the request body is not valid JSON');
        const header = (name: string) => (typeof request.headers[name] === 'string' ? request.headers[name] : undefined);
        const problem = (await endpoint()).checkEnvelope(body.value, header('mcp-protocol-version'));
        if (problem) return rpcError(reply, problem.httpStatus, problem.code, problem.message, problem.id, problem.data);

        const authorization = request.headers.authorization;
        const caller = await callerOf(ctx, authorization);
        let anonymous: Charge | null = null;
        if (!caller) {
          try {
            // Each JSON-RPC message counts: a batch of ten is ten requests.
            const messages = Array.isArray(body.value) ? body.value.length : 1;
            const admission = await chargeAddress(ctx.services, 'mcp', request.ip, ctx.now(), messages);
            reply.headers(admission.headers);
            anonymous = admission;
          } catch (error) {
            if (error instanceof ThrottledError) reply.headers(error.headers);
            throw error;
          }
        }

        const query = request.query as { tool_names?: string; schemas?: string };
        const exchange: McpExchange = {
          services: ctx.services,
          version: API_VERSION,
          naming: (query.tool_names === 'portable' ? 'portable' : 'spec') satisfies ToolNaming,
          profile: (query.schemas === 'strict' ? 'strict' : 'compact') satisfies SchemaProfile,
          caller,
          authorization,
          clientAddress: request.ip,
          idempotencyKey: typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : undefined,
          requestId: request.id,
        };
        const authInfo: AuthInfo = { token: caller ? 'bearer' : '', clientId: caller?.accountId ?? 'anonymous', scopes: [], extra: { exchange } };
        const response = await (await endpoint()).serve(webRequest(request), authInfo, body.value);

        if (response.status >= 500) await anonymous?.refund();
        if (caller) reply.headers(keyRateLimitHeaders(caller.quota, ctx.now()));
        response.headers.forEach((value, name) => {
          if (name !== 'content-length') reply.header(name, value);
        });
        reply.code(response.status as 200);
        // The payload, not reply.send(...): a returned reply is awaited as a thenable, at a cost per call.
        return response.body === null ? '' : await response.text();
      },
    );

    scope.options('/mcp', { schema: { hide: true } }, async (request, reply) =>
      answerPreflight(request, reply, (await endpoint()).access, {
        path: '/mcp',
        allow: ALLOW,
        requestHeaders: CORS_REQUEST_HEADERS,
        exposedHeaders: CORS_EXPOSED_HEADERS,
        publicBaseUrl: ctx.config.publicBaseUrl,
      }),
    );

    for (const method of ['GET', 'DELETE'] as const) {
      const what = method === 'GET' ? 'no SSE stream is offered' : 'there are no sessions to end';
      const refuse = async (request: FastifyRequest, reply: FastifyReply) => {
        await cors(request, reply);
        reply.header('allow', ALLOW);
        return sendError(reply, 405, `method ${method} is not allowed on /mcp: the MCP server is stateless and ${what}; send JSON-RPC messages with POST /mcp`);
      };
      scope.route({
        method,
        url: '/mcp',
        // Described in the POST /mcp description: an operation that only ever answers 405 is no operation.
        schema: { hide: true },
        // Refused before the body is read, so a body of any type or size still gets the 405 (onRequest
        // ends the request; the handler is what Fastify requires of a route).
        onRequest: refuse,
        handler: refuse,
      });
    }
  });
}
