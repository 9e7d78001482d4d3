import { agentCardSchemaProblems } from './a2a-schema.js';
import { isHttpUrl, isNonEmptyString, isRecord, isStringArray, verdict, type ContentVerdict } from './verdict.js';

/**
 * A pre-1.0 card: it names its endpoint at the top level (url, with preferredTransport and
 * additionalInterfaces) and its protocolVersion there, and has no supportedInterfaces. A2A 0.3
 * cards keep this shape; clients of that version read it, so it is judged by the 0.3 schema.
 */
const isV03Card = (card: Record<string, unknown>): boolean =>
  card['supportedInterfaces'] === undefined && typeof card['protocolVersion'] === 'string' && /^0\.3(?:\.|$)/.test(card['protocolVersion']);

/** The interfaces a card declares, with where each sits in the card, in either shape. */
function interfaceProblems(card: Record<string, unknown>, v03: boolean): string[] {
  if (v03) {
    const extra = Array.isArray(card['additionalInterfaces']) ? card['additionalInterfaces'] : [];
    return [
      ...(isHttpUrl(card['url']) ? [] : ['url must be an absolute http(s) URL']),
      ...extra.flatMap((entry: unknown, index) =>
        isRecord(entry) && isHttpUrl(entry['url']) ? [] : [`additionalInterfaces[${index}].url must be an absolute http(s) URL`],
      ),
    ];
  }
  const interfaces = card['supportedInterfaces'];
  if (!Array.isArray(interfaces) || interfaces.length === 0) {
    const legacy = 'url' in card || 'preferredTransport' in card ? ' (or the 0.3 shape: url and a protocolVersion such as "0.3.0" at the top level)' : '';
    return [`missing non-empty "supportedInterfaces"${legacy}`];
  }
  return interfaces.flatMap((entry: unknown, index) => [
    ...(isRecord(entry) && isHttpUrl(entry['url']) ? [] : [`supportedInterfaces[${index}].url must be an absolute http(s) URL`]),
    ...(isRecord(entry) && isNonEmptyString(entry['protocolBinding'])
      ? []
      : [`supportedInterfaces[${index}].protocolBinding is required (JSONRPC, GRPC or HTTP+JSON)`]),
    ...(isRecord(entry) && isNonEmptyString(entry['protocolVersion']) ? [] : [`supportedInterfaces[${index}].protocolVersion is required (e.g. "1.0")`]),
  ]);
}

const entriesOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * The interfaces a card declares, each url and binding once: 0.3's url with its preferredTransport,
 * then 1.0's supportedInterfaces and 0.3's additionalInterfaces (which in 0.3 repeat the main url).
 */
export function cardInterfaces(card: Record<string, unknown>): { url: string; binding: string }[] {
  const declared = [
    { url: card['url'], transport: card['preferredTransport'] },
    ...[...entriesOf(card['supportedInterfaces']), ...entriesOf(card['additionalInterfaces'])].map((entry) =>
      isRecord(entry) ? { url: entry['url'], transport: entry['protocolBinding'] ?? entry['transport'] } : { url: undefined, transport: undefined },
    ),
  ];
  const interfaces = declared.flatMap((entry) =>
    typeof entry.url === 'string' ? [{ url: entry.url, binding: String(entry.transport ?? 'JSONRPC').toUpperCase() }] : [],
  );
  return interfaces.filter((entry, index) => interfaces.findIndex((other) => other.url === entry.url && other.binding === entry.binding) === index);
}

/** How many endpoints the card offers: distinct urls, so a 0.3 card repeating its url in additionalInterfaces offers one. */
const interfaceCount = (card: Record<string, unknown>): number => new Set(cardInterfaces(card).map((entry) => entry.url)).size;

/**
 * A2A agent card (/.well-known/agent-card.json), judged by the version its shape declares. A2A 1.0
 * requires name, description, version, supportedInterfaces (url, protocolBinding,
 * protocolVersion), capabilities, defaultInputModes, defaultOutputModes, skills (id, name,
 * description, tags), and conformance to the JSON Schema published with 1.0 (no fields outside it,
 * security schemes in their one-of member form such as httpAuthSecurityScheme). A 0.3 card (its
 * url, preferredTransport and protocolVersion at the top level) is judged by the 0.3 schema with
 * the same field checks. The service's own card and the cards the launch generator drafts pass
 * through this same check (they are 1.0 cards).
 */
export function validateAgentCard(card: unknown): ContentVerdict {
  if (!isRecord(card)) return verdict([], ['the agent card is not a JSON object']);
  const v03 = isV03Card(card);
  const problems: string[] = [];
  for (const field of ['name', 'description', 'version'] as const) {
    if (!isNonEmptyString(card[field])) problems.push(`missing required string "${field}"`);
  }
  problems.push(...interfaceProblems(card, v03));
  if (!isRecord(card['capabilities'])) problems.push('missing "capabilities" object');
  for (const field of ['defaultInputModes', 'defaultOutputModes'] as const) {
    const modes = card[field];
    if (!isStringArray(modes) || modes.length === 0) problems.push(`missing non-empty string array "${field}"`);
  }
  const skills = card['skills'];
  if (!Array.isArray(skills) || skills.length === 0) problems.push('missing non-empty "skills"');
  else {
    skills.forEach((skill: unknown, index) => {
      const missing = ['id', 'name', 'description'].filter((field) => !isRecord(skill) || !isNonEmptyString(skill[field]));
      if (!isRecord(skill) || !isStringArray(skill['tags'])) missing.push('tags');
      if (missing.length > 0) problems.push(`skills[${index}] lacks ${missing.join(', ')}`);
    });
  }
  problems.push(...agentCardSchemaProblems(card, v03 ? '0.3' : '1.0'));
  const evidence = [
    `name: ${String(card['name'] ?? '(none)')}`,
    `A2A ${v03 ? '0.3' : '1.0'} card: ${Array.isArray(skills) ? skills.length : 0} skills, ${interfaceCount(card)} interfaces`,
  ];
  return verdict(evidence, problems);
}
