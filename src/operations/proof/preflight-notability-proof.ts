import { ProofPreflightRequest, ProofPreflightResponse } from '../../contracts/proof.js';
import { contentCaller } from '../caller.js';
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
    'Fetches the entity url and each evidence URL (at most 20, read-only, through a fetcher that refuses private, loopback, link-local, metadata and multicast addresses, also after redirects) and classifies each as independent_substantial, self_authored (the entity own sites and profiles, its posts on social, blogging, video and newsletter platforms, pieces it wrote, press releases (on a wire, sponsored content on the site of the distribution service that put it out, or with two signs of one: the genre as a whole label (a title segment, a line alone, a path segment), a press-office sign-off line giving a name, phone or email, a closing About paragraph with its full name, a line opened by an issuer label or signed by a press office naming it, a label a paper prints a sent announcement under, release boilerplate), sponsored content, Q&A interviews, sites of organisations the entity site ties it to), trivial_mention (passing mention, no mention, or a namesake) or unreachable (dead links, errors, soft 404s, paywalls), with source_kind and reasons. Mentions count the full name, then surname and short forms; substantial means at least 3 mentions and 150 words of running text about the entity (a register or directory entry of fields and list lines has none), or 60 for a piece about it throughout (a heuristic model_estimate); a namesake is told by field, place and organisation, and by a death or an obituary of a same-named person; one story reprinted by several publishers counts once for Wikipedia. Pages are read by an HTML parser in a worker pool with a time budget. Returns venue_readiness per target venue, a claim_graph linking each claim to the evidence that states it, an evidence_plan and a safe_next_step. It publishes nothing and notability is never guaranteed. Limited per client address per hour (PUBLIC_FETCH_PER_HOUR, default 30) together with the launch endpoints.',
  cli: { command: 'proof preflight', argument: 'json' },
  handler: (body, ctx) => ctx.services.proof.preflight(body, contentCaller(ctx)),
});
