import { Counter, Histogram, Registry } from 'prom-client';

/**
 * The service's Prometheus metrics (prom-client), rendered on GET /metrics when enabled. Each
 * instance has its own registry, so several apps in one process (tests) never share counters.
 * Areas increment these; nothing else keeps its own counters.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly requests = new Counter({
    name: 'svc_http_requests_total',
    help: 'HTTP requests by route, method and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly latency = new Histogram({
    name: 'svc_http_request_duration_seconds',
    help: 'HTTP request latency by route and method.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  readonly quotaRejections = new Counter({
    name: 'svc_quota_rejections_total',
    help: 'Requests refused for quota or activation throttle, by limit.',
    labelNames: ['limit'] as const,
    registers: [this.registry],
  });
  readonly researchJobs = new Counter({
    name: 'svc_research_job_transitions_total',
    help: 'Research job state transitions, by state.',
    labelNames: ['state'] as const,
    registers: [this.registry],
  });
  readonly providerErrors = new Counter({
    name: 'svc_provider_errors_total',
    help: 'Errors from external providers, by provider and kind.',
    labelNames: ['provider', 'kind'] as const,
    registers: [this.registry],
  });

  /** The Prometheus text exposition of every metric. */
  render(): Promise<string> {
    return this.registry.metrics();
  }
}
