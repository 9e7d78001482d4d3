import { OPERATIONS, portableToolName } from '../../operations/index.js';
import type { Operation } from '../../operations/types.js';

/**
 * What the service can do for an agent, once: the agent card lists these as its skills, and the
 * Agent Skills index publishes one SKILL.md per entry that teaches an agent to use it. Each
 * skill names the operations behind it, so its instructions come from the operation table.
 */
export interface ServiceSkill {
  id: string;
  name: string;
  description: string;
  tags: string[];
  examples: string[];
  operations: readonly string[];
}

export const SERVICE_SKILLS: readonly ServiceSkill[] = [
  {
    id: 'travel-search',
    name: 'Ranked travel search',
    description: 'Ranked, in-scope, provenance-tagged destinations with provider-ready handoffs; never bookings or live prices.',
    tags: ['travel', 'ranking', 'handoff'],
    examples: ['A long weekend in Northern California with redwoods from SFO in May'],
    operations: ['searchTravel', 'getTravelResearchJob', 'listTravelDestinations'],
  },
  {
    id: 'travel-chain',
    name: 'Validated travel primitive chain',
    description: 'Intent parse, destination gating, places evidence, plan validation and provider handoffs as separate steps.',
    tags: ['travel', 'validation'],
    examples: ['Validate that my plan for Big Sur in March matches the user request'],
    operations: ['parseTravelIntent', 'searchTravelDestinations', 'searchTravelPlaces', 'validateTravelPlan', 'generateTravelProviderHandoffs'],
  },
  {
    id: 'goods-deal-validation',
    name: 'Used-goods deal validation',
    description: 'Comps, price versus market and scam-risk signals for a used listing.',
    tags: ['used-goods', 'scam-risk'],
    examples: ['Is a used iPhone 15 Pro for 350 USD a good deal?'],
    operations: ['validateUsedGoodsDeal', 'searchUsedGoods'],
  },
  {
    id: 'skill-search',
    name: 'Skill search',
    description: 'Curated how-to options for an agent task.',
    tags: ['skills'],
    examples: ['How do I fill a PDF form from an agent?'],
    operations: ['searchSkills'],
  },
  {
    id: 'launch-audit',
    name: 'Agent launch audit',
    description: 'Audits an agent product: OpenAPI, agent card, MCP server card, llms.txt, docs, pricing, robots and CORS.',
    tags: ['launch', 'audit'],
    examples: ['Audit https://example.com for agent readiness'],
    operations: ['auditAgentLaunch', 'generateAgentLaunchPack', 'verifyAgentLaunch'],
  },
  {
    id: 'proof-preflight',
    name: 'Notability preflight',
    description: 'Classifies evidence URLs and tells which venues an entity is ready for. Publishes nothing.',
    tags: ['proof', 'notability'],
    examples: ['Is my project ready for a Wikidata entry?'],
    operations: ['preflightNotabilityProof'],
  },
];

const byId = new Map(OPERATIONS.map((op) => [op.id, op]));

function operationsOf(skill: ServiceSkill): Operation[] {
  return skill.operations.map((id) => {
    const op = byId.get(id);
    if (!op) throw new Error(`skill ${skill.id} names unknown operation ${id}`);
    return op;
  });
}

/** The Agent Skills name (lower-case letters, digits, single hyphens) and the folder it is served from. */
export const agentSkillName = (skill: ServiceSkill) => `svc-${skill.id}`;

export const SKILLS_INDEX_PATH = '/.well-known/agent-skills/index.json';
export const skillFilePath = (skill: ServiceSkill) => `/.well-known/agent-skills/${agentSkillName(skill)}/SKILL.md`;

/** Agent Skills discovery index: one entry per skill, each pointing at its SKILL.md. */
export function agentSkillsIndex(base: string) {
  return {
    skills: SERVICE_SKILLS.map((skill) => ({
      name: agentSkillName(skill),
      type: 'skill-md',
      description: skillSummary(skill),
      url: `${base}${skillFilePath(skill)}`,
    })),
  };
}

const skillSummary = (skill: ServiceSkill) => `${skill.name} with the svc API or its hosted MCP server: ${skill.description}`;

function operationLines(base: string, op: Operation): string {
  const lines = [
    `### ${op.summary}`,
    '',
    `- REST: \`${op.method} ${base}${op.path}\` (${op.auth === 'bearer' ? 'Authorization: Bearer key' : 'no key needed'}${op.quota === 'consume' ? ', one request of quota' : ''})`,
  ];
  if (op.tool)
    lines.push(
      `- MCP tool: \`${op.tool.name}\`${portableToolName(op.tool.name) === op.tool.name ? '' : ` (portable name \`${portableToolName(op.tool.name)}\`)`}`,
    );
  if (op.cli) lines.push(`- CLI: \`svc ${op.cli.command}\``);
  lines.push(`- Schema and errors: operation \`${op.id}\` in ${base}/openapi.json`);
  return lines.join('\n');
}

/** SKILL.md: front matter (name, description), then how to call the operations behind the skill. */
export function skillMarkdown(base: string, skill: ServiceSkill): string {
  return `---
name: ${agentSkillName(skill)}
description: ${skillSummary(skill)}
---

# ${skill.name} (svc)

${skill.description}

Use it for requests like: ${skill.examples.map((example) => `"${example}"`).join('; ')}.

## Before the first call

- Get a key with \`POST ${base}/api/v1/activation\` (no auth; the key is shown once) and send it as \`Authorization: Bearer <key>\`.
- Or connect to the hosted MCP server at \`${base}/mcp\` (streamable HTTP); \`tools/list\` needs no key, \`tools/call\` does.
- Errors are \`{"error": "..."}\` with a 4xx status; 429 carries Retry-After. Quotas and limits: ${base}/pricing.md.

## Calls

${operationsOf(skill)
  .map((op) => operationLines(base, op))
  .join('\n\n')}

## Reference

- Guide: ${base}/docs.md
- OpenAPI 3.1: ${base}/openapi.json
`;
}
