import { Type, type Static } from '@sinclair/typebox';
import { Closed, LongText, Nullable, ShortText, StringEnum, TextList, Uri } from './common.js';

/**
 * Agent launch pack (product agent_launch_pack_v0): a read-only audit of a site's agent-facing
 * surfaces, generated fixes, and a re-audit that reports what changed. Only a fixed list of public
 * discovery paths is fetched with GET; nothing is scanned, submitted or published.
 */

export const LAUNCH_PRODUCT_TYPES = ['agent_api', 'mcp_server', 'a2a_agent', 'agent_tool', 'saas', 'docs_site'] as const;

export const LAUNCH_SURFACES = [
  'openapi',
  'a2a_agent_card',
  'mcp_server_card',
  'llms_txt',
  'docs',
  'pricing',
  'robots_txt',
  'sitemap',
  'cors',
  'api_catalog',
  'oauth',
  'link_headers',
  'agent_skills',
  'home_page',
] as const;

/** The checks of the OpenAPI document itself, which a drafted document can pass (unlike its paths being live). */
export const OPENAPI_DOCUMENT_CHECK_IDS = [
  'openapi.present',
  'openapi.valid',
  'openapi.security_scheme',
  'openapi.error_responses',
  'openapi.rate_limit_responses',
  'openapi.operation_ids',
] as const;

/** Stable check ids: clients may branch on them and pass them back in `checks`. */
export const LAUNCH_CHECK_IDS = [
  ...OPENAPI_DOCUMENT_CHECK_IDS,
  'a2a.agent_card',
  'mcp.server_card',
  'llms_txt.structure',
  'llms_txt.links_resolve',
  'docs.reachable',
  'docs.markdown',
  'docs.matches_openapi',
  'pricing.page',
  'robots_txt.present',
  'sitemap.present',
  'cors.discovery',
  'openapi.paths_live',
  'a2a.endpoint_live',
  'mcp.endpoint_live',
  'robots_txt.ai_crawlers',
  'robots_txt.agent_fetchers',
  'robots_txt.content_signals',
  'api_catalog.present',
  'oauth.authorization_server',
  'oauth.protected_resource',
  'links.http_header',
  'agent_skills.index',
  'home.markdown',
] as const;

export const LaunchProductType = StringEnum(LAUNCH_PRODUCT_TYPES, {
  description: 'What is being launched; it changes which checks weigh most. Default agent_api.',
  default: 'agent_api',
});
export const LaunchCheckId = StringEnum(LAUNCH_CHECK_IDS, { description: 'Stable id of one audit check.' });
export const LaunchSurface = StringEnum(LAUNCH_SURFACES, { description: 'Agent-facing surface a check looks at.' });

export const ExternalScanBudget = Closed(
  {
    provider: Type.Optional(ShortText({ description: 'External scanner the budget belongs to (free text).' })),
    max_active_scans: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000, description: 'External scans you may still start; 0 means none now.' })),
    next_safe_time: Type.Optional(Type.String({ format: 'date-time', description: 'Earliest time another external scan may start (RFC 3339).' })),
  },
  { description: 'Your budget at an external scanner. The audit never runs that scanner; it only advises whether spending a scan now is worthwhile.' },
);

const urlField = Uri({ description: 'Site to audit (http or https). Only its origin is used; a fixed list of public discovery paths is fetched from it.' });

export const LaunchAuditRequest = Closed(
  {
    url: urlField,
    product_type: Type.Optional(LaunchProductType),
    checks: Type.Optional(
      Type.Array(LaunchCheckId, { minItems: 1, maxItems: LAUNCH_CHECK_IDS.length, uniqueItems: true, description: 'Run only these checks. Omit to run all.' }),
    ),
    external_scan_budget: Type.Optional(ExternalScanBudget),
  },
  {
    $id: 'LaunchAuditRequest',
    title: 'Launch audit request',
    description:
      'Audit the agent-facing surfaces of a site: OpenAPI and its declared paths, A2A agent card and endpoint, MCP server card and endpoint, llms.txt, docs, pricing, robots.txt (AI-crawler rules, Content Signals), sitemap, CORS, API catalog (RFC 9727), OAuth metadata (RFC 8414, RFC 9728), Link headers (RFC 8288), Agent Skills index, markdown on the home page.',
  },
);

export const LaunchCheckResult = Closed(
  {
    id: LaunchCheckId,
    surface: LaunchSurface,
    title: ShortText(),
    weight: Type.Number({ minimum: 0, description: 'Share of the readiness score this check carries for the product type.' }),
    status: StringEnum(['pass', 'fail', 'unreachable', 'not_checked', 'skipped', 'info'] as const, {
      description:
        'pass; fail (the surface answered but falls short, holds placeholder text, answers 200 with the same page as a path that cannot exist, or is still an unedited generated draft); unreachable (could not be fetched: a gap too); not_checked (the audit ran out of its own time budget before the check could finish: not scored, and a core check left unchecked keeps the site from ready); skipped (not requested, not applicable, or depends on a surface that is missing); info (reported for the owner to judge, never scored: AI-crawler rules in robots.txt).',
    }),
    standard: ShortText({ description: 'The standard or draft the check follows.' }),
    url: Nullable(Type.String({ maxLength: 2048, description: 'URL the check looked at.' })),
    evidence: TextList({ description: 'What was observed.' }),
    fix: Nullable(LongText({ description: 'What to change, when the check did not pass.' })),
  },
  { description: 'One audit check with its evidence.' },
);

export const LaunchSurfaceStatus = Closed(
  {
    status: StringEnum(['verified', 'partial', 'missing', 'unreachable', 'not_checked'] as const, {
      description: 'verified when every scored check on the surface passed.',
    }),
    url: Nullable(Type.String({ maxLength: 2048 })),
    checks_passed: Type.Integer({ minimum: 0 }),
    checks_run: Type.Integer({ minimum: 0 }),
  },
  { description: 'Roll-up of the checks on one surface.' },
);

export const LaunchVerifiedSurfaces = Closed(
  Object.fromEntries(LAUNCH_SURFACES.map((surface) => [surface, LaunchSurfaceStatus])) as Record<(typeof LAUNCH_SURFACES)[number], typeof LaunchSurfaceStatus>,
  { description: 'Per-surface status: verified when every check on it passed.' },
);

export const LaunchOwnedGap = Closed(
  {
    check_id: LaunchCheckId,
    surface: LaunchSurface,
    title: ShortText(),
    status: StringEnum(['fail', 'unreachable'] as const),
    weight: Type.Number({ minimum: 0 }),
    evidence: TextList(),
    fix: LongText(),
  },
  { description: 'A gap the site owner can close on their own site.' },
);

export const LaunchExternalGap = Closed(
  {
    id: ShortText(),
    title: ShortText(),
    reason: LongText({ description: 'Why only a third party can close it.' }),
    next_step: LongText(),
    blocked_by: Type.Array(LaunchCheckId, { description: 'Owned checks that should pass first.' }),
  },
  { description: 'A step that depends on someone else (a registry, a directory, an external scanner). The audit never takes it for you.' },
);

export const LaunchFixStep = Closed(
  {
    order: Type.Integer({ minimum: 1 }),
    check_id: LaunchCheckId,
    action: LongText(),
    impact: Type.Number({ minimum: 0, description: 'Readiness points this step would add.' }),
    generated_fix: Nullable(ShortText({ description: 'File or patch from POST /api/v1/agent-launch/generate that closes this gap, if any.' })),
  },
  { description: 'One step of the fix plan, ordered by impact.' },
);

export const ShouldRunExternalScan = Closed(
  {
    recommended: Type.Boolean(),
    reason: LongText(),
    provider: Nullable(ShortText()),
    max_active_scans: Nullable(Type.Integer({ minimum: 0 })),
    next_safe_time: Nullable(Type.String({ format: 'date-time' })),
  },
  { description: 'Advice on spending an external scan now, honouring external_scan_budget. No scan is started.' },
);

export const LaunchTruthBoundaries = Closed(
  {
    active_scanning_performed: Type.Literal(false),
    registry_submissions: Type.Literal(false),
    package_publishing: Type.Literal(false),
    third_party_entities_created: Type.Literal(false),
    method: Type.Literal('read_only_requests_to_public_paths_and_declared_endpoints', {
      description:
        'GETs of a fixed list of public paths and of the links those documents declare, plus protocol handshakes with the endpoints the site declares (an MCP server/discover, initialize and tools/list; an A2A GetTask for an unknown task; API operations requested without credentials). Nothing is created, changed or called with credentials.',
    }),
  },
  { description: 'What this product never does.' },
);

const gradeField = StringEnum(['A', 'B', 'C', 'D', 'F'] as const, { description: 'A >= 90, B >= 75, C >= 60, D >= 40, else F.' });
const scoreField = Type.Number({ minimum: 0, maximum: 100, description: 'Weighted share of checks passed, 0 to 100.' });
const productField = Type.Literal('agent_launch_pack_v0');

const readinessBlockers = TextList({
  description: 'Why ready_for_external_scan is false: each core check that did not pass, could not be checked, or was left out of checks. Empty when ready.',
});

export const LaunchDeclaredSurfaces = Closed(
  {
    api: Nullable(ShortText({ description: 'Why an HTTP API is declared (product type, OpenAPI document, llms.txt or Link header), or null.' })),
    mcp: Nullable(ShortText({ description: 'Why an MCP server is declared (product type, server card, llms.txt or Link header), or null.' })),
    a2a: Nullable(ShortText({ description: 'Why an A2A agent is declared (agent card, llms.txt or Link header), or null.' })),
  },
  { description: 'The surfaces the site declares or its product type implies. Their checks are core: each must pass for ready_for_external_scan.' },
);

export const LaunchAuditResponse = Closed(
  {
    product: productField,
    scan_id: ShortText(),
    scanned_at: Type.String({ format: 'date-time' }),
    domain: Uri({ description: 'Origin that was audited.' }),
    product_type: LaunchProductType,
    readiness_score: scoreField,
    grade: gradeField,
    ready_for_external_scan: Type.Boolean({
      description: 'True when every core check passes (the surfaces the site declares, llms.txt, docs and robots.txt); the score is not a condition.',
    }),
    readiness_blockers: readinessBlockers,
    declared_surfaces: LaunchDeclaredSurfaces,
    should_run_external_scan: ShouldRunExternalScan,
    verified_surfaces: LaunchVerifiedSurfaces,
    checks: Type.Array(LaunchCheckResult),
    owned_fixable_gaps: Type.Array(LaunchOwnedGap),
    external_only_gaps: Type.Array(LaunchExternalGap),
    fix_plan: Type.Array(LaunchFixStep),
    truth_boundaries: LaunchTruthBoundaries,
  },
  {
    $id: 'LaunchAuditResponse',
    title: 'Launch audit response',
    description: 'Readiness of a site for AI agents, with evidence, gaps and an ordered fix plan.',
  },
);

export const LaunchGenerateRequest = Closed(
  {
    url: urlField,
    product_name: Type.Optional(ShortText({ minLength: 1, description: 'Product name to put in the files. Defaults to the host name.' })),
    product_type: Type.Optional(LaunchProductType),
    capabilities: Type.Optional(
      Type.Array(ShortText({ minLength: 3 }), { maxItems: 20, description: 'What the product does, one short phrase each; becomes skills and operations.' }),
    ),
  },
  {
    $id: 'LaunchGenerateRequest',
    title: 'Launch generate request',
    description: 'Generate the discovery files and patches a site is missing, from the request and a fresh audit.',
  },
);

export const LaunchGeneratedFile = Closed(
  {
    path: ShortText({ description: 'Where to serve the file on your site.' }),
    media_type: ShortText(),
    purpose: ShortText(),
    content: Type.String({ maxLength: 100_000 }),
    fixes_checks: Type.Array(LaunchCheckId),
    replaces_existing: Type.Boolean({
      description:
        'True when the audit found a file at this path already: the content then keeps every value of that file and adds what it lacks, and a unified_diff patch shows the change.',
    }),
    validation: Closed({
      valid: Type.Boolean(),
      checked_by: Type.Array(LaunchCheckId, { description: 'Audit checks run over this file before returning it.' }),
      problems: TextList(),
    }),
  },
  { description: 'A file to publish, checked by the same functions the audit uses.' },
);

export const LaunchPatch = Closed(
  {
    id: ShortText(),
    target: ShortText({ description: 'Path or server setting the patch applies to.' }),
    kind: StringEnum(['append_lines', 'json_merge', 'http_headers', 'content_negotiation', 'unified_diff'] as const, {
      description: 'unified_diff: a change to a file the site already serves, as a unified diff against the fetched copy.',
    }),
    description: LongText(),
    content: Type.String({ maxLength: 20_000 }),
    fixes_checks: Type.Array(LaunchCheckId),
  },
  { description: 'A change to something that already exists (headers, an existing document).' },
);

export const LaunchGenerateResponse = Closed(
  {
    product: productField,
    target: Uri(),
    based_on_scan_id: ShortText({ description: 'The audit the generated pack was filled from.' }),
    readiness_score_before: scoreField,
    files: Type.Array(LaunchGeneratedFile),
    patches: Type.Array(LaunchPatch),
    truth_warnings: TextList({ description: 'What the generator could not know and you must check or fill in.' }),
  },
  { $id: 'LaunchGenerateResponse', title: 'Launch generate response', description: 'Files and patches that close the owned gaps an audit found.' },
);

export const LaunchVerifyRequest = Closed(
  {
    url: urlField,
    scan_id: Type.Optional(ShortText({ minLength: 1, description: 'A previous audit to compare against.' })),
    product_type: Type.Optional(LaunchProductType),
    external_scan_budget: Type.Optional(ExternalScanBudget),
  },
  { $id: 'LaunchVerifyRequest', title: 'Launch verify request', description: 'Re-audit a site after fixes and report what changed since a previous scan.' },
);

export const LaunchChanges = Closed(
  {
    fixed: Type.Array(LaunchCheckId),
    regressed: Type.Array(LaunchCheckId),
    still_failing: Type.Array(LaunchCheckId),
    score_delta: Nullable(Type.Number()),
  },
  { description: 'Differences from the previous scan; empty lists and a null delta when there was none.' },
);

export const LaunchVerifyResponse = Closed(
  {
    product: productField,
    scan_id: ShortText(),
    previous_scan_id: Nullable(ShortText()),
    domain: Uri(),
    readiness_score: scoreField,
    previous_readiness_score: Nullable(scoreField),
    grade: gradeField,
    ready_for_external_scan: Type.Boolean(),
    readiness_blockers: readinessBlockers,
    remaining_owned_gaps: Type.Array(LaunchOwnedGap),
    remaining_external_todos: Type.Array(LaunchExternalGap),
    should_run_external_scan: ShouldRunExternalScan,
    changes: LaunchChanges,
    truth_boundaries: LaunchTruthBoundaries,
  },
  { $id: 'LaunchVerifyResponse', title: 'Launch verify response', description: 'Re-audit result: remaining gaps, external to-dos and what changed.' },
);

export type LaunchProductTypeValue = Static<typeof LaunchProductType>;
export type LaunchCheckIdValue = Static<typeof LaunchCheckId>;
export type LaunchSurfaceValue = Static<typeof LaunchSurface>;
export type ExternalScanBudgetValue = Static<typeof ExternalScanBudget>;
export type LaunchAuditRequestBody = Static<typeof LaunchAuditRequest>;
export type LaunchCheckResultValue = Static<typeof LaunchCheckResult>;
export type LaunchDeclaredSurfacesValue = Static<typeof LaunchDeclaredSurfaces>;
export type LaunchSurfaceStatusValue = Static<typeof LaunchSurfaceStatus>;
export type LaunchOwnedGapValue = Static<typeof LaunchOwnedGap>;
export type LaunchExternalGapValue = Static<typeof LaunchExternalGap>;
export type LaunchFixStepValue = Static<typeof LaunchFixStep>;
export type ShouldRunExternalScanValue = Static<typeof ShouldRunExternalScan>;
export type LaunchTruthBoundariesValue = Static<typeof LaunchTruthBoundaries>;
export type LaunchAuditResponseBody = Static<typeof LaunchAuditResponse>;
export type LaunchGenerateRequestBody = Static<typeof LaunchGenerateRequest>;
export type LaunchGeneratedFileValue = Static<typeof LaunchGeneratedFile>;
export type LaunchPatchValue = Static<typeof LaunchPatch>;
export type LaunchGenerateResponseBody = Static<typeof LaunchGenerateResponse>;
export type LaunchVerifyRequestBody = Static<typeof LaunchVerifyRequest>;
export type LaunchVerifyResponseBody = Static<typeof LaunchVerifyResponse>;
