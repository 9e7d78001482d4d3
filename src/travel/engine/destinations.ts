import type { TravelDestinationList, TravelDestinationSummary } from '../../contracts/travel.js';
import { SUPPORTED_ORIGINS } from '../knowledge/types.js';
import { TRUTH_BOUNDARIES } from './assemble/bookability.js';
import type { Catalog } from './catalog.js';
import { intelligenceBasis } from './snapshots/basis.js';
import { THEME_MIN_STRENGTH, type Candidate } from './types.js';

/**
 * GET /api/v1/travel/destinations (shape decided by svc): every curated destination with its
 * themes, coverage tier, source tiers, intelligence basis and what it does not cover. Built
 * once; the list only changes when the data files do.
 */

const BOUNDARIES = [
  'No live lodging inventory, provider-backed rates or live airfare.',
  'Themes, climate normals and remote-work/family/accessibility signals are editorial model_estimate values.',
  'Event venues are seeded names; schedules are never checked.',
];

function summary(c: Candidate): TravelDestinationSummary {
  const record = c.record;
  const tiers = new Set<'curated_baseline' | 'model_estimate' | 'handoff_required'>(['model_estimate', 'handoff_required']);
  if (c.cost_basis.row_curated) tiers.add('curated_baseline');
  return {
    id: c.id,
    name: c.name,
    kind: (record?.kind ?? 'city') as TravelDestinationSummary['kind'],
    country: c.country,
    region: c.region_label,
    themes: Object.entries(c.themes ?? {})
      .filter(([, v]) => v >= THEME_MIN_STRENGTH)
      .sort((a, b) => b[1] - a[1])
      .map(([t]) => t),
    coverage_tier: c.coverage_mode,
    source_tiers: [...tiers],
    intelligence_basis: intelligenceBasis(c, null),
    coverage_boundaries: c.cost_basis.row_curated ? BOUNDARIES : [...BOUNDARIES, 'Cost row is a country or standard per-diem row applied as an estimate.'],
  };
}

export function destinationList(catalog: Catalog, docsUrl: string | null): TravelDestinationList {
  const destinations = catalog.curated.map(summary);
  return {
    count: destinations.length,
    destinations,
    supported_origins: [...SUPPORTED_ORIGINS],
    source_tier_legend: {
      curated_baseline: 'Checked data shipped with svc, with its public source and as-of date (e.g. government per-diem rows).',
      model_estimate: 'Computed or editorial values; the model is named in intelligence_basis.',
      live_places: 'Fetched live from a places provider with a retrieval time (not enabled in this deployment).',
      handoff_required: 'Availability, rates and fares: must be validated with an external provider.',
    },
    docs_url: docsUrl,
    truth_boundaries: { ...TRUTH_BOUNDARIES },
  };
}
