import { readFileSync } from 'node:fs';
import { listChainPriceUsd, perCallUsd, PRIMITIVE_CHAIN_CALLS } from '../../accounts/pricing.js';
import type { PlanTable } from '../../accounts/plans.js';
import { OPERATION_AREAS } from '../../operations/areas.js';
import { portableToolName, TOOL_OPERATIONS } from '../../operations/index.js';
import { docsUrl } from '../../data-paths.js';
import { areaSlug, operationDocsPath, REFERENCE } from '../web/reference-pages.js';

const docsDir = docsUrl('');

export function readDoc(name: string): string {
  return readFileSync(new URL(name, docsDir), 'utf8');
}

/** The guide (docs/guide.md) with this deployment's base URL in its examples. */
export function publicGuide(base: string): string {
  return readDoc('guide.md').replaceAll('$BASE', base);
}

const fmt = (n: number) => n.toLocaleString('en-US');

/** /pricing.md, generated from the live plan table so it cannot disagree with enforcement. */
export function pricingMarkdown(plans: PlanTable): string {
  const rows = [
    `| Activation key (sandbox) | 0 USD | ${fmt(plans.activation.hourly)} | ${fmt(plans.activation.monthly)} | 0 USD |`,
    ...(['free_sandbox', 'hobby', 'pro', 'enterprise'] as const).map((id) => {
      const p = plans[id];
      const price = p.price_usd_per_month === null ? 'custom' : `${p.price_usd_per_month} USD/month`;
      return `| ${p.name}${id === 'free_sandbox' ? ' (dashboard key)' : ''} | ${price} | ${fmt(p.limits.hourly)} | ${fmt(p.limits.monthly)} | ${id === 'enterprise' ? 'custom' : `${perCallUsd(plans, id)} USD`} |`;
    }),
  ];
  return `# svc pricing and limits

> Plans, prices and request limits of svc, as enforced right now. Hourly = current clock hour (UTC); monthly = rolling 30 days.

| Plan | Price | Requests per hour | Requests per rolling 30 days | Effective price per call |
|---|---|---|---|---|
${rows.join('\n')}

## What a plan costs, in one statement

Hobby is a flat recurring subscription of ${plans.hobby.price_usd_per_month} USD per month, which counts as ${plans.hobby.included_credits_usd} USD of included usage credit: the monthly price is the whole charge, usage is capped by the plan's limits, and there is no overage billing. Pro works the same way at ${plans.pro.price_usd_per_month} USD per month with ${plans.pro.included_credits_usd} USD of credit. Enterprise is a custom subscription with limits agreed per customer.

The effective price per call is the monthly price divided by the plan's 30-day limit: the least a call costs when the plan is fully used.

## Buyer-agent budget gate

The validated travel chain (intent parse, destinations search, places search, plan validate, provider handoffs) is ${PRIMITIVE_CHAIN_CALLS} billable calls. Its list price, at the Hobby rate, is **${listChainPriceUsd(plans)} USD**. An agent whose remaining paid-tool budget is below that declines before calling (decision \`decline_paid_tool_budget_too_low\`, blocked_reason \`tool_budget_below_cost\`, \`svc_primitive_calls\` 0); \`svc mcp-chain --tool-budget-usd\` does exactly that.

## Upgrading

Activation (shell) accounts are sandbox accounts. Paid plans are bought by a person in a browser: sign up or log in, then open /billing (payment-processor checkout).
`;
}

/** /llms.txt in the llmstxt.org structure: one H1, a summary blockquote, link sections, Optional last. */
export function llmsTxt(base: string): string {
  return `# svc

> HTTP service for AI agents: ranked, provenance-tagged trip candidates with provider-ready handoffs (never bookings or live quotes), used-goods deal validation, curated skill search, agent launch audits and notability preflight. REST, hosted MCP and a CLI.

Every travel response states in truth_boundaries that it is not live inventory, not provider-backed rates and not live airfare.

## Docs

- [Guide](${base}/docs.md): authentication, quotas, errors, every endpoint
- [${REFERENCE.title}](${base}/docs/${REFERENCE.slug}): every operation by area, each area's page with its fields
${referenceLines(base)}
- [Overview](${base}/index.md): what the service is and is not
- [Pricing](${base}/pricing.md): plans, limits and the budget gate

## API

- [OpenAPI 3.1](${base}/openapi.json): every operation with schemas and errors
- [JSON Schema bundle](${base}/schema.json): every request and response shape
- [MCP server card](${base}/.well-known/mcp/server-card.json): hosted MCP endpoint at ${base}/mcp
- [A2A agent card](${base}/.well-known/agent-card.json): A2A 1.0 JSON-RPC at ${base}/a2a; a text message runs the travel search at detail summary
- [API catalog](${base}/.well-known/api-catalog): RFC 9727 linkset of the API's description, docs and status
- [Agent Skills](${base}/.well-known/agent-skills/index.json): one SKILL.md per skill, with the calls behind it

## MCP tools

Hosted MCP at ${base}/mcp (protocol 2026-07-28 and 2025-11-25, 2025-06-18, 2025-03-26). Tool names with dots also answer to underscore names; ${base}/mcp?tool_names=portable lists the tools under names that match ^[a-zA-Z0-9_-]{1,64}$, as model APIs require. Travel tools take detail: start with "summary" (a few KB), then "standard" or "full" for the candidate you pick.

${toolLines(base)}

## Optional

- [Full text for LLMs](${base}/llms-full.txt): all of the above in one file
- [Developers](${base}/developers): quickstart for curl, MCP and the CLI
`;
}

/** One line per page of the API reference, from the table of areas. */
function referenceLines(base: string): string {
  return OPERATION_AREAS.map((area) => `- [${REFERENCE.title}: ${area.title}](${base}/docs/${areaSlug(area)}): ${area.description}`).join('\n');
}

/** One line per MCP tool, from the operation table. */
function toolLines(base: string): string {
  return TOOL_OPERATIONS.map((op) => {
    const tool = op.tool!;
    const portable = portableToolName(tool.name);
    const names = portable === tool.name ? tool.name : `${tool.name} (${portable})`;
    return `- [${names}](${base}${operationDocsPath(op)}): ${tool.title}; same as ${op.method} ${op.path}${op.quota === 'consume' ? ', one request of quota' : ''}.`;
  }).join('\n');
}

export function llmsFullTxt(base: string, plans: PlanTable): string {
  return [llmsTxt(base), readDoc('index.md'), publicGuide(base), pricingMarkdown(plans)].join('\n\n---\n\n');
}
