import { isHttpUrl, isNonEmptyString, isRecord, verdict, type ContentVerdict } from './verdict.js';

/**
 * MCP server card (/.well-known/mcp/server-card.json, SEP-2127 shape, which reuses the registry's
 * server.json fields): a namespaced name ("com.example/server"), description, version, and at
 * least one remote with a transport type and an absolute URL.
 */
const NAMESPACED_NAME = /^[A-Za-z0-9.-]+\/[A-Za-z0-9._-]+$/;
const TRANSPORTS = new Set(['streamable-http', 'sse']);

export function validateServerCard(card: unknown): ContentVerdict {
  if (!isRecord(card)) return verdict([], ['the server card is not a JSON object']);
  const problems: string[] = [];
  if (!isNonEmptyString(card['name']) || !NAMESPACED_NAME.test(card['name']))
    problems.push('"name" must be a namespaced server name such as "com.example/my-server"');
  for (const field of ['description', 'version'] as const) {
    if (!isNonEmptyString(card[field])) problems.push(`missing required string "${field}"`);
  }
  const remotes = card['remotes'];
  if (!Array.isArray(remotes) || remotes.length === 0) {
    const legacy = 'serverInfo' in card || 'transport' in card ? ' (older serverInfo/transport draft shape: publish "remotes" instead)' : '';
    problems.push(`missing non-empty "remotes" telling clients where to connect${legacy}`);
  } else {
    remotes.forEach((remote: unknown, index) => {
      if (!isRecord(remote) || typeof remote['type'] !== 'string' || !TRANSPORTS.has(remote['type']))
        problems.push(`remotes[${index}].type must be "streamable-http" or "sse"`);
      if (!isRecord(remote) || !isHttpUrl(remote['url'])) problems.push(`remotes[${index}].url must be an absolute http(s) URL`);
    });
  }
  return verdict([`name: ${String(card['name'] ?? '(none)')}`, `${Array.isArray(remotes) ? remotes.length : 0} remotes`], problems);
}
