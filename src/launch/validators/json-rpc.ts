import { bodyText } from '../../net/body.js';
import type { FetchResult } from '../../net/types.js';

/** Probe answers are read up to this size (a tools/list of a large server runs to a few hundred KB). */
const PROBE_BYTES = 1_048_576;

/** The JSON-RPC message in a small probe response, sent as JSON or as one server-sent event. */
export function rpcMessage(result: FetchResult): Record<string, unknown> | null {
  if (!result.ok || result.status < 200 || result.status >= 300 || result.body.byteLength > PROBE_BYTES) return null;
  const body = bodyText(result);
  const text =
    result.contentType === 'text/event-stream'
      ? (body
          .split('\n')
          .find((line) => line.startsWith('data:'))
          ?.slice(5) ?? '')
      : body;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
