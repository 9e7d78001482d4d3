import type { Api } from './api.js';
import { CliError, EXIT, exitCodeForStatus } from './errors.js';

interface ToolResult {
  content?: Array<{ type: string; text?: string }>;
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
  _meta?: Record<string, unknown>;
}

interface RpcAnswer {
  result?: ToolResult;
  error?: { code: number; message: string };
}

/** The message a tool error carries and the exit code its REST status maps to. */
function toolFailure(name: string, result: ToolResult): CliError {
  const text = result.content?.find((c) => c.type === 'text')?.text ?? 'tool error';
  const status = Number(result._meta?.['svc/http_status']);
  return new CliError(`${name}: ${text}`, Number.isFinite(status) ? exitCodeForStatus(status) : EXIT.server);
}

let nextId = 1;

/**
 * Calls one MCP tool over JSON-RPC on POST /mcp (plain fetch, no SDK: the CLI stays one small
 * file) and returns its structuredContent. Tool errors and JSON-RPC errors become CliErrors.
 */
export async function callMcpTool<T = Record<string, unknown>>(api: Api, name: string, args: Record<string, unknown>): Promise<T> {
  const body = { jsonrpc: '2.0', id: nextId++, method: 'tools/call', params: { name, arguments: args } };
  const { status, body: answer } = await api.send({ method: 'POST', path: '/mcp', body, auth: true });
  const rpc = answer as RpcAnswer | null;
  if (rpc?.error) throw new CliError(`${name}: JSON-RPC error ${rpc.error.code}: ${rpc.error.message}`, rpc.error.code === -32602 ? EXIT.usage : EXIT.server);
  if (status !== 200 || !rpc?.result) {
    const message = (answer as { error?: string } | null)?.error ?? `HTTP ${status}`;
    throw new CliError(`POST /mcp answered ${status}: ${message}`, status === 404 ? EXIT.server : exitCodeForStatus(status));
  }
  if (rpc.result.isError) throw toolFailure(name, rpc.result);
  if (!rpc.result.structuredContent) throw new CliError(`${name}: the tool returned no structuredContent`, EXIT.server);
  return rpc.result.structuredContent as T;
}
