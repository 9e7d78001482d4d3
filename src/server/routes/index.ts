import type { App, AppContext } from '../types.js';
import { a2aRoutes } from './a2a.js';
import { apiRoutes } from './api.js';
import { cliRoutes } from './cli.js';
import { discoveryRoutes } from './discovery.js';
import { healthRoutes } from './health.js';
import { mcpRoutes } from './mcp.js';
import { metricsRoutes } from './metrics.js';
import { webRoutes } from './web-site.js';

/**
 * Every route module of the service. The API operations are generated from src/operations
 * (apiRoutes); the rest are documents, pages and the MCP and A2A endpoints.
 */
export async function registerRoutes(app: App, ctx: AppContext): Promise<void> {
  await apiRoutes(app, ctx);
  await healthRoutes(app, ctx);
  await metricsRoutes(app, ctx);
  await discoveryRoutes(app, ctx);
  await mcpRoutes(app, ctx);
  await a2aRoutes(app, ctx);
  await cliRoutes(app, ctx);
  await webRoutes(app, ctx);
}
