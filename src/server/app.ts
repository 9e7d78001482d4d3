import Fastify from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from '../config.js';
import { newId } from '../ids.js';
import { Metrics } from '../observability/metrics.js';
import { buildServices } from '../operations/services.js';
import type { Store } from '../store/index.js';
import { registerOpenApi } from './openapi.js';
import { refuseLargeBodiesBeforeContinue, registerBodyEncoding } from './plugins/body-encoding.js';
import { clientErrorHandler } from './plugins/client-errors.js';
import { registerCompression } from './plugins/compression.js';
import { frameworkError, registerErrorHandling } from './plugins/errors.js';
import { registerJsonBody } from './plugins/json-body.js';
import { MAIL_INTERVAL_MS } from './plugins/mail-outbox.js';
import { registerUnstorableTextGuard } from './plugins/unstorable-text.js';
import { registerRetention } from './plugins/retention.js';
import { registerRoutes } from './routes/index.js';
import { serializersOnFirstUse } from './serializers.js';
import { planningDateFormats, withoutIds } from '../contracts/input-checks.js';
import type { App, AppContext } from './types.js';
import { registerValidators } from './web/validators.js';

export interface AppDeps {
  store: Store;
  serverSecret: string;
  now?: () => Date;
  logger?: boolean | object;
  /** How often the mail worker looks for due mail (MAIL_INTERVAL_MS unless a test waits on a retry). */
  mailIntervalMs?: number;
}

/** Builds the whole HTTP application over an opened, migrated store. Does not listen. */
export async function buildApp(config: Config, deps: AppDeps): Promise<{ app: App; ctx: AppContext }> {
  const app = createFastify(config, deps.logger);
  const ctx = createContext(app, config, deps);
  const known = recordRoutes(app);
  // Only JSON bodies are accepted; a text/plain body gets a 415 instead of a confusing 400.
  app.removeContentTypeParser('text/plain');
  registerJsonBody(app);
  registerUnstorableTextGuard(app);
  registerBodyEncoding(app);
  refuseLargeBodiesBeforeContinue(app.server, config.bodyLimitBytes);
  registerHeaderHooks(app);
  registerRequestMetrics(app, ctx.metrics);
  registerErrorHandling(app, ctx, () => known);
  registerRetention(app, ctx);
  registerValidators(app);
  await registerCompression(app);
  await registerOpenApi(app, ctx);
  await registerRoutes(app, ctx);
  return { app, ctx };
}

function createFastify(config: Config, logger: AppDeps['logger']): App {
  return Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], censor: '[redacted]' },
    },
    genReqId: () => newId('req'),
    requestIdHeader: false,
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    // Slow clients are cut off (README "Timeouts"); Node checks the header and request deadlines
    // every connectionsCheckingInterval, so a late client is closed within a second of its deadline.
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.idleSocketMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    http: { headersTimeout: config.timeouts.headersMs, connectionsCheckingInterval: 1000 },
    clientErrorHandler: clientErrorHandler(config.timeouts),
    return503OnClosing: true,
    frameworkErrors: frameworkError,
    // /api/v1/account/me/ is /api/v1/account/me.
    routerOptions: { ignoreTrailingSlash: true },
    ajv: {
      // Unknown fields must be rejected, not stripped, and JSON types must not be coerced.
      // Fastify's compiler already adds ajv-formats (date, date-time, uri are checked); dates are
      // then narrowed to the planning years, as in the operations' own validator.
      customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: true, allErrors: false },
      plugins: [planningDateFormats],
    },
    schemaController: { compilersFactory: { buildSerializer: serializersOnFirstUse() } },
  }).withTypeProvider<TypeBoxTypeProvider>();
}

/** The services, built once here (the composition root), and what every route reads beside them. */
function createContext(app: App, config: Config, deps: AppDeps): AppContext {
  const now = deps.now ?? (() => new Date());
  const metrics = new Metrics();
  const services = buildServices(config, {
    store: deps.store,
    serverSecret: deps.serverSecret,
    now,
    metrics,
    onBackgroundError: (err) => app.log.warn({ err }, 'research worker'),
  });
  const research = services.research;
  // Live research workers start when the app is ready and give their leases back on close.
  app.addHook('onReady', async () => research.start());
  app.addHook('onClose', async () => {
    await research.stop();
    await services.close();
  });
  return { config, now, serverSecret: deps.serverSecret, metrics, research, services, mailIntervalMs: deps.mailIntervalMs ?? MAIL_INTERVAL_MS };
}

type RouteShape = { method: string; pattern: RegExp };

/**
 * As each route is added: its schema loses its ids (withoutIds), and its methods and URL pattern
 * are kept so the not-found handler can tell a wrong method (405) from an unknown path (404).
 */
function recordRoutes(app: App): RouteShape[] {
  const known: RouteShape[] = [];
  app.addHook('onRoute', (route) => {
    if (route.schema) route.schema = withoutIds(route.schema);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const pattern = new RegExp(`^${route.url.replace(/:[^/]+/g, '[^/]+')}/?$`);
    for (const method of methods) if (method !== 'HEAD') known.push({ method, pattern });
  });
  return known;
}

function registerHeaderHooks(app: App): void {
  // API answers carry keys and account data: no cache or proxy may keep them; a route's own value
  // still wins. (Set on the reply, not the raw response: a header already on the raw response
  // sends Node's writeHead down its slower merging path for every header of the answer.)
  app.addHook('onRequest', async (request, reply) => {
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    if (reply.statusCode >= 400 && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
  // A POST with no body at all is read as {} so endpoints whose fields are all optional just work.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.method === 'POST' && request.routeOptions.schema?.body) request.body = {};
  });
}

function registerRequestMetrics(app: App, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    metrics.latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
}

function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url === '/mcp' || url.startsWith('/mcp?');
}

/** Trust exactly `hops` proxies in front of the service for the client address. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}
