import { parse as parseYaml } from 'yaml';
import { bodyText } from '../net/body.js';
import type { FetchSuccess } from '../net/types.js';
import { parseJson } from './validators/verdict.js';
import { answered, type SiteSnapshot } from './snapshot.js';

/**
 * The site's OpenAPI document: the one at /openapi.json or /.well-known/openapi.json, else the one
 * the site declares elsewhere (declared.ts). OpenAPI documents come as JSON or YAML; a body is read
 * as YAML when its content type says so, or when it claims neither JSON nor opens as JSON does
 * (YAML served as text/plain).
 */

export const isYamlBody = (result: FetchSuccess): boolean =>
  result.contentType.includes('yaml') || (!result.contentType.includes('json') && !/^\s*[[{]/u.test(bodyText(result)));

/** Parses one YAML document (aliases capped, so a small body cannot expand without end); the parser's first error when it is not YAML. */
export function parseYamlText(text: string): { value: unknown } | { error: string } {
  try {
    return { value: parseYaml(text, { maxAliasCount: 100, prettyErrors: false }) as unknown };
  } catch (error) {
    return { error: (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? 'unreadable' };
  }
}

/** The answered OpenAPI document the audit reads (its finalUrl says from where). */
function siteOpenApiAnswer(site: SiteSnapshot): FetchSuccess | null {
  const declared = site.declaredOpenApi?.result;
  return [site.responses.openapi, site.responses.openapi_well_known, declared].find(answered) ?? null;
}

/** The site's OpenAPI document parsed (JSON strictly, or YAML); undefined when there is none or it does not parse. */
export function siteOpenApiValue(site: SiteSnapshot): { result: FetchSuccess; value: unknown } | null {
  const result = siteOpenApiAnswer(site);
  if (!result) return null;
  if (!isYamlBody(result)) return { result, value: parseJson(bodyText(result)) };
  const parsed = parseYamlText(bodyText(result));
  return { result, value: 'value' in parsed ? parsed.value : undefined };
}
