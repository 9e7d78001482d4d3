import { isHttpUrl, isNonEmptyString, isRecord, verdict, type ContentVerdict } from './verdict.js';

/** RFC 9727 API catalog: an RFC 9264 linkset whose entries point at API descriptions or docs. */
export function validateApiCatalog(value: unknown): ContentVerdict {
  if (!isRecord(value) || !Array.isArray(value['linkset']))
    return verdict([], ['not a linkset: RFC 9727 wants {"linkset": [{"anchor": ..., "service-desc": [...]}]} as application/linkset+json']);
  const entries = value['linkset'] as unknown[];
  const relations = ['service-desc', 'service-doc', 'service-meta', 'item', 'api-catalog'];
  const useful = entries.filter(
    (entry) =>
      isRecord(entry) &&
      relations.some((rel) => Array.isArray(entry[rel]) && (entry[rel] as unknown[]).some((target) => isRecord(target) && isNonEmptyString(target['href']))),
  );
  const problems = useful.length === 0 ? ['no linkset entry links an API description (service-desc), its docs (service-doc) or other APIs (item)'] : [];
  return verdict([`${entries.length} linkset entries, ${useful.length} linking API descriptions or docs`], problems);
}

/** RFC 8414 authorization server metadata. */
export function validateAuthorizationServer(value: unknown): ContentVerdict {
  if (!isRecord(value)) return verdict([], ['not a JSON object']);
  const problems: string[] = [];
  if (!isHttpUrl(value['issuer'])) problems.push('"issuer" (an https URL) is required');
  if (!isHttpUrl(value['token_endpoint'])) problems.push('"token_endpoint" is missing');
  if (!Array.isArray(value['response_types_supported'])) problems.push('"response_types_supported" is required');
  return verdict([`issuer: ${String(value['issuer'] ?? '(none)')}`], problems);
}

/** RFC 9728 protected resource metadata. */
export function validateProtectedResource(value: unknown): ContentVerdict {
  if (!isRecord(value)) return verdict([], ['not a JSON object']);
  const problems: string[] = [];
  if (!isHttpUrl(value['resource'])) problems.push('"resource" (the protected resource identifier, a URL) is required');
  const servers = value['authorization_servers'];
  if (!Array.isArray(servers) || servers.length === 0 || !servers.every(isHttpUrl))
    problems.push('"authorization_servers" should list the issuer URL(s) clients get tokens from');
  return verdict([`resource: ${String(value['resource'] ?? '(none)')}`], problems);
}

const SKILL_NAME = (name: string) =>
  name.length >= 1 &&
  name.length <= 64 &&
  [...name].every((char) => (char >= 'a' && char <= 'z') || (char >= '0' && char <= '9') || char === '-') &&
  !name.startsWith('-') &&
  !name.endsWith('-') &&
  !name.includes('--');

/**
 * Agent Skills discovery index (agentskills.io skill format; the well-known discovery draft:
 * /.well-known/agent-skills/index.json, v0.2 entries name, type, description, url; v0.1 at
 * /.well-known/skills/index.json with files). Returns the skill file URLs to check.
 */
export function validateSkillsIndex(value: unknown, indexUrl: string): ContentVerdict & { skillUrls: string[] } {
  const skills = isRecord(value) ? value['skills'] : value;
  if (!Array.isArray(skills) || skills.length === 0) return { ...verdict([], ['no "skills" array with entries']), skillUrls: [] };
  const problems: string[] = [];
  const skillUrls: string[] = [];
  skills.slice(0, 50).forEach((skill: unknown, index) => {
    if (!isRecord(skill)) return problems.push(`skills[${index}] is not an object`);
    const name = skill['name'];
    if (typeof name !== 'string' || !SKILL_NAME(name)) problems.push(`skills[${index}].name must be 1-64 lower-case letters, digits and single hyphens`);
    if (!isNonEmptyString(skill['description'])) problems.push(`skills[${index}].description is required`);
    const url = typeof skill['url'] === 'string' ? skill['url'] : Array.isArray(skill['files']) && typeof name === 'string' ? `${name}/SKILL.md` : null;
    if (url === null) problems.push(`skills[${index}] has neither "url" nor "files"`);
    else if (URL.canParse(url, indexUrl)) skillUrls.push(new URL(url, indexUrl).toString());
    return undefined;
  });
  return { ...verdict([`${skills.length} skills`], problems), skillUrls };
}

/** A SKILL.md starts with YAML front matter carrying name and description. */
export function validateSkillFile(text: string): ContentVerdict {
  const lines = text.split('\n', 60).map((line) => line.trim());
  const end = lines.indexOf('---', 1);
  if (lines[0] !== '---' || end === -1) return verdict([], ['SKILL.md has no YAML front matter ("---" block)']);
  const keys = new Set(lines.slice(1, end).map((line) => line.slice(0, line.indexOf(':')).trim()));
  const missing = ['name', 'description'].filter((key) => !keys.has(key));
  return verdict([`front matter keys: ${[...keys].join(', ')}`], missing.length > 0 ? [`front matter lacks ${missing.join(' and ')}`] : []);
}
