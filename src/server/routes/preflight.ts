import type { FastifyReply, FastifyRequest } from 'fastify';
import type { McpAccess } from '../../mcp/origins.js';
import { sendError } from '../plugins/errors.js';

/** What a browser may send to and read from one JSON-RPC endpoint (/mcp, /a2a). */
export interface BrowserPolicy {
  path: string;
  allow: string;
  requestHeaders: string;
  exposedHeaders: string;
  publicBaseUrl: string;
}

/**
 * The CORS preflight of a JSON-RPC endpoint: an origin the access policy allows gets the methods
 * and headers it may use; any other browser origin is refused with a 403 naming what is allowed.
 */
export function answerPreflight(request: FastifyRequest, reply: FastifyReply, access: McpAccess, policy: BrowserPolicy) {
  reply.header('allow', policy.allow);
  const origin = access.corsOrigin(request.headers.origin);
  if (request.headers.origin && !origin)
    return sendError(
      reply,
      403,
      `origin ${request.headers.origin} may not call ${policy.path} from a browser; allowed: loopback, ${policy.publicBaseUrl} and MCP_ALLOWED_ORIGINS`,
    );
  if (origin) {
    reply
      .header('access-control-allow-origin', origin)
      .header('access-control-allow-methods', policy.allow)
      .header('access-control-allow-headers', policy.requestHeaders)
      .header('access-control-expose-headers', policy.exposedHeaders)
      .header('access-control-max-age', '600')
      .header('vary', 'origin');
  }
  return reply.code(204).send();
}
