import type { IncomingMessage } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { ErrorBody } from '../../contracts/common.js';
import { McpJsonRpcError, McpJsonRpcRequest, McpJsonRpcResponse } from '../../contracts/mcp.js';
import type { Dispatch } from '../../mcp/dispatch.js';
import { createMcpServer } from '../../mcp/server.js';
import { API_VERSION } from '../openapi.js';
import { sendError } from '../plugins/errors.js';
import { ERROR_MEANINGS } from '../schemas.js';
import type { App, AppContext } from '../types.js';

const internalError = { ...ErrorBody, description: ERROR_MEANINGS[500] };
const ACCEPT_BOTH = 'application/json, text/event-stream';
/** What the JSON parser of this route yields for a body that is not JSON, so the answer is JSON-RPC -32700. */
const MALFORMED = Symbol('malformed JSON');

const DESCRIPTION = `Hosted MCP server (Streamable HTTP, stateless, JSON responses; protocol versions as negotiated by the official SDK, latest 2025-11-25). Send one JSON-RPC 2.0 message per POST with Content-Type: application/json; an Accept header is optional (the server always answers application/json).

The endpoint itself is public: initialize, tools/list and ping need no key and consume no quota. tools/call needs Authorization: Bearer svc_live_... on the POST: it runs the tool's REST route in-process with your Authorization header and the tool arguments as the JSON body, so auth, quota (one request per call), validation, records and error messages are exactly those of the REST call.

Failures: a REST error behind a tool (401 missing or bad key, 429 quota, 400 invalid arguments, 404 tool route not deployed yet) is a normal JSON-RPC result with isError: true, the REST error message as the text content, and _meta {"svc/http_status": <status>} (plus svc/retry_after_seconds on 429). Protocol problems are JSON-RPC errors: unknown tool -32602 (HTTP 200), unknown method -32601 (HTTP 200), body not JSON or not a JSON-RPC message -32700 (HTTP 400, as the SDK answers). Notifications get 202 with no body. GET and DELETE /mcp answer 405: there is no SSE stream and there are no sessions.`;

/** Clients that send no Accept header (plain fetch, curl) must work: the transport wants both types listed. */
function acceptJsonAndSse(raw: IncomingMessage): void {
  const accept = raw.headers.accept ?? '';
  if (accept.includes('application/json') && accept.includes('text/event-stream')) return;
  raw.headers.accept = ACCEPT_BOTH;
  // The transport's request adapter may read rawHeaders instead of headers.
  const raws = raw.rawHeaders;
  const at = raws.findIndex((h, i) => i % 2 === 0 && h.toLowerCase() === 'accept');
  if (at >= 0) raws[at + 1] = ACCEPT_BOTH;
  else raws.push('Accept', ACCEPT_BOTH);
}

export async function mcpRoutes(app: App, _ctx: AppContext): Promise<void> {
  const dispatch: Dispatch = async (inner) => {
    const res = await app.inject({ method: inner.method as 'POST', url: inner.path, headers: inner.headers, payload: inner.payload });
    return { status: res.statusCode, headers: res.headers, body: res.body };
  };

  // Encapsulated so the JSON parser below applies to /mcp only.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(null, MALFORMED);
      }
    });

    scope.post(
      '/mcp',
      {
        schema: {
          operationId: 'mcp',
          summary: 'Hosted MCP endpoint (JSON-RPC: initialize, tools/list, tools/call)',
          description: DESCRIPTION,
          tags: ['mcp'],
          body: McpJsonRpcRequest,
          response: {
            200: McpJsonRpcResponse,
            202: { description: 'Notification accepted; no body.' },
            400: { ...McpJsonRpcError, description: 'Body is not JSON, or not a JSON-RPC message (-32700).' },
            413: { ...ErrorBody, description: 'Request body larger than the limit.' },
            415: { ...ErrorBody, description: 'Body is not application/json.' },
            429: { ...ErrorBody, description: 'Requests without a key (initialize, tools/list) are limited per client address per hour (MCP_ANONYMOUS_PER_HOUR, default 600); see Retry-After. A keyed tools/call over its quota is a tool result with isError instead.' },
            500: internalError,
          },
        },
        config: { publicLimit: 'mcp' },
        // The SDK validates JSON-RPC and answers with JSON-RPC errors; the schema above documents it.
        validatorCompiler: () => () => true,
      },
      async (request, reply) => {
        if (request.body === MALFORMED) {
          return reply.code(400).type('application/json').send({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error: the request body is not valid JSON' } });
        }
        acceptJsonAndSse(request.raw);
        request.raw.headers['content-type'] ??= 'application/json';
        reply.hijack();
        reply.raw.setHeader('x-request-id', request.id);
        const server = createMcpServer({ version: API_VERSION, authorization: request.headers.authorization, dispatch });
        const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
        reply.raw.on('close', () => {
          void transport.close();
          void server.close();
        });
        await server.connect(transport);
        await transport.handleRequest(request.raw, reply.raw, request.body);
      },
    );

    for (const method of ['GET', 'DELETE'] as const) {
      const what = method === 'GET' ? 'no SSE stream is offered' : 'there are no sessions to end';
      scope.route({
        method,
        url: '/mcp',
        schema: {
          operationId: method === 'GET' ? 'mcpStream' : 'mcpEndSession',
          summary: `Not supported: the MCP server is stateless (${what})`,
          description: 'Every POST /mcp is self-contained: no SSE stream (GET) and no sessions (DELETE). Always 405 with Allow: POST.',
          tags: ['mcp'],
          response: { 405: { ...ErrorBody, description: 'Use POST /mcp.' }, 500: internalError },
        },
        handler: async (_request, reply) => {
          reply.header('allow', 'POST');
          return sendError(reply, 405, `method ${method} is not allowed on /mcp: the MCP server is stateless and ${what}; send JSON-RPC messages with POST /mcp`);
        },
      });
    }
  });
}
