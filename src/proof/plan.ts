import type { ClaimNodeValue, EvidenceItemValue, EvidencePlanStepValue, ProofVenueValue, VenueReadinessValue } from '../contracts/proof.js';

type Step = Omit<EvidencePlanStepValue, 'priority'>;

/** What to obtain next, most useful first: broken evidence, missing coverage, unsupported claims, venue proofs. */
export function evidencePlan(
  entityName: string,
  evidence: EvidenceItemValue[],
  venues: Partial<Record<ProofVenueValue, VenueReadinessValue>>,
  claims: ClaimNodeValue[],
): EvidencePlanStepValue[] {
  const targets = Object.keys(venues) as ProofVenueValue[];
  const steps: Step[] = [];
  for (const item of evidence.filter((entry) => entry.classification === 'unreachable')) {
    steps.push({
      action: `Fix or replace ${item.url}: an archived copy or another URL for the same article.`,
      venues: targets,
      reason: item.reasons.join('; '),
    });
  }
  for (const [venue, readiness] of Object.entries(venues) as [ProofVenueValue, VenueReadinessValue][]) {
    if (readiness.status === 'ready') continue;
    for (const missing of readiness.missing) steps.push({ action: `Obtain ${missing}.`, venues: [venue], reason: readiness.requirement });
  }
  for (const item of evidence.filter((entry) => entry.classification === 'trivial_mention').slice(0, 3)) {
    steps.push({
      action: `The page at ${item.url} is a passing mention; look for in-depth coverage of ${entityName} by that or another independent publisher.`,
      venues: targets.filter((venue) => venue === 'wikipedia'),
      reason: item.reasons.join('; '),
    });
  }
  for (const claim of claims.filter((node) => node.status !== 'independently_supported')) {
    steps.push({ action: `Find an independent source that states "${claim.claim}", or drop the claim.`, venues: targets, reason: claim.reasons.join('; ') });
  }
  if (evidence.length > 0 && evidence.every((item) => item.classification === 'self_authored')) {
    steps.push({
      action: 'Self-published pages cannot show notability: look for coverage by independent publishers.',
      venues: targets,
      reason: 'all evidence is self-authored',
    });
  }
  return steps.slice(0, 50).map((step, index) => ({ ...step, priority: index + 1 }));
}

export function safeNextStep(ready: boolean, plan: EvidencePlanStepValue[]): string {
  if (ready) return 'Read every source yourself for reliability and independence, then prepare any submission by hand. Nothing has been submitted.';
  const first = plan[0];
  return first
    ? `${first.action} Submit nothing until the target venues are ready.`
    : 'Add evidence_urls for independent coverage and run the preflight again. Submit nothing yet.';
}
