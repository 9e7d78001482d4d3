import { ProofPreflightRequest, ProofPreflightResponse } from '../../contracts/proof.js';
import { defineOperation } from '../types.js';

export const preflightNotabilityProof = defineOperation({
  id: 'preflightNotabilityProof',
  method: 'POST',
  path: '/api/v1/proof/notability/preflight',
  input: ProofPreflightRequest,
  output: ProofPreflightResponse,
  auth: 'public',
  quota: 'none',
  publicLimit: 'fetch',
  tag: 'proof',
  summary: 'Check evidence for an entity before any notability submission',
  description:
    'Fetches the entity url and each evidence URL (at most 20, read-only, through a fetcher that refuses private, loopback, link-local, metadata and multicast addresses, also after redirects) and classifies each as independent_substantial, self_authored (same registrable domain as the entity url, or under a known profile), trivial_mention or unreachable, with reasons. Substantial means at least 3 name mentions and 150 words in the paragraphs naming the entity (a heuristic model_estimate). Returns venue_readiness per target venue, a claim_graph linking each claim to the evidence that states it, an evidence_plan and a safe_next_step. It publishes nothing and notability is never guaranteed. Limited per client address per hour (PUBLIC_FETCH_PER_HOUR, default 30) together with the launch endpoints.',
  cli: { command: 'proof preflight', argument: 'json' },
  handler: (body, { services }) => services.proof.preflight(body),
});
