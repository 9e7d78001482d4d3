import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type OpenApiDoc = { paths: Record<string, Record<string, Operation>> };

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);
/**
 * Compiled response schemas by their text, for every server of the process: compiling one costs
 * far more than a test's request, and test workers that keep their modules start many servers
 * that publish the same schemas.
 */
const compiled = new Map<string, ValidateFunction>();

function validatorFor(schema: object): ValidateFunction {
  const text = JSON.stringify(schema);
  let validate = compiled.get(text);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(text, validate);
  }
  return validate;
}

/**
 * Validates response bodies against the response schemas of the service's own /openapi.json, so a
 * test fails whenever the code and the published description disagree.
 */
export class OpenApiValidator {
  private readonly byOperation = new Map<string, ValidateFunction>();
  private readonly templates: Array<{ template: string; pattern: RegExp }>;

  constructor(private readonly doc: OpenApiDoc) {
    this.templates = Object.keys(doc.paths).map((template) => ({
      template,
      pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    }));
  }

  /** Returns null when valid (or when the path is not an API operation), else the errors as text. */
  check(method: string, path: string, status: number, body: unknown): string | null {
    const template = this.templates.find((t) => t.pattern.test(path.split('?')[0] ?? ''))?.template;
    if (!template) return null;
    const operation = this.doc.paths[template]?.[method.toLowerCase()];
    if (!operation) return null;
    const response = operation.responses?.[String(status)];
    if (!response) return `${method} ${template} documents no ${status} response`;
    const schema = response.content?.['application/json']?.schema;
    if (!schema) return null;
    const key = `${method} ${template} ${status}`;
    const validate = this.byOperation.get(key) ?? validatorFor(schema as object);
    this.byOperation.set(key, validate);
    if (validate(body)) return null;
    return `${key}: ${ajv.errorsText(validate.errors)}`;
  }
}
