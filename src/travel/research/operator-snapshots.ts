import { readFileSync } from 'node:fs';
import { dataUrl } from '../../data-paths.js';
import type { TravelResearchEvidence } from '../../contracts/travel.js';

/**
 * operator_snapshot evidence: links to official tourism, park and transit pages that the operator
 * compiled and ships in data/travel/evidence/. svc never fetched them; `checked_at` is the day the
 * operator compiled each entry and becomes the evidence's retrieved_at.
 */

interface SnapshotItem {
  category: string;
  title: string;
  url: string;
  supports: string[];
  caveats: string[];
  confidence: TravelResearchEvidence['confidence'];
}

interface SnapshotFile {
  label: string;
  destinations: Record<string, { checked_at: string; items: SnapshotItem[] }>;
}

export const SNAPSHOT_FILE = dataUrl('travel/evidence/operator-snapshots.json');

export interface OperatorSnapshots {
  /** Evidence for a destination (retrieved_at = the compile date; freshness set at response time). */
  evidenceFor(destinationId: string): TravelResearchEvidence[];
}

export function loadOperatorSnapshots(file: URL | string = SNAPSHOT_FILE): OperatorSnapshots {
  const data = JSON.parse(readFileSync(file, 'utf8')) as SnapshotFile;
  const byId = new Map<string, TravelResearchEvidence[]>();
  for (const [id, entry] of Object.entries(data.destinations)) {
    const retrieved = new Date(`${entry.checked_at}T00:00:00Z`).toISOString();
    byId.set(
      id,
      entry.items.map((item) => ({
        ...item,
        source: 'operator_snapshot' as const,
        retrieved_at: retrieved,
        freshness_days: 0,
        supports: [...item.supports],
        caveats: [...item.caveats],
      })),
    );
  }
  return { evidenceFor: (id) => (byId.get(id) ?? []).map((e) => ({ ...e, supports: [...e.supports], caveats: [...e.caveats] })) };
}
