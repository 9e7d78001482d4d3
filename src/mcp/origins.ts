import { localhostAllowedHostnames, validateHostHeader, validateOriginHeader } from '@modelcontextprotocol/server';
import type { Config } from '../config.js';

/**
 * Who may reach /mcp, against DNS rebinding and cross-site calls from browsers: the Host header
 * must name loopback or the PUBLIC_BASE_URL host, and an Origin header, when a browser sends
 * one, must be loopback, the PUBLIC_BASE_URL origin or one of MCP_ALLOWED_ORIGINS. Clients
 * outside a browser send no Origin and are unaffected.
 */
export interface McpAccess {
  hostProblem(host: string | undefined): string | null;
  originProblem(origin: string | undefined): string | null;
  /** The origin to echo in Access-Control-Allow-Origin, or null when none may be echoed. */
  corsOrigin(origin: string | undefined): string | null;
}

export function mcpAccess(config: Pick<Config, 'publicBaseUrl' | 'mcpAllowedOrigins'>): McpAccess {
  const loopback = localhostAllowedHostnames();
  const publicHost = new URL(config.publicBaseUrl).hostname;
  const hosts = [...new Set([...loopback, publicHost])];
  const originHosts = [...new Set([...hosts, ...config.mcpAllowedOrigins.map((o) => new URL(o).hostname)])];
  const originProblem = (origin: string | undefined) => {
    const result = validateOriginHeader(origin, originHosts);
    return result.ok ? null : `${result.message}; this server accepts browser calls from loopback, ${config.publicBaseUrl} and MCP_ALLOWED_ORIGINS only`;
  };
  return {
    hostProblem(host) {
      const result = validateHostHeader(host, hosts);
      return result.ok ? null : `${result.message}; this server answers MCP for ${publicHost} and loopback only`;
    },
    originProblem,
    corsOrigin: (origin) => (origin && originProblem(origin) === null ? origin : null),
  };
}
