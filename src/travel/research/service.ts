import { hostname } from 'node:os';
import { newId } from '../../ids.js';
import type { Metrics } from './metrics.js';
import type { ResearchStore } from './job-store.js';
import { aggregator } from './aggregator.js';
import type { ResearchConfig } from './config.js';
import { realHttpDeps, type HttpDeps } from './http.js';
import { loadOperatorSnapshots } from './operator-snapshots.js';
import { otherSearch } from './other-search.js';
import { LiveResearchPort } from './port.js';
import { searchProviderA } from './search-provider-a.js';
import { ResearchWorker } from './worker.js';
import { DAY_MS } from '../../time-units.js';

/** Live research for one service instance: providers, the port the engine calls, and the worker. */
export interface ResearchService {
  readonly port: LiveResearchPort;
  readonly worker: ResearchWorker;
  readonly instanceId: string;
  start(): void;
  stop(): Promise<void>;
}

export interface ResearchServiceDeps {
  store: ResearchStore;
  now: () => Date;
  metrics: Pick<Metrics, 'researchJobs' | 'providerErrors'>;
  http?: HttpDeps;
  onError?: (error: unknown) => void;
}

export function createResearchService(config: ResearchConfig, deps: ResearchServiceDeps): ResearchService {
  const http = deps.http ?? realHttpDeps();
  const providers = [searchProviderA(config.searchProviderA, http), otherSearch(config.otherSearch, http)];
  const instanceId = `${hostname()}:${process.pid}:${newId('w', 6)}`;
  const run = {
    providers,
    aggregator: aggregator(config.aggregator, http),
    store: deps.store,
    now: deps.now,
    leaseMs: config.leaseMs,
    events: {
      transition: (state: string) => deps.metrics.researchJobs.inc({ state }),
      providerError: (provider: string, kind: string) => deps.metrics.providerErrors.inc({ provider, kind }),
    },
  };
  const worker = new ResearchWorker({
    store: deps.store,
    instanceId,
    pollMs: config.pollMs,
    concurrency: config.workerConcurrency,
    retentionMs: config.jobRetentionDays * DAY_MS,
    run,
    onError: deps.onError,
  });
  const port = new LiveResearchPort({
    ...run,
    snapshots: loadOperatorSnapshots(),
    worker,
    instanceId,
    elapsed: () => performance.now(),
    defaultBudgetMs: config.defaultBudgetMs,
    maxActiveJobsPerAccount: config.maxActiveJobsPerAccount,
  });
  return { port, worker, instanceId, start: () => worker.start(), stop: () => worker.stop() };
}
