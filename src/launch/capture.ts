import { randomUUID } from 'node:crypto';
import type { ContentReader } from './content-reader.js';
import { mapBounded } from '../net/bounded.js';
import type { SafeFetcher } from '../net/types.js';
import type { LaunchProductTypeValue } from '../contracts/launch.js';
import type { ApiProbe, ProbePlan } from './probe-plan.js';
import { rpcMessage } from './validators/json-rpc.js';
import { placeholderHost } from './validators/placeholders.js';
import {
  answered,
  CATCH_ALL_PROBE,
  fetchResources,
  MAX_LLMS_LINKS,
  NO_PROBES,
  OPENAPI_ACCEPT,
  RESOURCE_PLAN,
  type ProbeStep,
  type ResourceKey,
  type SiteProbes,
  type SiteSnapshot,
} from './snapshot.js';

/**
 * Fetches what an audit judges, in two rounds: the fixed public paths, then what those documents
 * declare (planned in the worker pool): llms.txt links, a declared sitemap, an OpenAPI document
 * declared away from the well-known paths, Link-header targets, skill files, API operations, and a
 * handshake with the declared MCP and A2A endpoints. The operations of a declared OpenAPI document
 * are requested in a third round, once it has been read. This module only sends requests; every
 * response is read in the worker pool.
 */

const PROBE_BYTES = 65_536;
const TOOLS_BYTES = 1_048_576;
const JSON_RPC = { accept: 'application/json, text/event-stream', 'content-type': 'application/json' };

const rpc = (id: number, method: string, params: Record<string, unknown>) => JSON.stringify({ jsonrpc: '2.0', id, method, params });
const META_2026 = {
  _meta: {
    'io.modelcontextprotocol/protocolVersion': '2026-07-28',
    'io.modelcontextprotocol/clientCapabilities': {},
    'io.modelcontextprotocol/clientInfo': { name: 'svc-launch-audit', version: '1' },
  },
};

/** MCP: the stateless 2026-07-28 server/discover first, else the 2025 initialize handshake; then tools/list. */
async function probeMcp(url: string, fetcher: SafeFetcher): Promise<ProbeStep[]> {
  const post = (name: string, body: string, headers: Record<string, string> = {}, maxBytes = PROBE_BYTES) =>
    fetcher.fetch(url, { method: 'POST', body, headers: { ...JSON_RPC, ...headers }, maxBytes }).then((result) => ({ name, result }));
  const discover = await post('server/discover', rpc(1, 'server/discover', META_2026), {
    'mcp-protocol-version': '2026-07-28',
    'mcp-method': 'server/discover',
  });
  if (rpcMessage(discover.result)?.['result'] !== undefined) {
    return [
      discover,
      await post('tools/list', rpc(2, 'tools/list', META_2026), { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/list' }, TOOLS_BYTES),
    ];
  }
  const initialize = await post(
    'initialize',
    rpc(1, 'initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'svc-launch-audit', version: '1' } }),
  );
  if (rpcMessage(initialize.result)?.['result'] === undefined) return [discover, initialize];
  const session = initialize.result.ok ? initialize.result.headers['mcp-session-id'] : undefined;
  const headers = { 'mcp-protocol-version': '2025-06-18', ...(session ? { 'mcp-session-id': session } : {}) };
  await fetcher.fetch(url, {
    method: 'POST',
    body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }),
    headers: { ...JSON_RPC, ...headers },
    maxBytes: PROBE_BYTES,
  });
  return [discover, initialize, await post('tools/list', rpc(2, 'tools/list', {}), headers, TOOLS_BYTES)];
}

/** A2A: a GetTask for a task that cannot exist (JSON-RPC), or ListTasks (HTTP+JSON). Neither changes anything. */
async function probeA2a(target: { url: string; binding: string }, fetcher: SafeFetcher): Promise<ProbeStep[]> {
  if (target.binding === 'HTTP+JSON') {
    const result = await fetcher.fetch(`${target.url.replace(/\/$/u, '')}/tasks`, {
      headers: { accept: 'application/json', 'a2a-version': '1.0' },
      maxBytes: PROBE_BYTES,
    });
    return [{ name: 'ListTasks', result }];
  }
  if (target.binding !== 'JSONRPC') return [];
  const probeId = `svc-probe-${randomUUID()}`;
  const send = (method: string) =>
    fetcher
      .fetch(target.url, { method: 'POST', body: rpc(1, method, { id: probeId }), headers: { ...JSON_RPC, 'a2a-version': '1.0' }, maxBytes: PROBE_BYTES })
      .then((result) => ({ name: method, result }));
  const first = await send('GetTask');
  const error = rpcMessage(first.result)?.['error'];
  const unknownMethod = error !== null && typeof error === 'object' && (error as Record<string, unknown>)['code'] === -32601;
  return unknownMethod ? [first, await send('tasks/get')] : [first];
}

/** The API operations, each requested once without credentials. */
const probeApi = (api: readonly ApiProbe[], fetcher: SafeFetcher, concurrency: number): Promise<SiteProbes['api']> =>
  mapBounded(api, concurrency, async (probe) => ({
    label: probe.label,
    method: probe.method,
    secured: probe.secured,
    notFoundDeclared: probe.notFoundDeclared,
    authFailureDeclared: probe.authFailureDeclared,
    result: await fetcher.fetch(probe.url, {
      method: probe.method,
      ...(probe.method === 'POST' ? { body: '' } : {}),
      headers: { accept: 'application/json' },
      maxBytes: PROBE_BYTES,
    }),
  }));

async function runProbes(origin: string, plan: ProbePlan, fetcher: SafeFetcher, concurrency: number): Promise<SiteProbes> {
  const probes: SiteProbes = { ...NO_PROBES, mcp: [], a2a: [], api: [], links: [], skills: [] };
  const markdownFirst = { accept: 'text/markdown, text/html;q=0.9, */*;q=0.5' };
  // An endpoint on an example domain or a local address is reported, never requested.
  const reachable = (url: string) => placeholderHost(url, origin) === null;
  const [mcp, a2a, api, links, skills] = await Promise.all([
    mapBounded(plan.mcp, concurrency, async (url) => ({ url, steps: reachable(url) ? await probeMcp(url, fetcher) : [] })),
    mapBounded(plan.a2a, concurrency, async (target) => ({ ...target, steps: reachable(target.url) ? await probeA2a(target, fetcher) : [] })),
    probeApi(plan.api, fetcher, concurrency),
    mapBounded(plan.links, concurrency, async (link) => ({
      ...link,
      result: await fetcher.fetch(link.href, { headers: markdownFirst, maxBytes: PROBE_BYTES }),
    })),
    mapBounded(plan.skills, concurrency, async (url) => ({
      url,
      result: await fetcher.fetch(url, { headers: { accept: 'text/markdown, text/plain' }, maxBytes: PROBE_BYTES }),
    })),
  ]);
  Object.assign(probes, { mcp, a2a, api, links, skills });
  return probes;
}

export async function captureSite(
  origin: string,
  productType: LaunchProductTypeValue,
  fetcher: SafeFetcher,
  reader: ContentReader,
  concurrency: number,
): Promise<SiteSnapshot> {
  const keys = Object.keys(RESOURCE_PLAN) as ResourceKey[];
  const [responses, catchAll] = await Promise.all([
    fetchResources(origin, keys, fetcher, concurrency),
    fetcher.fetch(new URL(`${CATCH_ALL_PROBE}${randomUUID()}`, origin).toString(), { headers: { accept: 'text/html, */*;q=0.5' } }),
  ]);
  const site: SiteSnapshot = {
    origin,
    catchAll,
    responses,
    llmsLinks: null,
    llmsLinkTotal: 0,
    declaredSitemap: null,
    declaredOpenApi: null,
    probes: NO_PROBES,
  };
  const planned = await reader.run('launch.plan', { site, productType });
  if (!planned.ok) return site;
  const plan = planned.value;
  const accept = { accept: 'text/markdown, text/html;q=0.9, */*;q=0.5' };
  const declared = plan.openapi;
  const [llmsLinks, declaredSitemap, declaredOpenApi, probes] = await Promise.all([
    answered(responses.llms_txt)
      ? mapBounded(plan.llmsLinks.slice(0, MAX_LLMS_LINKS), concurrency, (link) => fetcher.fetch(link, { headers: accept }))
      : Promise.resolve(null),
    plan.sitemap && !answered(responses.sitemap) ? fetcher.fetch(plan.sitemap, { headers: { accept: 'application/xml, text/xml' } }) : Promise.resolve(null),
    declared ? fetcher.fetch(declared.url, { headers: { accept: OPENAPI_ACCEPT } }).then((result) => ({ ...declared, result })) : Promise.resolve(null),
    runProbes(origin, plan, fetcher, concurrency),
  ]);
  const captured = { ...site, llmsLinks, llmsLinkTotal: plan.llmsLinks.length, declaredSitemap, declaredOpenApi, probes };
  if (!declaredOpenApi || !answered(declaredOpenApi.result)) return captured;
  // The operations of a document found only where the site declares it are known once it has arrived.
  const api = await reader.run('launch.plan_api', { site: captured });
  return api.ok ? { ...captured, probes: { ...probes, api: await probeApi(api.value, fetcher, concurrency) } } : captured;
}
