import type { ResultBookability, TravelResearchJobStatus } from '../../contracts/travel.js';
import type { ResearchJobRow } from './job-store.js';
import { coverageOf, jobState, pendingCategories, shownEvidence, type JobProgress } from './progress.js';
import { contractText, pollPath } from './outcome.js';

/** The poll answer for one stored job. Pure. */

const BOOKABILITY: ResultBookability = {
  status: 'handoff_required',
  status_enum: ['not_bookable', 'handoff_required', 'provider_live_partial', 'provider_live_verified'],
  live_booking_inventory: false,
  provider_backed_rates: false,
  live_airfare: false,
  booking_supported: false,
  provider_validation_required: true,
  source_tier: 'handoff_required',
  next_step: 'execute_provider_handoffs',
  why_not_bookable_yet: 'Research evidence is not availability, rates or airfare; a booking provider must confirm them through the provider handoffs.',
};

export function jobStatusView(row: ResearchJobRow, now: Date): TravelResearchJobStatus {
  const p = JSON.parse(row.progress) as JobProgress;
  const finished = row.finished_at !== null;
  const pending = pendingCategories(p);
  const searchA = p.providers.find((x) => x.name === 'search_provider_a');
  const nextActions = [
    ...(finished ? [] : [`Poll ${pollPath(row.id)} again in a few seconds; pending categories: ${pending.join(', ') || 'none'}.`]),
    ...(p.evidence.length ? ['Use the completed evidence to shortlist areas and activities; treat it as evidence, not availability.'] : []),
    'Execute the provider handoffs to check availability, rates and fares before presenting anything as bookable.',
  ];
  return {
    job_id: row.id,
    status: jobState(p, finished),
    destination: { id: row.destination_id, name: row.destination_name },
    coverage_mode: coverageOf(p, finished),
    completed_categories: p.completed,
    pending_categories: pending,
    failed_categories: p.failed,
    evidence: shownEvidence(p.evidence, now),
    provider: { name: 'search_provider_a', status: searchA?.state ?? 'unavailable' },
    safe_to_use_as_final_plan: false,
    bookability: BOOKABILITY,
    next_actions: nextActions,
    assembled_response_hint: contractText(p, pending, finished ? null : pollPath(row.id)),
  };
}
