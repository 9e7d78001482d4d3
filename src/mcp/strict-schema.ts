/**
 * The strict schema profile: an input schema every strict tool-calling host accepts (OpenAI
 * strict mode, Anthropic strict tool use, Gemini function declarations). Their common subset is
 * type, properties, required, additionalProperties: false, items, string enum, anyOf and
 * description; every object lists all its properties as required, and an optional field becomes
 * nullable, a null meaning "absent" (see nullsAsAbsent). Constraints outside the subset (lengths,
 * bounds, patterns, formats, item counts, defaults) are restated in the field's description; the
 * server still checks them against the whole contract.
 */

type Schema = Record<string, unknown>;

const isObject = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

const FORMATS: ReadonlyMap<string, string> = new Map([
  ['date', 'a date YYYY-MM-DD'],
  ['date-time', 'a date and time (RFC 3339)'],
  ['uri', 'an absolute URL'],
  ['email', 'an email address'],
]);

function range(min: unknown, max: unknown, unit: string): string | null {
  if (typeof min === 'number' && min === max) return `exactly ${min}${unit}`;
  if (typeof min === 'number' && typeof max === 'number') return `${min} to ${max}${unit}`;
  if (typeof min === 'number') return `at least ${min}${unit}`;
  if (typeof max === 'number') return `at most ${max}${unit}`;
  return null;
}

/** The constraints of a schema outside the common subset, as phrases a model reads. */
function constraintNotes(schema: Schema): string[] {
  const notes = [
    range(schema.minLength, schema.maxLength, ' characters'),
    typeof schema.pattern === 'string' ? `matching /${schema.pattern}/` : null,
    typeof schema.format === 'string' ? (FORMATS.get(schema.format) ?? `format ${schema.format}`) : null,
    range(schema.minimum, schema.maximum, ''),
    typeof schema.exclusiveMinimum === 'number' ? `greater than ${schema.exclusiveMinimum}` : null,
    typeof schema.exclusiveMaximum === 'number' ? `less than ${schema.exclusiveMaximum}` : null,
    range(schema.minItems, schema.maxItems, ' items'),
    schema.uniqueItems === true ? 'no repeated items' : null,
    schema.default !== undefined ? `default ${JSON.stringify(schema.default)}` : null,
  ];
  return notes.filter((note): note is string => note !== null);
}

function describe(schema: Schema): string | undefined {
  const notes = constraintNotes(schema);
  const text = typeof schema.description === 'string' ? schema.description : '';
  if (notes.length === 0) return text || undefined;
  return text ? `${text} (${notes.join('; ')})` : notes.join('; ');
}

function nullable(schema: Schema): Schema {
  return { anyOf: [schema, { type: 'null' }] };
}

/** One schema in the profile; `where` names it in the error a contract outside the subset gets. */
function strictNode(schema: Schema, where: string): Schema {
  if (Array.isArray(schema.anyOf)) return { anyOf: schema.anyOf.map((branch, i) => strictNode(branch as Schema, `${where}|${i}`)) };
  const type = schema.type;
  if (typeof type !== 'string') throw new Error(`strict profile: ${where} has no single type`);
  if (schema.enum !== undefined && !(type === 'string' && Array.isArray(schema.enum) && schema.enum.every((v) => typeof v === 'string')))
    throw new Error(`strict profile: ${where} has an enum of other than strings`);
  const out: Schema = { type };
  if (schema.enum !== undefined) out.enum = schema.enum;
  const description = describe(schema);
  if (description) out.description = description;
  if (type === 'array') out.items = isObject(schema.items) ? strictNode(schema.items, `${where}[]`) : {};
  if (type === 'object') {
    if (schema.additionalProperties !== undefined && schema.additionalProperties !== false) throw new Error(`strict profile: ${where} is an open map`);
    const properties = isObject(schema.properties) ? schema.properties : {};
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    out.properties = Object.fromEntries(
      Object.entries(properties).map(([name, field]) => {
        const strict = strictNode(field as Schema, `${where}.${name}`);
        return [name, required.has(name) ? strict : nullable(strict)];
      }),
    );
    out.required = Object.keys(properties);
    out.additionalProperties = false;
  }
  return out;
}

/** The strict profile of a tool's input schema (an object). */
export function strictInputSchema(schema: Schema, toolName: string): Schema & { type: 'object' } {
  return strictNode(schema, toolName) as Schema & { type: 'object' };
}

const acceptsNull = (schema: Schema): boolean =>
  schema.type === 'null' ||
  (Array.isArray(schema.type) && schema.type.includes('null')) ||
  (Array.isArray(schema.anyOf) && schema.anyOf.some((b) => isObject(b) && acceptsNull(b)));

/**
 * Arguments as the contract reads them: a null sent for an optional field the contract does not
 * let be null is dropped (strict hosts send every field, null for the ones the model leaves out),
 * in nested objects and array items too. Anything else is left for the contract to judge.
 */
export function nullsAsAbsent(schema: Schema, value: unknown): unknown {
  if (Array.isArray(value)) return isObject(schema.items) ? value.map((item) => nullsAsAbsent(schema.items as Schema, item)) : value;
  if (!isObject(value) || !isObject(schema.properties)) return value;
  const properties = schema.properties;
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  // Built with fromEntries: a field named __proto__ stays a field (an assignment would set the prototype).
  return Object.fromEntries(
    Object.entries(value).flatMap(([name, field]) => {
      const fieldSchema = Object.hasOwn(properties, name) && isObject(properties[name]) ? properties[name] : undefined;
      if (!fieldSchema) return [[name, field]];
      if (field === null && !required.has(name) && !acceptsNull(fieldSchema)) return [];
      return [[name, nullsAsAbsent(fieldSchema, field)]];
    }),
  );
}
