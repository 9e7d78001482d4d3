import {
  checkErrorResponses,
  checkOperationIds,
  checkRateLimitResponses,
  checkSecurityScheme,
  isOpenApiDocument,
  validateOpenApiStructure,
} from '../validators/openapi.js';
import { verdict, type ContentVerdict } from '../validators/verdict.js';
import type { SiteSnapshot } from '../snapshot.js';
import { asJson, judgeResource } from './resource.js';
import type { CheckDefinition } from './types.js';

const OPENAPI_KEYS = ['openapi', 'openapi_well_known'] as const;

/** Runs `judge` over the site's OpenAPI document; a body that is not an OpenAPI document fails. */
const withDocument = (site: SiteSnapshot, judge: (doc: Record<string, unknown>) => ContentVerdict | Promise<ContentVerdict>) =>
  judgeResource(
    site,
    OPENAPI_KEYS,
    asJson((doc) => (isOpenApiDocument(doc) ? judge(doc) : verdict([], ['the body is not an OpenAPI document (no "openapi" or "swagger" field)']))),
  );

export const OPENAPI_CHECKS: CheckDefinition[] = [
  {
    id: 'openapi.present',
    surface: 'openapi',
    title: 'OpenAPI document published at /openapi.json or /.well-known/openapi.json',
    weight: 10,
    core: false,
    standard: 'OpenAPI 3.1 / 3.0 (and Swagger 2.0), served at a well-known location',
    fix: 'Serve your OpenAPI description as JSON at /openapi.json and /.well-known/openapi.json (the generated openapi.json skeleton is a start).',
    run: (site) =>
      withDocument(site, (doc) => verdict([`declares ${doc['openapi'] ? `openapi ${String(doc['openapi'])}` : `swagger ${String(doc['swagger'])}`}`], [])),
  },
  {
    id: 'openapi.valid',
    surface: 'openapi',
    title: 'OpenAPI document passes a validator',
    weight: 8,
    core: false,
    standard: 'OpenAPI Specification 3.1, validated by @readme/openapi-parser',
    fix: 'Fix the validation errors listed in the evidence; run @readme/openapi-parser or another OpenAPI validator in CI.',
    run: (site) => withDocument(site, validateOpenApiStructure),
  },
  {
    id: 'openapi.security_scheme',
    surface: 'openapi',
    title: 'Security scheme declared and applied',
    weight: 5,
    core: false,
    standard: 'OpenAPI 3.1 Security Scheme and Security Requirement objects',
    fix: 'Declare how agents authenticate in components.securitySchemes (e.g. HTTP bearer) and apply it with a global or per-operation "security" requirement.',
    run: (site) => withDocument(site, checkSecurityScheme),
  },
  {
    id: 'openapi.error_responses',
    surface: 'openapi',
    title: 'Every operation documents its error responses',
    weight: 4,
    core: false,
    standard: 'OpenAPI 3.1 Responses object (4xx)',
    fix: 'Give every operation its 4xx responses with an error schema so agents can branch on failures.',
    run: (site) => withDocument(site, checkErrorResponses),
  },
  {
    id: 'openapi.rate_limit_responses',
    surface: 'openapi',
    title: 'Every operation documents 429 (rate limited)',
    weight: 3,
    core: false,
    standard: 'RFC 6585 (429 Too Many Requests) and RFC 9110 Retry-After',
    fix: 'Add a 429 response (with Retry-After) to every operation so agents know to back off.',
    run: (site) => withDocument(site, checkRateLimitResponses),
  },
  {
    id: 'openapi.operation_ids',
    surface: 'openapi',
    title: 'Every operation has an operationId',
    weight: 4,
    core: false,
    standard: 'OpenAPI 3.1 Operation object (operationId)',
    fix: 'Give every operation a unique, descriptive operationId; agent toolkits turn them into tool names.',
    run: (site) => withDocument(site, checkOperationIds),
  },
];
