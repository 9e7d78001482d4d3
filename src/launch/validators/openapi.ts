import { isRecord, verdict, type ContentVerdict } from './verdict.js';

/**
 * OpenAPI checks. Structural validity comes from a real validator (@readme/openapi-parser) with
 * external $ref resolution switched off, so a hostile document cannot make us fetch anything.
 * The agent-readiness checks (security, error and 429 responses, operationIds) read the raw
 * document. The validator (a large package) is loaded on the first document it checks.
 */

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface Operation {
  label: string;
  value: Record<string, unknown>;
  /** Declares parameters (its own or its path's) or a request body. */
  takesInput: boolean;
}

export const isOpenApiDocument = (value: unknown): value is Record<string, unknown> =>
  isRecord(value) && (typeof value['openapi'] === 'string' || typeof value['swagger'] === 'string');

export function listOperations(doc: Record<string, unknown>): Operation[] {
  const paths = isRecord(doc['paths']) ? doc['paths'] : {};
  return Object.entries(paths).flatMap(([path, item]) =>
    isRecord(item)
      ? METHODS.filter((method) => isRecord(item[method])).map((method) => {
          const value = item[method] as Record<string, unknown>;
          const hasParameters = (entry: unknown) => Array.isArray(entry) && entry.length > 0;
          return {
            label: `${method.toUpperCase()} ${path}`,
            value,
            takesInput: hasParameters(value['parameters']) || hasParameters(item['parameters']) || value['requestBody'] !== undefined,
          };
        })
      : [],
  );
}

const firstLine = (message: string) => message.split('\n')[0]?.trim() ?? message;

export async function validateOpenApiStructure(doc: Record<string, unknown>): Promise<ContentVerdict> {
  const { validate } = await import('@readme/openapi-parser');
  try {
    const result = await validate(structuredClone(doc) as never, { resolve: { external: false, file: false }, timeoutMs: 2000 });
    const version = String(doc['openapi'] ?? doc['swagger']);
    if (result.valid) return verdict([`valid ${result.specification ?? 'API'} document, version ${version}`], []);
    const more = result.additionalErrors > 0 ? [`and ${result.additionalErrors} more errors`] : [];
    return verdict([`version ${version}`], [...result.errors.slice(0, 5).map((error) => firstLine(error.message)), ...more]);
  } catch (error) {
    return verdict([], [`the validator rejected the document: ${firstLine(error instanceof Error ? error.message : String(error))}`]);
  }
}

/** Applies to operations that take input or require a key: a public, input-less probe such as a health check can neither be sent bad input nor be throttled per key. */
const exposed = (doc: Record<string, unknown>) => (operation: Operation) => {
  const security = operation.value['security'] ?? doc['security'];
  return operation.takesInput || (Array.isArray(security) && security.length > 0);
};

/** Lists the operations failing `test`, or passes when every operation in scope meets it. */
function everyOperation(
  doc: Record<string, unknown>,
  what: string,
  test: (operation: Record<string, unknown>) => boolean,
  inScope: (operation: Operation) => boolean = () => true,
): ContentVerdict {
  const all = listOperations(doc);
  if (all.length === 0) return verdict([], ['the document declares no operations']);
  const operations = all.filter(inScope);
  if (operations.length === 0) return verdict([`no operation takes input or requires a key (${all.length} input-less public operations)`], []);
  const failing = operations.filter((operation) => !test(operation.value));
  const scope =
    operations.length < all.length
      ? ` (of those taking input or requiring a key; ${all.length - operations.length} input-less public operations not counted)`
      : '';
  const evidence = [`${operations.length - failing.length} of ${operations.length} operations ${what}${scope}`];
  const sample = failing.slice(0, 5).map((operation) => operation.label);
  return verdict(
    evidence,
    failing.length === 0 ? [] : [`${failing.length} operations do not ${what}: ${sample.join(', ')}${failing.length > 5 ? ', ...' : ''}`],
  );
}

const responseCodes = (operation: Record<string, unknown>): string[] => (isRecord(operation['responses']) ? Object.keys(operation['responses']) : []);

export const checkErrorResponses = (doc: Record<string, unknown>) =>
  everyOperation(
    doc,
    'declare a 4xx or default error response',
    (operation) => responseCodes(operation).some((code) => /^4(\d\d|XX)$/i.test(code) || code === 'default'),
    exposed(doc),
  );

export const checkRateLimitResponses = (doc: Record<string, unknown>) =>
  everyOperation(doc, 'declare a 429 response', (operation) => responseCodes(operation).includes('429'), exposed(doc));

export const checkOperationIds = (doc: Record<string, unknown>) =>
  everyOperation(doc, 'have an operationId', (operation) => typeof operation['operationId'] === 'string' && operation['operationId'] !== '');

export function checkSecurityScheme(doc: Record<string, unknown>): ContentVerdict {
  const components = isRecord(doc['components']) ? doc['components'] : {};
  const schemes = isRecord(components['securitySchemes'])
    ? components['securitySchemes']
    : isRecord(doc['securityDefinitions'])
      ? doc['securityDefinitions']
      : {};
  const names = Object.keys(schemes);
  if (names.length === 0) return verdict([], ['no security scheme is declared (components.securitySchemes)']);
  const globalUse = Array.isArray(doc['security']) && doc['security'].length > 0;
  const operationUse = listOperations(doc).some((operation) => Array.isArray(operation.value['security']) && operation.value['security'].length > 0);
  const evidence = [`schemes: ${names.join(', ')}`, globalUse ? 'applied globally' : operationUse ? 'applied per operation' : 'declared but not applied'];
  return verdict(evidence, globalUse || operationUse ? [] : ['security schemes are declared but no operation or global "security" requirement uses them']);
}
