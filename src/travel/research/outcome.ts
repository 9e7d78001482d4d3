import type { LiveSignals, ResearchStatus } from '../../contracts/travel.js';
import { AGGREGATOR_NOT_CONFIGURED, type LiveResearchMode, type ResearchOutcome, type ResearchSubject } from '../research-port.js';
import { coverageOf, newestRetrieval, pendingCategories, shownEvidence, type JobProgress } from './progress.js';
import { clip } from './text.js';
import type { ProviderState } from './types.js';

/** Turns a job's progress into the per-result research fields the engine shows. Pure. */

export interface OutcomeInput {
  subject: ResearchSubject;
  mode: LiveResearchMode;
  progress: JobProgress;
  finished: boolean;
  jobId: string | null;
  /** Only for jobs someone can poll (they have an owner). */
  pollable: boolean;
  budgetMs: number | null;
  elapsedMs: number;
  now: Date;
  searchProviderState: ProviderState;
}

export const pollPath = (jobId: string): string => `/api/v1/travel/research/jobs/${jobId}`;

export function contractText(p: JobProgress, pending: string[], pollUrl: string | null): string {
  const parts = [
    p.evidence.length > 0
      ? `Use the ${p.evidence.length} evidence item(s) for the completed categories (${p.completed.join(', ') || 'none'}); they are evidence, not availability, rates or airfare.`
      : 'No evidence yet: rely on the provider handoffs.',
  ];
  if (pending.length) parts.push(`Pending: ${pending.join(', ')}${pollUrl ? `; poll ${pollUrl} for progress` : ''}.`);
  if (p.failed.length) parts.push(`Not covered: ${p.failed.map((f) => `${f.category} (${f.reason})`).join('; ')}.`);
  parts.push('For anything missing, use the provider handoffs.');
  return clip(parts.join(' '), 1000);
}

function liveSignals(input: OutcomeInput, pending: string[]): LiveSignals {
  const { progress: p } = input;
  if (input.mode === 'off') return { status: 'disabled', retrieved_at: null, signals: [] };
  const signals = p.completed.flatMap((category) => {
    const items = p.evidence.filter((e) => e.category === category);
    const best = items.find((e) => e.source !== 'operator_snapshot') ?? items[0];
    return best
      ? [{ category, summary: clip(`${best.title} (${items.length} item(s))`, 500), source: best.source, url: best.url, retrieved_at: best.retrieved_at }]
      : [];
  });
  const status = signals.length === 0 ? (input.finished ? 'unavailable' : 'pending') : pending.length || p.failed.length ? 'partial' : 'available';
  return { status, retrieved_at: newestRetrieval(p.evidence, false), signals };
}

/**
 * Items in the order of the subject's categories, then of their source (stable within one), so an
 * answer does not depend on which provider or category happened to finish first, or on the order
 * cached rows come back in.
 */
function inCategoryOrder<T extends { category: string; source?: string }>(items: readonly T[], categories: readonly string[]): T[] {
  const rank = (category: string) => {
    const at = categories.indexOf(category);
    return at < 0 ? categories.length : at;
  };
  return [...items].sort((a, b) => rank(a.category) - rank(b.category) || (a.source ?? '').localeCompare(b.source ?? ''));
}

export function buildOutcome(input: OutcomeInput): ResearchOutcome {
  const { progress: p, subject } = input;
  const off = input.mode === 'off';
  const pending = pendingCategories(p);
  const pollUrl = input.jobId && input.pollable && !input.finished ? pollPath(input.jobId) : null;
  const evidence = inCategoryOrder(shownEvidence(p.evidence, input.now), p.categories);
  const coverage = off ? subject.coverage_mode : input.mode === 'async_only' && !input.finished ? 'research_pending' : coverageOf(p, input.finished);
  const cached = p.evidence.some((e) => e.source === 'cache');
  const status: ResearchStatus = {
    mode: coverage,
    cache_state: off ? 'disabled' : cached ? 'fresh' : 'miss',
    freshness_days: evidence.length ? Math.min(...evidence.map((e) => e.freshness_days)) : null,
    completed_categories: p.completed,
    pending_categories: pending,
    job_id: input.jobId,
    poll_url: pollUrl,
    search_provider: { name: 'search_provider_a', status: off ? 'disabled' : input.searchProviderState },
    max_live_research_ms: input.budgetMs,
    elapsed_ms: Math.max(0, Math.round(input.elapsedMs)),
    partial_return_contract: off
      ? clip(
          `live_research_mode off: no provider was called. Evidence holds only operator-compiled links shipped with svc (${evidence.length}). Use the provider handoffs to validate.`,
          1000,
        )
      : contractText(p, pending, pollUrl),
  };
  return {
    research_status: status,
    coverage_mode: coverage,
    evidence,
    live_signals: liveSignals(input, pending),
    place_candidates: inCategoryOrder(p.places, p.categories),
    aggregator_signals:
      p.aggregator ??
      (p.aggregator_wanted
        ? {
            ...AGGREGATOR_NOT_CONFIGURED,
            status: 'unavailable',
            provider: 'aggregator',
            caveat: 'Aggregator evidence is still being retrieved; poll the research job.',
          }
        : { ...AGGREGATOR_NOT_CONFIGURED }),
  };
}
