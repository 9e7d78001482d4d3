import type { App, AppContext } from '../types.js';
import { accountRoutes } from './account.js';
import { activationRoutes } from './activation.js';
import { apiRequestRoutes } from './api-requests.js';
import { cliRoutes } from './cli.js';
import { commercialRoutes } from './commercial.js';
import { discoveryRoutes } from './discovery.js';
import { feedbackRoutes } from './feedback.js';
import { goodsRoutes } from './goods.js';
import { healthRoutes } from './health.js';
import { operationsRoutes } from './operations.js';
import { launchRoutes } from './launch.js';
import { mcpRoutes } from './mcp.js';
import { proofRoutes } from './proof.js';
import { researchRoutes } from './research.js';
import { skillRoutes } from './skills.js';
import { travelRoutes } from './travel.js';
import { webRoutes } from './web-site.js';

/** Every route module of the service. Each area adds its own import and line here. */
export async function registerRoutes(app: App, ctx: AppContext): Promise<void> {
  await activationRoutes(app, ctx);
  await accountRoutes(app, ctx);
  await feedbackRoutes(app, ctx);
  await apiRequestRoutes(app, ctx);
  await commercialRoutes(app, ctx);
  await healthRoutes(app, ctx);
  await operationsRoutes(app, ctx);
  await discoveryRoutes(app, ctx);
  await skillRoutes(app, ctx);
  await goodsRoutes(app, ctx);
  await travelRoutes(app, ctx);
  await launchRoutes(app, ctx);
  await mcpRoutes(app, ctx);
  await cliRoutes(app, ctx);
  await proofRoutes(app, ctx);
  await researchRoutes(app, ctx);
  await webRoutes(app, ctx);
}
