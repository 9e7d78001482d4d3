import { isHttpUrl, isNonEmptyString, isRecord, verdict, type ContentVerdict } from './verdict.js';

/**
 * MCP server card (/.well-known/mcp/server-card.json) in either of the shapes drafts have used:
 * the registry shape (SEP-2127, reusing server.json: a namespaced name, description, version and
 * remotes with a transport type and an absolute URL), or the earlier server-card draft
 * (serverInfo with name and version, and one transport with a type and an endpoint that may be
 * relative to the site).
 */
const NAMESPACED_NAME = /^[A-Za-z0-9.-]+\/[A-Za-z0-9._-]+$/;
const TRANSPORTS = new Set(['streamable-http', 'sse']);

/** The streamable-HTTP endpoints a card declares, resolved against the site (SSE-only endpoints are not probed). */
export function serverCardEndpoints(card: unknown, origin: string): string[] {
  if (!isRecord(card)) return [];
  const declared: { type: unknown; url: unknown }[] = [];
  if (Array.isArray(card['remotes'])) for (const remote of card['remotes']) if (isRecord(remote)) declared.push({ type: remote['type'], url: remote['url'] });
  const transport = card['transport'];
  if (isRecord(transport)) declared.push({ type: transport['type'], url: transport['endpoint'] ?? transport['url'] });
  return declared.flatMap((entry) => {
    if (entry.type === 'sse' || typeof entry.url !== 'string' || !URL.canParse(entry.url, origin)) return [];
    const url = new URL(entry.url, origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? [url.toString()] : [];
  });
}

function registryShape(card: Record<string, unknown>): ContentVerdict {
  const problems: string[] = [];
  if (!isNonEmptyString(card['name']) || !NAMESPACED_NAME.test(card['name']))
    problems.push('"name" must be a namespaced server name such as "com.example/my-server"');
  for (const field of ['description', 'version'] as const) {
    if (!isNonEmptyString(card[field])) problems.push(`missing required string "${field}"`);
  }
  const remotes = card['remotes'];
  if (!Array.isArray(remotes) || remotes.length === 0) {
    problems.push('missing non-empty "remotes" telling clients where to connect');
  } else {
    remotes.forEach((remote: unknown, index) => {
      if (!isRecord(remote) || typeof remote['type'] !== 'string' || !TRANSPORTS.has(remote['type']))
        problems.push(`remotes[${index}].type must be "streamable-http" or "sse"`);
      if (!isRecord(remote) || !isHttpUrl(remote['url'])) problems.push(`remotes[${index}].url must be an absolute http(s) URL`);
    });
  }
  return verdict([`name: ${String(card['name'] ?? '(none)')}`, `${Array.isArray(remotes) ? remotes.length : 0} remotes`], problems);
}

function serverInfoShape(card: Record<string, unknown>, info: Record<string, unknown>): ContentVerdict {
  const problems: string[] = [];
  for (const field of ['name', 'version'] as const) {
    if (!isNonEmptyString(info[field])) problems.push(`missing required string "serverInfo.${field}"`);
  }
  const transport = card['transport'];
  const endpoint = isRecord(transport) ? (transport['endpoint'] ?? transport['url']) : undefined;
  if (!isRecord(transport)) problems.push('missing "transport" telling clients where to connect');
  else {
    if (typeof transport['type'] !== 'string' || !TRANSPORTS.has(transport['type'])) problems.push('transport.type must be "streamable-http" or "sse"');
    if (!isNonEmptyString(endpoint)) problems.push('transport.endpoint must name the endpoint (a path or an absolute URL)');
  }
  return verdict(
    [`name: ${String(info['name'] ?? '(none)')}`, `endpoint: ${typeof endpoint === 'string' ? endpoint : '(none)'}`, 'serverInfo/transport shape'],
    problems,
  );
}

export function validateServerCard(card: unknown): ContentVerdict {
  if (!isRecord(card)) return verdict([], ['the server card is not a JSON object']);
  const info = card['serverInfo'];
  return isRecord(info) && !Array.isArray(card['remotes']) ? serverInfoShape(card, info) : registryShape(card);
}
