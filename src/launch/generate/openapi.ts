import type { PackContext } from './context.js';
import { camel, slug } from './context.js';
import { listOperations } from '../validators/openapi.js';
import { isRecord } from '../validators/verdict.js';
import { DRAFT_MARKER } from '../validators/placeholders.js';
import { DRAFT_NOTE } from './draft-note.js';

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });
const rateLimited = () => ({
  ...errorResponse('Rate limited: wait for Retry-After seconds.'),
  headers: { 'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'integer' } } },
});

const SECURITY_SCHEME = { bearerAuth: { type: 'http', scheme: 'bearer', description: 'Send Authorization: Bearer <API key>.' } };
const ERROR_SCHEMA = {
  type: 'object',
  required: ['error'],
  properties: { error: { type: 'string', description: 'What went wrong and what to do about it.' } },
};

/** An OpenAPI 3.1 skeleton: one operation per skill, bearer auth, and the error and 429 responses agents branch on. */
export function openApiSkeleton(context: PackContext): Record<string, unknown> {
  const paths = Object.fromEntries(
    context.skills.map((skill) => [
      `/api/v1/${slug(skill.id)}`,
      {
        post: {
          operationId: camel(skill.id),
          summary: skill.name,
          description: skill.description,
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { type: 'object', description: 'Replace with the real request schema.' } } },
          },
          responses: {
            '200': {
              description: 'Success.',
              content: { 'application/json': { schema: { type: 'object', description: 'Replace with the real response schema.' } } },
            },
            '400': errorResponse('Invalid input.'),
            '401': errorResponse('Missing or invalid API key.'),
            '429': rateLimited(),
          },
        },
      },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: { title: context.name, version: '0.1.0', description: `API of ${context.name} for AI agents.`, [`x-${DRAFT_MARKER}`]: DRAFT_NOTE },
    servers: [{ url: context.origin }],
    security: [{ bearerAuth: [] }],
    paths,
    components: { securitySchemes: SECURITY_SCHEME, schemas: { Error: ERROR_SCHEMA } },
  };
}

/**
 * A JSON merge patch (RFC 7396) for an existing document: adds a bearer scheme when none is
 * declared, and per operation the missing operationId, 4xx and 429 responses. Null when
 * nothing is missing.
 */
export function openApiReadinessPatch(doc: Record<string, unknown>): Record<string, unknown> | null {
  const patch: Record<string, unknown> = {};
  const components = isRecord(doc['components']) ? doc['components'] : {};
  const hasSchemes = isRecord(components['securitySchemes']) && Object.keys(components['securitySchemes']).length > 0;
  if (!hasSchemes) {
    patch['components'] = { securitySchemes: SECURITY_SCHEME, schemas: { Error: ERROR_SCHEMA } };
    patch['security'] = [{ bearerAuth: [] }];
  } else if (!(Array.isArray(doc['security']) && doc['security'].length > 0)) {
    patch['security'] = Object.keys(components['securitySchemes'] as Record<string, unknown>)
      .slice(0, 1)
      .map((name) => ({ [name]: [] }));
  }
  const pathPatches: Record<string, Record<string, unknown>> = {};
  for (const operation of listOperations(doc)) {
    const [method = 'get', ...rest] = operation.label.split(' ');
    const path = rest.join(' ');
    const codes = isRecord(operation.value['responses']) ? Object.keys(operation.value['responses']) : [];
    const additions: Record<string, unknown> = {};
    if (typeof operation.value['operationId'] !== 'string') additions['operationId'] = camel(`${method} ${path}`);
    const responses: Record<string, unknown> = {};
    if (!codes.some((code) => /^4(\d\d|XX)$/i.test(code) || code === 'default')) responses['400'] = { description: 'Invalid input.' };
    if (!codes.includes('429')) responses['429'] = { description: 'Rate limited: wait for Retry-After seconds.' };
    if (Object.keys(responses).length > 0) additions['responses'] = responses;
    if (Object.keys(additions).length > 0) pathPatches[path] = { ...pathPatches[path], [method.toLowerCase()]: additions };
  }
  if (Object.keys(pathPatches).length > 0) patch['paths'] = pathPatches;
  return Object.keys(patch).length > 0 ? patch : null;
}

/** Applies a JSON merge patch (RFC 7396). */
export function applyMergePatch(target: unknown, patch: unknown): unknown {
  if (!isRecord(patch)) return patch;
  const result: Record<string, unknown> = isRecord(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = applyMergePatch(result[key], value);
  }
  return result;
}
