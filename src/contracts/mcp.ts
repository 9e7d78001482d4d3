import { Type } from '@sinclair/typebox';
import { Closed, Nullable } from './common.js';

/**
 * JSON-RPC 2.0 envelopes of POST /mcp, for the OpenAPI description. The MCP SDK validates the
 * messages themselves (and answers JSON-RPC errors), so these schemas document rather than gate.
 */
const Id = Type.Union([Type.String(), Type.Integer()], { description: 'Request id; echoed in the response. Absent for notifications.' });

export const McpJsonRpcRequest = Closed(
  {
    jsonrpc: Type.Literal('2.0'),
    id: Type.Optional(Id),
    method: Type.String({
      description:
        'initialize, notifications/initialized, tools/list, tools/call or ping. initialize and tools/list need no key; tools/call needs Authorization: Bearer.',
      examples: ['tools/call'],
    }),
    params: Type.Optional(
      Type.Object(
        {},
        {
          additionalProperties: true,
          description: 'For tools/call: {"name": "<tool>", "arguments": {...}} where arguments is the REST request body of the tool.',
        },
      ),
    ),
  },
  { $id: 'McpJsonRpcRequest', title: 'MCP JSON-RPC request', description: 'One JSON-RPC 2.0 request or notification.' },
);

const RpcError = Closed({
  code: Type.Integer({
    description:
      '-32700 body not JSON or not a JSON-RPC message, -32600 invalid request, -32601 unknown method, -32602 invalid params (including an unknown tool), -32603 internal error.',
  }),
  message: Type.String(),
  data: Type.Optional(Type.Unknown()),
});

const Success = Closed(
  {
    jsonrpc: Type.Literal('2.0'),
    id: Id,
    result: Type.Object(
      {},
      {
        additionalProperties: true,
        description:
          'The MCP result. For tools/call: content (one text block with the JSON), structuredContent (the REST 200 body, valid against the tool outputSchema) and _meta (svc/http_status, svc/request_id); on a REST error isError is true, the text is the REST error message and _meta carries its status (401, 429 with svc/retry_after_seconds, 400 ...).',
      },
    ),
  },
  { title: 'JSON-RPC result' },
);

export const McpJsonRpcError = Closed(
  { jsonrpc: Type.Literal('2.0'), id: Nullable(Id), error: RpcError },
  { $id: 'McpJsonRpcError', title: 'JSON-RPC error', description: 'A protocol-level error (not a tool failure).' },
);

export const McpJsonRpcResponse = Type.Union([Success, McpJsonRpcError], { $id: 'McpJsonRpcResponse', title: 'MCP JSON-RPC response' });
