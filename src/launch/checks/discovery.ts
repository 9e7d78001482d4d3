import { bodyText } from '../../net/body.js';
import { validateAgentCard } from '../validators/agent-card.js';
import { validateLlmsTxt } from '../validators/llms-txt.js';
import { validateServerCard } from '../validators/server-card.js';
import { overBudget } from '../budget.js';
import { llmsTargets } from '../probe-plan.js';
import { answered, linkResolves, MAX_LLMS_LINKS, SERVER_CARD_KEYS } from '../snapshot.js';
import { asJson, describeFailure, judgeResource, missingOutcome } from './resource.js';
import type { CheckDefinition } from './types.js';

/** An address without its query or a trailing slash, to compare a link with an endpoint. */
const endpointKey = (url: string): string => {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname.replace(/\/+$/u, '')}`;
};

export const DISCOVERY_CHECKS: CheckDefinition[] = [
  {
    id: 'a2a.agent_card',
    surface: 'a2a_agent_card',
    title: 'A2A agent card with the required fields of its version, 1.0 or 0.3 (at /.well-known/agent-card.json, else the older /.well-known/agent.json)',
    weight: 7,
    core: false,
    standard: 'A2A protocol 1.0 Agent Card, or 0.3 for a card in that shape (/.well-known/agent-card.json)',
    fix: 'Publish /.well-known/agent-card.json with name, description, version, supportedInterfaces (url, protocolBinding, protocolVersion), capabilities, defaultInputModes, defaultOutputModes and skills.',
    run: async (site) => {
      const outcome = await judgeResource(site, ['agent_card', 'agent_card_legacy'], asJson(validateAgentCard));
      if (answered(site.responses.agent_card) || !answered(site.responses.agent_card_legacy)) return outcome;
      const legacy = 'the card is served only at the older /.well-known/agent.json; A2A 1.0 clients read /.well-known/agent-card.json';
      return { ...outcome, status: 'fail', evidence: [...outcome.evidence, legacy] };
    },
  },
  {
    id: 'mcp.server_card',
    surface: 'mcp_server_card',
    title: 'MCP server card',
    weight: 7,
    core: false,
    standard: 'MCP server card draft (SEP-2127) with the MCP registry server.json fields',
    fix: 'Publish /.well-known/mcp/server-card.json (or /.well-known/mcp.json) with a namespaced name, description, version and remotes (type streamable-http, absolute url), or serverInfo with a transport.',
    run: (site) => judgeResource(site, SERVER_CARD_KEYS, asJson(validateServerCard)),
  },
  {
    id: 'llms_txt.structure',
    surface: 'llms_txt',
    title: 'llms.txt that starts with its one H1, with link sections that hold links (Optional last); a summary blockquote and sections advised',
    weight: 8,
    core: true,
    standard: 'llms.txt proposal (llmstxt.org)',
    fix: 'Publish /llms.txt: "# Name", a "> one-paragraph summary", then "## Section" lists of "- [title](url): note" links; put an "## Optional" section last.',
    run: (site) => judgeResource(site, ['llms_txt'], (result) => validateLlmsTxt(bodyText(result))),
  },
  {
    id: 'llms_txt.links_resolve',
    surface: 'llms_txt',
    title: 'Links in llms.txt resolve',
    weight: 4,
    core: true,
    standard: 'llms.txt proposal (llmstxt.org)',
    fix: 'Fix or remove the llms.txt links that do not answer 2xx; point them at markdown versions of your pages where you can.',
    run: (site) => {
      if (site.llmsLinks === null) return missingOutcome(site, ['llms_txt']);
      if (site.llmsLinks.length === 0) return { status: 'fail', url: null, evidence: ['llms.txt lists no links to check'] };
      const checked = site.llmsLinks.filter((result) => !overBudget(result));
      // A protocol endpoint llms.txt names ("connect to https://x.dev/mcp") answers a GET with 400 or 405 by
      // design; the audit probes it with its protocol (mcp.endpoint_live, a2a.endpoint_live), not as a page.
      const endpoints = new Set([...site.probes.mcp, ...site.probes.a2a].map((probe) => endpointKey(probe.url)));
      const protocolOnly = checked.filter((result) => !linkResolves(result) && endpoints.has(endpointKey(result.url)));
      // A URL written bare in prose and not as a link is as often an API base ("requests go to
      // https://x.dev/v1", answering 401 or 404) as a page: one that does not answer is advice.
      const prose = new Set(llmsTargets(site).prose);
      const failing = checked.filter((result) => !linkResolves(result) && !protocolOnly.includes(result));
      const broken = failing.filter((result) => !prose.has(result.url));
      const proseOnly = failing.filter((result) => prose.has(result.url));
      const unchecked = site.llmsLinkTotal - checked.length;
      const outOfTime = site.llmsLinks.length - checked.length;
      const evidence = [
        `${checked.length - failing.length} of ${checked.length} checked links answered 2xx`,
        `${checked.length} of ${site.llmsLinkTotal} links checked; ${unchecked} left unchecked${site.llmsLinkTotal > MAX_LLMS_LINKS ? ` (an audit follows at most ${MAX_LLMS_LINKS})` : ''}${outOfTime > 0 ? ` (${outOfTime} not checked: the audit's time budget ran out)` : ''}`,
        ...broken.map((result) => describeFailure(result.url, result)),
        ...protocolOnly.map((result) => `${result.url}: a protocol endpoint, checked by its protocol rather than as a page`),
        ...proseOnly.map(
          (result) =>
            `advice: ${describeFailure(result.url, result)} (written bare in prose, not as a link: an API base may answer so; make a page a markdown link)`,
        ),
      ];
      if (broken.length === 0 && checked.length === 0) return { status: 'not_checked', url: null, evidence };
      return { status: broken.length === 0 ? 'pass' : 'fail', url: null, evidence: evidence.slice(0, 50) };
    },
  },
];
