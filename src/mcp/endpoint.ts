import { createMcpHandler, isLegacyRequest, WebStandardStreamableHTTPServerTransport, type AuthInfo, type Server } from '@modelcontextprotocol/server';
import type { Config } from '../config.js';
import { checkEnvelope } from './envelope.js';
import { mcpAccess, type McpAccess } from './origins.js';
import { createMcpServer, type McpExchange } from './server.js';

/**
 * The part of /mcp that runs on the SDK: the Host and Origin policy, the envelope checks and the
 * SDK's own transports. The route loads it on the first call to /mcp, so a server that is never
 * asked for MCP never loads the SDK.
 */
export interface McpEndpoint {
  access: McpAccess;
  checkEnvelope: typeof checkEnvelope;
  /** One POST through the SDK: its own classifier picks the era, its own transports answer. */
  serve(web: Request, authInfo: AuthInfo, parsedBody: unknown): Promise<Response>;
  close(): Promise<void>;
}

/**
 * Closes a per-request server (and with it its transport) once the answer is on its way: closing
 * settles the SDK's bookkeeping, which builds an error for what is still pending, and the answer
 * need not wait for that.
 */
function closeAfterAnswer(server: Server): void {
  setImmediate(() => void server.close());
}

export function createMcpEndpoint(config: Pick<Config, 'publicBaseUrl' | 'mcpAllowedOrigins'>, onError: (err: unknown) => void): McpEndpoint {
  const exchangeOf = (authInfo: AuthInfo | undefined) => authInfo?.extra?.exchange as McpExchange;
  // 2026-07-28 requests: the SDK's dual-era entry (its answers are JSON: no tool sends anything
  // before its result). 2025-era traffic goes to the SDK's stateless transport with JSON responses
  // (the entry's own legacy leg answers with SSE).
  const modern = createMcpHandler(({ authInfo }) => createMcpServer(exchangeOf(authInfo)), { legacy: 'reject', onerror: onError });

  async function serveLegacy(web: Request, authInfo: AuthInfo, parsedBody: unknown): Promise<Response> {
    const server = createMcpServer(exchangeOf(authInfo));
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    try {
      return await transport.handleRequest(web, { authInfo, parsedBody });
    } finally {
      closeAfterAnswer(server);
    }
  }

  return {
    access: mcpAccess(config),
    checkEnvelope,
    serve: async (web, authInfo, parsedBody) =>
      (await isLegacyRequest(web, parsedBody)) ? serveLegacy(web, authInfo, parsedBody) : modern.fetch(web, { authInfo, parsedBody }),
    close: () => modern.close(),
  };
}
