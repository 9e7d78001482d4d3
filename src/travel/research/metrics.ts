/** The counters live research reports to; the server's Prometheus metrics provide them. */
export interface Metrics {
  researchJobs: { inc(labels: { state: string }): void };
  providerErrors: { inc(labels: { provider: string; kind: string }): void };
}
