import { validateAgentCard } from '../validators/agent-card.js';
import { validateLlmsTxt } from '../validators/llms-txt.js';
import { validateServerCard } from '../validators/server-card.js';
import { linkResolves, MAX_LLMS_LINKS } from '../snapshot.js';
import { asJson, describeFailure, judgeResource, missingOutcome } from './resource.js';
import type { CheckDefinition } from './types.js';

export const DISCOVERY_CHECKS: CheckDefinition[] = [
  {
    id: 'a2a.agent_card',
    surface: 'a2a_agent_card',
    title: 'A2A agent card with the 1.0 required fields',
    weight: 7,
    core: false,
    standard: 'A2A protocol 1.0 Agent Card (/.well-known/agent-card.json)',
    fix: 'Publish /.well-known/agent-card.json with name, description, version, supportedInterfaces (url, protocolBinding, protocolVersion), capabilities, defaultInputModes, defaultOutputModes and skills.',
    run: (site) => judgeResource(site, ['agent_card'], asJson(validateAgentCard)),
  },
  {
    id: 'mcp.server_card',
    surface: 'mcp_server_card',
    title: 'MCP server card',
    weight: 7,
    core: false,
    standard: 'MCP server card draft (SEP-2127) with the MCP registry server.json fields',
    fix: 'Publish /.well-known/mcp/server-card.json with a namespaced name, description, version and remotes (type streamable-http, absolute url).',
    run: (site) => judgeResource(site, ['server_card'], asJson(validateServerCard)),
  },
  {
    id: 'llms_txt.structure',
    surface: 'llms_txt',
    title: 'llms.txt with one H1, a summary blockquote and link sections (Optional last)',
    weight: 8,
    core: true,
    standard: 'llms.txt proposal (llmstxt.org)',
    fix: 'Publish /llms.txt: "# Name", a "> one-paragraph summary", then "## Section" lists of "- [title](url): note" links; put an "## Optional" section last.',
    run: (site) => judgeResource(site, ['llms_txt'], (result) => validateLlmsTxt(result.body)),
  },
  {
    id: 'llms_txt.links_resolve',
    surface: 'llms_txt',
    title: 'Links in llms.txt resolve',
    weight: 4,
    core: false,
    standard: 'llms.txt proposal (llmstxt.org)',
    fix: 'Fix or remove the llms.txt links that do not answer 2xx; point them at markdown versions of your pages where you can.',
    run: (site) => {
      if (site.llmsLinks === null) return missingOutcome(site, ['llms_txt']);
      if (site.llmsLinks.length === 0) return { status: 'fail', url: null, evidence: ['llms.txt lists no links to check'] };
      const broken = site.llmsLinks.filter((result) => !linkResolves(result));
      const unchecked = site.llmsLinkTotal - site.llmsLinks.length;
      const evidence = [
        `${site.llmsLinks.length - broken.length} of ${site.llmsLinks.length} checked links answered 2xx`,
        `${site.llmsLinks.length} of ${site.llmsLinkTotal} links checked; ${unchecked} left unchecked${unchecked > 0 ? ` (an audit follows at most ${MAX_LLMS_LINKS})` : ''}`,
        ...broken.map((result) => describeFailure(result.url, result)),
      ];
      return { status: broken.length === 0 ? 'pass' : 'fail', url: null, evidence: evidence.slice(0, 50) };
    },
  },
];
