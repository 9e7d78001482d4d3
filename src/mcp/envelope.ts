/**
 * JSON-RPC envelope checks made before a POST reaches the SDK, so malformed messages get the
 * codes JSON-RPC assigns (-32600 invalid request, -32602 invalid params) with a sentence that
 * says what to fix, and batches stay small.
 */

import { SUPPORTED_PROTOCOL_VERSIONS, UnsupportedProtocolVersionError } from '@modelcontextprotocol/server';
import { MAX_BATCH } from './batch-limit.js';

/** Every protocol version /mcp serves: 2026-07-28 (the SDK's dual-era entry) and the SDK's 2025-era list. */
export const SERVED_PROTOCOL_VERSIONS = ['2026-07-28', ...SUPPORTED_PROTOCOL_VERSIONS];

/** Protocol versions whose Streamable HTTP transport accepts JSON-RPC batches. */
const BATCH_VERSIONS = new Set(['2025-03-26', '2024-11-05']);

export interface EnvelopeError {
  httpStatus: number;
  code: number;
  message: string;
  id: string | number | null;
  data?: unknown;
}

type Message = Record<string, unknown>;
const isObject = (v: unknown): v is Message => typeof v === 'object' && v !== null && !Array.isArray(v);
const isId = (v: unknown) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));

function invalid(message: string, id: unknown = null): EnvelopeError {
  return { httpStatus: 400, code: -32600, message: `Invalid Request: ${message}`, id: isId(id) ? (id as string | number) : null };
}

function invalidParams(message: string, id: unknown): EnvelopeError {
  return { httpStatus: 200, code: -32602, message: `Invalid params: ${message}`, id: isId(id) ? (id as string | number) : null };
}

/** Param shapes of the methods agents call most, checked with readable messages. */
function checkParams(message: Message): EnvelopeError | null {
  const { params, id, method } = message;
  if (params === undefined) {
    if (method === 'tools/call') return invalidParams('tools/call needs params {"name": "<tool>", "arguments": {...}}', id);
    if (method === 'initialize')
      return invalidParams(
        'initialize needs params {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "...", "version": "..."}}',
        id,
      );
    return null;
  }
  if (!isObject(params)) return invalidParams('params must be an object', id);
  if (method === 'tools/call') {
    if (typeof params.name !== 'string' || params.name === '') return invalidParams('params.name must be the name of a tool (a string); see tools/list', id);
    if (params.arguments !== undefined && !isObject(params.arguments)) return invalidParams('params.arguments must be an object with the tool input', id);
  }
  if (method === 'tools/list' && params.cursor !== undefined && typeof params.cursor !== 'string') return invalidParams('params.cursor must be a string', id);
  return null;
}

function checkMessage(message: unknown, where: string): EnvelopeError | null {
  if (!isObject(message)) return invalid(`${where} must be a JSON-RPC 2.0 object`);
  if (message.jsonrpc !== '2.0') return invalid(`${where} must have "jsonrpc": "2.0"`, message.id);
  if ('method' in message) {
    if (typeof message.method !== 'string' || message.method === '') return invalid(`${where} has no method name`, message.id);
    if ('id' in message && !isId(message.id)) return invalid(`${where} has an id that is not a string or number (null is not a request id)`);
    return checkParams(message);
  }
  // Without a method it can only be the client's response to a server request.
  if (!('result' in message) && !('error' in message)) return invalid(`${where} is neither a request (method) nor a response (result or error)`, message.id);
  return null;
}

/**
 * A protocol version this server does not serve, answered with the request's id and the whole
 * list it serves (the SDK's 2025-era transport would name only its own list, with id null).
 */
function unsupportedVersion(body: unknown, requested: string): EnvelopeError {
  const error = new UnsupportedProtocolVersionError({ supported: SERVED_PROTOCOL_VERSIONS, requested });
  const id = isObject(body) && isId(body.id) ? (body.id as string | number) : null;
  return {
    httpStatus: 400,
    code: error.code,
    message: `Unsupported protocol version ${requested}; this server serves ${SERVED_PROTOCOL_VERSIONS.join(', ')}`,
    id,
    data: error.data,
  };
}

/** Whether a message claims the 2026-07-28 envelope (the SDK's dual-era entry answers its version errors itself). */
const claimsEnvelope = (body: unknown) =>
  isObject(body) && isObject(body.params) && isObject(body.params._meta) && 'io.modelcontextprotocol/protocolVersion' in body.params._meta;

/** The first problem with a POSTed body, or null when the SDK may have it. */
export function checkEnvelope(body: unknown, protocolVersion: string | undefined): EnvelopeError | null {
  if (protocolVersion !== undefined && !SERVED_PROTOCOL_VERSIONS.includes(protocolVersion) && !claimsEnvelope(body))
    return unsupportedVersion(body, protocolVersion);
  if (!Array.isArray(body)) return checkMessage(body, 'the message');
  if (body.length === 0) return invalid('an empty batch carries no message; send one JSON-RPC object');
  if (protocolVersion !== undefined && !BATCH_VERSIONS.has(protocolVersion)) {
    return invalid(`protocol version ${protocolVersion} does not allow JSON-RPC batches; send one message per POST`);
  }
  if (body.length > MAX_BATCH) return invalid(`a batch may carry at most ${MAX_BATCH} messages; this one has ${body.length}`);
  for (const [i, message] of body.entries()) {
    const problem = checkMessage(message, `batch item ${i}`);
    // Inside a batch a bad item is refused whole: one answer for one POST keeps the contract simple.
    if (problem) return { ...problem, httpStatus: 400, id: null };
  }
  return null;
}
