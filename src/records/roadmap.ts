import type { IssueCategory } from '../contracts/accounts.js';

/**
 * Documented mapping from feedback issue categories to roadmap buckets (also in docs/api.md).
 * A feedback item lands in every bucket its categories map to; the primary bucket is the one
 * of the first category given.
 */
export const ROADMAP_BUCKETS: Record<IssueCategory, string> = {
  off_scope: 'coverage_and_scope',
  missing_live_data: 'live_data_providers',
  unclear_provenance: 'provenance_clarity',
  handoff_incomplete: 'provider_handoffs',
  docs_confusing: 'docs_and_onboarding',
  activation_blocked: 'docs_and_onboarding',
  pricing_blocked: 'pricing_and_billing',
  competitor_preferred: 'competitive_gaps',
  generic_search_preferred: 'competitive_gaps',
  other: 'triage',
};

export function roadmapBuckets(categories: readonly IssueCategory[]): string[] {
  return [...new Set(categories.map((c) => ROADMAP_BUCKETS[c]))];
}
