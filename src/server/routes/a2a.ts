import type { FastifyReply, FastifyRequest } from 'fastify';
import { A2A_PATH, A2A_PROTOCOL_VERSION, agentMessage, readMessage } from '../../a2a/message.js';
import { newId } from '../../ids.js';
import { onFirstUse } from '../../operations/first-use.js';
import { invoke } from '../../operations/invoke.js';
import { sendError } from '../plugins/errors.js';
import { answerPreflight } from './preflight.js';
import type { App, AppContext } from '../types.js';

/** A2A 1.0 JSON-RPC error codes (the A2A specification, section "Error codes"). */
const CODE = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  taskNotFound: -32001,
  pushNotSupported: -32003,
  unsupported: -32004,
  extendedCardNotConfigured: -32007,
  versionNotSupported: -32009,
};

/** Methods of A2A 1.0 that svc answers with a fixed error: it replies to every message at once and keeps no tasks. */
const FIXED = new Map<string, { code: number; message: string }>(
  Object.entries({
    GetTask: { code: CODE.taskNotFound, message: 'task not found: svc answers every message directly and keeps no tasks' },
    CancelTask: { code: CODE.taskNotFound, message: 'task not found: svc answers every message directly and keeps no tasks' },
    ListTasks: { code: CODE.unsupported, message: 'svc keeps no tasks to list' },
    SubscribeToTask: { code: CODE.unsupported, message: 'streaming is not supported (capabilities.streaming is false)' },
    SendStreamingMessage: { code: CODE.unsupported, message: 'streaming is not supported (capabilities.streaming is false); use SendMessage' },
    CreateTaskPushNotificationConfig: { code: CODE.pushNotSupported, message: 'push notifications are not supported' },
    GetTaskPushNotificationConfig: { code: CODE.pushNotSupported, message: 'push notifications are not supported' },
    ListTaskPushNotificationConfigs: { code: CODE.pushNotSupported, message: 'push notifications are not supported' },
    DeleteTaskPushNotificationConfig: { code: CODE.pushNotSupported, message: 'push notifications are not supported' },
    GetExtendedAgentCard: { code: CODE.extendedCardNotConfigured, message: 'there is no extended agent card; /.well-known/agent-card.json is the whole card' },
  }),
);

type RpcId = string | number | null;

const rpcReply = (reply: FastifyReply, payload: Record<string, unknown>) =>
  reply.type('application/json; charset=utf-8').send(JSON.stringify({ jsonrpc: '2.0', ...payload }));
const rpcError = (reply: FastifyReply, id: RpcId, code: number, message: string) => rpcReply(reply, { id, error: { code, message } });

/**
 * A2A 1.0 over JSON-RPC at POST /a2a. SendMessage runs one operation (see src/a2a/message.ts)
 * through invoke, with the caller's bearer key, quota and request record exactly as on REST and
 * MCP, and answers with a Message, never a Task. Missing or invalid keys and spent quotas are
 * HTTP-level failures (401, 429 with the usual headers and {"error"} body); everything else is a
 * JSON-RPC error in a 200.
 */
const ALLOW = 'OPTIONS, POST';
const CORS_REQUEST_HEADERS = 'authorization, content-type, accept, a2a-version, a2a-extensions';
const CORS_EXPOSED_HEADERS = 'www-authenticate, retry-after, ratelimit, ratelimit-policy, ratelimit-limit, ratelimit-remaining, ratelimit-reset, x-request-id';

/** A body that did not parse as JSON: answered -32700 instead of the API's 400. */
const NOT_JSON = Symbol('not JSON');

export async function a2aRoutes(app: App, ctx: AppContext): Promise<void> {
  // The same Host and Origin policy as /mcp (DNS rebinding and cross-site protection), on the
  // MCP SDK's checks, which load with the first call.
  const policy = onFirstUse(async () => (await import('../../mcp/origins.js')).mcpAccess(ctx.config));
  const cors = async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = (await policy()).corsOrigin(request.headers.origin);
    reply.header('vary', 'origin');
    if (origin) reply.header('access-control-allow-origin', origin).header('access-control-expose-headers', CORS_EXPOSED_HEADERS);
  };

  // Encapsulated so the JSON parser below applies to /a2a only.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string) as unknown);
      } catch {
        done(null, NOT_JSON);
      }
    });
    scope.options(A2A_PATH, { schema: { hide: true } }, async (request, reply) =>
      answerPreflight(request, reply, await policy(), {
        path: A2A_PATH,
        allow: ALLOW,
        requestHeaders: CORS_REQUEST_HEADERS,
        exposedHeaders: CORS_EXPOSED_HEADERS,
        publicBaseUrl: ctx.config.publicBaseUrl,
      }),
    );
    scope.post(A2A_PATH, { schema: { hide: true } }, async (request, reply) => sendMessage(request, reply));
  });

  async function sendMessage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    // Answers are the caller's own results, like every API answer.
    reply.header('cache-control', 'no-store');
    await cors(request, reply);
    const access = await policy();
    const refusal = access.hostProblem(request.headers.host) ?? access.originProblem(request.headers.origin);
    if (refusal) return sendError(reply, 403, refusal);
    const body = request.body;
    if (body === NOT_JSON) return rpcError(reply, null, CODE.parseError, 'Parse error: the request body is not valid JSON');
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return rpcError(reply, null, CODE.invalidRequest, 'the body must be one JSON-RPC 2.0 request object (batches are not part of A2A)');
    const rpc = body as Record<string, unknown>;
    const id = typeof rpc['id'] === 'string' || typeof rpc['id'] === 'number' ? rpc['id'] : null;
    if (rpc['jsonrpc'] !== '2.0' || typeof rpc['method'] !== 'string' || id === null)
      return rpcError(reply, id, CODE.invalidRequest, 'a JSON-RPC 2.0 request needs "jsonrpc": "2.0", a string "method" and a string or number "id"');
    const version = request.headers['a2a-version'];
    if (version !== undefined && version !== A2A_PROTOCOL_VERSION && version !== '1')
      return rpcError(reply, id, CODE.versionNotSupported, `A2A-Version ${String(version)} is not supported; this agent speaks ${A2A_PROTOCOL_VERSION}`);
    const method = rpc['method'];
    const fixed = FIXED.get(method);
    if (fixed) return rpcError(reply, id, fixed.code, fixed.message);
    if (method !== 'SendMessage')
      return rpcError(reply, id, CODE.methodNotFound, `unknown method "${method}"; this agent answers SendMessage (A2A ${A2A_PROTOCOL_VERSION})`);

    const params = rpc['params'];
    const message = typeof params === 'object' && params !== null ? (params as Record<string, unknown>)['message'] : undefined;
    const call = readMessage(message);
    if (!call.ok) return rpcError(reply, id, CODE.invalidParams, call.problem);
    const outcome = await invoke(
      ctx.services,
      call.operation,
      { surface: 'A2A', requestId: request.id, clientAddress: request.ip, authorization: request.headers.authorization },
      call.input,
    );
    for (const [name, value] of Object.entries(outcome.headers)) reply.header(name, value);
    if (!outcome.ok) {
      // Authentication and quota are HTTP-level answers, made by the error handler as on REST.
      if (outcome.status === 401 || outcome.status === 429) throw outcome.error;
      return rpcError(reply, id, outcome.status >= 500 ? CODE.internal : CODE.invalidParams, outcome.message);
    }
    const result = outcome.json !== null ? (JSON.parse(outcome.json) as unknown) : outcome.body;
    const incoming = message as Record<string, unknown>;
    const contextId = typeof incoming['contextId'] === 'string' && incoming['contextId'] !== '' ? incoming['contextId'] : newId('ctx');
    return rpcReply(reply, { id, result: { message: agentMessage({ messageId: newId('msg'), contextId, requestId: request.id }, call.operation, result) } });
  }
}
