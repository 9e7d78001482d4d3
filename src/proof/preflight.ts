import { MAX_EVIDENCE_URLS, type ProofPreflightRequestBody, type ProofPreflightResponseBody, type ProofVenueValue, type VenueReadinessMapValue } from '../contracts/proof.js';
import { invalidInput } from '../errors.js';
import { mapBounded, withTimeBudget } from '../net/bounded.js';
import type { FetchResult, SafeFetcher } from '../net/types.js';
import { claimGraph } from './claims.js';
import { classifyEvidence } from './classify.js';
import { ownershipOf, registrableDomain } from './ownership.js';
import { evidencePlan, safeNextStep } from './plan.js';
import { countMentions, mentionPattern, pageText } from './text.js';
import { venueReadiness } from './venues.js';

export interface ProofLimits {
  /** Fetches in flight at once (default 4). */
  concurrency: number;
  /** Wall-clock budget for all fetches of one preflight (default 25000 ms). */
  budgetMs: number;
}

export const DEFAULT_PROOF_LIMITS: ProofLimits = { concurrency: 4, budgetMs: 25_000 };

export interface ProofDeps {
  fetcher: SafeFetcher;
  now: () => Date;
  limits?: Partial<ProofLimits>;
}

export const DEFAULT_VENUES: ProofVenueValue[] = ['wikidata', 'wikipedia'];

export const PROOF_TRUTH_BOUNDARIES = [
  'Nothing was published, submitted or edited on any venue.',
  'Notability is never guaranteed: each venue editors or maintainers decide.',
  'Source reliability and editorial independence were not judged; only the domain and the text were.',
  'Classification counts words and name mentions: a heuristic model_estimate, not an editorial review.',
  `Only the entity url and the evidence_urls sent (at most ${MAX_EVIDENCE_URLS}) were fetched, read-only.`,
];

function requireHttp(url: string, field: string): void {
  const protocol = (() => {
    try {
      return new URL(url).protocol;
    } catch {
      return 'invalid';
    }
  })();
  if (protocol !== 'http:' && protocol !== 'https:') throw invalidInput(`${field} must be an http or https URL`);
}

/** Fetches and classifies the evidence for an entity and says how far it goes for each venue. Publishes nothing. */
export async function preflightProof(input: ProofPreflightRequestBody, deps: ProofDeps): Promise<ProofPreflightResponseBody> {
  requireHttp(input.url, 'url');
  const evidenceUrls = [...new Set(input.evidence_urls ?? [])];
  if (evidenceUrls.length > MAX_EVIDENCE_URLS) throw invalidInput(`send at most ${MAX_EVIDENCE_URLS} evidence_urls`);
  const knownProfiles = input.known_profiles ?? [];
  const limits = { ...DEFAULT_PROOF_LIMITS, ...deps.limits };
  const fetcher = withTimeBudget(deps.fetcher, limits.budgetMs);
  const ownership = ownershipOf(input.url, knownProfiles);
  const entity = { name: input.entity_name.trim(), mention: mentionPattern(input.entity_name) };

  const results = await mapBounded([input.url, ...evidenceUrls], limits.concurrency, (url) => fetcher.fetch(url, { headers: { accept: 'text/html, text/markdown, text/plain;q=0.8' } }));
  const home = results[0];
  const classified = evidenceUrls.map((url, index) => classifyEvidence(url, results[index + 1] as FetchResult, entity, ownership));
  const evidence = classified.map((entry) => entry.item);
  const siteDescribesEntity =
    home?.ok === true && home.status >= 200 && home.status < 300 && pageText(home.body, home.contentType).paragraphs.some((paragraph) => countMentions(paragraph, entity.mention) > 0);

  const venues = input.target_venues ?? DEFAULT_VENUES;
  const venueInputs = { entityName: entity.name, evidence, knownProfiles, siteDescribesEntity };
  const venue_readiness: VenueReadinessMapValue = Object.fromEntries(venues.map((venue) => [venue, venueReadiness(venue, venueInputs)]));
  const ready = venues.every((venue) => venue_readiness[venue]?.status === 'ready');
  const claim_graph = claimGraph(input.claims ?? [], classified);
  const plan = evidencePlan(entity.name, evidence, venue_readiness, claim_graph);
  const inClass = (name: (typeof evidence)[number]['classification']) => evidence.filter((item) => item.classification === name);

  return {
    product: 'agent_proof_graph_v0',
    checked_at: deps.now().toISOString(),
    entity: { name: entity.name, url: input.url, registrable_domain: registrableDomain(input.url), known_profiles: knownProfiles },
    ready_to_submit: ready,
    venue_readiness,
    evidence_summary: {
      independent_substantial_sources: inClass('independent_substantial'),
      self_authored_sources: inClass('self_authored'),
      trivial_mentions: inClass('trivial_mention'),
      unreachable_sources: inClass('unreachable'),
    },
    claim_graph,
    evidence_plan: plan,
    safe_next_step: safeNextStep(ready, plan),
    truth_boundaries: PROOF_TRUTH_BOUNDARIES,
  };
}
