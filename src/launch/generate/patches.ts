import { bodyText } from '../../net/body.js';
import type { LaunchPatchValue } from '../../contracts/launch.js';
import { answered } from '../snapshot.js';
import { validateRobots } from '../validators/robots.js';
import { needs, type PackContext } from './context.js';
import { openApiReadinessPatch } from './openapi.js';

/** Changes to things the site already has: headers, content negotiation, an existing OpenAPI document or robots.txt. */
export function draftPatches(context: PackContext): LaunchPatchValue[] {
  const patches: LaunchPatchValue[] = [];
  if (needs(context, ['cors.discovery'])) {
    patches.push({
      id: 'cors-discovery-headers',
      target: '/openapi.json, /.well-known/openapi.json, /.well-known/agent-card.json, /.well-known/mcp/server-card.json, /llms.txt',
      kind: 'http_headers',
      description:
        'Let browser-based agents read the discovery files cross-origin. These files are public, so a wildcard origin is safe; do not send credentials with them.',
      content: 'Access-Control-Allow-Origin: *\nAccess-Control-Allow-Methods: GET, OPTIONS\n',
      fixes_checks: ['cors.discovery'],
    });
  }
  if (needs(context, ['docs.markdown']) && context.docsUrl) {
    patches.push({
      id: 'docs-markdown-negotiation',
      target: '/docs',
      kind: 'content_negotiation',
      description:
        'When a request for /docs carries Accept: text/markdown, answer with the markdown source of the page; otherwise keep serving HTML. Publish the same markdown at /docs.md.',
      content:
        'If the Accept header lists text/markdown:\n  Content-Type: text/markdown; charset=utf-8\n  Vary: Accept\n  body: the markdown source of /docs\n',
      fixes_checks: ['docs.markdown'],
    });
  }
  const robots = context.site.responses.robots;
  if (
    answered(robots) &&
    context.passing.has('robots_txt.present') &&
    needs(context, ['sitemap.present']) &&
    validateRobots(bodyText(robots)).sitemaps.length === 0
  ) {
    patches.push({
      id: 'robots-sitemap-line',
      target: '/robots.txt',
      kind: 'append_lines',
      description: 'Name the sitemap in your existing robots.txt.',
      content: `Sitemap: ${new URL('/sitemap.xml', context.origin).toString()}\n`,
      fixes_checks: ['sitemap.present'],
    });
  }
  const readiness = context.existingOpenApi ? openApiReadinessPatch(context.existingOpenApi) : null;
  if (readiness && needs(context, ['openapi.security_scheme', 'openapi.error_responses', 'openapi.rate_limit_responses', 'openapi.operation_ids'])) {
    patches.push({
      id: 'openapi-agent-readiness',
      target: '/openapi.json',
      kind: 'json_merge',
      description:
        'JSON merge patch (RFC 7396) for your OpenAPI document: adds the security scheme, operationIds and the 4xx and 429 responses it lacks. Review the generated operationIds and descriptions.',
      content: `${JSON.stringify(readiness, null, 2)}\n`,
      fixes_checks: ['openapi.security_scheme', 'openapi.error_responses', 'openapi.rate_limit_responses', 'openapi.operation_ids'],
    });
  }
  return patches;
}
