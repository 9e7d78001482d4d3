import { ProtocolError, ProtocolErrorCode, Server, type CallToolResult } from '@modelcontextprotocol/server';
import { newId } from '../ids.js';
import type { Caller } from '../operations/caller.js';
import { operationForTool, TOOL_OPERATIONS } from '../operations/index.js';
import { invoke, type Outcome } from '../operations/invoke.js';
import type { Services } from '../operations/services.js';
import { contractArguments, toolList, type SchemaProfile, type ToolNaming } from './tools.js';

export const SERVER_NAME = 'svc';

const INSTRUCTIONS =
  'svc ranks and validates trip candidates and returns provider-ready handoffs; it never books and never quotes live fares or rates (truth_boundaries say so). ' +
  'Validated chain: travel.intent.parse -> travel.destinations.search -> travel.places.search -> travel.plan.validate -> travel.provider_handoffs.generate, passing the selected candidate along; rank_travel_destinations does it in one call. ' +
  'Travel tools take detail: start with "summary" (a few KB) and ask for "standard" or "full" only when you need more. ' +
  'Tool names with dots also answer to underscore names (travel_intent_parse); /mcp?tool_names=portable lists those. ' +
  'A null for an optional argument means the argument is absent; /mcp?schemas=strict lists input schemas in the profile strict hosts accept (OpenAI strict mode, Anthropic, Gemini). ' +
  'tools/call needs Authorization: Bearer svc_live_... (POST /api/v1/activation gives a sandbox key) and consumes quota like the REST call; auth, quota and input errors come back as isError results with the REST message.';

/** One POST /mcp: who calls, and what the tool results still need from the HTTP edge. */
export interface McpExchange {
  services: Services;
  version: string;
  naming: ToolNaming;
  profile: SchemaProfile;
  /** The authenticated caller, or null (no key, or a key that did not authenticate). */
  caller: Caller | null;
  authorization: string | undefined;
  clientAddress: string;
  idempotencyKey: string | undefined;
  /** The POST's request id, used by its first tool call (later calls of a batch get their own). */
  requestId: string;
}

function resultMeta(outcome: Outcome, requestId: string): Record<string, unknown> {
  const meta: Record<string, unknown> = { 'svc/http_status': outcome.status, 'svc/request_id': requestId };
  const retryAfter = !outcome.ok && 'retryAfterSeconds' in outcome.error ? Number(outcome.error.retryAfterSeconds) : NaN;
  if (Number.isFinite(retryAfter) && retryAfter > 0) meta['svc/retry_after_seconds'] = retryAfter;
  if (outcome.caller) meta['svc/ratelimit_remaining'] = Math.min(outcome.caller.quota.remaining.hourly, outcome.caller.quota.remaining.monthly);
  return meta;
}

/**
 * A tool result from an operation outcome: the answer as structuredContent and, for clients that
 * read only text, as its JSON in a text block (MCP asks servers to send both).
 */
function toolResult(outcome: Outcome, requestId: string): CallToolResult {
  const _meta = resultMeta(outcome, requestId);
  if (!outcome.ok) return { content: [{ type: 'text', text: outcome.message }], isError: true, _meta };
  // A handler that serialised its answer itself (JsonText) leaves body null and the JSON in json.
  const text = outcome.json ?? JSON.stringify(outcome.body);
  const structuredContent = (outcome.json === null ? outcome.body : JSON.parse(outcome.json)) as Record<string, unknown>;
  return { content: [{ type: 'text', text }], structuredContent, _meta };
}

/**
 * A low-level MCP server for one HTTP request (stateless: never reused). tools/list comes from
 * the operation table; tools/call runs the operation through invoke, exactly like REST.
 */
export function createMcpServer(exchange: McpExchange): Server {
  const server = new Server(
    { name: SERVER_NAME, title: 'svc', version: exchange.version },
    {
      capabilities: { tools: { listChanged: false } },
      instructions: INSTRUCTIONS,
      // The tool list changes only with a deployment and is the same for every caller.
      cacheHints: { 'tools/list': { ttlMs: 3_600_000, cacheScope: 'public' }, 'server/discover': { ttlMs: 3_600_000, cacheScope: 'public' } },
    },
  );
  let calls = 0;
  server.setRequestHandler('tools/list', async (request) => {
    // The whole list comes in one page, so no cursor was ever handed out: any cursor is invalid.
    if (request.params?.cursor !== undefined)
      throw new ProtocolError(
        ProtocolErrorCode.InvalidParams,
        'Invalid params: unknown cursor; tools/list answers every tool in one page, so send it without a cursor',
      );
    return toolList(exchange.naming, exchange.profile);
  });
  server.setRequestHandler('tools/call', async (request) => {
    const { name, arguments: args } = request.params;
    const operation = operationForTool(name);
    if (!operation) {
      throw new ProtocolError(
        ProtocolErrorCode.InvalidParams,
        `unknown tool "${name}"; tools/list names the ${TOOL_OPERATIONS.length} tools of this server (underscore forms such as travel_intent_parse are accepted too)`,
      );
    }
    const requestId = calls++ === 0 ? exchange.requestId : newId('req');
    const outcome = await invoke(
      exchange.services,
      operation,
      {
        surface: 'MCP',
        requestId,
        clientAddress: exchange.clientAddress,
        authorization: exchange.authorization,
        caller: exchange.caller,
        idempotencyKey: exchange.idempotencyKey,
      },
      contractArguments(operation, args ?? {}),
    );
    return toolResult(outcome, requestId);
  });
  return server;
}
