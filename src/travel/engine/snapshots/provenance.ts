import type { Provenance } from '../../knowledge/types.js';

/** "tier (source or model, as of)" for the provenance strings of the snapshots. */
export function provenanceText(p: Provenance): string {
  const what = p.tier === 'curated_baseline' ? p.source : p.model;
  const parts = [what, p.as_of ? `as of ${p.as_of}` : null].filter(Boolean).join(', ');
  return parts ? `${p.tier} (${parts})` : p.tier;
}

export const RESEARCH_PROVENANCE = 'model_estimate (no curated record; knowledge models applied to a gazetteer place)';
