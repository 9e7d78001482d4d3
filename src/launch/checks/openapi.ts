import { bodyText } from '../../net/body.js';
import type { FetchSuccess } from '../../net/types.js';
import { overBudget } from '../budget.js';
import { isYamlBody, parseYamlText } from '../openapi-document.js';
import {
  checkErrorResponses,
  checkOperationIds,
  checkRateLimitResponses,
  checkSecurityScheme,
  isOpenApiDocument,
  validateOpenApiStructure,
} from '../validators/openapi.js';
import { verdict, type ContentVerdict } from '../validators/verdict.js';
import { answered, type SiteSnapshot } from '../snapshot.js';
import { asJson, describeFailure, firstAnswered, judgeAnswer, judgeResource, missingOutcome } from './resource.js';
import type { CheckDefinition, CheckOutcome } from './types.js';

const OPENAPI_KEYS = ['openapi', 'openapi_well_known'] as const;

type Judge = (value: unknown) => ContentVerdict | Promise<ContentVerdict>;

/** Reads an OpenAPI body as JSON or YAML (openapi-document.ts says which) and judges the value; a body that parses as neither fails. */
const asJsonOrYaml = (judge: Judge) => (result: FetchSuccess) => {
  if (!isYamlBody(result)) return asJson(judge)(result);
  const parsed = parseYamlText(bodyText(result));
  return 'error' in parsed ? verdict([], [`the body is neither JSON nor valid YAML (${parsed.error})`]) : judge(parsed.value);
};

/**
 * Runs `judge` over the site's OpenAPI document: at a well-known path, else the one the site
 * declares. A body that is not an OpenAPI document fails; so does a declared one that does not answer.
 */
async function withDocument(site: SiteSnapshot, judge: (doc: Record<string, unknown>) => ContentVerdict | Promise<ContentVerdict>): Promise<CheckOutcome> {
  const read = asJsonOrYaml((doc) =>
    isOpenApiDocument(doc) ? judge(doc) : verdict([], ['the body is not an OpenAPI document (no "openapi" or "swagger" field)']),
  );
  const declared = site.declaredOpenApi;
  if (!declared || firstAnswered(site, OPENAPI_KEYS)) return judgeResource(site, OPENAPI_KEYS, read);
  const name = `${declared.url} (declared by ${declared.declaredBy})`;
  if (answered(declared.result)) return judgeAnswer(declared.result, name, read);
  const missing = missingOutcome(site, OPENAPI_KEYS);
  const evidence = [...missing.evidence, describeFailure(name, declared.result)];
  return { status: overBudget(declared.result) ? 'not_checked' : 'fail', url: declared.url, evidence };
}

export const OPENAPI_CHECKS: CheckDefinition[] = [
  {
    id: 'openapi.present',
    surface: 'openapi',
    title: 'OpenAPI document published at /openapi.json or /.well-known/openapi.json, or where the site declares it',
    weight: 10,
    core: false,
    standard:
      'OpenAPI 3.1 / 3.0 (and Swagger 2.0) in JSON or YAML, at a well-known location or named by a Link rel="service-desc" (RFC 8288), an API catalog (RFC 9727) or llms.txt',
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
