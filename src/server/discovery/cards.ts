import { toolList } from '../../mcp/tools.js';
import { API_VERSION } from '../openapi.js';

const DESCRIPTION =
  'Ranks and validates trip candidates and returns provider-ready handoffs (never bookings or live quotes); validates used-goods deals; searches curated skills; audits agent launch surfaces; preflights notability evidence.';

/** A2A 1.0 agent card. svc speaks REST and MCP, not A2A tasks; the interfaces say so by their binding. */
export function agentCard(base: string) {
  return {
    name: 'svc',
    description: DESCRIPTION,
    version: API_VERSION,
    supportedInterfaces: [{ url: `${base}/api/v1`, protocolBinding: 'HTTP+JSON', protocolVersion: '1.0' }],
    provider: { organization: 'svc', url: base },
    documentationUrl: `${base}/docs`,
    capabilities: { streaming: false, pushNotifications: false, extendedAgentCard: false },
    securitySchemes: { bearerAuth: { httpAuthSecuritySchemes: { scheme: 'Bearer', bearerFormat: 'svc_live_ API key', description: 'Key from POST /api/v1/activation or the dashboard.' } } },
    securityRequirements: [{ schemes: { bearerAuth: { list: [] } } }],
    defaultInputModes: ['application/json'],
    defaultOutputModes: ['application/json'],
    skills: [
      { id: 'travel-search', name: 'Ranked travel search', description: 'Ranked, in-scope, provenance-tagged destinations with provider-ready handoffs; never bookings or live prices.', tags: ['travel', 'ranking', 'handoff'], examples: ['A long weekend in Northern California with redwoods from SFO in May'] },
      { id: 'travel-chain', name: 'Validated travel primitive chain', description: 'Intent parse, destination gating, places evidence, plan validation and provider handoffs as separate steps.', tags: ['travel', 'validation'], examples: ['Validate that my plan for Big Sur in March matches the user request'] },
      { id: 'goods-deal-validation', name: 'Used-goods deal validation', description: 'Comps, price versus market and scam-risk signals for a used listing.', tags: ['used-goods', 'scam-risk'], examples: ['Is a used iPhone 15 Pro for 350 USD a good deal?'] },
      { id: 'skill-search', name: 'Skill search', description: 'Curated how-to options for an agent task.', tags: ['skills'], examples: ['How do I fill a PDF form from an agent?'] },
      { id: 'launch-audit', name: 'Agent launch audit', description: 'Audits an agent product: OpenAPI, agent card, MCP server card, llms.txt, docs, pricing, robots and CORS.', tags: ['launch', 'audit'], examples: ['Audit https://example.com for agent readiness'] },
      { id: 'proof-preflight', name: 'Notability preflight', description: 'Classifies evidence URLs and tells which venues an entity is ready for. Publishes nothing.', tags: ['proof', 'notability'], examples: ['Is my project ready for a Wikidata entry?'] },
    ],
  };
}

/** MCP server card (draft format): how to reach the hosted endpoint and what tools it has. */
export function mcpServerCard(base: string) {
  return {
    $schema: 'https://static.modelcontextprotocol.io/schemas/mcp-server-card/v1.json',
    name: 'io.svc/travel',
    title: 'svc',
    version: API_VERSION,
    description: DESCRIPTION,
    websiteUrl: `${base}/developers`,
    remotes: [
      {
        type: 'streamable-http',
        url: `${base}/mcp`,
        authentication: { type: 'bearer', description: 'Authorization: Bearer svc_live_... (initialize, server/discover and tools/list need no key).' },
        headers: [{ name: 'Authorization', description: 'Bearer svc_live_... API key', isRequired: false, isSecret: true }],
      },
    ],
    capabilities: { tools: { listChanged: false } },
    protocolVersions: ['2026-07-28', '2025-11-25', '2025-06-18', '2025-03-26'],
    _meta: {
      'svc/portable_tool_names': {
        url: `${base}/mcp?tool_names=portable`,
        pattern: '^[a-zA-Z0-9_-]{1,64}$',
        rule: 'Dots become underscores (travel.intent.parse -> travel_intent_parse). tools/call accepts both forms on either URL; the portable URL lists the underscore forms, for clients that hand tool names to model APIs.',
      },
    },
    tools: toolList('spec').tools.map((t) => ({ name: t.name, title: t.title, description: t.description, inputSchema: t.inputSchema })),
  };
}
