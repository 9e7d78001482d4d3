import { A2A_PATH, A2A_PROTOCOL_VERSION } from '../../a2a/message.js';
import { toolList } from '../../mcp/tools.js';
import { API_VERSION } from '../openapi.js';
import { SERVICE_SKILLS } from './skills.js';

const DESCRIPTION =
  'Ranks and validates trip candidates and returns provider-ready handoffs (never bookings or live quotes); validates used-goods deals; searches curated skills; audits agent launch surfaces; preflights notability evidence.';

/** A2A 1.0 agent card: the JSON-RPC endpoint at /a2a (messages answered at once, no tasks, no streaming). */
export function agentCard(base: string) {
  return {
    name: 'svc',
    description: DESCRIPTION,
    version: API_VERSION,
    supportedInterfaces: [{ url: `${base}${A2A_PATH}`, protocolBinding: 'JSONRPC', protocolVersion: A2A_PROTOCOL_VERSION }],
    provider: { organization: 'svc', url: base },
    documentationUrl: `${base}/docs`,
    capabilities: { streaming: false, pushNotifications: false, extendedAgentCard: false },
    securitySchemes: {
      bearerAuth: {
        httpAuthSecurityScheme: { scheme: 'Bearer', bearerFormat: 'svc_live_ API key', description: 'Key from POST /api/v1/activation or the dashboard.' },
      },
    },
    securityRequirements: [{ schemes: { bearerAuth: { list: [] } } }],
    defaultInputModes: ['text/plain', 'application/json'],
    defaultOutputModes: ['application/json'],
    skills: SERVICE_SKILLS.map(({ id, name, description, tags, examples }) => ({ id, name, description, tags, examples })),
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
