import { ErrorCode, McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { TOOL_ROUTES } from './tools.js';
import { mcpInnerHeaders } from './surface.js';

/** One in-process REST call, as the MCP edge performs it (Fastify's inject in the server). */
export interface InnerRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  payload: string;
}

export interface InnerResponse {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

export type Dispatch = (request: InnerRequest) => Promise<InnerResponse>;

/** Result metadata: the REST status and request id behind a tool result, under the svc/ prefix. */
function meta(response: InnerResponse): Record<string, unknown> {
  const out: Record<string, unknown> = { 'svc/http_status': response.status };
  const requestId = response.headers['x-request-id'];
  if (typeof requestId === 'string') out['svc/request_id'] = requestId;
  const retryAfter = Number(response.headers['retry-after']);
  if (Number.isFinite(retryAfter) && retryAfter > 0) out['svc/retry_after_seconds'] = retryAfter;
  const remaining = Number(response.headers['ratelimit-remaining']);
  if (response.headers['ratelimit-remaining'] !== undefined && Number.isFinite(remaining)) out['svc/ratelimit_remaining'] = remaining;
  return out;
}

function errorMessage(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: unknown };
    if (typeof parsed.error === 'string') return parsed.error;
  } catch {
    // not JSON: fall through to the raw text
  }
  return body.slice(0, 1000) || 'empty response';
}

/**
 * Runs a tool by calling its REST route with the caller's Authorization header and the tool
 * arguments as the JSON body. A 2xx becomes structuredContent plus the same JSON as text; a REST
 * error (401, 429, 400, ...) becomes a tool result with isError and the REST message as text, so
 * an agent sees the same words over both surfaces. Unknown tools are protocol errors.
 */
export async function callTool(name: string, args: Record<string, unknown> | undefined, authorization: string | undefined, dispatch: Dispatch): Promise<CallToolResult> {
  const route = TOOL_ROUTES[name];
  if (!route) throw new McpError(ErrorCode.InvalidParams, `unknown tool "${name}"; tools/list names the ${Object.keys(TOOL_ROUTES).length} tools of this server`);
  const headers: Record<string, string> = { 'content-type': 'application/json', ...mcpInnerHeaders() };
  if (authorization) headers.authorization = authorization;
  const response = await dispatch({ method: route.method, path: route.path, headers, payload: JSON.stringify(args ?? {}) });
  const _meta = meta(response);
  if (response.status >= 200 && response.status < 300) {
    return { content: [{ type: 'text', text: response.body }], structuredContent: JSON.parse(response.body) as Record<string, unknown>, _meta };
  }
  return { content: [{ type: 'text', text: errorMessage(response.body) }], isError: true, _meta };
}
