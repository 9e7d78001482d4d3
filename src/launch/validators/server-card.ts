import { isNonEmptyString, isRecord, verdict, type ContentVerdict } from './verdict.js';

/**
 * MCP server card (/.well-known/mcp/server-card.json, or /.well-known/mcp.json as earlier drafts
 * and many servers publish it) in each shape published cards use:
 * - the registry shape (SEP-2127, reusing server.json): a namespaced name, a version and remotes,
 *   each with a transport type (`type`, or `transport_type` in earlier registry files) and a URL,
 *   whose `{variables}` the remote declares;
 * - the earlier card shape (SEP-1649 drafts): the server's name and version in serverInfo or at
 *   the top, and where to connect in `transport` (an object with a type and an endpoint or url, or
 *   the type as a string beside a top-level `endpoint` or `url`) or in a `transports` list. Its
 *   endpoints may be relative to the site.
 */
const NAMESPACED_NAME = /^[A-Za-z0-9.-]+\/[A-Za-z0-9._-]+$/;

/** Transport type names in use, to the transport they mean: "http" and "streamableHttp" are streamable HTTP as clients' configs write it. */
const TRANSPORT_NAMES = new Map([
  ['streamable-http', 'streamable-http'],
  ['streamable_http', 'streamable-http'],
  ['streamablehttp', 'streamable-http'],
  ['http', 'streamable-http'],
  ['sse', 'sse'],
]);
const transportOf = (type: unknown) => (typeof type === 'string' ? (TRANSPORT_NAMES.get(type.toLowerCase()) ?? null) : null);

/** One place a card says clients connect: its transport type and URL as written, and where in the card it is. */
interface DeclaredTransport {
  where: string;
  type: unknown;
  url: unknown;
  /** The URL may be relative to the site (the earlier shape), else it must be absolute. */
  relative: boolean;
}

const registryShape = (card: Record<string, unknown>) => Array.isArray(card['remotes']);

/** A remote's URL with its declared `{variables}` filled with a sample value, so a template URL parses. */
function filledUrl(remote: Record<string, unknown>): unknown {
  const url = remote['url'];
  const variables = isRecord(remote['variables']) ? Object.keys(remote['variables']) : [];
  return typeof url === 'string' ? variables.reduce((text, name) => text.replaceAll(`{${name}}`, 'x'), url) : url;
}

function declaredTransports(card: Record<string, unknown>): DeclaredTransport[] {
  if (registryShape(card))
    return (card['remotes'] as unknown[]).map((remote, index) => ({
      where: `remotes[${index}]`,
      type: isRecord(remote) ? (remote['type'] ?? remote['transport_type']) : undefined,
      url: isRecord(remote) ? filledUrl(remote) : undefined,
      relative: false,
    }));
  const transport = card['transport'];
  const found: DeclaredTransport[] = [];
  if (isRecord(transport)) found.push({ where: 'transport', type: transport['type'], url: transport['endpoint'] ?? transport['url'], relative: true });
  else if (transport !== undefined) found.push({ where: 'transport', type: transport, url: card['endpoint'] ?? card['url'], relative: true });
  if (Array.isArray(card['transports']))
    card['transports'].forEach((entry: unknown, index) =>
      found.push({
        where: `transports[${index}]`,
        type: isRecord(entry) ? entry['type'] : entry,
        url: isRecord(entry) ? (entry['endpoint'] ?? entry['url']) : (card['endpoint'] ?? card['url']),
        relative: true,
      }),
    );
  return found;
}

/** The URL a declared transport names, resolved against the site when the shape allows it; null when it names none a client can reach. */
function resolved(entry: DeclaredTransport, origin: string | undefined): URL | null {
  if (typeof entry.url !== 'string' || entry.url.trim() === '') return null;
  const base = entry.relative ? origin : undefined;
  if (!URL.canParse(entry.url, base)) return null;
  const url = new URL(entry.url, base);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
}

/** The streamable-HTTP endpoints a card declares, resolved against the site (SSE-only endpoints are not probed). */
export function serverCardEndpoints(card: unknown, origin: string): string[] {
  if (!isRecord(card)) return [];
  return declaredTransports(card).flatMap((entry) => {
    const url = transportOf(entry.type) === 'streamable-http' ? resolved(entry, origin) : null;
    return url ? [url.toString()] : [];
  });
}

function transportProblems(entries: readonly DeclaredTransport[]): string[] {
  return entries.flatMap((entry) => [
    ...(transportOf(entry.type)
      ? []
      : [`${entry.where} must name its transport type, "streamable-http" or "sse" (found ${JSON.stringify(entry.type ?? null)})`]),
    ...(resolved(entry, entry.relative ? 'https://site.invalid' : undefined)
      ? []
      : [`${entry.where} must give the endpoint as ${entry.relative ? 'a path or an absolute http(s) URL' : 'an absolute http(s) URL'}`]),
  ]);
}

export function validateServerCard(card: unknown): ContentVerdict {
  if (!isRecord(card)) return verdict([], ['the server card is not a JSON object']);
  const entries = declaredTransports(card);
  const registry = registryShape(card);
  // The earlier shape keeps the server's own name and version in serverInfo (its top-level "version" is the card format's).
  const info = isRecord(card['serverInfo']) ? card['serverInfo'] : null;
  const identity = (field: string) => (info && !registry ? info[field] : (card[field] ?? info?.[field]));
  const name = identity('name');
  const problems: string[] = [];
  if (registry && (!isNonEmptyString(name) || !NAMESPACED_NAME.test(name)))
    problems.push('"name" must be a namespaced server name such as "com.example/my-server"');
  for (const field of registry ? ['version'] : ['name', 'version'])
    if (!isNonEmptyString(identity(field))) problems.push(`missing required string "${info && !registry ? 'serverInfo.' : ''}${field}"`);
  if (entries.length === 0)
    problems.push(
      registry ? 'missing non-empty "remotes" telling clients where to connect' : 'missing "transport" (or "remotes") telling clients where to connect',
    );
  problems.push(...transportProblems(entries));
  const endpoints = entries.map((entry) => (typeof entry.url === 'string' ? entry.url : '(none)'));
  return verdict(
    [
      `name: ${String(name ?? '(none)')}`,
      registry ? `${entries.length} remotes` : `endpoint: ${endpoints.join(', ') || '(none)'}`,
      ...(registry ? [] : [`${info ? 'serverInfo' : 'top-level name'} and transport shape`]),
    ],
    problems,
  );
}
