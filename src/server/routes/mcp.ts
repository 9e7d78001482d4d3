import type { AuthInfo } from '@modelcontextprotocol/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
import type { App, AppContext } from '../types.js';
import { MCP_POST_SCHEMA } from './mcp-schema.js';

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

type McpAccess = McpEndpoint['access'];

/** The CORS headers of an answer to an allowed browser origin. */
function allowOrigin(access: McpAccess, request: FastifyRequest, reply: FastifyReply): void {
  const origin = access.corsOrigin(request.headers.origin);
  reply.header('vary', 'origin');
  if (origin) reply.header('access-control-allow-origin', origin).header('access-control-expose-headers', CORS_EXPOSED_HEADERS);
}

/** The body as parsed JSON, or undefined when it is not JSON: the route answers that with JSON-RPC's own parse error. */
function parseLeniently(_request: FastifyRequest, body: string | Buffer, done: (err: Error | null, body?: RawBody) => void): void {
  try {
    done(null, { value: JSON.parse(body as string) as unknown });
  } catch {
    done(null, { value: undefined });
  }
}

/** Charges the client address for a POST without a valid key; each JSON-RPC message counts, so a batch of ten is ten requests. */
async function chargeAnonymous(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, messages: number): Promise<Charge> {
  try {
    const admission = await chargeAddress(ctx.services, 'mcp', request.ip, ctx.now(), messages);
    reply.headers(admission.headers);
    return admission;
  } catch (error) {
    if (error instanceof ThrottledError) reply.headers(error.headers);
    throw error;
  }
}

/** What a tool call needs of the HTTP request: who calls, how tools are named and shown, and the request's identifiers. */
function exchangeOf(ctx: AppContext, request: FastifyRequest, caller: Caller | null): McpExchange {
  const query = request.query as { tool_names?: string; schemas?: string };
  const idempotencyKey = request.headers['idempotency-key'];
  return {
    services: ctx.services,
    version: API_VERSION,
    naming: (query.tool_names === 'portable' ? 'portable' : 'spec') satisfies ToolNaming,
    profile: (query.schemas === 'strict' ? 'strict' : 'compact') satisfies SchemaProfile,
    caller,
    authorization: request.headers.authorization,
    clientAddress: request.ip,
    idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
    requestId: request.id,
  };
}

async function answerPost(ctx: AppContext, mcp: McpEndpoint, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | string> {
  allowOrigin(mcp.access, request, reply);
  const refusal = mcp.access.hostProblem(request.headers.host) ?? mcp.access.originProblem(request.headers.origin);
  if (refusal) return rpcError(reply, 403, -32000, refusal);
  const body = request.body as RawBody;
  if (body.value === undefined) return rpcError(reply, 400, -32700, 'Parse error: the request body is not valid JSON');
  const version = request.headers['mcp-protocol-version'];
  const problem = mcp.checkEnvelope(body.value, typeof version === 'string' ? version : undefined);
  if (problem) return rpcError(reply, problem.httpStatus, problem.code, problem.message, problem.id, problem.data);

  const caller = await callerOf(ctx, request.headers.authorization);
  const anonymous = caller ? null : await chargeAnonymous(ctx, request, reply, Array.isArray(body.value) ? body.value.length : 1);
  const exchange = exchangeOf(ctx, request, caller);
  const authInfo: AuthInfo = { token: caller ? 'bearer' : '', clientId: caller?.accountId ?? 'anonymous', scopes: [], extra: { exchange } };
  const response = await mcp.serve(webRequest(request), authInfo, body.value);

  if (response.status >= 500) await anonymous?.refund();
  if (caller) reply.headers(keyRateLimitHeaders(caller.quota, ctx.now()));
  response.headers.forEach((value, name) => {
    if (name !== 'content-length') reply.header(name, value);
  });
  reply.code(response.status as 200);
  // The payload, not reply.send(...): a returned reply is awaited as a thenable, at a cost per call.
  return response.body === null ? '' : await response.text();
}

export async function mcpRoutes(app: App, ctx: AppContext): Promise<void> {
  let loaded: McpEndpoint | null = null;
  const endpoint = onFirstUse(async () => {
    const { createMcpEndpoint } = await import('../../mcp/endpoint.js');
    return (loaded = createMcpEndpoint(ctx.config, (err) => app.log.debug({ err }, 'mcp')));
  });
  app.addHook('onClose', async () => loaded?.close());

  // Encapsulated so the JSON parser below applies to /mcp only.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, parseLeniently);
    scope.post(
      '/mcp',
      // The envelope is checked in answerPost and by the SDK; the schema documents it.
      { schema: MCP_POST_SCHEMA, validatorCompiler: () => () => true },
      async (request, reply) => answerPost(ctx, await endpoint(), request, reply),
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
        allowOrigin((await endpoint()).access, request, reply);
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
