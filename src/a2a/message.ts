import { operationForTool, OPERATIONS } from '../operations/index.js';
import type { Operation } from '../operations/types.js';

export const A2A_PATH = '/a2a';
export const A2A_PROTOCOL_VERSION = '1.0';

/**
 * What an A2A message asks of svc, read from its parts (A2A 1.0 JSON: `{"text": ...}` and
 * `{"data": ...}` parts). A data part `{"tool": "<MCP tool name>", "arguments": {...}}` calls that
 * tool, exactly as MCP tools/call would; plain text is a travel request, answered by the ranked
 * search at detail "summary".
 */
export type MessageCall = { ok: true; operation: Operation; input: unknown } | { ok: false; problem: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const searchTravel = OPERATIONS.find((op) => op.id === 'searchTravel');

export function readMessage(message: unknown): MessageCall {
  if (!isRecord(message)) return { ok: false, problem: 'params.message must be an object' };
  if (typeof message['messageId'] !== 'string' || message['messageId'] === '') return { ok: false, problem: 'message.messageId is required' };
  const parts = message['parts'];
  if (!Array.isArray(parts) || parts.length === 0) return { ok: false, problem: 'message.parts must list at least one part' };
  const data = parts.find((part) => isRecord(part) && isRecord(part['data']));
  if (isRecord(data)) return toolCall(data['data'] as Record<string, unknown>);
  const text = parts
    .flatMap((part) => (isRecord(part) && typeof part['text'] === 'string' ? [part['text'].trim()] : []))
    .filter(Boolean)
    .join('\n');
  if (text === '') return { ok: false, problem: 'the message has neither a text part nor a data part {"tool": ..., "arguments": {...}}' };
  if (!searchTravel) throw new Error('the operation table has no searchTravel');
  return { ok: true, operation: searchTravel, input: { user_request: text, detail: 'summary' } };
}

function toolCall(data: Record<string, unknown>): MessageCall {
  const name = data['tool'];
  if (typeof name !== 'string') return { ok: false, problem: 'a data part must name an MCP tool in "tool" (see /.well-known/mcp/server-card.json)' };
  const operation = operationForTool(name);
  if (!operation) return { ok: false, problem: `unknown tool "${name}"; /.well-known/mcp/server-card.json lists the tools` };
  const args = data['arguments'] ?? {};
  if (!isRecord(args)) return { ok: false, problem: '"arguments" must be an object' };
  return { ok: true, operation, input: args };
}

/**
 * The agent's answer: one data part carrying the operation's JSON result; the metadata names the
 * request id (for feedback and commercial intent) and the operation it ran.
 */
export function agentMessage(ids: { messageId: string; contextId: string; requestId: string }, operation: Operation, result: unknown) {
  return {
    messageId: ids.messageId,
    contextId: ids.contextId,
    role: 'ROLE_AGENT',
    parts: [{ data: result, mediaType: 'application/json' }],
    metadata: { 'svc/request_id': ids.requestId, 'svc/operation': operation.id },
  };
}
