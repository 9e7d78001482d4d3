import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { callTool, type Dispatch } from './dispatch.js';
import { toolDefinitions } from './tools.js';

export interface McpServerDeps {
  version: string;
  /** The caller's Authorization header, forwarded as is to the REST route behind a tool. */
  authorization: string | undefined;
  dispatch: Dispatch;
}

const INSTRUCTIONS =
  'svc ranks and validates trip candidates and returns provider-ready handoffs; it never books and never quotes live fares or rates (truth_boundaries say so). ' +
  'Validated chain: travel.intent.parse -> travel.destinations.search -> travel.places.search -> travel.plan.validate -> travel.provider_handoffs.generate, passing the selected candidate along. ' +
  'tools/call needs Authorization: Bearer svc_live_... (POST /api/v1/activation gives a sandbox key) and consumes quota like the REST call; auth, quota and input errors come back as isError results with the REST message.';

/**
 * Without this the SDK builds a new Ajv instance (with formats) for every Server, which costs
 * more than the tool call itself; one shared validator serves every request.
 */
const sharedValidator = new AjvJsonSchemaValidator();

/**
 * A low-level MCP server for ONE HTTP request (stateless mode: a server and transport are never
 * reused). tools/list is answered from the tool table; tools/call dispatches to the REST route.
 */
export function createMcpServer(deps: McpServerDeps): Server {
  const server = new Server({ name: 'svc', title: 'svc', version: deps.version }, { capabilities: { tools: { listChanged: false } }, instructions: INSTRUCTIONS, jsonSchemaValidator: sharedValidator });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: toolDefinitions() }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => callTool(request.params.name, request.params.arguments, deps.authorization, deps.dispatch));
  return server;
}
