import type { LocalServer } from '../net/local-server.js';
import { agentReadySite, serveRoutes, type Routes } from './agent-sites.js';

/** A page of a test site; `markdown` is served instead of `body` when the request accepts text/markdown. */
export interface Page {
  status?: number;
  type: string;
  body: string;
  headers?: Record<string, string>;
  markdown?: string;
}

export type SiteContent = (origin: string) => Record<string, Page>;

/** Serves a fixed set of pages (and protocol endpoints) on 127.0.0.1; everything else is 404. */
export const serveSite = (content: SiteContent | Routes): Promise<LocalServer> => serveRoutes(content as Routes);

const cors = { 'access-control-allow-origin': '*' };
const json = (value: unknown, headers: Record<string, string> = cors): Page => ({ type: 'application/json', body: JSON.stringify(value), headers });

const operation = (operationId: string | undefined, extra: Record<string, unknown> = {}) => ({
  ...(operationId ? { operationId } : {}),
  summary: 'Search',
  responses: {
    '200': { description: 'Results' },
    '400': { description: 'Bad input' },
    '429': { description: 'Rate limited' },
  },
  ...extra,
});

export const completeOpenApi = {
  openapi: '3.1.0',
  info: { title: 'Acme Agent API', version: '1.0.0' },
  security: [{ bearer: [] }],
  components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
  paths: {
    '/api/search': { post: operation('searchThings') },
    '/api/items/{id}': { get: { ...operation('getItem'), parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }] } },
  },
};

/** Every surface present, live and correct. */
export const completeSite: Routes = (origin) => agentReadySite(origin);

/** Some surfaces present, each with a realistic flaw. */
export const halfReadySite: SiteContent = (origin) => ({
  '/openapi.json': json(
    {
      openapi: '3.1.0',
      info: { title: 'Half API', version: '0.1.0' },
      paths: {
        '/search': {
          get: {
            operationId: 'search',
            parameters: [{ name: 'q', in: 'query', schema: { type: 'string' } }],
            responses: { '200': { description: 'ok' }, '400': { description: 'bad' } },
          },
        },
        '/items': { post: { requestBody: { content: { 'application/json': { schema: { type: 'object' } } } }, responses: { '200': { description: 'ok' } } } },
        '/healthz': { get: { operationId: 'health', responses: { '200': { description: 'up' } } } },
      },
    },
    {},
  ),
  '/.well-known/agent-card.json': json(
    {
      name: 'Half',
      description: 'A v0.3 card',
      url: `${origin}/a2a`,
      preferredTransport: 'JSONRPC',
      protocolVersion: '0.3.0',
      version: '0.1.0',
      capabilities: {},
      defaultInputModes: ['text/plain'],
      defaultOutputModes: ['text/plain'],
      skills: [],
    },
    {},
  ),
  '/llms.txt': {
    type: 'text/plain',
    body: `# Half\n\n> Half-ready service.\n\n## Optional\n\n- [Old blog](/blog)\n\n## Docs\n\n- [Guide](/docs)\n- [Broken](/missing-page)\n`,
  },
  '/docs': { type: 'text/html', body: '<h1>Docs</h1>' },
  '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nDisallow: /private\n' },
  '/pricing': { type: 'text/html', body: '<h1>Contact sales</h1>' },
  '/blog': { type: 'text/html', body: '<p>old</p>' },
});

/** Only a home page. */
export const bareSite: SiteContent = () => ({ '/': { type: 'text/html', body: '<h1>Welcome</h1>' } });
