import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { KeyOrigin, PlanId } from '../accounts/plans.js';
import type { QuotaState } from '../accounts/quota.js';
import type { Config } from '../config.js';
import type { Metrics } from '../observability/metrics.js';
import type { Store } from '../store/index.js';
import type { ResearchService } from '../travel/research/service.js';

/** The Fastify instance with the TypeBox type provider, as every route file receives it. */
export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;

/** What every route and plugin may use. Built once in buildApp. */
export interface AppContext {
  config: Config;
  store: Store;
  now: () => Date;
  serverSecret: string;
  metrics: Metrics;
  /** Live research (issue 5): the port the travel engine calls (`research.port`) and the job worker. */
  research: ResearchService;
}

/** The authenticated caller of a bearer route. */
export interface Caller {
  accountId: string;
  email: string;
  plan: PlanId;
  trafficType: string;
  accountCreatedFor: string;
  accountCreatedAt: string;
  keyId: string;
  keyPrefix: string;
  keyOrigin: KeyOrigin;
  keyCreatedAt: string;
  /** Usage as authenticated; after a consuming call's admission, the state including this call. */
  quota: QuotaState;
}

/** Facts a handler reports about its response for the request record. */
export interface RequestFacts {
  commercialNextStepPresented?: boolean;
  matchStatus?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'bearer': an API key is required. Omitted: public. */
    auth?: 'bearer';
    /** 'consume': the call counts against the key's quota; 'none': it does not (still authenticated). */
    quota?: 'consume' | 'none';
    /** Public discovery document: served with Access-Control-Allow-Origin: *. */
    discovery?: boolean;
    /**
     * Keyless use limited per client address per hour: 'fetch' for endpoints that make the service
     * fetch other sites (launch, proof), 'mcp' for MCP calls sent without a key.
     */
    publicLimit?: 'fetch' | 'mcp';
  }
  interface FastifyRequest {
    caller?: Caller;
    facts: RequestFacts;
  }
}
