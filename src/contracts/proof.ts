import { Type, type Static } from '@sinclair/typebox';
import { Closed, LongText, Nullable, ShortText, StringEnum, TextList, Uri } from './common.js';

/**
 * Proof (notability) preflight (product agent_proof_graph_v0): fetches the evidence a caller
 * offers, classifies each source, and says how far it goes towards each venue's bar. It
 * publishes nothing, submits nothing and never guarantees notability.
 */

export const PROOF_VENUES = ['wikipedia', 'wikidata', 'mcp_registry', 'ai_tool_directory', 'package_registry'] as const;
export const EVIDENCE_CLASSES = ['independent_substantial', 'self_authored', 'trivial_mention', 'unreachable'] as const;
export const MAX_EVIDENCE_URLS = 20;
export const SOURCE_KINDS = [
  'article',
  'user_generated',
  'own_site_or_profile',
  'own_platform_post',
  'written_by_subject',
  'affiliated_publisher',
  'press_release',
  'sponsored',
  'interview_qa',
  'namesake',
  'no_mention',
  'paywalled',
  'soft_404',
  'http_error',
  'fetch_failed',
  'unreadable',
] as const;

export const ProofVenue = StringEnum(PROOF_VENUES, { description: 'A venue the entity may later be submitted to.' });
export const EvidenceClass = StringEnum(EVIDENCE_CLASSES, {
  description:
    'independent_substantial: an independent publisher and author writing at length about the entity; self_authored: written, issued, paid for or published by the entity or an organisation its own site ties it to (its sites and profiles, its posts on social, blogging, video and newsletter platforms or under its member page on any site, pieces it wrote, press releases (on a wire, or with two signs of one: the genre as a whole label (a title segment, a line alone, a path segment), a press-office sign-off line giving a name, phone or email, a closing About paragraph with its full name, a line opened by an issuer label or signed by a press office naming it, a label a paper prints a sent announcement under, release boilerplate), sponsored content (a release a non-wire site carries under its notice that the piece is not its own included), Q&A interviews); trivial_mention: a passing mention, no mention, or a namesake; unreachable: could not be fetched or read (dead links, errors, "page not found" pages, paywalls).',
});

export const ProofPreflightRequest = Closed(
  {
    entity_name: ShortText({ minLength: 1, description: 'Name of the entity (product, company, project) as sources would write it.' }),
    url: Uri({ description: 'The entity own site; its registrable domain marks sources as self-authored.' }),
    target_venues: Type.Optional(
      Type.Array(ProofVenue, {
        minItems: 1,
        maxItems: PROOF_VENUES.length,
        uniqueItems: true,
        description: 'Venues to assess. Default wikidata and wikipedia.',
      }),
    ),
    evidence_urls: Type.Optional(
      Type.Array(Uri(), { maxItems: MAX_EVIDENCE_URLS, uniqueItems: true, description: `Sources to check, at most ${MAX_EVIDENCE_URLS}.` }),
    ),
    claims: Type.Optional(
      Type.Array(ShortText({ minLength: 3 }), {
        maxItems: 20,
        description: 'Statements you would make about the entity; each is linked to the evidence that supports it.',
      }),
    ),
    known_profiles: Type.Optional(
      Type.Array(Uri(), {
        maxItems: 10,
        uniqueItems: true,
        description: 'The entity own profiles elsewhere (code host, package registry, social). Pages under them count as self-authored.',
      }),
    ),
  },
  { $id: 'ProofPreflightRequest', title: 'Proof preflight request', description: 'Check evidence for an entity before any notability submission.' },
);

export const EvidenceItem = Closed(
  {
    url: Type.String({ maxLength: 2048 }),
    final_url: Nullable(Type.String({ maxLength: 2048 })),
    registrable_domain: Nullable(ShortText()),
    classification: EvidenceClass,
    source_kind: StringEnum(SOURCE_KINDS, {
      description:
        "What the page is: article (independent publisher and author), user_generated (someone else's post on a self-publishing platform), own_site_or_profile, own_platform_post, written_by_subject, affiliated_publisher (an organisation the entity founded, runs or works for), press_release, sponsored, interview_qa, namesake (the name refers to someone or something else), no_mention, paywalled, soft_404, http_error, fetch_failed, unreadable (too large or slow to read within its budget).",
    }),
    http_status: Nullable(Type.Integer()),
    title: Nullable(ShortText()),
    entity_mentions: Type.Integer({
      minimum: 0,
      description: 'Mentions of the entity: its full name, and after a full mention its surname or short form. 0 for a namesake.',
    }),
    relevant_word_count: Type.Integer({ minimum: 0, description: 'Words from the first paragraph naming the entity to the last.' }),
    total_word_count: Type.Integer({ minimum: 0 }),
    reasons: TextList({ minItems: 1 }),
  },
  { description: 'One evidence URL as fetched and classified.' },
);

export const EvidenceSummary = Closed(
  {
    independent_substantial_sources: Type.Array(EvidenceItem),
    self_authored_sources: Type.Array(EvidenceItem),
    trivial_mentions: Type.Array(EvidenceItem),
    unreachable_sources: Type.Array(EvidenceItem),
  },
  { description: 'Every evidence URL, in exactly one class.' },
);

export const VenueReadiness = Closed(
  {
    status: StringEnum(['ready', 'not_ready', 'needs_manual_proof'] as const, {
      description:
        'ready: the automatic preflight bar is met (a human still judges reliability); needs_manual_proof: depends on proofs this preflight cannot see.',
    }),
    requirement: LongText(),
    met: TextList(),
    missing: TextList(),
    supporting_urls: Type.Array(Type.String({ maxLength: 2048 })),
  },
  { description: 'How the evidence measures up to one venue bar.' },
);

const optionalVenue = () => Type.Optional(VenueReadiness);

export const VenueReadinessMap = Closed(
  {
    wikipedia: optionalVenue(),
    wikidata: optionalVenue(),
    mcp_registry: optionalVenue(),
    ai_tool_directory: optionalVenue(),
    package_registry: optionalVenue(),
  },
  { description: 'One entry per target venue.' },
);

export const ClaimNode = Closed(
  {
    claim: ShortText(),
    status: StringEnum(['independently_supported', 'self_reported_only', 'unsupported'] as const),
    supported_by: Type.Array(Closed({ url: Type.String({ maxLength: 2048 }), classification: EvidenceClass, excerpt: ShortText() })),
    not_supported_by: Type.Array(Type.String({ maxLength: 2048 }), { description: 'Reachable sources checked that do not state the claim.' }),
    reasons: TextList(),
  },
  { description: 'A claim linked to the evidence that supports or fails it.' },
);

export const EvidencePlanStep = Closed(
  {
    priority: Type.Integer({ minimum: 1 }),
    action: LongText(),
    venues: Type.Array(ProofVenue),
    reason: LongText(),
  },
  { description: 'What to obtain next, most important first.' },
);

export const ProofPreflightResponse = Closed(
  {
    product: Type.Literal('agent_proof_graph_v0'),
    checked_at: Type.String({ format: 'date-time' }),
    entity: Closed({
      name: ShortText(),
      url: Uri(),
      registrable_domain: Nullable(ShortText()),
      known_profiles: Type.Array(Type.String({ maxLength: 2048 })),
    }),
    ready_to_submit: Type.Boolean({ description: 'True only when every target venue is ready. Not a guarantee of acceptance.' }),
    venue_readiness: VenueReadinessMap,
    evidence_summary: EvidenceSummary,
    claim_graph: Type.Array(ClaimNode),
    evidence_plan: Type.Array(EvidencePlanStep),
    safe_next_step: LongText(),
    truth_boundaries: TextList(),
  },
  {
    $id: 'ProofPreflightResponse',
    title: 'Proof preflight response',
    description: 'Evidence classes, venue readiness, claim graph and what to obtain next. Publishes nothing; notability is never guaranteed.',
  },
);

export type ProofVenueValue = Static<typeof ProofVenue>;
export type SourceKindValue = (typeof SOURCE_KINDS)[number];
export type EvidenceClassValue = Static<typeof EvidenceClass>;
export type ProofPreflightRequestBody = Static<typeof ProofPreflightRequest>;
export type EvidenceItemValue = Static<typeof EvidenceItem>;
export type EvidenceSummaryValue = Static<typeof EvidenceSummary>;
export type VenueReadinessValue = Static<typeof VenueReadiness>;
export type VenueReadinessMapValue = Static<typeof VenueReadinessMap>;
export type ClaimNodeValue = Static<typeof ClaimNode>;
export type EvidencePlanStepValue = Static<typeof EvidencePlanStep>;
export type ProofPreflightResponseBody = Static<typeof ProofPreflightResponse>;
