import { bodyText } from '../../net/body.js';
import type { FetchResult } from '../../net/types.js';
import { overBudget } from '../budget.js';
import { rpcMessage } from '../validators/json-rpc.js';
import { placeholderHost } from '../validators/placeholders.js';
import { isOpenApiDocument } from '../validators/openapi.js';
import { aiCrawlerRules, validateContentSignals, type AiCrawlerPurpose } from '../validators/robots.js';
import { isRecord, parseJson, verdict } from '../validators/verdict.js';
import {
  validateApiCatalog,
  validateAuthorizationServer,
  validateProtectedResource,
  validateSkillFile,
  validateSkillsIndex,
} from '../validators/well-known.js';
import { isSiteNotFoundPage } from '../catch-all.js';
import { siteOpenApiValue } from '../openapi-document.js';
import { answered, isCatchAll, linkResolves, type SiteSnapshot } from '../snapshot.js';
import { asJson, describeFailure, fromVerdict, judgeResource } from './resource.js';
import type { CheckDefinition, CheckOutcome } from './types.js';

/** Declared endpoints, probed: the MCP handshake, the A2A endpoint, the API operations. */

const status = (result: FetchResult) => (result.ok ? `HTTP ${result.status}` : `${result.code} (${result.message})`);

type McpProbe = SiteSnapshot['probes']['mcp'][number];
type ApiProbeResult = SiteSnapshot['probes']['api'][number];

/** One MCP endpoint: pass (lists its tools, or asks for OAuth), fail, or not checked (the audit ran out of time). */
function judgeMcp(probe: McpProbe, origin: string): CheckOutcome {
  const placeholder = placeholderHost(probe.url, origin);
  if (placeholder) return { status: 'fail', url: probe.url, evidence: [`${placeholder}; not probed`] };
  const evidence = probe.steps.map((step) => `${probe.url} ${step.name} -> ${status(step.result)}`);
  const tools = probe.steps.find((step) => step.name === 'tools/list');
  const listed = tools ? rpcMessage(tools.result)?.['result'] : undefined;
  if (isRecord(listed) && Array.isArray(listed['tools'])) {
    const names = listed['tools'].flatMap((tool) => (isRecord(tool) && typeof tool['name'] === 'string' ? [tool['name']] : []));
    const handshake = probe.steps.some((step) => step.name === 'server/discover' && rpcMessage(step.result)?.['result'] !== undefined)
      ? 'server/discover (2026-07-28)'
      : 'initialize (2025)';
    return {
      status: 'pass',
      url: probe.url,
      evidence: [...evidence, `answers ${handshake} and lists ${names.length} tools: ${names.slice(0, 10).join(', ')}`],
    };
  }
  const challenged = probe.steps.find((step) => step.result.ok && step.result.status === 401 && step.result.headers['www-authenticate']);
  if (challenged?.result.ok)
    return {
      status: 'pass',
      url: probe.url,
      evidence: [...evidence, `requires authorization: WWW-Authenticate ${challenged.result.headers['www-authenticate']}`],
    };
  if (probe.steps.some((step) => overBudget(step.result)))
    return { status: 'not_checked', url: probe.url, evidence: [...evidence, "the audit's time budget ran out before the handshake finished"] };
  const failed = tools ? 'answered the handshake, but tools/list returned no tool list' : 'did not complete server/discover or initialize';
  return { status: 'fail', url: probe.url, evidence: [...evidence, `the declared MCP endpoint ${failed}`] };
}

/** The declared MCP endpoints: passes when one of them answers MCP (an llms.txt may name a docs page beside the endpoint). */
function mcpLive(site: SiteSnapshot): CheckOutcome {
  const probes = site.probes.mcp;
  if (probes.length === 0) return { status: 'skipped', url: null, evidence: ['the site declares no MCP endpoint to probe'] };
  const judged = probes.map((probe) => judgeMcp(probe, site.origin));
  const evidence = judged.flatMap((outcome) => outcome.evidence);
  const best = judged.find((outcome) => outcome.status === 'pass') ?? judged.find((outcome) => outcome.status === 'not_checked') ?? judged[0];
  return { status: best?.status ?? 'fail', url: best?.url ?? null, evidence };
}

function a2aLive(site: SiteSnapshot): CheckOutcome {
  const targets = site.probes.a2a;
  if (targets.length === 0) return { status: 'skipped', url: null, evidence: ['the site declares no A2A endpoint to probe'] };
  const evidence: string[] = [];
  let outOfTime = false;
  const dead = targets.filter((target) => {
    const placeholder = placeholderHost(target.url, site.origin);
    if (placeholder) {
      evidence.push(`${placeholder}; not probed`);
      return true;
    }
    if (target.steps.length === 0) {
      evidence.push(`${target.url} (${target.binding}): binding not probed over HTTP`);
      return false;
    }
    const answeredRpc = target.steps.some((step) => {
      const message = rpcMessage(step.result);
      return message?.['jsonrpc'] === '2.0' && (message['result'] !== undefined || message['error'] !== undefined);
    });
    const answeredRest =
      target.binding === 'HTTP+JSON' &&
      target.steps.some(
        (step) =>
          step.result.ok &&
          ((step.result.status >= 200 && step.result.status < 300 && step.result.contentType.includes('json')) ||
            step.result.status === 401 ||
            step.result.status === 403),
      );
    evidence.push(
      `${target.url} (${target.binding}): ${target.steps.map((step) => `${step.name} -> ${status(step.result)}`).join(', ')}${answeredRpc || answeredRest ? ', answers as an A2A endpoint' : ''}`,
    );
    if (!(answeredRpc || answeredRest) && target.steps.some((step) => overBudget(step.result))) {
      outOfTime = true;
      return false;
    }
    return !(answeredRpc || answeredRest);
  });
  if (dead.length === 0 && outOfTime)
    return { status: 'not_checked', url: targets[0]?.url ?? null, evidence: [...evidence, "the audit's time budget ran out before the endpoint answered"] };
  return { status: dead.length === 0 ? 'pass' : 'fail', url: targets[0]?.url ?? null, evidence };
}

const MISSING = new Set([404, 405, 410, 501]);

/** The first server url of the OpenAPI document when it is a placeholder or local address, as a problem line. */
function placeholderServer(doc: unknown, origin: string): string | null {
  const servers = isRecord(doc) && Array.isArray(doc['servers']) ? doc['servers'] : [];
  const first: unknown = servers[0];
  const url = isRecord(first) && typeof first['url'] === 'string' && URL.canParse(first['url'], origin) ? new URL(first['url'], origin).toString() : null;
  const problem = url ? placeholderHost(url, origin) : null;
  return problem ? `servers[0].url: ${problem}; the operations were not probed` : null;
}

function apiPathsLive(site: SiteSnapshot): CheckOutcome {
  const probes = site.probes.api;
  const openapi = siteOpenApiValue(site);
  if (!openapi || !isOpenApiDocument(openapi.value)) return { status: 'skipped', url: null, evidence: ['no OpenAPI document to take paths from'] };
  const server = placeholderServer(openapi.value, site.origin);
  if (server) return { status: 'fail', url: openapi.result.finalUrl, evidence: [server] };
  if (probes.length === 0)
    return {
      status: 'skipped',
      url: null,
      evidence: ['no operation can be requested safely (only GET operations, and POST operations that need credentials, are probed)'],
    };
  const checked = probes.filter((probe) => !overBudget(probe.result));
  // A 404 for a made-up id is the operation's own answer when it declares one, unless it is the site's generic not-found page.
  const ownNotFound = (probe: ApiProbeResult) =>
    probe.notFoundDeclared && probe.result.ok && probe.result.status === 404 && !isCatchAll(probe.result) && !isSiteNotFoundPage(site.catchAll, probe.result);
  // RFC 9110 (15.5.5) lets a server answer 404 to hide a resource from a caller it would refuse: for a secured
  // operation that promises no 401 or 403, a 404 without credentials does not show that the operation is missing.
  const mayHide = (probe: ApiProbeResult) => probe.secured && !probe.authFailureDeclared && probe.result.ok && probe.result.status === 404;
  const missing = checked.filter((probe) => !probe.result.ok || (MISSING.has(probe.result.status) && !ownNotFound(probe)) || probe.result.status >= 500);
  const confirmed = missing.filter((probe) => !mayHide(probe));
  const evidence = probes.map(
    (probe) =>
      `${probe.label}${probe.secured ? ' (without credentials)' : ''} -> ${status(probe.result)}${ownNotFound(probe) ? ' (the 404 the operation declares for an unknown id)' : ''}`,
  );
  if (checked.length === 0)
    return { status: 'not_checked', url: null, evidence: ["the audit's time budget ran out before any operation answered", ...evidence] };
  const summary = `${checked.length - missing.length} of ${checked.length} declared operations answer`;
  if (missing.length > 0 && confirmed.length === 0) {
    const unconfirmed = `${missing.length} secured operations that declare no 401 or 403 answered 404 without credentials, which a server may send to hide what it would refuse (RFC 9110, 15.5.5): not confirmed missing`;
    return { status: 'fail', url: null, evidence: [summary, ...evidence, unconfirmed], unconfirmed };
  }
  return { status: missing.length === 0 ? 'pass' : 'fail', url: null, evidence: [summary, ...evidence] };
}

/** The AI crawlers robots.txt shuts out of the whole site whose purpose is one of `purposes`; pass when there are none. */
function crawlersShutOut(site: SiteSnapshot, purposes: readonly AiCrawlerPurpose[], consequence: string): CheckOutcome {
  const robots = site.responses.robots;
  if (!answered(robots))
    return { status: 'skipped', url: null, evidence: ['no robots.txt was read, so none shuts AI crawlers out (robots_txt.present reports why)'] };
  const rules = aiCrawlerRules(bodyText(robots));
  const blocked = rules.blocked.filter((crawler) => purposes.includes(crawler.purpose));
  const named = rules.named.length > 0 ? `named in their own groups: ${rules.named.join(', ')}` : 'no AI crawler has its own group';
  if (blocked.length === 0)
    return { status: 'pass', url: robots.finalUrl, evidence: [`none of the ${purposes.join(' or ')} AI crawlers is shut out of the whole site`, named] };
  return {
    status: 'fail',
    url: robots.finalUrl,
    evidence: [named, `shut out of the whole site: ${blocked.map((crawler) => `${crawler.agent} (${crawler.purpose})`).join(', ')}`, consequence],
  };
}

const aiCrawlers = (site: SiteSnapshot) =>
  crawlersShutOut(
    site,
    ['training', 'search'],
    'AI search engines and models will not learn the product from its own pages; keep the block if that is the intent',
  );

const agentFetchers = (site: SiteSnapshot) =>
  crawlersShutOut(
    site,
    ['user'],
    'agents fetching a page for a person, the callers an agent product is for, are told not to read its docs and discovery files',
  );

/** The API or the MCP endpoint uses OAuth: declared in OpenAPI or the agent card, or an MCP 401 challenge. */
function usesOAuth(site: SiteSnapshot): string | null {
  const schemes = (value: unknown): unknown[] => (isRecord(value) ? Object.values(value) : []);
  const doc = siteOpenApiValue(site)?.value;
  const declared = isRecord(doc) && isRecord(doc['components']) ? schemes(doc['components']['securitySchemes']) : [];
  if (declared.some((scheme) => isRecord(scheme) && (scheme['type'] === 'oauth2' || scheme['type'] === 'openIdConnect')))
    return 'the OpenAPI document declares an OAuth 2.0 or OpenID Connect scheme';
  const card = answered(site.responses.agent_card) ? parseJson(bodyText(site.responses.agent_card)) : undefined;
  const cardSchemes = isRecord(card) ? schemes(card['securitySchemes']) : [];
  if (
    cardSchemes.some(
      (scheme) =>
        isRecord(scheme) &&
        (scheme['type'] === 'oauth2' || scheme['type'] === 'openIdConnect' || 'oauth2SecurityScheme' in scheme || 'openIdConnectSecurityScheme' in scheme),
    )
  ) {
    return 'the agent card declares an OAuth 2.0 or OpenID Connect scheme';
  }
  const challenge = site.probes.mcp.flatMap((probe) => probe.steps).find((step) => step.result.ok && step.result.status === 401);
  if (challenge?.result.ok && (challenge.result.headers['www-authenticate'] ?? '').toLowerCase().includes('bearer'))
    return 'the MCP endpoint answers 401 with a Bearer challenge';
  return null;
}

const oauthCheck =
  (key: 'oauth_authorization_server' | 'oauth_protected_resource', judge: (value: unknown) => ReturnType<typeof verdict>) =>
  async (site: SiteSnapshot): Promise<CheckOutcome> => {
    const reason = usesOAuth(site);
    if (!reason) return { status: 'skipped', url: null, evidence: ['not applicable: neither the API nor the MCP endpoint declares OAuth'] };
    const outcome = await judgeResource(site, [key], asJson(judge));
    return { ...outcome, evidence: [reason, ...outcome.evidence] };
  };

function linkHeader(site: SiteSnapshot): CheckOutcome {
  const home = site.responses.home;
  if (!answered(home)) return { status: overBudget(home) ? 'not_checked' : 'unreachable', url: site.origin, evidence: [describeFailure('/', home)] };
  if (!home.headers['link']) return { status: 'fail', url: home.finalUrl, evidence: ['the home page sends no Link header'] };
  const links = site.probes.links;
  if (links.length === 0)
    return {
      status: 'fail',
      url: home.finalUrl,
      evidence: [
        `Link: ${home.headers['link'].slice(0, 300)}`,
        'no relation an agent can follow (api-catalog, service-desc, service-doc, describedby, alternate)',
      ],
    };
  const broken = links.filter((link) => !linkResolves(link.result) && !overBudget(link.result));
  const evidence = links.map((link) => `rel=${link.rels.join(' ')} ${link.href} -> ${status(link.result)}`);
  return { status: broken.length === 0 ? 'pass' : 'fail', url: home.finalUrl, evidence };
}

async function skillsIndex(site: SiteSnapshot): Promise<CheckOutcome> {
  const outcome = await judgeResource(site, ['skills_index', 'skills_index_v1'], (result) => validateSkillsIndex(parseJson(bodyText(result)), result.finalUrl));
  if (outcome.status !== 'pass') return outcome;
  const files = site.probes.skills.map((skill) => {
    const judged = answered(skill.result) ? validateSkillFile(bodyText(skill.result)) : verdict([], [describeFailure(skill.url, skill.result)]);
    return { url: skill.url, judged };
  });
  const bad = files.filter((file) => !file.judged.ok);
  return fromVerdict(
    outcome.url ?? site.origin,
    verdict(
      [...outcome.evidence, `${files.length - bad.length} of ${files.length} skill files checked are valid SKILL.md`],
      bad.flatMap((file) => file.judged.problems.map((problem) => `${file.url}: ${problem}`)),
    ),
  );
}

function homeMarkdown(site: SiteSnapshot): CheckOutcome {
  const result = site.responses.home_markdown;
  const url = new URL('/', site.origin).toString();
  if (!answered(result))
    return {
      status: overBudget(result) ? 'not_checked' : result?.ok === false ? 'unreachable' : 'fail',
      url,
      evidence: [`GET / with Accept: text/markdown -> ${result ? status(result) : 'not fetched'}`],
    };
  const markdown = result.contentType === 'text/markdown' || result.contentType === 'text/x-markdown';
  return {
    status: markdown ? 'pass' : 'fail',
    url,
    evidence: [
      `GET / with Accept: text/markdown -> ${result.status} ${result.contentType || 'no content-type'}`,
      ...(markdown ? [] : ['the home page ignores the Accept header: agents get HTML']),
    ],
  };
}

export const AGENT_CHECKS: CheckDefinition[] = [
  {
    id: 'openapi.paths_live',
    surface: 'openapi',
    title: 'The API operations the OpenAPI document declares answer',
    weight: 6,
    core: false,
    standard: 'OpenAPI 3.1 (paths, servers, security)',
    fix: 'Deploy the operations your OpenAPI document declares, or remove the ones that do not exist; every declared path should answer (a 401 without credentials is fine, a 404 is not).',
    run: apiPathsLive,
  },
  {
    id: 'a2a.endpoint_live',
    surface: 'a2a_agent_card',
    title: 'The A2A endpoint the agent card declares answers',
    weight: 6,
    core: false,
    standard: 'A2A protocol 1.0 (JSON-RPC and HTTP+JSON bindings)',
    fix: 'Serve the A2A endpoint at the url in supportedInterfaces (it must answer JSON-RPC GetTask with a JSON-RPC result or error), or correct the url in the card.',
    run: a2aLive,
  },
  {
    id: 'mcp.endpoint_live',
    surface: 'mcp_server_card',
    title: 'The MCP endpoint the server card declares answers and lists its tools',
    weight: 6,
    core: false,
    standard: 'Model Context Protocol 2026-07-28 (server/discover) and 2025-06-18 (initialize), streamable HTTP',
    fix: 'Serve MCP at the url your server card (remotes, or transport.endpoint) or llms.txt declares: it must answer server/discover (or initialize) and tools/list, or a 401 with a WWW-Authenticate challenge when it needs OAuth.',
    run: mcpLive,
  },
  {
    id: 'robots_txt.ai_crawlers',
    surface: 'robots_txt',
    title: 'robots.txt lets AI search and training crawlers read the site',
    weight: 2,
    core: false,
    standard: 'RFC 9309 (Robots Exclusion Protocol) with the user agents AI companies publish',
    fix: 'Decide which AI crawlers may read the site and say so with User-agent groups; blocking training or AI search is a legitimate choice that costs discoverability, so keep it only if intended.',
    run: aiCrawlers,
  },
  {
    id: 'robots_txt.agent_fetchers',
    surface: 'robots_txt',
    title: 'robots.txt lets agents acting for a person read the site',
    weight: 4,
    core: true,
    standard: 'RFC 9309 (Robots Exclusion Protocol) with the user agents AI companies publish for user-initiated fetches',
    fix: 'Remove the Disallow: / rules for the user-initiated agents (ChatGPT-User, Claude-User, Perplexity-User, MistralAI-User), or for "*", so agents can read llms.txt, the docs and the discovery files.',
    run: agentFetchers,
  },
  {
    id: 'robots_txt.content_signals',
    surface: 'robots_txt',
    title: 'Content Signals in robots.txt',
    weight: 2,
    core: false,
    standard: 'Content Signals Policy (contentsignals.org): Content-Signal lines in robots.txt',
    fix: 'Add a line such as "Content-Signal: search=yes, ai-input=yes, ai-train=no" under "User-agent: *" to state how content may be used.',
    run: (site) => judgeResource(site, ['robots'], (result) => validateContentSignals(bodyText(result))),
  },
  {
    id: 'api_catalog.present',
    surface: 'api_catalog',
    title: 'API catalog at /.well-known/api-catalog',
    weight: 3,
    core: false,
    standard: 'RFC 9727 (api-catalog well-known URI) with RFC 9264 linksets',
    fix: 'Publish /.well-known/api-catalog as application/linkset+json: {"linkset":[{"anchor":"<your API base>","service-desc":[{"href":"<openapi.json URL>","type":"application/openapi+json"}],"service-doc":[{"href":"<docs URL>"}]}]}.',
    run: (site) => judgeResource(site, ['api_catalog'], asJson(validateApiCatalog)),
  },
  {
    id: 'oauth.authorization_server',
    surface: 'oauth',
    title: 'OAuth authorization server metadata (when OAuth is used)',
    weight: 3,
    core: false,
    standard: 'RFC 8414 (OAuth 2.0 Authorization Server Metadata)',
    fix: 'Publish /.well-known/oauth-authorization-server with issuer, token_endpoint and response_types_supported (or point to the issuer that does).',
    run: oauthCheck('oauth_authorization_server', validateAuthorizationServer),
  },
  {
    id: 'oauth.protected_resource',
    surface: 'oauth',
    title: 'OAuth protected resource metadata (when OAuth is used)',
    weight: 3,
    core: false,
    standard: 'RFC 9728 (OAuth 2.0 Protected Resource Metadata)',
    fix: 'Publish /.well-known/oauth-protected-resource with resource and authorization_servers, and name it in the WWW-Authenticate resource_metadata parameter of your 401s.',
    run: oauthCheck('oauth_protected_resource', validateProtectedResource),
  },
  {
    id: 'links.http_header',
    surface: 'link_headers',
    title: 'Link header on the home page pointing agents at descriptions',
    weight: 2,
    core: false,
    standard: 'RFC 8288 (Web Linking); relations api-catalog (RFC 9727), service-desc and service-doc (RFC 8631)',
    fix: 'Send a Link header on the home page, e.g. Link: </.well-known/api-catalog>; rel="api-catalog", </openapi.json>; rel="service-desc", </llms.txt>; rel="describedby".',
    run: linkHeader,
  },
  {
    id: 'agent_skills.index',
    surface: 'agent_skills',
    title: 'Agent Skills index',
    weight: 3,
    core: false,
    standard: 'Agent Skills (agentskills.io SKILL.md) and the Agent Skills Discovery draft (/.well-known/agent-skills/index.json)',
    fix: 'Publish /.well-known/agent-skills/index.json listing your skills (name, type, description, url) and serve each SKILL.md with name and description front matter.',
    run: skillsIndex,
  },
  {
    id: 'home.markdown',
    surface: 'home_page',
    title: 'Home page served as markdown on request',
    weight: 3,
    core: false,
    standard: 'HTTP content negotiation (RFC 9110 Accept) with text/markdown (RFC 7763)',
    fix: 'When GET / carries Accept: text/markdown, answer with a markdown version of the page (Content-Type: text/markdown; Vary: Accept).',
    run: homeMarkdown,
  },
];
