import type { FastifySchema } from 'fastify';
import { ErrorBody } from '../../contracts/common.js';
import { McpJsonRpcError, McpJsonRpcRequest, McpJsonRpcResponse } from '../../contracts/mcp.js';
import { ERROR_MEANINGS } from '../schemas.js';
import { MCP_DESCRIPTION } from './mcp-description.js';

/** The OpenAPI schema of POST /mcp: it documents the envelope, which the route and the SDK check. */
export const MCP_POST_SCHEMA: FastifySchema = {
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
    500: { ...ErrorBody, description: ERROR_MEANINGS[500] },
  },
};
