import { randomBytes } from 'node:crypto';

/**
 * Marks the in-process REST request a tools/call makes, so the request record can say it came
 * over MCP. The value is a per-process secret: an outside caller cannot set it, and it never
 * leaves the process (the inner request is an in-memory inject, not a network call).
 */
export const MCP_INNER_HEADER = 'x-svc-mcp-inner';
const token = randomBytes(16).toString('hex');

export function mcpInnerHeaders(): Record<string, string> {
  return { [MCP_INNER_HEADER]: token };
}

/** True for the inner request of an MCP tools/call (the request record's method becomes "MCP"). */
export function cameOverMcp(headers: Record<string, string | string[] | undefined>): boolean {
  return headers[MCP_INNER_HEADER] === token;
}
