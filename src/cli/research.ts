import type { TravelResearchJobStatus } from '../contracts/travel-research.js';
import type { Api } from './api.js';
import { CliError, EXIT } from './errors.js';

export interface WaitOptions {
  timeoutMs: number;
  intervalMs: number;
  /** One progress line per poll (the CLI writes it to stderr). */
  progress: (line: string) => void;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
}

function progressLine(job: TravelResearchJobStatus, elapsedMs: number): string {
  const done = job.completed_categories.length;
  const total = done + job.pending_categories.length + (job.failed_categories?.length ?? 0);
  const pending = job.pending_categories.length ? `; pending: ${job.pending_categories.join(', ')}` : '';
  return `research ${job.job_id}: ${job.status} (${done}/${total} categories complete${pending}) ${(elapsedMs / 1000).toFixed(1)}s`;
}

/**
 * Polls GET /api/v1/travel/research/jobs/{id} until the job is complete or failed, or the
 * timeout passes. running and partial are valid states: they are waited on, not errors. Returns
 * the final status; a failed job or a timeout is a CliError (exit 8) carrying the last status.
 */
export async function waitForResearch(api: Api, jobId: string, options: WaitOptions): Promise<TravelResearchJobStatus> {
  const started = options.now();
  const path = `/api/v1/travel/research/jobs/${encodeURIComponent(jobId)}`;
  for (;;) {
    const job = await api.call<TravelResearchJobStatus>({ method: 'GET', path, auth: true });
    const elapsed = options.now() - started;
    options.progress(progressLine(job, elapsed));
    if (job.status === 'complete') return job;
    if (job.status === 'failed') throw new ResearchNotComplete(`research job ${jobId} failed`, job);
    if (elapsed + options.intervalMs > options.timeoutMs) {
      throw new ResearchNotComplete(
        `research job ${jobId} is still ${job.status} after ${Math.round(elapsed / 1000)} s (--timeout); use its completed evidence or the provider handoffs`,
        job,
      );
    }
    await options.sleep(options.intervalMs);
  }
}

/** A research wait that ended without a complete job; the CLI still prints the last status. */
export class ResearchNotComplete extends CliError {
  constructor(
    message: string,
    readonly job: TravelResearchJobStatus,
  ) {
    super(message, EXIT.failed);
  }
}
