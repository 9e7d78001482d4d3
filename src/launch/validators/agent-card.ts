import { agentCardSchemaProblems } from './a2a-schema.js';
import { isHttpUrl, isNonEmptyString, isRecord, isStringArray, verdict, type ContentVerdict } from './verdict.js';

/**
 * A2A 1.0 agent card (/.well-known/agent-card.json). Required: name, description, version,
 * supportedInterfaces (url, protocolBinding, protocolVersion), capabilities,
 * defaultInputModes, defaultOutputModes, skills (id, name, description, tags). 1.0 moved the
 * v0.3 top-level url / preferredTransport / protocolVersion into supportedInterfaces. The card
 * must also conform to the JSON Schema published with A2A 1.0 (no fields outside it, security
 * schemes in their one-of member form such as httpAuthSecurityScheme). The service's own card and
 * the cards the launch generator drafts pass through this same check.
 */
export function validateAgentCard(card: unknown): ContentVerdict {
  if (!isRecord(card)) return verdict([], ['the agent card is not a JSON object']);
  const problems: string[] = [];
  for (const field of ['name', 'description', 'version'] as const) {
    if (!isNonEmptyString(card[field])) problems.push(`missing required string "${field}"`);
  }
  const interfaces = card['supportedInterfaces'];
  if (!Array.isArray(interfaces) || interfaces.length === 0) {
    const legacy = 'url' in card || 'preferredTransport' in card ? ' (v0.3 shape: move url/preferredTransport/protocolVersion into supportedInterfaces)' : '';
    problems.push(`missing non-empty "supportedInterfaces"${legacy}`);
  } else {
    interfaces.forEach((entry: unknown, index) => {
      if (!isRecord(entry) || !isHttpUrl(entry['url'])) problems.push(`supportedInterfaces[${index}].url must be an absolute http(s) URL`);
      if (!isRecord(entry) || !isNonEmptyString(entry['protocolBinding']))
        problems.push(`supportedInterfaces[${index}].protocolBinding is required (JSONRPC, GRPC or HTTP+JSON)`);
      if (!isRecord(entry) || !isNonEmptyString(entry['protocolVersion']))
        problems.push(`supportedInterfaces[${index}].protocolVersion is required (e.g. "1.0")`);
    });
  }
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
  problems.push(...agentCardSchemaProblems(card));
  const evidence = [
    `name: ${String(card['name'] ?? '(none)')}`,
    `${Array.isArray(skills) ? skills.length : 0} skills, ${Array.isArray(interfaces) ? interfaces.length : 0} interfaces`,
  ];
  return verdict(evidence, problems);
}
