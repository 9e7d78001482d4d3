import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { Config } from '../config.js';
import type { Metrics } from '../observability/metrics.js';
import type { Services } from '../operations/services.js';
import type { ResearchService } from '../travel/research/service.js';

/** The Fastify instance with the TypeBox type provider, as every route file receives it. */
export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;

/**
 * What every route and plugin may use. Built once in buildApp. It holds no store: routes and
 * plugins read and write the database through src/operations (`services`, the account actions), so
 * no surface skips an operation's rules.
 */
export interface AppContext {
  config: Config;
  now: () => Date;
  serverSecret: string;
  metrics: Metrics;
  /** Live research: the port the travel engine calls (`research.port`) and the job worker. */
  research: ResearchService;
  /** What operation handlers use, built once (src/operations/services.ts). */
  services: Services;
  /** How often the account mail worker looks for due mail (src/server/plugins/mail-outbox.ts). */
  mailIntervalMs: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Public discovery document: served with Access-Control-Allow-Origin: *. */
    discovery?: boolean;
  }
}
