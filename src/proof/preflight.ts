import {
  MAX_EVIDENCE_URLS,
  type ProofPreflightRequestBody,
  type ProofPreflightResponseBody,
  type ProofVenueValue,
  type VenueReadinessMapValue,
} from '../contracts/proof.js';
import { invalidInput } from '../errors.js';
import type { BodyHolding } from '../net/body-allowance.js';
import { mapBounded, withTimeBudget } from '../net/bounded.js';
import { sharedContentReader, type ContentReader } from './content-reader.js';
import type { FetchResult, SafeFetcher } from '../net/types.js';
import { claimGraph } from './claims.js';
import { unreadable, type ClassifiedPage } from './classify.js';
import { ownershipOf, registrableDomain } from './ownership.js';
import { evidencePlan, safeNextStep } from './plan.js';
import { EMPTY_PROFILE, type SubjectProfile } from './subject.js';
import { storyGroups } from './syndication.js';
import { venueReadiness } from './venues.js';

export interface ProofLimits {
  /** Fetches in flight at once (default 4). */
  concurrency: number;
  /** Wall-clock budget for all fetches of one preflight (default 25000 ms). */
  budgetMs: number;
  /** Time allowed to read one fetched page in the worker pool (default 5000 ms). */
  pageBudgetMs: number;
}

export const DEFAULT_PROOF_LIMITS: ProofLimits = { concurrency: 4, budgetMs: 25_000, pageBudgetMs: 5000 };

export interface ProofDeps {
  fetcher: SafeFetcher;
  now: () => Date;
  limits?: Partial<ProofLimits>;
  /** Reads fetched pages off the event loop; defaults to the process-wide worker pool. */
  reader?: ContentReader;
  /** Counts the preflight's fetched pages against its caller's allowance (net/body-allowance.ts) until they are read; unbounded without. */
  holdBodies?: () => BodyHolding;
}

export const DEFAULT_VENUES: ProofVenueValue[] = ['wikidata', 'wikipedia'];

export const PROOF_TRUTH_BOUNDARIES = [
  'Nothing was published, submitted or edited on any venue.',
  'Notability is never guaranteed: each venue editors or maintainers decide.',
  'Source reliability was not judged. Independence was judged from the page itself: publisher, author, account, press-release, sponsorship and interview markers, and the organisations the entity site names as its own.',
  'Classification counts words and name mentions (surname and short-form references after a full mention) and compares each page with the entity site to spot namesakes: a heuristic model_estimate, not an editorial review.',
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
  const entity = { name: input.entity_name.trim() };
  const claims = input.claims ?? [];
  const holding = deps.holdBodies?.();
  const reading = fetchAndRead(input.url, evidenceUrls, entity.name, claims, knownProfiles, {
    ...deps,
    fetcher: holding?.fetcher(deps.fetcher) ?? deps.fetcher,
  });
  const { profile, classified } = await reading.finally(() => holding?.release());
  const evidence = classified.map((entry) => entry.item);
  const siteDescribesEntity = profile.namesEntity;

  const venues = input.target_venues ?? DEFAULT_VENUES;
  const venueInputs = { entityName: entity.name, evidence, independentSources: independentSources(classified), knownProfiles, siteDescribesEntity };
  const venue_readiness: VenueReadinessMapValue = Object.fromEntries(venues.map((venue) => [venue, venueReadiness(venue, venueInputs)]));
  const ready = venues.every((venue) => venue_readiness[venue]?.status === 'ready');
  const claim_graph = claimGraph(claims, classified);
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

/** Fetches the entity's site and the evidence pages and reads them: what the site says of the entity, and each page classified. */
async function fetchAndRead(
  entityUrl: string,
  evidenceUrls: string[],
  entityName: string,
  claims: string[],
  knownProfiles: string[],
  deps: ProofDeps,
): Promise<{ profile: SubjectProfile; classified: ClassifiedPage[] }> {
  const limits = { ...DEFAULT_PROOF_LIMITS, ...deps.limits };
  const fetcher = withTimeBudget(deps.fetcher, limits.budgetMs);
  const reader = deps.reader ?? sharedContentReader();
  const results = await mapBounded([entityUrl, ...evidenceUrls], limits.concurrency, (url) =>
    fetcher.fetch(url, { headers: { accept: 'text/html, text/markdown, text/plain;q=0.8' } }),
  );
  const profile = await entityProfile(results[0], entityName, claims, reader, limits.pageBudgetMs);
  const ownership = ownershipOf(entityUrl, [...knownProfiles, ...profile.declaredProfiles]);
  const classified = await mapBounded(evidenceUrls, limits.concurrency, async (url, index) => {
    const result = results[index + 1] as FetchResult;
    const read = await reader.run('proof.page', { url, result, entityName, profile, ownership, claims }, limits.pageBudgetMs);
    return read.ok ? read.value : unreadable(url, result, `the page could not be read: ${read.message}`);
  });
  return { profile, classified };
}

/** What the entity's own site says about it; empty when the site could not be read. */
async function entityProfile(
  home: FetchResult | undefined,
  entityName: string,
  claims: string[],
  reader: ContentReader,
  budgetMs: number,
): Promise<SubjectProfile> {
  if (home?.ok !== true || home.status < 200 || home.status >= 300) return EMPTY_PROFILE;
  const read = await reader.run('proof.subject', { home, entityName, claims }, budgetMs);
  return read.ok ? read.value : EMPTY_PROFILE;
}

/**
 * In-depth independent pages grouped by source: pages of one publisher (registrable domain) are
 * one source, and so are pages carrying the same story. Posts on self-publishing platforms are
 * left out.
 */
function independentSources(classified: readonly ClassifiedPage[]) {
  const substantial = classified.filter((entry) => entry.item.classification === 'independent_substantial' && entry.item.source_kind !== 'user_generated');
  const groups = storyGroups(substantial.map((entry) => entry.fingerprint)).map((members) =>
    members.map((index) => (substantial[index] as ClassifiedPage).item),
  );
  const byPublisher: (typeof groups)[number][] = [];
  for (const group of groups) {
    const domains = new Set(group.map((item) => item.registrable_domain));
    const existing = byPublisher.find((other) => other.some((item) => domains.has(item.registrable_domain)));
    if (existing) existing.push(...group);
    else byPublisher.push([...group]);
  }
  return byPublisher;
}
